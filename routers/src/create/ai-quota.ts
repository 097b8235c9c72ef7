import { sql } from 'drizzle-orm';
import type { TDbOrTx } from '@kochclip/db';
import { hitRateLimit } from '@kochclip/db/queries';
import type { TAppConfig } from '../context';
import { AppError } from '../errors';
import type { TAiGate } from '../ports/creator';

/** 'YYYY-MM' of the current calendar month in UTC, the key of ai_usage. */
export function usageMonth(now = new Date()): string {
  return now.toISOString().slice(0, 7);
}

export function quotaExhaustedMessage(isPremium: boolean, config: TAppConfig): string {
  return isPremium
    ? `Du hast alle ${config.premiumAiGenerationsPerMonth} KI-Rezept-Generierungen dieses Monats verbraucht. Ab dem 1. des nächsten Monats geht es weiter.`
    : `Dein monatliches KI-Kontingent ist aufgebraucht. Mit Premium erhältst du ${config.premiumAiGenerationsPerMonth} KI-Rezept-Generierungen pro Monat.`;
}

/**
 * Takes one generation from the member's month in a single conditional upsert. Concurrent requests queue on
 * the row lock and each re-checks the limit against the committed count, so exactly the free slots succeed.
 */
export async function reserveAiGeneration(
  db: TDbOrTx,
  params: { userId: number; month: string; limit: number },
): Promise<boolean> {
  const rows = await db.execute<{ count: number }>(sql`
    insert into ai_usage (user_id, month, count)
    select ${params.userId}, ${params.month}, 1 where ${params.limit}::int > 0
    on conflict (user_id, month) do update set count = ai_usage.count + 1, updated_at = now()
      where ai_usage.count < ${params.limit}::int
    returning count`);
  return rows.length > 0;
}

export async function releaseAiGeneration(db: TDbOrTx, params: { userId: number; month: string }): Promise<void> {
  await db.execute(sql`
    update ai_usage set count = count - 1, updated_at = now()
    where user_id = ${params.userId} and month = ${params.month} and count > 0`);
}

export async function aiGenerationsUsed(db: TDbOrTx, params: { userId: number; month: string }): Promise<number> {
  const rows = await db.execute<{ count: number }>(
    sql`select count from ai_usage where user_id = ${params.userId} and month = ${params.month}`,
  );
  return rows[0]?.count ?? 0;
}

/** Stops bursts of creation requests (each may start an LLM call, a download or OCR). */
export async function enforceCreationRate(db: TDbOrTx, userId: number, config: TAppConfig): Promise<void> {
  const state = await hitRateLimit(db, `create:user:${userId}`, 60);
  if (state.count > config.recipeCreationsPerMinute) {
    const seconds = Math.max(1, Math.ceil((state.resetAt.getTime() - Date.now()) / 1000));
    throw new AppError(
      'TOO_MANY_REQUESTS',
      'Zu viele Anfragen in kurzer Zeit. Bitte warte einen Moment und versuche es dann erneut.',
      undefined,
      seconds,
    );
  }
}

export interface TQuotaGate extends TAiGate {
  /** Gives the reserved generation back when the recipe could not be delivered after all. */
  release: () => Promise<void>;
}

export function createAiGate(db: TDbOrTx, params: { userId: number; isPremium: boolean; config: TAppConfig }): TQuotaGate {
  const month = usageMonth();
  const limit = params.isPremium ? params.config.premiumAiGenerationsPerMonth : params.config.freeAiGenerationsPerMonth;
  let reserved = false;
  const release = async () => {
    if (!reserved) return;
    reserved = false;
    await releaseAiGeneration(db, { userId: params.userId, month });
  };
  return {
    release,
    async run(generate) {
      if (!reserved) {
        if (!(await reserveAiGeneration(db, { userId: params.userId, month, limit }))) {
          throw new AppError('TOO_MANY_REQUESTS', quotaExhaustedMessage(params.isPremium, params.config));
        }
        reserved = true;
      }
      try {
        return await generate();
      } catch (error) {
        await release();
        throw error;
      }
    },
  };
}
