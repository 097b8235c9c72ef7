/** German word lists: cooking verbs, section headings, seasonings and caption chatter. */
import { foldGerman } from '../kitchen/german-words';
import { isRegionalPairWord } from '../kitchen/regional-words';

/** Word lists are kept as space-separated strings so they stay compact. */
export const wordList = (list: string): string[] => list.split(/\s+/).filter(Boolean);

const VERB_PREFIXES = wordList(
  'zusammen darunter darüber herunter hinein heraus drüber darauf weiter zurück durch unter drauf dazu hinzu fertig über nach rein raus auf aus ein mit vor bei ver zer weg an ab zu um be er',
).concat(
  // Swiss German: 'ufchoche' (aufkochen), 'aadünschte' (andünsten).
  wordList('uf aa'),
);

const VERB_STEMS = new Set(
  wordList(
    'brat back koch köchel gar dünst schmor röst grill frittier blanchier dämpf pochier schneid hack würfel hobel rasp reib schäl putz wasch halbier viertel zupf zerklein drück press pürier mix misch rühr quirl schlag knet meng heb geb gib füg füll gieß lösch streu streich pinsel leg setz stell teil schicht roll form wickel wend dreh schwenk würz salz pfeffer abschmeck servier richt garnier topp lass ruh zieh quell einweich kühl gefrier tau heiz hitz wärm schmelz lös tropf spül schreck nehm nimm entfern entkern trenn mahl sieb fett bemehl stech flecht schieb schütt schüttel träufel marinier panier reduzier dick bind schäum stock brösel schab schöpf tauch wälz bieg deck ritz stampf pell schwitz gratinier karamellisier glasier ess genieß passier reiß stürz schließ bräun zerlass vermeng abzieh seih tränk stäub riesel frier brech quetsch tunk dipp klapp kleid stapel rast zier portionier toast klopf löffel verfeiner anmach sprenkel' +
      // Swiss German stems: 'chöche', 'schnide', 'röschte', 'dünschte', 'mischle'.
      ' choch chöch schnid röscht dünscht mischl raffl kehr' +
      // 'Garkorb einhängen'.
      ' häng' +
      // 'Das Hähnchen trocken tupfen', 'mit Küchenpapier abtupfen'.
      ' tupf' +
      // 'Die Bananen mit der Gabel matschen', 'zermatschen': mashing, as children say it.
      ' matsch' +
      // 'Tomaten überbrühen und häuten' (not 'brüh': lowercase 'brühe' is the broth).
      ' überbrüh abbrüh häut' +
      // Low German: 'kaken' (kochen), 'snieden' (schneiden), 'braden'/'utbraden' (braten), 'inweeken' (einweichen),
      // 'afschmecken' (abschmecken).
      ' kak snied brad utbrad inweek afschmeck',
  ),
);

const ANY_ENDINGS = new Set(['', 'e', 'en', 'n', 't', 'st', 'est', 'et', 'eln', 'ern', 'elt']);
const INFINITIVE_ENDINGS = new Set(['en', 'n', 'eln', 'ern']);
/** 'verquirlte', 'rührten', 'würzte': a weak verb's past tense. */
const PRETERITE_ENDINGS = new Set(['te', 'ten', 'ete', 'eten']);

function stemCandidates(word: string): string[] {
  const out = [word];
  for (const p1 of VERB_PREFIXES) {
    if (!word.startsWith(p1) || word.length - p1.length < 3) continue;
    const w1 = word.slice(p1.length);
    out.push(w1);
    for (const p2 of VERB_PREFIXES) {
      if (w1.startsWith(p2) && w1.length - p2.length >= 3) out.push(w1.slice(p2.length));
    }
  }
  return out;
}

/**
 * Bavarian forms: 'servian' (servieren), 'nehmts'/'rührts' (nehmt, rührt: the plural's '-ts'); Bavarian and Swabian
 * infinitives in '-a' ('reiba', 'abtropfa', 'schlaga') and the prefix 'unta' ('untarührn', unterrühren).
 */
