import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { TDb } from '@kochclip/db';
import { collectionRecipes, collections, recipes, users } from '@kochclip/db/schema';
import { AppError, notFound } from '../errors';
import { RECIPE_NOT_FOUND } from '../recipes/recipes.service';
import { isForeignKeyViolation } from './pg-errors';
import { COLLECTION_NOT_FOUND, type TCollection } from './collections.schemas';

/** Bounds what one member can make the server list in a single answer. */
export const MAX_COLLECTIONS_PER_MEMBER = 200;
export const MAX_RECIPES_PER_COLLECTION = 1000;
const RECIPE_COLLECTIONS_SHOWN = 50;

const collectionColumns = {
  id: collections.id,
  name: collections.name,
  description: collections.description,
  isPublic: collections.isPublic,
  recipeIds: sql<
    number[]
  >`coalesce((select array_agg(${collectionRecipes.recipeId} order by ${collectionRecipes.addedAt}, ${collectionRecipes.recipeId}) from ${collectionRecipes} where ${collectionRecipes.collectionId} = ${collections.id}), '{}')`,
  createdAt: collections.createdAt,
  updatedAt: collections.updatedAt,
  userId: users.id,
  username: users.username,
  firstName: users.firstName,
  profileImageUrl: users.profileImageUrl,
  verified: users.verified,
};

async function selectCollections(
  db: TDb,
  where: SQL | undefined,
  page?: { limit: number; offset: number },
): Promise<TCollection[]> {
  const query = db
    .select(collectionColumns)
    .from(collections)
    .innerJoin(users, eq(users.id, collections.userId))
    .where(where)
    .orderBy(desc(collections.createdAt), desc(collections.id))
    .limit(page?.limit ?? MAX_COLLECTIONS_PER_MEMBER)
    .offset(page?.offset ?? 0);
  const rows = await query;
  return rows.map(({ userId, username, firstName, profileImageUrl, verified, ...collection }) => ({
    ...collection,
    recipeIds: collection.recipeIds.map(Number),
    user: { id: userId, username, firstName, profileImageUrl, verified },
  }));
}

export function listOwnCollections(db: TDb, userId: number) {
  return selectCollections(db, eq(collections.userId, userId));
}

export function listPublicCollections(db: TDb, page: { limit: number; offset: number }) {
  return selectCollections(db, and(eq(collections.isPublic, true), eq(users.isActive, true)), page);
}

/** Public collections that contain the recipe, for the recipe page. */
export function listPublicCollectionsWithRecipe(db: TDb, recipeId: number) {
  const contains = sql`exists (select 1 from ${collectionRecipes} where ${collectionRecipes.collectionId} = ${collections.id} and ${collectionRecipes.recipeId} = ${recipeId})`;
  return selectCollections(db, and(eq(collections.isPublic, true), eq(users.isActive, true), contains), {
    limit: RECIPE_COLLECTIONS_SHOWN,
    offset: 0,
  });
}

/**
 * A collection as `viewerId` may see it: the owner always, others only public ones. Everything else is
 * 'not found', so a private collection's existence is not revealed.
 */
export async function getCollection(db: TDb, params: { id: number; viewerId: number | null }) {
  const [collection] = await selectCollections(db, eq(collections.id, params.id));
  if (!collection || (collection.user.id !== params.viewerId && !collection.isPublic)) throw notFound(COLLECTION_NOT_FOUND);
  return collection;
}

async function assertOwner(db: TDb, params: { id: number; userId: number }): Promise<void> {
  const [row] = await db
    .select({ id: collections.id })
    .from(collections)
    .where(and(eq(collections.id, params.id), eq(collections.userId, params.userId)));
  if (!row) throw notFound(COLLECTION_NOT_FOUND);
}

export async function createCollection(
  db: TDb,
  params: { userId: number; name: string; description?: string | null; isPublic: boolean },
) {
  const [owned] = await db.select({ n: count() }).from(collections).where(eq(collections.userId, params.userId));
  if ((owned?.n ?? 0) >= MAX_COLLECTIONS_PER_MEMBER) {
    throw new AppError('BAD_REQUEST', `Du kannst höchstens ${MAX_COLLECTIONS_PER_MEMBER} Sammlungen anlegen.`);
  }
  const [created] = await db
    .insert(collections)
    .values({ userId: params.userId, name: params.name, description: params.description ?? null, isPublic: params.isPublic })
    .returning({ id: collections.id });
  if (!created) throw new Error('collection insert returned no row');
  return getCollection(db, { id: created.id, viewerId: params.userId });
}

export async function updateCollection(
  db: TDb,
  params: { id: number; userId: number; name?: string; description?: string | null; isPublic?: boolean },
) {
  const { id, userId, ...fields } = params;
  const changes = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  const [updated] = await db
    .update(collections)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(collections.id, id), eq(collections.userId, userId)))
    .returning({ id: collections.id });
  if (!updated) throw notFound(COLLECTION_NOT_FOUND);
  return getCollection(db, { id, viewerId: userId });
}

export async function deleteCollection(db: TDb, params: { id: number; userId: number }) {
  const deleted = await db
    .delete(collections)
    .where(and(eq(collections.id, params.id), eq(collections.userId, params.userId)))
    .returning({ id: collections.id });
  if (deleted.length === 0) throw notFound(COLLECTION_NOT_FOUND);
  return { success: true as const };
}

/** Idempotent: adding a recipe twice keeps one entry. */
export async function addRecipeToCollection(db: TDb, params: { id: number; userId: number; recipeId: number }) {
  await assertOwner(db, params);
  const [recipe] = await db.select({ id: recipes.id }).from(recipes).where(eq(recipes.id, params.recipeId));
  if (!recipe) throw notFound(RECIPE_NOT_FOUND);
  const [entries] = await db.select({ n: count() }).from(collectionRecipes).where(eq(collectionRecipes.collectionId, params.id));
  if ((entries?.n ?? 0) >= MAX_RECIPES_PER_COLLECTION) {
    throw new AppError('BAD_REQUEST', `Eine Sammlung fasst höchstens ${MAX_RECIPES_PER_COLLECTION} Rezepte.`);
  }
  try {
    await db.insert(collectionRecipes).values({ collectionId: params.id, recipeId: params.recipeId }).onConflictDoNothing();
  } catch (error) {
    // Recipe or collection deleted in the meantime.
    if (isForeignKeyViolation(error)) throw notFound(RECIPE_NOT_FOUND);
    throw error;
  }
  return getCollection(db, { id: params.id, viewerId: params.userId });
}

export async function removeRecipeFromCollection(db: TDb, params: { id: number; userId: number; recipeId: number }) {
  await assertOwner(db, params);
  await db
    .delete(collectionRecipes)
    .where(and(eq(collectionRecipes.collectionId, params.id), eq(collectionRecipes.recipeId, params.recipeId)));
  return getCollection(db, { id: params.id, viewerId: params.userId });
}
