/** Durations ('1 Std. 30 Min.', '5-7 Min.', '1,5 h') and oven temperatures ('Umluft 160°'). */

const NUMBER = String.raw`\d+(?:[.,]\d+)?`;
const UNIT_MINUTES: Array<[RegExp, number]> = [
  // (Swiss 'Stund', Swabian 'Stunda', 'Minuta', Bavarian 'Stundn', 'Minutn'.)
  [/^(?:stund(?:en?|a|n)?|std)$/i, 60],
  [/^h$/i, 60],
  [/^(?:minut(?:en?|a|n)|min)$/i, 1],
  [/^(?:sekunden?|sek)$/i, 1 / 60],
];

const DURATION = new RegExp(
  String.raw`(?<!\d[:.])\b(${NUMBER})(?:\s*(?:-|–|—|bis)\s*(${NUMBER}))?\s*(stund(?:en?|a|n)?|std|minut(?:en?|a|n)|min|sekunden?|sek|h)(?![\p{L}])\.?`,
  'giu',
);

const WORD_DURATIONS: Array<[RegExp, number]> = [
  [/\b(?:eine|einer)\s+halben?\s+stunde\b/giu, 30],
  [/\b(?:eine|einer)\s+viertelstunde\b/giu, 15],
  [/\b(?:eineinhalb|anderthalb)\s+stunden\b/giu, 90],
  [/\b(?:eine|einer)\s+stunde\b/giu, 60],
  [/\b(?:eine|einer)\s+minute\b/giu, 1],
  [/\bzwei\s+stunden\b/giu, 120],
  [/\bzwei\s+minuten\b/giu, 2],
];

function toNumber(s: string): number {
  return Number(s.replace(',', '.'));
}

/**
 * Total minutes mentioned in the text: all mentions are summed ('1 Std. 30 Min.' → 90),
 * ranges count with their mean ('5-7 Min.' → 6). Rounded to whole minutes, at least 1 when a time is
 * mentioned. Returns undefined when the text mentions no time.
 */
export function parseDuration(text: string): number | undefined {
  let total = 0;
  let found = false;
  let rest = text;
  for (const [re, minutes] of WORD_DURATIONS) {
    rest = rest.replace(re, () => {
      total += minutes;
      found = true;
      return ' ';
    });
  }
  for (const m of rest.matchAll(DURATION)) {
    const [, from, to, unit] = m;
    if (from === undefined || unit === undefined) continue;
    const factor = UNIT_MINUTES.find(([re]) => re.test(unit))?.[1];
    if (factor === undefined) continue;
    const value = to === undefined ? toNumber(from) : (toNumber(from) + toNumber(to)) / 2;
    total += value * factor;
    found = true;
  }
  if (!found) return undefined;
  return Math.max(1, Math.round(total));
}

const MODES: Array<[RegExp, string]> = [
  [/^(?:umluft|heißluft|heissluft)/i, 'Umluft'],
  [/^(?:ober-?\s*(?:\/|und)\s*unterhitze|o\s*\/\s*u\b)/i, 'Ober-/Unterhitze'],
];

function readMode(text: string): string | undefined {
  return MODES.find(([re]) => re.test(text))?.[1];
}

const TEMPERATURE = /(\d{2,3})\s*(?:°\s*C\b|°|'\s*C\b|Grad(?:\s+Celsius)?\b|oC\b)/giu;

/** First oven temperature in the text, normalised to '180 °C' plus an optional mode ('160 °C Umluft'). */
export function parseTemperature(text: string): string | undefined {
  for (const m of text.matchAll(TEMPERATURE)) {
    const value = Number(m[1]);
    if (value < 40 || value > 300) continue;
    const start = m.index;
    const after = text.slice(start + m[0].length).replace(/^\s*\(?\s*/, '');
    const before = text.slice(Math.max(0, start - 20), start);
    const modeBefore = /(umluft|heißluft|heissluft|ober-?\s*\/\s*unterhitze)\s*:?\s*$/i.exec(before)?.[1];
    // 'bei 200 °C (Umluft 180 °C)': the parenthesised mode belongs to the second value.
    const ownAfter = /^\s*\(\s*(?:umluft|heißluft)\s*\d/i.test(text.slice(start + m[0].length)) ? undefined : readMode(after);
    const mode = ownAfter ?? (modeBefore ? readMode(modeBefore) : undefined);
    return mode ? `${value} °C ${mode}` : `${value} °C`;
  }
  return undefined;
}
