import { eq, sql } from 'drizzle-orm';
import type { TDb } from '@kochclip/db';
import { archiveImportEntries, recipes, type TArchiveEntryOutcome } from '@kochclip/db/schema';
import type { TRecipeDraft } from '../create.schemas';
import { withoutRefusedText } from '../../refused-text';
import { parsePageUrl } from './source-url';

/** One recipe of an archive, as the media child read it. */
export interface TArchiveRecipe {
  position: number;
  title: string;
  draft: TRecipeDraft;
  sourceUrl: string | null;
  author: string | null;
  prepMinutes: number | null;
  cookMinutes: number | null;
}

/** Positions of the archive already written (a resumed job skips them). */
export async function writtenPositions(db: TDb, importId: number): Promise<Set<number>> {
  const rows = await db
    .select({ position: archiveImportEntries.position })
    .from(archiveImportEntries)
    .where(eq(archiveImportEntries.importId, importId));
  return new Set(rows.map((row) => row.position));
}

/**
 * For each recipe of a batch, whether the member already has one with the same title (case aside) and the same source
 * link (or none on both): one query for the whole batch instead of one per recipe.
 */
export async function findOwnDuplicates(
  db: TDb,
  userId: number,
  items: { title: string; sourceUrl: string | null }[],
): Promise<boolean[]> {
  if (items.length === 0) return [];
  const values = sql.join(
    items.map((item, index) => sql`(${index}::int, ${item.title}::text, ${item.sourceUrl ?? ''}::text)`),
    sql`, `,
  );
  const rows = await db.execute<{ index: number }>(sql`
    select v.index from (values ${values}) as v(index, title, source)
    where exists (
      select 1 from ${recipes}
      where ${recipes.createdById} = ${userId}
        and lower(${recipes.title}) = lower(v.title)
        and coalesce(${recipes.sourceUrl}, '') = v.source
    )`);
  const found = new Set(rows.map((row) => Number(row.index)));
  return items.map((_, index) => found.has(index));
}

const hostOf = (url: string | null) => (url ? (parsePageUrl(url)?.hostname.replace(/^www\./, '') ?? null) : null);

/** A recipe of a batch to write, with its stored picture. */
export interface TArchiveBatchRecipe {
  recipe: TArchiveRecipe;
  picture: { imageUrl: string; thumbnailUrl: string };
}

/** A report row of a batch without a recipe: failed or already there. */
export interface TArchiveBatchOther {
  position: number;
  title: string;
  outcome: Exclude<TArchiveEntryOutcome, 'imported'>;
  reason: string;
}

/**
 * Writes one batch of an archive in a single transaction: every report row first (one insert; a position another
 * worker wrote already is skipped), then the recipes of the positions this call won (one insert), then their ids into
 * the report. Returns the positions whose recipe was written; for the others the caller removes the stored picture.
 */
export async function saveArchiveBatch(
  db: TDb,
  params: {
    importId: number;
    userId: number;
    visibility: 'public' | 'private';
    recipes: TArchiveBatchRecipe[];
    others: TArchiveBatchOther[];
  },
): Promise<Set<number>> {
  const { importId } = params;
  const prepared = params.recipes.map(({ recipe, picture }) => {
    const draft = withoutRefusedText(recipe.draft);
    const sourceUrl = recipe.sourceUrl && parsePageUrl(recipe.sourceUrl) ? recipe.sourceUrl : null;
    return { recipe, picture, draft, sourceUrl };
  });
  const entries = [
    ...prepared.map(({ recipe, draft }) => ({
      importId,
      position: recipe.position,
      title: draft.title,
      outcome: 'imported' as const,
    })),
    ...params.others.map((other) => ({ importId, ...other })),
  ];
  if (entries.length === 0) return new Set();
  return db.transaction(async (tx) => {
    const won = new Set(
      (
        await tx
          .insert(archiveImportEntries)
          .values(entries)
          .onConflictDoNothing()
          .returning({ position: archiveImportEntries.position })
      ).map((row) => row.position),
    );
    const toWrite = prepared.filter(({ recipe }) => won.has(recipe.position));
    if (toWrite.length === 0) return new Set();
    const rows = await tx
      .insert(recipes)
      .values(
        toWrite.map(({ recipe, picture, draft, sourceUrl }) => ({
          title: draft.title,
          description: draft.description,
          category: draft.category,
          difficulty: draft.difficulty,
          duration: draft.duration,
          prepTime: recipe.prepMinutes,
          cookTime: recipe.cookMinutes,
          servings: draft.servings,
          tags: draft.tags,
          ingredients: draft.ingredients,
          instructions: draft.instructions,
          imageUrl: picture.imageUrl,
          thumbnailUrl: picture.thumbnailUrl,
          source: 'archive' as const,
          createdById: params.userId,
          visibility: params.visibility,
          sourceUrl,
          sourceSite: hostOf(sourceUrl),
          sourceAuthor: recipe.author,
        })),
      )
      .returning({ id: recipes.id, title: recipes.title });
    // PostgreSQL returns the rows of a multi-row VALUES insert in their order; the titles confirm it for each row.
    if (rows.length !== toWrite.length || rows.some((row, index) => row.title !== toWrite[index]?.draft.title)) {
      throw new Error('recipes: the batch insert returned its rows out of order');
    }
    const positions = sql.join(
      toWrite.map(({ recipe }, index) => sql`(${recipe.position}::int, ${rows[index]?.id ?? null}::int)`),
      sql`, `,
    );
    await tx.execute(sql`
      update ${archiveImportEntries} set recipe_id = v.recipe_id
      from (values ${positions}) as v(position, recipe_id)
      where ${archiveImportEntries.importId} = ${importId} and ${archiveImportEntries.position} = v.position`);
    return new Set(toWrite.map(({ recipe }) => recipe.position));
  });
}
