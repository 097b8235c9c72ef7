/**
 * Groups instruction lines into steps:
 * 1. marked lines (numbers, bullets) → one step per marker, unmarked lines continue the step;
 * 2. otherwise two or more paragraphs → one step per paragraph;
 * 3. otherwise one block → one step per sentence, one-word sentences join the previous one.
 * Sentences that are not instructions (chatter, tips without an action) are dropped.
 */
import { hasRhenishInfinitive } from './dialect-verbs';
import { hasCookingVerb, isChatter, opensWithImperative, tellsEnglishStep, wordList } from './lexicon';
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
  // 'eier verquirlen. in der pfanne stocken lassen.': a text written all in lowercase starts its sentences in lowercase.
  const ends = /\p{Lu}/u.test(text) ? /[.!?]+(?=\s+["„(]?[\p{Lu}\d])/gu : /[.!?]+(?=\s+["„(]?[\p{Ll}\d])/gu;
  for (const m of text.matchAll(ends)) {
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

/**
 * Where a step without its verb puts things: 'in den Mixer', 'in eine Schale', 'in a Form', 'ins kochende Wasser', 'aufs
 * Blech' (Kleckse aufs Blech machen), a bar's 'in den Shaker'.
 */
const VESSEL =
  /(?:^|\s)(?:(?:in|auf)\s(?:die|den|das|eine?n?|a|d)\s(?:\p{Ll}+\s)?(?:pfanne|topf|form|auflaufform|kastenform|schüssel|schale|mixer|ofen|backofen|wok|blech|mixtopf|glas|gläser|tasse|mikrowelle|kühlschrank|gefrierfach|airfryer|heißluftfritteuse|(?:cocktail)?shaker|mixglas|rührglas)|ins\s(?:\p{Ll}+\s)?(?:wasser|salzwasser|öl|fett|glas|backrohr|rohr|gefrierfach)|aufs\s(?:\p{Ll}+\s)?(?:blech|backblech|backpapier|gitter|rost))(?![\p{L}])/iu;
/**
 * 'Feta drüber', 'dann kommen 2 Knoblauchzehen dazu, …', 'Öl und Schnittlauch drunter', Saxon 'Gemüse reen' and
 * Palatine 'Kääs druff': a particle that ends the clause; a child's 'den honig dazu tun', 'die beeren rein tun' put the
 * thing there as the particle alone does.
 */
const PARTICLE_AT_END =
  /(?:^|\s)(?:dazu|hinzu|rein|hinein|drauf|darauf|obendrauf|drüber|darüber|drunter|darunter|dazua|drzue|dezue|derzue|drii|nei|eini|reen|druff)(?:\s+tun)?(?=\s*(?:[,.;!)]|$)|\s+(?:und|ond)\s)/iu;

/**
 * 'Alles in den Mixer', 'Feta drüber, fertig', 'Dann kommen 2 Knoblauchzehen dazu': a step that names where things go
 * instead of the verb that puts them there.
 */
export function isVerblessStep(clause: string): boolean {
  return VESSEL.test(clause) || PARTICLE_AT_END.test(clause);
}

/** '… bei 200 °C and enjoy!': a closing wish after the step's words. */
const CLOSING_WISH = /[\s,]+(?:and|und)\s+(?:enjoy|genießen|genießt)\s*[!.]*\s*$/iu;

/** 'hält es sich zwei Wochen', 'hält sich 3 Tage': how long the dish keeps. */
const KEEPS = /(?:^|\s)(?:hält|halten)\s+(?:\p{L}+\s+){0,2}sich(?![\p{L}])/iu;

/**
 * 'Das Ganze wiederholen.', 'Alles noch einmal wiederholen', 'Mit 2 EL Honig süßen.': a step whose verb the cooking
 * lexicon leaves out ('wiederholen' also means 'repeatedly', 'süßen' is also the adjective) — repeating the layers said
 * of what was done, sweetening as the clause's last word.
 */
const REPEAT_OR_SWEETEN =
  /^(?:das\s+ganze|alles|den\s+vorgang|die\s+schichten?|beides)\s+(?:(?:noch\s+)?(?:einmal|mal|zweimal)\s+|nochmal\s+)?wiederholen[.!]*$|(?:^|\s)(?:ab|nach|ver)?süßen[.!]*$/iu;
export function isRepeatOrSweeten(sentence: string): boolean {
  return REPEAT_OR_SWEETEN.test(sentence.trim());
}

/**
 * 'Er hat zweimal nachgenommen', Swiss 'Mini Jungs händ ihn in zwei Minute verputzt', 'Beide Kinder haben die Dose leer
 * zurückgebracht': how the eaters finished the dish, told in the perfect after the method, is no step (of a list's
 * method or of a story).
 */
const THEY_ATE_IT =
  /(?:^|\s)(?:hat|haben|hatte|hatten|händ|hend|hän)\s+(?:[\p{L}\d]+\s+){0,5}(?:\p{Ll}*(?:gegessen|gefuttert|verputzt|verdrückt|nachgenommen)|leer\s+zurück\p{Ll}+)(?![\p{L}])/iu;
const FINISHED_WORD = /\p{Ll}*(?:gegessen|gefuttert|verputzt|verdrückt|nachgenommen)(?![\p{L}])|leer\s+zurück\p{Ll}+/giu;
export function isFinishedByEaters(sentence: string): boolean {
  return THEY_ATE_IT.test(sentence) && !hasCookingVerb(sentence.replace(FINISHED_WORD, ' '));
}

/**
 * 'Dazu passt grüner Salat', 'Dazu gibt's Gurkensticks und Ketchup', Swiss 'Drzue ghört Öpfelmues': what goes with the
 * dish is served, not cooked (the 'gibt' of 'gibt's' is no 'geben').
 */
export const SERVED_WITH =
  /^(?:dazu|dazua|drzue|dezue|derzue)\s+(?:passt|passen|gehört|ghört|gehören|ghöred|schmeckt|gibt(?:['’]s|s|\s+es))(?![\p{L}])/iu;

/**
 * 'Für das Baby so lassen, für uns mit Salz und Muskat würzen.': a step said for some of the eaters ('für uns', 'für
 * mich') and ended by its cooking infinitive is no remark of the writer.
 */
const FOR_US = /(?<![\p{L}])für\s+(?:uns|mich|euch|dich)(?![\p{L}])/giu;
function isChatterOnly(sentence: string): boolean {
  if (!isChatter(sentence)) return false;
  const told = sentence.replace(FOR_US, ' ');
  const last = /(\p{L}+)[.!]*\s*$/u.exec(sentence)?.[1] ?? '';
  return told === sentence || isChatter(told) || !hasCookingVerb(last, true);
}

/**
 * 'Im Dezember gibt's das dann zum Vanilleeis', 'An Weihnachten gibt es sie zum Rehrücken': the dish, named by a
 * pronoun, served later with something ('Dann gibt's noch 1 EL Butter zur Soße' adds a food, a step).
 */
const SERVED_LATER_WITH =
  /(?<![\p{L}])gibt(?:['’]s|s|\s+es)\s+(?:das|den|die|ihn|sie|es)\s+(?:(?:dann|später|immer|gern|gerne|meistens|am\s+liebsten|bei\s+uns)\s+)*(?:zum|zur|zu)\s+\p{L}/iu;
export function isServedLater(sentence: string): boolean {
  return SERVED_LATER_WITH.test(sentence) && !/[\d½¼¾]/u.test(sentence) && !hasCookingVerb(sentence, true);
}

export function isInstruction(text: string): boolean {
  const sentence = text.replace(CLOSING_WISH, '');
  if (isChatterOnly(sentence) || isFinishedByEaters(sentence) || SERVED_WITH.test(sentence.trim()) || isServedLater(sentence))
    return false;
  // 'Mit Öl bedeckt hält es sich zwei Wochen im Kühlschrank.': how long it keeps, no step ('… füllen, hält sich …' is one).
  if (KEEPS.test(sentence) && !hasCookingVerb(sentence, true)) return false;
  return (
    hasCookingVerb(sentence) ||
    parseTemperature(sentence) !== undefined ||
    isVerblessStep(sentence) ||
    tellsEnglishStep(sentence) ||
    // 'Gmües in Würfeli schniide.', 'Am Schluss de Rahm drunter rüere.': a method after a list, in dialect.
    hasRhenishInfinitive(sentence) ||
    opensWithImperative(sentence) ||
    isRepeatOrSweeten(sentence)
  );
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
  const sentences = splitSentences(tidy(text)).filter((s) => !isChatterOnly(s));
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
  // ('3. in schüsseln tun und schokostreusel drauf' + 'papa sagt das ist gesund': a remark on the line after a numbered
  // step, with no full stop between them, is no part of it; the numbered line alone is the step.)
  return groups.map((g) => keepInstructive(g.texts.join(' ')) || keepInstructive(g.texts[0] ?? '')).filter((s) => s !== '');
}

/** 'braten, dann herausnehmen', 'abgießen; danach' and 'kneten und dann gehen lassen' are two steps. */
const THEN = /(?:,|;)\s+(?=(?:dann|danach|anschließend|zum schluss|zuletzt)\s)|;\s+|\s+(?=und (?:dann|danach|anschließend)\s)/giu;
/** A comma clause that starts a subordinate clause ('…, bis er Blasen wirft') belongs to the clause before. */
const SUBORDINATE = /^(?:bis|sobald|damit|wenn|bevor|während|dabei|sodass|so dass|ohne|um|weil|falls|da|wie|die|der|das)\s/iu;

export function splitThen(sentence: string): string[] {
  return sentence
    .split(THEN)
    .map((part) => part.trim().replace(/^und\s+/iu, ''))
    .filter((part) => /\p{L}/u.test(part));
}

/** A clause cut out of a sentence reads as a step of its own: 'dann auf das Brot geben' → 'Dann auf das Brot geben.' */
export function asSentence(clause: string): string {
  const s = clause.trim();
  return `${s.charAt(0).toUpperCase()}${s.slice(1)}${/[.!?]$/u.test(s) ? '' : '.'}`;
}

/** '1 Apfel in Spalten', 'Zwiebeln in Ringe': how a thing is cut, told without the verb. */
const CUT_INTO = /\sin\s(?:spalten|scheiben|würfel|würfeln|ringe|ringen|streifen|stücke|stücken|röschen)[.!]?$/iu;

/** A clause this long without a comma may be several steps whose punctuation was left out. */
const MIN_RUN_ON_WORDS = 10;
/** Words after an infinitive that keep its clause going ('kochen lassen', 'schneiden und …', 'braten bis …'). */
const CLAUSE_GOES_ON = /^(?:und|oder|bzw\.?|bis|lassen|sowie|sobald|damit|ist|sind|wird|werden|kann|können|muss|müssen|soll)$/iu;

/** 'dann', 'danach', 'zum schluss' said between two actions of a run-on text. */
const SPOKEN_THEN = /^(?:dann|danach|anschließend|zum schluss)(?:\s|$)/u;
/** Words a step holds before a spoken 'dann' ends it ('nudeln kochen dann …'). */
const MIN_CLAUSE_BEFORE_THEN = 3;

/**
 * '1 rolle blätterteig ausrollen 3-4 äpfel schälen und klein schneiden mit 2 el zucker … mischen auf den teig geben',
 * 'Zwiebel und Paprika anbraten Gewürze kurz mitrösten alles andere rein': a run-on clause without punctuation; the
 * infinitive ends a step (German puts it last) unless the clause goes on after it.
 */
function splitRunOn(clause: string): string[] {
  const tokens = clause.split(/\s+/u).filter(Boolean);
  if (tokens.length < MIN_RUN_ON_WORDS) return [clause];
  const out: string[] = [];
  let start = 0;
  for (let i = 1; i < tokens.length - 1; i++) {
    const token = tokens[i] ?? '';
    // 'köcheln lassen.': the word after the infinitive may end the sentence.
    const next = (tokens[i + 1] ?? '').replace(/[,;:.!?]+$/u, '');
    // '… kocht 250 gramm nudeln dann schneidet ihr …': a spoken 'dann' starts the next step.
    if (SPOKEN_THEN.test(`${token} ${next}`) && i - start >= MIN_CLAUSE_BEFORE_THEN) {
      out.push(tokens.slice(start, i).join(' '));
      start = i;
      continue;
    }
    if (!/^\p{Ll}+$/u.test(token) || !hasCookingVerb(token, true) || CLAUSE_GOES_ON.test(next)) continue;
    if (i - start < 1) continue;
    out.push(tokens.slice(start, i + 1).join(' '));
    start = i + 1;
  }
  out.push(tokens.slice(start).join(' '));
  return out;
}

/** The last word of a clause, without its punctuation. */
const lastWord = (clause: string): string => /(\p{L}+)[.!]?$/u.exec(clause.trim())?.[1] ?? '';

/** 'schälen und klein schneiden': words that say how, not on what, the second verb acts. */
const MANNER = /^(?:klein|fein|grob|gut|kurz|leicht|langsam|vorsichtig|kräftig|schnell|gründlich|dünn|weich|glatt|cremig)$/iu;

/**
 * '…, mit 2 EL Olivenöl schwenken und 30 g Pecorino drüberreiben': in a method told as a chain of comma clauses, two
 * actions joined by 'und' are two steps when each ends in its own cooking verb and the second acts on something of
 * its own (tests/fixtures/parser/README.md, step rule 3); 'zerdrücken und verrühren', 'kochen und abkühlen lassen' and
 * 'alles in den Mixer und mixen' stay one.
 */
function splitAtAnd(clause: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (const m of clause.matchAll(/\s+und\s+/gu)) {
    const left = clause.slice(start, m.index);
    const right = clause.slice(m.index + m[0].length);
    const before = right.split(/\s+/u).slice(0, -1);
    const ownAction =
      before.some((w) => !MANNER.test(w)) && !/\slassen[.!]?$/u.test(right) && hasCookingVerb(lastWord(right), true);
    if (hasCookingVerb(lastWord(left), true) && ownAction) {
      parts.push(left);
      start = m.index + m[0].length;
    }
  }
  return [...parts, clause.slice(start)];
}

/**
 * A method written as one sentence ('Brot rösten, mit Knoblauch einreiben, Tomaten würfeln …'): one step per action
 * clause; with `runOn`, also inside a long clause without commas (a story's run-on text, see splitRunOn).
 */
export function splitActionClauses(sentence: string, runOn = false): string[] {
  const clauses = sentence.split(/,\s+/u).flatMap((clause) => (runOn ? splitRunOn(clause) : [clause]));
  const chain = clauses.length > 1 ? clauses.flatMap(splitAtAnd) : clauses;
  const steps: string[] = [];
  let current = '';
  for (const clause of chain) {
    // A spoken 'dann' of a run-on text closes the step before it, whatever that step's verb.
    if (runOn && current !== '' && SPOKEN_THEN.test(clause) && words(current) >= MIN_CLAUSE_BEFORE_THEN) {
      steps.push(current);
      current = '';
    }
    const joined = current === '' ? clause : `${current}, ${clause}`;
    const endsWithVerb =
      hasCookingVerb(/(\p{L}+)[.!]?$/u.exec(clause)?.[1] ?? '', true) ||
      // 'Alles in den Mixer', '1 Apfel in Spalten' (but 'Eier verquirlen und in die Pfanne, …' goes on).
      (!hasCookingVerb(clause) && (isVerblessStep(clause) || CUT_INTO.test(clause)));
    if (SUBORDINATE.test(clause) && steps.length > 0 && current === '') {
      steps[steps.length - 1] = `${steps[steps.length - 1] ?? ''}, ${clause}`;
    } else if (endsWithVerb && (words(joined) >= 2 || hasCookingVerb(joined, true))) {
      // ('abgießen' between two commas is a step of its own, as the blind sets count it.)
      steps.push(joined);
      current = '';
    } else {
      current = joined;
    }
  }
  // ('…, braten, fertig ❤️': a last word without a verb ends the step before it.)
  if (current !== '' && words(current) <= 1 && !hasCookingVerb(current, true) && steps.length > 0) {
    steps[steps.length - 1] = `${steps[steps.length - 1] ?? ''}, ${current}`;
  } else if (current !== '') steps.push(current);
  return steps;
}

/** '(ca. 18 Min).': a remark in parentheses that an emoji or a full stop cut off belongs to the step before. */
export function isAside(sentence: string): boolean {
  return /^\([^()]*\)[.!]*$/u.test(sentence.trim());
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
  const clauses = only.length === 1 ? splitThen(only[0] ?? '').flatMap((part) => splitActionClauses(part)) : [];
  const sentences = clauses.length > 1 ? clauses.map(asSentence) : only;
  const steps: string[] = [];
  for (const s of sentences) {
    const prev = steps.length - 1;
    if ((words(s) <= 1 || isAside(s)) && prev >= 0) steps[prev] = `${steps[prev] ?? ''} ${s}`;
    else steps.push(s);
  }
  return steps;
}

/** '1) …', '2) …' inside a line: a step's number with a closing bracket after a space or at the line's start. */
const RUN_ON_NUMBER = /(?:^|\s)(\d{1,2})\)\s+(?=[\p{L}\d])/gu;

/**
 * '1) Zwiebel würfeln und dünsten 2) Tomaten dazu 3) …': numbered steps whose line breaks were lost run on in one line;
 * when the numbers inside a line count up from 1 without a gap (at least two of them), each opens a step of its own.
 */
function splitRunOnNumbers(lines: TStepLine[]): TStepLine[] {
  return lines.flatMap((line) => {
    const found = [...line.text.matchAll(RUN_ON_NUMBER)];
    if (found.length < 2 || !found.every((m, i) => Number(m[1]) === i + 1)) return [line];
    const parts: TStepLine[] = [];
    const head = line.text.slice(0, found[0]?.index ?? 0).trim();
    if (head !== '') parts.push({ ...line, text: head });
    found.forEach((m, i) => {
      const end = found[i + 1]?.index ?? line.text.length;
      const text = line.text.slice((m.index ?? 0) + m[0].length, end).trim();
      parts.push({ ...line, marker: 'number', text });
    });
    return parts;
  });
}

export function buildSteps(stepLines: TStepLine[]): string[] {
  const lines = renumberBareNumbers(splitRunOnNumbers(stepLines.filter((l) => l.text.trim() !== '' || l.marker !== 'none')));
  const marked = lines.filter((l) => l.marker !== 'none').length;
  return marked >= 2 ? byMarkers(lines) : byParagraphsOrSentences(lines);
}
