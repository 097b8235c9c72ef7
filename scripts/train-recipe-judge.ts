/**
 * Trains the recipe judge (core/src/recipe-parser/judge.ts): logistic regression, „no recipe“ against „recipe“, on the
 * captions the parser may be tuned on — the tuning corpus (tests/fixtures/parser, parserCases) and the blind sets of
 * issue 40 that have been read (blind-40 to blind-40v). Never on blind-40w (unseen), held-out #11 or blind #29 (kept
 * out as sets the judge has not seen).
 *
 * The threshold is chosen by cross-validation, one fold per fixture file or blind set (a new set brings new kinds of
 * text): the lowest odds above every real recipe's out-of-fold odds, so that no recipe of the training data is lost.
 *
 * Run: npm run train:judge [-- --check]   (--check: print the figures, write nothing)
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { judgeFeatures, noRecipeOdds, parseRecipeText, type TJudgeWeights } from '@kochclip/core/recipe-parser';
import type { TParserCase } from './parser-eval/score';

const FIXTURES = new URL('../tests/fixtures/parser/', import.meta.url);
const OUT = new URL('../core/src/recipe-parser/judge-weights.ts', import.meta.url);
/** The blind sets read so far; 'w' is not among them and must not be. */
const SEEN_BLIND = ['', ...'bcdefghijklmnopqrstuv'];

/** A feature must occur in this many training texts to be learned. */
const MIN_DOCS = 3;
const L2_DEFAULT = 0.005;
const STEPS_DEFAULT = 400;
const RATE = 0.5;
/** Weights smaller than this are dropped from the committed file. */
const PRUNE = 0.05;
/** Above the highest out-of-fold odds of a real recipe. */
const MARGIN = 0.02;

interface TExample {
  id: string;
  group: string;
  noRecipe: boolean;
  rulesAccept: boolean;
  features: string[];
}

const { values: args } = parseArgs({
  options: { check: { type: 'boolean', default: false }, l2: { type: 'string' }, steps: { type: 'string' } },
});

async function loadExamples(): Promise<TExample[]> {
  const groups: Array<[string, TParserCase[]]> = [];
  const files = readdirSync(FIXTURES).filter((f) => f.endsWith('.ts') && f !== 'helpers.ts' && f !== 'index.ts');
  for (const file of files.sort()) {
    const mod = (await import(new URL(file, FIXTURES).href)) as Record<string, unknown>;
    const cases = Object.values(mod).filter(Array.isArray).flat() as TParserCase[];
    groups.push([file.replace(/\.ts$/u, ''), cases]);
  }
  const tuning: { parserCases: TParserCase[] } = await import(new URL('index.ts', FIXTURES).href);
  const inTuning = new Set(tuning.parserCases.map((c) => c.id));
  for (const [, cases] of groups) if (cases.some((c) => !inTuning.has(c.id))) throw new Error('a fixture file outside parserCases');
  for (const suffix of SEEN_BLIND) {
    const set = (await import(new URL(`blind-40${suffix}/index.ts`, FIXTURES).href)) as Record<string, unknown>;
    groups.push([`blind-40${suffix}`, set[`blind40${suffix}Cases`] as TParserCase[]]);
  }
  return groups.flatMap(([group, cases]) =>
    cases.map((c) => ({
      id: c.id,
      group,
      noRecipe: c.expected === null,
      rulesAccept: parseRecipeText(c.text, { judge: false }) !== null,
      features: judgeFeatures(c.text),
    })),
  );
}

const L2 = Number(args.l2 ?? L2_DEFAULT);
const STEPS = Number(args.steps ?? STEPS_DEFAULT);

/** Full-batch gradient descent on the L2-regularised log loss: deterministic, no dependency. */
function train(examples: TExample[]): Omit<TJudgeWeights, 'threshold'> {
  const docs = new Map<string, number>();
  for (const e of examples) for (const f of e.features) docs.set(f, (docs.get(f) ?? 0) + 1);
  const names = [...docs].filter(([, n]) => n >= MIN_DOCS).map(([f]) => f).sort();
  const index = new Map(names.map((f, i) => [f, i]));
  const rows = examples.map((e) => e.features.flatMap((f) => (index.has(f) ? [index.get(f) as number] : [])));
  const w = new Float64Array(names.length);
  let bias = 0;
  const n = examples.length;
  for (let step = 0; step < STEPS; step++) {
    const grad = new Float64Array(names.length);
    let gradBias = 0;
    for (const [k, row] of rows.entries()) {
      let z = bias;
      for (const j of row) z += w[j] ?? 0;
      const err = 1 / (1 + Math.exp(-z)) - ((examples[k] as TExample).noRecipe ? 1 : 0);
      gradBias += err;
      for (const j of row) grad[j] = (grad[j] ?? 0) + err;
    }
    bias -= (RATE * gradBias) / n;
    for (let j = 0; j < w.length; j++) w[j] = (w[j] ?? 0) - RATE * ((grad[j] ?? 0) / n + L2 * (w[j] ?? 0));
  }
  const weights: Record<string, number> = {};
  for (const [j, f] of names.entries()) {
    const v = w[j] ?? 0;
    if (Math.abs(v) >= PRUNE) weights[f] = Math.round(v * 1000) / 1000;
  }
  return { bias: Math.round(bias * 1000) / 1000, weights };
}

