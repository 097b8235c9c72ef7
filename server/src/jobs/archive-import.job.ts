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
import { saveWebpVariants, storeIllustration } from '../services/images/recipe-picture';
import { MEDIA_BUSY, mediaPool } from '../services/media/media-pool';
import { readArchiveSafely, webpVariants } from '../services/media/media-work';
import type { TStorage } from '../services/storage';
import type { TJobAttempt, TJobDefinition } from './runtime';

export const ARCHIVE_IMPORT_QUEUE = 'archive-import';

const ZArchiveImportJob = z.object({ importId: z.number().int().positive() });

/**
 * Recipes read from the archive per media task: small enough that one task stays far below the child's time limit,
 * large enough that opening the zip (its directory of up to 2,000 files) is paid rarely.
 */
const BATCH = 25;
/** How long a worker holds an import without renewing. */
const LEASE_SECONDS = 30;
/** It renews when this much of the lease has passed (checked after each recipe). */
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
        const lease = leaseKeeper(deps, importId);
        const pending: number[] = [];
        for (let from = 0; from < row.total; from += BATCH) {
          const positions = Array.from({ length: Math.min(BATCH, row.total - from) }, (_, i) => from + i);
          if (!positions.every((p) => written.has(p))) pending.push(from);
        }
        // The next batch is read while this one's pictures are encoded; a rejection waits for its await.
        const read = (from: number) => {
          const entries = readBatch(file, from, Math.min(BATCH, row.total - from), owner);
          entries.catch(() => undefined);
          return entries;
        };
        let next = pending[0] === undefined ? null : read(pending[0]);
        for (let index = 0; next; index += 1) {
          const entries = await next;
          const following = pending[index + 1];
          next = following === undefined ? null : read(following);
          await importBatch(
            deps,
            row,
            entries.filter((entry) => !written.has(entry.position)),
            lease,
          );
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

/** Renews the worker's hold on the import when a third of the lease has passed, so a batch costs no extra write. */
function leaseKeeper(deps: TArchiveImportJobDeps, importId: number) {
  let renewed = Date.now();
  return async () => {
    if (Date.now() - renewed < RENEW_AFTER_MS) return;
    renewed = Date.now();
    await renew(deps, importId);
  };
}

/** Starts the tasks in order, at most `limit` at once; each promise settles with its task. */
function startLimited<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T>[] {
  const gates: (() => void)[] = [];
  let running = 0;
  const done = () => {
    running -= 1;
    gates.shift()?.();
  };
  return tasks.map((task) => {
    const result = (async () => {
      if (running >= limit) await new Promise<void>((resolve) => gates.push(resolve));
      running += 1;
      try {
        return await task();
      } finally {
        done();
      }
    })();
    // Settled by whoever awaits it; a batch that ends early must not leave a rejection unhandled.
    result.catch(() => undefined);
    return result;
  });
}

type TRow = { id: number; userId: number; visibility: 'public' | 'private' };

/**
 * One batch of the archive. First every recipe the member already has is found (reads only); then the pictures of
 * the others are encoded on the pool's children at once (at most one task per child, so a member's own upload
 * waits for one task at most), while the recipes are written one after another in the archive's order. A recipe
 * is checked again just before it is written when one before it in the batch was written (the same recipe twice
 * in one archive). Figures: docs/performance.md, "Moving in an archive".
 */
async function importBatch(
  deps: TArchiveImportJobDeps,
  row: TRow,
  entries: TArchiveEntry[],
  keepLease: () => Promise<void>,
): Promise<void> {
  const owner = `member:${row.userId}`;
  const known = new Set<number>();
  for (const entry of entries) {
    if (
      entry.draft &&
      (await findOwnDuplicate(deps.db, { userId: row.userId, title: entry.draft.title, sourceUrl: entry.sourceUrl }))
    )
      known.add(entry.position);
  }
  const toEncode = entries.filter((entry) => entry.draft && entry.image && !known.has(entry.position));
  const encoded = new Map(toEncode.map((entry, index) => [entry.position, index] as const));
  const variants = startLimited(
    toEncode.map((entry) => () => webpVariants(entry.image ?? new Uint8Array(), owner)),
    mediaPool().processes,
  );
  let wroteOne = false;
  for (const entry of entries) {
    const { draft } = entry;
    if (!draft) {
      await recordArchiveEntry(deps.db, {
        importId: row.id,
        position: entry.position,
        title: entry.title,
        outcome: 'failed',
        reason: entry.reason ?? ENTRY_NOT_A_RECIPE,
      });
    } else if (
      known.has(entry.position) ||
      (wroteOne && (await findOwnDuplicate(deps.db, { userId: row.userId, title: draft.title, sourceUrl: entry.sourceUrl })))
    ) {
      await recordArchiveEntry(deps.db, {
        importId: row.id,
        position: entry.position,
        title: draft.title,
        outcome: 'duplicate',
        reason: ENTRY_DUPLICATE,
      });
    } else {
      const index = encoded.get(entry.position);
      const picture = await pictureOf(deps, row, draft, index === undefined ? null : variants[index]);
      wroteOne = (await saveEntry(deps, row, { ...entry, draft }, picture)) || wroteOne;
    }
    await keepLease();
  }
}

/** The stored picture: the re-encoded photo, or the drawn illustration when there is none or it does not decode. */
async function pictureOf(
  deps: TArchiveImportJobDeps,
  row: TRow,
  draft: NonNullable<TArchiveEntry['draft']>,
  variants: Promise<{ full: Uint8Array; thumb: Uint8Array }> | null | undefined,
): Promise<{ imageUrl: string; thumbnailUrl: string }> {
  if (variants) {
    try {
      return await saveWebpVariants(deps.storage, await variants);
    } catch (error) {
      // A picture that does not decode (or is too large) leaves the recipe with its drawn illustration.
      deps.log(
        `Umzug ${row.id}: Bild von „${draft.title}“ nicht lesbar: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  return storeIllustration(deps.storage, draft);
}

async function saveEntry(
  deps: TArchiveImportJobDeps,
  row: TRow,
  entry: TArchiveEntry & { draft: NonNullable<TArchiveEntry['draft']> },
  picture: { imageUrl: string; thumbnailUrl: string },
): Promise<boolean> {
  const saved = await saveArchiveRecipe(deps.db, {
    importId: row.id,
    userId: row.userId,
    visibility: row.visibility,
    recipe: entry,
    picture,
  });
  if (!saved) {
    await deps.storage.remove(picture.imageUrl);
    if (picture.thumbnailUrl !== picture.imageUrl) await deps.storage.remove(picture.thumbnailUrl);
  }
  return saved;
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
