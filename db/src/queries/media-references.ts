import { inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TDbOrTx } from '../client';
import { challengeSubmissions, recipeDrafts, recipes, userImages, users } from '../schema';

/**
 * Every column that holds a public media URL (`/media/<file>`). A feature that stores media adds its column
 * here; the orphan cleanup removes only files no listed column references.
 */
export const MEDIA_REFERENCES: readonly { table: PgTable; column: PgColumn }[] = [
  { table: recipes, column: recipes.imageUrl },
  { table: recipes, column: recipes.thumbnailUrl },
  { table: recipeDrafts, column: recipeDrafts.imageUrl },
  { table: recipeDrafts, column: recipeDrafts.thumbnailUrl },
  { table: userImages, column: userImages.imageUrl },
  { table: challengeSubmissions, column: challengeSubmissions.imageUrl },
  { table: users, column: users.profileImageUrl },
  { table: users, column: users.headerImageUrl },
];

const THUMB_SUFFIX = '-thumb.webp';

/** `/media/x-thumb.webp` belongs to `/media/x.webp`; other URLs belong to nothing. */
export function mainImageOf(url: string): string | null {
  return url.endsWith(THUMB_SUFFIX) ? `${url.slice(0, -THUMB_SUFFIX.length)}.webp` : null;
}

/** A WebP photo and the thumbnail stored beside it (`storeWebp`), for removing both. */
export function withThumbnails(urls: readonly string[]): string[] {
  const all = new Set(urls);
  for (const url of urls)
    if (url.endsWith('.webp') && !mainImageOf(url)) all.add(`${url.slice(0, -'.webp'.length)}${THUMB_SUFFIX}`);
  return [...all];
}

const CHUNK = 1000;

/**
 * The given URLs that no row references; a thumbnail counts as referenced while its main image is. Checked
 * after the rows are gone (a recipe's delete committed), so a file shared with another row stays.
 */
export async function unreferencedMediaUrls(db: TDbOrTx, urls: readonly string[]): Promise<string[]> {
  const lookup = [...new Set(urls.flatMap((url) => [url, mainImageOf(url) ?? url]))];
  const referenced = new Set<string>();
  for (let start = 0; start < lookup.length; start += CHUNK) {
    const chunk = lookup.slice(start, start + CHUNK);
    for (const { table, column } of MEDIA_REFERENCES) {
      const rows = await db.selectDistinct({ url: column }).from(table).where(inArray(column, chunk));
      for (const row of rows) if (typeof row.url === 'string') referenced.add(row.url);
    }
  }
  return urls.filter((url) => !referenced.has(url) && !referenced.has(mainImageOf(url) ?? url));
}
