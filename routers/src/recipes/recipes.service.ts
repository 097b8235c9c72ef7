import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { TDb } from '../../../db/src';
import { recipes, users } from '../../../db/src/schema';
import { decodeCursor, encodeCursor, type TCursorValues, type TSortKey } from './list-cursor';
import { compileSelect, preparedOnce } from './prepared';
import { compoundPatterns, resolveSearch, searchSql, searchValues, type TSearch } from './recipe-search';
import type { TDurationBucket, TRecipeCard, TRecipeListInput } from './recipes.schemas';

export const RECIPE_NOT_FOUND = 'Rezept nicht gefunden';

export const recipeCardColumns = {
  id: recipes.id,
  title: recipes.title,
  description: recipes.description,
  imageUrl: recipes.imageUrl,
  thumbnailUrl: recipes.thumbnailUrl,
  category: recipes.category,
  difficulty: recipes.difficulty,
  duration: recipes.duration,
  servings: recipes.servings,
  viewCount: recipes.viewCount,
  likeCount: recipes.likeCount,
  tags: recipes.tags,
  createdAt: recipes.createdAt,
  creatorId: users.id,
  creatorUsername: users.username,
  creatorFirstName: users.firstName,
  creatorImage: users.profileImageUrl,
  creatorVerified: users.verified,
};

interface TCardRow extends Omit<TRecipeCard, 'createdBy'> {
  creatorId: number | null;
  creatorUsername: string | null;
  creatorFirstName: string | null;
  creatorImage: string | null;
  creatorVerified: boolean | null;
}

/** Written out field by field: object rest/spread over a result row costs more than the query's own mapping. */
export function toRecipeCard(row: TCardRow): TRecipeCard {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    imageUrl: row.imageUrl,
    thumbnailUrl: row.thumbnailUrl,
    category: row.category,
    difficulty: row.difficulty,
    duration: row.duration,
    servings: row.servings,
    viewCount: row.viewCount,
    likeCount: row.likeCount,
    tags: row.tags,
    createdAt: row.createdAt,
    createdBy:
      row.creatorId !== null && row.creatorUsername !== null
        ? {
            id: row.creatorId,
            username: row.creatorUsername,
            firstName: row.creatorFirstName,
            profileImageUrl: row.creatorImage,
            verified: row.creatorVerified ?? false,
          }
        : null,
  };
}

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

export type TListParams = TRecipeListInput & { createdById?: number };

/** Which parts a list statement has; every value is a placeholder, so one statement serves each shape. */
export function listShape(params: TListParams, search: TSearch | null) {
  const dietFiltered = (c: string | undefined) => (c && c in DIET_TAGS ? c : Boolean(c));
  return {
    sortKey: params.sort ?? (search ? 'relevance' : 'recent'),
    category: dietFiltered(params.category),
    diet: dietFiltered(params.diet),
    difficulty: Boolean(params.difficulty),
    duration: params.duration ?? null,
    createdBy: params.createdById !== undefined,
    compounds: search ? compoundPatterns(search).length : -1,
    cursor: Boolean(params.cursor),
  } satisfies Record<string, unknown> & { sortKey: TSortKey };
}
type TListShape = ReturnType<typeof listShape>;

const CURSOR_SQL: Record<TSortKey, (rank: SQL) => SQL> = {
  relevance: (rank) =>
    sql`(${rank}, ${recipes.likeCount}, ${recipes.id}) < (${sql.placeholder('c0')}::real, ${sql.placeholder('c1')}, ${sql.placeholder('c2')})`,
  popular: () =>
    sql`(${recipes.likeCount}, ${recipes.viewCount}, ${recipes.id}) < (${sql.placeholder('c0')}, ${sql.placeholder('c1')}, ${sql.placeholder('c2')})`,
  recent: () => sql`(${recipes.createdAt}, ${recipes.id}) < (${sql.placeholder('c0')}::timestamptz, ${sql.placeholder('c1')})`,
};

