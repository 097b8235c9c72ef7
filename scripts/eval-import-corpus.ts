/**
 * The website import measured on saved pages of real recipe sites that nobody here wrote (../shared/import-corpus,
 * recipe-scrapers' test data and labels). Only what does not depend on German is scored: pages failed, ingredient
 * lines kept whole, extra lines, ingredient groups, step count, title, yield, total time and image.
 *
 * A line is found whole when one extracted ingredient, printed as the app prints it (amount, unit, name, note:
 * ingredientLine of the JSON-LD export), equals it after folding whitespace, case, unicode fractions and the
 * punctuation at both ends; each extracted ingredient answers for one line at most. The eval never tunes anything.
 *
 * Where the labels read a page in two ways, both readings count (and --failures and the last line print the figures
 * to the letter of the labels beside them):
 * - a step group's title: the labels of recipe-scrapers' schema.org reader write it as a line among the steps,
 *   those of most site readers leave it out; the step count is near when either count is;
 * - a label line that is only a step's number („Step 1“, „Etape 2“) is no step, and a label line repeated word for
 *   word (a page that shows its method twice) is one;
 * - the title: typographic quotes and dashes are folded, and a label that is the recipe's name with the site's name
 *   after it („Pruimenjam … - Culy“, the page's <title>) names the same recipe.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ingredientLine } from '@kochclip/core';
import { extractHtmlRecipe, decodeHtml } from '@kochclip/server';

interface TCorpusLabel {
  title?: string | null;
  ingredients?: string[] | null;
  ingredient_groups?: { ingredients: string[]; purpose: string | null }[] | null;
  instructions_list?: string[] | null;
  yields?: string | null;
  total_time?: number | null;
  language?: string | null;
  host: string;
  image?: string | null;
}

interface TCorpusScore {
  language: string;
  failed: boolean;
  lines: number;
  whole: number;
  content: number;
  oneToOne: number;
  extracted: number;
  extra: number;
  hasGroups: boolean;
  groupsOk: boolean;
  stepsExact: boolean;
  stepsNear: boolean;
  stepsNearAsLabelled: boolean;
  titleOk: boolean;
  titleAsLabelled: boolean;
  yieldStated: boolean;
  yieldOk: boolean;
  timeStated: boolean;
  timeOk: boolean;
  imageStated: boolean;
  imageOk: boolean;
  /** What --failures prints for a page below the marks of groups, steps ±1 or title. */
  misses: string[];
}

const FRACTIONS: Record<string, string> = {
  '½': '1/2',
  '⅓': '1/3',
  '⅔': '2/3',
  '¼': '1/4',
  '¾': '3/4',
  '⅕': '1/5',
  '⅖': '2/5',
  '⅗': '3/5',
  '⅘': '4/5',
  '⅙': '1/6',
  '⅚': '5/6',
  '⅛': '1/8',
  '⅜': '3/8',
  '⅝': '5/8',
  '⅞': '7/8',
};

export function foldLine(text: string): string {
  return text
    .replace(/(\d)?\s*([½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞])/gu, (_, whole: string | undefined, f: string) =>
      whole ? `${whole} ${FRACTIONS[f] ?? f}` : ` ${FRACTIONS[f] ?? f}`,
    )
    .normalize('NFKC')
    .replace(/\u2044/g, '/')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[\s\p{P}\p{S}]+|[\s\p{P}\p{S}]+$/gu, '');
}

/**
 * Unit words of the corpus' languages, each to one key, written here apart from the importer's own tables: a line
 * whose '2 tbsp' became '2 EL', whose '0.5' became '0,5' or whose ', melted' became '(melted)' still carries its
 * amount, unit, name and note.
 */
