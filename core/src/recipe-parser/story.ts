/**
 * Captions told as stories or with lists the line reader does not see as lists: „Ich nehm immer so ca. 800 g
 * Rindfleisch und ebenso 800 g Zwiebeln …“, „du brauchst nur 250 g Spaghetti und 3 Knoblauchzehen und …“,
 * „50g Haferflocken/150ml Milch/…“, „3 reife Bananen. 2 Eier. 250 g Mehl.“, „1 Banane + 2 Eier + n Schuss Milch“.
 *
 * The reader walks the sentences and picks out the mentions that carry an amount („ca. 800 g Rindfleisch“, „zwei
 * Zwiebeln“, „n Schuss Essig“, „ne Handvoll Parmesan“) wherever they stand, plus the short known ingredients named
 * in the same enumeration („mit Salz, Kümmel und zwei Knoblauchzehen“), in a sentence of their own („Salz.“) or
 * „nach Geschmack“. Foods named only in a sentence without any amount (toppings, „mit Staubzucker bestäuben“) are
 * not ingredients, as in a list. It is the last reader: parseRecipeText asks it only when the line reader finds
 * no recipe, and it answers null unless the text tells how to cook (a step) and is no ad, haul, giveaway or review.
 */
import { numberWordAmount } from './amounts';
import { parseFragment } from './fragment';
import { hasCookingVerb, isCountedPlant, isKnownIngredient, isSeasoning } from './lexicon';
import { ABBREVIATIONS, isAside, splitSentences } from './steps';
import { KEYCAP, PARTICIPLE, PUT_SOMEWHERE, STEP_WORD, clauseSteps, isServingRemark, isStep } from './story-steps';
import { VERDICT_LATER } from './post-kinds';
import { plainText } from './story-text';
import { NON_INGREDIENT_UNIT, matchLeadingUnit } from './units';
import type { TParsedIngredient } from './types';

/** A recipe told this way names at least three things with amounts. */
const MIN_MEASURED = 3;
/** Longer texts are articles, not captions; bounds the work on hostile input. */
const MAX_STORY_CHARS = 4000;
const MAX_NAME_WORDS = 3;

/** Prices, hauls, ads, giveaways, reviews, nutrition and courses: amounts in a post that is no recipe. */
const NOT_A_RECIPE =
  /\d\s*g\s+(?:protein|eiweiß|ballaststoffe|kohlenhydrate)(?![\p{L}])|€|\beuro\b|%|\bkcal\b|einkauf(?!sliste)|(?<!als )gekauft|(?<![\p{L}])(?:geholt|besorgt|mitgenommen|abzuholen|abholung)(?![\p{L}])|zu verschenken|\bhaul\b|nährwert|\bmakros?\b|kalorien|anzeige|werbung|rabatt|\bcode\b|verlos|gewinn(?!t(?![\p{L}]))|giveaway|teilnahme|bestellt|review|bewertung|fazit|kochkurs/iu;

/** 'Link in Bio', 'ganzes Rezept auf dem Blog': a teaser, unless the caption tells the method here as well. */
const RECIPE_ELSEWHERE = /link in (?:der |meiner )?bio|(?:ganze|komplette|vollständige) rezept/iu;
/** 'aber hier die Kurzfassung', 'hier das Rezept': the caption says it gives the recipe itself. */
const HERE_TOO =
  /hier (?:die |das |ist (?:die |das )?|kommt (?:die |das )?)?(?:kurzfassung|kurzform|kurzversion|rezept|zutaten)|kurz zusammengefasst/iu;
/** A teaser names amounts and perhaps one step; a caption that tells two steps gives the recipe itself. */
const MIN_STEPS_BESIDE_LINK = 2;

/** 'Abendessen unter 5 €', 'für nur 2,50 € pro Portion': what a cheap recipe costs, not a price list or a receipt. */
const BUDGET =
  /kostenpunkt:?\s*(?:(?:ca\.?|etwa|rund|knapp)\s*)?\d+(?:[.,]\d+)?\s*(?:€|euro|franken|chf)(?:\s+für\s+(?:alles|\d+\s+\p{L}+))?|(?:kostet|kosten)\s+(?:(?:alles|das|zusammen|ganze|dich|euch)\s+){0,3}(?:keine|nur|unter|weniger als|knapp)\s+\d+(?:[.,]\d+)?\s*(?:€|euro|franken|chf)|(?:unter|nur|weniger als|max\.?|maximal)\s+\d+(?:[.,]\d+)?\s*(?:€|euro|franken|fr\.|chf)(?:\s+(?:pro|die|je)\s+(?:portion|person))?|\d+(?:[.,]\d+)?\s*(?:€|euro|franken|fr\.|chf)\s+(?:pro|je)\s+(?:portion|person|box|glas|schale|teller|mahlzeit|kopf)/giu;

/** 'spart mir jede Woche locker 20 €': what a homemade dish saves against buying it, no price list or receipt. */
const SAVING =
  /(?<![\p{L}])(?:spart|sparst|spare|sparen)\s+(?:\p{L}+\s+){0,4}(?:(?:ca\.?|etwa|rund|knapp)\s*)?\d+(?:[.,]\d+)?\s*(?:€|euro)/giu;

/**
 * 'Der Weihnachtsmarkt hat 4,50 € pro Tasse verlangt, also machen wir's daheim', 'Im Café zahlt man 6 € für ein Stück':
 * a price a market, a café or a shop charges for the dish, named as the reason to make it at home — no receipt, haul or
 * review. Read only when the text says it is made at home itself (HOME_MADE).
 */
const PRICE_ELSEWHERE =
  /\d+(?:[.,]\d+)?\s*(?:€|euro)\s+(?:(?:pro|je|für\s+(?:eine?n?|die|das|den))\s+)?(?:\p{L}+\s+){0,2}(?:verlangt|verlangen|genommen|abgeknöpft|gekostet|kostet|kosten|bezahlt|gezahlt|zahlen|zahlt|hingelegt|hinblättern)(?![\p{L}])|(?:verlangt|verlangen|nehmen|nimmt|kostet|kosten|zahlt|zahlen|bezahlt|gezahlt)\s+(?:\p{L}+\s+){0,4}\d+(?:[.,]\d+)?\s*(?:€|euro)(?:\s+(?:pro|je|für)\s+(?:\p{L}+\s+)?\p{L}+)?/giu;
