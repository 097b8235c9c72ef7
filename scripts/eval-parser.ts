/**
 * Evaluates recipe extraction against the labelled corpora and prints one table per set: the tuning corpus
 * (tests/fixtures/parser, by source, and its captions from before and for issue 29), the blind held-out captions of
 * issue 11 (tests/fixtures/parser/heldout), the blind captions of issue 29 (tests/fixtures/parser/blind-29) and of
 * issue 40 (tests/fixtures/parser/blind-40 and its later sets, BLIND40_SUFFIXES below in the order they were written,
 * each written after the changes for the one before; their story captions also on rows of their own).
 *
 * Run: npm run eval:parser [-- --engine builtin|llm] [--set all|tuned|heldout|blind29|blind40<suffix>]
 *        [--details tuned|heldout|blind29|blind40<suffix>|none]   (e.g. --set blind40zy --details blind40zy)
 *  --engine llm  sends the same texts to the OpenAI-compatible engine (OPENAI_BASE_URL / OPENAI_API_KEY); report only.
 *  --details     lists the worst cases of one set; by default only the tuning set, so that blind failures are
 *                not read while tuning (the blind figures are a measurement, not a development aid).
 * Exit code 0 unless the corpus cannot be loaded or the LLM is not configured/reachable.
 */
import { parseArgs } from 'node:util';
import { loadEnv } from '@kochclip/server';
import { parseRecipeText, type TParsedIngredient, type TParsedRecipe } from '@kochclip/core/recipe-parser';
import {
  aggregate,
  caseQuality,
  scoreCase,
  type TAggregate,
  type TCaseScore,
  type TParserCase,
  type TParserSource,
} from './parser-eval/score';
import { llmExtractor } from './eval-parser-llm';

export type TExtractor = (text: string) => Promise<TParsedRecipe | null>;

/** Targets for the blind sets: issue 11 (F1, amount+unit, steps, non-recipes) and issue 29 (no real recipe refused). */
const TARGETS = { f1: 0.95, amountUnitExact: 0.95, stepWithinOne: 0.9, refused: 1, recipesRefused: 0 };

/** Issue 40's caption sets in the order they were written (blind-40, blind-40b, …); a new set is one more entry. */
const BLIND40_SUFFIXES = [
  '',
  ...'bcdefghijklmnopqrstuvwxyz',
  ...'za zb zc zd ze zf zg zh zi zj zk zl zm zn zo zp zq zr zs zt zu zv zw zx zy zz zza zzb zzc zzd zze zzf zzg zzh zzi zzj zzk zzl zzm'.split(' '),
];
type TSetKey = 'tuned' | 'heldout' | 'blind29' | `blind40${string}`;

interface TBlindSet {
  key: Exclude<TSetKey, 'tuned'>;
  label: string;
  cases: TParserCase[];
  /** Cases shown again on a row of their own (the story captions of issue 40). */
  subset?: { label: string; ids: ReadonlySet<string> };
}

const { values: args } = parseArgs({
  options: {
    engine: { type: 'string', default: 'builtin' },
    set: { type: 'string', default: 'all' },
    details: { type: 'string', default: 'tuned' },
  },
});

/** 2nd, 3rd, 4th, … 11th, 12th, 13th, … 21st, 22nd: the label of issue 40's later caption sets. */
const ordinal = (n: number): string => {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  return `${n}${teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')}`;
};

