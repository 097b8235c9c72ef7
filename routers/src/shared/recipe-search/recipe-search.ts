import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TDb } from '@kochclip/db';
import { isPublicRecipe } from '@kochclip/db/queries';
import { recipes } from '@kochclip/db/schema';
import { foldText, regionalAlternatives } from '@kochclip/core';

/** Mirrors kc_fold() in the database (core/src/kitchen/german-words.ts). */
export { foldText };

const MAX_TERMS = 6;

export function searchTerms(query: string): string[] {
  const words = foldText(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 2);
  return [...new Set(words)].slice(0, MAX_TERMS);
}

/** A search as the list statement needs it: the folded terms, and them as one text-array placeholder value. */
export interface TSearch {
  readonly terms: readonly string[];
  readonly termsValue: string;
}

const RESOLVED_SEARCHES = 1000;
const resolvedSearches = new Map<string, TSearch | null>();

/**
 * The search a query text stands for. Folding (ICU normalisation, a Unicode-property split) runs once per
 * distinct text: people search for the same words over and over. The cache holds at most 1,000 texts (each at
 * most 100 characters, the list input's limit) and starts over when full.
 */
export function resolveSearch(query: string): TSearch | null {
  const known = resolvedSearches.get(query);
  if (known !== undefined) return known;
  const terms = searchTerms(query);
  // The terms are letters and digits only, their groups joined by '|': the array literal needs no quoting.
  const groups = terms.map((term) => [term, ...regionalAlternatives(term)].join('|'));
  const search = terms.length === 0 ? null : Object.freeze({ terms: Object.freeze(terms), termsValue: `{${groups.join(',')}}` });
  if (resolvedSearches.size >= RESOLVED_SEARCHES) resolvedSearches.clear();
  resolvedSearches.set(query, search);
  return search;
}

/** The placeholder values of a search ('terms'). */
export function searchValues(search: TSearch): Record<string, string> {
  return { terms: search.termsValue };
}

/** How many vocabulary words one term may stand for as part of a compound ("suppe" -> "kurbissuppe", …). */
const MAX_COMPOUNDS_PER_TERM = 200;
/** A regional word a term stands for ("paradeiser" for "tomate") finds compounds from this length ('Kren' none). */
const MIN_REGIONAL_COMPOUND = 6;

/**
 * Each term as a tsquery of alternatives from the vocabulary (search_words: the words of titles, tags and
 * ingredient names with their stemmed lexemes), "'supp':* | 'kurbissupp' | 'tomatensupp'":
 * - the term itself as a prefix (as-you-type, inflections), stemmed like the vector;
 * - for a term that occurs in no vocabulary word, similar words as prefixes: a typo (trigram prefilter, then edit
 *   distance: 1 for 4-5 letters, 2 from 6);
 * - whole words that contain the term, so "suppe" finds "Kürbissuppe" (terms of four letters or more).
 * `q_title` is the same restricted to title lexemes (weight A: "'supp':*A | 'kurbissupp':A").
 * The vocabulary's lexemes are stored (migration 0011), so only the terms themselves are stemmed here.
 * The terms come as one text-array value (the list statements' placeholder 'terms'): letters and digits only, each
 * with the other words of its regional group after a '|' ("paradeiser|tomate|tomaten", core/src/kitchen/regional-words.ts).
 * Those are alternatives of the term as well: as prefixes, and from six letters on in compounds; typos are only
 * looked up for the term as typed. The query stays one tsquery against the same indexes, so the plans are unchanged.
 */
const searchTermsOf = (terms: Placeholder | string) => sql`select term.g as t, a.q, a.q_title
    from unnest(${terms}::text[]) as term(g)
    cross join lateral (
      select coalesce(string_agg(op || any_field, ' | '), '')::tsquery as q,
        coalesce(string_agg(op || in_title, ' | '), '')::tsquery as q_title
      from unnest(string_to_array(term.g, '|')) with ordinality as t(t, n)
      cross join lateral (
        select quote_literal(kc_lexeme(t.t)) as op, ':*' as any_field, ':*A' as in_title where kc_lexeme(t.t) is not null
        union
        select quote_literal(sw.lexeme), ':*', ':*A' from search_words sw
        where t.n = 1 and length(t.t) >= 4 and sw.lexeme is not null and sw.word % t.t
          and levenshtein_less_equal(sw.word, t.t, 2) <= case when length(t.t) >= 6 then 2 else 1 end
          and not exists (select from search_words known where known.word like '%' || t.t || '%')
        union
        select quote_literal(c.lexeme), '', ':A' from (
          select sw.lexeme from search_words sw
          where length(t.t) >= case when t.n = 1 then 4 else ${sql.raw(String(MIN_REGIONAL_COMPOUND))} end
            and sw.lexeme is not null and sw.word like '%' || t.t || '%'
          limit ${sql.raw(String(MAX_COMPOUNDS_PER_TERM))}
        ) c
      ) alternatives
    ) a`;
