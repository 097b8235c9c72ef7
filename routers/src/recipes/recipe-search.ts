import { sql, type SQL } from 'drizzle-orm';
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
 * 2 from 6 letters) into a prefix tsquery: "(lasange:* | lasagne:*) & (kase:*)".
 * Terms are letters and digits only, so the text is safe tsquery syntax.
 */
export function expansionSql(terms: string[]): SQL<string> {
  const termArray = `{${terms.join(',')}}`;
  return sql<string>`select coalesce(string_agg(alts, ' & '), '') as query from (
      select '(' || string_agg(distinct e.w || ':*', ' | ') || ')' as alts
      from (
        select t.t, t.t as w from unnest(${termArray}::text[]) as t(t)
        union all
        select t.t, sw.word from unnest(${termArray}::text[]) as t(t)
        join search_words sw on sw.word % t.t
        where length(t.t) >= 4
          and levenshtein_less_equal(sw.word, t.t, 2) <= case when length(t.t) >= 6 then 2 else 1 end
      ) e
      group by e.t
    ) g`;
}

export interface TSearchSql {
  where: SQL;
  rank: SQL<number>;
}

/**
 * German full-text search with typo and compound tolerance. The expanded tsquery is a parameter, so the
 * statement is prepared once and both branches use their GIN index: the stemmed prefix match on the
 * weighted search vector, and, for terms of four letters or more, a match inside compound words
 * ("suppe" in "kürbissuppe") on the trigram index of the folded text.
 */
export async function resolveSearch(db: TDb, query: string): Promise<TSearchSql | null> {
  const terms = searchTerms(query);
  if (terms.length === 0) return null;
  const [row] = await db.execute<{ query: string }>(expansionSql(terms));
  return searchSql(terms, row?.query ?? '');
}

export function searchSql(terms: string[], tsquery: string): TSearchSql {
  const fullText = sql`${recipes.searchVector} @@ to_tsquery('kochclip_de', ${tsquery})`;
  const compounds = terms.filter((t) => t.length >= 4).map((t) => sql`${recipes.searchText} like ${`%${t}%`}`);
  const where = compounds.length > 0 ? sql`(${fullText} or (${sql.join(compounds, sql` and `)}))` : fullText;
  return { where, rank: sql<number>`ts_rank(${recipes.searchVector}, to_tsquery('kochclip_de', ${tsquery}))` };
}
