/**
 * Step reading of the story reader (story.ts): whether a sentence of a caption told as a story tells the cook to do
 * something, in German, English or dialect, and the clauses of a method told in one sentence.
 */
import { hasRhenishInfinitive } from './dialect-verbs';
import { INGREDIENT_HEADING, hasCookingVerb, hasPastCookingVerb, opensWithImperative, tellsEnglishStep } from './lexicon';
import {
  SERVED_WITH,
  asSentence,
  isFinishedByEaters,
  isRepeatOrSweeten,
  isServedLater,
  isVerblessStep,
  splitActionClauses,
  splitThen,
} from './steps';
import { parseDuration, parseTemperature } from './time';

const words = (s: string): string[] => s.split(/\s+/).filter(Boolean);

/** 'gewürfelt', 'geschnitten', 'angebraten': a participle after the name ends it. */
export const PARTICIPLE = /^(?:\p{Ll}+)?ge\p{Ll}{3,}(?:t|en)$/u;
/** 'gschlage', 'aagschwitzt', 'gschnitte', 'gmacht': Swabian, Bavarian and Swiss participles drop the e of 'ge-'. */
const DIALECT_PARTICIPLE = /^(?:\p{Ll}{1,4})?g(?:sch|[bdfhkmpstwz])\p{Ll}{2,}(?:t|et|e|en)$/u;

/** '2 EL Butter in die Pfanne, 3 Eier rein': a step told without its verb puts things into the pan or on top. */
export const PUT_SOMEWHERE =
  /\s(?:in|auf)\s(?:die|den|das|eine?n?)\s(?:pfanne|topf|form|auflaufform|schüssel|mixer|ofen|wok|blech|mixtopf)(?![\p{L}])|\s(?:rein|drauf|drüber|obendrauf)(?=[\s,.!]|$)/iu;

/**
 * 'Dann kommen 200 g Linsen dazu', 'Darauf kommen Zwiebeln (2 Stück)': a verb of adding with its place makes a step of
 * its things; 'dazu kommen 250 g Quark, …' at the start of a sentence introduces an enumeration, and so does 'Rein
 * kommen 200 g rote Linsen, 1 Zwiebel …' with its first amount right after the verb ('Rein kommt dann noch 1 Becher
 * Sahne' adds one thing, a step).
 */
const ADDING_VERB =
  /^(?!\s*dazu\s+(?:kommt|kommen)\s)(?!\s*(?:rein|hinein)\s+kommen\s+[\d½¼¾])(?=.*(?:^|\s)(?:kommt|kommen)\s)(?=.*(?:^|\s)(?:dazu|darauf|drauf|obendrauf|dran|rein|hinein|hinzu|oben|in (?:den|die|das) \p{L}+)(?=[\s,.!:]|$))/iu;

/** 'Dann schmecke ich mit 1 TL Honig … ab.': a separable verb's particle ends the sentence of a step. */
const SEPARABLE_END = /\s(ab|an|auf|aus|ein|unter|um)[.!]*$/u;

/** 'schmecke … ab' is 'abschmecken', 'reibe … ein' is 'einreiben': a cooking verb split around its object. */
function hasSeparableCookingVerb(sentence: string): boolean {
  const particle = SEPARABLE_END.exec(sentence.trim())?.[1];
  if (!particle) return false;
  return words(sentence).some((w) => {
    const stem = w.replace(/[,;:.!?]+$/u, '').replace(/(?:e|st|t)$/u, '');
    return /^\p{Ll}{3,}$/u.test(stem) && hasCookingVerb(`${particle}${stem}en`, true);
  });
}

/**
 * 'von den Datteln nehm ich …', 'Mehl brauchst du …', 'Man nimmt …' / Hessian 'Mer nimmt …', the old cookbooks' 'Man
 * nehme …': the verb after a fronted food, or the impersonal one, says what the cook takes.
 */
const TAKING =
  /(?<![\p{L}])(?:(?:nehm|nehme|nimm|nimmst|nimmt|nehmt|brauchst|braucht|brauche)\s+(?:ich|du|ihr|man|wir)|(?:man|mer|ma)\s+(?:nimmt|nehme|braucht))(?![\p{L}])/iu;

/** 'Pro Person rechne ich …', 'je Portion plant man …': the amounts one person gets. */
const PER_PERSON =
  /(?:^|\s)(?:pro|je|für eine)\s+(?:person|portion|kopf|esser)\s+(?:rechne|rechnet|plane|plant|nehme|nehm|nimmt|brauchst|braucht|brauche)(?![\p{L}])/iu;

