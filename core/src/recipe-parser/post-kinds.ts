/**
 * Posts that quote amounts of food without giving a recipe, told by what kind of post they are: a diary of points
 * counted per food or of the meals of a day, a review of a cookbook or a product, an unboxing of what a box held, a
 * shopping list for a stay of several days or nights.
 */
import { hasCookingVerb } from './lexicon';
import { parseDuration, parseTemperature } from './time';
import type { TParsedStep } from './types';
import { withoutHashtags } from './hashtags';

/**
 * '1 Scheibe Toast (3 P)', '40 g Haferflocken – 3 Punkte': points counted for one food of a diet's diary ('(35P/0C/2F)'
 * is an item's macros, protein first, no points).
 */
const POINTS_PER_FOOD = /(?:\(\s*|[–—-]\s*)\d+(?:[.,]\d+)?\s*(?:p|pp|sp|pkt\.?|punkte?)(?![\p{L}])(?!\s*\/\s*\d)/giu;
const MIN_POINTS_COUNTED = 3;

/** Steps naming a cooking infinitive that cook the foods a diet counts in points, no diary. */
const MIN_COOKED_STEPS = 2;

/**
 * 'Frühstück: 2 Scheiben Vollkornbrot (6 P), 30 g Frischkäse (2 P) …': three or more foods counted in points are a
 * diet's diary of what was eaten, no recipe ('nur 2 Punkte pro Portion' counts a dish once); a recipe that counts the
 * points of each item ('1 kg Weißkohl (0 P), …') and cooks them in two steps or more that name a cooking infinitive
 * is no diary ('Morgen will ich wieder Suppe kochen' is one wish).
 */
export function isPointsDiary(text: string, instructions: readonly TParsedStep[] = []): boolean {
  if (instructions.filter((s) => hasCookingVerb(s.step, true)).length >= MIN_COOKED_STEPS) return false;
  return (text.match(POINTS_PER_FOOD)?.length ?? 0) >= MIN_POINTS_COUNTED;
}

/**
 * 'Frühstück: …', 'Mittags: …', 'Abends: …', 'Snack: …': a label of one meal of the day, with its colon ('Zum Frühstück
 * gibt's Pfannkuchen:' names no slot, it leads a dish's list).
 */
const MEAL_SLOT =
  /(?:^|[\n.!?\p{Extended_Pictographic}]\s*)(frühstück|morgens|vormittags|mittag(?:s|essen)?|nachmittags|abend(?:s|essen|brot)?|snacks?|zwischenmahlzeit)\s*:/giu;
const MIN_MEAL_SLOTS = 2;

/**
 * 'Abnehmtagebuch Woche 6 📔 Frühstück: 2 Scheiben Roggenbrot … Mittag: 250 g Kartoffeln … Snack: 15 Mandeln': two or
 * more meals of a day, each under its label, with no step that names a cooking verb's infinitive, are a diary of what
 * was eaten, no recipe (a meal plan that cooks each meal in its steps still gives them).
 */
export function isMealDiary(text: string, instructions: readonly TParsedStep[]): boolean {
  if (instructions.some((s) => hasCookingVerb(s.step, true))) return false;
  const slots = new Set([...withoutHashtags(text).matchAll(MEAL_SLOT)].map((m) => (m[1] ?? '').toLowerCase().replace(/s$/u, '')));
  return slots.size >= MIN_MEAL_SLOTS;
}

/** 'Buch-Rezension:', 'Kochbuch im Test', 'Review:': the post's lead names it a review. */
const REVIEW_LEAD =
  /rezension|buchkritik|buchvorstellung|testbericht|(?<![\p{L}])review(?![\p{L}])|(?<![\p{L}])im\s+test(?![\p{L}])/iu;
/**
 * 'Fazit zum Gerät kommt Sonntag!', 'Review folgt morgen': a verdict announced for a later post is not given in this
 * one; the post that announces it may tell a recipe.
 */
export const VERDICT_LATER =
  /(?<![\p{L}])(?:fazit|review|bewertung)(?:\s+\p{L}+){0,3}\s+(?:kommt|folgt|gibt(?:'s|s|\s+es))\s+(?:(?:dann|noch|erst|am|im|in|nächste[nrs]?)\s+)*(?:morgen|übermorgen|bald|später|demnächst|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|woche|wochenende|post|video|beitrag|story|teil)(?![\p{L}])/iu;
/** '⭐⭐☆☆☆', '2 von 5 Sternen', '3/5 Sterne': a rating that gives less than full marks. */
const RATING = /☆|\d\s*(?:von|\/)\s*5\s*sterne/iu;
const LEAD_CHARS = 80;

/**
 * 'Buch-Rezension: „Backen wie früher“ ⭐⭐☆☆☆ … Beim Hefezopf stehen 500 g Mehl und nur 100 ml Milch drin': a post
 * that leads as a review or rates with empty stars judges a book's or a product's recipes; the amounts it quotes are
 * no recipe (a recipe rated ⭐⭐⭐⭐⭐ under its list still is one).
 */
/** Steps of the writer's own method ('Mehl, Eier und Wasser zu einem Teig schlagen.') that a rating may stand beside. */
const MIN_OWN_STEPS = 3;

/**
 * ('Liebes Gasthaus: 19,50 € für Käsespätzle … So gehen die: … schlagen. … schaben. … dazu. 2 von 5 Sternen.': a rating
 * of a place beside a method told in three or more steps, one naming a cooking verb's infinitive, is a complaint that
 * gives its own recipe.)
 */
export function isReview(text: string, instructions: readonly TParsedStep[] = []): boolean {
  const ownMethod = instructions.length >= MIN_OWN_STEPS && instructions.some((s) => hasCookingVerb(s.step, true));
  // ('Kontaktgrill im Test: Halloumi-Spieße … Review folgt nächste Woche!': the test's verdict comes later; this post
  // tells the writer's own method.)
  if (REVIEW_LEAD.test(text.slice(0, LEAD_CHARS))) return !(ownMethod && VERDICT_LATER.test(text));
  return RATING.test(withoutHashtags(text)) && !ownMethod;
}

/** 'Unboxing: meine erste Kochbox', 'Gemüsekiste ausgepackt', 'Drin war …': what a box held, unpacked. */
const UNBOXED =
  /unboxing|ausgepackt|auspacken|(?<![\p{L}])(?:drin|darin)\s+(?:war|waren|lag|lagen)(?![\p{L}])|(?<![\p{L}])lag\s+drin(?![\p{L}])|diese\s+woche\s+drin/iu;

/**
 * 'Unboxing: meine erste Kochbox … 2 Hähnchenbrustfilets, 150 g Jasminreis …': the contents of a box unpacked, told
 * with at most one sentence that names no cooking verb's infinitive, are no recipe ('Kochbox ausgepackt und gleich
 * gekocht' with its steps still is one).
 */
export function isUnboxing(text: string, instructions: TParsedStep[]): boolean {
  if (instructions.length > 1 || instructions.some((s) => hasCookingVerb(s.step, true))) return false;
  return UNBOXED.test(withoutHashtags(text));
}

/** 'Einkaufsliste', 'Einkaufszettel', 'Großeinkauf': the lead of a list of what to buy. */
const SHOPPING_LIST = /einkaufs(?:liste|zettel)|großeinkauf/iu;
/** '3 Nächte', '4 Tage', 'eine Woche', 'fürs Wochenende': a stay of several days or nights. */
const STAY =
  /(?<![\p{L}])(?:(?:\d{1,2}|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|vierzehn)\s+(?:tage|nächte|wochen|übernachtungen)|(?:eine|ganze|die)\s+woche|wochenende)(?![\p{L}])/iu;
/** 'aufteilen', 'einpacken', 'reinstellen', 'mitnehmen', 'hochtragen': packing, sharing out and carrying are no cooking. */
const PACKED_OR_CARRIED =
  /(?<![\p{L}])(?:auf|ver|ein|mit|rein|hinein|hoch|weg|ab)?(?:teilen|packen|nehmen|legen|stellen|holen|tragen)(?![\p{L}])/giu;

/**
 * 'Kindergeburtstag', 'Sommerfest', 'Grillparty', 'Hochzeit': an occasion that feeds many guests ('Geburtstagskuchen'
 * is a dish, no occasion).
 */
const OCCASION =
  /(?<![\p{L}])(?:\p{L}*geburtstag|\p{L}*party|\p{L}*feier|\p{L}+fest|hochzeit|taufe|einschulung|kommunion|konfirmation|grillabend)(?![\p{L}])/iu;

/**
 * 'Einkaufsliste Ferienwohnung, 5 Nächte für 6 Personen: 3 kg Nudeln, 2 kg Reis …', 'Einkaufszettel fürs Zeltlager,
 * 4 Tage': a shopping list named on one line with a stay of several days or nights buys for many meals, not one dish;
 * so does one named with an occasion ('Einkaufsliste fürs Sommerfest, 80 Gäste', whose one sentence says who bakes the
 * cake). With no step that cooks — a cooking infinitive other than packing, sharing out or carrying, a time or a
 * temperature — it is no recipe ('Einkaufsliste Meal Prep für 5 Tage' that cooks its rice and chicken still is one).
 */
export function isShoppingForAStay(text: string, instructions: readonly TParsedStep[]): boolean {
  const named = withoutHashtags(text)
    .split('\n')
    .some((line) => SHOPPING_LIST.test(line) && (STAY.test(line) || OCCASION.test(line)));
  if (!named) return false;
  return instructions.every(
    (s) =>
      !hasCookingVerb(s.step.replace(PACKED_OR_CARRIED, ' '), true) &&
      parseDuration(s.step) === undefined &&
      parseTemperature(s.step) === undefined,
  );
}
