import { sql } from 'drizzle-orm';
import type { TDb } from '@kochclip/db';
import type { TContext } from '../context';
import { outboxStatus } from '../shared/mail/outbox-status';
import type { TServiceStatus, TSystemStatus } from './admin.schemas';

const notSetUp = (name: string): TServiceStatus => ({
  name,
  status: 'Nicht eingerichtet',
  detail: 'Auf diesem Server nicht verfügbar.',
});

/** A real round trip to the database (its version and how long the answer took), not a static "Online". */
async function databaseStatus(db: TDb): Promise<TSystemStatus['database']> {
  const started = performance.now();
  try {
    const [row] = await db.execute<{ version: string }>(sql`select current_setting('server_version') as version`);
    return {
      status: 'Online',
      version: `PostgreSQL ${row?.version ?? ''}`.trim(),
      latencyMs: Math.round((performance.now() - started) * 10) / 10,
    };
  } catch {
    return { status: 'Offline', version: 'PostgreSQL', latencyMs: Math.round(performance.now() - started) };
  }
}

export async function systemStatus(ctx: Pick<TContext, 'db' | 'admin' | 'jobs'>): Promise<TSystemStatus> {
  const services = ctx.admin?.services;
  return {
    database: await databaseStatus(ctx.db),
    mail: await outboxStatus(ctx.db),
    services: {
      text: services?.text ?? notSetUp('KI-Textdienst'),
      voice: services?.voice ?? notSetUp('KI-Sprachdienst'),
      images: services?.images ?? notSetUp('KI-Bilder'),
      storage: services?.storage ?? notSetUp('Medienspeicher'),
      jobs: ctx.jobs
        ? { name: 'Hintergrundjobs', status: 'Aktiv', detail: 'pg-boss in derselben Datenbank' }
        : notSetUp('Hintergrundjobs'),
    },
  };
}