const SEARCH_TERMS = searchTermsOf(sql.placeholder('terms'));

/** All terms (stop words drop out): "(supp:* | kurbissupp) & (kurbis:* | …)", anywhere and in the title. */
const allTerms = (source: SQL) =>
  sql`select coalesce(string_agg('(' || q::text || ')', ' & '), '')::tsquery as tsq,
      coalesce(string_agg('(' || q_title::text || ')', ' & '), '')::tsquery as tsq_title
    from ${source} where q::text <> ''`;

/** The expanded query as the CTE `search_query` that the conditions below read, for Drizzle's `with`. */
export function searchQueryCte(db: TDb) {
  return db
    .$with('search_query')
    .as(
      db
        .select({ tsq: sql`expanded.tsq`.as('tsq'), tsqTitle: sql`expanded.tsq_title`.as('tsq_title') })
        .from(sql`(${allTerms(sql`(${SEARCH_TERMS}) as search_terms`)}) as expanded`),
    );
}

const TSQ = sql`(select tsq from search_query)`;

/** Every term matches somewhere: title, tags, ingredient names or description. */
export const matchesSearch = sql`${recipes.searchVector} @@ ${TSQ}`;
/** Every term matches in the title (lexemes of weight A), read from the row. */
export const titleMatchesSearch = sql`${recipes.searchVector} @@ (select tsq_title from search_query)`;
/** The same through the title's own GIN index (recipes_title_vector_idx), to find few title hits. */
const titleMatchesIndexed = sql`ts_filter(${recipes.searchVector}, '{a}'::"char"[]) @@ ${TSQ}`;
/** The same on the title's own vector, which recipes_popular_idx carries: the popularity walk reads no table rows. */
const titleVectorMatches = sql`${recipes.titleVector} @@ ${TSQ}`;

/** Relevance tier of a row: 1 when the whole query matches in the title, else 0. */
export const searchTier = sql<number>`(${titleMatchesSearch})::int`;

const POPULARITY_ORDER = sql`${recipes.likeCount} desc, ${recipes.viewCount} desc, ${recipes.id} desc`;
const POPULARITY_KEY = sql`(${recipes.likeCount}, ${recipes.viewCount}, ${recipes.id})`;
const AFTER_CURSOR = sql`${POPULARITY_KEY} < (${sql.placeholder('c1')}, ${sql.placeholder('c2')}, ${sql.placeholder('c3')})`;

/**
 * Where a relevance cursor stands: in the title hits (tier 1), in the other hits (tier 0), or at the start.
 * Each position is its own statement, so the popularity walk can start at the cursor through the index.
 */
export type TCursorTier = 0 | 1 | null;

/**
 * The order a list of hits is walked in, the columns that order reads (all in its index), and the rows after its
 * cursor (null on the first page).
 */
interface TWalkOrder {
  order: SQL;
  columns: readonly PgColumn[];
  after: SQL | null;
}

/** The columns of recipes_popular_idx's order, for the walks in that order (relevance tiers, sort=popular). */
export const POPULARITY_COLUMNS = [recipes.id, recipes.likeCount, recipes.viewCount];

/** How a plan finds hits: `exact` through a GIN index, `walk` on each row of the walk, which reads `walkReads`. */
interface THitCondition {
  exact: SQL;
  walk: SQL;
  walkReads: readonly PgColumn[];
}

/**
 * Hits in `walk.order`, `limit` at most, by one of two plans chosen in the statement (`useWalk`): read all hits
 * through a GIN index and sort them, or walk the order's index and stop at `limit` hits. The `offset 0` fences
 * keep the planner from swapping the two. `gate` false runs neither. The subqueries select only the order's
 * columns and what the walk reads, so a walk whose columns are all in its index reads no table rows.
 */
function planHits(condition: THitCondition, walk: TWalkOrder, useWalk: SQL, gate: SQL): SQL {
  const cursor = walk.after ? sql` and ${walk.after}` : sql``;
  const walkCursor = walk.after ? sql` where ${walk.after}` : sql``;
  const columns = sql.join([...walk.columns], sql`, `);
  // Search finds public recipes only; recipes_popular_idx carries visibility too (INCLUDE), so the walk stays index-only.
  const walkColumns = sql.join([...walk.columns, ...condition.walkReads, recipes.visibility], sql`, `);
  const exact = sql`select ${columns} from (
      select ${columns} from ${recipes} where ${condition.exact} and ${isPublicRecipe}${cursor} offset 0
    ) ${recipes} where ${gate} and not ${useWalk} order by ${walk.order} limit ${sql.placeholder('limit')}`;
  const walked = sql`select ${columns} from (
      select ${walkColumns} from ${recipes}${walkCursor} order by ${walk.order} offset 0
    ) ${recipes} where ${gate} and ${useWalk} and ${condition.walk} and ${isPublicRecipe} limit ${sql.placeholder('limit')}`;
  return sql`(${exact}) union all (${walked})`;
}

