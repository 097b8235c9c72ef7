import { asc, count, eq } from 'drizzle-orm';
import type { TDb } from '../client';
import { challenges, recipes, users } from '../schema';
import { isPublicRecipe } from './recipe-visibility';

/** What /sitemap.xml lists: every public recipe („Nur für mich“ ones are nobody else's business) and the profile of every active member. */
export async function sitemapCounts(db: TDb): Promise<{ recipes: number; members: number }> {
  const [[recipeCount], [memberCount]] = await Promise.all([
    db.select({ n: count() }).from(recipes).where(isPublicRecipe),
    db.select({ n: count() }).from(users).where(eq(users.isActive, true)),
  ]);
  return { recipes: recipeCount?.n ?? 0, members: memberCount?.n ?? 0 };
}

export function sitemapRecipes(db: TDb, page: { offset: number; limit: number }) {
  return db
    .select({ id: recipes.id, updatedAt: recipes.updatedAt })
    .from(recipes)
    .where(isPublicRecipe)
    .orderBy(asc(recipes.id))
    .offset(page.offset)
    .limit(page.limit);
}

export function sitemapMembers(db: TDb, page: { offset: number; limit: number }) {
  return db
    .select({ username: users.username, updatedAt: users.updatedAt })
    .from(users)
    .where(eq(users.isActive, true))
    .orderBy(asc(users.id))
    .offset(page.offset)
    .limit(page.limit);
}

/** Every challenge (an admin writes a handful a year), listed with the public pages and never paged. */
export function sitemapChallenges(db: TDb) {
  return db.select({ id: challenges.id }).from(challenges).orderBy(asc(challenges.id));
}
