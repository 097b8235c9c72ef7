/**
 * The text the story reader walks (story.ts): hashtags, handles and emojis gone, spoken quantities written as the
 * amounts the mention reader knows („ne Handvoll“ → „1 Handvoll“, „n Schuss“ → „etwas“), and the sentence ends a
 * caption lost with its line breaks put back.
 */
import { EMOJI_SEQUENCE, HASHTAG_AS_NAME, hashtagAsName } from './text';
import { hasCookingVerb, isKnownIngredient } from './lexicon';
import { writeLegend } from './legend';

/** The unit words an emoji may stand after inside one mention ('2 EL 🧈 Butter'). */
const EMOJI_UNIT = String.raw`(?:g|kg|ml|l|dl|cl|EL|TL|Prise|Pck\.?|Dose|Bund|Becher|Tasse|Glas|Zehen?|Stück|Scheiben?|Handvoll)`;
/** Arrows lead to the next step ('Leinsamen 1 EL ➡️ alles in den Mixer'). */
const ARROWS = String.raw`\u2190-\u21FF\u27A1\u2B05-\u2B07\u2934\u2935`;
/** Words that start a clause, not a name: the emoji before them ends the item. */
const NOT_A_NAME = '(?:alles|alle|dann|danach|und|mit|in|im|auf|dazu|jetzt|nun|so|das|die|der)';
/** 'in 2 EL 🧈 Butter', 'von 1 🍋 Bio-Zitrone': an emoji between an amount (and its unit) and the name is a picture of the food, not a separator. */
const EMOJI_INSIDE_MENTION = new RegExp(
  String.raw`(?<=(?:^|[\s(])(?:\d+(?:[.,/]\d+)?|[½¼¾⅓⅔])(?:\s*${EMOJI_UNIT})?)[ \t]*(?:(?![${ARROWS}])${EMOJI_SEQUENCE}[ \t]*)+(?=\p{L})(?!${NOT_A_NAME}(?![\p{L}]))`,
  'gu',
);

/**
 * '250 Gramm von kleinen Nudeln', '1 Zehe von Knoblauch', '2 Tassen von dem Mehl': a measure joined to its food by 'von'
 * (a word-for-word translation, or speech) measures the food as '250 Gramm kleine Nudeln' does.
 */
const MEASURE_OF = new RegExp(
  String.raw`(?<=(?:\d|[½¼¾⅓⅔])[ \t]*(?:g|kg|ml|l|dl|gramm|kilo(?:gramm)?|milliliter|liter|el|tl|esslöffeln?|teelöffeln?|prisen?|tassen?|dosen?|gläser|glas|becher|päckchen|packungen?|bund|handvoll|zehen?|zweige?|stangen?|scheiben?|stück|würfel))[ \t]+(?:von|vom)(?:[ \t]+(?:dem|der|den))?(?=[ \t]+\p{L})`,
  'giu',
);

const CORRECTED_UNIT = String.raw`(?:g|kg|ml|l|dl|EL|TL|Prise|Pck\.|Päckchen|Dose|Bund|Becher|Tasse|Glas|Zehen?|Stück|Scheiben?|Handvoll)`;
/** 'äh nee', 'nein Moment', 'nee warte', 'ähm', 'quatsch': the writer takes back the amount just written. */
const TAKE_BACK = String.raw`(?<![\p{L}])(?:(?:äh|ähm|öhm)(?:[ \t]*,?[ \t]*(?:nein|nee|ne|quatsch))?|nein|nee|quatsch|sorry|korrektur)(?:[ \t]*,?[ \t]*(?:moment|warte|halt|stopp|ich[ \t]+mein(?:e|te)?))?(?![\p{L}])`;
const CORRECTION = new RegExp(
  String.raw`(?<![\p{L}\d.,])(\d+(?:[.,/]\d+)?)[ \t]*(${CORRECTED_UNIT}[ \t]+)?((?:\p{L}[\p{L}-]*[ \t]+){0,2}?\p{L}[\p{L}-]*)[ \t]*,?[ \t]*${TAKE_BACK}[ \t]*[,:]?[ \t]*(\d+(?:[.,/]\d+)?)(?:[ \t]*(${CORRECTED_UNIT})(?![\p{L}]))?(?:[ \t]+\3(?![\p{L}]))?(?:[ \t]+(?:reicht|reichen|genügt|genügen)(?![\p{L}]))?`,
  'giu',
);