function bavarianForms(word: string, endings: Set<string>): string[] {
  const out: string[] = [];
  if (/[^aeiouäöü]ian$/u.test(word) && endings.has('en')) out.push(`${word.slice(0, -3)}ieren`);
  if (/^\p{Ll}{4,}a$/u.test(word) && endings.has('en')) out.push(`${word.slice(0, -1)}en`);
  if (/^unta\p{Ll}{4,}$/u.test(word)) out.push(`unter${word.slice(4)}`);
  if (/[^aeiouäöüt]ts$/u.test(word) && endings.has('t')) out.push(word.slice(0, -1));
  return out;
}

function isVerbWord(word: string, endings: Set<string>): boolean {
  const lower = word.toLowerCase();
  return [lower, ...bavarianForms(lower, endings)].some((w) => isVerbForm(w, endings));
}

function isVerbForm(w: string, endings: Set<string>): boolean {
  for (const c of stemCandidates(w)) {
    for (let i = Math.min(c.length, 14); i >= 2; i--) {
      if (VERB_STEMS.has(c.slice(0, i)) && endings.has(c.slice(i))) return true;
    }
  }
  return false;
}

/**
 * 'Obst abwechselnd auf Holzspieße stecken.', 'zwischen das Eis stecken.': 'stecken' is a step's verb only as the
 * infinitive that ends its sentence ('In Beeren stecken viele Vitamine', 'Da steckt Liebe drin' tell none).
 */
const SENTENCE_END_INFINITIVE = /(?<![\p{L}])\p{Ll}*stecken(?=\s*(?:[.;!)]|$))/u;

/**
 * 'im kühlen Keller', 'an einem kühlen Ort': a word between an article (or a preposition fused with one) and a noun is
 * the noun's adjective, not a verb, though it is spelt as one ('kühlen').
 */
const ARTICLE_BEFORE = /(?:^|\s)(?:im|am|zum|zur|beim|vom|ins|dem|den|der|des|die|das|einem|einen|einer|eines|eine|ein)\s+$/iu;
const NOUN_AFTER = /^\s+\p{Lu}/u;

/**
 * True when the text contains a cooking verb. Only lowercase words count (German nouns are capitalised),
 * except a sentence-initial word in infinitive form ('Abgießen und …').
 * With `infinitiveOnly`, participles like 'halbiert' are ignored (they appear in ingredient notes).
 */
export function hasCookingVerb(text: string, infinitiveOnly = false): boolean {
  const endings = infinitiveOnly ? INFINITIVE_ENDINGS : ANY_ENDINGS;
  // Text set in capitals ('EIER UNTERRÜHREN.') carries no noun/verb case signal: read it in lowercase.
  const letters = text.replace(/[^\p{L}]/gu, '');
  const source = letters.length >= 8 && letters === letters.toUpperCase() ? text.toLowerCase() : text;
  if (SENTENCE_END_INFINITIVE.test(source)) return true;
  const re = /(^|[.!?:;]\s*)?([\p{L}]+)/gu;
  for (const m of source.matchAll(re)) {
    const word = m[2];
    if (word === undefined) continue;
    const sentenceStart = m.index === 0 || m[1] !== undefined;
    if (/^\p{Ll}/u.test(word)) {
      const at = m.index + m[0].length - word.length;
      const adjective =
        ARTICLE_BEFORE.test(source.slice(Math.max(0, at - 8), at)) && NOUN_AFTER.test(source.slice(at + word.length));
      if (!adjective && isVerbWord(word, endings)) return true;
    } else if (sentenceStart && isVerbWord(word, INFINITIVE_ENDINGS)) {
      return true;
    }
  }
  return false;
}

/**
 * 'Koche die Spaghetti …', 'Verrühre den Ricotta …', 'Schneid das Brot …': a du-imperative of a cooking verb opens the
 * sentence, capitalised as its first word, before an article, a pronoun or an adverb (so 'Brühe in …' stays a noun).
 */
const IMPERATIVE_OPENING =
  /^(\p{Lu}\p{Ll}{2,})\s+(?:die|den|das|der|dem|einen?|alles|es|sie|ihn|nun|jetzt|dann|zuerst|mit|in|kurz)(?![\p{L}])/u;
