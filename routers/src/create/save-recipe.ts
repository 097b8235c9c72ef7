import { eq } from 'drizzle-orm';
import type { TDb, TDbOrTx, TTx } from '@kochclip/db';
import { recipes, type TRecipeSource, type TVideoPlatform } from '@kochclip/db/schema';
import { withoutRefusedText } from '../refused-text';
import type { TRecipeDraft } from './create.schemas';

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

export async function findRecipeBySource(db: TDbOrTx, canonical: string): Promise<{ id: number; title: string } | undefined> {
  const [row] = await db
    .select({ id: recipes.id, title: recipes.title })
    .from(recipes)
    .where(eq(recipes.sourceUrlCanonical, canonical))
    .limit(1);
  return row;
}

export async function findRecipeByVideo(db: TDbOrTx, canonical: string): Promise<{ id: number; title: string } | undefined> {
  const [row] = await db
    .select({ id: recipes.id, title: recipes.title })
    .from(recipes)
    .where(eq(recipes.videoUrlCanonical, canonical))
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
    const [row] = await tx
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
        originalVideoUrl: video?.url ?? null,
        videoUrlCanonical: video?.canonical ?? null,
        originalPlatform: video?.platform ?? null,
        originalCreator: video?.creator ?? null,
        sourceUrl: page?.url ?? null,
        sourceUrlCanonical: page?.canonical ?? null,
        sourceSite: page?.site ?? null,
        sourceAuthor: page?.author ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: recipes.id, title: recipes.title });
    if (row) {
      await onCreated?.(tx, row.id);
      return { ...row, created: true };
    }
    const existing = video
      ? await findRecipeByVideo(tx, video.canonical)
      : page?.canonical
        ? await findRecipeBySource(tx, page.canonical)
        : undefined;
    if (!existing) throw new Error('recipe insert conflicted without an existing video or page recipe');
    return { ...existing, created: false };
  });
}
