/**
 * The refusals of a text that reads like a list of amounts but is no recipe: a bare list judged (isBareRecipeList),
 * ads and hauls, and the refusals of a post (isPostWithoutRecipe: a guide to quantities, a product's label, a report,
 * a recipe promised for later, amounts without a step).
 */
import { hasCookingVerb, hasPastCookingVerb, isKnownIngredient, startsWithEnglishStep } from './lexicon';
import { isMadeForNoMeal } from './non-food';
import { isMealDiary, isPointsDiary, isReview, isShoppingForAStay, isUnboxing } from './post-kinds';
import { isBulkSupply, isClockLog, isColonTally, isLarderCount, isRoundup, isTally } from './tallies';
import { detectHeading, type TLine } from './sections';
import { parseDuration, parseTemperature } from './time';
import type { TParsedRecipe, TParsedStep } from './types';
import { withoutHashtags } from './hashtags';

const MIN_LIST_WITH_AMOUNTS = 3;
/** Units that measure an ingredient for cooking (not 'Stück', 'Glas' or no unit, which also count dishes). */
const MEASURE_UNITS: ReadonlySet<string> = new Set(['g', 'kg', 'ml', 'l', 'EL', 'TL', 'Prise', 'Msp.', 'Zehe', 'Bund', 'Pck.']);
/** Prices, receipts, hauls, product ads, restaurant reviews and nutrition figures: lists of amounts that are not recipes. */
const SHOPPING_OR_NUTRITION =
  /€|%|\bkcal\b|\brechnung|einkauf|zu verschenken|abzuholen|abholung|\babholen\b|foodsharing|\bmhd\b|gekauft|\bgeholt\b|\bbesorgt\b|\bmitgenommen\b|ausbeute|\bhaul\b|nährwert|\bmakros?\b|\bmacros\b|kalorien|\binsgesamt\b|anzeige|werbung|rabatt|\bcode\b|\bbestellt\b|\bfazit\b|bewertung|\breview\b|\b\d{1,2}\/10\b/iu;

/** 'Was soll ich daraus kochen?': the writer asks for a recipe instead of giving one. */
const ASKS_FOR_IDEAS = /was (?:soll|kann|könnte) ich (?:daraus|damit) |eure ideen|ideen\?/iu;
/** 'Ich glaube, der Ofen war zu heiß. Kennt ihr das?': amounts told in a story or a question, not a recipe to cook. */
const TELLS_A_STORY = /(?:^|[^\p{L}])(?:ich|mich|mir|wir|uns)(?![\p{L}])|\?/iu;

