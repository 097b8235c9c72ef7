/**
 * Evaluates the built-in recipe-text parser against the labelled corpus and prints a report.
 * Run: npx tsx scripts/eval-parser.ts   (exit code 0 unless the corpus cannot be loaded)
 */
import { parseRecipeText } from '../server/src/services/ai/parser/index';
import {
  aggregate,
  caseQuality,
  scoreCase,
  type TAggregate,
  type TCaseScore,
  type TParserCase,
  type TParserSource,
} from '../server/src/services/ai/parser/score';
import type { TParsedIngredient } from '../server/src/services/ai/parser/types';

async function loadCorpus(): Promise<TParserCase[]> {
  const mod: { parserCases: TParserCase[] } = await import('../tests/fixtures/parser/index');
  if (!Array.isArray(mod.parserCases) || mod.parserCases.length === 0) throw new Error('corpus is empty');
  return mod.parserCases;
}

const pct = (n: number): string => `${(n * 100).toFixed(1)}%`.padStart(7);

function row(label: string, a: TAggregate): string {
  const recipeCols =
    a.recipeCases > 0
      ? `${pct(a.precision)} ${pct(a.recall)} ${pct(a.f1)} ${pct(a.stepAccuracy)} ${pct(a.servingsAccuracy)}`
      : `${'–'.padStart(7)} ${'–'.padStart(7)} ${'–'.padStart(7)} ${'–'.padStart(7)} ${'–'.padStart(7)}`;
  const nullCol = a.nullCases > 0 ? pct(a.nullDetection) : '–'.padStart(7);
  return `${label.padEnd(9)} ${String(a.cases).padStart(5)} ${recipeCols} ${nullCol}`;
}

const fmt = (i: TParsedIngredient): string => `${[i.amount, i.unit].filter(Boolean).join(' ')} | ${i.name}`;

function describe(s: TCaseScore): string[] {
  const out = [`  ${s.id} [${s.source}] quality ${caseQuality(s).toFixed(2)}`];
  if (s.noRecipe) {
    out.push(`    expected null, got a recipe with ${s.extra.length} ingredients / ${s.stepsParsed ?? 0} steps`);
    return out;
  }
  out.push(
    `    ingredients ${s.matched}/${s.expected} matched, ${s.parsed} parsed; steps ${s.stepsParsed ?? 'null'} (expected ${s.stepsExpected})`,
  );
  for (const m of s.missing) out.push(`    - missing  ${fmt(m)}`);
  for (const e of s.extra) out.push(`    + extra    ${fmt(e)}`);
  return out;
}

async function main(): Promise<void> {
  let cases: TParserCase[];
  try {
    cases = await loadCorpus();
  } catch (error) {
    console.error('Could not load the parser corpus:', error);
    process.exit(1);
  }
  const scores = cases.map((c) => scoreCase(c, parseRecipeText(c.text)));
  const sources: TParserSource[] = ['caption', 'pdf', 'ocr', 'none'];

  console.log('Recipe parser evaluation (ingredients: precision / recall / F1; steps: exact count)\n');
  console.log(
    `${'source'.padEnd(9)} ${'cases'.padStart(5)} ${'prec'.padStart(7)} ${'recall'.padStart(7)} ${'F1'.padStart(7)} ${'steps'.padStart(7)} ${'serv.'.padStart(7)} ${'null'.padStart(7)}`,
  );
  for (const source of sources) {
    const subset = scores.filter((s) => s.source === source);
    if (subset.length > 0) console.log(row(source, aggregate(subset)));
  }
  console.log(row('overall', aggregate(scores)));

  const worst = [...scores].sort((a, b) => caseQuality(a) - caseQuality(b)).slice(0, 5);
  console.log('\nWorst 5 cases:');
  for (const s of worst) for (const line of describe(s)) console.log(line);
}

await main();
