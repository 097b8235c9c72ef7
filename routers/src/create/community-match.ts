import { sql } from 'drizzle-orm';
import type { TDb } from '@kochclip/db';
import { foldText, listRecipes, searchTerms } from '../shared/recipe-search';

/** Words of a wish that say nothing about the dish ("Ich hätte gern ein schnelles Rezept mit …"). */
const FILLER_WORDS = new Set(
  'ich du wir mir mich uns hatte hätte haette moechte möchte will wuerde würde gern gerne bitte mal etwas was ein eine einen einem einer eines der die das dem den des und oder mit ohne fur für von zum zur im in am an auf aus fuer rezept rezepte gericht gerichte essen kochen koche machen mache zubereiten idee ideen schnell schnelles schnellen schneller leckeres lecker leckere einfach einfaches einfachen heute abend mittag mittagessen abendessen fuer personen person leute'
    .split(' ')
    .map(foldText),
);

/** Folded ingredient words that are safe inside SQL patterns: letters, digits and single spaces. */
function ingredientTerms(ingredients: string[]): string[] {
  const terms = ingredients
    .map((i) =>
      foldText(i)
        .replace(/[^\p{L}\p{N} ]+/gu, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((t) => t.length >= 2);
  return [...new Set(terms)].slice(0, 30);
}

/** How many of the most liked recipes each candidate search contributes; together at most about 600 rows. */
const CANDIDATES_PER_SEARCH = 100;
const MAX_CANDIDATES = 600;

/**
 * Candidates through the recipe search's indexes, most liked first: recipes matching all ingredients (the search
 * reads the first six words) and those matching each one (at most 30, fewer candidates each when there are many).
 * The search finds what the exact test below accepts (word prefixes, compounds from the vocabulary, near
 * spellings), so a recipe is missed only behind the first candidates of every search. Scanning every recipe
 * instead cost 0.74 s per request at 10,000 recipes and grew with the table (docs/performance.md).
 */
async function candidateIds(db: TDb, terms: string[]): Promise<number[]> {
  const searches = terms.length > 1 ? [terms.join(' '), ...terms] : terms;
  const limit = Math.max(10, Math.min(CANDIDATES_PER_SEARCH, Math.floor(MAX_CANDIDATES / searches.length)));
  const ids = new Set<number>();
  for (const search of searches) {
    const { recipes } = await listRecipes(db, { search, sort: 'popular', limit });
    for (const recipe of recipes) ids.add(recipe.id);
  }
  return [...ids];
}

/**
 * The community recipe that uses the most of the given ingredients; ties go to the recipe needing the fewest
 * other ingredients, then to the most liked. Short words only match at a word start ("Ei" is not in "Reis").
 */
export async function bestRecipeForIngredients(db: TDb, ingredients: string[]): Promise<number | null> {
  const terms = ingredientTerms(ingredients);
  if (terms.length === 0) return null;
  const ids = await candidateIds(db, terms);
  if (ids.length === 0) return null;
  const termArray = `{${terms.map((t) => `"${t}"`).join(',')}}`;
  const rows = await db.execute<{ id: number }>(sql`
    select r.id from recipes r
    cross join lateral (
      select count(*)::int as hits from unnest(${termArray}::text[]) as t(term)
      where exists (
        select 1 from jsonb_array_elements(r.ingredients) as i(item)
        where case when length(t.term) >= 4 then kc_fold(i.item->>'name') like '%' || t.term || '%'
                   else kc_fold(i.item->>'name') ~ ('(^|[^[:alnum:]])' || t.term) end)
    ) m
    where r.id = any(${`{${ids.join(',')}}`}::int[]) and m.hits > 0
    order by m.hits desc, jsonb_array_length(r.ingredients) - m.hits asc, r.like_count desc, r.id desc
    limit 1`);
  return rows[0]?.id ?? null;
}

/** The best community recipe for a free-text wish: all dish words first, then the longest single word that matches. */
export async function bestRecipeForPrompt(db: TDb, prompt: string): Promise<number | null> {
  const words = searchTerms(
    foldText(prompt.slice(0, 500))
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => !FILLER_WORDS.has(w))
      .join(' '),
  );
  if (words.length === 0) return null;
  const singles = words.filter((w) => w.length >= 3).sort((a, b) => b.length - a.length);
  for (const search of [words.join(' '), ...(words.length > 1 ? singles : [])]) {
    const { recipes } = await listRecipes(db, { search, limit: 1 });
    const [best] = recipes;
    if (best) return best.id;
  }
  return null;
}
