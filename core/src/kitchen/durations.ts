import { formatSecondsDE } from '../german-format';

/**
 * Durations in a step's text as German cooks write them ('10 Minuten köcheln', '2–3 Min.', '1 Std. 15 Min.',
 * 'eine halbe Stunde', 'ca. 20 min', '90 Sekunden'), each becoming a tap-to-start timer in cooking mode. Vague
 * spans ('über Nacht', 'einige Minuten', 'ein paar Minuten') are no timer. Pure and browser-safe.
 */

export interface TStepTimer {
  /** The words of the step that say it ('2–3 Min.'), for the timer's label. */
  text: string;
  /** Where they stand in the step's text. */
  start: number;
  end: number;
  /** What the timer runs: a range runs to its lower end, so the cook looks before it is too late. */
  seconds: number;
  /** The upper end of a range; the same as `seconds` otherwise. */
  maxSeconds: number;
}

/** The longest timer a step can start: a week, as a step's own duration may be (10080 minutes). */
export const MAX_TIMER_SECONDS = 7 * 24 * 60 * 60;

const NUMBER_WORDS: Record<string, number> = {
  ein: 1,
  eine: 1,
  einer: 1,
  einen: 1,
  einem: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  fünf: 5,
  sechs: 6,
  sieben: 7,
  acht: 8,
  neun: 9,
  zehn: 10,
  elf: 11,
  zwölf: 12,
  fünfzehn: 15,
  zwanzig: 20,
  dreißig: 30,
  vierzig: 40,
  fünfundvierzig: 45,
  fünfzig: 50,
  sechzig: 60,
  neunzig: 90,
  anderthalb: 1.5,
  eineinhalb: 1.5,
  zweieinhalb: 2.5,
  dreieinhalb: 3.5,
};

const FRACTIONS: Record<string, number> = { '½': 0.5, '¼': 0.25, '¾': 0.75, '⅓': 1 / 3, '⅔': 2 / 3 };

