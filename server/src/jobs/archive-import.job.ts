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
  findOwnDuplicates,
  saveArchiveBatch,
  writtenPositions,
  type TArchiveBatchOther,
  type TRecipeDraft,
} from '@kochclip/routers/server';
import { ENTRY_DUPLICATE, ENTRY_NOT_A_RECIPE } from '@kochclip/core';
import type { TArchiveEntry } from '../adapters/import/archive/read-archive';
import { saveWebpVariants, storeIllustration } from '../adapters/images/recipe-picture';
import { jobMediaPool, MEDIA_BUSY, type TMediaPool } from '../adapters/media/media-pool';
import { bulkWebpVariants, readArchiveSafely } from '../adapters/media/media-work';
import type { TStorage } from '../adapters/storage';
import type { TJobAttempt, TJobDefinition } from './runtime';

export const ARCHIVE_IMPORT_QUEUE = 'archive-import';

const ZArchiveImportJob = z.object({ importId: z.number().int().positive() });

/**
 * Recipes read from the archive per media task and written per transaction: small enough that one task stays far
 * below the child's time limit and the report moves on every few seconds, large enough that opening the zip (its
 * directory of up to 2,000 files) and a commit are paid rarely.
 */
const BATCH = 25;
/** How long a worker holds an import without renewing. */
const LEASE_SECONDS = 30;
/** It renews when this much of the lease has passed (checked as each picture is stored and after each batch). */
const RENEW_AFTER_MS = 10_000;
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
async function readBatch(file: string, from: number, count: number, owner: string, pool: TMediaPool): Promise<TArchiveEntry[]> {
  try {
    return (await readArchiveSafely(file, from, count, owner, pool)).entries;
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
      entries.push(...(await readBatch(file, position, 1, owner, pool)));
    return entries;
  }
}

/**
 * Moves in a member's archive (issue 40 item 5): reads it batch by batch in a media child of the job's own pool
 * (jobMediaPool: one child per core), skips what the member already has (same title and source), stores each picture
 * re-encoded and writes a batch's recipes and report rows in one transaction. Positions already written are skipped,
 * so a job resumed after a restart never writes a recipe twice. A full media pool is retried by pg-boss; anything
 * else wrong with the whole file ends the import as failed. Figures: docs/performance.md, "Moving in an archive".
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
        const pool = jobMediaPool();
        const run: TRun = {
          owner,
          pool,
          limit: limiter(pool.processes),
          planned: new Set(),
          keepLease: leaseKeeper(deps, importId),
        };
        const pending: number[] = [];
        for (let from = 0; from < row.total; from += BATCH) {
          const positions = Array.from({ length: Math.min(BATCH, row.total - from) }, (_, i) => from + i);
          if (!positions.every((p) => written.has(p))) pending.push(from);
        }
        // The next batch is read while this one's pictures are encoded; a rejection waits for its await.
        const read = (from: number) => {
          const entries = readBatch(file, from, Math.min(BATCH, row.total - from), owner, pool);
          entries.catch(() => undefined);
          return entries;
        };
        // Three batches overlap: one is written while the next one's pictures are encoded and the one after is read.
        let next = pending[0] === undefined ? null : read(pending[0]);
        let writing: Promise<void> = Promise.resolve();
        let waiting: TPreparedBatch | null = null;
        try {
          for (let index = 0; next; index += 1) {
            const entries = await next;
            const following = pending[index + 1];
            next = following === undefined ? null : read(following);
            waiting = await prepareBatch(
              deps,
              row,
              entries.filter((entry) => !written.has(entry.position)),
              run,
            );
            await writing;
            writing = writeBatch(deps, row, waiting, run);
            writing.catch(() => undefined);
            waiting = null;
          }
          await writing;
        } catch (error) {
          if (waiting) await discardBatch(deps.storage, waiting);
          throw error;
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

/**
 * Renews the worker's hold on the import when a third of the lease has passed; called as pictures arrive (not
 * awaited, so a renewal never holds one up) and after each batch (awaited: a failed renewal ends the run).
 */
function leaseKeeper(deps: TArchiveImportJobDeps, importId: number): () => Promise<void> {
  let renewed = Date.now();
  let renewing: Promise<void> = Promise.resolve();
  return () => {
    if (Date.now() - renewed >= RENEW_AFTER_MS) {
      renewed = Date.now();
      renewing = renew(deps, importId);
      renewing.catch(() => undefined);
    }
    return renewing;
  };
}

/** Runs tasks in the order they are given, at most `limit` at once (shared by all batches of one run). */
function limiter(limit: number) {
  const gates: (() => void)[] = [];
  let running = 0;
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => gates.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      gates.shift()?.();
    }
  };
}

type TRow = { id: number; userId: number; visibility: 'public' | 'private' };
type TPicture = { imageUrl: string; thumbnailUrl: string };

/** What one run of the job shares across its batches. */
interface TRun {
  owner: string;
  pool: TMediaPool;
  /** The pool's children, each kept busy with one picture: the job never queues behind itself. */
  limit: ReturnType<typeof limiter>;
  /** Title and source of every recipe this run writes (the same recipe twice in one archive is written once). */
  planned: Set<string>;
  keepLease: () => Promise<void>;
}

