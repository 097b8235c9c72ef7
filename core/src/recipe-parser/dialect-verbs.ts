import { hasCookingVerb } from './lexicon';

/**
 * Rhenish (Kölsch) and Swiss German drop the infinitive's final 'n' and shift sounds: Kölsch 'usbacke' (ausbacken),
 * 'usdröcke' (ausdrücken), 'stampe' (stampfen), 'läje' (legen); Swiss 'rüehre' and 'rüere' (rühren), 'schniide'
 * (schneiden), 'iiweiche' (einweichen), 'aadünschte' (andünsten). Each shift is undone on its own and all together.
 */
const SHIFTS: [RegExp, string][] = [
  [/^us(?=\p{Ll}{4})/u, 'aus'],
  [/^ii(?=\p{Ll}{4})/u, 'ein'],
  [/ii/gu, 'ei'],
  [/^aa(?=\p{Ll}{4})/u, 'an'],
  [/üe(?=r)/gu, 'üh'],
  [/üe/gu, 'ü'],
  [/sch(?=t)/gu, 's'],
  [/ö/gu, 'ü'],
  [/j/gu, 'g'],
  [/ä/gu, 'e'],
  [/mp(?=e$)/u, 'mpf'],
];

/** Whether a lowercase word ending in 'e' is a cooking verb's infinitive once its dialect sounds are undone. */
export function isRhenishInfinitive(word: string): boolean {
  const bare = word.replace(/[,;:.!?]+$/u, '');
  if (!/^\p{Ll}{3,}e$/u.test(bare)) return false;
  const one = SHIFTS.map(([from, to]) => bare.replace(from, to));
  const all = SHIFTS.reduce((v, [from, to]) => v.replace(from, to), bare);
  // (A short word is read only with a sound shifted: 'läje' is 'legen', 'gebe' stays.)
  const read = bare.length >= 5 ? [bare, ...one, all] : [...one, all].filter((v) => v !== bare);
  return read.some((v) => hasCookingVerb(`${v}n`, true));
}

/** 'kurz schmore', 'schnigge', Kölsch 'usbacke', Swiss 'rüehre': a sentence with a Rhenish or Swiss infinitive. */
export function hasRhenishInfinitive(sentence: string): boolean {
  return sentence.split(/\s+/u).some(isRhenishInfinitive);
}