async function loadSets(): Promise<{ tuned: TParserCase[]; tuned29: Set<string>; blind: TBlindSet[] }> {
  const tuned: { parserCases: TParserCase[]; inline29Cases: TParserCase[] } = await import('../tests/fixtures/parser/index');
  const heldout: { heldoutCases: TParserCase[] } = await import('../tests/fixtures/parser/heldout/index');
  const blind29: { blind29Cases: TParserCase[] } = await import('../tests/fixtures/parser/blind-29/index');
  const blind: TBlindSet[] = [
    { key: 'heldout', label: 'held-out #11', cases: heldout.heldoutCases },
    { key: 'blind29', label: 'blind #29', cases: blind29.blind29Cases },
  ];
  // Issue 40's caption sets, in the order they were written, each committed before the parser was run on it.
  for (const [index, suffix] of BLIND40_SUFFIXES.entries()) {
    const key = `blind40${suffix}` as TBlindSet['key'];
    const set = (await import(`../tests/fixtures/parser/blind-40${suffix}/index`)) as Record<string, unknown>;
    const nth = index === 0 ? '' : ` (${ordinal(index + 1)})`;
    blind.push({
      key,
      label: `blind #40${nth}`,
      cases: set[`${key}Cases`] as TParserCase[],
      subset: { label: `#40${nth.replace(/[()]/g, '')} stories`, ids: set[`${key}StoryIds`] as ReadonlySet<string> },
    });
  }
  if (tuned.parserCases.length === 0 || blind.some((b) => !b.cases?.length)) throw new Error('corpus is empty');
  return { tuned: tuned.parserCases, tuned29: new Set(tuned.inline29Cases.map((c) => c.id)), blind };
}

function builtinExtractor(): TExtractor {
  return (text) => Promise.resolve(parseRecipeText(text));
}

const pct = (n: number): string => `${(n * 100).toFixed(1)}%`.padStart(9);
const dash = '–'.padStart(9);
const COLUMNS = ['cases', 'prec', 'recall', 'F1', 'amt+unit', 'steps=', 'steps±1', 'tags', 'serv.', 'rec.lost', 'refused'];

function header(): string {
  return `${'set'.padEnd(16)}${COLUMNS.map((c, i) => (i === 0 ? c.padStart(6) : c.padStart(9))).join('')}`;
}

/** Real recipes answered with no recipe, as a count: the issue's "refused" figure. */
function recipesRefused(a: TAggregate): number {
  return Math.round(a.falseNull * a.recipeCases);
}

function row(label: string, a: TAggregate): string {
  const recipe = a.recipeCases > 0;
  const cols = [
    recipe ? pct(a.precision) : dash,
    recipe ? pct(a.recall) : dash,
    recipe ? pct(a.f1) : dash,
    recipe ? pct(a.amountUnitExact) : dash,
    recipe ? pct(a.stepAccuracy) : dash,
    recipe ? pct(a.stepWithinOne) : dash,
    recipe ? pct(a.tagAccuracy) : dash,
    recipe ? pct(a.servingsAccuracy) : dash,
    recipe ? `${recipesRefused(a)}/${a.recipeCases}`.padStart(9) : dash,
    a.nullCases > 0 ? pct(a.nullDetection) : dash,
  ];
  return `${label.padEnd(16)}${String(a.cases).padStart(6)}${cols.join('')}`;
}

const fmt = (i: TParsedIngredient): string => `${[i.amount, i.unit].filter(Boolean).join(' ')} | ${i.name}`;

function describe(s: TCaseScore): string[] {
  const out = [`  ${s.id} [${s.source}] quality ${caseQuality(s).toFixed(2)}`];
  if (s.noRecipe) {
    out.push(`    expected no recipe, got one with ${s.extra.length} ingredients / ${s.stepsParsed ?? 0} steps`);
    return out;
  }
  out.push(
    `    ingredients ${s.matched}/${s.expected} matched, ${s.parsed} parsed; steps ${s.stepsParsed ?? 'refused'} (expected ${s.stepsExpected})${s.tagsCorrect === false ? '; tags differ' : ''}`,
  );
  for (const m of s.missing) out.push(`    - missing  ${fmt(m)}`);
  for (const e of s.extra) out.push(`    + extra    ${fmt(e)}`);
  return out;
}

async function score(cases: TParserCase[], extract: TExtractor): Promise<TCaseScore[]> {
  const scores: TCaseScore[] = [];
  // One at a time: a local LLM server serves one request at a time anyway.
  for (const c of cases) scores.push(scoreCase(c, await extract(c.text)));
  return scores;
}

function printWorst(label: string, scores: TCaseScore[]): void {
  const worst = [...scores].sort((a, b) => caseQuality(a) - caseQuality(b)).filter((s) => caseQuality(s) < 1);
  console.log(`\nWorst ${label} cases (${worst.length} below full marks):`);
  for (const s of worst.slice(0, 8)) for (const line of describe(s)) console.log(line);
}

