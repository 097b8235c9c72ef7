import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { flatStatement, listConnections, type TDb } from '@kochclip/db';
import { isPublicRecipe } from '@kochclip/db/queries';
import { recipes, users } from '@kochclip/db/schema';
import { preparedOnce } from '../prepared';
import { recipeCardColumns, toRecipeCard } from '../recipe-cards';
import type { TDurationBucket, TRecipeListInput } from '../recipe.schemas';
import { decodeListCursor, encodeListCursor, type TCursorValues, type TSortKey } from './list-cursor';
import {
  matchesSearch,
  POPULARITY_COLUMNS,
  relevanceHits,
  resolveSearch,
  searchQueryCte,
  sortedHits,
  searchTier,
  searchValues,
  type TCursorTier,
  type TSearch,
} from './recipe-search';
import { searchEstimates, searchPlanValues, type TSearchEstimates } from './search-estimates';

/**
 * The list statement of GET /api/recipes and every other recipe list: filters, the relevance tiers, keyset cursors
 * and the choice between the adaptive hits statements (recipe-search.ts) and one filtered statement.
 */
const DURATION_RANGES: Record<TDurationBucket, SQL> = {
  'unter-15': sql`${recipes.duration} < 15`,
  '15-30': sql`${recipes.duration} between 15 and 30`,
  '30-60': sql`${recipes.duration} between 31 and 60`,
  'über-60': sql`${recipes.duration} > 60`,
};

const DIET_TAGS: Record<string, string[]> = {
  Vegetarisch: ['vegetarisch', 'vegan'],
  Vegan: ['vegan'],
  Glutenfrei: ['glutenfrei'],
  'Low Carb': ['low carb'],
};

/** A category filter; diet categories also match recipes tagged with that diet (a vegan curry filed under 'Asiatisch'). */
function categoryCondition(category: string, placeholder: string): SQL {
  const tags = DIET_TAGS[category];
  const byCategory =
    category === 'Vegetarisch'
      ? sql`${recipes.category} in ('Vegetarisch', 'Vegan')`
      : sql`${recipes.category} = ${sql.placeholder(placeholder)}`;
  if (!tags) return byCategory;
  return sql`(${byCategory} or ${recipes.tags} ?| ${`{${tags.map((t) => `"${t}"`).join(',')}}`}::text[])`;
}

/**
 * `withPrivate`: the list of one author (`createdById`) as the author or an admin sees it, „Nur für mich“ recipes
 * included; every other list holds public recipes only.
 */
export type TListParams = TRecipeListInput & { createdById?: number; withPrivate?: boolean };

function cursorTierOf(cursor: string | undefined, sortKey: TSortKey): TCursorTier {
  if (!cursor || sortKey !== 'relevance') return null;
  return decodeListCursor(cursor, 'relevance')[0] === 1 ? 1 : 0;
}

/** Which parts a list statement has; every value is a placeholder, so one statement serves each shape. */
export function listShape(params: TListParams, search: TSearch | null) {
  const dietFiltered = (c: string | undefined) => (c && c in DIET_TAGS ? c : Boolean(c));
  const sortKey: TSortKey = params.sort ?? (search ? 'relevance' : 'recent');
  const filtered =
    Boolean(params.category || params.diet || params.difficulty || params.duration) || params.createdById !== undefined;
  return {
    sortKey,
    category: dietFiltered(params.category),
    diet: dietFiltered(params.diet),
    difficulty: Boolean(params.difficulty),
    duration: params.duration ?? null,
    createdBy: params.createdById !== undefined,
    withPrivate: params.createdById !== undefined && params.withPrivate === true,
    search: Boolean(search),
    /** A search without filters runs the adaptive statements of recipe-search.ts. */
    hits: Boolean(search) && !filtered,
    cursor: Boolean(params.cursor),
    /** The hits statement starts in the tier the cursor stands in. */
    cursorTier: cursorTierOf(params.cursor, sortKey),
  } satisfies Record<string, unknown> & { sortKey: TSortKey };
}
type TListShape = ReturnType<typeof listShape>;

/** Rows after the cursor in the sort's order; `tier` is the relevance tier expression of the statement. */
function cursorCondition(sortKey: TSortKey, tier: SQL): SQL {
  const c = (i: number) => sql.placeholder(`c${i}`);
  switch (sortKey) {
    case 'relevance':
      return sql`(${tier}, ${recipes.likeCount}, ${recipes.viewCount}, ${recipes.id}) < (${c(0)}::int, ${c(1)}, ${c(2)}, ${c(3)})`;
    case 'popular':
      return sql`(${recipes.likeCount}, ${recipes.viewCount}, ${recipes.id}) < (${c(0)}, ${c(1)}, ${c(2)})`;
    case 'recent':
      return sql`(${recipes.createdAt}, ${recipes.id}) < (${c(0)}::timestamptz, ${c(1)})`;
  }
}

const ORDER_SQL: Record<TSortKey, SQL[]> = {
  // Relevance: title hits first (the output column), then by popularity (recipe-search.ts).
  relevance: [sql`tier desc`, desc(recipes.likeCount), desc(recipes.viewCount), desc(recipes.id)],
  popular: [desc(recipes.likeCount), desc(recipes.viewCount), desc(recipes.id)],
  recent: [desc(recipes.createdAt), desc(recipes.id)],
};