const HOME_MADE =
  /(?<![\p{L}])(?:daheim|zu\s?hause|zuhaus|selber|selbst)(?:\s+\p{L}+){0,3}\s+(?:machen|gemacht|kochen|gekocht|backen|gebacken|ansetzen|angesetzt)|(?:machen|mache|mach|kochen|koche|koch|backen|backe|back|ansetzen)\s+(?:wir|ich)(?:'s|\s+\p{L}+){0,3}\s+(?:daheim|zu\s?hause|selber|selbst)(?![\p{L}])/iu;

function withoutPriceElsewhere(text: string): string {
  return HOME_MADE.test(text) && (text.match(MONEY)?.length ?? 0) === (text.match(PRICE_ELSEWHERE)?.length ?? 0)
    ? text.replace(PRICE_ELSEWHERE, ' ')
    : text;
}

/** 'Werbung |', 'Anzeige:', '#werbung': the label of a sponsored post. */
const AD_LABEL = /(?<![\p{L}])#?(?:werbung|anzeige)(?![\p{L}])(?:\s*[|:–-])?/giu;
/**
 * '(Werbung, Hafermilch selbst gekauft, Marke erkennbar)', 'unbezahlte Werbung – selbst gekauft': the disclosure of a
 * sponsored or brand-naming post, in brackets or right after its label; what it says was bought is the product shown,
 * no haul.
 */
const AD_DISCLOSURE =
  /\([^()]*(?<![\p{L}])(?:werbung|anzeige)(?![\p{L}])[^()]*\)|(?<![\p{L}])(?:werbung|anzeige)(?:\s+(?:wegen|durch|da)\s+markennennung)?\s*[,:–-]\s*(?:\p{L}+\s+){0,2}?(?:selbst|selber)\s+(?:gekauft|bezahlt)(?![\p{L}])/giu;
/**
 * 'Hummus selbst gemacht, nie wieder gekauft!', 'kauf ich nie mehr', 'statt gekauft': the writer buys the dish no
 * longer, the reason to cook it, no haul or receipt.
 */
const NEVER_BOUGHT =
  /(?<![\p{L}])(?:(?:nie|niemals|nicht)\s+(?:wieder|mehr)\s+(?:ge)?kauf(?:t|en|e)?|kauf(?:e|en)?\s+(?:ich|wir)\s+(?:nie|niemals|nicht)\s+(?:wieder|mehr)|statt\s+gekauft(?:e[mnrs]?)?)(?![\p{L}])/giu;
/** 'Mit dem Code HERBST15 spart ihr 15 % im Shop': the sentence of a sponsored post that sells. */
const CODE_SENTENCE = /[^.!?\n]*(?:(?<![\p{L}])code(?![\p{L}])|rabatt)[^.!?\n]*/giu;

/** 'Auf 1 Liter Wasser kommen 10 g Salz': a proportion, a rule of thumb rather than a recipe's amounts. */
const PROPORTION =
  /(?<![\p{L}])auf\s+(?:je\s+)?(?:\d+(?:[.,]\d+)?|eine[nm]?|ein)\s+(?:\p{L}+\s+)?\p{L}+\s+(?:kommen|kommt|gehören|gehört|rechnet man|nimmt man)\s/iu;

/** 'Flatbread mit nur 2 Zutaten': the caption says how many things it needs. */
const DECLARED_COUNT = /(?<![\p{L}])(?:aus|mit)\s+(?:nur\s+|lediglich\s+)?(2|zwei)\s+zutaten(?![\p{L}])/iu;

/** '35P/0C/2F', '45 P / 55 C / 14 F', '30p/40kh/10f': a fitness caption's macros, three figures or more by their letters. */
const MACRO_FIGURES = String.raw`\d+(?:[.,]\d+)?\s*g?\s*(?:p|c|f|kh|e)(?:\s*\/\s*\d+(?:[.,]\d+)?\s*g?\s*(?:p|c|f|kh|e)){2,}(?![\p{L}])`;
/**
 * 'eine Milcheiweiß- und Eiallergie', 'Gluten- oder Laktoseunverträglichkeit': an allergy whose first compound is cut at
 * its hyphen names what the dish leaves out; written whole ('Milcheiweißallergie und Eiallergie'), no food is read in it.
 */
const SUSPENDED_ALLERGY =
  /(?<![\p{L}])(\p{L}+)-\s+(und|oder|bzw\.)\s+(\p{L}+?)(allergie|unverträglichkeit|intoleranz)(?![\p{L}])/giu;
/** '4 g Kohlenhydrate', '350 kcal', '45P/55C/14F': one nutrient measured, or a row of macros by their letters. */
const NUTRIENT_FIGURE = String.raw`(?:\d+(?:[.,]\d+)?\s*(?:g\s+(?:kohlenhydrate|protein|eiweiß|ballaststoffe|zucker|fett)|kcal)(?![\p{L}])|${MACRO_FIGURES})`;
/** 'Pro Stück nur 4 g Kohlenhydrate!', 'je Portion ca. 350 kcal', 'Pro Box ca. 520 kcal und 42 g Protein': what a piece
 * or a meal prep's box of the dish holds, one nutrient or several in a row, a remark on a recipe, no nutrition table or
 * product. */
const PER_PIECE_NUTRITION = new RegExp(
  String.raw`(?:pro|je)\s+(?:stück|portion|person|scheibe|riegel|muffin|keks|glas|schale|teller|box|dose|bowl)\s+(?:(?:nur|ca\.?|etwa|rund|knapp|gerade mal)\s+)?${NUTRIENT_FIGURE}(?:\s*(?:,|und|&|\|)\s*(?:(?:ca\.?|etwa|rund)\s+)?${NUTRIENT_FIGURE})*`,
  'giu',
);
/** 'Macros: ca. 520 kcal, 48 g Protein': the dish's nutrition told after its method, up to the sentence's end. */
const MACROS_REMARK = /(?:macros|makros|nährwerte)(?:\s+pro\s+(?:portion|stück))?:\s*(?:ca\.|[^.!?\n#])*/giu;
/** '510 kcal, 38 g Protein!': two nutrient figures or more in a row, with no label (a diary's row stays, no method beside). */
const NUTRIENT_ROW = new RegExp(String.raw`${NUTRIENT_FIGURE}(?:\s*(?:,|und|&|\|)\s*${NUTRIENT_FIGURE})+`, 'giu');
/**
 * 'Wer will Zucchini? Gratis abzuholen 😅': the writer's surplus offered away after a told method is a remark; an offer
 * with no method beside it stays a giveaway.
 */
const GIVEAWAY = /abzuholen|zu verschenken|(?<![\p{L}])gratis(?![\p{L}])/iu;
const GIVEAWAY_QUESTION = /(?<![\p{L}])wer (?:will|möchte|mag)[^.!?\n]*\?/giu;
/**
 * 'Foodsaving-Abholung von heute war fast nur Brot', 'Beim Foodsharing abgeholt': the pickup of rescued food told before
 * a method is where its food came from, no haul; a pickup with no method beside it stays a haul.
 */
const RESCUE_PICKUP =
  /(?:food-?sav|food-?shar|lebensmittel-?rett|too\s*good\s*to\s*go|(?<![\p{L}])(?:gerettet|rettung|retter)(?![\p{L}]))[^.!?\n]*(?<![\p{L}])(?:abholung|abgeholt|geholt|mitgenommen)(?![\p{L}])|(?<![\p{L}])(?:abholung|abgeholt|geholt|mitgenommen)(?![\p{L}])[^.!?\n]*(?:food-?sav|food-?shar|lebensmittel-?rett|too\s*good\s*to\s*go|(?<![\p{L}])(?:gerettet|rettung|retter)(?![\p{L}]))/iu;
/**
 * 'Nur 3 g Kohlenhydrate!', 'Gerade mal 380 kcal.': one nutrient figure exclaimed as a sentence of its own, a remark on
 * the dish.
 */
const NUTRIENT_EXCLAIMED = new RegExp(
  String.raw`(?<=^|[.!?\n]\s*|\p{Extended_Pictographic}\s*)(?:(?:nur|ca\.?|etwa|rund|knapp|gerade\s+mal|unter)\s+)?${NUTRIENT_FIGURE}\s*[.!]+`,
  'giu',
);
/**
 * '1 EL Leinsamen = 1 Ei', '1 Tasse = 240 ml': a measured thing set equal to another amount is a swap or a measure's
 * size told beside the recipe, no item ('200 g Nudeln + 2 Eier = Carbonara' names the dish, its items stay).
 */
const EQUATED_AMOUNTS = /(?<![\p{L}\d])[\d½¼¾][\d.,/]*\s*[^=,.;:!?\n]{0,30}?\s=\s*(?:ca\.?\s*)?[\d½¼¾][^,.;!?\n]{0,40}/gu;
/** '#makros', '#kalorienzählen': a hashtag of nutrition files the post under its subject, no table of figures. */
const NUTRITION_HASHTAG = /#(?:makros?|macros|kalorien\p{L}*|nährwerte?)(?![\p{L}\d_])/giu;
/**
 * Whether two sentences or more tell a cooking infinitive: a method told beside a remark (a nutrient row, the surplus
 * offered away, a price per kilo), so that the remark does not make the text a diary, a giveaway or a haul.
 */
const MIN_METHOD_BESIDE_REMARK = 2;
/**
 * 'Ich habe 4 Eiweiß … verquirlt', 'hab ich … angebraten', 'Ich brate 150 g Pute …': the method told as what the writer
 * did or does, in the perfect or in the first person.
 */
const TOLD_BY_WRITER = /(?<![\p{L}])(?:habe|hab|haben|hat|hast|habt|ich|wir)(?![\p{L}])/iu;
/** 'untergehoben' (heben), 'gegossen' (gießen), 'geschnitten' (schneiden): strong verbs change their stem's vowel. */
const STRONG_STEMS: Readonly<Record<string, string>> = {
  hob: 'heb',
  goss: 'gieß',
  zog: 'zieh',
  schnitt: 'schneid',
  rieb: 'reib',
  stoch: 'stech',
  schmolz: 'schmelz',
  quoll: 'quell',
};
/** 'aufgekocht' → 'aufkochen', 'untergerührt' → 'unterrühren', 'angebraten' → 'anbraten': a participle's infinitive. */
const PARTICIPLE_PARTS = /^(\p{Ll}*?)ge(\p{Ll}{3,}?)(?:t|en)$/u;
/** Longer words are no participles; bounds the work on hostile input. */
const MAX_PARTICIPLE_CHARS = 30;
function isCookingParticiple(word: string): boolean {
  const m = word.length > MAX_PARTICIPLE_CHARS ? null : PARTICIPLE_PARTS.exec(word);
  if (!m) return false;
  const [, particle = '', told = ''] = m;
  const stem = STRONG_STEMS[told] ?? told;
  return hasCookingVerb(`${particle}${stem}en`, true) || hasCookingVerb(`${stem}en`, true);
}
function tellsMethodBeside(text: string): boolean {
  // (Not 'gegessen', 'getrunken', 'gekauft': only a cooking verb's participle tells what the writer cooked.)
  const told = (sentence: string): boolean =>
    hasCookingVerb(sentence, true) ||
    (TOLD_BY_WRITER.test(sentence) &&
      (hasCookingVerb(sentence) || (sentence.match(/\p{Ll}+/gu) ?? []).some(isCookingParticiple)));
  return text.split(/[.!?\n]+/u).filter(told).length >= MIN_METHOD_BESIDE_REMARK;
}

/**
 * The nutrient row or a nutrient figure exclaimed, the hashtags of nutrition, the surplus offered away and the pickup of
 * rescued food, when two sentences or more tell a cooking infinitive beside them.
 */
function withoutRemarksBesideMethod(text: string): string {
  // (Split into sentences first: a pattern spanning a sentence on either side of the word is quadratic on long text.)
  const sentences = text.split(/(?<=[.!?\n])/u);
  const kept = sentences.filter(
    (sentence) => !GIVEAWAY.test(sentence) && !(RESCUE_PICKUP.test(sentence) && !hasCookingVerb(sentence, true)),
  );
  const rest = (kept.length < sentences.length ? kept.join(' ') : text)
    .replace(NUTRIENT_ROW, ' ')
    .replace(NUTRIENT_EXCLAIMED, ' ')
    .replace(NUTRITION_HASHTAG, ' ')
    .replace(GIVEAWAY_QUESTION, ' ');
  if (rest === text) return text;
  return tellsMethodBeside(rest) ? rest : text;
}
/**
 * 'Ofenkartoffeln mit Kräuterquark für 2,50 €': the one price a caption names, said of what it makes („für …“), is what
 * the dish costs; a receipt, a haul or a price list names a price for each thing, and what was thrown away or paid
 * („Insgesamt 4,50 € weggeschmissen“, „0,35 € pro Liter gekostet“) is no dish's price.
 */
const DISH_PRICE =
  /(?<![\p{L}])für\s+(?:(?:nur|zusammen|insgesamt|ca\.?|etwa|rund|knapp)\s*)?\d+(?:[.,]\d+)?\s*(?:€|euro)(?![\p{L}\d])/iu;
const MONEY = /€|(?<![\p{L}])euro(?![\p{L}])/giu;
/**
 * '16,90 € für einen Kaiserschmarrn aus der Packung', '4,50 € für die Portion': a price paid for one dish (the article
 * and one noun after 'für'), said once, is what a dish cost — a complaint or a budget, no receipt.
 */
const PRICE_FOR_DISH =
  /\d+(?:[.,]\d+)?\s*(?:€|euro)\s+für\s+(?:einen|eine|ein|den|die|das)\s+(?:\p{Ll}+\s+)?\p{Lu}[\p{L}-]+(?![\p{L}])/iu;

/**
 * '3,20 € das Kilo', '2,49 € pro Schale': what a food costs by its measure where it was picked or bought, said once, is a
 * remark on the produce; a haul or a price list names a price for each thing (and its words of buying are read apart),
 * and what a service cost by the litre („0,35 € pro Liter gekostet“) is a report's.
 */
const UNIT_PRICE =
  /\d+(?:[.,]\d+)?\s*(?:€|euro)\s+(?:das|die|der|pro|je|fürs)\s+(?:kilo|kg|pfund|schale|schälchen|körbchen|korb|bund|netz)(?![\p{L}])(?!\s+(?:\p{L}+\s+)?(?:gekostet|bezahlt|gezahlt))/iu;

function withoutDishPrice(text: string): string {
  if ((text.match(MONEY)?.length ?? 0) !== 1) return text;
  const unpriced = text.replace(DISH_PRICE, ' ').replace(PRICE_FOR_DISH, ' ');
  // ('… 8,90 € das Kilo. 2 kg Spargel … sind im Korb gelandet. Morgen wird geschält!': no method beside it, a haul.)
  return tellsMethodBeside(unpriced) ? unpriced.replace(UNIT_PRICE, ' ') : unpriced;
}

/**
 * '„Liebe Anke, für die Streusel nimmst Du …', 'Lieber Paul,': a letter's salutation names the one it is written to,
 * no ingredient (even when the name is a word for butter).
 */
const SALUTATION = /(?<![\p{L}])(?:[Ll]iebe[rs]?|[Hh]allo|[Ss]ervus|[Gg]rüß\s+[Dd]ich)\s+\p{Lu}[\p{L}-]*\s*,/gu;

/**
 * 'Ergab 5 Gläser!', 'Das ergibt ca. 12 Stück.', 'Reicht für 4 Personen.', 'Hat 6 Gläser gegeben!': what the recipe
 * yields, no ingredient.
 */
const YIELD_TOLD =
  /^(?:(?:das|es|hat|insgesamt|am\s+ende|bei\s+mir)\s+)*(?:ergab|ergibt|ergeben|reicht|reichte|reichen)\s+(?:für\s+)?(?:(?:ca\.?|etwa|rund|genau|knapp|gut)\s+)?\d+\s+\p{L}+(?:\s+\p{L}+)?\s*[!.]*$|^(?:(?:das|es|insgesamt|am\s+ende|bei\s+mir)\s+)*(?:hat|hats|hat's)\s+(?:(?:bei\s+mir|insgesamt)\s+)?(?:(?:ca\.?|etwa|rund|genau|knapp|gut)\s+)?\d+\s+\p{L}+(?:\s+\p{L}+)?\s+(?:gegeben|ergeben)\s*[!.]*$/iu;

/** 'hast noch 3 € bis Monatsende': the money the writer has left, no price. */
const MONEY_LEFT = /(?<![\p{L}])noch\s+\d+(?:[.,]\d+)?\s*(?:€|euro)\s+(?:bis|übrig)(?![\p{L}])/giu;

/** 'Magerquark (0,2 %)', 'Joghurt (10 % Fett)', 'Sahne 30 % Fett': a dairy food's fat content, no price or discount. */
const FAT_CONTENT = /\(\s*\d+(?:[.,]\d+)?\s*%(?:\s*fett)?\s*\)|\d+(?:[.,]\d+)?\s*%\s*fett(?:gehalt|stufe)?(?![\p{L}])/giu;

/**
 * 'eine 3%ige Lake', '150 ml 5%igen Apfelessig', 'eine 2-%ige Salzlösung': the strength of a brine, a vinegar or a
 * solution, no price or discount ('20%iger Rabatt' stays one).
 */
const STRENGTH =
  /(?<![\d.,])\d+(?:[.,]\d+)?\s*-?\s*%\s*-?ig(?:e|en|em|er|es)?(?![\p{L}])(?!\s+(?:rabatt|nachlass|ermäßigung|ersparnis|preisnachlass)(?![\p{L}]))/giu;

/**
 * 'Hat jemand ein gutes Rezept …? Ich nehme 500 g Mehl …, was mache ich falsch?': a question, not a recipe ('und was
 * soll ich sagen' is the speaker's pause before the good news, no question).
 */
const ASKS_FOR_HELP =
  /(?:hat|kennt|weiß) (?:jemand|wer)|was (?:mache|mach|soll(?! ich (?:\p{L}+ )?sagen(?![\p{L}]))|kann) ich|(?:falsch|tipps?|ideen|hilfe)\s*\?|woran liegt/iu;

/**
 * 'Re: Semmelknödel werden immer matschig – was mach ich falsch?', '> Woran liegt das?': a forum reply's subject line
 * and its quoted lines repeat the question it answers; the reply's own words are what it tells.
 */
/**
 * 'Einkauf für uns drei: 6 Scheiben …', 'Einkauf für 4 Personen:': a purchase for the eaters, closed by its colon,
 * heads the recipe's items; it tells no haul.
 */
const PURCHASE_HEADING = /(?<![\p{L}])einkauf\s+für\s+(?:[\p{L}\d]+\s+){0,2}[\p{L}\d]+\s*:/giu;
/** 'Fazit zum Gerät kommt Sonntag!': a verdict announced for later (post-kinds.ts), taken out wherever it stands. */
const VERDICT_LATER_ALL = new RegExp(VERDICT_LATER.source, 'giu');
const QUOTED_QUESTION = /^[ \t]*(?:(?:re|aw|antwort)\s*(?:\[\d+\])?\s*:|>).*$/gimu;
function withoutQuotedQuestion(text: string): string {
  return text.replace(QUOTED_QUESTION, ' ');
}

const NUMBER_WORD =
  /^(?:ein|eine|einen|einem|einer|zwei|zwoi|zwöi|zwa|drei|vier|fünf|sechs|sieben|acht|neun|zehn|zwölf|halbe|halben|halber)$/iu;
const AMOUNT_TOKEN = /^(?:\d+(?:[.,/]\d+)?(?:-\d+(?:[.,]\d+)?)?(?:g|gr|kg|ml|cl|dl|l|el|tl)?|[½¼¾⅓⅔]|etwas)$/iu;
/** Words that end the name of a mentioned ingredient: prepositions, conjunctions, adverbs of a step. */
const NAME_STOP =
  /^(?:und|&|in|im|ins|aufs|ans|mit|aus|auf|an|am|für|zum|zur|von|vom|bei|dazu|dazua|drzue|dezu|dezue|derzue|drii|dri|drüber|drauf|drunter|darunter|obendrauf|dran|rein|unter|über|dann|noch|kurz|fein|grob|klein|gut|schön|ganz|richtig|so|ca\.?|oder|bis|als|wie|nach|pro|je|da|die|der|das|den|dem|des)$/iu;
/** A preposition or article before an amount-less name in an enumeration („mit Salz“, „in olivenöl“). */
const LEAD_WORD = /^(?:mit|in|im|und|&|noch|dann|dazu|etwas|plus|sowie)\s+/iu;

/** Words that may follow the noun of a name ('Paprikapulver edelsüß', 'Joghurt natur'). */
const POST_NOMINAL = /^(?:edelsüß|rosenscharf|scharf|natur|extra|light|oder|fraiche|fraîche)$/iu;

/** 'Gelierzucker 2:1', '3:1': the mixing ratio that names a kind of a food. */
const MIX_RATIO = /^\d:\d$/u;
const MIX_RATIO_IN_NAME = /(?<![\d:])\d:\d(?![\d:])/gu;

/** '(ca. 1,5 kg)', '(200 g)': a measure in parentheses after a name. */
const MEASURE_IN_PARENS = /^\((?:ca\.?\s*|etwa\s*)?[\d½¼¾][\d.,/]*\s*(?:g|kg|ml|l|dl|cl|EL|TL|Stück|Stk\.?)?[),]/iu;
/** 'Basilikum drauf.', 'Pfeffer drüber.': a name and the particle that adds it. */
const ADDED_ALONE = /^\p{L}[\p{L}-]*\s+(?:drauf|obendrauf|drüber|darüber|dazu|rein)[.!]*$/u;
/** '… sag ich 2 EL Salz – gemeint ist 1 TL Salz', 'nicht 2 EL, sondern 1 TL Salz': a measure taken back. */
const CORRECTED = /gemeint (?:ist|sind|war|waren)|richtig (?:ist|sind|wäre)|(?:^|\s)sondern(?![\p{L}])/iu;

/**
 * '12 Kinder', '25 Gäste', 'unsere 5 hungrigen Mäuler': people counted by a digit (not 'für 4 Personen', which the
 * recipe serves).
 */
const PEOPLE_COUNTED =
  /(?<![\p{L}\d]|für\s|fur\s|ca\.\s|etwa\s)\d{1,3}\s+(?:hungrige[n]?\s+)?(?:mäuler|kinder|kids|gäste|erwachsene|leute|freunde|freundinnen|kollegen|kolleginnen|teilnehmer(?:innen)?|besucher(?:innen)?)(?![\p{L}])/iu;

/** A sentence that counts the people of an event, says no cooking verb and measures nothing by a unit of the kitchen. */
function isEventTally(sentence: string): boolean {
  if (!PEOPLE_COUNTED.test(sentence) || hasCookingVerb(sentence)) return false;
  return measuredMentions(sentence).every((m) => m.ingredient.unit === '');
}

/** 'gerettet', 'vor der Tonne bewahrt': food saved from the bin (foodsharing), told as where a dish's food came from. */
const RESCUED = /(?<![\p{L}])(?:gerettet|vor\s+der\s+tonne\s+bewahrt)(?![\p{L}])/iu;

/** A sentence that tells what food was rescued and says no cooking verb: where the food came from, no step, no items. */
function isRescueTold(sentence: string): boolean {
  return RESCUED.test(sentence) && !hasCookingVerb(sentence);
}

/**
 * 'Im Originalrezept stehen 200 ml Sahne, ich nehm stattdessen 200 ml Milch', 'statt 150 g Gruyère nehm ich 100 g
 * Bergkäse': what the writer swaps out of the original. The clause before a 'stattdessen' and what follows 'statt' up
 * to the verb of taking are dropped; only what she uses is an ingredient.
 */
const SWAPPED_OUT = [
  /[^,.;:!?]*,\s*(?=[^,.;:!?]*(?<![\p{L}])(?:stattdessen|statt\s+dessen)(?![\p{L}]))/giu,
  /(?<![\p{L}])(?:an)?statt\s+(?!dessen)[^,.;:!?]*?(?=\s+(?:nehm|nehme|nimm|nehmen|verwend|verwende|benutz|benutze|nutz|nutze)(?![\p{L}]))/giu,
];
/** The verbs of taking in a swap ('ich nehm', 'verwende ich'): they choose an item, they tell no step. */
const TAKE_VERB = /(?<![\p{L}])(?:nehm|nehme|nimm|nehmen|verwend|verwende|benutz|benutze|nutz|nutze)(?![\p{L}])/giu;
/** A sentence that swaps an item of the original for another one. */
const SWAP =
  /(?<![\p{L}])(?:stattdessen|statt\s+dessen|(?:an)?statt\s+(?:\d|[\p{L}-]+\s)[^,.;:!?]*?\s(?:nehm|nehme|nimm|nehmen|verwend|verwende|benutz|benutze|nutz|nutze)(?![\p{L}]))/iu;

/** The sentence without what it swaps out ('statt 150 g Gruyère nehm ich 100 g Bergkäse' → 'nehm ich 100 g Bergkäse'). */
function withoutSwappedOut(sentence: string): string {
  if (!SWAP.test(sentence)) return sentence;
  return SWAPPED_OUT.reduce((text, pattern) => text.replace(pattern, ' '), sentence);
}

/** Drops a measured mention that the sentence corrects by a later one of the same food. */
function withoutCorrected(sentence: string, measured: TMention[]): TMention[] {
  if (!CORRECTED.test(sentence)) return measured;
  return measured.filter((m, k) => !measured.slice(k + 1).some((later) => later.ingredient.name === m.ingredient.name));
}

/** Kitchen tools counted in a step ('mit 2 Gabeln', 'mit zwei Pfannenwendern'). */
/** Who eats the dish ('für ca. 20 Kinder und ein paar hungrige Eltern'). */
const PEOPLE_WORD =
  /^(?:kinder|kids|eltern|gäste|gästen|freunde|freunden|freundinnen|leute|leuten|personen|kollegen|kolleginnen|nachbarn|erwachsene|erwachsenen)$/iu;
/** 'ist 3 geworden', '40 Jahre alt', '5 jährig': what follows a count that tells an age. */
const AGE_AFTER_COUNT = /^(?:geworden|jahre?\s+alt(?:\s+geworden)?|jährig|jahre?\s+jung)$/iu;
/**
 * 'von Parzelle 12 wollte gleich das Rezept', 'Tisch 4 hat nachbestellt': a finite verb after a number says the number
 * names something (a plot, a table, a room), it counts no food.
 */
const FINITE_VERB_AFTER_COUNT =
  /^(?:wollte|wollten|will|hat|hatte|hatten|ist|war|waren|sind|kann|konnte|konnten|soll|sollte|muss|musste|darf|durfte|wird|wurde|wurden|mag|mochte|fand|meinte|sagte|fragte)$/iu;
/** Measures of area and length ('qm', 'm²', 'Meter'): no recipe weighs its food in them. */
const AREA_OR_LENGTH = /^(?:qm|m²|m2|quadratmeter|meter|km|kilometer|mm|zentimeter)$/iu;
/** 'dabei 1 cm Rand lassen', '3 cm Abstand': the room left in a jar or between pieces, measured in centimetres. */
const ROOM_LEFT = /^(?:rand|platz|abstand|luft|kopfraum|zwischenraum|freiraum)$/iu;
/** Fuel counted for a grill or a Dutch oven ('15 Briketts') and the places they are laid at ('10 unten', '8 oben'). */
const FIRE_LAID =
  /^(?:briketts?|grillbriketts?|kohlen|kohlestücke|holzscheite|scheite|anzünder|anzündwürfel|oben|unten|obendrauf|drunter|darunter)$/iu;
const UTENSIL_WORD =
  /^(?:pfannen?|töpfe|topf|förmchen|schüsseln?|gabeln?|löffeln?|esslöffeln|teelöffeln|pfannenwendern?|wendern?|spateln?|messern?|schneebesen|kochlöffeln?|teigschabern?|stäbchen)$/iu;
/** Verbs of shaping: what is counted before them is made, not added. */
const SHAPE_VERB =
  /^(?:machen|formen|drücken|bilden|ausstechen|stechen|abstechen|rollen|drehen|geformt|gebildet|ausgestochen|abgestochen|gerollt|gedreht)$/u;
/** Verbs that only shape ('formen', not 'rollen' or 'drücken', which also work a food). */
const FORM_VERB = /^(?:formen|bilden|ausstechen|geformt|gebildet|ausgestochen)$/u;
/** 'dazu', 'obendrauf', 'rein': the particle of a verb of adding after the thing added. */
const ADDING_PARTICLE = /^(?:dazu|dazua|hinzu|rein|hinein|drauf|obendrauf|drüber|darüber)[,.!]*$/iu;

/** Amount words before a name: a parenthesised measure after it is then a note ('1 Block Feta (200 g)', '1 Tasse rote Linsen (ca. 200 g)'). */
const AMOUNT_BEFORE_CHARS = 14;
const AMOUNT_BEFORE =
  /(?:^|\s)(?:[\d½¼¾][\d.,/]*|ein|eine|einen|einem|einer|zwei|drei|vier|fünf|sechs|g|kg|ml|l|EL|TL|Pck\.|Dosen?|Block|Stück|Bund|Becher|Prise|Tassen?|cups?|tbsp|tsp|Gläser|Glas|Handvoll|Päckchen|Packung|Esslöffel|Teelöffel|Gramm)\s+$/iu;
/**
 * 'Mehl (250 g), Wasser (125 ml)', 'Zwiebeln (2 Stück, in Ringen)': the amount in parentheses after a name that has
 * none before it, written first as a mention is ('250 g Mehl', '2 Stück Zwiebeln (in Ringen)').
 */
const NAME_THEN_MEASURE = new RegExp(
  String.raw`(?<![\p{L}\d])((?:(?:\p{Ll}+(?:e|er|es|em)|ge\p{Ll}+en)\s+)?\p{Lu}[\p{L}-]*)\s*\(\s*(?:ca\.?\s*|etwa\s+)?([\d½¼¾][\d.,/]*(?:\s*-\s*\d+)?)\s*(g|kg|ml|l|dl|cl|EL|TL|Prise|Stück|Stk\.?|Pck\.?|Dose|Bund|Becher|Handvoll|Zehen?|Kugeln?|Knollen?|Stangen?|Köpfe?|Kopf|Würfel|Scheiben?)?\s*(?:,\s*([^()]*))?\)`,
  'gu',
);

/**
 * '1 Dose (400 ml) Kokosmilch': the container's content in parentheses before the name is a note after it; so is a cup
 * or spoon converted in brackets ('2 cups (ca. 250 g) Mehl', '1/3 cup (80 ml) geschmolzene Butter').
 */
const CONTENT_BEFORE_NAME =
  /((?:^|\s)[\d½¼¾][\d.,/]*\s*(?:Dosen?|Pck\.?|Packung(?:en)?|Päckchen|Becher|Gläser|Glas|Tassen?|[Cc]ups?|Block|Beutel|EL|TL|tbsp|tsp))\s*\(([^()]{1,20})\)\s+((?:\p{Ll}+e[nrs]?\s+)?\p{Lu}[\p{L}-]*)/gu;

function measureFirst(written: string): string {
  const sentence = written.replace(CONTENT_BEFORE_NAME, '$1 $3 ($2)');
  return sentence.replace(
    NAME_THEN_MEASURE,
    (whole: string, name: string, amount: string, unit: string | undefined, note: string | undefined, at: number) => {
      if (AMOUNT_BEFORE.test(sentence.slice(Math.max(0, at - AMOUNT_BEFORE_CHARS), at))) return whole;
      // 'mit meiner Kleinen (5)': a bare number after a noun that is no food is an age or a count, not its measure.
      // 'Blaubeer-Muffins (12 Stück)': pieces counted after a dish that is no food of the lexicon are what it yields.
      const counted = !unit || /^(?:stück|stk\.?)$/iu.test(unit);
      if (counted && !isKnownIngredient(name.split(' ').at(-1) ?? '')) return whole;
      const measure = unit ? `${amount} ${unit}` : amount;
      return note ? `${measure} ${name} (${note.trim()})` : `${measure} ${name}`;
    },
  );
}

interface TMention {
  ingredient: TParsedIngredient;
  measured: boolean;
  /** Counted by an article ('ein Stück Würfelzucker', 'je eine Marille'): may refer back to a named food. */
  byArticle?: boolean;
  /** Said to be food by a measure in parentheses or a particle of adding after it ('ein Suppenhuhn (ca. 1,5 kg)'). */
  food?: boolean;
}

const words = (s: string): string[] => s.split(/\s+/).filter(Boolean);
const isLower = (w: string): boolean => /^\p{Ll}/u.test(w);

/** „Saft von 1 Zitrone“: the amount counts the lemons, so the phrase starts at „Saft“. */
function juiceStart(tokens: string[], i: number): number {
  const prev = tokens[i - 1]?.toLowerCase();
  const before = tokens[i - 2]?.toLowerCase();
  if ((prev === 'von' || prev === 'aus') && before && /^(?:saft|schale|abrieb)$/u.test(before)) return i - 2;
  // 'den Saft einer halben Limette': the genitive names the fruit the juice comes from.
  if (prev && /^(?:saft|schale|abrieb)$/u.test(prev) && /^(?:einer|eines)$/iu.test(tokens[i] ?? '')) return i - 1;
  return i;
}

/** Reads the mention starting at token i („800 g Rindfleisch“, „zwei zerdrückten Knoblauchzehen“), or null. */
function mentionAt(
  tokens: string[],
  i: number,
): { ingredient: TParsedIngredient; end: number; byArticle: boolean; food: boolean } | null {
  const first = tokens[i] ?? '';
  const numberWord = NUMBER_WORD.test(first);
  if (!numberWord && !AMOUNT_TOKEN.test(first)) return null;
  let j = i + 1;
  if (numberWord && /^(?:halbe[rn]?)$/iu.test(tokens[j] ?? '')) j++;
  // '1 1/2 Äpfel', '1 ½ Tassen Mehl': a whole number and a fraction are one amount.
  if (/^\d+$/u.test(first) && /^(?:\d+\/\d+|[½¼¾⅓⅔])$/u.test(tokens[j] ?? '')) j++;
  const after = tokens.slice(j, j + 2).join(' ');
  if (
    NON_INGREDIENT_UNIT.test(after) ||
    // (Saxon '20 Minuden': minutes with a softened t; Bavarian '4 Minutn', '2 Stundn' and Low German '1 Stünn'.)
    // ('2 davon fein hacken': a count of a food named before, no food of its own.)
    /^(?:x|mal|jahre?n?|monate?n?|leute?|minutes?|mins?|minuden|minutn|stundn|stünn|hours?|seconds?|follower|franken|chf|fr\.|euro|rappen|cent|schritten?|fehler|tipps?|tricks?|zutaten|ingredients?|dinge|sachen|davon|dovon)(?![\p{L}])/iu.test(
      after,
    )
  ) {
    return null;
  }
  // ('5 Sek./Stufe 5', 'Stufe 1 Kartoffeln …': the number of a machine's speed or programme is a setting, no amount.)
  if (/(?:^|\/)(?:stufe|programm|level)$/iu.test(tokens[i - 1] ?? '')) return null;
  // 'Statt 150 g Zucker nehm ich 80 g …', 'anstelle von 200 g Butter': the measure replaced is no ingredient.
  if (
    /^(?:statt|anstatt|anstelle|anstelle von|ersetzt)$/iu.test(
      `${tokens[i - 2] === 'anstelle' ? 'anstelle ' : ''}${tokens[i - 1] ?? ''}`,
    )
  ) {
    return null;
  }
  const nameFrom = j;
  // 'hab 1 zwiebel und 1 rote paprika': written all in lowercase, the case of a word tells nothing.
  const lowercaseText = !tokens.slice(i, i + 6).some((t) => /^\p{Lu}/u.test(t));
  // The unit word, then up to three name words: adjectives before a noun, the noun, an 'oder' alternative.
  let taken = 0;
  let nounTaken = false;
  while (j < tokens.length && taken < MAX_NAME_WORDS + 1) {
    const token = tokens[j] ?? '';
    const w = token.replace(/[,;:.!?]+$/u, '');
    if (w === '' || /^[/+&–-]$/u.test(w) || w.startsWith('(') || AMOUNT_TOKEN.test(w)) break;
    // The unit right after the amount may end in a dot ('1 Pck. Backpulver').
    if (taken === 0 && w !== token && token.endsWith('.') && matchLeadingUnit(token)?.rest === '') {
      j++;
      taken++;
      continue;
    }
    // '1 Handvoll grob gehackte Zartbitterschokolade': an adverb before the participle of a noun is the name's
    // (after the noun, '1 Zwiebel fein gerieben und …', it tells how the item was cut: the story's verb).
    const adverbOfName =
      taken > 0 &&
      !nounTaken &&
      w === token &&
      /^(?:grob|fein|frisch)$/iu.test(w) &&
      /^ge\p{Ll}{3,}(?:e|en|er|es)$/u.test(tokens[j + 1] ?? '');
    if (adverbOfName) {
      j += 2;
      continue;
    }
    if (NAME_STOP.test(w) && !(w.toLowerCase() === 'oder' && taken > 0)) break;
    // '200 g roti Linse': a lowercase word before the noun is its adjective, whatever its ending (Swiss '-i').
    const beforeNoun = !nounTaken && w === token && /^\p{Lu}/u.test(tokens[j + 1] ?? '');
    // '50 g oats,': an English noun right after the unit ends its clause.
    const englishNoun = taken === 1 && w !== token && j === nameFrom + 1 && !hasCookingVerb(w);
    // 'Paprika edelsüß,': a word that may follow the noun is part of the name, also at the end of the clause.
    // ('1 EL Öl scharf anbraten': before the verb, 'scharf' says how to fry.)
    // ('500 g Gelierzucker 2:1': the ratio after the noun names the kind of sugar.)
    const postNominal = nounTaken && ((w !== token && POST_NOMINAL.test(w)) || MIX_RATIO.test(w));
    if (
      !lowercaseText &&
      isLower(w) &&
      taken > 0 &&
      !beforeNoun &&
      !englishNoun &&
      !postNominal &&
      !/(?:e|en|er|es|em)$/u.test(w)
    ) {
      break;
    }
    // '3 EL Olivenöl dazulaufen lassen', '5 dl Bouillon ufgosse': after the noun, a lowercase word is the verb.
    if (!lowercaseText && nounTaken && isLower(w) && !POST_NOMINAL.test(w) && !MIX_RATIO.test(w)) {
      // 'Crème fraîche', 'Parmigiano reggiano': unless noun and word are one known ingredient.
      if (!isKnownIngredient(`${tokens[j - 1] ?? ''} ${w}`)) break;
    }
    const capitalNoun = !lowercaseText && /^\p{Lu}/u.test(w);
    // 'ich brat 2 scheiben toast an': in a lowercase text a known ingredient is read as the name, not as a verb.
    const knownWord = lowercaseText && isKnownIngredient(w);
    // ('30 g geriebenen Parmesan': a participle right before the noun is its adjective.)
    const adjectiveBeforeNoun = beforeNoun && /^ge\p{Ll}+(?:e|en|er|es|em)$/u.test(w);
    if (taken > 0 && !capitalNoun && !knownWord && !adjectiveBeforeNoun && (hasCookingVerb(w) || PARTICIPLE.test(w))) break;
    // '… Zitrone anmachen.': a lowercase word that ends the clause is its verb, not an adjective of the name.
    if (!lowercaseText && taken > 0 && isLower(w) && !englishNoun && !postNominal && (w !== token || j === tokens.length - 1)) {
      break;
    }
    if (/^\p{Lu}/u.test(w) && matchLeadingUnit(w)?.rest !== '') nounTaken = true;
    j++;
    taken++;
    if (w !== token) break;
  }
  if (j === nameFrom) return null;
  const start = juiceStart(tokens, i);
  const phrase = tokens
    .slice(start, j)
    .join(' ')
    .replace(/[,;:.!?]+$/u, '');
  const ingredient = parseFragment(phrase);
  // '4 mulden machen', '8 kugeln formen': a counted shape the cook makes is no ingredient.
  const shapeAfter =
    SHAPE_VERB.test(ingredient?.name.split(' ').at(-1) ?? '') || SHAPE_VERB.test((tokens[j] ?? '').replace(/[,;:.!?]+$/u, ''));
  // ('8 Knödel formen': a dish the lexicon knows as food is made as well, when a verb only of shaping follows.)
  const madeShape = FORM_VERB.test((tokens[j] ?? '').replace(/[,;:.!?]+$/u, ''));
  if (ingredient?.unit === '' && shapeAfter && (madeShape || !isKnownIngredient(ingredient.name))) {
    return null;
  }
  // 'mit zwei Teelöffeln Bällchen abstechen', 'mit 2 Esslöffeln Nocken formen': the spoons shape what follows, they
  // measure nothing ('mit 2 EL Mehl bestäuben' measures a food).
  const spoonsShaping =
    (ingredient?.unit === 'TL' || ingredient?.unit === 'EL') && /^mit$/iu.test(tokens[i - 1] ?? '') && shapeAfter;
  if (spoonsShaping && !isKnownIngredient(ingredient.name)) return null;
  // 'für 10 Riegel', 'für 12 Muffins': a count after 'für' is what the recipe yields.
  // ('für ca. 20 Kinder': an approximation between „für“ and the count changes nothing.)
  const beforeCount = /^(?:ca\.?|etwa|rund|knapp)$/iu.test(tokens[i - 1] ?? '') ? tokens[i - 2] : tokens[i - 1];
  if (ingredient?.unit === '' && /^(?:für|fur)$/iu.test(beforeCount ?? '')) return null;
  // 'auf 5 Boxen verteilen', 'in 6 Schälchen füllen': the containers the dish is shared onto, unless they are food.
  // ('in 12 Riegel schneiden': the pieces the dish is cut into.)
  const sharedOnto =
    /^(?:verteilen|aufteilen|füllen|abfüllen|portionieren|geben|schichten|schneiden|teilen|zerteilen|geschnitten)[,.!]*$/iu.test(
      tokens[j] ?? '',
    );
  if (
    ingredient?.unit === '' &&
    /^(?:auf|in)$/iu.test(tokens[i - 1] ?? '') &&
    sharedOnto &&
    !isKnownIngredient(ingredient.name)
  ) {
    return null;
  }
  // 'Heute preppe ich 4 Lunchboxen', 'back ich 5 Gläser …', 'Daraus forme ich 8 Pflanzerl': what the cook makes, fills
  // or shapes is the yield.
  const makes =
    /^(?:ich|wir)$/iu.test(tokens[i - 1] ?? '') &&
    /^(?:prepp|mach|back|füll|befüll|form|dreh)(?:e|en|t)?$/iu.test(tokens[i - 2] ?? '');
  if (makes && (ingredient?.unit === '' || ingredient?.unit === 'Glas' || ingredient?.unit === 'Stück')) return null;
  // 'heute gibt's ein Blech Hähnchen mit Gemüse': what is served is the dish, not one of its things.
  const served =
    /^(?:gibt['’]?s|gibts|gab['’]?s)$/iu.test(tokens[i - 1] ?? '') || /^gibt\s+es$/iu.test(tokens.slice(i - 2, i).join(' '));
  if (served && numberWord) return null;
  // 'mit 2 Pfannenwendern zerreißen', 'mit zwei Gabeln': the tools the cook works with are no food.
  if (ingredient?.unit === '' && UTENSIL_WORD.test(ingredient.name.split(' ').at(-1) ?? '')) return null;
  // 'ist gestern 3 geworden', 'wird morgen 40', '5 Jahre alt': an age told is no item.
  if (ingredient?.unit === '' && AGE_AFTER_COUNT.test(ingredient.name)) return null;
  if (ingredient?.unit === '' && FINITE_VERB_AFTER_COUNT.test(ingredient.name.split(' ')[0] ?? '')) return null;
  // '20 Kinder und ein paar hungrige Eltern': the people who eat it are no ingredient.
  if (ingredient?.name.split(' ').some((w) => PEOPLE_WORD.test(w))) return null;
  // '14 qm Laminat verlegt', '30 m Hecke': an area or a length measures the writer's work, no food.
  if (ingredient && isCountedPlant(ingredient)) return null;
  if (ingredient?.unit === '' && AREA_OR_LENGTH.test(ingredient.name.split(' ')[0] ?? '')) return null;
  // ('Heiß in Gläser füllen, dabei 2 cm Rand lassen': the room left measures the jar, no food; '5 cm Ingwer' is one.)
  if (ingredient?.unit === 'cm' && ROOM_LEFT.test(ingredient.name)) return null;
  // '12 Briketts unten und 8 oben': the fuel counted and the count of a place tell how the fire is laid, no item.
  if (ingredient?.unit === '' && FIRE_LAID.test(ingredient.name.split(' ')[0] ?? '')) return null;
  // 'ein Suppenhuhn (ca. 1,5 kg)', 'noch ein Spiegelei obendrauf': a measure in parentheses or an adding particle
  // after the name says that an unknown noun counted by a number word is food.
  const addedFood = MEASURE_IN_PARENS.test(tokens.slice(j, j + 3).join(' ')) || ADDING_PARTICLE.test(tokens[j] ?? '');
  if (
    !ingredient ||
    ingredient.name === '' ||
    (numberWord && ingredient.unit === '' && !isKnownIngredient(ingredient.name) && !addedFood)
  ) {
    return null;
  }
  // 'ein bisschen abgewandelt': a vague quantity before a word that is no noun and no food says how much, not what.
  const capitalsInSentence = tokens.some((t, k) => k > 0 && /^\p{Lu}/u.test(t));
  if (/^etwas$/iu.test(first) && capitalsInSentence && !/\p{Lu}/u.test(ingredient.name) && !isKnownIngredient(ingredient.name)) {
    return null;
  }
  // '100 g Bröseln', '2 EL Füllen' are nouns where the text writes nouns in capitals; 'anbraten' is a verb.
  const noun = !lowercaseText && /^\p{Lu}/u.test(ingredient.name);
  if (
    (!noun && hasCookingVerb(ingredient.name, true)) ||
    (/\d/u.test(ingredient.name.replace(MIX_RATIO_IN_NAME, '')) && start === i)
  )
    return null;
  return {
    ingredient: start === i ? ingredient : { ...ingredient, amount: '', unit: '' },
    end: j,
    // 'ein Teelöffel Paprika' measures; 'eine Marille', 'ein Stück Würfelzucker' may count one of a named food.
    byArticle: /^(?:ein|eine|einen|einem|einer)$/iu.test(first) && (ingredient.unit === '' || ingredient.unit === 'Stück'),
    food: addedFood,
  };
}

/**
 * 'Zucker 80 g', 'Mehl brauchst du 250 g', 'dazu Milch 200 ml', 'von den Datteln nehm ich 200 g', 'vom Kakao 2 EL': a
 * name, then its amount and unit.
 */
const AFTER_NAME_CLAUSE = new RegExp(
  String.raw`^(?:[Dd]azu\s+|[Nn]och\s+|[Vv]on\s+(?:den|der|dem)\s+|[Vv]om\s+)?(\p{Lu}[\p{L}-]+)(?:\s+(?:brauchst|braucht|brauche|nimmst|nehmt|nehm|nehme|nimm)\s+(?:du|ihr|ich|man|wir))?\s+(\d+(?:[.,]\d+)?\s*(?:(?:gehäufte|gestrichene|gute|knappe)\s+)?(?:g|kg|ml|l|EL|TL|Stück))[.!]?$`,
  'u',
);

/**
 * 'Kartoffeln nimmt man ein Kilo, Zwiebeln zwei, Mehl so zwei Esslöffel': a name, then its amount in number words (a
 * bare count only of a food the lexicon knows).
 */
const AFTER_NAME_WORDS = new RegExp(
  String.raw`^(\p{Lu}[\p{L}-]+)(?:\s+(?:brauchst|braucht|brauche|nimmst|nimmt|nehmt|nehm|nehme|nimm)\s+(?:du|ihr|ich|man|wir))?\s+(?:so\s+|etwa\s+|ca\.\s+)?((?:ein|eine|einen|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|zwölf)(?:\s+(?:Pfund|Kilo|Liter|Esslöffel|Teelöffel|Becher|Glas|Dose|Prise|Bund|Päckchen))?)[.!]?$`,
  'u',
);
/**
 * 'zwei bis drei Eier', '2 bis 3 EL Minze', 'ein bis zwei Gurken': a range told with 'bis' is one amount ('2-3'), not a
 * word between two (whose second end alone was read as the amount).
 */
const SPOKEN_RANGE =
  /(?<![\p{L}\d.,])(\d+(?:[.,]\d+)?|ein|eine|einen|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn)\s+bis\s+(\d+(?:[.,]\d+)?|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|zwölf)(?=\s+\p{L})/giu;

/** The measured mentions of one sentence, in order. */
function measuredMentions(written: string): TMention[] {
  const sentence = measureFirst(written).replace(
    SPOKEN_RANGE,
    (_m, from: string, to: string) => `${numberWordAmount(from)}-${numberWordAmount(to)}`,
  );
  const tokens = words(sentence.replace(/(\d)\s*\/\s*(?=\D)/gu, '$1 / ').replace(/(\p{L})\s*\/\s*(?=[\d\p{L}])/gu, '$1 / '));
  const out: TMention[] = [];
  // 'Rote Linsen 200 g.', 'Kokosmilch 1 Dose.': a short sentence of a name and its amount after it.
  if (tokens.length <= 5 && /^\p{L}/u.test(tokens[0] ?? '') && /\d/u.test(sentence)) {
    const whole = parseFragment(sentence.replace(/[.!?]+$/u, ''));
    // ('Mit meinem Neffen (7) gekocht': an age in parentheses and a participle tell no item.)
    const aged = /\(\s*\d{1,2}\s*\)/u.test(sentence) || words(whole?.name ?? '').some((w) => PARTICIPLE.test(w));
    // ('Blaubeer-Muffins (12 Stück)': the dish's yield, see measureFirst.)
    const yielded = whole?.unit === 'Stück' && /\(/u.test(sentence) && !isKnownIngredient(whole.name);
    if (whole && whole.amount !== '' && !aged && !yielded && !/\d/u.test(whole.name) && !hasCookingVerb(whole.name)) {
      return [{ ingredient: whole, measured: true }];
    }
  }
  // 'Mehl brauchst du 250 g, Zucker 80 g, Butter 125 g (geschmolzen)': names with their amounts after them.
  const clauses = sentence
    .split(/,\s+|\s+und\s+/u)
    .map((clause) => AFTER_NAME_CLAUSE.exec(clause.replace(/\([^)]*\)/gu, ' ').trim()));
  const inWords = sentence
    .split(/,\s+|\s+und\s+/u)
    .map((clause) => AFTER_NAME_WORDS.exec(clause.replace(/\([^)]*\)/gu, ' ').trim()));
  const afterName = clauses
    .flatMap((m) => (m?.[1] && m[2] ? [parseFragment(`${m[2]} ${m[1]}`)] : []))
    .filter((i): i is TParsedIngredient => i !== null && i.amount !== '');
  // ('Zwiebeln zwei, Eier drei': a bare count after a name the lexicon does not know as food says nothing of food.)
  const wordsAfterName = inWords
    .flatMap((m) => (m?.[1] && m[2] ? [parseFragment(`${m[2]} ${m[1]}`)] : []))
    .filter((i): i is TParsedIngredient => i !== null && i.amount !== '' && (i.unit !== '' || isKnownIngredient(i.name)));
  if (afterName.length === 0 && wordsAfterName.length >= MIN_MEASURED) afterName.push(...wordsAfterName);
  // 'Topfen nehm ich 250 g, den mischt man mit …': a clause with its verb ('nehm ich') says so on its own.
  const withVerb = clauses.some((m) => m?.[0] !== undefined && /\s(?:du|ihr|ich|man|wir)\s/u.test(m[0]));
  if (afterName.length >= 2 || (withVerb && afterName.length === 1)) {
    out.push(...afterName.map((ingredient) => ({ ingredient, measured: true })));
  }
  let lastEnd = -1;
  for (let i = 0; i < tokens.length; i++) {
    const m = mentionAt(tokens, i);
    if (!m) continue;
    // ('1 Hähnchen (ca. 1,5 kg) trocken tupfen': a measure in parentheses straight after an item is its note, no item.)
    const opening = /^\((?:ca\.?|etwa|circa)?$/iu.test(tokens[i - 1] ?? '') ? i - 1 : /^\(/u.test(tokens[i] ?? '') ? i : -1;
    if (opening >= 0 && opening === lastEnd) {
      const close = tokens.findIndex((t, k) => k >= i && t.includes(')'));
      i = close >= 0 ? close : m.end - 1;
      continue;
    }
    // ('in 2 cm lange Stücke schneiden', 'in 1 cm dicke Scheiben': the size a food is cut to, no ingredient.)
    if (m.ingredient.unit === 'cm' && /^in$/iu.test(tokens[i - 1] ?? '')) {
      i = m.end - 1;
      continue;
    }
    out.push({ ingredient: m.ingredient, measured: true, byArticle: m.byArticle, food: m.food });
    lastEnd = m.end;
    i = m.end - 1;
  }
  return out;
}

/** Amount-less known ingredients in the enumeration parts of a sentence („Salz und Pfeffer“, „mit Kümmel“). */
/** Whether a sentence measures something ('2 EL Öl'): what a step told without its verb must do. */
const measures = (sentence: string): boolean => measuredMentions(sentence).length > 0;

/** 'mit Staubzucker bestreuen': a clause that ends in its cooking infinitive and measures nothing. */
function isOwnAction(clause: string): boolean {
  const last = /(\p{Ll}+)$/u.exec(clause)?.[1] ?? '';
  return (
    /^(?:mit|in|im)\s/iu.test(clause) &&
    !/[\d½¼¾]|nach\s+(?:geschmack|belieben|gefühl)/iu.test(clause) &&
    hasCookingVerb(last, true) &&
    !isSeasoning(last)
  );
}

/**
 * '1 TL Butter zerlassen und dünne Palatschinken ausbacken': after a clause closed by its cooking infinitive, a clause
 * that measures nothing and closes with one of its own is a further action, not a part of the enumeration.
 */
function isActionAfterAction(before: string, clause: string): boolean {
  const lastOf = (text: string): string => /(\p{Ll}+)$/u.exec(text)?.[1] ?? '';
  const closedByVerb = (text: string): boolean => {
    const last = lastOf(text);
    return hasCookingVerb(last, true) && !isSeasoning(last);
  };
  return !/[\d½¼¾]/u.test(clause) && closedByVerb(before) && closedByVerb(clause);
}

function namedMentions(sentence: string): TMention[] {
  const out: TMention[] = [];
  let previous = '';
  const parts = sentence.split(/\s*(?:,|;|\s\/\s|\s\+\s|\s&\s|\s[–—]\s|\sund\s|\sun\s|\sand\s)\s*/u);
  for (const [i, raw] of parts.entries()) {
    // 'Gewürze rein: …': what leads a colon with its verb or particle is a label for the things after it.
    const clause = raw.replace(/[.!?:]+$/u, '').replace(/^[^:]*\s\p{Ll}+:\s*/u, '');
    const before = previous;
    previous = clause;
    // '…, mit zwei Gabeln zerreißen und mit Staubzucker bestreuen': a food in an action of its own, no amount in it,
    // is not in the enumeration of the measured things; nor are two foods in it ('mit Zimt und Zucker bestreuen').
    // ('Mit Salz und einem Spritzer Zitronensaft abschmecken': a measured second food keeps both in the enumeration.)
    const next = (parts[i + 1] ?? '').replace(/[.!?:]+$/u, '');
    const pairOpened = next !== '' && !measures(next) && isOwnAction(`${clause} und ${next}`);
    const pairClosed = i > 0 && !measures(clause) && isOwnAction(`${before} und ${clause}`);
    if (isOwnAction(clause) || isActionAfterAction(before, clause) || pairOpened || pairClosed) continue;
    // '… reib ich die Schulter großzügig mit Salz': the name may stand after the clause's last preposition.
    const afterPreposition = clause.split(/\s(?:mit|in|im|with)\s/u).pop() ?? clause;
    const found = [clause, afterPreposition].map(namedIn).find((m) => m !== null);
    if (found) out.push(found);
  }
  return out;
}

/** The known ingredient a clause of an enumeration names, or null. */
function namedIn(clause: string): TMention | null {
  const part = clause
    .replace(LEAD_WORD, '')
    .replace(LEAD_WORD, '')
    .replace(/^\p{L}['’]/u, '')
    .trim();
  // 'frisch geriebener Muskatnuss', 'gehackte Petersilie': adjectives before the noun of a named food.
  const adjectives =
    /^(?:(?:frisch|fein|grob)\s+)?(?:ge\p{Ll}{3,}(?:e|er|es|en|em)|(?!(?:die|der|des|dem|eine[rsm]?|keine[rsm]?|meine[rsm]?|deine[rsm]?|seine[rsm]?|unsere[rsm]?|diese[rsm]?|jede[rsm]?|alle|viele|beide)\s)\p{Ll}{3,}(?:e|er|es|em))\s+(?=\p{Lu})/u.exec(
      part,
    )?.[0] ?? '';
  const ws = words(part.slice(adjectives.length));
  // 'das Eiklar', 'die Knödel': a definite article refers back to something already named.
  if (ws.length === 0 || /[\d½¼¾]/u.test(part) || /^(?:der|die|das|den|dem|des|d['’])$/iu.test(ws[0] ?? '')) return null;
  // 'abseihen und zum Kraut': a place the food goes to, not a food.
  // 'Für Palatschinken verrührst du …': what the food is for, not a food.
  if (/^(?:zum|zur|ins|ans|aufs|vom|beim|zu|auf|an|über|unter|aus|für|fürs)$/iu.test(ws[0] ?? '')) return null;
  // The name runs up to the first lowercase word that is no adjective („Pfeffer verrühren“ → „Pfeffer“).
  const name: string[] = [];
  for (const w of ws) {
    if (name.length > 0 && isLower(w) && !/^(?:nach|geschmack|gefühl|belieben)$/iu.test(w)) break;
    name.push(w);
    if (name.length >= MAX_NAME_WORDS) break;
  }
  const text = name.join(' ').replace(/\s+nach\s+(?:gefühl|belieben)$/iu, ' nach Geschmack');
  const bare = text.replace(/\s+nach\s+geschmack$/iu, '');
  // Water without an amount is what things cook in ('im Salzwasser'), not an ingredient of the list.
  // 'mit salz und 1 tl zucker würzen': a seasoning written in lowercase is no verb.
  const verb = hasCookingVerb(bare) && !isSeasoning(bare);
  if (words(bare).length > 2 || !isKnownIngredient(bare) || verb || /wasser$/iu.test(bare)) return null;
  const ingredient = parseFragment(isSeasoning(bare) ? bare : `${adjectives}${text}`);
  return ingredient ? { ingredient, measured: false } : null;
}

/**
 * 'Kurkuma 1 TL.': an amount after a capitalised name ends the item, so its '.' ends the sentence. A spoken lead
 * before the amount ('Dazu 1 Pck. Mürbeteig', 'Dann 1 Pck. Hefe') is no name: the unit's '.' goes on.
 */
const AMOUNT_AFTER_NAME =
  /(?<![\p{L}])(?!(?:Dazu|Dann|Danach|Noch|Plus|Und|Nur|Einfach|Auch|Außerdem|Zusätzlich|Extra|Ausserdem)\s)\p{Lu}\p{L}+\s+\d+(?:[.,]\d+)?\s*(?:(?:gehäufte|gestrichene|gute|knappe)\s+)?\p{L}{1,5}$/u;

/**
 * Sentences of a caption, also where the next one starts in lowercase ('… gemacht. hab 1 zwiebel …'); a '.' after
 * 'ca', 'Pck', 'EL' or 'Mind' does not end one.
 */
function storySentences(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (const m of text.matchAll(/[.!?]+(?=\s|$)/gu)) {
    const end = m.index + m[0].length;
    const before = text.slice(start, m.index);
    const lastWord = (/(\p{L}+)$/u.exec(before)?.[1] ?? '').toLowerCase();
    if (m[0] === '.' && ABBREVIATIONS.has(lastWord) && !AMOUNT_AFTER_NAME.test(before)) continue;
    out.push(text.slice(start, end).trim());
    start = end;
  }
  out.push(text.slice(start).trim());
  return out.filter((x) => /\p{L}/u.test(x));
}

const MIN_PREFIX = 5;
const sameName = (a: TParsedIngredient, b: TParsedIngredient): boolean => {
  const n = (s: string): string => s.toLowerCase().replace(/(?:en|n|e|s)$/u, '');
  const wa = words(a.name).map(n);
  const wb = words(b.name).map(n);
  // 'Knoblauch' refers back to 'Knoblauchzehen'.
  const prefix = (x: string, y: string): boolean => x.length >= MIN_PREFIX && y.startsWith(x);
  return wa.some((w) => wb.some((v) => v === w || prefix(w, v) || prefix(v, w)));
};

/** 'Tomaten halbieren' after '250 g Kirschtomaten': the head of a compound named before refers back to it. */
const headOf = (earlier: TParsedIngredient, later: TParsedIngredient): boolean => {
  const n = (s: string): string => s.toLowerCase().replace(/(?:en|n|e|s)$/u, '');
  return words(earlier.name).some((w) => words(later.name).some((v) => n(v).length >= MIN_PREFIX && n(w).endsWith(n(v))));
};
function addMention(list: TMention[], m: TMention): void {
  if (!m.measured && list.some((x) => sameName(x.ingredient, m.ingredient) || headOf(x.ingredient, m.ingredient))) return;
  // 'Marillen entkernen, je eine Marille einhüllen': one of the foods already measured, not a new one.
  if (m.byArticle && list.some((x) => x.measured && sameName(x.ingredient, m.ingredient))) return;
  list.push(m);
}

/** 'Schnittlauch zum Bestreuen.', 'Toppings nach Wahl.': what an item is for or how much is up to the cook. */
const ITEM_TAIL = /\s+(?:(?:zum|zur)\s+\p{L}+|nach\s+(?:wahl|belieben|bedarf|geschmack))$/iu;
const MAX_ITEM_WORDS = 3;

/**
 * An amount-less item of a '.'-separated list, after its measured items: 'Basilikum.', 'Powidl zum Füllen.',
 * 'Mozzarella oder Burrata.', 'obst nach wahl.'; null for anything else ('Fertig.', 'Guten Appetit!').
 */
function listItemSentence(sentence: string): TParsedIngredient | null {
  if (!/\.$/u.test(sentence.trim())) return null;
  const text = sentence.trim().replace(/\.+$/u, '');
  const tail = ITEM_TAIL.exec(text);
  const core = tail ? text.slice(0, tail.index) : text;
  const ws = words(core);
  if (ws.length === 0 || ws.length > MAX_ITEM_WORDS || /[\d½¼¾!?,:]/u.test(core)) return null;
  if (hasCookingVerb(core, true) || ws.some((w) => NAME_STOP.test(w) && !/^oder$/iu.test(w))) return null;
  const alternatives = core.split(/\s+oder\s+/iu);
  if (!tail && !alternatives.some((a) => isKnownIngredient(a))) return null;
  const note = tail?.[0].trim();
  const ingredient = parseFragment(/^nach\s/iu.test(note ?? '') ? core : text);
  if (!ingredient) return null;
  return note && /^nach\s+(?:wahl|bedarf)$/iu.test(note) ? { ...ingredient, name: `${ingredient.name} (${note})` } : ingredient;
}

/** '1 prise salz.': a sentence that is one measured item and nothing else is an item of a '.' list, whatever its case. */
function isItemAlone(sentence: string, measured: TMention[]): boolean {
  const only = measured.length === 1 ? measured[0] : undefined;
  const text = sentence.trim().replace(/[.!]+$/u, '');
  if (!only || !/^[\d½¼¾]/u.test(text) || words(text).length > MAX_NAME_WORDS + 1 || hasCookingVerb(text, true)) return false;
  const last = (w: string): string => (words(w).at(-1) ?? '').toLowerCase();
  // 'Eine Prise Salz dazu.' adds it: a word after the name is the step's.
  return parseFragment(text)?.name === only.ingredient.name && last(text) === last(only.ingredient.name);
}

/** 'morgens 40 g Haferflocken …, mittags …, abends 1 Scheibe Brot': what is eaten at the times of a day. */
const MEAL_TIME =
  /(?<![\p{L}])(morgens|vormittags|mittags|nachmittags|abends|zum frühstück|zum mittag(?:essen)?|zum abendessen|am tag|pro tag|täglich)(?![\p{L}])/giu;
const MIN_MEAL_TIMES = 2;
/** 'Montag, 3 Eier / Dienstag, 150 g Lachs / …': a plan by weekdays. */
const WEEKDAY = /(?<![\p{L}])(montags?|dienstags?|mittwochs?|donnerstags?|freitags?|samstags?|sonntags?)(?![\p{L}])/giu;
const MIN_WEEKDAYS = 3;

/** 'Mo: 2 Muffins + Apfelschnitze', 'Dienstag – Reste': a line of a plan, led by its weekday. */
const WEEKDAY_LINE =
  /^[ \t]*(?:mo|di|mi|do|fr|sa|so|montags?|dienstags?|mittwochs?|donnerstags?|freitags?|samstags?|sonntags?)\.?[ \t]*[:–—-][^\n]*$/gimu;

/**
 * 'Wochenplan: Mo: 2 Muffins + Apfelschnitze / Di: 2 Muffins + Gurkensticks / …' beside a recipe: what is eaten on which
 * day is no ingredient; the plan's lines (three or more) are left out of the story.
 */
function withoutWeekPlan(rawText: string): string {
  const planned = rawText.match(WEEKDAY_LINE)?.length ?? 0;
  return planned >= MIN_WEEKDAYS ? rawText.replace(WEEKDAY_LINE, '') : rawText;
}

/**
 * A diet diary or a plan ('Was ich geändert hab: morgens …, mittags …, abends …', 'Montag, 3 Eier …') names amounts by
 * the time they are eaten; with no cooking verb's infinitive anywhere it tells nothing to cook.
 */
function isDayOfMeals(rawText: string, sentences: string[]): boolean {
  const distinct = (re: RegExp): number => new Set([...rawText.matchAll(re)].map((m) => (m[1] ?? '').toLowerCase())).size;
  const plan = distinct(MEAL_TIME) >= MIN_MEAL_TIMES || distinct(WEEKDAY) >= MIN_WEEKDAYS;
  return plan && !sentences.some((sentence) => hasCookingVerb(sentence, true));
}

/**
 * Steps told in two or more blank-line-separated paragraphs are one step per paragraph (the step-count convention in
 * tests/fixtures/parser/README.md); paragraphs that tell no step (the story, a closing remark) count for nothing.
 */
function paragraphSteps(rawText: string, steps: string[]): string[] | null {
  const paragraphs = rawText.slice(0, MAX_STORY_CHARS).split(/\n[ \t]*\n/u);
  if (paragraphs.length < 2) return null;
  const grouped: string[] = [];
  let placed = 0;
  for (const paragraph of paragraphs) {
    const sentences = new Set(storySentences(plainText(paragraph, MAX_STORY_CHARS)));
    const own = steps.filter((step) => sentences.has(step));
    placed += own.length;
    if (own.length > 0) grouped.push(own.join(' '));
  }
  // Every step must be found in its paragraph, else the sentences were read across paragraphs.
  return grouped.length >= 2 && grouped.length < steps.length && placed === steps.length ? grouped : null;
}

export interface TStory {
  ingredients: TParsedIngredient[];
  steps: string[];
  /** The steps are the caption's paragraphs, as the step-count convention counts them. */
  byParagraph?: boolean;
}

/**
 * Reads a recipe told in sentences; null when the text names fewer than three measured things, tells no step, or
 * speaks of prices, ads, giveaways, shopping, nutrition or reviews.
 */
/** 'In ein Glas passen ca. 750 g Mehl': what fits into a container measures the container, as a pantry post does. */
const CAPACITY =
  /(?:^|\s)in\s+(?:ein|eine|einen|das|die|den|jede[ns]?)(?:\s+\p{L}+)?\s+(?:passen|passt|gehen)\s+(?:(?:ca\.?|etwa|rund|knapp|genau)\s*)?\d/iu;

/** '1 Stern.', '2 von 5 Sternen!', 'Null Sterne.': a sentence that gives a rating and nothing else. */
const RATING = /^(?:\d|null|ein|einen|zwei|drei|vier|fünf)\s+(?:von\s+(?:\d|fünf)\s+)?sterne?n?\s*[.!]*$/iu;

/**
 * 'Ei gude!', 'Ei verbibbsch!': Hessian „Ei“ before a word or two in lowercase and an exclamation mark is an
 * interjection, no egg ('Ei drauf!' adds one).
 */
const INTERJECTION = /^Ei,?\s+\p{Ll}+(?:\s+\p{Ll}+)?\s*!+$/u;

/** Steps of a two-item recipe, one cooking for a time ('15 Minute brate'), that tell a method of their own. */
const MIN_STEPS_TIMED = 3;
const TIMED = /\d+\s*(?:minut(?:en?|a)|min\.?|stund(?:en?|a)?|std\.?)(?![\p{L}])/iu;
const TIMES = new RegExp(TIMED.source, 'giu');

/**
 * Prices and shopping words are evidence of a haul, a receipt or a review only when the text tells no cooking method
 * of its own: 'Beim Bauern heute 1 kg Spargel für 12 € geholt. Ich schäle ihn und koche ihn mit 1 TL Zucker … 12
 * Minuten …' cooks measured foods in several steps with a time, whatever it paid. Returns the text without its
 * price and shopping sentences when the rest tells such a method (three sentences with a cooking verb and a measured
 * food or a time, one of them timed, three measured things), else the text as it is.
 */
const PRICE_OR_SHOPPING =
  /€|(?<![\p{L}])euro(?![\p{L}])|einkauf(?!sliste)|(?<!als )gekauft|(?<![\p{L}])(?:geholt|besorgt|mitgenommen)(?![\p{L}])/iu;
const MIN_METHOD_SENTENCES = 3;
function withoutShoppingBesideMethod(text: string): string {
  const sentences = text.split(/\n+|\p{Extended_Pictographic}\uFE0F?/u).flatMap(splitSentences);
  const shopping = sentences.filter((s) => PRICE_OR_SHOPPING.test(s));
  if (shopping.length === 0) return text;
  const rest = sentences.filter((s) => !PRICE_OR_SHOPPING.test(s));
  const method = rest.filter(
    (s) =>
      hasCookingVerb(s) &&
      (TIMED.test(s) || measuredMentions(s).some((m) => m.ingredient.unit !== '' || isKnownIngredient(m.ingredient.name))),
  );
  const measured = rest.reduce((sum, s) => sum + measuredMentions(s).length, 0);
  if (method.length < MIN_METHOD_SENTENCES || !method.some((s) => TIMED.test(s)) || measured < MIN_MEASURED) return text;
  return rest.join(' ');
}

/** Steps of a two-item recipe that work its measured foods after the sentence that measured them. */
const MIN_STEPS_ON_TWO = 2;

/**
 * '„Also man nimmt 2 Bananen und 100 g Schokolade … Dann tunkt man die Bananen rein …“': two measured foods (one the
 * lexicon knows), and two steps or more, one naming a food again to work it, are a recipe of two things as a declared
 * one is.
 */
function worksTwoFoods(mentions: readonly TMention[], steps: readonly string[]): boolean {
  const measured = mentions.filter((m) => m.measured);
  // (Food as the story counts it: measured by a unit, or a name the lexicon knows.)
  const food = (m: TMention): boolean => m.ingredient.unit !== '' || isKnownIngredient(m.ingredient.name);
  if (measured.length !== 2 || !measured.every(food) || !measured.some((m) => isKnownIngredient(m.ingredient.name))) {
    return false;
  }
  if (steps.length < MIN_STEPS_ON_TWO) return false;
  // ('Ich raffle 800 g Gschwellti … In 2 EL Bratbutter … verteile … 15 Minute … brate … Nomal 10 Minute brate.': three
  // steps or more, one cooking for a time, work the two foods as well.)
  if (steps.length >= MIN_STEPS_TIMED && steps.some((step) => TIMED.test(step) && hasCookingVerb(step))) return true;
  const heads = measured.map((m) => (m.ingredient.name.split(' ').at(-1) ?? '').toLowerCase());
  return steps.some((step) => {
    const ws = (step.match(/\p{L}+/gu) ?? []).map((w) => w.toLowerCase());
    return !/[\d½¼¾]/u.test(step.replace(TIMES, '')) && heads.some((h) => ws.includes(h));
  });
}

export function readStory(rawText: string): TStory | null {
  const priced = rawText
    .replace(BUDGET, ' ')
    .replace(SAVING, ' ')
    .replace(FAT_CONTENT, ' ')
    .replace(STRENGTH, ' ')
    .replace(PER_PIECE_NUTRITION, ' ')
    .replace(MACROS_REMARK, ' ')
    .replace(MONEY_LEFT, ' ')
    .replace(PURCHASE_HEADING, ' ')
    .replace(VERDICT_LATER_ALL, ' ');
  const remarked = withoutRemarksBesideMethod(priced).replace(NEVER_BOUGHT, ' ');
  const unpriced = withoutShoppingBesideMethod(withoutDishPrice(withoutPriceElsewhere(remarked)));
  const pricedElsewhere = unpriced.length > 0 && withoutPriceElsewhere(priced) !== priced;
  // A sponsored recipe is still a recipe: its label and the sentence with the code are the ad, the rest is read.
  const sponsored =
    NOT_A_RECIPE.test(unpriced) &&
    !NOT_A_RECIPE.test(unpriced.replace(CODE_SENTENCE, ' ').replace(AD_DISCLOSURE, ' ').replace(AD_LABEL, ' '));
  if ((NOT_A_RECIPE.test(unpriced) && !sponsored) || ASKS_FOR_HELP.test(withoutQuotedQuestion(rawText)) || CAPACITY.test(rawText))
    return null;
  // ('Pro Riegel nur 6 g Zucker': the figure per piece measures no ingredient.)
  const sentences = storySentences(
    plainText(
      withoutWeekPlan(rawText)
        .replace(SUSPENDED_ALLERGY, '$1$4 $2 $3$4')
        .replace(PER_PIECE_NUTRITION, ' ')
        .replace(MACROS_REMARK, ' ')
        .replace(SALUTATION, ' ')
        .replace(EQUATED_AMOUNTS, ' '),
      MAX_STORY_CHARS,
    ),
  );
  if (isDayOfMeals(rawText, sentences)) return null;
  const mentions: TMention[] = [];
  const steps: string[] = [];
  // Amount-less names count beside measured ones, in a list of their own after a measured item („2 Eier. Salz.
  // Pfeffer.“) or with „nach Geschmack“.
  let listRun = false;
  for (const sentence of sentences) {
    // ('1 Stern.', '5 von 5 Sternen!': a rating given, no item.)
    if (RATING.test(sentence.trim())) continue;
    // ('Ei gude!': an interjection, no egg.)
    if (INTERJECTION.test(sentence.trim()) && !ADDED_ALONE.test(sentence.trim()) && !hasCookingVerb(sentence)) continue;
    if (YIELD_TOLD.test(sentence.trim())) continue;
    // ('Beim Bäcker verlangen sie 3,80 € pro Stück, also backen wir ihn selber.': the reason to cook, no step.)
    if (pricedElsewhere && sentence.match(PRICE_ELSEWHERE) && measuredMentions(sentence).length === 0) continue;
    // 'Bei uns gibt es dazu einen grünen Salat.': a side dish named without a measure is none of the ingredients
    // ('Dazu passen 400 g Nudeln', 'Dazu ein Klecks Kräuterquark' measure one).
    const measuredBeside = /\d/u.test(sentence) || measuredMentions(sentence).some((m) => m.ingredient.unit !== '');
    if (isServingRemark(sentence) && !measuredBeside) continue;
    // ('12 Kinder, 9 Erwachsene, 2 Stunden Chaos und 1 kaputte Vase.': the people of an event counted, with no cooking
    // verb and nothing weighed or spooned, tell the party, no step and no items.)
    if (isEventTally(sentence)) continue;
    // ('Beim Foodsharing 6 Bananen gerettet.': the food rescued before the recipe uses part of it, no step, no items.)
    if (isRescueTold(sentence)) continue;
    // ('statt 150 g Gruyère nehm ich 100 g Bergkäse': a swap of the original tells what is used, no step.)
    const swapped = SWAP.test(sentence);
    const measured = withoutCorrected(sentence, measuredMentions(withoutSwappedOut(sentence)));
    const alone = words(sentence.replace(/[.!?]+$/u, '')).length <= 2;
    const tasteWords = /nach\s+(?:geschmack|gefühl|belieben)/iu.test(sentence);
    const item = listRun && measured.length === 0 ? listItemSentence(sentence) : null;
    if (item) {
      addMention(mentions, { ingredient: item, measured: false });
      continue;
    }
    // 'Nudeln kochen.' after the list is a step, not one more item of it.
    // 'dazu reis.' suggests what to serve with it.
    // ('Zimt drüber.': a name and the particle that adds it is a step, as 'Basilikum drauf.' is.)
    // ('Welche Hefe?': a question of two words asks for the next item, it is none.)
    const aloneItem =
      alone &&
      listRun &&
      !hasCookingVerb(sentence) &&
      !/^dazu\s/iu.test(sentence) &&
      !ADDED_ALONE.test(sentence.trim()) &&
      !/\?$/u.test(sentence.trim());
    const named: TMention[] = measured.length > 0 || aloneItem || tasteWords ? namedMentions(sentence) : [];
    listRun = measured.length > 0 || (alone && named.length > 0);
    const beforeIngredients = !mentions.some((m) => m.measured) && measured.length === 0;
    for (const m of measured) addMention(mentions, m);
    for (const m of named) addMention(mentions, m);
    const last = steps.length - 1;
    if (isAside(sentence) && last >= 0) steps[last] = `${steps[last] ?? ''} ${sentence.trim()}`;
    // 'Nudeln kochen.': a short sentence with its verb's infinitive is a step, not an item of the list before it.
    // ('Basilikum drauf.': after the steps, a name and the particle that adds it is a step of two words.)
    else if (
      (!alone ||
        hasCookingVerb(sentence, true) ||
        (steps.length > 0 && ADDED_ALONE.test(sentence.trim()) && isKnownIngredient(words(sentence)[0] ?? ''))) &&
      !isItemAlone(sentence, measured) &&
      !(swapped && !hasCookingVerb(withoutSwappedOut(sentence).replace(TAKE_VERB, ' '))) &&
      isStep(sentence, beforeIngredients, measures)
    ) {
      // ('„Und die Soße?“ – „40 g Butter … anschwitzen …“': the dash that leads an answer is no part of its step.)
      steps.push(sentence.trim().replace(/^[–—]\s+/u, ''));
    }
  }
  if (steps.length === 1) steps.splice(0, 1, ...clauseSteps(steps[0] ?? ''));
  const byParagraph = paragraphSteps(rawText, steps);
  if (byParagraph) steps.splice(0, steps.length, ...byParagraph);
  // '1️⃣ … 2️⃣ … 3️⃣ …': numbered steps holding the ingredients are one step per number, whatever their punctuation.
  const numbered = plainText(rawText, MAX_STORY_CHARS)
    .split(KEYCAP)
    .slice(1)
    .map((part) => part.trim())
    .filter((part) => storySentences(part).some((sentence) => isStep(sentence, false, measures)));
  if (numbered.length >= 2 && (rawText.match(KEYCAP)?.length ?? 0) >= 2) steps.splice(0, steps.length, ...numbered);
  // 'Schritt eins: … Schritt zwei: …': spoken step markers, one step each; a remark after the last belongs to it.
  // (When every marked part tells a step, the markers count the steps, also when the sentences read fewer.)
  const markedParts = plainText(rawText, MAX_STORY_CHARS)
    .split(STEP_WORD)
    .slice(1)
    .map((part) => part.trim());
  const marked = markedParts.filter((part) => storySentences(part).some((sentence) => isStep(sentence, false, measures)));
  if (marked.length >= 2 && (marked.length < steps.length || marked.length === markedParts.length)) {
    steps.splice(0, steps.length, ...marked);
  }
  // No verb anywhere: the sentences that put the measured things into the pan are the steps.
  if (steps.length === 0) {
    steps.push(...sentences.filter((sentence) => PUT_SOMEWHERE.test(sentence) && measuredMentions(sentence).length > 0));
  }
  const measuredCount = mentions.filter((m) => m.measured).length;
  // 'Hüttenkäse-Flatbread mit nur 2 Zutaten': a recipe that says it needs two things may measure just two.
  const declared = DECLARED_COUNT.test(rawText) || worksTwoFoods(mentions, steps) ? 2 : MIN_MEASURED;
  // Amounts told only in a proportion ('Auf 1 Liter Wasser kommen 10 g Salz, für 500 g Nudeln …') teach a rule of thumb.
  const inProportion = sentences
    .filter((sentence) => PROPORTION.test(sentence))
    .reduce((sum, sentence) => sum + measuredMentions(sentence).length, 0);
  if (measuredCount - inProportion < declared || steps.length === 0) return null;
  // A teaser's amounts may sit beside a time ('10 Stunden Geduld'): only steps that say what to do count here.
  const told = steps.filter((step) => hasCookingVerb(step) || words(step).some((w) => PARTICIPLE.test(w))).length;
  if (RECIPE_ELSEWHERE.test(rawText) && !HERE_TOO.test(rawText) && told < MIN_STEPS_BESIDE_LINK) return null;
  // ('3 Sachen im Airfryer ausprobiert: 500 g Pommes, … Fazit folgt morgen!': a test announced tells two steps to be a recipe.)
  if (VERDICT_LATER.test(rawText) && told < MIN_STEPS_BESIDE_LINK) return null;
  // ('Morgens 1 Handvoll Heidelbeeren drauf.': a sponsored recipe's step may put its food somewhere with no verb.)
  const placed = steps.filter(
    (step) => !hasCookingVerb(step) && !words(step).some((w) => PARTICIPLE.test(w)) && PUT_SOMEWHERE.test(step),
  ).length;
  if (sponsored && told + placed < MIN_STEPS_BESIDE_LINK) return null;
  // Most of what is measured must be food: '200 Follower, 1 Pfanne' is a story about cooking, not a recipe.
  const food = mentions.filter(
    (m) => m.measured && (m.ingredient.unit !== '' || m.food === true || isKnownIngredient(m.ingredient.name)),
  );
  if (food.length * 2 < measuredCount + 1) return null;
  // A recipe of two things must measure nothing but food.
  if (measuredCount < MIN_MEASURED && food.length < measuredCount) return null;
  return { ingredients: mentions.map((m) => m.ingredient), steps, ...(byParagraph ? { byParagraph: true } : {}) };
}
