/** Character-level clean-up of captions, PDF text and OCR output, one line at a time. */
import { unfoldDelimitedRows } from './delimited';
import { BAVARIAN_I, NUTRIENT_TAIL } from './fragment';
import { hasCookingVerb, isChatter } from './lexicon';

export type TMarker = 'none' | 'bullet' | 'number';

export interface TCleanLine {
  text: string;
  marker: TMarker;
}

const KEYCAP = /([0-9])\uFE0F?\u20E3/g;
const EMOJI =
  /[\p{Extended_Pictographic}\p{Emoji_Modifier}\u{1F1E6}-\u{1F1FF}\u{E0020}-\u{E007F}\u{2190}-\u{21FF}\u{2500}-\u{25FF}\u{2600}-\u{27BF}\u{2B00}-\u{2BFF}]|\u{FE0F}|\u{FE0E}|\u{200D}|\u{20E3}/gu;
/**
 * One emoji as people type it: a pictograph or a flag (two regional indicators, or a black flag with tag
 * characters for England or Scotland) with its variation selectors, skin-tone modifiers and ZWJ-joined parts ('👩‍🍳', '🫶🏽', '❤️').
 */
export const EMOJI_SEQUENCE = String.raw`(?:\p{Extended_Pictographic}|\p{Regional_Indicator})(?:[\u{FE0E}\u{FE0F}\u{E0020}-\u{E007F}\p{Extended_Pictographic}\p{Emoji_Modifier}\p{Regional_Indicator}]|\u{200D})*`;
/** A sentence end put in by lineBreakAfter; the next step then starts with a capital, as a sentence does. */
const STEP_END = '.\u2063\n';
const capitaliseAfterStepEnd = (text: string): string =>
  text.replace(/\.\u2063\n(\p{Ll})?/gu, (_m, c?: string) => `.\n${c?.toUpperCase() ?? ''}`);

/** 'aufkochen ➡️ Grieß einrieseln lassen': a separator after a step's verb also ends its sentence. */
function lineBreakAfter(text: string, offset: number): string {
  // 'quellen lassen ➡️': the verb before 'lassen' tells the step.
  const m = /(\p{Ll}+)(?:[ \t]+lassen)?[ \t]*$/u.exec(text.slice(Math.max(0, offset - 40), offset));
  // '1 Knoblauchzehe und 150 g Tomaten dazu 👉': a step told without its verb ends in the particle of adding.
  const adding = /^(?:dazu|hinzu|rein|hinein|drüber|darüber|drauf|obendrauf)$/u.test(m?.[1] ?? '');
  return adding || hasCookingVerb(m?.[1] ?? '', true) ? STEP_END : '\n';
}

/** Instagram flattens lists into one line with emojis between items: '3 EL Chia 🌱 200 ml Milch'. */
const EMOJI_BEFORE_AMOUNT = new RegExp(
  String.raw`(?<=\p{L})[ \t]+(?:${EMOJI_SEQUENCE}[ \t]*)+(?=\d+(?:[.,]\d+)?\s*[\p{L}½¼¾])`,
  'gu',
);
/** Emojis between words of one line ('200 ml Milch 🍯 2 EL Honig 🧊 Eiswürfel'): item separators when there are several. */
const EMOJI_SEPARATOR = new RegExp(String.raw`(?<=[\p{L}\p{N}.!)])[ \t]+(?:${EMOJI_SEQUENCE}[ \t]*)+(?=[\p{L}\p{N}½¼¾])`, 'gu');
const MIN_EMOJI_SEPARATORS = 3;
/** '… Eiswürfel ➡️ Alles mixen' or '👉 Ofen vorheizen' in the middle of a line starts a new line. */
const ARROW_SEPARATOR = /(?<=\S)[ \t]+(?:➡️?|👉|→|⇒|➜|➔)[ \t]*(?=\S)/gu;

/** 'Omas Laibchen 🥔 Ich liebe dieses Rezept seit …': the title ends at the emoji when personal chatter follows. */
const TITLE_THEN_TEXT = new RegExp(String.raw`^([^\n]{3,80}?)[ \t]+(?:${EMOJI_SEQUENCE}[ \t]*)+(?=\p{L})`, 'u');

