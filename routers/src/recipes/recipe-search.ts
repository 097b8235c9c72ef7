import { sql, type SQL } from 'drizzle-orm';
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

export interface TSearchSql {
  where: SQL;
  rank: SQL<number>;
}

/**
 * German full-text search with typo and compound tolerance:
 * - each term is expanded with similar words from the vocabulary (trigram prefilter, then edit distance),
 * - the expansions are matched as stemmed prefixes against the weighted search vector,
 * - terms of four letters or more may also match inside compound words ("suppe" in "kürbissuppe").
 * Both branches are served by GIN indexes; the tsquery is computed once per statement.
 */
export function buildSearch(query: string): TSearchSql | null {
  const terms = searchTerms(query);
  if (terms.length === 0) return null;
  const termArray = sql`${`{${terms.join(',')}}`}::text[]`;
  const tsquery = sql`(select to_tsquery('kochclip_de', coalesce(string_agg(alts, ' & '), ''))
    from (
      select '(' || string_agg(distinct e.w || ':*', ' | ') || ')' as alts
      from (
        select t.t, t.t as w from unnest(${termArray}) as t(t)
        union all
        select t.t, sw.word from unnest(${termArray}) as t(t)
        join search_words sw on sw.word % t.t
        where length(t.t) >= 4
          and levenshtein_less_equal(sw.word, t.t, 2) <= case when length(t.t) >= 6 then 2 else 1 end
      ) e
      group by e.t
    ) g)`;
  const fullText = sql`${recipes.searchVector} @@ ${tsquery}`;
  const compounds = terms.filter((t) => t.length >= 4).map((t) => sql`${recipes.searchText} like ${`%${t}%`}`);
  const where = compounds.length > 0 ? sql`(${fullText} or (${sql.join(compounds, sql` and `)}))` : fullText;
  const rank = sql<number>`ts_rank(${recipes.searchVector}, ${tsquery})`;
  return { where, rank };
}
