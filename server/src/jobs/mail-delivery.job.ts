import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { TDb } from '@kochclip/db';
import { mailOutbox } from '@kochclip/db/schema';
import { renderMail, type TRenderedMail } from '@kochclip/routers/server';
import type { TMailSender } from '../adapters/mail/mail-sender';
import type { TJobDefinition } from './runtime';

export const MAIL_DELIVERY_QUEUE = 'mail-delivery';

const ZMailDelivery = z.object({ outboxId: z.number().int().positive() });

export interface TMailDeliveryDeps {
  db: TDb;
  sender: TMailSender;
  /** Base of every link in a mail (PUBLIC_ORIGIN). */
  origin: string;
  log: (line: string) => void;
  /** First retry delay in seconds (doubling); tests shorten it. */
  retryDelaySeconds?: number;
  retryLimit?: number;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Delivers one outbox row. A failure is recorded and retried with backoff; after the last attempt the row is
 * 'failed' (the admins' System tab lists it) and the job ends, so pg-boss does not keep it as well.
 */
export function mailDeliveryJob(deps: TMailDeliveryDeps): TJobDefinition {
  return {
    name: MAIL_DELIVERY_QUEUE,
    queue: {
      retryLimit: deps.retryLimit ?? 6,
      retryDelay: deps.retryDelaySeconds ?? 60,
      retryBackoff: true,
      expireInSeconds: 120,
    },
    work: { localConcurrency: 2 },
    async run(data, attempt) {
      const { outboxId } = ZMailDelivery.parse(data);
      const [row] = await deps.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.id, outboxId), eq(mailOutbox.status, 'pending')))
        .limit(1);
      if (!row) return;
      const failed = async (error: unknown, final: boolean) => {
        const message = errorText(error);
        await deps.db
          .update(mailOutbox)
          .set({
            attempts: sql`${mailOutbox.attempts} + 1`,
            lastError: message,
            ...(final ? { status: 'failed' as const, failedAt: new Date() } : {}),
          })
          .where(eq(mailOutbox.id, row.id));
        if (final) deps.log(`E-Mail ${row.id} (${row.template}) endgültig nicht zugestellt: ${message}`);
      };
      let rendered: TRenderedMail;
      try {
        rendered = renderMail(row.template, row.data, deps.origin);
      } catch (error) {
        // Data that does not fit its template fails the same way every time: no retry.
        await failed(error, true);
        return;
      }
      try {
        await deps.sender.send({ ...rendered, to: row.recipient, id: row.id });
      } catch (error) {
        const final = attempt.number >= attempt.of;
        await failed(error, final);
        if (final) return;
        throw error;
      }
      // The data may hold a token: a sent mail keeps only recipient, template and time.
      await deps.db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: new Date(), data: {}, attempts: sql`${mailOutbox.attempts} + 1`, lastError: null })
        .where(eq(mailOutbox.id, row.id));
    },
  };
}
