import { and, desc, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { TDb } from '@kochclip/db';
import { pantryKeysOf, isPublicRecipe, visibleTo } from '@kochclip/db/queries';
import { collectionRecipes, collections, cookbookRecipes, cookbooks, pantryItems, recipes } from '@kochclip/db/schema';
import { pantrySearchWords, recipeCoverage } from '@kochclip/core';
import type { TCookableRecipes } from './pantry.schemas';

/**
 * „Was kann ich kochen?“: recipes ranked by the share of their ingredients the pantry covers. The candidates are
 * bounded sets read by index, never the whole community database: the member's own recipes, those in their
 * collections and cookbooks, and the public recipes whose search vector (GIN index) holds a pantry word, its
 * regional words or a compound of it (search_words), best text rank first. Only candidates are scored exactly,
 * in the shopping list's words (core/src/kitchen/pantry-words.ts). Private recipes of others are never candidates.
 */
const OWN_CANDIDATES = 300;
const COLLECTION_CANDIDATES = 500;
const COMMUNITY_CANDIDATES = 300;
const COMPOUNDS_PER_WORD = 40;
const DEFAULT_LIMIT = 30;

type TOrigin = 'own' | 'collection' | 'community';

/** The pantry's words as one tsquery of alternatives: each word's lexeme and the lexemes of compounds containing it. */
function pantryQuery(words: readonly string[]) {
  // Letters only (pantrySearchWords), so the array literal needs no quoting.
  const value = `{${words.join(',')}}`;
  return sql`(select coalesce(string_agg(distinct quote_literal(l), ' | '), '')::tsquery from (
      select kc_lexeme(w) as l from unnest(${value}::text[]) as w
      union
      select c.lexeme from unnest(${value}::text[]) as w
        cross join lateral (
          select sw.lexeme from search_words sw
          where length(w) >= 4 and sw.lexeme is not null and sw.word like '%' || w || '%'
          limit ${COMPOUNDS_PER_WORD}
        ) c
    ) lexemes where l is not null)`;
}

async function candidateIds(db: TDb, memberId: number, words: readonly string[]): Promise<Map<number, TOrigin>> {
  const origins = new Map<number, TOrigin>();
  const own = await db
    .select({ id: recipes.id })
    .from(recipes)
    .where(eq(recipes.createdById, memberId))
    .orderBy(desc(recipes.updatedAt))
    .limit(OWN_CANDIDATES);
  for (const row of own) origins.set(row.id, 'own');
  const inCollections = db
    .select({ id: collectionRecipes.recipeId })
    .from(collectionRecipes)
    .innerJoin(collections, eq(collections.id, collectionRecipes.collectionId))
    .where(eq(collections.userId, memberId));
  const inCookbooks = db
    .select({ id: cookbookRecipes.recipeId })
    .from(cookbookRecipes)
    .innerJoin(cookbooks, eq(cookbooks.id, cookbookRecipes.cookbookId))
    .where(eq(cookbooks.userId, memberId));
  const collected = await db
    .select({ id: recipes.id })
    .from(recipes)
    .where(
      and(or(inArray(recipes.id, inCollections), inArray(recipes.id, inCookbooks)), visibleTo({ id: memberId, admin: false })),
    )
    .limit(COLLECTION_CANDIDATES);
  for (const row of collected) if (!origins.has(row.id)) origins.set(row.id, 'collection');
  if (words.length === 0) return origins;
  const query = pantryQuery(words);
  const known = [...origins.keys()];
  const community = await db
    .select({ id: recipes.id })
    .from(recipes)
    .where(
      and(isPublicRecipe, sql`${recipes.searchVector} @@ ${query}`, known.length > 0 ? notInArray(recipes.id, known) : undefined),
    )
    .orderBy(sql`ts_rank(${recipes.searchVector}, ${query}, 1) desc`, desc(recipes.likeCount), desc(recipes.id))
    .limit(COMMUNITY_CANDIDATES);
  for (const row of community) origins.set(row.id, 'community');
  return origins;
}

export async function cookableRecipes(
  db: TDb,
  params: { memberId: number; ownerId: number; limit?: number },
): Promise<TCookableRecipes> {
  const keys = await pantryKeysOf(db, params.ownerId);
  if (keys.length === 0) return { pantryCount: 0, recipes: [] };
  const names = await db.select({ name: pantryItems.name }).from(pantryItems).where(eq(pantryItems.ownerId, params.ownerId));
  const origins = await candidateIds(db, params.memberId, pantrySearchWords(names.map((row) => row.name)));
  const ids = [...origins.keys()];
  if (ids.length === 0) return { pantryCount: keys.length, recipes: [] };
  const rows = await db
    .select({
      id: recipes.id,
      title: recipes.title,
      thumbnailUrl: recipes.thumbnailUrl,
      duration: recipes.duration,
      ingredients: recipes.ingredients,
    })
    .from(recipes)
    .where(and(inArray(recipes.id, ids), visibleTo({ id: params.memberId, admin: false })));
  const ranked = rows
    .map((row) => {
      const coverage = recipeCoverage(row.ingredients, keys);
      return {
        id: row.id,
        title: row.title,
        thumbnailUrl: row.thumbnailUrl,
        duration: row.duration,
        origin: origins.get(row.id) ?? 'community',
        ingredientCount: coverage.counted,
        coveredCount: coverage.covered,
        coveredPercent: coverage.counted === 0 ? 0 : Math.round((coverage.covered / coverage.counted) * 100),
        missing: coverage.missing,
      };
    })
    .filter((recipe) => recipe.coveredCount > 0)
    .sort(
      (a, b) =>
        b.coveredCount / b.ingredientCount - a.coveredCount / a.ingredientCount ||
        b.coveredCount - a.coveredCount ||
        a.missing.length - b.missing.length ||
        b.id - a.id,
    );
  return { pantryCount: keys.length, recipes: ranked.slice(0, params.limit ?? DEFAULT_LIMIT) };
}
