import path from 'node:path';
import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';

export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../migrations');

/** One advisory lock key for Kochclip's migrations ('kcmigr' as a number), shared by every server of a deployment. */
const MIGRATION_LOCK_KEY = 0x6b636d69677231n;

/**
 * Applies the committed migrations over a single connection, under a PostgreSQL advisory lock: when several
 * servers start at once on a pending migration, one migrates and the others wait, then find nothing left to do.
 */
export async function migrateDatabase(url: string): Promise<void> {
  const sql = postgres(url, { max: 1, onnotice: () => undefined });
  try {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY.toString()}::bigint)`;
    try {
      await migrate(drizzle(sql), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY.toString()}::bigint)`.catch(() => undefined);
    }
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** The message of an error and of every cause under it ("Failed query: …" alone does not say why it failed). */
export function describeCauses(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current !== undefined && current !== null && depth < 5; depth += 1) {
    if (current instanceof Error) {
      const code = (current as { code?: unknown }).code;
      parts.push(typeof code === 'string' && !current.message.includes(code) ? `${current.message} (${code})` : current.message);
      current = current.cause;
    } else {
      parts.push(typeof current === 'string' ? current : JSON.stringify(current));
      break;
    }
  }
  return parts.join(' ← ');
}

export interface TWaitForDatabaseOptions {
  /** How long to keep trying before giving up. */
  timeoutMs: number;
  log: (line: string) => void;
  /** First pause between tries; it doubles up to `maxDelayMs`. */
  initialDelayMs?: number;
  maxDelayMs?: number;
  connectTimeoutSeconds?: number;
}

/**
 * Waits until PostgreSQL answers, retrying with backoff: a server that starts while the database restarts or is
 * still coming up becomes ready when it returns instead of exiting. Each failed try logs its real cause.
 */
export async function waitForDatabase(url: string, options: TWaitForDatabaseOptions): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  const maxDelayMs = options.maxDelayMs ?? 5_000;
  let delayMs = options.initialDelayMs ?? 250;
  for (let attempt = 1; ; attempt += 1) {
    const sql = postgres(url, { max: 1, onnotice: () => undefined, connect_timeout: options.connectTimeoutSeconds ?? 5 });
    try {
      await sql`select 1`;
      if (attempt > 1) options.log(`Datenbank erreichbar (Versuch ${attempt}).`);
      return;
    } catch (error) {
      const cause = describeCauses(error);
      if (Date.now() + delayMs > deadline) {
        throw new Error(`Die Datenbank ist nach ${Math.round(options.timeoutMs / 1000)} s nicht erreichbar: ${cause}`, {
          cause: error,
        });
      }
      options.log(
        `Datenbank nicht erreichbar (Versuch ${attempt}): ${cause}. Neuer Versuch in ${(delayMs / 1000).toFixed(1)} s …`,
      );
    } finally {
      await sql.end({ timeout: 1 }).catch(() => undefined);
    }
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    delayMs = Math.min(maxDelayMs, delayMs * 2);
  }
}
