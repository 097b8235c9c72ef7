import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TDb, TTx } from '@kochclip/db';
import { recipeImageRequests, recipes, users } from '@kochclip/db/schema';
import type { TJobQueue } from '../ports/job-queue';
import { AppError, notFound } from '../errors';
import { RECIPE_NOT_FOUND } from '../shared/recipe-cards';
import type { TAdminListInput, TAdminRecipe } from './admin.schemas';
import { recordAudit, type TAuditActor } from '../shared/audit';
import { likePattern } from './search-pattern';

/** A request older than this is no longer shown as pending: its job has run out of time and retries. */
export const IMAGE_PENDING_MINUTES = 15;
/** Recipes "generate missing images" asks for per call; the next call takes the next ones. */
export const MISSING_IMAGES_PER_CALL = 500;
export const JOBS_UNAVAILABLE = 'Die Hintergrundjobs laufen auf diesem Server nicht. Bitte versuche es später erneut.';

/** Illustrations are the only SVGs stored (server/src/adapters/images/recipe-picture.ts). */
export const hasRealImage = sql<boolean>`(${recipes.imageUrl} is not null and ${recipes.imageUrl} not like '%.svg')`;

export const imagePending = sql<boolean>`exists (select 1 from ${recipeImageRequests}
  where ${recipeImageRequests.recipeId} = ${recipes.id}
    and ${recipeImageRequests.requestedAt} > now() - make_interval(mins => ${IMAGE_PENDING_MINUTES}))`;

export function requireJobs(jobs: TJobQueue | undefined): TJobQueue {
  if (!jobs) throw new AppError('SERVICE_UNAVAILABLE', JOBS_UNAVAILABLE);
  return jobs;
}

/** Title or creator name, case-insensitive, anywhere in the text (trigram indexes on both). */
function recipeSearch(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  return sql`(lower(${recipes.title}) like ${pattern}
    or ${recipes.createdById} in (select ${users.id} from ${users} where lower(${users.username}) like ${pattern}))`;
}

export async function listAdminRecipes(db: TDb, params: TAdminListInput) {
  const where = recipeSearch(params.search);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: recipes.id,
        title: recipes.title,
        category: recipes.category,
        viewCount: recipes.viewCount,
        likeCount: recipes.likeCount,
        imageUrl: recipes.imageUrl,
        thumbnailUrl: recipes.thumbnailUrl,
        hasImage: hasRealImage,
        imagePending,
        visibility: recipes.visibility,
        createdAt: recipes.createdAt,
        creatorId: users.id,
        creatorUsername: users.username,
      })
      .from(recipes)
      .leftJoin(users, eq(users.id, recipes.createdById))
      .where(where)
      .orderBy(desc(recipes.createdAt), desc(recipes.id))
      .limit(params.limit)
      .offset((params.page - 1) * params.limit),
    db.select({ n: count() }).from(recipes).where(where),
  ]);
  const list: TAdminRecipe[] = rows.map(({ creatorId, creatorUsername, ...recipe }) => ({
    ...recipe,
    creator: creatorId !== null && creatorUsername !== null ? { id: creatorId, username: creatorUsername } : null,
  }));
  return { recipes: list, total: total?.n ?? 0, page: params.page, pageSize: params.limit };
}

/** Marks the recipes pending and enqueues their jobs in the caller's transaction. */
async function requestImages(tx: TTx, jobs: TJobQueue, ids: readonly number[], force: boolean): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .insert(recipeImageRequests)
    .values(ids.map((recipeId) => ({ recipeId, force })))
    .onConflictDoUpdate({ target: recipeImageRequests.recipeId, set: { force, requestedAt: sql`now()` } });
  await jobs.enqueueImageRegeneration(ids, force, tx);
}

export async function regenerateRecipeImage(
  db: TDb,
  jobs: TJobQueue | undefined,
  params: { actor: TAuditActor; id: number },
): Promise<{ success: true; message: string }> {
  const queue = requireJobs(jobs);
  return db.transaction(async (tx) => {
    const [recipe] = await tx.select({ title: recipes.title }).from(recipes).where(eq(recipes.id, params.id)).for('key share');
    if (!recipe) throw notFound(RECIPE_NOT_FOUND);
    await requestImages(tx, queue, [params.id], true);
    await recordAudit(tx, params.actor, {
      action: 'recipe.image.regenerate',
      targetType: 'recipe',
      targetId: params.id,
      details: { title: recipe.title },
    });
    return { success: true as const, message: `Neues Bild für „${recipe.title}“ wird erzeugt.` };
  });
}

