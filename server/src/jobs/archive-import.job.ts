import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { z } from 'zod';
import type { TDb } from '@kochclip/db';
import { archiveImports } from '@kochclip/db/schema';
import { AppError } from '@kochclip/routers/errors';
import {
  findOwnDuplicate,
  recordArchiveEntry,
  saveArchiveRecipe,
  writtenPositions,
} from '@kochclip/routers/import/archive-entries.service';
import { ENTRY_DUPLICATE, ENTRY_NOT_A_RECIPE } from '@kochclip/core';
import type { TArchiveEntry } from '../services/import/archive/read-archive';
import { storeIllustration, storeWebp } from '../services/images/recipe-picture';
import { MEDIA_BUSY } from '../services/media/media-pool';
import { readArchiveSafely } from '../services/media/media-work';
import type { TStorage } from '../services/storage';
import type { TJobAttempt, TJobDefinition } from './runtime';

export const ARCHIVE_IMPORT_QUEUE = 'archive-import';

const ZArchiveImportJob = z.object({ importId: z.number().int().positive() });

/** Recipes read from the archive per media task: small enough that one task stays far below the child's time limit. */
const BATCH = 10;
/** How long a worker holds an import without renewing (it renews after every recipe). */
const LEASE_SECONDS = 30;
export const ARCHIVE_FAILED = 'Der Umzug ist abgebrochen: Die Datei konnte nicht gelesen werden.';

export interface TArchiveImportJobDeps {
  db: TDb;
  storage: TStorage;
  log: (line: string) => void;
}

const leaseFree = () => or(isNull(archiveImports.leaseUntil), lt(archiveImports.leaseUntil, sql`now()`));