const UNIT_WORDS: Record<string, string[]> = {
  cup: [
    'cup',
    'cups',
    'c',
    'tasse',
    'tassen',
    'kop',
    'koppen',
    'kopje',
    'kopjes',
    'taza',
    'tazas',
    'tazza',
    'tazze',
    'xícara',
    'xícaras',
    'xicara',
    'xicaras',
    'bögre',
    'hrnek',
    'hrnky',
    'szklanka',
    'szklanki',
  ],
  tbsp: [
    'tbsp',
    'tbs',
    'tbl',
    'tblsp',
    'tablespoon',
    'tablespoons',
    'el',
    'esslöffel',
    'eßlöffel',
    'eetlepel',
    'eetlepels',
    'msk',
    'spsk',
    'ss',
    'cda',
    'cdas',
    'cucharada',
    'cucharadas',
    'evőkanál',
    'ek',
    'lžíce',
    'lžice',
  ],
  tsp: [
    'tsp',
    'tsps',
    'teaspoon',
    'teaspoons',
    'tl',
    'teelöffel',
    'theelepel',
    'theelepels',
    'tsk',
    'ts',
    'cdta',
    'cdtas',
    'cucharadita',
    'cucharaditas',
    'teáskanál',
    'tk',
    'lžička',
    'lžičky',
  ],
  g: ['g', 'gr', 'gram', 'grams', 'gramm', 'gramme', 'grammes', 'gramos', 'grammi', 'gramas'],
  kg: ['kg', 'kilo', 'kilos', 'kilogram', 'kilograms', 'kilogramm'],
  ml: ['ml', 'milliliter', 'milliliters', 'millilitre', 'millilitres'],
  cl: ['cl', 'centiliter', 'centilitre'],
  dl: ['dl', 'deciliter', 'decilitre'],
  l: ['l', 'liter', 'liters', 'litre', 'litres', 'litro', 'litros'],
  pinch: ['pinch', 'pinches', 'prise', 'prisen', 'snufje', 'nypa', 'pizzico', 'pizca', 'pitada'],
  piece: ['piece', 'pieces', 'stück', 'stk', 'st', 'stuk', 'stuks', 'db'],
  clove: ['clove', 'cloves', 'zehe', 'zehen'],
  sprig: ['sprig', 'sprigs', 'zweig', 'zweige'],
  slice: ['slice', 'slices', 'scheibe', 'scheiben'],
  can: ['can', 'cans', 'tin', 'tins', 'dose', 'dosen'],
  bunch: ['bunch', 'bunches', 'bund'],
  handful: ['handful', 'handfuls', 'handvoll'],
};
const UNIT_KEY = new Map(Object.entries(UNIT_WORDS).flatMap(([key, words]) => words.map((w) => [w, key] as const)));

const METRIC: Record<string, [number, string]> = { cl: [10, 'ml'], dl: [100, 'ml'], l: [1000, 'ml'], kg: [1000, 'g'] };

/** 1 1/2, 1.5 and 1,5 as one number; 1/2 and 0.5 likewise. */
function numberKey(text: string): string {
  const mixed = /^(\d+) (\d+)\/(\d+)$/.exec(text);
  const fraction = /^(\d+)\/(\d+)$/.exec(text);
  const value = mixed
    ? Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3])
    : fraction
      ? Number(fraction[1]) / Number(fraction[2])
      : Number(text.replace(',', '.'));
  return Number.isFinite(value) ? String(Math.round(value * 1000) / 1000) : text;
}

/**
 * What a line carries, whatever its printing: its numbers, unit keys and words as one sorted list (order,
 * punctuation, decimal marks and the unit's language aside). Splitting or merging lines, or losing or adding a word,
 * changes it.
 */
export function contentKey(text: string): string {
  const folded = foldLine(text).replace(/(\d)\s*[-–—]\s*(\d)/g, '$1 $2');
  const tokens = folded.match(/\d+ \d+\/\d+|\d+\/\d+|\d+[.,]\d+|\d+|\p{L}+/gu) ?? [];
  const keys = tokens.map((t) => (/^\d/.test(t) ? numberKey(t) : (UNIT_KEY.get(t) ?? t)));
  // '2,5 dl' and '250 ml', '1 l' and '1000 ml', '1 kg' and '1000 g' state one amount.
  for (let i = 0; i + 1 < keys.length; i += 1) {
    const factor = METRIC[keys[i + 1] ?? ''];
    const value = Number(keys[i]);
    if (factor && Number.isFinite(value)) {
      keys[i] = String(Math.round(value * factor[0] * 1000) / 1000);
      keys[i + 1] = factor[1];
    }
  }
  return keys.sort().join(' ');
}

