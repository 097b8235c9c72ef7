import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { TDb } from '../../../db/src';
import { recipes, users } from '../../../db/src/schema';
import { AppError } from '../errors';
import { resolveSearch, type TSearchSql } from './recipe-search';
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

export function toRecipeCard(row: TCardRow): TRecipeCard {
  const { creatorId, creatorUsername, creatorFirstName, creatorImage, creatorVerified, ...card } = row;
  return {
    ...card,
    createdBy:
      creatorId !== null && creatorUsername !== null
        ? { id: creatorId, username: creatorUsername, firstName: creatorFirstName, profileImageUrl: creatorImage, verified: creatorVerified ?? false }
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
function categoryCondition(category: string): SQL {
  const tags = DIET_TAGS[category];
  const byCategory = category === 'Vegetarisch' ? sql`${recipes.category} in ('Vegetarisch', 'Vegan')` : sql`${recipes.category} = ${category}`;
  if (!tags) return byCategory;
  return sql`(${byCategory} or ${recipes.tags} ?| ${`{${tags.map((t) => `"${t}"`).join(',')}}`}::text[])`;
}

type TSortKey = 'relevance' | 'popular' | 'recent';

interface TCursor {
  k: TSortKey;
  v: (number | string)[];
}

function encodeCursor(cursor: TCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

function decodeCursor(raw: string, expected: TSortKey): TCursor {
  try {
    const parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as TCursor;
    if (parsed.k === expected && Array.isArray(parsed.v)) return parsed;
  } catch {
    // fall through to the German error
  }
  throw new AppError('BAD_REQUEST', 'Ungültiger Cursor. Bitte lade die Liste neu.');
}

/** Builds the list statement; exposed so the benchmark's baseline can run exactly the same SQL. */
export function buildRecipeListQuery(db: TDb, params: TRecipeListInput & { createdById?: number }, search: TSearchSql | null) {
  const sortKey: TSortKey = params.sort ?? (search ? 'relevance' : 'recent');
  const conditions: (SQL | undefined)[] = [
    params.category ? categoryCondition(params.category) : undefined,
    params.diet ? categoryCondition(params.diet) : undefined,
    params.difficulty ? eq(recipes.difficulty, params.difficulty) : undefined,
    params.duration ? DURATION_RANGES[params.duration] : undefined,
    params.createdById !== undefined ? eq(recipes.createdById, params.createdById) : undefined,
    search?.where,
  ];
  const rank = search?.rank ?? sql<number>`0`;
  // Ordering by the output column lets PostgreSQL compute ts_rank once per row.
  const rankColumn = sql<number>`${rank}`.as('rank');

  let order: SQL[];
  let keyset: (values: (number | string)[]) => SQL | undefined;
  switch (sortKey) {
    case 'relevance':
      order = [sql`rank desc`, desc(recipes.likeCount), desc(recipes.id)];
      keyset = ([r, l, id]) => sql`(${rank}, ${recipes.likeCount}, ${recipes.id}) < (${Number(r)}::real, ${Number(l)}, ${Number(id)})`;
      break;
    case 'popular':
      order = [desc(recipes.likeCount), desc(recipes.viewCount), desc(recipes.id)];
      keyset = ([l, v, id]) => sql`(${recipes.likeCount}, ${recipes.viewCount}, ${recipes.id}) < (${Number(l)}, ${Number(v)}, ${Number(id)})`;
      break;
    case 'recent':
      order = [desc(recipes.createdAt), desc(recipes.id)];
      keyset = ([c, id]) => sql`(${recipes.createdAt}, ${recipes.id}) < (${String(c)}::timestamptz, ${Number(id)})`;
      break;
  }
  if (params.cursor) conditions.push(keyset(decodeCursor(params.cursor, sortKey).v));

  const query = db
    .select({
      ...recipeCardColumns,
      rank: rankColumn,
      createdAtExact: sql<string>`to_char(${recipes.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(recipes)
    .leftJoin(users, eq(users.id, recipes.createdById))
    .where(and(...conditions))
    .orderBy(...order)
    .limit(params.limit + 1);
  return { query, sortKey };
}

export async function listRecipes(db: TDb, params: TRecipeListInput & { createdById?: number }) {
  const search = params.search ? await resolveSearch(db, params.search) : null;
  const { query, sortKey } = buildRecipeListQuery(db, params, search);
  const rows = await query;
  const page = rows.slice(0, params.limit);
  const last = page.at(-1);
  let nextCursor: string | null = null;
  if (rows.length > params.limit && last) {
    const values: Record<TSortKey, (number | string)[]> = {
      relevance: [last.rank, last.likeCount, last.id],
      popular: [last.likeCount, last.viewCount, last.id],
      recent: [last.createdAtExact, last.id],
    };
    nextCursor = encodeCursor({ k: sortKey, v: values[sortKey] });
  }
  return { recipes: page.map(({ rank: _rank, createdAtExact: _exact, ...row }) => toRecipeCard(row)), nextCursor };
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