export function opensWithImperative(sentence: string): boolean {
  const word = IMPERATIVE_OPENING.exec(sentence.trim())?.[1]?.toLowerCase();
  if (word === undefined) return false;
  return hasCookingVerb(word.endsWith('e') ? `${word}n` : `${word}en`, true);
}

/**
 * Whether a lowercase word of the text is a cooking verb in the past tense ('Mama verquirlte alles …'); not before a
 * noun, where it is an adjective ('1 Dose passierte Tomaten').
 */
export function hasPastCookingVerb(text: string): boolean {
  const tokens = text.split(/\s+/u).map((t) => t.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ''));
  return tokens.some((w, i) => /^\p{Ll}/u.test(w) && !/^\p{Lu}/u.test(tokens[i + 1] ?? '') && isVerbWord(w, PRETERITE_ENDINGS));
}

/**
 * English imperatives that open a step of a Denglisch caption ('Mix 3 cups …', 'Let it cool completely'; 'Let them
 * cool, …' also before a comma).
 */
const ENGLISH_STEP =
  /^(?:(?:mix|stir|bake|spread|add|pour|chop|dice|slice|knead|chill|whisk|fry|boil|simmer|roast|season|serve|sprinkle|dust|blend|fold|melt|preheat|heat|cook|combine|grate|garnish|top (?:with|it|them)|leave (?:it|them))(?=\s)|let (?:it|them) (?:cool|rest|sit|chill)(?=[\s,;.!]|$))/iu;

/** Whether a sentence starts with an English cooking imperative. */
export function startsWithEnglishStep(sentence: string): boolean {
  return ENGLISH_STEP.test(sentence.trim());
}

/**
 * '… Olivenöl in a small pan and sweat 1 Zwiebel', '400 g Reis rein and fry on high heat', 'Finish with 1 TL Chiliöl':
 * an English cooking imperative after 'and' or 'then' inside a Denglisch sentence, or one that opens it beyond the
 * start list (a method told half in English); the imperative must be followed by a word, an amount or 'on', 'for',
 * 'until', so that a verb used as a noun ('and a fry-up') is not one.
 */
const ENGLISH_VERB =
  /(?:^|\s(?:and|then)\s)(?:mix|stir|bake|add|pour|chop|knead|whisk|fry|stir-fry|boil|simmer|roast|season|sprinkle|blend|melt|heat|cook|sweat|saute|sauté|scramble|toss|drizzle|flip|drain|crack|wait(?=\s+until\s)|cover|finish with|warm up)\s+(?:[\d½¼¾]|the\s|it\s|them\s|everything\s|on\s|for\s|until\s|in\s|\p{Lu})/iu;
export function tellsEnglishStep(sentence: string): boolean {
  return ENGLISH_STEP.test(sentence.trim()) || ENGLISH_VERB.test(sentence.trim());
}

