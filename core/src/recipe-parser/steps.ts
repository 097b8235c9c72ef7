/**
 * Groups instruction lines into steps:
 * 1. marked lines (numbers, bullets) → one step per marker, unmarked lines continue the step;
 * 2. otherwise two or more paragraphs → one step per paragraph;
 * 3. otherwise one block → one step per sentence, one-word sentences join the previous one.
 * Sentences that are not instructions (chatter, tips without an action) are dropped.
 */
import { hasCookingVerb, isChatter, wordList } from './lexicon';
import type { TStepLine } from './sections';
import { parseTemperature } from './time';

export const ABBREVIATIONS = new Set(
  wordList(
    'ca z b bzw evtl ggf ggfs mind max pck pkg msp geh gestr stk st nr usw etc inkl pkt gr el tl vgl u a o bd pers port essl teel bspw sog tk dr ds',
  ),
);
const TIME_ABBREVIATIONS = new Set(['min', 'std', 'sek']);

/** Splits on sentence ends, keeping abbreviations like 'ca.', 'z. B.', 'EL.' and '3 Min. backen' intact. */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (const m of text.matchAll(/[.!?]+(?=\s+["„(]?[\p{Lu}\d])/gu)) {
    const end = m.index + m[0].length;
    const before = text.slice(start, m.index);
    const lastWord = (/([\p{L}]+)$/u.exec(before)?.[1] ?? '').toLowerCase();
    const endsWithWord = /[\p{L}]$/u.test(before);
    if (m[0] === '.' && endsWithWord) {
      const next = text.slice(end).trimStart();
      if (TIME_ABBREVIATIONS.has(lastWord) && !/^\p{Lu}/u.test(next)) continue;
      if (ABBREVIATIONS.has(lastWord)) continue;
    }
    out.push(text.slice(start, end).trim());
    start = end;
  }
  out.push(text.slice(start).trim());
  return out.filter((s) => /\p{L}/u.test(s));
}

export function isInstruction(sentence: string): boolean {
  if (isChatter(sentence)) return false;
  return hasCookingVerb(sentence) || parseTemperature(sentence) !== undefined;
}

const words = (s: string): number => s.split(/\s+/).filter(Boolean).length;

function tidy(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/^[\s,.;:–—-]+/u, '')
    .trim();
}

/** Keeps a step's instruction sentences and neutral ones, drops chatter; empty when nothing is instructive. */
function keepInstructive(text: string): string {
  const sentences = splitSentences(tidy(text)).filter((s) => !isChatter(s));
  if (!sentences.some(isInstruction)) return '';
  return sentences.join(' ');
}

function renumberBareNumbers(lines: TStepLine[]): TStepLine[] {
  const bare = lines.filter((l) => l.marker === 'none' && /^\d{1,2}\s+\S/u.test(l.text));
  const numbers = bare.map((l) => Number(/^\d+/.exec(l.text)?.[0]));
  const sequential = numbers.length >= 2 && numbers.every((n, i) => n === i + 1);
  if (!sequential) return lines;
  return lines.map((l) => (bare.includes(l) ? { ...l, marker: 'number', text: l.text.replace(/^\d{1,2}\s+/u, '') } : l));
}

function byMarkers(lines: TStepLine[]): string[] {
  const groups: Array<{ texts: string[]; paragraph: number }> = [];
  for (const line of lines) {
    const current = groups[groups.length - 1];
    if (line.marker === 'none' && current && current.paragraph === line.paragraph) {
      current.texts.push(line.text);
      current.paragraph = line.paragraph;
    } else {
      groups.push({ texts: [line.text], paragraph: line.paragraph });
    }
  }
  return groups.map((g) => keepInstructive(g.texts.join(' '))).filter((s) => s !== '');
}

/** 'braten, dann herausnehmen', 'abgießen; danach' and 'kneten und dann gehen lassen' are two steps. */
const THEN = /(?:,|;)\s+(?=(?:dann|danach|anschließend|zum schluss|zuletzt)\s)|;\s+|\s+(?=und (?:dann|danach|anschließend)\s)/giu;
/** A comma clause that starts a subordinate clause ('…, bis er Blasen wirft') belongs to the clause before. */
const SUBORDINATE = /^(?:bis|sobald|damit|wenn|bevor|während|dabei|sodass|so dass|ohne|um|weil|falls|da|wie|die|der|das)\s/iu;

function splitThen(sentence: string): string[] {
  return sentence
    .split(THEN)
    .map((part) => part.trim().replace(/^und\s+/iu, ''))
    .filter((part) => /\p{L}/u.test(part));
}

/** A clause cut out of a sentence reads as a step of its own: 'dann auf das Brot geben' → 'Dann auf das Brot geben.' */
function asSentence(clause: string): string {
  const s = clause.trim();
  return `${s.charAt(0).toUpperCase()}${s.slice(1)}${/[.!?]$/u.test(s) ? '' : '.'}`;
}

/** A method written as one sentence ('Brot rösten, mit Knoblauch einreiben, Tomaten würfeln …'): one step per action clause. */
function splitActionClauses(sentence: string): string[] {
  const clauses = sentence.split(/,\s+/u);
  const steps: string[] = [];
  let current = '';
  for (const clause of clauses) {
    const joined = current === '' ? clause : `${current}, ${clause}`;
    const endsWithVerb = hasCookingVerb(/(\p{L}+)[.!]?$/u.exec(clause)?.[1] ?? '', true);
    if (SUBORDINATE.test(clause) && steps.length > 0 && current === '') {
      steps[steps.length - 1] = `${steps[steps.length - 1] ?? ''}, ${clause}`;
    } else if (endsWithVerb && words(joined) >= 2) {
      steps.push(joined);
      current = '';
    } else {
      current = joined;
    }
  }
  if (current !== '') steps.push(current);
  return steps;
}

function byParagraphsOrSentences(lines: TStepLine[]): string[] {
  const paragraphs = new Map<number, string[]>();
  for (const line of lines) paragraphs.set(line.paragraph, [...(paragraphs.get(line.paragraph) ?? []), line.text]);
  const kept = [...paragraphs.values()]
    .map((texts) => splitSentences(tidy(texts.join(' '))).filter(isInstruction))
    .filter((sentences) => sentences.length > 0);
  if (kept.length >= 2) return kept.map((sentences) => sentences.join(' '));
  const only = kept[0] ?? [];
  // A method written as one sentence holds its steps in clauses; longer texts keep one step per sentence.
  const clauses = only.length === 1 ? splitThen(only[0] ?? '').flatMap(splitActionClauses) : [];
  const sentences = clauses.length > 1 ? clauses.map(asSentence) : only;
  const steps: string[] = [];
  for (const s of sentences) {
    const prev = steps.length - 1;
    if (words(s) <= 1 && prev >= 0) steps[prev] = `${steps[prev] ?? ''} ${s}`;
    else steps.push(s);
  }
  return steps;
}

export function buildSteps(stepLines: TStepLine[]): string[] {
  const lines = renumberBareNumbers(stepLines.filter((l) => l.text.trim() !== '' || l.marker !== 'none'));
  const marked = lines.filter((l) => l.marker !== 'none').length;
  return marked >= 2 ? byMarkers(lines) : byParagraphsOrSentences(lines);
}