function splitTitleChatter(text: string): string {
  const start = text.search(/\S/);
  if (start < 0) return text;
  const end = text.indexOf('\n', start);
  const first = text.slice(start, end < 0 ? undefined : end);
  const m = TITLE_THEN_TEXT.exec(first);
  if (!m?.[1] || !isChatter(first.slice(m[0].length))) return text;
  return `${text.slice(0, start)}${m[1]}\n${first.slice(m[0].length)}${end < 0 ? '' : text.slice(end)}`;
}

/** ' | ' between list items ('500 g Hack | 4 Buns | 1 Zwiebel'); a single one is a title divider, not a list. */
const PIPE_SEPARATOR = /[ \t]+\|[ \t]+/gu;
const MIN_PIPE_SEPARATORS = 2;

/** ' - ' between items of one line ('Zutaten: - 2 Zucchini - 1 Karotte - 2 Eier'); '2 - 3 EL' is a range. */
const SPACED_HYPHEN = /(?<![\d½¼¾⅓⅔⅛])[ \t]+-[ \t]+(?=\S)/gu;
const MIN_HYPHEN_SEPARATORS = 3;
/** More separators than this in one line are no caption list (a real one has a few dozen items at most). */
const MAX_LIST_SEPARATORS = 60;
/** A step number inside a line: '… Frühlingszwiebeln 1. Nudeln kochen. 2. Sauce anrühren.' */
const INLINE_STEP_NUMBER = /(?<=[\p{L}\p{N}.!?)][ \t]+)(\d{1,2})[.)][ \t]+(?=\p{Lu})/gu;
const MIN_INLINE_STEPS = 2;

