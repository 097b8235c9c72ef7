import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '@kochclip/db';
import { visibleTo } from '@kochclip/db/queries';
import { cookbookRecipes, cookbooks, recipes, users } from '@kochclip/db/schema';
import type { TSessionUser } from '../shared/session-user.schemas';
import { AppError, forbidden, notFound } from '../errors';
import { RECIPE_NOT_FOUND, recipeCardColumns, toRecipeCard } from '../shared/recipe-cards';
import { COOKBOOK_NOT_FOUND } from '../shared/cookbook.schemas';
import { FREE_PRIVATE_COOKBOOKS } from './member-options.schemas';
import { listCookbookSummaries } from './profile.service';
import { cookbookSummary, MAX_RECIPES_PER_COOKBOOK, visibleCookbook } from '../shared/cookbooks';

export const MAX_COOKBOOKS_PER_MEMBER = 200;
export const FREE_COOKBOOK_LIMIT_MESSAGE = `Mit dem kostenlosen Konto kannst du bis zu ${FREE_PRIVATE_COOKBOOKS} private Kochbücher anlegen. Mit Premium erhältst du unbegrenzt private Kochbücher.`;

export function listCookbooks(db: TDb, userId: number) {
  return listCookbookSummaries(db, userId);
}

/**
 * Checks the member's cookbook limits inside the transaction; the member's row is locked first, so two
 * concurrent requests cannot both take the last free slot.
 */
async function assertRoomFor(tx: TDbOrTx, member: TSessionUser, opts: { newPrivate: boolean; newCookbook: boolean }) {
  await tx.execute(sql`select 1 from ${users} where ${users.id} = ${member.id} for update`);
  const [row] = await tx
    .select({ total: count(), private: sql<number>`count(*) filter (where ${cookbooks.isPrivate})::int` })
    .from(cookbooks)
    .where(eq(cookbooks.userId, member.id));
  if (opts.newCookbook && (row?.total ?? 0) >= MAX_COOKBOOKS_PER_MEMBER) {
    throw new AppError('BAD_REQUEST', `Du kannst höchstens ${MAX_COOKBOOKS_PER_MEMBER} Kochbücher anlegen.`);
  }
  if (opts.newPrivate && !member.isPremium && (row?.private ?? 0) >= FREE_PRIVATE_COOKBOOKS) {
    throw forbidden(FREE_COOKBOOK_LIMIT_MESSAGE);
  }
}

export async function createCookbook(
  db: TDb,
  params: { member: TSessionUser; title: string; description?: string | null; isPrivate: boolean },
) {
  const id = await db.transaction(async (tx) => {
    await assertRoomFor(tx, params.member, { newPrivate: params.isPrivate, newCookbook: true });
    const [created] = await tx
      .insert(cookbooks)
      .values({
        userId: params.member.id,
        title: params.title,
        description: params.description ?? null,
        isPrivate: params.isPrivate,
      })
      .returning({ id: cookbooks.id });
    if (!created) throw new Error('cookbook insert returned no row');
    return created.id;
  });
  return ownCookbook(db, { id, userId: params.member.id });
}

/** The owner's cookbook, or 404 for anyone else. */
async function ownCookbook(db: TDbOrTx, params: { id: number; userId: number }) {
  const row = await cookbookSummary(db, params.id, params.userId);
  if (!row || row.userId !== params.userId) throw notFound(COOKBOOK_NOT_FOUND);
  const { userId: _owner, ...cookbook } = row;
  return cookbook;
}

/**
 * Private cookbooks only for their owner; a public one for everyone, without the „Nur für mich“ recipes of others
 * than the viewer.
 */
export async function getCookbook(db: TDb, params: { id: number; viewerId: number | null }) {
  const row = await visibleCookbook(db, params);
  const [owner] = await db.select({ id: users.id, username: users.username }).from(users).where(eq(users.id, row.userId));
  if (!owner) throw notFound(COOKBOOK_NOT_FOUND);
  const recipeRows = await db
    .select(recipeCardColumns)
    .from(cookbookRecipes)
    .innerJoin(recipes, eq(recipes.id, cookbookRecipes.recipeId))
    .leftJoin(users, eq(users.id, recipes.createdById))
    .where(
      and(
        eq(cookbookRecipes.cookbookId, row.id),
        visibleTo(params.viewerId === null ? null : { id: params.viewerId, admin: false }),
      ),
    )
    .orderBy(asc(cookbookRecipes.addedAt), asc(cookbookRecipes.recipeId))
    .limit(MAX_RECIPES_PER_COOKBOOK);
  const { userId: _owner, ...cookbook } = row;
  return { ...cookbook, owner, recipes: recipeRows.map(toRecipeCard) };
}

export async function updateCookbook(
  db: TDb,
  params: { member: TSessionUser; id: number; title?: string; description?: string | null; isPrivate?: boolean },
) {
  const { member, id, ...fields } = params;
  await db.transaction(async (tx) => {
    const current = await ownCookbook(tx, { id, userId: member.id });
    if (fields.isPrivate === true && !current.isPrivate)
      await assertRoomFor(tx, member, { newPrivate: true, newCookbook: false });
    const changes = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
    if (Object.keys(changes).length > 0) await tx.update(cookbooks).set(changes).where(eq(cookbooks.id, id));
  });
  return ownCookbook(db, { id, userId: member.id });
}

export async function deleteCookbook(db: TDb, params: { id: number; userId: number }) {
  const deleted = await db
    .delete(cookbooks)
    .where(and(eq(cookbooks.id, params.id), eq(cookbooks.userId, params.userId)))
    .returning({ id: cookbooks.id });
  if (deleted.length === 0) throw notFound(COOKBOOK_NOT_FOUND);
  return { success: true as const };
}

/** Idempotent; counted and inserted under the cookbook's row lock, so concurrent adds cannot pass the cap together. */
export async function addRecipeToCookbook(db: TDb, params: { id: number; userId: number; recipeId: number }) {
  await db.transaction(async (tx) => {
    const [own] = await tx
      .select({ id: cookbooks.id })
      .from(cookbooks)
      .where(and(eq(cookbooks.id, params.id), eq(cookbooks.userId, params.userId)))
      .for('update');
    if (!own) throw notFound(COOKBOOK_NOT_FOUND);
    const [recipe] = await tx
      .select({ id: recipes.id })
      .from(recipes)
      .where(and(eq(recipes.id, params.recipeId), visibleTo({ id: params.userId, admin: false })))
      .for('key share');
    if (!recipe) throw notFound(RECIPE_NOT_FOUND);
    const [entries] = await tx.select({ n: count() }).from(cookbookRecipes).where(eq(cookbookRecipes.cookbookId, params.id));
    if ((entries?.n ?? 0) >= MAX_RECIPES_PER_COOKBOOK) {
      throw new AppError('BAD_REQUEST', `Ein Kochbuch fasst höchstens ${MAX_RECIPES_PER_COOKBOOK} Rezepte.`);
    }
    await tx.insert(cookbookRecipes).values({ cookbookId: params.id, recipeId: params.recipeId }).onConflictDoNothing();
  });
  return getCookbook(db, { id: params.id, viewerId: params.userId });
}

export async function removeRecipeFromCookbook(db: TDb, params: { id: number; userId: number; recipeId: number }) {
  await ownCookbook(db, params);
  await db
    .delete(cookbookRecipes)
    .where(and(eq(cookbookRecipes.cookbookId, params.id), eq(cookbookRecipes.recipeId, params.recipeId)));
  return getCookbook(db, { id: params.id, viewerId: params.userId });
}