/** A batch whose pictures are being encoded and stored, waiting to be written. */
interface TPreparedBatch {
  recipes: { entry: TArchiveEntry & { draft: TRecipeDraft }; picture: Promise<TPicture> }[];
  others: TArchiveBatchOther[];
}

/** The key of the duplicate check: the title case aside, and the source link. */
const duplicateKey = (title: string, sourceUrl: string | null) => `${title.toLowerCase()}\n${sourceUrl ?? ''}`;

/**
 * One batch of the archive, up to its write: what the member already has is found in one query, the same recipe
 * earlier in this archive by the run's own list; the pictures of the rest start encoding on the job's pool at once
 * (each stored as soon as it is encoded), while the batch before is still being written.
 */
async function prepareBatch(deps: TArchiveImportJobDeps, row: TRow, entries: TArchiveEntry[], run: TRun) {
  const drafts = entries.flatMap((entry) => (entry.draft ? [{ ...entry, draft: entry.draft }] : []));
  const known = await findOwnDuplicates(
    deps.db,
    row.userId,
    drafts.map((entry) => ({ title: entry.draft.title, sourceUrl: entry.sourceUrl })),
  );
  const knownPositions = new Set(drafts.filter((_, index) => known[index]).map((entry) => entry.position));
  const batch: TPreparedBatch = { recipes: [], others: [] };
  for (const entry of entries) {
    const { draft } = entry;
    if (!draft) {
      batch.others.push({
        position: entry.position,
        title: entry.title,
        outcome: 'failed',
        reason: entry.reason ?? ENTRY_NOT_A_RECIPE,
      });
      continue;
    }
    const key = duplicateKey(draft.title, entry.sourceUrl);
    if (knownPositions.has(entry.position) || run.planned.has(key)) {
      batch.others.push({ position: entry.position, title: draft.title, outcome: 'duplicate', reason: ENTRY_DUPLICATE });
      continue;
    }
    run.planned.add(key);
    batch.recipes.push({ entry: { ...entry, draft }, picture: storedPicture(deps, row, run, { ...entry, draft }) });
  }
  return batch;
}

/** The stored picture: the re-encoded photo, or the drawn illustration when there is none or it does not decode. */
function storedPicture(
  deps: TArchiveImportJobDeps,
  row: TRow,
  run: TRun,
  entry: TArchiveEntry & { draft: TRecipeDraft },
): Promise<TPicture> {
  const { image, draft } = entry;
  const encoded = image ? run.limit(() => bulkWebpVariants(image, run.owner, run.pool)) : null;
  const stored = (async () => {
    if (encoded) {
      try {
        return await saveWebpVariants(deps.storage, await encoded);
      } catch (error) {
        // A picture that does not decode (or is too large) leaves the recipe with its drawn illustration.
        deps.log(
          `Umzug ${row.id}: Bild von „${draft.title}“ nicht lesbar: ${error instanceof Error ? error.message : String(error)}`,
        );
      } finally {
        void run.keepLease();
      }
    }
    return storeIllustration(deps.storage, draft);
  })();
  // Settled by the batch's write (or its discard); a run that ends early must not leave a rejection unhandled.
  stored.catch(() => undefined);
  return stored;
}

async function removePictures(storage: TStorage, pictures: TPicture[]): Promise<void> {
  for (const picture of pictures) {
    await storage.remove(picture.imageUrl).catch(() => undefined);
    if (picture.thumbnailUrl !== picture.imageUrl) await storage.remove(picture.thumbnailUrl).catch(() => undefined);
  }
}

/** A batch that will not be written: its pictures, once stored, are removed again. */
async function discardBatch(storage: TStorage, batch: TPreparedBatch): Promise<void> {
  const settled = await Promise.allSettled(batch.recipes.map((recipe) => recipe.picture));
  await removePictures(
    storage,
    settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : [])),
  );
}

/**
 * Writes a prepared batch once its pictures are stored: recipes and report rows in one transaction. A position
 * another worker wrote already is skipped and its picture removed; a batch that fails to write leaves no picture.
 */
async function writeBatch(deps: TArchiveImportJobDeps, row: TRow, batch: TPreparedBatch, run: TRun): Promise<void> {
  const settled = await Promise.allSettled(batch.recipes.map((recipe) => recipe.picture));
  const pictures = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = settled.find((result) => result.status === 'rejected');
  if (failed) {
    await removePictures(deps.storage, pictures);
    throw failed.reason;
  }
  let written: Set<number>;
  try {
    written = await saveArchiveBatch(deps.db, {
      importId: row.id,
      userId: row.userId,
      visibility: row.visibility,
      recipes: batch.recipes.map(({ entry }, index) => ({
        recipe: entry,
        picture: pictures[index] ?? { imageUrl: '', thumbnailUrl: '' },
      })),
      others: batch.others,
    });
  } catch (error) {
    await removePictures(deps.storage, pictures);
    throw error;
  }
  await removePictures(
    deps.storage,
    pictures.filter((_, index) => !written.has(batch.recipes[index]?.entry.position ?? -1)),
  );
  await run.keepLease();
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
