import { sql } from 'drizzle-orm';
import type { TDb } from '../../../db/src';
import { recipes } from '../../../db/src/schema';

const MAX_TERMS = 6;

/** Mirrors kc_fold() in the database: lower case, umlauts and accents folded, ß -> ss. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .replaceAll('ß', 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

export function searchTerms(query: string): string[] {
  const words = foldText(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 2);
  return [...new Set(words)].slice(0, MAX_TERMS);
}

/**
 * Expands each term with similar vocabulary words (trigram prefilter, then edit distance: 1 for 4-5 letters,
 * 2 from 6 letters) into a prefix tsquery: "(lasange:* | lasagne:*) & (kase:*)". The terms come as one
 * text-array placeholder ('terms'); they are letters and digits only, so the text is safe tsquery syntax.
 */
const EXPANDED_TSQUERY = sql`to_tsquery('kochclip_de', (
    select coalesce(string_agg(alts, ' & '), '') from (
      select '(' || string_agg(distinct e.w || ':*', ' | ') || ')' as alts
      from (
        select t.t, t.t as w from unnest(${sql.placeholder('terms')}::text[]) as t(t)
        union all
        select t.t, sw.word from unnest(${sql.placeholder('terms')}::text[]) as t(t)
        join search_words sw on sw.word % t.t
        where length(t.t) >= 4
          and levenshtein_less_equal(sw.word, t.t, 2) <= case when length(t.t) >= 6 then 2 else 1 end
      ) e
      group by e.t
    ) g))`;

/** A search as the list statement needs it: the folded terms. */
export interface TSearch {
  terms: string[];
}

export function resolveSearch(query: string): TSearch | null {
  const terms = searchTerms(query);
  return terms.length === 0 ? null : { terms };
}

export function searchValues(search: TSearch): Record<string, string> {
  const values: Record<string, string> = { terms: `{${search.terms.join(',')}}` };
  compoundPatterns(search).forEach((pattern, i) => (values[`compound${i}`] = pattern));
  return values;
}

/** Only terms of four letters or more may match inside compound words ("suppe" in "kürbissuppe"). */
export function compoundPatterns(search: TSearch): string[] {
  return search.terms.filter((t) => t.length >= 4).map((t) => `%${t}%`);
}

/**
 * German full-text search with typo and compound tolerance in one statement: a CTE expands the terms once,
 * both branches use their GIN index (stemmed prefix match on the weighted search vector; trigram index of
 * the folded text for parts of compound words), and placeholders keep one prepared statement per shape.
 */
export function searchSql(db: TDb, compoundCount: number) {
  const expanded = db
    .$with('search_query')
    .as(db.select({ tsq: sql`${EXPANDED_TSQUERY}`.as('tsq') }).from(sql`(select 1) as one`));
  const tsquery = sql`(select tsq from ${expanded})`;
  const fullText = sql`${recipes.searchVector} @@ ${tsquery}`;
  const compounds = Array.from(
    { length: compoundCount },
    (_, i) => sql`${recipes.searchText} like ${sql.placeholder(`compound${i}`)}`,
  );
  const where = compounds.length > 0 ? sql`(${fullText} or (${sql.join(compounds, sql` and `)}))` : fullText;
  return { expanded, where, rank: sql<number>`ts_rank(${recipes.searchVector}, ${tsquery})` };
}