/** A take-back word that is only a hesitation ('äh', 'ähm', 'öhm'), with no 'nein', 'nee', 'Moment' or 'warte' after it. */
const BARE_HESITATION = /(?<![\p{L}])(?:äh|ähm|öhm)[ \t]*,?[ \t]*\d/iu;

/**
 * '250 g Rinderhack, ähm, 1 Zwiebel', '… ähm, 1 Becher Joghurt': a bare hesitation between two items, the second amount
 * (and unit) followed by a noun of its own (the first food not named again), takes nothing back; the speaker is
 * looking for the next item. ('3 Eier, ähm 4 sind besser' and '2 EL Zimt, äh 1 EL.' still correct the amount.)
 */
function isHesitationBeforeNextItem(match: string, after: string): boolean {
  return BARE_HESITATION.test(match) && /^[ \t]+\p{Lu}/u.test(after);
}

/**
 * '250 ml Milch, nein Moment, 200 ml Milch reichen', '2 EL Zimt, äh nee 1 EL', '3 Eier, nee warte, 4 Eier': an amount
 * corrected mid-sentence. The first amount is dropped and the second one measures the food (named again or not).
 */
function withCorrectionsApplied(text: string): string {
  if (!/(?<![\p{L}])(?:äh|ähm|öhm|nein|nee|quatsch|sorry|korrektur)(?![\p{L}])/iu.test(text)) return text;
  return text.replace(
    CORRECTION,
    // The food may be named again after the new amount ('200 ml Milch reichen'): the match takes it in.
    (
      whole: string,
      a1: string,
      unit1: string | undefined,
      name: string,
      a2: string,
      unit2: string | undefined,
      offset: number,
      all: string,
    ) =>
      isHesitationBeforeNextItem(whole, all.slice(offset + whole.length))
        ? `${a1} ${unit1 ?? ''}${name}, ${[a2, unit2].filter(Boolean).join(' ')}`
        : [a2, unit2 ?? unit1?.trim() ?? '', name].filter(Boolean).join(' '),
  );
}

/**
 * Palatinate (and other Rhine-Franconian) speech drops the infinitive's final 'n': 'zamme rühre', 'dünn ausrolle',
 * 'Schmand drufstreiche', 'Kugle forme'. A lowercase word ending in 'e' that is a cooking verb's infinitive with 'n'
 * gets it back; 'druf' is 'drauf', 'zamme' 'zusammen', Hessian 'unner-' 'unter-', and the unrounded
 * 'riehrn' is 'rühren' ('verriehrn', 'unnerriehrn'). Only in a text that speaks Palatinate ('un' for 'und' between
 * words, or 'uff'/'druf'/'zamme').
 */
function writePalatine(text: string): string {
  if (!/(?<![\p{L}])(?:un|uff|zamme|druf\p{Ll}*)(?![\p{L}])/u.test(text)) return text;
  return (
    text
      .replace(/(?<![\p{L}])zamme(?![\p{L}])/gu, 'zusammen')
      .replace(/(?<![\p{L}])druf(?=\p{Ll}{3,})/gu, 'drauf')
      .replace(/(?<![\p{L}])unner(?=\p{Ll}{4,})/gu, 'unter')
      .replace(/(?<![\p{L}])(\p{Ll}*)iehrn(?![\p{L}])/gu, (word: string, prefix: string) =>
        hasCookingVerb(`${prefix}ühren`, true) ? `${prefix}ühren` : word,
      )
      // ('die siebe Kräuter': before a noun, 'siebe' is the number seven said without its 'n', no verb.)
      .replace(/(?<![\p{L}])(\p{Ll}{3,}e)(?![\p{L}])(\s+\p{Lu})?/gu, (word: string, bare: string, noun?: string) =>
        (bare === 'siebe' && noun !== undefined) || hasCookingVerb(bare, true) || !hasCookingVerb(`${bare}n`, true)
          ? word
          : `${bare}n${noun ?? ''}`,
      )
  );
}

/**
 * What both readers see first: emojis inside a mention dropped, so that amount and name stay together, and the
 * English 'a pinch of salt', '2 cups of Mehl' written as '1 pinch salt', '2 cups Mehl'.
 */
export function normaliseMentions(text: string): string {
  return writeCompoundNumbers(writeLegend(writePalatine(withCorrectionsApplied(text))))
    .replace(EMOJI_INSIDE_MENTION, ' ')
    .replace(/(?<![\p{L}\d])(?:a|one)\s+(?=(?:pinch|handful|cup)\s+of\s)/giu, '1 ')
    .replace(/(?<=(?:\d|[½¼¾⅓⅔])\s*(?:pinch|pinches|handful|cups?|tbsp|tsp))\s+of(?=\s)/giu, '')
    .replace(MEASURE_OF, '');
}

