import { and, eq } from 'drizzle-orm';
import type { TDb, TDbOrTx, TTx } from '@kochclip/db';
import { visibleTo } from '@kochclip/db/queries';
import { recipes, type TRecipeSource, type TVideoPlatform } from '@kochclip/db/schema';
import { withoutRefusedText } from '../refused-text';
import type { TRecipeDraft } from '../create/create.schemas';

export interface TSaveRecipeParams {
  recipe: TRecipeDraft;
  source: Exclude<TRecipeSource, 'seed'>;
  createdById: number;
  imageUrl: string;
  thumbnailUrl: string;
  video?: { url: string; canonical: string; platform: TVideoPlatform; creator: string | null };
  /** An imported web page; `canonical` (null for pages the member sent) makes it one recipe per page. */
  page?: { url: string | null; canonical: string | null; site: string | null; author: string | null };
}

/**
 * The columns that say where a recipe came from. Without `canonicalLinks` the recipe keeps its links but does not
 * claim the video or page (another recipe holds it; the unique index decides).
 */
export function originColumns(
  video: TSaveRecipeParams['video'] | null,
  page: TSaveRecipeParams['page'] | null,
  canonicalLinks: boolean,
) {
  return {
    originalVideoUrl: video?.url ?? null,
    videoUrlCanonical: canonicalLinks ? (video?.canonical ?? null) : null,
    originalPlatform: video?.platform ?? null,
    originalCreator: video?.creator ?? null,
    sourceUrl: page?.url ?? null,
    sourceUrlCanonical: canonicalLinks ? (page?.canonical ?? null) : null,
    sourceSite: page?.site ?? null,
    sourceAuthor: page?.author ?? null,
  };
}

/**
 * The recipe of a page or video as `memberId` may see it. Another member's „Nur für mich“ recipe of the same link
 * is not found: the member gets a recipe of their own (saveRecipe leaves the canonical link with the hidden one).
 */
export async function findRecipeBySource(
  db: TDbOrTx,
  canonical: string,
  memberId: number,
): Promise<{ id: number; title: string } | undefined> {
  const [row] = await db
    .select({ id: recipes.id, title: recipes.title })
    .from(recipes)
    .where(and(eq(recipes.sourceUrlCanonical, canonical), visibleTo({ id: memberId, admin: false })))
    .limit(1);
  return row;
}

export async function findRecipeByVideo(
  db: TDbOrTx,
  canonical: string,
  memberId: number,
): Promise<{ id: number; title: string } | undefined> {
  const [row] = await db
    .select({ id: recipes.id, title: recipes.title })
    .from(recipes)
    .where(and(eq(recipes.videoUrlCanonical, canonical), visibleTo({ id: memberId, admin: false })))
    .limit(1);
  return row;
}

/**
 * Inserts the recipe in one transaction. When another request saved the same video or web page first, that recipe is
 * returned with `created: false` (the unique canonical link decides, not a prior read). `onCreated` runs in
 * the same transaction for a new recipe only, so follow-up work is committed or rolled back with it.
 */
export async function saveRecipe(
  db: TDb,
  params: TSaveRecipeParams,
  onCreated?: (tx: TTx, recipeId: number) => Promise<void>,
): Promise<{ id: number; title: string; created: boolean }> {
  const { video, page } = params;
  const recipe = withoutRefusedText(params.recipe);
  return db.transaction(async (tx) => {
    const insert = (canonicalLinks: boolean) =>
      tx
        .insert(recipes)
        .values({
          title: recipe.title,
          description: recipe.description,
          category: recipe.category,
          difficulty: recipe.difficulty,
          duration: recipe.duration,
          servings: recipe.servings,
          tags: recipe.tags,
          ingredients: recipe.ingredients,
          instructions: recipe.instructions,
          imageUrl: params.imageUrl,
          thumbnailUrl: params.thumbnailUrl,
          source: params.source,
          createdById: params.createdById,
          ...originColumns(video, page, canonicalLinks),
        })
        .onConflictDoNothing()
        .returning({ id: recipes.id, title: recipes.title });
    let [row] = await insert(true);
    if (!row) {
      const existing = video
        ? await findRecipeByVideo(tx, video.canonical, params.createdById)
        : page?.canonical
          ? await findRecipeBySource(tx, page.canonical, params.createdById)
          : undefined;
      if (existing) return { ...existing, created: false };
      // The link's recipe is another member's „Nur für mich“ one: this member's recipe is made apart from it.
      [row] = await insert(false);
    }
    if (!row) throw new Error('recipe insert conflicted without an existing video or page recipe');
    await onCreated?.(tx, row.id);
    return { ...row, created: true };
  });
}