/** The relevance tier expression of a statement: without a search term every recipe is in tier 0. */
function tierOf(shape: TListShape): SQL<number> {
  return shape.hits ? sql<number>`hits.tier` : shape.sortKey === 'relevance' && shape.search ? searchTier : sql<number>`0`;
}

/** The fields of a list statement: the card, its tier and the exact creation time for the cursor. */
function listColumns(shape: TListShape) {
  return {
    ...recipeCardColumns,
    tier: sql<number>`${tierOf(shape)}`.as('tier'),
    createdAtExact: sql<string>`to_char(${recipes.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
  };
}

/** Builds the list statement of one shape; exposed so the benchmark's baseline runs exactly the same SQL. */
export function buildRecipeListQuery(db: TDb, params: TListParams, shape: TListShape) {
  const tier = tierOf(shape);
  const columns = listColumns(shape);
  if (shape.hits) {
    // The hits statement has applied search and cursor; the join only reads the page's cards.
    const hits =
      shape.sortKey === 'relevance'
        ? relevanceHits(shape.cursorTier)
        : sortedHits({
            order: sql.join(ORDER_SQL[shape.sortKey], sql`, `),
            columns: shape.sortKey === 'popular' ? POPULARITY_COLUMNS : [recipes.id, recipes.createdAt],
            after: shape.cursor ? cursorCondition(shape.sortKey, sql`0`) : null,
          });
    return db
      .select(columns)
      .from(recipes)
      .innerJoin(sql`${hits} as hits`, sql`hits.id = ${recipes.id}`)
      .leftJoin(users, eq(users.id, recipes.createdById))
      .orderBy(...ORDER_SQL[shape.sortKey])
      .limit(sql.placeholder('limit'));
  }
  // With filters, a relevance search reads and sorts all its hits: the filters leave few of them.
  const conditions: (SQL | undefined)[] = [
    params.category ? categoryCondition(params.category, 'category') : undefined,
    params.diet ? categoryCondition(params.diet, 'diet') : undefined,
    shape.difficulty ? eq(recipes.difficulty, sql.placeholder('difficulty')) : undefined,
    shape.duration ? DURATION_RANGES[shape.duration] : undefined,
    shape.createdBy ? eq(recipes.createdById, sql.placeholder('createdById')) : undefined,
    shape.withPrivate ? undefined : isPublicRecipe,
    shape.search ? matchesSearch : undefined,
    shape.cursor ? cursorCondition(shape.sortKey, tier) : undefined,
  ];
  return (shape.search ? db.with(searchQueryCte(db)) : db)
    .select(columns)
    .from(recipes)
    .leftJoin(users, eq(users.id, recipes.createdById))
    .where(and(...conditions))
    .orderBy(...ORDER_SQL[shape.sortKey])
    .limit(sql.placeholder('limit'));
}

/** The values for the placeholders of a list statement; a hits statement (shape.hits) also needs the search's estimates. */
export function listValues(
  params: TListParams,
  shape: TListShape,
  search: TSearch | null,
  estimates: TSearchEstimates | null,
): Record<string, unknown> {
  const values: Record<string, unknown> = {
    limit: params.limit + 1,
    category: params.category,
    diet: params.diet,
    difficulty: params.difficulty,
    createdById: params.createdById,
  };
  if (search) Object.assign(values, searchValues(search));
  if (shape.hits) {
    if (!estimates) throw new Error('listValues: ein Treffer-Statement braucht die Schätzungen der Suche');
    Object.assign(values, searchPlanValues(estimates, params.limit + 1));
  }
  if (params.cursor) decodeListCursor(params.cursor, shape.sortKey).forEach((v, i) => (values[`c${i}`] = v));
  return values;
}

export async function listRecipes(connection: TDb, params: TListParams) {
  const db = listConnections(connection);
  const search = params.search ? resolveSearch(params.search) : null;
  const shape = listShape(params, search);
  const key = JSON.stringify(shape);
  const statement = preparedOnce(db, `recipes.list:${key}`, () =>
    flatStatement(db, listColumns(shape), buildRecipeListQuery(db, params, shape), 'recipes_list'),
  );
  let estimates = shape.hits && search ? searchEstimates(db, search) : null;
  if (estimates instanceof Promise) estimates = await estimates;
  const rows = await statement.execute(listValues(params, shape, search, estimates));
  const page = rows.slice(0, params.limit);
  const last = page.at(-1);
  let nextCursor: string | null = null;
  if (rows.length > params.limit && last) {
    const values: Record<TSortKey, TCursorValues> = {
      relevance: [last.tier, last.likeCount, last.viewCount, last.id],
      popular: [last.likeCount, last.viewCount, last.id],
      recent: [last.createdAtExact, last.id],
    };
    nextCursor = encodeListCursor(shape.sortKey, values[shape.sortKey]);
  }
  return { recipes: page.map(toRecipeCard), nextCursor };
}