/**
 * 'gelingen', 'gegangen', 'gewesen', 'nachgerechnet': words shaped like a participle that tell of a life, a shop or a
 * post, not of a cooking step ('… 12 Ideen, die immer gelingen', '… über die Theke gegangen'); 'Wir haben 500 g Mehl,
 * … und 1 TL Salz gebraucht.' names what was needed, the list, as 'Man braucht …' does.
 */
const NOT_COOKED =
  /^(?:\p{Ll}*(?:gelingen|gelungen|gegangen|gewesen|gehabt|gesehen|gesagt|gefragt|gewonnen|gefunden|gelernt|gefeiert|gespielt|gearbeitet|geschafft|gezeigt|gepostet|geteilt|gerechnet|gekauft|geschenkt|getestet|gewählt|gegessen|getrunken|gelacht|gequatscht|gezockt|geredet|geplaudert|getanzt|gesungen|geschrieben|getippt|notiert|kopiert|gedruckt|gebraucht))$/u;

/** A participle of a story's past tense („hab … angebraten“, Swiss „aagschwitzt“). */
const hasParticiple = (sentence: string): boolean =>
  words(sentence).some((w) => {
    const bare = w.replace(/[,;:.!?]+$/u, '');
    return (PARTICIPLE.test(bare) || DIALECT_PARTICIPLE.test(bare)) && !NOT_COOKED.test(bare);
  });

/** 'pfanne heiß machen', 'Butter weich machen': 'machen' with how the thing becomes is a cooking verb. */
const MAKE_HOT = /(?:^|\s)(?:heiß|heiss|warm|weich|flüssig|knusprig|klein)\s+(?:machen|mache|machst|macht|gemacht)(?![\p{L}])/iu;

/** 'Schritt eins:', 'Schritt 2:': a spoken or written step marker inside a story. */
export const STEP_WORD = /(?<![\p{L}])Schritt\s+(?:\d{1,2}|eins|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn)\s*[:.–-]\s*/giu;

/** An emoji digit that numbers a step ('1️⃣', '2⃣'). */
export const KEYCAP = /[0-9]\uFE0F?\u20E3/gu;

/** 'schneida', 'verquirla', Swiss 'schälä': a Swabian, Bavarian or Swiss infinitive ends in -a or -ä where German has -en. */
const hasDialectInfinitive = (sentence: string): boolean =>
  words(sentence).some((w) => {
    // (Swabian 'nei-' is 'hinein-': 'neirühra', 'neigeba'.)
    const bare = w.replace(/[,;:.!?]+$/u, '').replace(/^nei(?=\p{Ll}{4})/u, 'hinein');
    return /^\p{Ll}{4,}[aä]$/u.test(bare) && hasCookingVerb(`${bare.slice(0, -1)}en`, true);
  });

/** 'anbratn', 'lassn', 'eirührn': a Bavarian infinitive drops the e of -en ('ei-' is 'ein-'). */
const hasBavarianInfinitive = (sentence: string): boolean =>
  words(sentence).some((w) => {
    const bare = w.replace(/[,;:.!?]+$/u, '').replace(/^ei(?=\p{Ll}{4})/u, 'ein');
    return /^\p{Ll}{3,}[bcdfghklmprstwzß]n$/u.test(bare) && hasCookingVerb(`${bare.slice(0, -1)}en`, true);
  });

/**
 * Low German and Saxon keep or soften the consonants that High German shifted: 'anbraden' (anbraten), 'opleggen'
 * (auflegen), 'afsmecken' (abschmecken), Saxon 'verknädn' (verkneten), 'underhebe'. Each word is read with the shifts
 * undone, one by one and all together, as a cooking verb's infinitive. ('laten', 'köken' stay unread: Dutch pages of the
 * import corpus write 'laten' and 'koken' too, in sentences that are no steps.)
 */
const SOUND_SHIFTS: [RegExp, string][] = [
  [/^op(?=\p{Ll}{4})/u, 'auf'],
  [/^af(?=\p{Ll}{4})/u, 'ab'],
  [/sm/gu, 'schm'],
  [/(?<=\p{Ll})d(?=\p{Ll})/gu, 't'],
  [/gg/gu, 'g'],
  [/ä/gu, 'e'],
  [/ö/gu, 'o'],
];
const hasShiftedInfinitive = (sentence: string): boolean =>
  words(sentence).some((w) => {
    const bare = w.replace(/[,;:.!?]+$/u, '');
    if (!/^\p{Ll}{5,}$/u.test(bare)) return false;
    const ending = (v: string): string => v.replace(/(?<=[bcdfghklmprstwzß])n$/u, 'en').replace(/(?<=[^n])e$/u, 'en');
    const one = SOUND_SHIFTS.map(([from, to]) => bare.replace(from, to));
    const all = SOUND_SHIFTS.reduce((v, [from, to]) => v.replace(from, to), bare);
    return [...one, all].some((v) => v !== bare && hasCookingVerb(ending(v), true));
  });