const WORD_ALTERNATIVES = Object.keys(NUMBER_WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|');
const FRACTION_CHARS = Object.keys(FRACTIONS).join('');
const NUMBER = String.raw`(?:\d+(?:[.,]\d+)?(?:\s?[${FRACTION_CHARS}])?|[${FRACTION_CHARS}]|${WORD_ALTERNATIVES})`;

/** Seconds per unit; forms longest first, a letter may not follow ('Min' is not the start of 'Minze'). */
const UNITS: Array<{ pattern: string; seconds: number }> = [
  { pattern: String.raw`stunden|stunde|std\.?|h`, seconds: 3600 },
  { pattern: String.raw`minuten|minute|min\.?`, seconds: 60 },
  { pattern: String.raw`sekunden|sekunde|sek\.?`, seconds: 1 },
];
const UNIT = `(?:${UNITS.map((unit) => unit.pattern).join('|')})(?![\\p{L}])`;
const RANGE = String.raw`\s*(?:-|–|—|bis)\s*`;

/** '2–3 Min.', '1 Std. 15 Min.', '1 Minute und 30 Sekunden', 'zwei bis drei Minuten'. */
const AMOUNT_PATTERN = new RegExp(
  `(?<![\\p{L}\\d,.])(${NUMBER})(?:${RANGE}(${NUMBER}))?\\s*(${UNIT})` + `(?:\\s*(?:und\\s+|,\\s*)?(${NUMBER})\\s*(${UNIT}))?`,
  'giu',
);

/** Whole phrases with their seconds; found first, so their words are not read again as amounts. */
const PHRASES: Array<{ pattern: RegExp; seconds: number }> = [
  { pattern: /(?<![\p{L}])(?:(?:eine[rn]?|einer)\s+)?(?:guten?\s+)?dreiviertel\s*stunde(?![\p{L}])/giu, seconds: 45 * 60 },
  { pattern: /(?<![\p{L}])(?:(?:eine[rn]?|einer)\s+)?(?:guten?\s+)?viertelstunde(?![\p{L}])/giu, seconds: 15 * 60 },
  { pattern: /(?<![\p{L}])(?:(?:eine[rn]?|einer)\s+)?(?:guten?\s+)?halben?\s+stunde(?![\p{L}])/giu, seconds: 30 * 60 },
  { pattern: /(?<![\p{L}])(?:ein(?:em|en)?\s+)?(?:guten?\s+)?stündchen(?![\p{L}])/giu, seconds: 60 * 60 },
];

/** Spans that name a time but no timer; their words are removed before amounts are read ('ein paar Minuten'). */
const VAGUE =
  /(?<![\p{L}])(?:über\s+nacht|(?:einige|ein\s+paar|wenige|mehrere|paar)\s+(?:stunden|minuten|sekunden|min\.?|std\.?))(?![\p{L}])/giu;

function numberValue(text: string): number | null {
  const word = NUMBER_WORDS[text.toLowerCase()];
  if (word !== undefined) return word;
  const fraction = /^(\d*(?:[.,]\d+)?)\s?([½¼¾⅓⅔])?$/u.exec(text);
  if (!fraction) return null;
  const [, digits = '', symbol] = fraction;
  const whole = digits ? Number(digits.replace(',', '.')) : 0;
  const part = symbol ? (FRACTIONS[symbol] ?? 0) : 0;
  const value = whole + part;
  return Number.isFinite(value) ? value : null;
}

function unitSeconds(unit: string): number {
  const lower = unit.toLowerCase();
  const found = UNITS.find((candidate) => new RegExp(`^(?:${candidate.pattern})$`, 'u').test(lower));
  return found?.seconds ?? 0;
}

/** Replaces a span with spaces of the same length, so later matches keep their positions in the original text. */
const blank = (text: string, start: number, end: number) => text.slice(0, start) + ' '.repeat(end - start) + text.slice(end);

/** The timers a step's text offers, in the order they appear. */
export function findStepTimers(step: string): TStepTimer[] {
  const timers: TStepTimer[] = [];
  let rest = step;
  for (const match of step.matchAll(VAGUE)) rest = blank(rest, match.index, match.index + match[0].length);
  for (const phrase of PHRASES) {
    for (const match of rest.matchAll(phrase.pattern)) {
      const end = match.index + match[0].length;
      timers.push({
        text: step.slice(match.index, end),
        start: match.index,
        end,
        seconds: phrase.seconds,
        maxSeconds: phrase.seconds,
      });
      rest = blank(rest, match.index, end);
    }
  }
  // A match that caught a following amount it does not add up with ('2 Minuten, 3 Minuten') resumes after its
  // first part, so the second amount is read on its own.
  const amounts = new RegExp(AMOUNT_PATTERN.source, AMOUNT_PATTERN.flags);
  for (let match = amounts.exec(rest); match !== null; match = amounts.exec(rest)) {
    const timer = amountTimer(step, match);
    if (!timer) continue;
    timers.push(timer);
    amounts.lastIndex = timer.end;
  }
  return timers.filter((timer) => timer.seconds > 0 && timer.maxSeconds <= MAX_TIMER_SECONDS).sort((a, b) => a.start - b.start);
}

function amountTimer(step: string, match: RegExpExecArray): TStepTimer | null {
  const [whole, first = '', second, unit = '', extra, extraUnit] = match;
  const factor = unitSeconds(unit);
  const low = numberValue(first);
  if (low === null || factor === 0) return null;
  const high = second === undefined ? low : numberValue(second);
  if (high === null) return null;
  let seconds = Math.min(low, high) * factor;
  let maxSeconds = Math.max(low, high) * factor;
  let length = whole.length;
  // '1 Std. 15 Min.': a smaller unit right after a single amount adds to it; anything else stands alone.
  if (extra !== undefined && extraUnit !== undefined) {
    const extraFactor = unitSeconds(extraUnit);
    const extraValue = numberValue(extra);
    if (second === undefined && extraValue !== null && extraFactor > 0 && extraFactor < factor) {
      seconds += extraValue * extraFactor;
      maxSeconds += extraValue * extraFactor;
    } else {
      length = firstPartLength(whole);
    }
  }
  const text = step.slice(match.index, match.index + length).trimEnd();
  return {
    text,
    start: match.index,
    end: match.index + text.length,
    seconds: Math.round(seconds),
    maxSeconds: Math.round(maxSeconds),
  };
}

/** Length of the first amount and unit of a match that also caught a following amount it does not combine with. */
function firstPartLength(whole: string): number {
  const first = new RegExp(`^(?:${NUMBER})(?:${RANGE}(?:${NUMBER}))?\\s*(?:${UNIT})`, 'iu').exec(whole);
  return first ? first[0].length : whole.length;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The time left on a timer: '9:59', '1:04:59'. */
export function clockText(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** A timer's length in words: '10 Min.', '1 Std. 15 Min.', '1 Min. 30 Sek.' (the one German formatter's). */
export const durationLabel = formatSecondsDE;