export async function regenerateImages(
  db: TDb,
  jobs: TJobQueue | undefined,
  params: { actor: TAuditActor; regenerateAll: boolean; recipeIds: readonly number[] },
) {
  const queue = requireJobs(jobs);
  if (!params.regenerateAll && params.recipeIds.length === 0) {
    throw new AppError('BAD_REQUEST', 'Bitte wähle Rezepte aus oder setze regenerateAll.');
  }
  return db.transaction(async (tx) => {
    if (params.regenerateAll) {
      const [all] = await tx.select({ n: count() }).from(recipes);
      const total = all?.n ?? 0;
      if (total > 0) await queue.enqueueImageRegenerationForAll(tx);
      await recordAudit(tx, params.actor, { action: 'recipe.image.regenerate-all', details: { recipes: total } });
      return { results: { successful: total, total } };
    }
    const wanted = [...new Set(params.recipeIds)];
    const found = await tx.select({ id: recipes.id }).from(recipes).where(inArray(recipes.id, wanted)).for('key share');
    const ids = found.map((row) => row.id);
    await requestImages(tx, queue, ids, true);
    await recordAudit(tx, params.actor, { action: 'recipe.image.regenerate', details: { recipeIds: ids } });
    return { results: { successful: ids.length, total: wanted.length } };
  });
}

/**
 * Asks for a picture for recipes that lack one, oldest first, skipping those already pending. With an image model
 * "lacking" includes the drawn illustration; without one only recipes with no picture at all, which get the
 * illustration (the only picture the server can make offline).
 */
export async function generateMissingImages(
  db: TDb,
  jobs: TJobQueue | undefined,
  params: { actor: TAuditActor; imageModel: string | null },
) {
  const queue = requireJobs(jobs);
  const missing = params.imageModel
    ? sql`(${recipes.imageUrl} is null or ${recipes.imageUrl} like '%.svg')`
    : sql`${recipes.imageUrl} is null`;
  return db.transaction(async (tx) => {
    const chosen = await tx
      .select({ id: recipes.id, title: recipes.title })
      .from(recipes)
      .where(and(missing, sql`not ${imagePending}`))
      .orderBy(recipes.id)
      .limit(MISSING_IMAGES_PER_CALL);
    await requestImages(
      tx,
      queue,
      chosen.map((recipe) => recipe.id),
      false,
    );
    if (chosen.length > 0) {
      await recordAudit(tx, params.actor, { action: 'recipe.image.generate-missing', details: { recipes: chosen.length } });
    }
    const n = chosen.length;
    const message =
      n === 0
        ? params.imageModel
          ? 'Alle Rezepte haben bereits ein Foto.'
          : 'Alle Rezepte haben bereits ein Bild (Foto oder Illustration).'
        : params.imageModel
          ? `${n} ${n === 1 ? 'Rezeptbild wird' : 'Rezeptbilder werden'} im Hintergrund erzeugt (etwa 2–3 Minuten pro Bild).`
          : `${n} ${n === 1 ? 'Rezept ohne Bild bekommt' : 'Rezepte ohne Bild bekommen'} die gezeichnete Illustration (kein Bildmodell eingerichtet).`;
    return { count: n, message, recipes: chosen };
  });
}

export async function imageStats(db: TDb, imageModel: string | null) {
  const [row] = await db
    .select({
      total: count(),
      withImages: sql<number>`count(*) filter (where ${hasRealImage})::int`,
      withIllustrations: sql<number>`count(*) filter (where ${recipes.imageUrl} like '%.svg')::int`,
    })
    .from(recipes);
  const [pending] = await db
    .select({ n: count() })
    .from(recipeImageRequests)
    .where(sql`${recipeImageRequests.requestedAt} > now() - make_interval(mins => ${IMAGE_PENDING_MINUTES})`);
  const total = row?.total ?? 0;
  const withImages = row?.withImages ?? 0;
  return {
    totalRecipes: total,
    withImages,
    withIllustrations: row?.withIllustrations ?? 0,
    withoutImages: total - withImages,
    pending: pending?.n ?? 0,
    imageModel,
  };
}