/** Hashtags between an item and the method ('… 4 EL Pesto #salat Nudeln kochen …') end the line they interrupt. */
const HASHTAGS_BETWEEN = /(?<=[\p{L}\p{N}.!)])[ \t]+(?:#[\p{L}\p{N}_]+[ \t]*)+(?=\p{Lu})/gu;

/** A sentence after hashtags is read this far to see whether it is an instruction (keeps long lines linear). */
const MAX_SENTENCE_CHARS = 300;

function splitBeforeMethodAfterHashtags(line: string): string {
  let runs = 0;
  return line.replace(HASHTAGS_BETWEEN, (tags: string, at: number) => {
    if (++runs > MAX_LIST_SEPARATORS) return tags;
    const after = line.slice(at + tags.length, at + tags.length + MAX_SENTENCE_CHARS);
    const sentence = after.slice(0, Math.max(0, after.search(/[.!?](?:\s|$)/u)) || after.length);
    return hasCookingVerb(sentence) ? '\n' : tags;
  });
}

/** Numbered steps run into one line start new lines when they count up from 1 ('1. … 2. … 3. …'). */
function splitInlineSteps(line: string): string {
  const cuts: number[] = [];
  for (const m of line.matchAll(INLINE_STEP_NUMBER)) {
    if (Number(m[1]) === cuts.length + 1) cuts.push(m.index);
  }
  if (cuts.length < MIN_INLINE_STEPS) return line;
  let out = line;
  for (const at of cuts.reverse()) out = `${out.slice(0, at).trimEnd()}\n${out.slice(at)}`;
  return out;
}

function splitEmojiSeparatedLine(line: string): string {
  const separators = line.match(EMOJI_SEPARATOR)?.length ?? 0;
  const split =
    separators >= MIN_EMOJI_SEPARATORS && separators <= MAX_LIST_SEPARATORS
      ? line.replace(EMOJI_SEPARATOR, (_emoji, offset: number) => lineBreakAfter(line, offset))
      : line;
  // Written as '•' so that the noise filter, which drops stray pipes, keeps the separator.
  const pipes = split.match(PIPE_SEPARATOR)?.length ?? 0;
  const piped = pipes >= MIN_PIPE_SEPARATORS && pipes <= MAX_LIST_SEPARATORS ? split.replace(PIPE_SEPARATOR, ' • ') : split;
  const hyphens = piped.match(SPACED_HYPHEN)?.length ?? 0;
  const dashed =
    hyphens >= MIN_HYPHEN_SEPARATORS && hyphens <= MAX_LIST_SEPARATORS ? piped.replace(SPACED_HYPHEN, '\n- ') : piped;
  return splitBeforeMethodAfterHashtags(
    capitaliseAfterStepEnd(dashed.replace(ARROW_SEPARATOR, (_arrow, offset: number) => lineBreakAfter(dashed, offset))),
  )
    .split('\n')
    .map(splitInlineSteps)
    .join('\n');
}

/** 'II. Belag', 'III. Zubereitung': a Roman numeral before a short name on a line of its own heads a group. */
const ROMAN_GROUP = /^(\s*)(?:I|II|III|IV|V|VI|VII|VIII|IX|X)\.[ \t]+(\p{Lu}[\p{L}-]*(?:[ \t]+\p{L}+){0,2})[ \t]*$/u;

/** '[150 g] Sushireis', '[2] Lachsfilets': an amount in square brackets before the name is the line's amount. */
const BRACKETED_AMOUNT = /^(\s*)\[\s*([\d½¼¾⅓⅔⅛][\d.,/½¼¾ -]*(?:\s*\p{L}{1,12}\.?)?)\s*\]\s*(?=\S)/u;

/**
 * 'Mehl Tipo 00 = 500 g, Wasser = 325 ml, Salz = 12 g' or 'Mehl: 500 g; Milch: 250 ml, lauwarm; Ei: 1': a name with its
 * amount after '=' or ':', three or more in a row on one line; each pair starts a line of its own ('Mehl: 500 g'), which
 * the line reader reads as it reads a list of such lines. Times and nutrients ('Backzeit: 30 Min', 'Fett: 9 g') are no
 * items.
 */
const NAMED_AMOUNT = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(\p{Lu}[\p{L}-]*(?:[ \t]+[\p{L}\p{N}-]+){0,2})[ \t]*[=:][ \t]*([\d½¼¾][\d.,/½¼¾–-]*(?:[ \t]*\p{L}{1,8}\.?)?)(?=[ \t]*(?:[,;]|\.(?:\s|$)|$))`,
  'gu',
);
/** What may stand between two pairs: a note after a comma ('250 ml, lauwarm;') and the separator. */
const BETWEEN_NAMED_AMOUNTS = /^(?:,[ \t]*\p{Ll}[\p{Ll} \t]{0,30})?[ \t]*[,;][ \t]*$/u;
const NOT_AN_ITEM =
  /^(?:protein|eiweiß|fett|kohlenhydrate|carbs|fat|kalorien|ballaststoffe|zeit|backzeit|kochzeit|zubereitung|vorbereitung|gesamt|portionen|personen|preis)$|\b(?:min|minuten|std|stunden|kcal|grad|euro)\.?$/iu;
const MIN_NAMED_AMOUNTS = 3;

function splitNamedAmounts(line: string): string {
  const pairs = [...line.matchAll(NAMED_AMOUNT)].filter((m) => {
    return !NOT_AN_ITEM.test(m[1] ?? '') && !NOT_AN_ITEM.test(m[2] ?? '');
  });
  // The longest run of pairs with nothing but a separator (and a note) between them.
  let best: RegExpExecArray[] = [];
  let run: RegExpExecArray[] = [];
  for (const m of pairs) {
    const prev = run.at(-1);
    if (prev && !BETWEEN_NAMED_AMOUNTS.test(line.slice(prev.index + prev[0].length, m.index))) run = [];
    run.push(m);
    if (run.length > best.length) best = [...run];
  }
  if (best.length < MIN_NAMED_AMOUNTS || best.length > MAX_LIST_SEPARATORS) return line;
  const parts: string[] = [line.slice(0, best[0]?.index ?? 0).trimEnd()];
  best.forEach((m, i) => {
    const next = best[i + 1];
    const after = m.index + m[0].length;
    // Written as the line reader's own shape, amount first: 'Milch: 250 ml, lauwarm' → '250 ml Milch, lauwarm'.
    const pair = `${(m[2] ?? '').replace(/\.$/u, '')} ${m[1] ?? ''}`;
    if (next) {
      parts.push(pair + line.slice(after, next.index).replace(/[ \t]*[,;][ \t]*$/u, ''));
      return;
    }
    // 'Olivenöl = 1 EL. Alles 10 Minuten kneten': the method after the last pair starts a line of its own.
    const tail = /^((?:,[ \t]*\p{Ll}[\p{Ll} \t]{0,30})?)[.;]?[ \t]*/u.exec(line.slice(after));
    parts.push(pair + (tail?.[1] ?? ''), line.slice(after + (tail?.[0].length ?? 0)));
  });
  return parts.filter((p) => p !== '').join('\n');
}

const LEADING_EMOJI =
  /^(?:\p{Extended_Pictographic}|\p{Regional_Indicator}|[\u{2190}-\u{21FF}\u{2500}-\u{25FF}\u{2600}-\u{27BF}])[\p{Emoji_Modifier}\p{Regional_Indicator}\u{FE0F}\u{200D}\p{Extended_Pictographic}]*\s*/u;
const BULLET = /^[-–—•·*▪▫◦●○►▶➡→⇒➜➤✓✔☑|>]+\s*/u;
const OCR_BULLET = /^o\s+(?=[\d\p{Lu}½¼¾])/u;
/** '- [x] 1 Zwiebel', '- [ ] 150 g Bohnen': a Markdown task list's box, ticked or not, after its bullet or alone. */
const TASK_BOX = /^\[[ xX✓✔]?\]\s+/u;
const STRAY_LEAD = /^[~»«_^]+\s*/u;
/**
 * 'eins' … 'zehn': a step's number said as a word ('Schritt zwei:', read out by a voice assistant; dictated without the
 * colon, 'Schritt zwei Paprika schneiden', at the start of a line).
 */
const STEP_NUMBER_WORDS = 'eins|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn';
const STEP_WORD = new RegExp(
  String.raw`^(?:schritt|step)\s*(\d{1,2}|(?:${STEP_NUMBER_WORDS})(?=\s*:|\s+[\p{L}\d]))(?:\s*(?:\/|von)\s*\d{1,2})?\s*[:.)–—-]?\s*`,
  'iu',
);
/** '… beginnen? … Schritt eins: Koche …': a step marker inside a line after a sentence's end starts a line of its own. */
const INLINE_STEP_WORD = new RegExp(String.raw`(?<=[.!?…])[ \t]+(?=Schritt\s+(?:\d{1,2}|${STEP_NUMBER_WORDS})\s*:)`, 'gu');
const NUMBERING = /^\(?(\d{1,2})[.)](?![\d])\s*/u;
const SPACED_NUMBER = /^(\d{1,2})\s{2,}(?=\p{Lu})/u;
/** 'Tag 1:', 'Tag 2 bis 4:': a recipe made over several days marks its steps by the day (kept in the step's text). */
const DAY_STEP = /^tag\s*\d{1,2}(?:\s*(?:bis|-|–)\s*\d{1,2})?\s*:\s*(?=\S)/iu;
/** 'A) 250 g Mehl', 'b) 150 ml Milch': a list item lettered before its amount (the steps may name it by its letter). */
const LETTERED_ITEM = /^\(?[A-Za-z]\)\s*(?=[\d½¼¾])/u;

const INLINE_HEADING = new RegExp(
  String.raw`([^\p{L}\p{N}\s])[ \t]+((?:Zutaten|Zubereitung|Anleitung|Und so geht's|So geht's|Du brauchst|Ihr braucht|Das brauchst du|Ingredients|Steps|F[üu]r (?:ca\. )?\d{1,3} (?:Personen|Portionen)|F[üu]r [^:\n.!?]{1,25}? brauchst du)(?:\s+f[üu]r\s+[^:\n.!?]{1,30}?)?(?:\s*\([^)\n]{0,30}\))?\s*:)`,
  'giu',
);
/** '…, 1/2 Bund Dill, Salz Zubereitung: Gurke raspeln': the method's heading with its colon also after a word. */
const METHOD_HEADING_AFTER_WORD = /(?<=\p{L})[ \t]+((?:Zubereitung|Anleitung|Und so geht's|So geht's|So wird's gemacht):)/gu;
const INLINE_SUBHEADING = /([.!?]|[^\p{L}\p{N}\s,;:()])[ \t]+((?:Für|Fur) (?:den|die|das) [\p{L}-]+:)/gu;

/** '①' → 1, '❷' → 2, '➂' → 3 */
function circledNumber(c: string): number {
  const code = c.codePointAt(0) ?? 0;
  if (code >= 0x2776 && code <= 0x277f) return code - 0x2776 + 1;
  if (code >= 0x2780 && code <= 0x2789) return code - 0x2780 + 1;
  return code - 0x2460 + 1;
}

/** A line led by an emoji digit: '2️⃣ EL Honig'. */
const KEYCAP_LINE = /^\s*([0-9])\uFE0F?\u20E3/u;

/**
 * '2️⃣ EL Honig' / '1️⃣ EL Olivenöl' / '3️⃣ Zweige Thymian': emoji digits that lead lines without counting up 1, 2, 3
 * are the items' amounts, not the numbers of steps.
 */
function keycapAmounts(text: string): string {
  const lines = text.split('\n');
  const digits = lines.flatMap((l) => KEYCAP_LINE.exec(l)?.[1] ?? []);
  if (digits.length < 2 || digits.every((d, i) => Number(d) === i + 1)) return text;
  return lines.map((l) => l.replace(KEYCAP_LINE, '$1 ')).join('\n');
}

/** Whole-text normalisation before splitting into lines. */
/** 'Mehl¹', 'Hefe²': a footnote's mark after a word is no part of it (the footnote itself, '¹ Type 550', stays). */
const FOOTNOTE_MARK = /(?<=\p{L})[¹²³⁴⁵⁶⁷⁸⁹⁰]+/gu;

/** '<br>', '<br />', '</p><p>': a feed's description marks its line breaks in HTML. */
const HTML_BREAK = /<br\s*\/?>|<\/p>\s*<p>|<\/?p>/giu;

/** 'Zutaten:<br>- 1 kg Kartoffeln<br>- 2 Möhren': line breaks written as HTML tags are line breaks. */
export function htmlLineBreaks(raw: string): string {
  return raw.replace(HTML_BREAK, '\n');
}

/** '🌾 = Gluten', '🥚 = Ei': one emoji explained. */
const EMOJI_KEY = new RegExp(String.raw`${EMOJI_SEQUENCE}[ \t]*=[ \t]*\p{L}[\p{L}-]*`, 'gu');
const MIN_EMOJI_KEYS = 2;

/**
 * 'Legende: 🌾 = Gluten · 🥚 = Ei · 🥛 = Milch': a line that explains the emojis marked on the items (allergens, diets)
 * is a key to the list, no item of it.
 */
function isEmojiLegend(line: string): boolean {
  const keys = line.match(EMOJI_KEY)?.length ?? 0;
  return (
    keys >= MIN_EMOJI_KEYS &&
    line
      .replace(EMOJI_KEY, '')
      .replace(/^[ \t]*legende[ \t]*:?/iu, '')
      .replace(/[\s·,|/;•]+/gu, '') === ''
  );
}

/** Units an OCR-slipped amount stands before ('4OO g', 'l TL', 'l/8 l', 'l Pfund'). */
const OCR_UNIT = String.raw`(?:g|kg|ml|cl|dl|l|Liter|TL|EL|Pfund|Lot|Tasse|Tassen|Prise|Päckchen|Pck)(?![\p{L}\p{N}])`;

/** '4OO g', '2S0 g', '5O g': an amount begun by a digit with 'O' or 'S' in it, right before a unit. */
const OCR_SLIPPED_DIGITS = new RegExp(String.raw`(?<![\p{L}\p{N}])\d[\dOS]*[OS][\dOS]*(?=[ \t]*${OCR_UNIT})`, 'gu');

/** '1O0 Eier': 'O' or 'S' standing between two digits. */
const OCR_LETTER_AMONG_DIGITS = /(?<=\d)[OS]+(?=\d)/gu;

/**
 * 'l TL Salz', 'ca. l/8 l Wasser': a lone lowercase 'l' before a unit or a fraction's slash is the digit 1 (not after an
 * amount, where 'l' is the litre: '1/8 l Wasser').
 */
const OCR_L_FOR_ONE = new RegExp(String.raw`(?<![\p{N}½¼¾⅓⅔⅛][ \t]*)(?<![\p{L}\p{N}/])l(?=[ \t]+${OCR_UNIT}|\/\d)`, 'gu');

/**
 * Photo text read by OCR ('4OO g Mehl, l TL Salz, ca. l/8 l Wasser, 2S0 g Käse'): a letter standing among digits or
 * for an amount before a unit is the digit it looks like (O for 0, S for 5, l for 1).
 */
export function ocrDigitSlips(text: string): string {
  return text
    .replace(OCR_SLIPPED_DIGITS, (m) => m.replace(/O/gu, '0').replace(/S/gu, '5'))
    .replace(OCR_LETTER_AMONG_DIGITS, (m) => m.replace(/O/gu, '0').replace(/S/gu, '5'))
    .replace(OCR_L_FOR_ONE, '1');
}

/**
 * 'Zwie-⏎beln': a word broken at a line's end with a hyphen and going on in lowercase is one word, in running text as
 * well as in a list ('Kartoffel-⏎und Gemüsesuppe' keeps its hyphen: a joining word follows).
 */
const BROKEN_WORD = /(?<=\p{L}{2})-[ \t]*\n[ \t]*(?=\p{Ll}{2})(?!(?:und|oder|bzw|sowie)(?![\p{L}]))/gu;

export function joinBrokenWords(text: string): string {
  return text.replace(BROKEN_WORD, '');
}

export function normaliseText(raw: string): string {
  const text = keycapAmounts(unfoldDelimitedRows(raw.normalize('NFC').replace(/\r\n?/g, '\n')))
    .replace(/[\u00A0\u2007\u202F]/g, ' ')
    .replace(/\t/g, '    ')
    .replace(/[\u200B\u200C\u2060\uFEFF]/g, '')
    .replace(/[’`´]/g, "'")
    .replace(FOOTNOTE_MARK, '')
    // Saxon, Hessian and Palatine 'un' before an amount or a noun is 'und' ('3 Esslöffel Mehl un 2 Esslöffel Zucker',
    // '1 Zwiwwel (fei gehackt) un 1 Bund …').
    .replace(/(?<=[\p{L})]\s)un(?=\s+(?:[\d½¼¾]|\p{Lu}))/gu, 'und')
    .replace(/🔟/gu, '10. ')
    .replace(/[\u2460-\u2473\u2776-\u277F\u2780-\u2789]/gu, (c) => `${circledNumber(c)}. `)
    .replace(KEYCAP, '$1. ')
    .split('\n')
    .filter((line) => !isEmojiLegend(line))
    .map((line) =>
      splitEmojiSeparatedLine(
        splitNamedAmounts(
          line
            .replace(BRACKETED_AMOUNT, '$1$2 ')
            .replace(ROMAN_GROUP, '$1$2:')
            // '50 g Haferflocken | 185 kcal | 7 g Protein': the item's nutrients are its note, not further items.
            .replace(NUTRIENT_TAIL, ' ($1)'),
        ),
      ),
    )
    .join('\n')
    .replace(EMOJI_BEFORE_AMOUNT, '\n')
    .replace(INLINE_HEADING, '$1\n$2')
    .replace(METHOD_HEADING_AFTER_WORD, '\n$1')
    .replace(INLINE_SUBHEADING, '$1\n$2')
    .replace(INLINE_STEP_WORD, '\n');
  return splitTitleChatter(text);
}