const ORDER_SQL: Record<TSortKey, SQL[]> = {
  // Ordering by the output column lets PostgreSQL compute ts_rank once per row.
  relevance: [sql`rank desc`, desc(recipes.likeCount), desc(recipes.id)],
  popular: [desc(recipes.likeCount), desc(recipes.viewCount), desc(recipes.id)],
  recent: [desc(recipes.createdAt), desc(recipes.id)],
};

/** Builds the list statement of one shape; exposed so the benchmark's baseline runs exactly the same SQL. */
export function buildRecipeListQuery(db: TDb, params: TListParams, shape: TListShape) {
  const search = shape.compounds >= 0 ? searchSql(db, shape.compounds) : null;
  const rank = search?.rank ?? sql<number>`0`;
  const conditions: (SQL | undefined)[] = [
    params.category ? categoryCondition(params.category, 'category') : undefined,
    params.diet ? categoryCondition(params.diet, 'diet') : undefined,
    shape.difficulty ? eq(recipes.difficulty, sql.placeholder('difficulty')) : undefined,
    shape.duration ? DURATION_RANGES[shape.duration] : undefined,
    shape.createdBy ? eq(recipes.createdById, sql.placeholder('createdById')) : undefined,
    search?.where,
    shape.cursor ? CURSOR_SQL[shape.sortKey](rank) : undefined,
  ];
  return (search ? db.with(search.expanded) : db)
    .select({
      ...recipeCardColumns,
      rank: sql<number>`${rank}`.as('rank'),
      createdAtExact: sql<string>`to_char(${recipes.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(recipes)
    .leftJoin(users, eq(users.id, recipes.createdById))
    .where(and(...conditions))
    .orderBy(...ORDER_SQL[shape.sortKey])
    .limit(sql.placeholder('limit'));
}

/** The values for the placeholders of a list statement. */
export function listValues(params: TListParams, shape: TListShape, search: TSearch | null): Record<string, unknown> {
  const values: Record<string, unknown> = {
    limit: params.limit + 1,
    category: params.category,
    diet: params.diet,
    difficulty: params.difficulty,
    createdById: params.createdById,
  };
  if (search) Object.assign(values, searchValues(search));
  if (params.cursor) decodeCursor(params.cursor, shape.sortKey).forEach((v, i) => (values[`c${i}`] = v));
  return values;
}

export async function listRecipes(db: TDb, params: TListParams) {
  const search = params.search ? resolveSearch(params.search) : null;
  const shape = listShape(params, search);
  const key = JSON.stringify(shape);
  const execute = preparedOnce(db, `recipes.list:${key}`, () => compileSelect(db, buildRecipeListQuery(db, params, shape)));
  const rows = await execute(listValues(params, shape, search));
  const page = rows.slice(0, params.limit);
  const last = page.at(-1);
  let nextCursor: string | null = null;
  if (rows.length > params.limit && last) {
    const values: Record<TSortKey, TCursorValues> = {
      relevance: [last.rank, last.likeCount, last.id],
      popular: [last.likeCount, last.viewCount, last.id],
      recent: [last.createdAtExact, last.id],
    };
    nextCursor = encodeCursor(shape.sortKey, values[shape.sortKey]);
  }
  return { recipes: page.map(toRecipeCard), nextCursor };
}

export async function communityStats(db: TDb) {
  const [row] = await db.execute<{
    total_recipes: number;
    total_members: number;
    total_likes: number;
    total_views: number;
    recipes_this_week: number;
  }>(sql`
    select
      (select count(*)::int from recipes) as total_recipes,
      (select count(*)::int from users where is_active) as total_members,
      (select count(*)::int from likes) as total_likes,
      (select coalesce(sum(view_count), 0)::int from recipes) as total_views,
      (select count(*)::int from recipes where created_at > now() - interval '7 days') as recipes_this_week`);
  if (!row) throw new Error('stats query returned no row');
  return {
    totalRecipes: row.total_recipes,
    totalMembers: row.total_members,
    totalLikes: row.total_likes,
    totalViews: row.total_views,
    recipesThisWeek: row.recipes_this_week,
  };
}