function printTargets(label: string, a: TAggregate): void {
  const checks: Array<[string, string, boolean]> = [
    ['ingredient F1', `${pct(a.f1)}  target ≥ ${pct(TARGETS.f1).trim()}`, a.f1 >= TARGETS.f1],
    [
      'amount+unit exact',
      `${pct(a.amountUnitExact)}  target ≥ ${pct(TARGETS.amountUnitExact).trim()}`,
      a.amountUnitExact >= TARGETS.amountUnitExact,
    ],
    [
      'step count ±1',
      `${pct(a.stepWithinOne)}  target ≥ ${pct(TARGETS.stepWithinOne).trim()}`,
      a.stepWithinOne >= TARGETS.stepWithinOne,
    ],
    [
      'recipes refused',
      `${`${recipesRefused(a)} of ${a.recipeCases}`.padStart(9)}  target ${TARGETS.recipesRefused}`,
      recipesRefused(a) <= TARGETS.recipesRefused,
    ],
    [
      'non-recipes refused',
      `${pct(a.nullDetection)}  target ≥ ${pct(TARGETS.refused).trim()}`,
      a.nullDetection >= TARGETS.refused,
    ],
  ];
  console.log(`\nTargets on ${label} (issues 11, 29 and 40):`);
  for (const [name, figure, met] of checks) console.log(`  ${name.padEnd(20)} ${figure}  ${met ? 'met' : 'MISSED'}`);
}

function chooseExtractor(): TExtractor {
  if (args.engine === 'builtin') return builtinExtractor();
  if (args.engine === 'llm') {
    const llm = llmExtractor(loadEnv());
    if (typeof llm !== 'string') return llm;
    console.error(llm);
  } else {
    console.error(`Unknown engine '${String(args.engine)}': use --engine builtin or --engine llm.`);
  }
  process.exit(2);
}

async function main(): Promise<void> {
  let sets: { tuned: TParserCase[]; tuned29: Set<string>; blind: TBlindSet[] };
  try {
    sets = await loadSets();
  } catch (error) {
    console.error('Could not load the parser corpus:', error);
    process.exit(1);
  }
  const extract = chooseExtractor();

  console.log(`Recipe extraction evaluation, engine: ${String(args.engine)}`);
  console.log('ingredients: precision / recall / F1 (name+amount+unit); amt+unit: of the ingredients found by name;');
  console.log('steps=: exact count, steps±1: within one; rec.lost: real recipes answered with no recipe;');
  console.log('refused: non-recipes answered with no recipe\n');
  console.log(header());
  if (args.set === 'all' || args.set === 'tuned') {
    const tuned = await score(sets.tuned, extract);
    const sources: TParserSource[] = ['caption', 'pdf', 'ocr', 'none'];
    for (const source of sources) {
      const subset = tuned.filter((s) => s.source === source);
      if (subset.length > 0) console.log(row(`tuned ${source}`, aggregate(subset)));
    }
    // The captions added for issue 29 apart, so that the figures of the older corpus stay comparable.
    console.log(row('tuned pre-#29', aggregate(tuned.filter((s) => !sets.tuned29.has(s.id)))));
    console.log(row('tuned #29', aggregate(tuned.filter((s) => sets.tuned29.has(s.id)))));
    console.log(row('tuned overall', aggregate(tuned)));
    if (args.details === 'tuned') printWorst('tuned', tuned);
  }
  for (const blind of sets.blind) {
    if (args.set !== 'all' && args.set !== blind.key) continue;
    const scores = await score(blind.cases, extract);
    const all = aggregate(scores);
    console.log(`\n${header()}\n${row(blind.label, all)}`);
    const subset = blind.subset;
    if (subset) console.log(row(subset.label, aggregate(scores.filter((s) => subset.ids.has(s.id)))));
    printTargets(blind.label, all);
    if (args.details === blind.key) printWorst(blind.label, scores);
  }
}

try {
  await main();
} catch (error) {
  console.error(`Evaluation stopped: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
