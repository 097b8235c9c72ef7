/** Recipe-level facts found anywhere in the text: servings and total time. */
import { parseDuration } from './time';

const NUMBER_WORDS: Record<string, number> = {
  eine: 1,
  einer: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  fünf: 5,
  sechs: 6,
  acht: 8,
  zehn: 10,
  zwölf: 12,
};
const COUNT = String.raw`(\d{1,2}|eine[r]?|zwei|drei|vier|fünf|sechs|acht|zehn|zwölf)`;
const PEOPLE = String.raw`(?:personen|portionen|pers\.|port\.|pers\b|port\b)`;
const SERVINGS: RegExp[] = [
  new RegExp(String.raw`\b${COUNT}\s*\]?\s*${PEOPLE}`, 'iu'),
  new RegExp(String.raw`\b(?:portionen|personen)\s*:?\s*(\d{1,2})\b`, 'iu'),
  // 'für 1 Person', 'für eine Portion' ('Nährwerte pro 1 Portion' is no yield).
  /\bf[üu]r\s+(1|eine)\s+(?:person|portion)\b/iu,
  // 'Spiegelei-Toast (1 Portion)': the count in parentheses after a title.
  /\(\s*(1|eine)\s+(?:person|portion)\s*\)/iu,
];

/**
 * 'für 2 Erwachsene + 3 Kinder', 'Für 4 Kinder:', 'für 1 Erwachsenen und 2 Kinder': a family counted by its members, one
 * serving each (an explicit 'Personen' or 'Portionen' elsewhere wins).
 */
const MEMBERS = String.raw`\s+(?:erwachsenen?|kinder|kind)(?![\p{L}])`;
const FAMILY = new RegExp(String.raw`\bf[üu]r\s+${COUNT}${MEMBERS}(?:\s*(?:\+|und|&|,)\s*${COUNT}${MEMBERS})?`, 'iu');

function toCount(s: string): number | undefined {
  const n = /^\d+$/.test(s) ? Number(s) : NUMBER_WORDS[s.toLowerCase()];
  return n !== undefined && n > 0 && n <= 50 ? n : undefined;
}

/** 'Für 4 Personen', 'Zutaten für 2 Portionen', '(2 Pers.)', 'Portionen: 4', 'für 1 Person'; else 'für 2 Erwachsene + 3 Kinder'. */
export function findServings(lines: string[]): number | undefined {
  for (const line of lines) {
    for (const re of SERVINGS) {
      const m = re.exec(line);
      const n = m?.[1] === undefined ? undefined : toCount(m[1]);
      if (n !== undefined) return n;
    }
  }
  for (const line of lines) {
    const m = FAMILY.exec(line);
    const first = m?.[1] === undefined ? undefined : toCount(m[1]);
    const second = m?.[2] === undefined ? 0 : (toCount(m[2]) ?? 0);
    if (first !== undefined) return first + second;
  }
  return undefined;
}

const TOTAL = /\b(?:gesamtzeit|gesamt)\s*:?\s*([^|·\n]+)/iu;
const PART =
  /\b(?:arbeitszeit|vorbereitungszeit|vorbereitung|zubereitungszeit|kochzeit|backzeit|koch-\/backzeit|ruhezeit|garzeit|dauer)\s*:?\s*([^|·\n]+)/giu;

/** Total time: an explicit 'Gesamtzeit', else the sum of labelled times ('Arbeitszeit' + 'Backzeit'). */
export function findTotalDuration(lines: string[]): number | undefined {
  for (const line of lines) {
    const m = TOTAL.exec(line);
    const d = m?.[1] === undefined ? undefined : parseDuration(m[1]);
    if (d !== undefined) return d;
  }
  let sum = 0;
  for (const line of lines) {
    for (const m of line.matchAll(PART)) {
      sum += m[1] === undefined ? 0 : (parseDuration(m[1]) ?? 0);
    }
  }
  return sum > 0 ? sum : undefined;
}