/**
 * A sentence that tells the cook to do something, also in the past tense of a story („hab … angebraten“) or without
 * a verb („Feta drüber“, „alles in den Mixer“). Before the first measured thing, the caption's title and its story
 * („Omas Rouladen, endlich aufgeschrieben“, „POV: du hast nur 15 Minuten“) tell no step unless a cooking verb's
 * infinitive or an oven temperature says so.
 */
const DISH_IN_TIME = /^\p{Lu}[\p{L}-]*(?:\s\p{L}+)?\s+in\s+(?:nur\s+|unter\s+)?\d+\s*(?:[Mm]in\.?|[Mm]inuten)[.!]*$/u;
const INDIRECT_QUESTION = /^(?:(?:mit|in|aus|von|bei|seit)\s+)?(?:welche[mnrs]?|warum|wieso|weshalb)\s[^,]+,/iu;

/** 'Ich esse das gerade jeden Tag', 'wir machen ihn ständig': how often the writer eats or makes the dish. */
const HABIT =
  /(?:^|\s)(?:ich|wir)\s+(?:esse|essen|mache|mach|machen|koche|kochen|backe|backen)\s+(?:\p{L}+\s+){0,3}(?:jeden tag|jede woche|ständig|dauernd|andauernd|seit wochen|so oft|immer wieder)(?![\p{L}])/iu;