const pct = (a: number, b: number): string => (b === 0 ? '–' : `${((100 * a) / b).toFixed(1)} %`);

async function main(): Promise<void> {
  const examples = await loadExamples();
  const groups = [...new Set(examples.map((e) => e.group))];
  // Out-of-fold odds: each group judged by a model trained on all the others.
  const oof = new Map<TExample, number>();
  for (const g of groups) {
    const model = train(examples.filter((e) => e.group !== g));
    for (const e of examples.filter((x) => x.group === g)) oof.set(e, noRecipeOdds(e.features, model));
  }
  const odds = (e: TExample): number => oof.get(e) ?? 0;
  const recipes = examples.filter((e) => !e.noRecipe);
  const others = examples.filter((e) => e.noRecipe);
  const highestRecipe = Math.max(...recipes.map(odds));
  const threshold = Math.min(0.99, Math.round((highestRecipe + MARGIN) * 1000) / 1000);
  const caught = (list: TExample[], t: number): number => list.filter((e) => odds(e) >= t).length;

  console.log(`examples ${examples.length} (${recipes.length} recipes, ${others.length} non-recipes) in ${groups.length} folds`);
  const worst = [...recipes].sort((a, b) => odds(b) - odds(a)).slice(0, 5);
  console.log(`L2 ${L2}, ${STEPS} steps; recipes judged least like one: ${worst.map((e) => `${e.id} ${odds(e).toFixed(3)}`).join(', ')}`);
  console.log(`highest out-of-fold odds of a real recipe ${highestRecipe.toFixed(3)} → threshold ${threshold}`);
  console.log(`cross-validation, the judge alone at the threshold: recipes lost ${caught(recipes, threshold)}/${recipes.length}, non-recipes refused ${caught(others, threshold)}/${others.length} (${pct(caught(others, threshold), others.length)})`);
  const blindOthers = others.filter((e) => e.group.startsWith('blind-40'));
  console.log(`  of the blind sets' non-recipes: ${caught(blindOthers, threshold)}/${blindOthers.length} (${pct(caught(blindOthers, threshold), blindOthers.length)})`);
  // A stricter reading: each blind set judged with a threshold chosen on the other folds' recipes only.
  let lost = 0;
  let refused = 0;
  for (const g of groups.filter((x) => x.startsWith('blind-40'))) {
    const t = Math.round((Math.max(...recipes.filter((e) => e.group !== g).map(odds)) + MARGIN) * 1000) / 1000;
    const inSet = examples.filter((e) => e.group === g);
    lost += caught(inSet.filter((e) => !e.noRecipe), t);
    refused += caught(inSet.filter((e) => e.noRecipe), t);
    console.log(`  ${g.padEnd(11)} threshold ${t.toFixed(3)}  recipes lost ${caught(inSet.filter((e) => !e.noRecipe), t)}  non-recipes refused ${caught(inSet.filter((e) => e.noRecipe), t)}/${inSet.filter((e) => e.noRecipe).length}`);
  }
  console.log(`blind sets, threshold per set from the other folds: recipes lost ${lost}, non-recipes refused ${refused}/${blindOthers.length} (${pct(refused, blindOthers.length)})`);
  const accepted = examples.filter((e) => e.rulesAccept);
  console.log(`texts the rules read as recipes: ${accepted.length} (${accepted.filter((e) => e.noRecipe).length} of them non-recipes); the veto would refuse ${caught(accepted, threshold)} of them out of fold`);

  const model = train(examples);
  const file: TJudgeWeights = { ...model, threshold };
  const features = Object.keys(model.weights).length;
  const body = `/** Generated by scripts/train-recipe-judge.ts (npm run train:judge); do not edit. ${features} features. */\nimport type { TJudgeWeights } from './judge';\n\nexport const JUDGE_WEIGHTS: TJudgeWeights = ${JSON.stringify(file)};\n`;
  console.log(`model: ${features} features, ${body.length} bytes`);
  if (!args.check) writeFileSync(OUT, body);
}

await main();
