import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { TDb } from '@kochclip/db';
import { archiveImportEntries, archiveImports, type TArchiveFormat, users } from '@kochclip/db/schema';
import type { TJobQueue } from '../../ports/job-queue';
import { spendWithinLimits } from '../../shared/write-budgets';
import { AppError, notFound } from '../../errors';
import { ARCHIVE_ALREADY_RUNNING, ARCHIVE_IMPORT_NOT_FOUND } from '@kochclip/core';
import type { TArchiveImport } from './archive-import.schemas';

export const ARCHIVE_IMPORT_UNAVAILABLE = 'Der Umzug ist gerade nicht verfügbar. Bitte versuche es später erneut.';

/** Archives a member may move in (each up to 5,000 recipes, one at a time): per hour and per day. */
export const ARCHIVE_BUDGET = { perHour: 10, perDay: 30 };

/** Takes one archive from the member's budget, or throws the German 429 with Retry-After. */
export async function spendArchiveBudget(db: TDb, userId: number): Promise<void> {
  const key = `write:archiveImport:${userId}`;
  await spendWithinLimits(
    db,
    [
      { key: `${key}:hour`, windowSeconds: 60 * 60, limit: ARCHIVE_BUDGET.perHour },
      { key: `${key}:day`, windowSeconds: 24 * 60 * 60, limit: ARCHIVE_BUDGET.perDay },
    ],
    'Du hast in kurzer Zeit zu viele Umzugsdateien hochgeladen.',
  );
}

/** An import that has not ended: a member has at most one. */
const UNFINISHED = ['queued', 'running'] as const;

export async function runningArchiveImport(db: TDb, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: archiveImports.id })
    .from(archiveImports)
    .where(and(eq(archiveImports.userId, userId), inArray(archiveImports.status, UNFINISHED)))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Records the checked archive (already in the store as `fileName`) and queues its job in one transaction; a
 * second archive while one is unfinished is refused with 409 (the member's row is locked, so two uploads at once
 * cannot both start).
 */
export async function startArchiveImport(
  db: TDb,
  jobs: TJobQueue | undefined,
  params: { userId: number; format: TArchiveFormat; total: number; fileName: string; visibility: 'public' | 'private' },
): Promise<TArchiveImport> {
  if (!jobs) throw new AppError('SERVICE_UNAVAILABLE', ARCHIVE_IMPORT_UNAVAILABLE);
  const id = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, params.userId)).for('update');
    const [running] = await tx
      .select({ id: archiveImports.id })
      .from(archiveImports)
      .where(and(eq(archiveImports.userId, params.userId), inArray(archiveImports.status, UNFINISHED)))
      .limit(1);
    if (running) throw new AppError('CONFLICT', ARCHIVE_ALREADY_RUNNING);
    const [row] = await tx.insert(archiveImports).values(params).returning({ id: archiveImports.id });
    if (!row) throw new Error('archive_imports: insert returned nothing');
    await jobs.enqueueArchiveImport(row.id, tx);
    return row.id;
  });
  return archiveImportStatus(db, { id, userId: params.userId });
}

/** The member's own import with its counts and report; another member's (or none) is a German 404. */
export async function archiveImportStatus(db: TDb, params: { id: number; userId: number }): Promise<TArchiveImport> {
  const [row] = await db
    .select()
    .from(archiveImports)
    .where(and(eq(archiveImports.id, params.id), eq(archiveImports.userId, params.userId)))
    .limit(1);
  if (!row) throw notFound(ARCHIVE_IMPORT_NOT_FOUND);
  const [counts] = await db
    .select({
      processed: sql<number>`count(*)::int`,
      imported: sql<number>`(count(*) filter (where ${archiveImportEntries.outcome} = 'imported'))::int`,
      duplicates: sql<number>`(count(*) filter (where ${archiveImportEntries.outcome} = 'duplicate'))::int`,
      failed: sql<number>`(count(*) filter (where ${archiveImportEntries.outcome} = 'failed'))::int`,
    })
    .from(archiveImportEntries)
    .where(eq(archiveImportEntries.importId, row.id));
  const [current] = await db
    .select({ title: archiveImportEntries.title })
    .from(archiveImportEntries)
    .where(eq(archiveImportEntries.importId, row.id))
    .orderBy(desc(archiveImportEntries.position))
    .limit(1);
  const finished = row.status === 'done' || row.status === 'failed';
  const entries = await db
    .select({
      position: archiveImportEntries.position,
      title: archiveImportEntries.title,
      outcome: archiveImportEntries.outcome,
      reason: archiveImportEntries.reason,
      recipeId: archiveImportEntries.recipeId,
    })
    .from(archiveImportEntries)
    .where(
      finished
        ? eq(archiveImportEntries.importId, row.id)
        : and(eq(archiveImportEntries.importId, row.id), ne(archiveImportEntries.outcome, 'imported')),
    )
    .orderBy(asc(archiveImportEntries.position));
  return {
    id: row.id,
    format: row.format,
    status: row.status,
    visibility: row.visibility,
    total: row.total,
    processed: counts?.processed ?? 0,
    imported: counts?.imported ?? 0,
    duplicates: counts?.duplicates ?? 0,
    failed: counts?.failed ?? 0,
    currentTitle: current?.title ?? null,
    error: row.error,
    createdAt: row.createdAt,
    finishedAt: row.finishedAt,
    entries,
  };
}