/** The search CTEs both statements read (materialized CTEs run only when read). */
const SEARCH_CTES = sql`search_terms as materialized (${SEARCH_TERMS}),
    search_query as materialized (${allTerms(sql`search_terms`)})`;

/** Which plan each part of a hits statement runs (search-estimates.ts decides): walk the order's index, or read all hits. */
const walkPlaceholder = (name: 'walkTitle' | 'walkOther' | 'walkAny') => sql`${sql.placeholder(name)}::boolean`;

/**
 * The planner's estimates for a search (kc_search_estimates, migration 0009), in the title and anywhere, and the
 * table's row count: what search-estimates.ts needs to choose the plans. `terms` is the array literal of TSearch.
 */
export function searchEstimatesQuery(terms: string): SQL {
  const estimate = (inTitle: boolean) => sql`kc_search_estimates(
      (select tsq from search_query),
      (select coalesce(string_agg('(' || q::text || ')', ' | '), '')::tsquery from search_terms where q::text <> ''),
      ${sql.raw(String(inTitle))})`;
  return sql`with search_terms as materialized (${searchTermsOf(terms)}),
    search_query as materialized (${allTerms(sql`search_terms`)})
    select (select greatest(reltuples, 0)::float8 from pg_class where oid = 'recipes'::regclass) as rows,
      title.hits as title_hits, title.entries as title_entries, anywhere.hits as any_hits, anywhere.entries as any_entries
    from ${estimate(true)} as title, ${estimate(false)} as anywhere`;
}

/**
 * The hits of a relevance search without other filters, as (id, tier) rows: title hits first, then the others,
 * each most popular first (likes, views, newest id). A broad term ("Suppe": every twentieth recipe) must not
 * read and sort all its hits, and a selective one ("Bärlauch") must not walk the table. So per tier the
 * statement runs the plan its placeholder names (walkTitle, walkOther: chosen from the planner's estimates in
 * search-estimates.ts): read all hits through the GIN index and sort them, or walk the popularity index and
 * stop at the page. Both plans return the same rows in the same order; the choice only decides the cost. The
 * second tier runs only when the first leaves the page short.
 */
export function relevanceHits(cursorTier: TCursorTier): SQL {
  const byPopularity = (fromCursor: boolean): TWalkOrder => ({
    order: POPULARITY_ORDER,
    columns: POPULARITY_COLUMNS,
    after: fromCursor ? AFTER_CURSOR : null,
  });
  const titleTier =
    cursorTier === 0
      ? sql`select null::int as id, 0 as like_count, 0 as view_count where false`
      : planHits(
          { exact: titleMatchesIndexed, walk: titleVectorMatches, walkReads: [recipes.titleVector] },
          byPopularity(cursorTier === 1),
          walkPlaceholder('walkTitle'),
          sql`true`,
        );
  const otherHit = sql`${matchesSearch} and not ${titleMatchesSearch}`;
  const otherTier = planHits(
    { exact: otherHit, walk: otherHit, walkReads: [recipes.searchVector] },
    byPopularity(cursorTier === 0),
    walkPlaceholder('walkOther'),
    sql`(select count(*) from title_hits) < ${sql.placeholder('limit')}`,
  );
  return sql`(
    with ${SEARCH_CTES},
    title_hits as materialized (${titleTier}),
    other_hits as materialized (${otherTier})
    select id, 1 as tier from title_hits
    union all
    select id, 0 as tier from other_hits
  )`;
}

/**
 * The hits of a search sorted by popularity or recency without other filters, as (id, tier 0) rows: the same
 * choice as for relevance (walkAny; recipes_popular_idx / recipes_recent_idx for the walk), so a broad term
 * sorted by likes does not read and sort all its hits either.
 */
export function sortedHits(walk: TWalkOrder): SQL {
  return sql`(
    with ${SEARCH_CTES},
    hits as materialized (${planHits(
      { exact: matchesSearch, walk: matchesSearch, walkReads: [recipes.searchVector] },
      walk,
      walkPlaceholder('walkAny'),
      sql`true`,
    )})
    select id, 0 as tier from hits
  )`;
}
