/**
 * A schema.org Recipe pasted as raw JSON-LD into a caption or a text ('{"@context":"https://schema.org","@type":"Recipe",
 * "recipeIngredient":[…],"recipeInstructions":[…]}', a blog plugin's output posted by mistake): its fields are written
 * out as the lines a recipe text has — the name, a list heading with the servings, one item a line, numbered steps — so
 * the line reader reads them as it reads any list. Text around the code stays where it was.
 */

/** The type named in the code, as a string or inside an array ('"@type":["Recipe","NewsArticle"]'). */
const RECIPE_TYPE = /"@type"\s*:\s*(?:\[[^\]]*)?"Recipe"/u;
/** Longer code than this is a page's, which the HTML importer reads. */
const MAX_CODE_CHARS = 50_000;

type TNode = Record<string, unknown>;

const isNode = (v: unknown): v is TNode => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The end (exclusive) of the JSON object opening at `start`, strings and their escapes skipped; -1 when unbalanced. */
function objectEnd(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length && i - start <= MAX_CODE_CHARS; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i + 1;
  }
  return -1;
}

const typeOf = (node: TNode): string[] => [node['@type']].flat().filter((t): t is string => typeof t === 'string');

/** The Recipe node of the code: the object itself, an item of an array or of '@graph'. */
function findRecipe(value: unknown): TNode | null {
  if (Array.isArray(value)) return value.map(findRecipe).find((n) => n !== null) ?? null;
  if (!isNode(value)) return null;
  if (typeOf(value).includes('Recipe')) return value;
  return findRecipe(value['@graph']);
}

const plain = (s: string): string =>
  s
    .replace(/<[^>]+>/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();

/** The steps of 'recipeInstructions': a text, texts, HowToSteps and the HowToSections that hold them. */
function stepTexts(value: unknown): string[] {
  if (typeof value === 'string') return value.split(/\n+/u).map(plain).filter(Boolean);
  if (Array.isArray(value)) return value.flatMap(stepTexts);
  if (!isNode(value)) return [];
  if (value.itemListElement !== undefined) return stepTexts(value.itemListElement);
  const text = value.text ?? value.name;
  return typeof text === 'string' ? [plain(text)].filter(Boolean) : [];
}

/** '4 Portionen', 4, ['4', '4 Portionen']: the first number of 'recipeYield'. */
function servingsOf(value: unknown): string | null {
  const first = [value].flat().find((v) => typeof v === 'string' || typeof v === 'number');
  return /\d+/u.exec(String(first ?? ''))?.[0] ?? null;
}

/** The recipe's fields as lines of text. */
function recipeLines(recipe: TNode): string[] {
  const items = [recipe.recipeIngredient ?? recipe.ingredients]
    .flat()
    .filter((i): i is string => typeof i === 'string')
    .map(plain);
  const steps = stepTexts(recipe.recipeInstructions);
  const servings = servingsOf(recipe.recipeYield);
  const name = typeof recipe.name === 'string' ? plain(recipe.name) : '';
  return [
    ...(name !== '' ? [name] : []),
    servings !== null ? `Zutaten (für ${servings} Portionen):` : 'Zutaten:',
    ...items,
    ...(steps.length > 0 ? ['Zubereitung:', ...steps.map((s, i) => `${i + 1}. ${s}`)] : []),
  ];
}

/** The text with a pasted JSON-LD Recipe written out as lines; any other text as it is. */
export function unfoldJsonLd(text: string): string {
  if (!RECIPE_TYPE.test(text)) return text;
  for (let start = text.indexOf('{'); start >= 0; start = text.indexOf('{', start + 1)) {
    const end = objectEnd(text, start);
    if (end < 0) continue;
    let recipe: TNode | null = null;
    try {
      recipe = findRecipe(JSON.parse(text.slice(start, end)));
    } catch {
      continue;
    }
    if (recipe === null) continue;
    return `${text.slice(0, start)}\n${recipeLines(recipe).join('\n')}\n${text.slice(end)}`;
  }
  return text;
}