const CHATTY = /\b(?:ich|mich|mir|mein\w*|wir|uns|unser\w*|euch|euer|eure\w*)\b/i;
const CALL_TO_ACTION =
  /(?:\bfolgt\b|\bfollow|abonnier|speicher|link in (?:der )?bio|\blink zum|kommentier|\btag(?:gt)? (?:jemanden|eine|deine)|markier|guten appetit|lasst es euch|viel spaß|buon appetito|\benjoy\b|bon app|werbung|anzeige|rabattcode|\bcode\b|im (?:video|reel|clip)|in der beschreibung|schmeckt|\blecker\b|\bmega\b|der hammer|frohe|angebot|solange der vorrat|zur einkaufsliste|rezept gibt|gibt'?s (?:bei|im|auf|in meinem)|erhältlich|rabatt|affiliate|\b(?:ein|einen) (?:abo|like)\b|abonnement|daumen hoch)/i;

/** Personal remarks, questions and calls to action — never an instruction. */
export function isChatter(sentence: string): boolean {
  const s = sentence.trim();
  return /\?\s*$/.test(s) || CHATTY.test(s) || CALL_TO_ACTION.test(s);
}

const SEASONINGS = new Set(
  wordList(
    'salz pfeffer zucker muskat muskatnuss paprikapulver chiliflocken chilipulver cayennepfeffer currypulver curry kreuzkümmel kurkuma zimt oregano knoblauchpulver zwiebelpulver gewürze kräutersalz meersalz kümmel majoran zaatar',
  ),
);

/** Amount-less seasonings are taken 'nach Geschmack'. */
export function isSeasoning(name: string): boolean {
  const words = name
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .trim()
    .split(/\s+/);
  // 'Za'atar' is written with and without its apostrophe.
  const last = (words[words.length - 1] ?? '').replace(/['’]/gu, '');
  return SEASONINGS.has(last) || /(?:salz|pfeffer)$/.test(last);
}

/**
 * Common ingredients (German, Austrian and Swiss words), for lists written without amounts ('Ciabatta, reife
 * Tomaten, Knoblauch, Basilikum, Olivenöl, Salz'). Matched on the last word of the name, singular or plural; stems
 * of five letters or more also end compounds ('Kirschtomaten', 'Rapsöl' needs the exact 'öl' only as a whole word).
 * Kölsch food words count as well ('Ääpel', 'Äädäppel' Kartoffeln, 'Äppel' Äpfel, 'Öllich'/'Ölljer' Zwiebel(n),
 * 'Flönz' Blutwurst, 'Botter' Butter, 'Kappes' Weißkohl, 'Murre' Möhren, 'Ääze' Erbsen, 'Woosch' Wurst), and Low German
 * ones ('Kartüffeln', 'Tüffeln' Kartoffeln, 'Zippeln' Zwiebeln, 'Wuddeln' Möhren, 'Arfen' Erbsen, 'Appel' Äpfel).
 */
const KNOWN_INGREDIENTS = new Set(
  wordList(
    'mehl zucker butter anke milch sahne rahm obers schlagobers ei eier eigelb eiweiß dotter öl olivenöl essig senf honig hefe germ backpulver natron stärke grieß reis nudeln spaghetti pasta penne quinoa couscous bulgur linsen bohnen kichererbsen erbsen mais kartoffel erdapfel erdäpfel zwiebel schalotte knoblauch knoblauchzehe ingwer chili paprika peperoni tomate paradeiser gurke zucchini aubergine melanzani karotte möhre rüebli sellerie fenchel spargel radieschen bete beete rollmops kohlrabi mangold lauch porree spinat brokkoli blumenkohl karfiol kohl spitzkohl rotkohl weißkohl grünkohl rosenkohl chinakohl wirsing kraut pilz champignon kürbis avocado salat rucola zitrone limette orange apfel birne melone traube feige dattel banane beere kirsche marille aprikose pflaume zwetschge mango ananas basilikum petersilie schnittlauch dill koriander minze thymian rosmarin salbei kresse käse parmesan mozzarella feta gouda emmentaler ricotta mascarpone quark topfen joghurt skyr frischkäse schmand schinken speck wurst würstchen hack hackfleisch faschiertes hähnchen huhn rindfleisch lachs thunfisch garnele tofu brot brötchen semmel toast ciabatta baguette tortilla wrap gnocchi nuss mandel walnuss haselnuss erdnuss sesam leinsamen haferflocken schokolade kakao kokosmilch brühe fond wein rotwein weißwein bier wasser sojasauce tahin tahini pesto ketchup mayo mayonnaise kapern olive zimtstange nelke gewürznelke sternanis' +
      // Kölsch.
      ' ääpel äädäppel ädäppel äppel öllich ölljer flönz botter kappes murre ääze woosch' +
      // Low German.
      ' kartüffel tüffel zippel wuddel arfen appel',
  ),
);
/** The food words the parser knows (common ingredients and seasonings), for checks that other lexicons name none. */
export function knownFoodWords(): string[] {
  return [...KNOWN_INGREDIENTS, ...SEASONINGS];
}

const MIN_COMPOUND_STEM = 5;

/** 'Unsere 2 Zucchinipflanzen', '8 Tomatenstauden': plants counted in a garden are grown, not cooked. */
const PLANT_WORD = /(?:pflanzen?|stauden?|sträucher|strauch)$/iu;
export function isCountedPlant(ingredient: { unit: string; name: string }): boolean {
  return ingredient.unit === '' && PLANT_WORD.test(ingredient.name.split(' ').at(-1) ?? '');
}

/** True when the name ends in a common ingredient or seasoning: 'reife Tomaten', 'Olivenöl', 'Salz'. */
export function isKnownIngredient(name: string): boolean {
  if (isSeasoning(name)) return true;
  const words = name
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(/[^\p{L}\s-]/gu, ' ')
    .trim()
    .split(/[\s-]+/);
  const last = words[words.length - 1] ?? '';
  // 'Äpfel', 'Nüsse': the plural's umlaut folded back to the singular's vowel.
  const plain = last.replace(/ä/gu, 'a').replace(/ö/gu, 'o').replace(/ü/gu, 'u');
  const forms = [
    last,
    last.replace(/(?:en|n|e|s|er)$/u, ''),
    last.replace(/n$/u, ''),
    plain,
    plain.replace(/(?:en|n|e|s|er)$/u, ''),
    // Bavarian and Austrian 'Zwiebl', 'Erdäpfl', 'Kipfl': the '-el' said without its 'e'.
    last.replace(/(?<=[^aeiouäöü])l$/u, 'el'),
    plain.replace(/(?<=[^aeiou])l$/u, 'el'),
  ];
  if (forms.some((f) => KNOWN_INGREDIENTS.has(f))) return true;
  // Austrian, Swiss and regional words and their standard words ('Kren', 'Karfiol', 'Nidle', 'Meerrettich').
  if (isRegionalPairWord(foldGerman(last))) return true;
  for (const stem of KNOWN_INGREDIENTS) {
    if (stem.length >= MIN_COMPOUND_STEM && forms.some((f) => f.endsWith(stem))) return true;
  }
  return false;
}

/** A misspelt word must be this long to be read as the food word it misses by one letter ('Mehll', not 'Eir'). */
const MIN_MISSPELT_LETTERS = 5;

/**
 * Whether two words differ by one letter left out, added, mistyped or two neighbours swapped ('kartofeln' and
 * 'kartoffeln', 'paprka' and 'paprika', 'zwieblen' and 'zwiebeln'), both starting with the same letter.
 */
function oneTypoApart(a: string, b: string): boolean {
  if (a === b || a[0] !== b[0] || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** Every known ingredient and seasoning word, for the typo check (built once, not per name). */
const FOOD_WORDS: readonly string[] = [...KNOWN_INGREDIENTS, ...SEASONINGS];

/** The shortest first part of a compound read before a misspelt food word ('Teller' of 'Tellerlinsn'). */
const MIN_COMPOUND_HEAD = 3;

/** Whether a word, or the end of its compound after a first part, misses a known food word by one typo. */
function missesByOneTypo(form: string, word: string): boolean {
  if (form.length < MIN_MISSPELT_LETTERS || word.length < MIN_MISSPELT_LETTERS - 1) return false;
  if (oneTypoApart(form, word)) return true;
  // ('Gemüsebrüe', 'Tellerlinsn': the compound's last part, for a known word of five letters or more.)
  if (word.length < MIN_COMPOUND_STEM) return false;
  return [word.length - 1, word.length, word.length + 1].some(
    (n) => n <= form.length - MIN_COMPOUND_HEAD && oneTypoApart(form.slice(-n), word),
  );
}

/**
 * 'Kartofeln', 'Zwieblen', 'Paprka', 'Tellerlinsn': a name whose last word, or the end of its compound, misses a common
 * ingredient or seasoning by one typo (its plural ending left aside). A beginner's list full of typos still names
 * foods; only the judgement whether a list names food at all reads names so (a name is never changed).
 */
export function isMisspeltKnownIngredient(name: string): boolean {
  const last =
    name
      .toLowerCase()
      .replace(/\([^)]*\)/g, ' ')
      .replace(/[^\p{L}\s-]/gu, ' ')
      .trim()
      .split(/[\s-]+/)
      .at(-1) ?? '';
  const forms = new Set([last, last.replace(/(?:en|n|e|s|er)$/u, ''), last.replace(/n$/u, '')]);
  return [...forms].some((form) => FOOD_WORDS.some((word) => missesByOneTypo(form, word)));
}

const APOS = "['’`´]?";
export const INGREDIENT_HEADING = new RegExp(
  String.raw`^(?:die\s+)?(?:zutaten(?:liste)?|einkaufsliste|das brauchst du(?:\s+zusätzlich)?|du brauchst|ihr braucht|was (?:ihr|du) brauchst|man braucht|das braucht ihr|das (?:kommt|kam) rein|bei dir zu hause|aus (?:dem|deinem) vorrat|außerdem benötigt|zusätzlich benötigt|für\s+[^:]{1,25}?\s+brauchst du|f[üu]r\s+(?:ca\.?\s+)?\d{1,3}\s+(?:personen|portionen|pers\.|port\.)|ingredients|what you need|you(?:'ll)? need|i used)(?![\p{L}])`,
  'iu',
);
export const INGREDIENT_PROSE_HEADING =
  /^(?:(?:für|fur)\s+[^:]{1,25}?\s+)?(?:ihr braucht|du brauchst|brauchst du|braucht ihr|man braucht|i used|you(?:'ll| will)? need)\s+(?=[\d½¼¾]|eine?n?\s)/iu;
export const STEP_HEADING = new RegExp(
  String.raw`^(?:zubereitung(?:sschritte)?|anleitung(?:en)?|(?:und\s+)?so\s+geht${APOS}s|so\s+wird${APOS}s\s+gemacht|schritte|arbeitsschritte|los\s+geht${APOS}s|methode|vorgehensweise|steps|how to|method|directions|instructions)(?![\p{L}])`,
  'iu',
);
export const SKIP_HEADING =
  /^(?:tipps?|hinweise?|notiz(?:en)?|anmerkung(?:en)?|nährwert(?:e|angaben)?|kapitel|timestamps|chapters|info|varianten?|serviervorschlag|dazu passt|aufbewahrung|wochenplan|essensplan|speiseplan|menüplan|mealplan|meal-prep-plan|brotdosenplan|wochenübersicht)(?![\p{L}])/iu;

/** Recipe metadata lines ('Portionen: 4', 'Zeit: 40 Min.', 'Zutat  Menge'), never ingredients. */
// ('Für 2 Erwachsene + 3 Kinder:': a family counted by its members heads the list as 'Für 5 Personen:' does.)
export const META_LABEL =
  /^(?:.*\b\d+\s*(?:personen|portionen)\b|f[üu]r\s+\d{1,2}\s+(?:erwachsenen?|kinder|kind)(?![\p{L}])|portionen|personen|zeit|dauer|gesamtzeit|arbeitszeit|zubereitungszeit|vorbereitungszeit|kochzeit|backzeit|ruhezeit|kalorien|nährwerte|schwierigkeit|level|ergibt|menge|zutat)(?![\p{L}])/iu;

const GROUP_WORDS =
  /^(?:(?:für|fur)\s+(?:den|die|das)\s+)?(?:teig|belag|füllung|fuellung|soße|sosse|sauce|dressing|topping|streusel|guss|glasur|marinade|deko|dekoration|boden|creme|frosting|außerdem|ausserdem|garnitur|beilage)$/iu;

/** 'Für den Teig:', 'Für das Dressing', 'Außerdem:', 'Zum Wälzen:' */
export function isSubHeading(text: string): boolean {
  const s = text.trim();
  if (GROUP_WORDS.test(s.replace(/:$/, '').trim())) return true;
  if (/^(?:für|fur)\s+(?:den|die|das)\s+[\p{L}-]+(?:\s+[\p{L}-]+)?\s*:?$/iu.test(s)) return true;
  return /^[\p{L}][\p{L}\s&/-]{0,30}:$/u.test(s) && s.split(/\s+/).length <= 3;
}