const UNITS_WORDS = ['', 'ein', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun'];
const TEENS: Record<string, number> = { zehn: 10, elf: 11, zwölf: 12 };
const TENS: Record<string, number> = {
  zwanzig: 20,
  dreißig: 30,
  vierzig: 40,
  fünfzig: 50,
  sechzig: 60,
  siebzig: 70,
  achtzig: 80,
  neunzig: 90,
};

/** 'fünfzig', 'zweihundert', 'hundertfünfzig', 'dreihundertzwanzig', 'fünfundzwanzig' as a number, or null. */
function compoundNumber(word: string): number | null {
  const w = word.toLowerCase();
  const hundred = /^(ein|zwei|drei|vier|fünf|sechs|sieben|acht|neun)?hundert(?:und)?(.*)$/u.exec(w);
  let base = 0;
  let rest = w;
  if (hundred) {
    base = 100 * Math.max(1, UNITS_WORDS.indexOf(hundred[1] ?? 'ein'));
    rest = hundred[2] ?? '';
    if (rest === '') return base;
  }
  const teens = TEENS[rest];
  if (teens !== undefined) return base + teens;
  const tens = TENS[rest];
  if (tens !== undefined) return base + tens;
  const tensWithUnit = /^(ein|zwei|drei|vier|fünf|sechs|sieben|acht|neun)und(\p{L}+)$/u.exec(rest);
  const tensPart = tensWithUnit?.[2] === undefined ? undefined : TENS[tensWithUnit[2]];
  if (tensWithUnit?.[1] && tensPart !== undefined) return base + UNITS_WORDS.indexOf(tensWithUnit[1]) + tensPart;
  const teen = /^(drei|vier|fünf|sech|sieb|acht|neun)zehn$/u.exec(rest);
  if (teen?.[1]) return base + 10 + ['', '', '', 'drei', 'vier', 'fünf', 'sech', 'sieb', 'acht', 'neun'].indexOf(teen[1]);
  return null;
}

/** Measure words a spelled-out number stands before ('zweihundert Gramm Mehl', 'fünfzig Milliliter Sahne'). */
const MEASURE_WORD = /^(?:gramm|g|kilo(?:gramm)?|kg|milliliter|ml|liter|l|dl|deziliter|el|tl|esslöffeln?|teelöffeln?)$/iu;

/** Spelled-out amounts written as digits: 'zweihundert Gramm' → '200 Gramm', 'eineinhalb' → '1 1/2', 'einem Viertelliter' → '1/4 l'. */
function writeNumbers(text: string): string {
  return (
    text
      .replace(/(?<![\p{L}])(?:eineinhalb|anderthalb)(?![\p{L}])/giu, '1 1/2')
      .replace(
        /(?<![\p{L}])(?:(?:ein|einen|einem|einer|nen|nem|an)\s+)?(viertel|achtel)\s?liter(?![\p{L}])/giu,
        (_m, part: string) => (part.toLowerCase() === 'viertel' ? '1/4 l' : '1/8 l'),
      )
      // Austrian 'an Achtel Schlagobers', 'ein Viertel Milch': an eighth or a quarter before a liquid is of a litre.
      .replace(/(?<![\p{L}])(?:ein|einen|an|a|nen|n)\s+(Viertel|Achtel)\s+(?=\p{Lu})/gu, (_m, part: string) =>
        part === 'Viertel' ? '1/4 l ' : '1/8 l ',
      )
  );
}

/**
 * 'zwei hundert fünfzig Gramm', 'vier hundert Gramm', 'hundert und zwanzig Milliliter': speech input writes a number's
 * parts apart; before a measure word they are joined into the one word the number is ('zweihundertfünfzig Gramm').
 */
const SPACED_HUNDRED =
  /(?<![\p{L}])(?:(ein|zwei|drei|vier|fünf|sechs|sieben|acht|neun)[ \t]+)?hundert(?:[ \t]+(?:und[ \t]+)?(\p{L}+))?(?=[ \t]+(\p{L}+))/giu;

function joinSpacedHundreds(text: string): string {
  return text.replace(SPACED_HUNDRED, (whole: string, head: string | undefined, tail: string | undefined, next: string) => {
    const hundred = `${head ?? ''}hundert`;
    if (tail === undefined) return MEASURE_WORD.test(next) ? hundred : whole;
    if (MEASURE_WORD.test(next) && compoundNumber(`${hundred}${tail}`) !== null) return `${hundred}${tail}`;
    if (MEASURE_WORD.test(tail)) return `${hundred}${whole.slice(whole.search(/[ \t]+\p{L}+$/u))}`;
    return whole;
  });
}

/** 'zweihundertfünfzig Gramm Mehl' → '250 Gramm Mehl': a spelled-out number before a measure word, for both readers. */
function writeCompoundNumbers(text: string): string {
  return joinSpacedHundreds(text).replace(
    /(?<![\p{L}])(\p{L}+)(?=[ \t]+(\p{L}+))/gu,
    (word: string, _w: string, next: string) => {
      if (!MEASURE_WORD.test(next)) return word;
      const n = compoundNumber(word);
      return n === null ? word : String(n);
    },
  );
}

/**
 * 'Mehl, so 250 g, kommt in die Schüssel', 'Milch – ungefähr ein halber Liter – dazu', 'Eier? Drei Stück', 'Salz, eine
 * Prise': a known food named first, its measure set off after it by a comma, a dash or a question mark, is written
 * measure first ('250 g Mehl'), as the mention reader reads it; so is a measure said again ('und Mehl, auch 40 g') and
 * one set off after the food's placing word ('Dann Senf rein, so 3 EL' → 'Dann 3 EL Senf rein').
 */
const SET_OFF_MEASURE = String.raw`((?:\d+[ \t]+\d+/\d+|\d+(?:[.,/]\d+)?|[½¼¾]|(?:ein|eine|einen|zwei|drei|vier|fünf|sechs|sieben|acht|zehn|zwölf)(?:[ \t]+halbe[rn]?)?)[ \t]*(?:g|kg|ml|l|gramm|liter|el|tl|esslöffel|teelöffel|prise|prisen|stück|becher|dosen?|päckchen|packung|bund|handvoll|tassen?|gläser|glas|zehen?|scheiben?|zweige?|stangen?|knollen?))(?=[ \t]*(?:[,.!;]|[–—-][ \t]|$)|[ \t]+(?:reicht|reichen|genügt|genügen)(?![\p{L}]))`;
const ABOUT = String.raw`(?:(?:so|ca\.|circa|etwa|ungefähr|rund)[ \t]+)?`;
/** 'rein', 'dazu': the word that places a food, between it and its measure set off after a comma. */
const PLACED = String.raw`(?:[ \t]+(?:rein|hinein|dazu|drauf|drüber|drunter))?`;
const NAME_THEN_SET_OFF_MEASURE = new RegExp(
  // ('Reis vom Vortag, so zwei Tassen': where the food comes from may stand between.)
  // ('Und Zucker? Tom: 1 EL reicht.': a speaker's label may lead the answer.)
  String.raw`(?<![\p{L}])(\p{Lu}[\p{L}-]+)(?:[ \t]+(?:vom|aus[ \t]+dem|aus[ \t]+der)[ \t]+\p{Lu}[\p{L}-]+)?(${PLACED})[ \t]*(?:,|\?(?:[ \t]+\p{Lu}\p{Ll}+:)?|[ \t][–—-])[ \t]+(?:auch[ \t]+)?${ABOUT}${SET_OFF_MEASURE}`,
  'giu',
);
/**
 * 'Hackfleisch dazu, bei mir fünfhundert Gramm, und …', 'Feta drüberbröseln, bei mir etwa 50 Gramm': the cook's own
 * measure set off after a known food and its verb is written measure first ('500 Gramm Hackfleisch dazu').
 */
const NAME_THEN_OWN_MEASURE = new RegExp(
  String.raw`(?<![\p{L}])(\p{Lu}[\p{L}-]+)((?:[ \t]+\p{Ll}+){0,2}),[ \t]+bei[ \t]+(?:mir|uns)[ \t]+${ABOUT}${SET_OFF_MEASURE}[ \t]*,?`,
  'giu',
);
/** 'wie viel Knoblauch da rein kommt: sechs Zehen!': a question about a known food answered with its measure. */
const HOW_MUCH_ANSWERED = new RegExp(
  String.raw`(?<![\p{L}])(wie[ \t]+viele?[ \t]+)(\p{Lu}[\p{L}-]+)([^.!?:]*[:?][ \t]+)${ABOUT}${SET_OFF_MEASURE}`,
  'giu',
);
/**
 * 'Reis eine Tasse, Wasser anderthalb Tassen, Salz eine Prise': three or more known foods in a row, each with its
 * measure straight after it, are written measure first ('1 Tasse Reis, …'), as a list told the other way round.
 */
const NAME_MEASURE = String.raw`(\p{Lu}[\p{L}-]+)[ \t]+${ABOUT}${SET_OFF_MEASURE}`;
const NAMES_THEN_MEASURES = new RegExp(String.raw`(?<![\p{L}])${NAME_MEASURE}(?:[ \t]*,[ \t]*${NAME_MEASURE}){2,}`, 'giu');

function measuresAfterNamesFirst(text: string): string {
  return text.replace(NAMES_THEN_MEASURES, (run: string) => {
    const pairs = [...run.matchAll(new RegExp(NAME_MEASURE, 'giu'))];
    if (!pairs.every((m) => /^\p{Lu}/u.test(m[1] ?? '') && isKnownIngredient(m[1] ?? ''))) return run;
    return pairs.map((m) => `${m[2] ?? ''} ${m[1] ?? ''}`).join(', ');
  });
}
const EACH_NAME = String.raw`\p{Lu}[\p{L}-]+`;
/** 'je ein Teelöffel Kreuzkümmel und Oregano', 'je 2 EL Zucker, Mehl und Öl': the measure goes to each name. */
const EACH_MEASURE = new RegExp(
  String.raw`(?<![\p{L}])je[ \t]+((?:\d+(?:[.,/]\d+)?|[½¼¾]|ein|eine|einen|zwei|drei|vier)[ \t]+(?:g|kg|ml|l|gramm|el|tl|esslöffel|teelöffel|prise|prisen|stück|dosen?|päckchen|bund|handvoll)[ \t]+)(${EACH_NAME}(?:[ \t]*,[ \t]*${EACH_NAME})*[ \t]+(?:und|&)[ \t]+${EACH_NAME})`,
  'giu',
);

function measureEach(text: string): string {
  return text.replace(EACH_MEASURE, (whole: string, measure: string, names: string) => {
    const list = names.split(/[ \t]*,[ \t]*|[ \t]+(?:und|&)[ \t]+/u);
    // ('je 250 g Kletzen, Feigen und Rosinen': a regional name the lexicon lacks among known foods is one of them too.)
    const known = list.filter((name) => isKnownIngredient(name)).length;
    if (known < list.length - 1 || known < 2) return whole;
    return `${list
      .slice(0, -1)
      .map((name) => `${measure}${name}`)
      .join(', ')} und ${measure}${list.at(-1) ?? ''}`;
  });
}

/** Whether a text names a known food with its measure set off after it ('Mehl, 250 g, und …'): told, not listed. */
export function hasSetOffMeasure(text: string): boolean {
  return [...text.matchAll(NAME_THEN_SET_OFF_MEASURE)].some((m) => /^\p{Lu}/u.test(m[1] ?? '') && isKnownIngredient(m[1] ?? ''));
}

const SMALL_NUMBERS = ['ein', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht'];
/** 'zwei, drei Knoblauchzehen', 'ein, zwei Handvoll': two neighbouring number words said as a range ('2-3'). */
const SPOKEN_RANGE =
  /(?<![\p{L}])(ein|eine|zwei|drei|vier|fünf|sechs|sieben)\s*,\s*(zwei|drei|vier|fünf|sechs|sieben|acht)(?=\s+\p{L})/giu;

function writeSpokenRanges(text: string): string {
  return text.replace(SPOKEN_RANGE, (whole: string, a: string, b: string) => {
    const from = SMALL_NUMBERS.indexOf(a.toLowerCase().replace(/^eine$/u, 'ein')) + 1;
    const to = SMALL_NUMBERS.indexOf(b.toLowerCase()) + 1;
    return to === from + 1 ? `${from}-${to}` : whole;
  });
}

function measureSetOffFirst(text: string): string {
  return measuresAfterNamesFirst(text)
    .replace(NAME_THEN_OWN_MEASURE, (whole: string, name: string, verb: string, measure: string) =>
      /^\p{Lu}/u.test(name) && !/\p{Lu}/u.test(verb) && isKnownIngredient(name) ? `${measure} ${name}${verb}` : whole,
    )
    .replace(HOW_MUCH_ANSWERED, (whole: string, how: string, name: string, rest: string, measure: string) =>
      /^\p{Lu}/u.test(name) && isKnownIngredient(name) ? `${how}${name}${rest}${measure} ${name}` : whole,
    )
    .replace(NAME_THEN_SET_OFF_MEASURE, (whole: string, name: string, placed: string, measure: string) =>
      /^\p{Lu}/u.test(name) && isKnownIngredient(name) ? `${measure} ${name}${placed}` : whole,
    );
}

/**
 * Spoken quantities inside a sentence become a word the mention reader starts at: „mit nem Spritzer Zitrone“ →
 * „mit etwas Zitrone“, „ordentlich Olivenöl“ → „etwas Olivenöl“, „ne Handvoll“ → „1 Handvoll“ ('2 Paar' stays).
 */
/**
 * Kölsch words of measuring and adding: 'enem Stöck Butter', 'e bissche Muskat', 'Dann kütt … dran', 'Vun de Äppel';
 * 'Isch kooch …' (koch) and '… drop' (drauf).
 */
function writeKoelsch(text: string): string {
  return (
    text
      .replace(/(?<![\p{L}])Stöck(?![\p{L}])/gu, 'Stück')
      .replace(/(?<![\p{L}])(?:e|en|ene|enem|ene)\s+bissche(?![\p{L}])/gu, 'ein bisschen')
      .replace(/(?<![\p{L}])bissche(?![\p{L}])/gu, 'bisschen')
      .replace(/(?<![\p{L}])kütt(?![\p{L}])/gu, 'kommt')
      .replace(/(?<![\p{L}])kumme(?![\p{L}])/gu, 'kommen')
      .replace(/(?<![\p{L}])Vun\s+de(?![\p{L}])/gu, 'Von den')
      .replace(/(?<![\p{L}])nimmste(?![\p{L}])/gu, 'nimmst du')
      // 'rieve', 'rievste', 'schnigge', 'brode': Kölsch for reiben, schneiden, braten.
      .replace(/(?<![\p{L}])rievste(?![\p{L}])/gu, 'reibst du')
      .replace(/(?<![\p{L}])(?:rieve|rieven)(?![\p{L}])/gu, 'reiben')
      .replace(/(?<![\p{L}])schnigge(?![\p{L}])/gu, 'schneiden')
      .replace(/(?<![\p{L}])brode(?![\p{L}])/gu, 'braten')
      .replace(/(?<![\p{L}])kooch(?![\p{L}])/gu, 'koch')
      .replace(/(?<![\p{L}])drop(?=\s*[,.!]|\s*$)/gu, 'drauf')
  );
}

/** Swiss verbs of cooking: 'chochä' (kochen), 'schnidä' (schneiden), 'brätlä' (braten). */
function writeSwiss(text: string): string {
  return text
    .replace(/(?<![\p{L}])(?:chochä|choche)(?![\p{L}])/gu, 'kochen')
    .replace(/(?<![\p{L}])(?:schnidä|schniide|schnide)(?![\p{L}])/gu, 'schneiden')
    .replace(/(?<![\p{L}])(?:brätlä|brätle|brägle)(?![\p{L}])/gu, 'braten');
}

/** North German speech: „in 'nem Esslöffel“, „'ner Prise“, „'n büschen Butter“. */
function writeNorthGerman(text: string): string {
  return text
    .replace(/(?<![\p{L}\d])['’](n|ne|nen|nem|ner)(?![\p{L}'’])/gu, '$1')
    .replace(/(?<![\p{L}])(?:büschen|bisken)(?![\p{L}])/gu, 'bisschen');
}

function normaliseSpoken(text: string): string {
  return (
    measureEach(measureSetOffFirst(writeSpokenRanges(writeNumbers(writeKoelsch(writeSwiss(writeNorthGerman(text)))))))
      // 'in nem Esslöffel Sesamöl': a spoon is a measure, never the place the food goes ('in nem Glas' is).
      .replace(/(?<![\p{L}\d])(?:n|ne|nen|nem|ner)\s+(?=(?:esslöffel|teelöffel)(?![\p{L}]))/giu, '1 ')
      // Austrian, Swabian and Swiss articles before a measure: 'ana Prise', 'an Esslöffel', 'in eme Esslöffel', 'e Handvoll'.
      .replace(
        /(?<![\p{L}\d])(?:ana|ama|an|a|eme|emne|enem|ene|en|e|es)\s+(?=(?:esslöffel?|teelöffel?|prise|packerl|päckli|becher|tasse|dose|glas|bund|stück|würfel|zehe|hand\s?voll)(?![\p{L}]))/giu,
        '1 ',
      )
      .replace(
        /(?<![\p{L}\d])(?:(?:e|es|a|a\s+kloans?)\s+)?(?:chli|bitzli|bitzeli|bizzeli|bissle|bisserl|bissi)(?![\p{L}])/giu,
        'etwas',
      )
      .replace(
        /(?<![\p{L}\d])(?<!\d\s)(?:n|ne|nen|nem|ner|a|an|einem|einen|einer|ein|eine)\s+(?:(?:gute|ordentliche|große|kleine|knappe)[nrm]?\s+)?(?=(?:hand\s?voll|prise)(?![\p{L}]))/giu,
        '1 ',
      )
      // '1 gestr. TL Natron', '2 gehäufte EL Kakao': how full the spoon is says no more than the spoon.
      .replace(
        /(?<=\d)\s+(?:gestr\.|geh\.|gestrichene[nrm]?|gehäufte[nrm]?|knappe[nrm]?|gute[nrm]?|ordentliche[nrm]?)\s+(?=(?:el|tl|esslöffel|teelöffel|tassen?|handvoll|msp\.|messerspitzen?)(?![\p{L}]))/giu,
        ' ',
      )
      // 'mit nem Becher Sahne', 'nem päckchen vanillezucker', Saxon 'ä Glas Gurken' ('in nem Glas schütteln' is where,
      // not how much).
      .replace(
        /(?<![\p{L}\d])(?<!(?:in|ins|aus|zu)\s)(?:n|ne|nen|nem|ner|ä)\s+(?=(?:päckchen|packung|becher|dose|glas|tasse|stück|zehe|tl|el)(?![\p{L}]))/giu,
        '1 ',
      )
      // 'Ne halbe Wassermelone', 'an halben Kopf Kraut': a spoken article before 'halbe' is the number word.
      .replace(/(?<![\p{L}\d])(?:n|ne|nen|ner|a|an)\s+(?=halbe[nrs]?\s)/giu, 'eine ')
      // 'een Ei, ne Zwiebel und nen Apfel', Bavarian 'a Zwiebel': a spoken or dialect article before a noun counts one,
      // as 'eine' does (the mention reader counts it only for a known food or one said to be added). 'a', 'an' and 'e'
      // are also other words ('an Weihnachten', 'a Zwetschkenröster dazu' served beside), so only before a known food.
      .replace(
        // ('a kloane Zwiebel': an adjective may stand between the article and the food.)
        /(?<![\p{L}\d'])(een|eene|eenen|ne|nen|ner|e|a|an)\s+(?=(?:\p{Ll}+e\s+)?(\p{Lu}\p{Ll}+))/gu,
        (whole: string, article: string, noun: string, at: number, told: string) =>
          /^(?:e|a|an)$/u.test(article) && (!isKnownIngredient(noun) || isSeasoningToTaste(told, at)) ? whole : 'eine ',
      )
      .replace(
        /(?<!\d\s?)(?<![\p{L}])(?:(?:n|ne|nen|nem|ner|a|an|einem|einen|ein|eine)\s+)?(?:schuss|spritzer|klecks|bisschen|bischen|bißchen|bissl|bissel|paar)(?![\p{L}])/giu,
        'etwas',
      )
      .replace(/(?<![\p{L}])(?:ordentlich|reichlich|großzügig)\s+(?=\p{Lu})/gu, 'etwas ')
      // 'vier dünne Scheiben Kalbfleisch': the size belongs to the slices, the unit follows the amount.
      .replace(
        /(?<=(?:^|\s)(?:\d+|ein|eine|zwei|drei|vier|fünf|sechs|acht|zehn|zwölf)\s)(?:dünne|dicke|große|kleine|breite|schmale)\s+(?=(?:Scheiben|Stücke|Stangen|Streifen|Zweige|Zehen)(?![\p{L}]))/giu,
        '',
      )
  );
}

/** 'Mit an Majoran und Kümmel abschmecken': a dialect article after 'mit' in a sentence that seasons to taste. */
const TO_TASTE = /^[^.!?\n]*?(?<![\p{L}])(?:abschmecken|abgeschmeckt|würzen|gewürzt)(?![\p{L}])/iu;
function isSeasoningToTaste(told: string, at: number): boolean {
  return /(?<![\p{L}])mit\s+$/iu.test(told.slice(Math.max(0, at - 6), at)) && TO_TASTE.test(told.slice(at));
}

/**
 * 'Senf Salz Pfeffer' (not '1 Prise Salz', Swiss '1 Kafilöffel Salz'): a seasoning run on to the previous item's name
 * starts an item.
 */
const SEASONING_AFTER_NAME =
  /(?<=(?:^|\s)(?!(?:Mit|Und|Dann|Den|Der|Die|Das|Dem|Des|Ein|Eine|Einen|Einem|Mehr|Etwas|Viel|Wenig|Prise|Msp|Messerspitze|Teelöffel|Esslöffel|Löffel|Handvoll|Spritzer|Schuss|Päckchen|Pck)(?![\p{L}])|\p{Lu}\p{Ll}*löffeli?(?![\p{L}]))\p{Lu}\p{Ll}+)\s+(?=(?:Salz|Pfeffer)(?![\p{L}]))/gu;

/** Removes what is not text: hashtags, handles, emojis; arrows end a sentence. */
/**
 * 'erstmal 1 rote paprika klein schneiden' / 'ab in die pfanne mit 2 el olivenöl' / …: a voice-over written one line
 * per step without punctuation; a line break after three words or more ends the sentence.
 */
const MIN_STEP_LINE_WORDS = 3;
/** The particle that adds a thing and ends a short step ('Erdnüsse drüber'). */
const ADDING_PARTICLE = /^(?:dazu|hinzu|rein|hinein|drauf|obendrauf|drüber|darüber)$/u;

function endVoiceOverLines(text: string): string {
  const lines = text.split('\n');
  return lines
    .map((line, i) => {
      const next = (lines[i + 1] ?? '').trim();
      const words = line.trim().split(/\s+/);
      // 'alles mischen' / 'Erdnüsse drüber' / 'in 1 EL Butter braten': a line that ends in its verb's infinitive or its
      // adding particle ends its step, whatever the next line starts with.
      const last = words.at(-1) ?? '';
      const endsInVerb = /^\p{Ll}+$/u.test(last) && (hasCookingVerb(last, true) || ADDING_PARTICLE.test(last));
      if (words.length >= 2 && next !== '' && endsInVerb) return `${line.trimEnd()}.`;
      const ends =
        words.length >= MIN_STEP_LINE_WORDS &&
        /\p{L}/u.test(line) &&
        !/[.!?:,;]\s*$/u.test(line) &&
        /^(?!(?:und|oder)\s)[\p{Ll}\d½¼¾]/u.test(next);
      return ends ? `${line.trimEnd()}.` : line;
    })
    .join('\n');
}

export function plainText(text: string, maxChars: number): string {
  return normaliseSpoken(
    normaliseMentions(endVoiceOverLines(text.slice(0, maxChars)))
      // '2 Zucchini (oder 1 Aubergine)': an alternative in parentheses is no further thing to measure.
      .replace(/\s*\((?:oder|alternativ|or)\s[^()]*\)/giu, ' ')
      .replace(HASHTAG_AS_NAME, hashtagAsName)
      .replace(/[#@][\p{L}\p{N}_.]+/gu, ' ')
      // 'würfeln 🔪 und in 2 EL Butter', 'mitrösten 🔥, mit …': before a lowercase word or a comma the sentence goes on.
      .replace(
        new RegExp(String.raw`(?<=\p{Ll})\s*(?:(?![${ARROWS}])${EMOJI_SEQUENCE}\s*)+(?=,|\s(?:und|mit|dann|bis|oder)\s)`, 'gu'),
        ' ',
      )
      // Otherwise an emoji ends a title or a sentence more often than not ('Omas Gulasch 🥘 Ich nehm …').
      .replace(new RegExp(String.raw`\s*(?:${EMOJI_SEQUENCE}\s*)+`, 'gu'), '. ')
      .replace(/\s*[→➡⇒]\s*/gu, '. ')
      // 'Pfannkuchen nach Omas Art – Mehl brauchst du 250 g': a spaced dash before a capital ends a title (before any
      // amount; later a dash sets off a remark: '… gegart – NICHT den Deckel heben!').
      .replace(/(?<=\p{L})\s+[–—]\s+(?=\p{Lu})/gu, (dash: string, at: number, all: string) =>
        /\d/u.test(all.slice(0, at)) ? dash : '. ',
      )
      // '„Eine Tasse Zucker und …“': a quoted recipe card reads as the recipe itself.
      .replace(/[„“”«»]/gu, ' ')
      .replace(/\s+/g, ' ')
      // '2–3 EL Nudelwasser': a dash between two numbers is a range, as '2-3' is.
      .replace(/(?<=\d)\s?[–—]\s?(?=\d)/gu, '-')
      // A caption whose line breaks were lost: '… 1 TL Senf Salz Pfeffer Zubereitung Brötchen einweichen …'.
      .replace(/(?<=\p{L})\s+(?=(?:Zubereitung|Anleitung)\s+\p{Lu})/gu, '. ')
      .replace(SEASONING_AFTER_NAME, ', '),
  ).trim();
}
