/**
 * Symbols a caption explains once and then uses as units: '(Legende: 🥄 = Esslöffel · ☕ = Tasse)' before '2 ☕ Mehl'.
 * Each explained symbol after an amount is written as its word, so that the readers see '2 Tasse Mehl'.
 */
import { EMOJI_SEQUENCE } from './text';

/** '🥄 = Esslöffel', '☕: Tasse', '🤏 → Prise': a symbol and the word it stands for. */
const EXPLAINED = new RegExp(String.raw`(${EMOJI_SEQUENCE})[ \t]*(?:=|:|→|->)[ \t]*(\p{L}+\.?)`, 'gu');
/** A legend names at least this many symbols, or calls itself one ('Legende', 'Key'). */
const MIN_EXPLAINED = 2;
const LEGEND_WORD = /(?<![\p{L}])(?:legende|erklärung|key|legend)(?![\p{L}])/iu;

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

export function writeLegend(text: string): string {
  const pairs = [...text.matchAll(EXPLAINED)].map((m) => [m[1] ?? '', m[2] ?? ''] as const);
  if (pairs.length < MIN_EXPLAINED && !(pairs.length === 1 && LEGEND_WORD.test(text))) return text;
  return pairs.reduce(
    (out, [symbol, word]) =>
      // (only after an amount: '2 ☕ Mehl'; the legend itself and a symbol in a sentence stay as they are)
      out.replace(new RegExp(String.raw`(?<=(?:^|[\s(])(?:\d+(?:[.,/]\d+)?|[½¼¾⅓⅔]))[ \t]*${escape(symbol)}`, 'gu'), ` ${word}`),
    text,
  );
}
