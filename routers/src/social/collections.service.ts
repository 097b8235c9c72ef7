import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '@kochclip/db';
import { visibleTo } from '@kochclip/db/queries';
import { collectionRecipes, collections, recipes, users } from '@kochclip/db/schema';
import { AppError, notFound } from '../errors';
import { RECIPE_NOT_FOUND } from '../shared/recipe-cards';
import { COLLECTION_NOT_FOUND, type TCollection } from './collections.schemas';

/** Bounds what one member can make the server list in a single answer. */
export const MAX_COLLECTIONS_PER_MEMBER = 200;
export const MAX_RECIPES_PER_COLLECTION = 1000;
const RECIPE_COLLECTIONS_SHOWN = 50;

/** The entries `viewerId` may see: another member's „Nur für mich“ recipe stays out of every collection, counts too. */
const visibleEntry = (viewerId: number | null) =>
  sql`${collectionRecipes.collectionId} = ${collections.id} and exists (select 1 from ${recipes} where ${recipes.id} = ${collectionRecipes.recipeId} and ${visibleTo(viewerId === null ? null : { id: viewerId, admin: false })})`;

const collectionColumns = (viewerId: number | null) => ({
  id: collections.id,
  name: collections.name,
  description: collections.description,
  isPublic: collections.isPublic,
  recipeIds: sql<
    number[]
  >`coalesce((select array_agg(${collectionRecipes.recipeId} order by ${collectionRecipes.addedAt}, ${collectionRecipes.recipeId}) from ${collectionRecipes} where ${visibleEntry(viewerId)}), '{}')`,
  createdAt: collections.createdAt,
  updatedAt: collections.updatedAt,
  userId: users.id,
  username: users.username,
  firstName: users.firstName,
  profileImageUrl: users.profileImageUrl,
  verified: users.verified,
});

async function selectCollections(
  db: TDb,
  viewerId: number | null,
  where: SQL | undefined,
  page?: { limit: number; offset: number },
): Promise<TCollection[]> {
  const query = db
    .select(collectionColumns(viewerId))
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
  return selectCollections(db, userId, eq(collections.userId, userId));
}

export function listPublicCollections(db: TDb, page: { limit: number; offset: number }, viewerId: number | null) {
  return selectCollections(db, viewerId, and(eq(collections.isPublic, true), eq(users.isActive, true)), page);
}

/** Public collections that contain the recipe, for the recipe page (none for a recipe `viewerId` may not see). */
export function listPublicCollectionsWithRecipe(db: TDb, recipeId: number, viewerId: number | null) {
  const contains = sql`exists (select 1 from ${collectionRecipes} where ${visibleEntry(viewerId)} and ${collectionRecipes.recipeId} = ${recipeId})`;
  return selectCollections(db, viewerId, and(eq(collections.isPublic, true), eq(users.isActive, true), contains), {
    limit: RECIPE_COLLECTIONS_SHOWN,
    offset: 0,
  });
}

/**
 * A collection as `viewerId` may see it: the owner always, others only public ones. Everything else is
 * 'not found', so a private collection's existence is not revealed.
 */
export async function getCollection(db: TDb, params: { id: number; viewerId: number | null }) {
  const [collection] = await selectCollections(db, params.viewerId, eq(collections.id, params.id));
  if (!collection || (collection.user.id !== params.viewerId && !collection.isPublic)) throw notFound(COLLECTION_NOT_FOUND);
  return collection;
}

/** The member's own collection or 404; with `lock`, locked for the rest of the transaction (its entries are counted once). */
async function requireOwnCollection(db: TDbOrTx, params: { id: number; userId: number }, lock = false): Promise<void> {
  const query = db
    .select({ id: collections.id })
    .from(collections)
    .where(and(eq(collections.id, params.id), eq(collections.userId, params.userId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(COLLECTION_NOT_FOUND);
}

/**
 * Counts and inserts under the member's row lock (as cookbooks do), so concurrent creates cannot pass the cap
 * together: each waits for the one before it and counts what it committed.
 */
export async function createCollection(
  db: TDb,
  params: { userId: number; name: string; description?: string | null; isPublic: boolean },
) {
  const id = await db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${params.userId} for update`);
    const [owned] = await tx.select({ n: count() }).from(collections).where(eq(collections.userId, params.userId));
    if ((owned?.n ?? 0) >= MAX_COLLECTIONS_PER_MEMBER) {
      throw new AppError('BAD_REQUEST', `Du kannst höchstens ${MAX_COLLECTIONS_PER_MEMBER} Sammlungen anlegen.`);
    }
    const [created] = await tx
      .insert(collections)
      .values({ userId: params.userId, name: params.name, description: params.description ?? null, isPublic: params.isPublic })
      .returning({ id: collections.id });
    if (!created) throw new Error('collection insert returned no row');
    return created.id;
  });
  return getCollection(db, { id, viewerId: params.userId });
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

/** Idempotent: adding a recipe twice keeps one entry. Counted and inserted under the collection's lock. */
export async function addRecipeToCollection(db: TDb, params: { id: number; userId: number; recipeId: number }) {
  await db.transaction(async (tx) => {
    await requireOwnCollection(tx, params, true);
    const [recipe] = await tx
      .select({ id: recipes.id })
      .from(recipes)
      .where(and(eq(recipes.id, params.recipeId), visibleTo({ id: params.userId, admin: false })))
      .for('key share');
    if (!recipe) throw notFound(RECIPE_NOT_FOUND);
    const [entries] = await tx
      .select({ n: count() })
      .from(collectionRecipes)
      .where(eq(collectionRecipes.collectionId, params.id));
    if ((entries?.n ?? 0) >= MAX_RECIPES_PER_COLLECTION) {
      throw new AppError('BAD_REQUEST', `Eine Sammlung fasst höchstens ${MAX_RECIPES_PER_COLLECTION} Rezepte.`);
    }
    await tx.insert(collectionRecipes).values({ collectionId: params.id, recipeId: params.recipeId }).onConflictDoNothing();
  });
  return getCollection(db, { id: params.id, viewerId: params.userId });
}

export async function removeRecipeFromCollection(db: TDb, params: { id: number; userId: number; recipeId: number }) {
  await requireOwnCollection(db, params);
  await db
    .delete(collectionRecipes)
    .where(and(eq(collectionRecipes.collectionId, params.id), eq(collectionRecipes.recipeId, params.recipeId)));
  return getCollection(db, { id: params.id, viewerId: params.userId });
}
