import { and, asc, eq, gt, or, sql } from 'drizzle-orm';
import type { TDb } from '@kochclip/db';
import { unreferencedMediaUrls } from '@kochclip/db/queries';
import { recipes } from '@kochclip/db/schema';
import { AppError } from '@kochclip/routers/errors';
import { createGuardedClient } from '../http/guarded-client';
import { storeWebp } from '../images/recipe-picture';
import type { TStorage } from '../storage';

const PAGE = 100;
const PARALLEL = 4;
/** Pictures from elsewhere may be larger than the 2 MB the video client allows; they are re-encoded anyway. */
const MAX_PICTURE_BYTES = 15 * 1024 * 1024;
export const MIGRATION_RUNNING = 'Die Bildmigration läuft bereits. Bitte warte, bis sie fertig ist.';

const isExternal = (url: string | null): url is string => url !== null && /^https?:\/\//i.test(url);

export interface TMigrationDeps {
  db: TDb;
  storage: TStorage;
  /** The store media lived in before (the local directory when S3 is configured now), or null. */
  previous: TStorage | null;
  log: (line: string) => void;
}

async function inParallel<T>(items: readonly T[], work: (item: T) => Promise<boolean>): Promise<number> {
  let next = 0;
  let done = 0;
  const lanes = Array.from({ length: Math.min(PARALLEL, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      if (await work(item)) done += 1;
    }
  });
  await Promise.all(lanes);
  return done;
}

/**
 * Recipe pictures that still point elsewhere (old blob storage, a video host's CDN): downloaded through the guarded
 * client (public addresses only, to the hosts found in our own rows), re-encoded to WebP into the store, and the
 * row rewritten only while it still holds the URL read, so a picture replaced meanwhile is left alone.
 */
async function migrateExternalPictures(deps: TMigrationDeps) {
  let total = 0;
  let successful = 0;
  const external = or(sql`${recipes.imageUrl} ~* '^https?://'`, sql`${recipes.thumbnailUrl} ~* '^https?://'`);
  for (let after = 0; ;) {
    const page = await deps.db
      .select({ id: recipes.id, imageUrl: recipes.imageUrl, thumbnailUrl: recipes.thumbnailUrl })
      .from(recipes)
      .where(and(gt(recipes.id, after), external))
      .orderBy(asc(recipes.id))
      .limit(PAGE);
    if (page.length === 0) break;
    after = page[page.length - 1]?.id ?? after;
    total += page.length;
    const hosts = [
      ...new Set(page.flatMap((row) => [row.imageUrl, row.thumbnailUrl].filter(isExternal).map((url) => hostOf(url)))),
    ];
    const client = createGuardedClient({ allowedHosts: hosts.filter((host) => host !== ''), maxBytes: MAX_PICTURE_BYTES });
    successful += await inParallel(page, async (row) => {
      const source = isExternal(row.imageUrl) ? row.imageUrl : row.thumbnailUrl;
      if (!source) return false;
      try {
        const response = await client.get(source, { accept: 'image/*' });
        if (response.status !== 200) throw new Error(`Status ${response.status}`);
        const picture = await storeWebp(deps.storage, response.body);
        const updated = await deps.db
          .update(recipes)
          .set(picture)
          .where(
            and(
              eq(recipes.id, row.id),
              sql`${recipes.imageUrl} is not distinct from ${row.imageUrl}`,
              sql`${recipes.thumbnailUrl} is not distinct from ${row.thumbnailUrl}`,
            ),
          )
          .returning({ id: recipes.id });
        if (updated.length === 0) {
          await Promise.all([deps.storage.remove(picture.imageUrl), deps.storage.remove(picture.thumbnailUrl)]);
          return false;
        }
        return true;
      } catch (error) {
        deps.log(
          `Bildmigration: Rezept ${row.id} (${source}) nicht übernommen: ${error instanceof Error ? error.message : String(error)}`,
        );
        return false;
      }
    });
  }
  return { total, successful };
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return '';
  }
}

/** Files of the previous store that rows reference and the current store lacks: copied under the same name. */
async function migratePreviousFiles(deps: TMigrationDeps & { previous: TStorage }) {
  const present = new Set((await deps.storage.list()).map((file) => file.name));
  const candidates = (await deps.previous.list()).filter((file) => !present.has(file.name));
  const orphans = new Set(
    await unreferencedMediaUrls(
      deps.db,
      candidates.map((file) => file.url),
    ),
  );
  const wanted = candidates.filter((file) => !orphans.has(file.url));
  const successful = await inParallel(wanted, async (file) => {
    try {
      const stream = await deps.previous.open(file.name);
      if (!stream) return false;
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      await deps.storage.save(file.name, Buffer.concat(chunks));
      return true;
    } catch (error) {
      deps.log(`Bildmigration: ${file.name} nicht kopiert: ${error instanceof Error ? error.message : String(error)}`);
      return false;
    }
  });
  return { total: wanted.length, successful };
}

/**
 * POST /api/admin/migrate-blob-images: brings every picture the database references into the configured store.
 * One run per server process at a time; a second run on another server does the same idempotent work.
 */
export function createMediaMigration(deps: Omit<TMigrationDeps, 'db'>) {
  let running = false;
  return async (db: TDb) => {
    if (running) throw new AppError('CONFLICT', MIGRATION_RUNNING);
    running = true;
    try {
      const external = await migrateExternalPictures({ ...deps, db });
      const previous = deps.previous
        ? await migratePreviousFiles({ ...deps, db, previous: deps.previous })
        : { total: 0, successful: 0 };
      return { successful: external.successful + previous.successful, total: external.total + previous.total };
    } finally {
      running = false;
    }
  };
}