const primaryLanguage = (tag: string | null | undefined) => (tag ? (tag.split(/[-_]/)[0] ?? tag).toLowerCase() : 'unknown');

const firstNumber = (text: string | null | undefined) => {
  const match = /\d+/.exec(text ?? '');
  return match ? Number(match[0]) : null;
};

function imageKey(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return `${parsed.hostname.replace(/^www\./, '')}${decodeURIComponent(parsed.pathname)}`;
  } catch {
    return null;
  }
}

const words = (text: string) =>
  new Set(
    foldLine(text)
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean),
  );

/**
 * Lines kept one to one, whatever the German parser made of amount and unit ('1 cup' reads '1 Tasse'): each line
 * pairs with one extracted ingredient whose name's words all stand in the line, each ingredient with one line.
 */
function pairOneToOne(lines: string[], names: string[]): number {
  const nameWords = names.map(words);
  const used = new Set<number>();
  let paired = 0;
  for (const line of lines) {
    const lineWords = words(line);
    const at = nameWords.findIndex((w, i) => !used.has(i) && w.size > 0 && [...w].every((word) => lineWords.has(word)));
    if (at >= 0) {
      used.add(at);
      paired += 1;
    }
  }
  return paired;
}

/** A step's number on a line of its own: „Step 1“, „Etape 2“, „2.“ (folded: lower case, no end punctuation). */
const STEP_NUMBER_ONLY = /^(?:\p{L}{2,10}\s*)?\d{1,2}$/u;

/** Typographic quotes, apostrophes and dashes as typed ones. */
const plainPunctuation = (text: string) =>
  text
    .replace(/[‘’‚‛′]/gu, "'")
    .replace(/[“”„‟″«»]/gu, '"')
    .replace(/[‐‑‒–—―]/gu, '-');

/** The label's title is ours, or ours with the site's name after it (`… - Culy`, `… | Street Kitchen`). */
function sameTitle(ours: string, labelled: string, host: string): boolean {
  const a = foldLine(plainPunctuation(ours));
  const b = foldLine(plainPunctuation(labelled));
  if (a === b) return true;
  if (!a || !b.startsWith(a)) return false;
  const rest = b.slice(a.length);
  const site =
    host
      .replace(/^www\./u, '')
      .split('.')[0]
      ?.replace(/[^\p{L}\p{N}]/gu, '') ?? '';
  const squeezed = rest.replace(/[^\p{L}\p{N}]/gu, '');
  return /^\s*[-|:–]\s/u.test(rest) && site.length >= 3 && squeezed.includes(site);
}