/** 'Rezept im Link in Bio', 'das ganze Rezept auf meinem Blog': a teaser for a recipe published elsewhere. */
export const RECIPE_ELSEWHERE =
  /link in (?:der |meiner )?bio|(?:ganze|komplette|vollständige) rezept|rezept (?:gibt'?s |findet ihr |steht )?(?:im|in der|auf dem|auf meinem|unter dem) (?:link|blog|beschreibung|kommentar)|full recipe/iu;

/**
 * 'Vorratskammer-Inventur', 'Bestandsaufnahme im Vorratsschrank', 'Kochkurs-Bilanz': a count of what is in stock or
 * what an event used, not what to cook.
 */
const STOCK_COUNT = /inventur|bestandsaufnahme|bilanz/iu;
/** '12 Teilnehmer', '8 Gäste': the people an event counted are no item of a dish's list. */
const PEOPLE_COUNTED = /^(?:teilnehmer(?:innen)?|gäste|personen|leute|kinder|erwachsene)$/iu;

/** 'Auf dem Tisch: …', 'Es gab: …', 'Aufgetischt wurde: …': the lead of what was served at a meal, not of what to cook. */
// ('Heute gab es Gulasch: 1 kg Rindfleisch, …' names the dish its list is for.)
const SERVED_REPORT =
  /(?:auf dem (?:tisch|buffet)(?:\s+(?:standen|lagen|stand|lag))?|aufgetischt(?:\s+wurden?)?|es gab|gab es)\s*:/iu;

/**
 * A list of three or more items with amounts and no method (the method is shown in the video) is still a recipe,
 * unless the text speaks of prices, shopping, advertising or nutrition, sends the reader elsewhere for the recipe,
 * asks what to cook, tells the amounts in a personal story or a question, reports what was served ('Auf dem Tisch:
 * 1 kg Bergkäse, …') what is in stock or what an event used ('Inventur', 'Bilanz', '12 Teilnehmer') or lists mostly dishes, not ingredients.
 */
export function isBareRecipeList(text: string, ingredients: TParsedRecipe['ingredients']): boolean {
  const withAmount = ingredients.filter((i) => i.amount !== '').length;
  // '3 Bleche Pizza, 2 Nudelsalate, 60 Frikadellen': a list of dishes (a buffet, an order) is no list to cook from.
  // A measure ('300 gr rundergehakt', '1 tl paprikapoeder') says food also where the lexicon does not know the name
  // (a Dutch page read by the text fallback); trays, pieces and cakes are counted, not measured.
  const food = ingredients.filter((i) => isKnownIngredient(i.name) || MEASURE_UNITS.has(i.unit)).length;
  return (
    withAmount >= MIN_LIST_WITH_AMOUNTS &&
    food * 2 >= ingredients.length &&
    !SHOPPING_OR_NUTRITION.test(text) &&
    !RECIPE_ELSEWHERE.test(text) &&
    !ASKS_FOR_IDEAS.test(text) &&
    !TELLS_A_STORY.test(text) &&
    !SERVED_REPORT.test(text) &&
    !STOCK_COUNT.test(text) &&
    !ingredients.some((i) => i.amount !== '' && PEOPLE_COUNTED.test(i.name))
  );
}

/** Words of ads and hauls (not a bare '%': '3 dl Crème fraîche 18 %' is an ingredient). */
const AD_OR_HAUL =
  /anzeige|werbung|rabatt|\bcode\b|gutschein|verlos|gewinnspiel|giveaway|einkauf(?!sliste)|(?<!als )gekauft|\bgeholt\b|\bmitgenommen\b|\bgeerntet\b|\bhaul\b|ausbeute|zu verschenken|abzuholen|abholung|(?:zusammen|insgesamt|gesamt|total)\s+(?:(?:ca\.?|nur|knapp)\s+)?\d+(?:[.,]\d+)?\s*(?:€|euro)/iu;

/**
 * '3 Messer, 1 Wetzstahl und 1 Block – schneidet Tomaten wie Butter! Mit Code … 10 % Rabatt': an ad or a haul
 * whose list is mostly no food and which tells at most one step is no recipe (a sponsored recipe still is one).
 */
export function isAdForThings(text: string, ingredients: TParsedRecipe['ingredients'], instructions: TParsedStep[]): boolean {
  if (instructions.length > 1 || !AD_OR_HAUL.test(text)) return false;
  const food = ingredients.filter((i) => isKnownIngredient(i.name)).length;
  return food * 2 < ingredients.length;
}

const DOUGH = /teig$/iu;
/**
 * 'Anzeige | … Küchenmaschine … knet i 1 kg Brotteig, 500 g Pizzateig und 2 kg Plätzchenteig ganz glatt': an ad whose
 * measured items are all doughs tells what a machine or tool handled; a recipe measures what goes into its dough.
 */
export function isAdForDoughWork(text: string, ingredients: TParsedRecipe['ingredients']): boolean {
  return ingredients.length >= 2 && AD_OR_HAUL.test(text) && ingredients.every((i) => DOUGH.test(i.name.trim()));
}

/** 'Fairteiler', '#foodsharing', 'zum Mitnehmen', 'bitte nur nehmen, was ihr braucht': food set out for others to take. */
const FOOD_OFFERED =
  /fairteiler|foodsharing|lebensmittel\s*rett|(?<![\p{L}])(?:zum\s+mitnehmen|zu\s+verschenken|abzuholen|abholung)(?![\p{L}])|(?:bitte|gerne?|einfach)\s+(?:nur\s+)?(?:nehmen|mitnehmen|holen|abholen)(?![\p{L}])|wer\s+(?:will|mag|braucht)\s+(?:noch\s+)?(?:was|etwas|die|den|das)(?![\p{L}])/iu;

/** 'nehmen', 'mitnehmen', 'reinlegen', 'reinstellen': taking from or putting into a shared fridge. */
const TAKE_OR_PUT = /(?<![\p{L}])(?:mit|rein|hinein|weg|ab)?(?:nehmen|legen|stellen|holen)(?![\p{L}])/giu;

/**
 * 'Fairteiler ist voll: – 5 kg Kartoffeln – 2 Kisten Tomaten … Bitte nur nehmen, was ihr braucht', 'Zu verschenken:
 * 3 Gläser Apfelmus, 1 kg Mehl …': foods offered for others to take, beside sentences none of which says a cooking
 * infinitive, are a notice, not a way to cook them (a recipe from rescued food still tells how to cook it).
 */
export function isFoodOffered(text: string, instructions: TParsedStep[]): boolean {
  if (!FOOD_OFFERED.test(text)) return false;
  // ('Bitte nur nehmen …, nichts Rohes reinlegen': taking and putting into the shared fridge is no cooking.)
  return instructions.every(
    (s) => !hasCookingVerb(s.step.replace(TAKE_OR_PUT, ' '), true) && parseDuration(s.step) === undefined,
  );
}

/** 'Perfekt zum Kuchen backen!': what the things are good for, an infinitive after 'zum', tells no step. */
const PURPOSE_TAIL = /(?<![\p{L}])(?:zum|zur|fürs)\s+(?:\p{L}+\s+){0,3}\p{L}+\s*[.!?]*\s*$/iu;

/**
 * '… 2 kg Kartoffeln, 1 Netz Zwiebeln und 6 Eier beim Bauern geholt. Heute Abend gibt's Bratkartoffeln.': what was
 * bought, told with at most one sentence that names no cooking verb's infinitive, is no recipe.
 */
export function isShoppingTale(text: string, instructions: TParsedStep[]): boolean {
  if (instructions.length > 1 || !AD_OR_HAUL.test(text)) return false;
  return instructions.every((s) => !hasCookingVerb(s.step.replace(PURPOSE_TAIL, ' '), true));
}

/**
 * Instagram's caption limit. The refusals that look for German cooking verbs judge posts only (isPostWithoutRecipe):
 * a longer text is a page's, whose method may be told in another language (a French page gave one step and was
 * refused).
 */
export const POST_CHARS = 2200;

/**
 * 'Zutaten: Weizeneiweiß (22 %), Wasser, … 250 g kosten 2,79 €': a product's label read out, its list without a single
 * amount and no step, in a text that speaks of prices or percentages, is no recipe.
 */
function isProductLabel(text: string, ingredients: TParsedRecipe['ingredients'], instructions: TParsedStep[]): boolean {
  return instructions.length === 0 && ingredients.every((i) => i.amount === '') && SHOPPING_OR_NUTRITION.test(text);
}

/**
 * 'Erlaubt: Obst, Wasser in Flaschen … Verboten: Süßigkeiten …': what is allowed and what is forbidden, each led by
 * its heading, are a house's or an event's rules, no recipe ('Erlaubt ist alles, was grün ist: …' heads a recipe's
 * items).
 */
const ALLOWED_HEADING = /(?<![\p{L}])erlaubt\s*:/iu;
const FORBIDDEN_HEADING = /(?<![\p{L}])verboten\s*:/iu;
function isRuleList(text: string): boolean {
  return ALLOWED_HEADING.test(text) && FORBIDDEN_HEADING.test(text);
}

/**
 * '½ Teller: Gemüse und Salat', '1/4 Teller: Eiweiß', 'Ein Viertel des Tellers: …': a plate divided into shares, each
 * share a label of the foods for it, is a rule for putting meals together, no recipe.
 */
const PLATE_SHARE =
  /(?:^|[\n.!?;])[ \t]*(?:[½¼¾⅓⅔]|[123]\/[234]|(?:die|eine?)\s+(?:hälfte|viertel|drittel)|ein\s+viertel|ein\s+drittel|halber)\s*(?:(?:des|vom|von\s+dem)\s+)?tellers?\s*:/giu;
const MIN_PLATE_SHARES = 2;
function isPlateModel(text: string): boolean {
  return (text.match(PLATE_SHARE)?.length ?? 0) >= MIN_PLATE_SHARES;
}

/** 'Essen heute:', 'Gesamt:': a line's label before its colon names what follows, no action. */
const LINE_LABEL = /^[ \t]*\p{Lu}[\p{L} \t]{0,20}:/gmu;

/** Whether a text names a cooking action: a German cooking verb in any form or a sentence led by an English one. */
function namesAnAction(text: string, infinitiveOnly = false): boolean {
  const told = text.replace(LINE_LABEL, '');
  return hasCookingVerb(told, infinitiveOnly) || told.split(/[.!?\n]\s*/u).some(startsWithEnglishStep);
}

/** '2.850 kcal', '190 g Protein', '70 g Fett': nutrients measured. */
const MEASURED_NUTRIENTS = /\d\s*kcal(?![\p{L}])|\d\s*g\s+(?:protein|eiweiß|kh|kohlenhydrate|fett)(?![\p{L}])/iu;

/** 'Gesamt: 2.850 kcal | 190 g Protein': a day's total of nutrients, told without an action, is a log's line, no step. */
function isNutrientTotal(step: TParsedStep): boolean {
  return MEASURED_NUTRIENTS.test(step.step) && !namesAnAction(step.step);
}

/** 'sind 14 Gläser geworden', 'rausgekommen sind': what came out, told in the past; 'Da liegen noch 3 Packungen …': what
 * is in stock. */
const RESULT_REPORTED =
  /(?<![\p{L}])(?:geworden|wurden|ergaben|rausgekommen|herausgekommen|(?:liegen|lagern|lagen|stehen|standen)\s+noch)(?![\p{L}])/iu;

/**
 * 'Aus 6 kg Äpfeln sind 14 Gläser Apfelmus geworden, dazu 8 Gläser Gelee aus 3 l Saft.', 'Da liegen noch 3 Packungen
 * Spinat, 2 kg Hackfleisch …': amounts of what came out or what is in stock, beside one sentence that names no
 * cooking action in any form, are a report, not a way to make it.
 */
function isReportWithoutAction(text: string, instructions: TParsedStep[]): boolean {
  return RESULT_REPORTED.test(text) && instructions.length === 1 && instructions.every((s) => !namesAnAction(s.step));
}

/**
 * 'Wie viel pro Person? … Reis: 60–80 g … Nie wieder zu viel gekocht!': amounts without a heading, asked about, whose
 * one sentence beside them says no infinitive of cooking, are a guide to quantities, not a recipe.
 */
function isGuideWithQuestion(text: string, instructions: TParsedStep[]): boolean {
  if (instructions.length !== 1 || !text.includes('?')) return false;
  return instructions.every((s) => !hasCookingVerb(s.step.replace(PURPOSE_TAIL, ' '), true));
}

/**
 * 'Im Kühlschrank lagen noch 4 Kartoffeln, 150 g Fleischwurst und 3 Eier.', 'Pro Person rechne ich 125 g Spaghetti und
 * …': the only list was unfolded from a sentence of prose (its lead ends in a lowercase word, not a title or a colon).
 */
export function isListInSentence(lines: TLine[]): boolean {
  const first = lines.findIndex((l) => l.listItem === true);
  const lead = lines[first - 1]?.text ?? '';
  const wordsOfLead = lead.split(/\s+/u).filter(Boolean).length;
  return first > 0 && wordsOfLead >= 3 && /\p{Ll}$/u.test(lead);
}

/**
 * 'Rezepte zeig ich euch die Tage!', 'Rezept kommt morgen': the writer promises the recipe for later, so what the post
 * tells now is a plan or a teaser, not the recipe.
 */
const RECIPE_LATER =
  /rezepte?\s+(?:zeig(?:e)?\s+ich\s+euch|kommt|kommen|folgt|folgen|gibt(?:['’]s|s| es)|poste\s+ich)\s+(?:(?:dann|noch|erst)\s+)?(?:die tage|morgen|bald|demnächst|später|nächste woche|in den nächsten tagen)(?![\p{L}])/iu;

/**
 * 'Barf-Plan – Tagesration: 400 g Pansen, 60 g Karotte, püriert … Aufgeteilt auf 2 Mahlzeiten': what is eaten in a day
 * (a feeding plan, a diet), its participles telling the state of the food, not a method.
 */
const DAILY_RATION = /tagesration|futterplan|fütterungsplan|pro tag(?![\p{L}])/iu;

/** 'Montag: Spaghetti Bolognese (450 g)': amounts set against the days of a week (a plan, a menu), not a dish's list. */
const BY_WEEKDAY = /(?:^|\n)\s*(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)\s*[:–-]/iu;

/**
 * 'ZUTATEN (für 4 Personen):', 'Das brauchst du:': a line of its own that heads a dish's list (its method may be in the
 * video); not 'Einkaufsliste fürs Wochenende' (what to buy) nor 'Ihr braucht nur 500 g …' inside a sentence.
 */
function hasDishListHeading(lines: TLine[]): boolean {
  return lines.some((l) => {
    const heading = detectHeading(l.text);
    if (heading?.section !== 'ingredients' || /^einkaufsliste/iu.test(l.text)) return false;
    return l.text.includes(':') || (heading.rest === '' && !/\d/u.test(l.text));
  });
}

/** '🥇 Platz 1:', '2. Platz:': a line that ranks an entry of a contest. */
const RANKED_PLACE = /(?:^|\n)[^\p{L}\d\n]*(?:platz\s*\d{1,2}|\d{1,2}\.\s*platz)\s*[:–-]/giu;
const MIN_RANKED_PLACES = 2;

/**
 * 'Platz 1: Jens mit 3 kg Rinderschulter … Platz 2: …': the results of a contest name what each entry held; the
 * amounts describe dishes judged, not one dish to cook.
 */
function isRanking(text: string): boolean {
  return (text.match(RANKED_PLACE)?.length ?? 0) >= MIN_RANKED_PLACES;
}

/** 'Gesellenprüfung', 'Die Prüfer …', 'bestanden!': an exam told. */
const EXAM = /prüfung|(?<![\p{L}])prüfer|(?<![\p{L}])bestanden(?![\p{L}])/iu;

/**
 * 'Gesellenprüfung Koch … Drin waren 600 g Kalbsrücken, 1 kg Spargel … Ich hab Spargelcremesuppe … gemacht': an exam's
 * report names the basket's amounts and the dishes made, but no step names a cooking verb in any form; energy balls
 * that got one through an exam and tell how to make them still are a recipe.
 */
function isExamReport(text: string, instructions: TParsedStep[]): boolean {
  return EXAM.test(text) && instructions.every((s) => !hasCookingVerb(s.step));
}

/** 'Shooting', 'Pancake-Foto' beside 'Blende 4', '1/125 s', 'Stativ': the making-of of a food photo. */
const PHOTO_WORD = /shooting|foto/iu;
const CAMERA_SETTING = /(?<![\p{L}])(?:blende\s+f?\d|f\/\d|belichtungszeit|iso\s+\d|stativ)|\d\/\d{2,4}\s*s(?![\p{L}])/iu;

/**
 * 'So entsteht das perfekte Pancake-Foto: … 3 EL Glukosesirup … Licht von links, Blende 4': food set up for the
 * camera, its settings told, is styled for a photo, not cooked; a recipe whose photo came from a shooting tells no
 * camera settings (or heads its list).
 */
function isPhotoMakingOf(text: string): boolean {
  const told = withoutHashtags(text);
  return PHOTO_WORD.test(told) && CAMERA_SETTING.test(told);
}

/**
 * 'Jemand gibt 2 EL Salz auf …', 'Oma hat … gebacken', 'Die Mutter nahm …': a third person named as the one who cooks
 * (a singular verb after the subject, so not the formal 'Geben Sie').
 */
const THIRD_PARTY_COOKS =
  /(?<![\p{L}])(?:jemand|sie|er|oma|omi|opa|mama|mutti|mutter|papa|vater)\s+(?:hat|hatte|gibt|gab|macht|machte|nimmt|nahm|kippt|kippte|schüttet|schüttete|backt|backte|kocht|kochte)(?![\p{L}])/iu;

/**
 * 'Jemand gibt 2 EL Salz auf 200 g Nudeln …' (a reaction to a stranger's recipe), 'Sie hat jedes Jahr 12 Bleche
 * Butterkuchen gebacken, mit 3 kg Butter …' (a memory): what a third person did with the amounts, told without a
 * method — no step says a cooking infinitive or a cooking verb in the past tense, no time and no temperature is given —
 * is no recipe to cook from; a tale that tells its method ('… buk sie 45 Minuten bei 170 Grad', '… und köchelte alles')
 * still is one.
 */
function isThirdPartyCookingWithoutMethod(text: string, instructions: TParsedStep[]): boolean {
  if (!THIRD_PARTY_COOKS.test(text)) return false;
  return instructions.every(
    (s) =>
      !hasCookingVerb(s.step, true) &&
      !hasPastCookingVerb(s.step) &&
      parseDuration(s.step) === undefined &&
      parseTemperature(s.step) === undefined,
  );
}

/**
 * The refusals of a post (see POST_CHARS): a text made for no meal (non-food.ts), and a guide to quantities, a
 * product's label, a report of what came out, a recipe promised for later, a contest's ranking, an exam's report, a food photo's making-of,
 * a third person's cooking told without a method, or a log by the clock, a tally or a roundup (tallies.ts), each without a list heading
 * ('Rezepte zeig ich euch die Tage!'), and
 * amounts without a step — 'Am Ende waren 40 Gläser Marmelade, 25 Brote und 3 kg Honig weg', 'Einkaufsliste fürs
 * Wochenende: 2 kg Kartoffeln, … Wer kennt's?', 'Morgen kommt das Video … Ihr braucht nur 500 g Hokkaido, 200 g Mehl
 * und 1 Ei': no step, no cooking action in any form and no heading of a dish's list; such amounts are a recipe only as
 * a bare list (the method in the video), not when unfolded from a sentence, told by the writer, asked about or set
 * against the days of a week.
 */
export function isPostWithoutRecipe(
  text: string,
  layout: { lines: TLine[]; unfolded: TLine[]; hasIngredientHeading: boolean },
  ingredients: TParsedRecipe['ingredients'],
  instructions: TParsedStep[],
): boolean {
  if (isMadeForNoMeal(text, { ingredients, steps: instructions.length, hasIngredientHeading: layout.hasIngredientHeading })) {
    return true;
  }
  // (An unboxing's contents may stand under a heading: 'Drin war für das Gericht … für 2 Personen:'.)
  if (isUnboxing(text, instructions)) return true;
  // (A shopping list's lead is read as a list heading: 'Einkaufsliste Ferienhaus, 5 Nächte:'.)
  if (isShoppingForAStay(text, instructions)) return true;
  if (
    !layout.hasIngredientHeading &&
    (isPointsDiary(text, instructions) || isMealDiary(text, instructions) || isReview(text, instructions))
  ) {
    return true;
  }
  if (!layout.hasIngredientHeading && isGuideWithQuestion(text, instructions)) return true;
  if (isProductLabel(text, ingredients, instructions)) return true;
  if (!layout.hasIngredientHeading && isReportWithoutAction(text, instructions)) return true;
  if (!layout.hasIngredientHeading && RECIPE_LATER.test(text)) return true;
  if (!layout.hasIngredientHeading && (isRanking(text) || isExamReport(text, instructions) || isPhotoMakingOf(text))) return true;
  if (!layout.hasIngredientHeading && isThirdPartyCookingWithoutMethod(text, instructions)) return true;
  if (!layout.hasIngredientHeading && (isClockLog(text) || isTally(ingredients) || isRoundup(text, instructions))) return true;
  if (
    !layout.hasIngredientHeading &&
    (isLarderCount(ingredients) ||
      isBulkSupply(ingredients, instructions) ||
      isColonTally(text, instructions) ||
      isRuleList(text) ||
      isPlateModel(text))
  )
    return true;
  return (
    instructions.every(isNutrientTotal) &&
    !hasDishListHeading(layout.lines) &&
    !namesAnAction(text, DAILY_RATION.test(text)) &&
    (isListInSentence(layout.unfolded) ||
      !isBareRecipeList(text, ingredients) ||
      BY_WEEKDAY.test(text) ||
      DAILY_RATION.test(text))
  );
}
