/**
 * Speed of the built-in recipe-text parser: the labelled corpora (median and slowest text) and 50–100 KB hostile
 * one-line texts that make the inline-list search try many starts (amounts after words, colons, emojis, hashtags,
 * dashes). Members' captions, PDF text layers and web pages reach the parser, so every shape must stay linear.
 * Run: npm run bench:parser
 */
import { parseRecipeText } from '@kochclip/core/recipe-parser';
import { parserCases } from '../tests/fixtures/parser/index';
import { heldoutCases } from '../tests/fixtures/parser/heldout/index';
import { blind29Cases } from '../tests/fixtures/parser/blind-29/index';

const SIZE = 80_000;
const fill = (unit: string): string => unit.repeat(Math.ceil(SIZE / unit.length)).slice(0, SIZE);

const HOSTILE: Record<string, string> = {
  'amounts after words': fill('a 1 '),
  'comma run, no sentence end': `Titel ${fill('Wort 1 Mehl, ')}`,
  'colons and amounts': fill('Titel: 2 Eier: '),
  'lists between sentences': fill('Soße! 200 g Mehl, 2 Eier, Salz. '),
  'flags before amounts': fill('Titel 🇮🇹 200 g Mehl, '),
  'hashtags before capitals': fill('Wort #tag Mehl '),
  'spaced dashes': fill('Mehl - '),
  'numbers counting up': fill('1. A 2. B '),
};

function timeMs(text: string): number {
  const start = performance.now();
  parseRecipeText(text);
  return performance.now() - start;
}

const corpus = [...parserCases, ...heldoutCases, ...blind29Cases];
for (const c of corpus) timeMs(c.text);
const times = corpus.map((c) => ({ id: c.id, ms: timeMs(c.text) })).sort((a, b) => a.ms - b.ms);
const median = times[Math.floor(times.length / 2)];
const slowest = times[times.length - 1];
console.log(
  `corpus: ${times.length} texts, median ${median?.ms.toFixed(2)} ms, slowest ${slowest?.ms.toFixed(1)} ms (${slowest?.id})`,
);
console.log(`\nhostile one-line texts of ${SIZE / 1000} KB:`);
for (const [name, text] of Object.entries(HOSTILE)) {
  console.log(`  ${name.padEnd(28)} ${timeMs(text).toFixed(0).padStart(6)} ms`);
}