function scoreCorpusPage(html: string, label: TCorpusLabel): TCorpusScore {
  const result = extractHtmlRecipe(html, `https://${label.host}/`);
  // The web app asks for a draft: a page that shows no steps anywhere opens as a draft without steps that says so
  // (issue 40), so it is no failed page; where the page does have steps, the step columns count the loss.
  const draft = result.draft ?? result.steplessDraft?.draft ?? null;
  const ingredients = draft?.ingredients ?? [];
  const expected = (label.ingredients ?? []).map(foldLine).filter(Boolean);
  const printed = ingredients.map((i) => foldLine(ingredientLine(i)));
  const used = new Set<number>();
  let whole = 0;
  for (const line of expected) {
    const at = printed.findIndex((p, i) => !used.has(i) && p === line);
    if (at >= 0) {
      used.add(at);
      whole += 1;
    }
  }
  const expectedContent = (label.ingredients ?? []).filter((l) => foldLine(l)).map(contentKey);
  const printedContent = ingredients.map((i) => contentKey(ingredientLine(i)));
  const usedContent = new Set<number>();
  let content = 0;
  for (const line of expectedContent) {
    const at = printedContent.findIndex((p, i) => !usedContent.has(i) && p === line);
    if (at >= 0) {
      usedContent.add(at);
      content += 1;
    }
  }
  const oneToOne = pairOneToOne(
    expected,
    ingredients.map((i) => i.name),
  );
  const groups = (label.ingredient_groups ?? []).filter((g) => g.ingredients.length > 0);
  const hasGroups = groups.length > 1;
  const found: (string | null)[] = [];
  for (const i of ingredients) {
    const title = i.group ?? null;
    if (found.length === 0 || found.at(-1) !== title) found.push(title);
  }
  const groupsOk =
    hasGroups &&
    found.length === groups.length &&
    groups.every((g, i) => !g.purpose || foldLine(g.purpose) === foldLine(found[i] ?? ''));
  // The labels write a section's title as a line of its own among the steps: a titled step group counts so too.
  const instructions = draft?.instructions ?? [];
  const titles = instructions.filter((step, i) => step.group && step.group !== instructions[i - 1]?.group).length;
  const steps = instructions.length + titles;
  const labelled = (label.instructions_list ?? []).filter((s) => s.trim());
  const expectedSteps = labelled.length;
  const stepLines = new Set(labelled.map(foldLine).filter((line) => line && !STEP_NUMBER_ONLY.test(line))).size;
  const stepsWithin = (range: number) =>
    draft !== null && [steps, instructions.length].some((count) => Math.abs(count - stepLines) <= range);
  const servings = firstNumber(label.yields);
  const image = imageKey(label.image);
  const stepsNearAsLabelled = draft !== null && Math.abs(steps - expectedSteps) <= 1;
  const stepsNear = stepsWithin(1);
  const titleAsLabelled = draft !== null && foldLine(draft.title) === foldLine(label.title ?? '');
  const titleOk = draft !== null && sameTitle(draft.title, label.title ?? '', label.host);
  const misses: string[] = [];
  if (hasGroups && !groupsOk)
    misses.push(
      `groups: expected ${JSON.stringify(groups.map((g) => g.purpose))}, found ${JSON.stringify(found)} [${result.method ?? 'none'}]`,
    );
  if (!stepsNear) misses.push(`steps: expected ${stepLines}, found ${steps} [${result.method ?? 'none'}]`);
  else if (!stepsNearAsLabelled)
    misses.push(
      `(steps near by the other reading: ${stepLines} step lines, ${instructions.length} steps + ${titles} group titles)`,
    );
  if (!titleOk) misses.push(`title: expected ${JSON.stringify(label.title)}, found ${JSON.stringify(draft?.title ?? null)}`);
  else if (!titleAsLabelled) misses.push(`(title: ${JSON.stringify(label.title)} names ${JSON.stringify(draft?.title)})`);
  return {
    language: primaryLanguage(label.language),
    failed: draft === null,
    lines: expected.length,
    whole,
    content,
    oneToOne,
    extracted: ingredients.length,
    extra: Math.max(0, ingredients.length - expected.length),
    hasGroups,
    groupsOk,
    stepsExact: stepsWithin(0),
    stepsNear,
    stepsNearAsLabelled,
    titleOk,
    titleAsLabelled,
    yieldStated: servings !== null,
    yieldOk: servings !== null && result.statedServings === servings,
    timeStated: typeof label.total_time === 'number' && label.total_time > 0,
    timeOk: draft !== null && typeof label.total_time === 'number' && label.total_time > 0 && draft.duration === label.total_time,
    imageStated: image !== null,
    imageOk: image !== null && imageKey(result.imageUrl) === image,
    misses,
  };
}

const pct = (n: number, d: number) => (d === 0 ? '–' : `${((n / d) * 100).toFixed(1)}%`);