/** 'Bei uns gibt's Spirelli dazu!', 'Bei uns gibt es dazu einen grünen Salat.': what the writer serves with the dish. */
const SERVED_AT_HOME = /^bei\s+(?:uns|mir)\s+gibt(?:['’]s|s|\s+es)\s(?:.*\s)?dazu(?![\p{L}])/iu;

/** 'Dazu Kartoffelsalat und a Bier.', 'Dazu Reis!': what is served beside the dish, named without a verb or a measure. */
const SERVED_BESIDE = /^dazu\s+(?!noch\s)[^\d½¼¾]{2,60}$/iu;

/**
 * 'Dazu passt grüner Salat', Swiss 'Drzue ghört Öpfelmues', 'Dazu gibt's bei mir Naan oder Reis', 'Bei uns gibt's
 * Spirelli dazu!', 'An Weihnachten gibt es sie dann zum Rehrücken': what goes with the dish is served, not cooked, and
 * no ingredient of it.
 */
export function isServingRemark(sentence: string): boolean {
  const s = sentence.trim();
  return (
    SERVED_WITH.test(s) ||
    (SERVED_AT_HOME.test(s) && !hasCookingVerb(s, true)) ||
    isServedLater(s) ||
    (SERVED_BESIDE.test(s) && !hasCookingVerb(s) && !PUT_SOMEWHERE.test(s))
  );
}

/** 'mein Sohn würde ihn jeden Tag essen', 'Die Familie könnte das jede Woche essen': how often others would eat it. */
const EATEN_OFTEN =
  /(?:jeden tag|jede woche|jeden abend|ständig|dauernd|täglich|immer wieder|so oft)(?:\s+\p{L}+){0,3}\s+(?:essen|isst|esse|esst|futtern|futtert)(?![\p{L}])/iu;

/** 'Mit Spaghetti essen wir das am liebsten', 'Am liebsten esse ich ihn mit Reis': how the writer likes to eat the dish. */
const EATEN_BY_US =
  /(?:^|\s)(?:(?:essen|esse|isst|esst)\s+(?:wir|ich|die kinder|alle)\s+(?:\p{L}+\s+){0,3}?(?:am liebsten|gern|gerne|meistens)|(?:am liebsten|meistens)\s+(?:essen|esse|isst|esst)\s+(?:wir|ich))(?![\p{L}])/iu;

/**
 * 'Wir haben das Fladenbrot direkt reingetunkt', 'Ich hab sie noch warm verputzt': how the writer ate the dish, told in
 * the perfect of an eating verb, is no step.
 */
const ATE_IT =
  /(?:^|\s)(?:wir|ich)\s+(?:haben|habe|hab|hatten)\s+(?:\p{L}+\s+){0,5}\p{Ll}*(?:gegessen|getunkt|gedippt|gefuttert|verputzt|verdrückt|genossen)(?![\p{L}])/iu;
const EATEN_WORD = /\p{Ll}*(?:gegessen|getunkt|gedippt|gefuttert|verputzt|verdrückt|genossen)(?![\p{L}])/giu;
/** (Not 'Mit Puderzucker bestäubt haben wir ihn … gegessen': a cooking participle beside the eating one is a step.) */
const ateItOnly = (sentence: string): boolean =>
  (ATE_IT.test(sentence) && !hasCookingVerb(sentence.replace(EATEN_WORD, ' '))) || isFinishedByEaters(sentence);

/**
 * 'Handkäs mit Musik, wie mer'n in Sachsehause esse', 'Gulasch, wie man es in Wien kocht': how the dish is eaten or
 * made in a place, a clause of the title that tells nothing to do.
 */
const AS_EATEN_THERE =
  /(?:^|,\s*)wie\s+(?:mer|man|ma|mir|wir)(?:['’]n|['’]s)?\s+(?:\p{L}+['’]?\p{L}*\s+){0,4}(?:essen|esse|isst|esst|machen|mache|macht|kochen|koche|kocht)[.!]*$/iu;

/** 'Hat gereicht, beide pünktlich im Bus', 'Hat geklappt!': how it went, the participle telling no cooking. */
const HOW_IT_WENT =
  /^(?:das\s+)?(?:hat|hats|hat's|hat\s+es)\s+(?:\p{L}+\s+)?(?:gereicht|geklappt|gepasst|funktioniert)(?![\p{L}])/iu;

export function isStep(sentence: string, beforeIngredients: boolean, measures: (sentence: string) => boolean): boolean {
  // 'Wer gewinnt heute?', 'Wie esst ihr sie am liebsten?': a question to the readers is no step.
  if (/\?[.!]*$/u.test(sentence.trim())) return false;
  // 'Ihr habt gefragt, wie viel Knoblauch …: drei Zehen!': the readers' question answered tells no step.
  // ('Ihr habt gefragt, wie ich ihn mache, also hier: Ich schwitze …' tells its step after the colon.)
  if (/(?:^|\s)(?:gefragt|fragt|fragen)\s*,?\s+(?:wie|was|ob|welche)(?![\p{L}])/iu.test(sentence)) {
    const colon = sentence.indexOf(':');
    return colon >= 0 && isStep(sentence.slice(colon + 1), beforeIngredients, measures);
  }
  // 'Das kam rein: 1 Chinakohl.', 'Das kommt rein: 500 g Erdbeeren, …': a list's heading before its colon tells no step;
  // what follows the colon is judged alone.
  const colon = sentence.indexOf(':');
  if (colon > 0 && INGREDIENT_HEADING.test(sentence.slice(0, colon).trim())) {
    return isStep(sentence.slice(colon + 1), beforeIngredients, measures);
  }
  // 'Von den Datteln nehm ich 200 g, von den Haferflocken 100 g': what the cook takes, each food named before its
  // amount and no other verb, lists the ingredients and tells no step ('Ich nehm 1 kg …' stays one, as the tuning
  // corpus counts it).
  // ('Den Joghurtbecher nimmst du als Messbecher' measures nothing and is a step.)
  const takes = TAKING.test(sentence) && measures(sentence);
  if (takes && !hasCookingVerb(sentence.replace(new RegExp(TAKING.source, 'giu'), ' ')) && !hasParticiple(sentence)) return false;
  if (isServingRemark(sentence)) return false;
  // 'Korrektur: im Video sag ich …', 'Sorry an alle, die's nachgekocht haben': a note on the video or an apology.
  if (/^(?:korrektur|nachtrag|edit|sorry|entschuldigung)(?![\p{L}])/iu.test(sentence.trim())) return false;
  // 'lasst es euch schmecken ihr lieben', 'En Guete!': a wish to the readers tells nothing to do.
  if (/(?:^|\s)(?:lasst es euch|lass es dir|guten appetit|en guete|mahlzeit)(?![\p{L}])/iu.test(sentence) && !measures(sentence))
    return false;
  // 'Pro Person rechne ich 125 g Spaghetti, dazu 1 TL frisch gemahlenen Pfeffer.': what one person gets is reckoned,
  // not cooked.
  if (PER_PERSON.test(sentence) && measures(sentence) && !hasCookingVerb(sentence, true)) return false;
  // 'Mit welcher Tasse sie gemessen hat, weiß keiner.': an indirect question tells about the recipe, not a step.
  if (INDIRECT_QUESTION.test(sentence.trim())) return false;
  // 'Reste-Pasta in 15 Minuten': how fast the dish is done, as 'fertig in 15 Minuten' says.
  if (DISH_IN_TIME.test(sentence.trim())) return false;
  // 'P.S. Im Video fehlt die Minze, aber …': what the video left out is a note; its amount still counts.
  if (/^(?:p\.?\s?s\.?|im video)\s*(?:fehlt|fehlen|hab|habe|vergessen|sieht man)/iu.test(sentence.trim())) return false;
  // 'Ich esse das gerade fast jeden Tag.': how often the writer eats it tells nothing to do.
  // ('mein Sohn würde ihn jeden Tag essen': how often someone would eat it.)
  if ((HABIT.test(sentence) || EATEN_OFTEN.test(sentence)) && !measures(sentence)) return false;
  // 'Mit Spaghetti essen wir das am liebsten.': how the writer likes it served; 'Hat gereicht, …': how it went; 'Grie
  // Soß, wie mer's in Frankfort esse': how it is eaten there.
  if (
    (EATEN_BY_US.test(sentence) ||
      HOW_IT_WENT.test(sentence.trim()) ||
      AS_EATEN_THERE.test(sentence.trim()) ||
      ateItOnly(sentence)) &&
    !measures(sentence)
  ) {
    return false;
  }
  // 'Die große Schüssel war nach 40 Minuten leer.': how it went at the table, told without a verb of cooking.
  if (
    /(?:^|\s)(?:war|waren)\s+(?:[\p{L}\d]+\s+){0,4}(?:leer|weg|übrig|aufgegessen|verputzt)(?![\p{L}])/iu.test(sentence) &&
    !hasCookingVerb(sentence, true)
  ) {
    return false;
  }
  // 'Muss dringend mal wieder backen!': a wish of the writer, not a step.
  if (/(?:^|\s)mal wieder(?=\s|[.!,]|$)/iu.test(sentence)) return false;
  // 'fertig in 15 Minuten 🙌': the end of the chain says it is done, it tells nothing to do.
  if (/^(?:und\s+)?(?:fertig|done)(?![\p{L}])/iu.test(sentence.trim()) && !hasCookingVerb(sentence, true)) return false;
  if (parseTemperature(sentence) !== undefined || tellsEnglishStep(sentence) || hasDialectInfinitive(sentence)) return true;
  // A title's English or a verb's bare stem ('Kürbissuppe Saison is back') is no step; 'Zuerst Ofen vorheizen' is.
  if (beforeIngredients) return hasCookingVerb(sentence, true);
  return (
    hasCookingVerb(sentence) ||
    hasParticiple(sentence) ||
    // 'Mama nahm 250 g Mehl … und verquirlte alles': a tale told in the past tense.
    hasPastCookingVerb(sentence) ||
    parseDuration(sentence) !== undefined ||
    isVerblessStep(sentence) ||
    hasRhenishInfinitive(sentence) ||
    hasBavarianInfinitive(sentence) ||
    hasShiftedInfinitive(sentence) ||
    MAKE_HOT.test(sentence) ||
    opensWithImperative(sentence) ||
    isRepeatOrSweeten(sentence) ||
    // 'Gewürze rein: je ein Teelöffel …': a verbless step before a colon, its things after it.
    (/^[^:]{3,40}:/u.test(sentence) && isVerblessStep(sentence.split(':')[0] ?? '') && measures(sentence)) ||
    (ADDING_VERB.test(sentence) && measures(sentence)) ||
    // 'Dann noch 1 Prise Salz und 2 EL Zucker.': more things added, the verb left out.
    (/^(?:dann|dazu|jetzt|zum schluss)\s+noch\s/iu.test(sentence.trim()) && measures(sentence)) ||
    hasSeparableCookingVerb(sentence)
  );
}

/**
 * A method told in one sentence holds its steps in clauses („Zuerst … anschwitzen, dann … dazu, danach … köcheln
 * lassen“), as in a list's method (steps.ts), and a story written without punctuation in its infinitives („… ausrollen
 * 3-4 äpfel schälen …“). A list's method keeps its run-on sentence whole (tests/fixtures/parser/holdout-c.ts).
 */
export function clauseSteps(sentence: string): string[] {
  const clauses = splitThen(sentence).flatMap((part) => splitActionClauses(part, true));
  return clauses.length > 1 ? clauses.map(asSentence) : [sentence];
}
