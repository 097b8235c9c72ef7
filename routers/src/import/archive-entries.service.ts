import { and, eq, sql } from 'drizzle-orm';
import type { TDb } from '@kochclip/db';
import { archiveImportEntries, recipes, type TArchiveEntryOutcome } from '@kochclip/db/schema';
import type { TRecipeDraft } from '../create/create.schemas';
import { withoutRefusedText } from '../refused-text';
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

/** A recipe that was not imported (duplicate or failed); a second writer of the same position changes nothing. */
export async function recordArchiveEntry(
  db: TDb,
  params: {
    importId: number;
    position: number;
    title: string;
    outcome: Exclude<TArchiveEntryOutcome, 'imported'>;
    reason: string;
  },
): Promise<void> {
  await db.insert(archiveImportEntries).values(params).onConflictDoNothing();
}

/** The member's own recipe with the same title (case aside) and the same source link (or none on both). */
export async function findOwnDuplicate(
  db: TDb,
  params: { userId: number; title: string; sourceUrl: string | null },
): Promise<boolean> {
  const [row] = await db
    .select({ id: recipes.id })
    .from(recipes)
    .where(
      and(
        eq(recipes.createdById, params.userId),
        sql`lower(${recipes.title}) = lower(${params.title})`,
        sql`coalesce(${recipes.sourceUrl}, '') = ${params.sourceUrl ?? ''}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

const hostOf = (url: string | null) => (url ? (parsePageUrl(url)?.hostname.replace(/^www\./, '') ?? null) : null);

/**
 * Writes the recipe and its entry row in one transaction: the entry goes first, so when another worker wrote this
 * position already nothing is written and false comes back (the caller removes the picture it stored).
 */
export async function saveArchiveRecipe(
  db: TDb,
  params: {
    importId: number;
    userId: number;
    visibility: 'public' | 'private';
    recipe: TArchiveRecipe;
    picture: { imageUrl: string; thumbnailUrl: string };
  },
): Promise<boolean> {
  const { recipe } = params;
  const draft = withoutRefusedText(recipe.draft);
  const sourceUrl = recipe.sourceUrl && parsePageUrl(recipe.sourceUrl) ? recipe.sourceUrl : null;
  return db.transaction(async (tx) => {
    const [entry] = await tx
      .insert(archiveImportEntries)
      .values({ importId: params.importId, position: recipe.position, title: draft.title, outcome: 'imported' })
      .onConflictDoNothing()
      .returning({ position: archiveImportEntries.position });
    if (!entry) return false;
    const [row] = await tx
      .insert(recipes)
      .values({
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
        imageUrl: params.picture.imageUrl,
        thumbnailUrl: params.picture.thumbnailUrl,
        source: 'archive',
        createdById: params.userId,
        visibility: params.visibility,
        sourceUrl,
        sourceSite: hostOf(sourceUrl),
        sourceAuthor: recipe.author,
      })
      .returning({ id: recipes.id });
    if (!row) throw new Error('recipes: insert returned nothing');
    await tx
      .update(archiveImportEntries)
      .set({ recipeId: row.id })
      .where(and(eq(archiveImportEntries.importId, params.importId), eq(archiveImportEntries.position, recipe.position)));
    return true;
  });
}
