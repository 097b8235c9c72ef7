/**
 * Captions dictated by speech input: the punctuation is spoken as a word („… anbraten Punkt 2 rote Paprika …“) and
 * compounds come apart („Ess Löffel“, „Tee Löffel“). Written back as typed text before either reader sees it.
 */

/** '… anbraten Punkt 2 rote …': the spoken full stop, not 'auf den Punkt', 'zum Punkt' or 'Punkt 12 Uhr'. */
const SPOKEN_STOP = /(?<!(?:den|dem|zum|einen|der)\s)(?<=\p{L}|\d)\s+Punkt(?=\s+(?!\d{1,2}\s*uhr)|\s*$)/gu;
const SPOKEN_MARKS: [RegExp, string][] = [
  [/(?<=\p{L})\s+Ausrufezeichen(?![\p{L}])/gu, '!'],
  [/(?<=\p{L})\s+Fragezeichen(?![\p{L}])/gu, '?'],
  [/(?<=\p{L})\s+Komma(?=\s)/gu, ','],
];
/** Dictation says its full stops: two or more spoken ones mark the text as dictated. */
const MIN_SPOKEN_STOPS = 2;

/** 'Ess Löffel', 'in 2 Ess Löffeln', 'Tee Löffel', 'Knoblauch Zehe': a unit's compound split by speech input (or by the writer). */
const SPLIT_UNIT = /(?<![\p{L}])(Ess|Tee|Knoblauch)\s+(löffeln?|zehen?)(?![\p{L}])/giu;

/**
 * '[0:03] also für die Grießklößchen …', '(1:12) dann …': a voice message or a video transcribed, each line led by the
 * time it was said. Two such lines or more mark a transcript; the times are no amounts and no steps' durations.
 */
const LINE_TIMESTAMP = /^[ \t]*[[(]\d{1,2}:\d{2}(?::\d{2})?[\])][ \t]*/gmu;
const MIN_TIMESTAMPED_LINES = 2;

export function writtenDictation(text: string): string {
  const timestamps = text.match(LINE_TIMESTAMP)?.length ?? 0;
  const untimed = timestamps >= MIN_TIMESTAMPED_LINES ? text.replace(LINE_TIMESTAMP, '') : text;
  const joined = untimed.replace(SPLIT_UNIT, (_m, head: string, tail: string) => `${head}${tail.toLowerCase()}`);
  if ((joined.match(SPOKEN_STOP)?.length ?? 0) < MIN_SPOKEN_STOPS) return joined;
  return SPOKEN_MARKS.reduce((t, [re, mark]) => t.replace(re, mark), joined.replace(SPOKEN_STOP, '.'));
}