/** Takes the import for this worker, unless another live worker holds it; then the job comes back after its lease. */
async function claim(deps: TArchiveImportJobDeps, importId: number, boss: PgBoss | undefined) {
  const [row] = await deps.db
    .update(archiveImports)
    .set({ status: 'running', leaseUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
    .where(and(eq(archiveImports.id, importId), inArray(archiveImports.status, ['queued', 'running']), leaseFree()))
    .returning();
  if (row) return row;
  const [held] = await deps.db.select().from(archiveImports).where(eq(archiveImports.id, importId)).limit(1);
  if (held && (held.status === 'queued' || held.status === 'running') && held.leaseUntil && boss) {
    await boss.send(ARCHIVE_IMPORT_QUEUE, { importId }, { startAfter: new Date(held.leaseUntil.getTime() + 1000) });
  }
  return null;
}

async function renew(deps: TArchiveImportJobDeps, importId: number): Promise<void> {
  await deps.db
    .update(archiveImports)
    .set({ leaseUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
    .where(eq(archiveImports.id, importId));
}

async function download(storage: TStorage, name: string, target: string): Promise<void> {
  const stream = await storage.openArchive(name);
  if (!stream) throw new AppError('BAD_REQUEST', ARCHIVE_FAILED);
  await pipeline(stream, createWriteStream(target, { mode: 0o600 }));
}

/** The recipes at [from, from + count); a batch that costs a media child its life is read one by one. */
async function readBatch(file: string, from: number, count: number, owner: string): Promise<TArchiveEntry[]> {
  try {
    return (await readArchiveSafely(file, from, count, owner)).entries;
  } catch (error) {
    if (error instanceof AppError && error.code === 'SERVICE_UNAVAILABLE') throw error;
    if (count === 1) {
      const reason = error instanceof AppError ? error.message : ENTRY_NOT_A_RECIPE;
      return [
        {
          position: from,
          title: `Rezept ${from + 1}`,
          draft: null,
          reason,
          sourceUrl: null,
          author: null,
          prepMinutes: null,
          cookMinutes: null,
          image: null,
        },
      ];
    }
    const entries: TArchiveEntry[] = [];
    for (let position = from; position < from + count; position += 1)
      entries.push(...(await readBatch(file, position, 1, owner)));
    return entries;
  }
}

/**
 * Moves in a member's archive (issue 40 item 5): reads it batch by batch in a media child, skips what the member
 * already has (same title and source), stores each picture re-encoded and writes recipe and report row together.
 * Positions already written are skipped, so a job resumed after a restart never writes a recipe twice. A full
 * media pool is retried by pg-boss; anything else wrong with the whole file ends the import as failed.
 */
export function archiveImportJob(deps: TArchiveImportJobDeps): TJobDefinition {
  return {
    name: ARCHIVE_IMPORT_QUEUE,
    queue: { retryLimit: 5, retryDelay: 30, expireInSeconds: 6 * 60 * 60 },
    async run(data, attempt?: TJobAttempt, boss?: PgBoss) {
      const { importId } = ZArchiveImportJob.parse(data);
      const row = await claim(deps, importId, boss);
      if (!row?.fileName) return;
      const owner = `member:${row.userId}`;
      const file = path.join(tmpdir(), `kochclip-archive-${importId}-${randomUUID()}`);
      try {
        await download(deps.storage, row.fileName, file);
        const written = await writtenPositions(deps.db, importId);
        for (let from = 0; from < row.total; from += BATCH) {
          const positions = Array.from({ length: Math.min(BATCH, row.total - from) }, (_, i) => from + i);
          if (positions.every((p) => written.has(p))) continue;
          await renew(deps, importId);
          for (const entry of await readBatch(file, from, positions.length, owner)) {
            if (written.has(entry.position)) continue;
            await importEntry(deps, row, entry);
            await renew(deps, importId);
          }
        }
        await deps.db
          .update(archiveImports)
          .set({ status: 'done', finishedAt: new Date(), leaseUntil: null, fileName: null })
          .where(eq(archiveImports.id, importId));
        await deps.storage.removeArchive(row.fileName).catch(() => undefined);
      } catch (error) {
        const retry = error instanceof AppError && error.message === MEDIA_BUSY && attempt && attempt.number < attempt.of;
        if (retry) {
          await deps.db.update(archiveImports).set({ leaseUntil: null }).where(eq(archiveImports.id, importId));
          throw error;
        }
        deps.log(`Umzug ${importId} fehlgeschlagen: ${error instanceof Error ? error.message : String(error)}`);
        await deps.db
          .update(archiveImports)
          .set({
            status: 'failed',
            error: error instanceof AppError ? error.message : ARCHIVE_FAILED,
            finishedAt: new Date(),
            leaseUntil: null,
            fileName: null,
          })
          .where(eq(archiveImports.id, importId));
        await deps.storage.removeArchive(row.fileName).catch(() => undefined);
      } finally {
        await rm(file, { force: true });
      }
    },
  };
}

async function importEntry(
  deps: TArchiveImportJobDeps,
  row: { id: number; userId: number; visibility: 'public' | 'private' },
  entry: TArchiveEntry,
): Promise<void> {
  const { draft } = entry;
  if (!draft) {
    await recordArchiveEntry(deps.db, {
      importId: row.id,
      position: entry.position,
      title: entry.title,
      outcome: 'failed',
      reason: entry.reason ?? ENTRY_NOT_A_RECIPE,
    });
    return;
  }
  if (await findOwnDuplicate(deps.db, { userId: row.userId, title: draft.title, sourceUrl: entry.sourceUrl })) {
    await recordArchiveEntry(deps.db, {
      importId: row.id,
      position: entry.position,
      title: draft.title,
      outcome: 'duplicate',
      reason: ENTRY_DUPLICATE,
    });
    return;
  }
  let picture: { imageUrl: string; thumbnailUrl: string } | null = null;
  if (entry.image) {
    try {
      picture = await storeWebp(deps.storage, entry.image);
    } catch (error) {
      // A picture that does not decode (or is too large) leaves the recipe with its drawn illustration.
      deps.log(
        `Umzug ${row.id}: Bild von „${draft.title}“ nicht lesbar: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  picture ??= await storeIllustration(deps.storage, draft);
  const saved = await saveArchiveRecipe(deps.db, {
    importId: row.id,
    userId: row.userId,
    visibility: row.visibility,
    recipe: { ...entry, draft },
    picture,
  });
  if (!saved) {
    await deps.storage.remove(picture.imageUrl);
    if (picture.thumbnailUrl !== picture.imageUrl) await deps.storage.remove(picture.thumbnailUrl);
  }
}

/** At start: every import a stopped server left unfinished gets a job again (the lease decides who works on it). */
export async function resumeArchiveImports(db: TDb, boss: PgBoss): Promise<number> {
  const open = await db
    .select({ id: archiveImports.id })
    .from(archiveImports)
    .where(inArray(archiveImports.status, ['queued', 'running']));
  for (const { id } of open) await boss.send(ARCHIVE_IMPORT_QUEUE, { importId: id });
  return open.length;
}