/** English lines of imported pages ('A pinch of salt', '(I use mild)'): the article and the pronoun are words. */
const ENGLISH_AFTER_A_OR_I =
  /^(?:A (?:pinch|dash|few|little|handful|bit|couple|splash|drizzle|large|small|medium|can|cup|bunch|sprig|knob|squeeze)|I (?:use|used|like|prefer|recommend|love|buy|bought|find|made|make|added|add))$/u;

/** OCR reads 'l' as '1' inside words ('Mi1ch', 'Meh1', 'g1att'). */
function fixDigitsInWords(s: string): string {
  return (
    s
      // 'S alz' → 'Salz': OCR splits a capital initial from its word ('1 C flour', '0.5 L de lait': a unit after a number;
      // the Bavarian 'I nimm' is the speaker).
      .replace(/(^|(?<![\d½¼¾⅓⅔⅛])[\s,(])(\p{Lu}) (\p{Ll}{2,})(?=[\s,]|$)/gu, (m, pre: string, cap: string, rest: string) =>
        /^(?:ca|und|oder|mit|in|zu|bei)$/u.test(rest) ||
        ENGLISH_AFTER_A_OR_I.test(`${cap} ${rest}`) ||
        BAVARIAN_I.test(`${cap} ${rest}`)
          ? m
          : `${pre}${cap}${rest}`,
      )
      .replace(/(?<=\p{Ll})1(?=\p{Ll})/gu, 'l')
      .replace(/(?<=\p{Ll}{2})1(?![\p{L}\p{N}])/gu, 'l')
      .replace(/(?<=\p{Ll})0(?=\p{Ll})/gu, 'o')
  );
}

/**
 * 'shop.example.de/pesto': labels of at most 63 characters keep the scan linear on long runs like '1-1-1-…'; the first
 * has two at least, so that the Portuguese 'c.chá' (colher de chá) is no address.
 */
const DOMAIN = /\b[\w-]{2,63}(?:\.[\w-]{1,63}){0,4}\.(?:de|com|at|ch|net|org|eu|io)\b(?:\/\S*)?/giu;

/**
 * '400 g #penne.', '1 Knolle #knoblauch, halbiert', '2 #zucchini in Stücke': a hashtag right after an amount, ended by a
 * separator or a joining word, is the item's name as well as a tag.
 */
export const HASHTAG_AS_NAME =
  /(\d\s*(?:g|kg|ml|l|el|tl|dose|dosen|pck|bund|becher|prise|stück|zehen?|tasse|glas|handvoll|knollen?|stangen?|kopf|köpfe|zweige?|scheiben?)?\.?\s+)#(\p{L}[\p{L}\p{N}_]*)(?=\s*[.,;/+&]|[ \t]+(?:und|oder|in|mit)[ \t])|(?<=[/+,;][ \t]*|[ \t](?:&|und)[ \t]+)#(\p{L}[\p{L}_]*)(?=[ \t]*(?:[.,;/+&]|[ \t]und[ \t]))/giu;

/**
 * '400 g #penne.', '1 Dose #mais /', '/ #salz & #pfeffer.': a hashtag right after an amount or between list separators
 * is the item's name as well as a tag; it is written as a noun ('Mais'), as the readers expect a name (replacer for
 * HASHTAG_AS_NAME).
 */
export function hashtagAsName(_match: string, lead?: string, name?: string, item?: string): string {
  const word = name ?? item ?? '';
  return `${lead ?? ''}${word.charAt(0).toUpperCase()}${word.slice(1)}`;
}

const VERB_THEN_EMOJI = new RegExp(String.raw`(?<![\p{L}])(\p{Ll}+)[ \t]+(?:${EMOJI_SEQUENCE}[ \t]*)+(?=\p{Lu})`, 'gu');

/** Removes caption noise (hashtags, mentions, links, emojis, prices) and OCR strays from line content. */
export function stripNoise(text: string): string {
  return fixDigitsInWords(
    text
      .replace(/\bhttps?:\/\/\S+/giu, ' ')
      .replace(/\bwww\.\S+/giu, ' ')
      .replace(DOMAIN, ' ')
      .replace(HASHTAG_AS_NAME, hashtagAsName)
      .replace(/(^|\s)#[\p{L}\p{N}_]+/gu, '$1')
      .replace(/(^|\s)@[\p{L}\p{N}_.]+/gu, '$1')
      .replace(/\**\s*(?:nur\s+)?\d+[.,]\d{2}\s*€\s*\**/gu, ' ')
      // '… servieren 🍒 Wer kennt's noch?': an emoji after a step's infinitive, before a capital, ends its sentence.
      .replace(VERB_THEN_EMOJI, (whole: string, verb: string) => (hasCookingVerb(verb, true) ? `${verb}. ` : whole))
      .replace(EMOJI, ' ')
      .replace(/[»«]/g, ' ')
      .replace(/(^|\s)[~|_*^]+(?=\s|$)/g, '$1')
      // 'Zimt ~ ~100 g Walnüsse': a tilde for 'about' before an amount, in a list whose items a ' ~ ' separates.
      .replace(/(^|\s)~(?=[\d½¼¾])/gu, '$1')
      .replace(/_{2,}/g, ' ')
      // 'Eier .......... 4', 'Mehl …… 250 g': dot leaders between a name and its amount are a dash.
      .replace(/(?<=\p{L})\s*(?:\.{3,}|…+)\s*(?=[\d½¼¾]|[x×]\s?\d)/gu, ' – ')
      // 'Pfeffer – viel!': the exclamation stresses a vague amount, it does not end a sentence.
      .replace(/(\s[–—-]\s*(?:viel|reichlich))!+$/iu, '$1')
      .replace(/°\s+C\b/g, '°C')
      .replace(/\s+([,;:.!?])(?=\s|$)/g, '$1')
      .replace(/\s{2,}/g, ' ')
      .trim(),
  );
}

/** Splits a leading list/step marker from the line and cleans the rest. */
const LEAD_NUMBERS = ['ein', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht'];
/** 'zwei, drei knoblauchzehen' at the start of an item: two neighbouring number words said as a range. */
const LEAD_SPOKEN_RANGE =
  /^(ein|eine|zwei|drei|vier|fünf|sechs|sieben)\s*,\s*(zwei|drei|vier|fünf|sechs|sieben|acht)(?=\s+\p{L})/iu;
/** 'gute 3 EL Olivenöl', 'knapp 200 g': a strength word before an item's amount is dropped, as 'ca.' is. */
const LEAD_STRENGTH = /^(?:gute[nrs]?|knappe[nrs]?|knapp|gehäufte[nrs]?|gestrichene[nrs]?)\s+(?=[\d½¼¾])/iu;

/** An item's spoken lead written as the amount it says ('zwei, drei …' → '2-3 …', 'gute 3 EL' → '3 EL'). */
function spokenLead(text: string): string {
  return text.replace(LEAD_STRENGTH, '').replace(LEAD_SPOKEN_RANGE, (whole: string, a: string, b: string) => {
    const from = LEAD_NUMBERS.indexOf(a.toLowerCase().replace(/^eine$/u, 'ein')) + 1;
    const to = LEAD_NUMBERS.indexOf(b.toLowerCase()) + 1;
    return to === from + 1 ? `${from}-${to}` : whole;
  });
}

export function cleanLine(raw: string): TCleanLine {
  let s = raw.trim();
  let marker: TMarker = 'none';
  if (DAY_STEP.test(s)) marker = 'number';
  for (let guard = 0; guard < 4; guard++) {
    const before = s;
    const step = STEP_WORD.exec(s) ?? NUMBERING.exec(s);
    if (step) {
      marker = 'number';
      s = s.slice(step[0].length);
    } else if (SPACED_NUMBER.test(s) && s.split(/\s+/).length >= 7) {
      marker = 'number';
      s = s.replace(/^\d{1,2}\s+/, '');
    } else if (BULLET.test(s) || OCR_BULLET.test(s) || LEADING_EMOJI.test(s) || LETTERED_ITEM.test(s) || TASK_BOX.test(s)) {
      if (marker === 'none') marker = 'bullet';
      s = s
        .replace(BULLET, '')
        .replace(OCR_BULLET, '')
        .replace(LEADING_EMOJI, '')
        .replace(LETTERED_ITEM, '')
        .replace(TASK_BOX, '');
    } else {
      s = s.replace(STRAY_LEAD, '');
    }
    s = s.trimStart();
    if (s === before) break;
  }
  const text = spokenLead(stripNoise(s));
  // '#crepes #frühstück • 250 g Mehl • …': the bullet leads once the hashtags are gone.
  const bullet = /^[•·▪●►▶➤✓✔☑]\s*/u.exec(text);
  if (bullet && text.length > bullet[0].length)
    return { text: text.slice(bullet[0].length), marker: marker === 'none' ? 'bullet' : marker };
  return { text, marker };
}