const COLUMNS = [
  'pages',
  'failed',
  'lines',
  'whole',
  'content',
  '1:1',
  'extra',
  'groups',
  'steps=',
  'steps±1',
  'title',
  'yield',
  'time',
  'image',
];

function row(name: string, scores: TCorpusScore[]): string {
  const count = (pick: (s: TCorpusScore) => boolean) => scores.filter(pick).length;
  const sum = (pick: (s: TCorpusScore) => number) => scores.reduce((n, s) => n + pick(s), 0);
  const lines = sum((s) => s.lines);
  const cells = [
    String(scores.length),
    String(count((s) => s.failed)),
    String(lines),
    pct(
      sum((s) => s.whole),
      lines,
    ),
    pct(
      sum((s) => s.content),
      lines,
    ),
    pct(
      sum((s) => s.oneToOne),
      lines,
    ),
    pct(
      sum((s) => s.extra),
      lines,
    ),
    `${pct(
      count((s) => s.groupsOk),
      count((s) => s.hasGroups),
    )} (${count((s) => s.hasGroups)})`,
    pct(
      count((s) => s.stepsExact),
      scores.length,
    ),
    pct(
      count((s) => s.stepsNear),
      scores.length,
    ),
    pct(
      count((s) => s.titleOk),
      scores.length,
    ),
    pct(
      count((s) => s.yieldOk),
      count((s) => s.yieldStated),
    ),
    pct(
      count((s) => s.timeOk),
      count((s) => s.timeStated),
    ),
    pct(
      count((s) => s.imageOk),
      count((s) => s.imageStated),
    ),
  ];
  return `${name.padEnd(9)}${cells.map((c, i) => c.padStart(i === 7 ? 12 : 8)).join('')}`;
}

/**
 * Runs the extraction on every page of the corpus and prints one row per language and one overall; with failures,
 * also each page below the marks of groups, steps ±1 or title, with what its label expects and what was found.
 */
export function evalCorpus(dir: string, failures = false): void {
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.html'))
    .sort();
  const scores = files.map((file) => {
    const label = JSON.parse(readFileSync(path.join(dir, file.replace(/\.html$/, '.json')), 'utf8')) as TCorpusLabel;
    return scoreCorpusPage(decodeHtml(readFileSync(path.join(dir, file))), label);
  });
  if (failures) {
    files.forEach((file, i) => {
      const misses = scores[i]?.misses ?? [];
      if (misses.length > 0) console.log(`${file}\n${misses.map((m) => `  ${m}`).join('\n')}`);
    });
    console.log('');
  }
  console.log(`Website import on the corpus ${dir}: ${files.length} saved pages of real recipe sites`);
  console.log('whole: the line as printed; content: its amount, unit, name and note whatever the printing (unit words');
  console.log('of any language to one key, decimal marks, order and punctuation aside); 1:1: one ingredient per line by');
  console.log('its name, whatever amount and unit became;');
  console.log('extra: ingredients beyond the lines; all three of the lines the pages show;');
  console.log("groups: of the pages that have groups (their number); steps: the page's step lines against ours;");
  console.log('yield, time, image: of the pages whose label states them\n');
  console.log(`${'language'.padEnd(9)}${COLUMNS.map((c, i) => c.padStart(i === 7 ? 12 : 8)).join('')}`);
  const byLanguage = new Map<string, TCorpusScore[]>();
  for (const s of scores) byLanguage.set(s.language, [...(byLanguage.get(s.language) ?? []), s]);
  for (const [language, list] of [...byLanguage].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0])))
    console.log(row(language, list));
  console.log(row('overall', scores));
  const letter = (pick: (s: TCorpusScore) => boolean) => pct(scores.filter(pick).length, scores.length);
  console.log(
    `\nTo the letter of the labels (group titles counted as step lines, every label line a step, the title as labelled): steps ±1 ${letter((s) => s.stepsNearAsLabelled)}, title ${letter((s) => s.titleAsLabelled)}`,
  );
}
