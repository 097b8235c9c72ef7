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

/** A resolved search: the folded terms and their expanded tsquery text. */
export interface TSearch {
  terms: string[];
  tsquery: string;
}

export async function resolveSearch(db: TDb, query: string): Promise<TSearch | null> {
  const terms = searchTerms(query);
  if (terms.length === 0) return null;
  const [row] = await db.execute<{ query: string }>(expansionSql(terms));
  return { terms, tsquery: row?.query ?? '' };
}

/** Only terms of four letters or more may match inside compound words ("suppe" in "kürbissuppe"). */
export function compoundPatterns(search: TSearch): string[] {
  return search.terms.filter((t) => t.length >= 4).map((t) => `%${t}%`);
}

/**
 * German full-text search with typo and compound tolerance, written with placeholders ('tsquery',
 * 'compound0'…) so one statement per shape is prepared and both branches use their GIN index: the stemmed
 * prefix match on the weighted search vector, and the trigram index of the folded text.
 */
export function searchSql(compoundCount: number): { where: SQL; rank: SQL<number> } {
  const tsquery = sql`to_tsquery('kochclip_de', ${sql.placeholder('tsquery')})`;
  const fullText = sql`${recipes.searchVector} @@ ${tsquery}`;
  const compounds = Array.from({ length: compoundCount }, (_, i) => sql`${recipes.searchText} like ${sql.placeholder(`compound${i}`)}`);
  const where = compounds.length > 0 ? sql`(${fullText} or (${sql.join(compounds, sql` and `)}))` : fullText;
  return { where, rank: sql<number>`ts_rank(${recipes.searchVector}, ${tsquery})` };
}
