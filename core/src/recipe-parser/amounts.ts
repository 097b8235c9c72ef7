/** Amount recognition and normalisation ('½' → '1/2', '1½' → '1 1/2', '1,5' → '1.5', '2 - 3' → '2-3'). */

const UNICODE_FRACTIONS: Record<string, string> = {
  '½': '1/2',
  '¼': '1/4',
  '¾': '3/4',
  '⅓': '1/3',
  '⅔': '2/3',
  '⅛': '1/8',
};

const FRACTION_CHARS = '½¼¾⅓⅔⅛';
const NUM = String.raw`\d+(?:[.,]\d+)?`;
const FRAC = String.raw`\d+\s*[/⁄]\s*\d+`;
const UNI = `[${FRACTION_CHARS}]`;
const SINGLE = String.raw`(?:\d+\s*${UNI}|\d+\s+\d+\s*[/⁄]\s*\d+|${FRAC}|${NUM}|${UNI})`;
const RANGE = String.raw`${SINGLE}\s*(?:-|–|—|bis)\s*${SINGLE}`;

/** Source of a regex matching one amount (range first); no anchors, no flags. */
export const AMOUNT_SOURCE = `(?:${RANGE}|${SINGLE})`;

const LEADING_AMOUNT = new RegExp(String.raw`^(?:(?:ca\.?|circa|etwa|ungefähr|~|knapp|gut)\s+)?(${AMOUNT_SOURCE})`, 'iu');

const NUMBER_WORDS: Record<string, string> = {
  ein: '1',
  eine: '1',
  einen: '1',
  einem: '1',
  einer: '1',
  eins: '1',
  zwei: '2',
  drei: '3',
  vier: '4',
  fünf: '5',
  sechs: '6',
  sieben: '7',
  acht: '8',
  neun: '9',
  zehn: '10',
  elf: '11',
  zwölf: '12',
  halbe: '1/2',
  halben: '1/2',
  halber: '1/2',
  halbes: '1/2',
  eineinhalb: '1 1/2',
  anderthalb: '1 1/2',
  // 'Dreiviertel Liter Brühe'
  dreiviertel: '3/4',
};

/** The amount a German number word stands for ('zwei' → '2', 'eine' → '1'), or the word itself when it is none. */
export const numberWordAmount = (word: string): string => NUMBER_WORDS[word.toLowerCase()] ?? word;

const HALF = /^(?:halbe|halben|halber|halbes)$/i;

/** Normalises amount text as written into the canonical text form. */
export function normaliseAmountText(raw: string): string {
  let s = raw.trim().replace(/⁄/g, '/');
  s = s.replace(new RegExp(`(\\d)\\s*(${UNI})`, 'g'), '$1 $2');
  s = s.replace(new RegExp(UNI, 'g'), (c) => UNICODE_FRACTIONS[c] ?? c);
  s = s.replace(/(\d),(\d)/g, '$1.$2');
  s = s.replace(/\s*\/\s*/g, '/');
  s = s.replace(/\s*(?:-|–|—|\bbis\b)\s*/g, '-');
  return s.replace(/\s+/g, ' ').trim();
}

/** Numeric value of a normalised single amount ('1 1/2' → 1.5); null for ranges or text. */
export function amountToNumber(amount: string): number | null {
  const mixed = /^(\d+) (\d+)\/(\d+)$/.exec(amount);
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const frac = /^(\d+)\/(\d+)$/.exec(amount);
  if (frac) return Number(frac[1]) / Number(frac[2]);
  return /^\d+(?:\.\d+)?$/.test(amount) ? Number(amount) : null;
}

function formatNumber(n: number): string {
  return String(Math.round(n * 1000) / 1000);
}

/** Multiplies each end of a normalised amount ('1-2' × 100 → '100-200'); keeps text it cannot read. */
export function scaleAmount(amount: string, factor: number): string {
  return amount
    .split('-')
    .map((part) => {
      const v = amountToNumber(part);
      return v === null ? part : formatNumber(v * factor);
    })
    .join('-');
}

/**
 * OCR reads '1' as 'l'/'I'/'|' and '0' as 'O' inside amounts: 'l00' → '100', '2OO' → '200', 'l/2' → '1/2'.
 * Only applied to the first token of an ingredient line, where a number is expected.
 */
export function fixOcrAmountToken(token: string): string {
  if (/^[lI]$/.test(token)) return '1';
  if (!/^[0-9lIO]+(?:[.,/][0-9lIO]+)?$/.test(token)) return token;
  if (!/\d/.test(token) && !/^[lI][/.,]/.test(token)) return token;
  return token.replace(/[lI]/g, '1').replace(/O/g, '0');
}

export interface TAmountMatch {
  amount: string;
  rest: string;
}

/** Reads a leading amount (digits, fractions, ranges, number words) from ingredient text. */
export function matchLeadingAmount(text: string): TAmountMatch | null {
  const s = text.trimStart();
  const m = LEADING_AMOUNT.exec(s);
  if (m?.[1]) {
    // '2x Knoblauchzehen': a multiplier sign after the number is part of the amount.
    const rest = s.slice(m[0].length).replace(/^\s?[x×](?=\s)/u, '');
    // '15-Minuten-Garnelen' or '3-Zutaten-Pancakes' are words, not amounts.
    if (/^[-–][\p{L}]/u.test(rest) || /^\d/.test(rest)) return null;
    return { amount: normaliseAmountText(m[1]), rest: rest.trimStart() };
  }
  const words = /^(\p{L}+)(?:\s+(\p{L}+))?/u.exec(s);
  const first = words?.[1]?.toLowerCase();
  if (!words || first === undefined) return null;
  const value = NUMBER_WORDS[first];
  if (value === undefined) return null;
  // 'eine halbe Zitrone' → 1/2
  const second = words[2];
  if (second !== undefined && HALF.test(second) && value === '1') {
    return { amount: '1/2', rest: s.slice(words[0].length).trimStart() };
  }
  return { amount: value, rest: s.slice(first.length).trimStart() };
}

/** True when the text starts with a written number (not a number word). */
export function startsWithDigitAmount(text: string): boolean {
  return /^\s*(?:(?:ca\.?|circa|etwa|~)\s*)?[\d½¼¾⅓⅔⅛]/i.test(text) && matchLeadingAmount(text) !== null;
}
