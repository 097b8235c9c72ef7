/**
 * Posts that count food without cooking it: a log of what was eaten by the clock (a diet or fasting diary, a baby's
 * feeding times), a tally of what a business sold or a festival served, counted in thousands or tonnes, a supply
 * delivered in tens of kilograms, and a roundup of several dishes with their yields whose recipes are elsewhere. Their
 * amounts read like a list; none tells a way to cook.
 */
import { hasCookingVerb } from './lexicon';
import { parseDuration, parseTemperature } from './time';
import type { TParsedRecipe, TParsedStep } from './types';

/** '7:30 – 1 Tasse Tee', '12:30 Uhr 190 g Brei': a line led by a time of day. */
const CLOCK_LINE = /^[ \t]*\d{1,2}[:.]\d{2}(?:[ \t]*uhr)?[ \t]*[–—:-]?[ \t]*(.*)$/gimu;
const MIN_CLOCK_LINES = 3;

/** 'Morgens: 1 Scheibe Graubrot …', 'Abendessen: 2 Scheiben Brot …': a line led by a meal of the day and a colon. */
const MEAL_LINE =
  /^[ \t]*(?:morgens|vormittags|mittags|nachmittags|abends|frühstück|mittag(?:essen)?|abend(?:essen|brot)?|snack|zwischenmahlzeit)[ \t]*:[ \t]*(.*)$/gimu;

/**
 * '7:30 – 1 Tasse Kräutertee, 10:00 – 250 ml Karottensaft, 13:00 – 300 ml Brühe': three or more lines led by the time of
 * day or by a meal of the day ('Morgens:', 'Mittags:', 'Abends:'), none of which says a cooking infinitive, log what
 * was eaten or drunk; a schedule for a bread ('20:00 – Alles verkneten', '08:00 – 20 Minuten backen') tells what to do
 * at each time.
 */
export function isClockLog(text: string): boolean {
  const rests = [...text.matchAll(CLOCK_LINE), ...text.matchAll(MEAL_LINE)].map((m) => m[1] ?? '');
  return rests.length >= MIN_CLOCK_LINES && rests.every((rest) => !hasCookingVerb(rest, true));
}

/** A count no kitchen measures: a thousand pieces or more. */
const THOUSANDS = 1000;
/** '9 Tonnen Quark', '7 Millionen Maß Bier': a measure of a business's or a festival's year, not of a dish. */
const TALLY_MEASURE = /^(?:tonnen|tausend|millionen|zentner|hektoliter)(?![\p{L}])/iu;
const MIN_TALLIED = 2;

/** '48.000', '120000': the number a tally counts, or NaN. */
function countOf(amount: string): number {
  if (/^\d{1,3}(?:\.\d{3})+$/u.test(amount)) return Number(amount.replace(/\./gu, ''));
  return /^\d+$/u.test(amount) ? Number(amount) : Number.NaN;
}

/**
 * 'rund 48.000 Stück Bienenstich, 35.000 Stück Käsekuchen … etwa 9 Tonnen Quark', '7 Millionen Maß Bier, 500.000 Hendl':
 * two or more things counted in thousands of pieces or in tonnes and millions are a tally of what was sold or served,
 * no dish's amounts (a baker's '1000 g Mehl' is measured by weight, not counted).
 */
export function isTally(ingredients: TParsedRecipe['ingredients']): boolean {
  const tallied = ingredients.filter(
    (i) => TALLY_MEASURE.test(i.name) || ((i.unit === '' || i.unit === 'Stück') && countOf(i.amount.trim()) >= THOUSANDS),
  );
  return tallied.length >= MIN_TALLIED;
}

/** A supply no dish uses at once: 20 kg or 20 l of one thing or more. */
const MIN_BULK = 20;
const BULK_UNITS: ReadonlySet<string> = new Set(['kg', 'l']);
const MIN_BULK_ITEMS = 3;

/**
 * 'Heute geliefert: 60 kg Kartoffeln, 25 kg Nudeln, 40 l Milch …': three or more things of 20 kg or 20 l each, beside
 * no step that cooks (a cooking infinitive, a time or a temperature), are a delivery or a stock for weeks, not a dish; a
 * stew for a festival in tens of kilograms still cooks them ('Speck und Zwiebeln anbraten … 2 Stunden köcheln').
 */
export function isBulkSupply(ingredients: TParsedRecipe['ingredients'], instructions: readonly TParsedStep[]): boolean {
  const bulk = ingredients.filter((i) => BULK_UNITS.has(i.unit) && countOf(i.amount.trim()) >= MIN_BULK);
  if (bulk.length < MIN_BULK_ITEMS) return false;
  return instructions.every(
    (s) => !hasCookingVerb(s.step, true) && parseDuration(s.step) === undefined && parseTemperature(s.step) === undefined,
  );
}

/** 'Tomaten: 23 kg', 'Gurken: 38 Stück': a name, its colon and a count or a weight, at a sentence's start. */
const NAME_COLON_COUNT =
  /(?:^|[.!?\n]|\p{Extended_Pictographic}\uFE0F?)\s*\p{Lu}[\p{L}-]*\s*:\s*\d+(?:[.,]\d+)?\s*(?:kg|g|l|stück|stk\.?|töpfe|kisten|eimer|körbe)?(?![\p{L}\d])/gu;
const MIN_COLON_COUNTS = 3;

/**
 * 'Boskoop: 40 kg. Elstar: 25 kg. Birnen: 12 kg.': three or more sentences of a name, its colon and a count or weight,
 * and no step that says a cooking verb in any form, are a harvest's or a stock's tally; a recipe weighed the same way
 * ('Quark: 250 g. Mehl: 100 g.') tells how to cook it.
 */
export function isColonTally(text: string, instructions: TParsedStep[]): boolean {
  if ((text.match(NAME_COLON_COUNT)?.length ?? 0) < MIN_COLON_COUNTS) return false;
  return instructions.every((s) => !hasCookingVerb(s.step));
}

/** A container a larder counts its stock in ('Gläser', 'Flaschen', 'Kisten'), read as a unit or leading the name. */
const CONTAINER_UNITS: ReadonlySet<string> = new Set(['Glas', 'Dose']);
const CONTAINER_IN_NAME = /^(?:gl(?:a|ä)s(?:er)?|flaschen?|kisten?|dosen?|säcke?|eimer|kanister|körbe?)(?![\p{L}])/iu;
/** A stock no dish uses at once: five jars or bottles of one thing or more. */
const MIN_STOCKED = 5;
const MIN_STOCK_ITEMS = 3;

/**
 * 'Dieses Jahr eingemacht: 18 Gläser Erdbeermarmelade, 10 Gläser Kirschkompott, 6 Gläser Rote Bete und 9 Flaschen
 * Apfelsaft': three or more things counted by the jar, the bottle or the crate, five or more of each, are a larder's
 * stock, what was put up, not what to make now; a jam recipe fills its jars in a step, and a dish from the larder opens
 * one jar ('1 Glas Apfelmus').
 */
export function isLarderCount(ingredients: TParsedRecipe['ingredients']): boolean {
  const stocked = ingredients.filter(
    (i) =>
      (CONTAINER_UNITS.has(i.unit) || (i.unit === '' && CONTAINER_IN_NAME.test(i.name))) &&
      countOf(i.amount.trim()) >= MIN_STOCKED,
  );
  return stocked.length >= MIN_STOCK_ITEMS;
}

/** '12 Ideen', 'Drin sind 24 Rezepte', 'meine 8 liebsten Ofengerichte': the post announces a collection of dishes. */
const COLLECTION =
  /(?<![\p{L}\d])\d{1,3}\s+(?:(?:liebsten|besten|schnellen|einfachen|neuen)\s+)?(?:ideen|rezepte|gerichte)(?![\p{L}])/iu;
/** 'Butterkuchen (20 Stück)', 'Lasagne (1 große Form)': a dish named with what it yields. */
const DISH_YIELD =
  /\p{L}\s*\(\s*(?:ca\.\s*)?\d{1,3}\s+(?:\p{Ll}+\s+)?(?:stück|portionen|personen|bleche?|formen?|gläser)\s*\)/giu;
const MIN_DISH_YIELDS = 2;

/**
 * 'Blechkuchen für jeden Anlass | 12 Ideen …: Butterkuchen (20 Stück), Streuselkuchen mit Pudding (24 Stück), …', an
 * e-book's '24 Rezepte, zum Beispiel Schoko-Muffins (12 Stück), …': a collection of dishes, each named with its yield,
 * that tells at most one step or none with a cooking infinitive, points to recipes told elsewhere; a single dish with its yield in the title
 * ('Blaubeer-Muffins (12 Stück)') tells how to make it.
 */
export function isRoundup(text: string, instructions: TParsedStep[]): boolean {
  if (!COLLECTION.test(text) || (text.match(DISH_YIELD)?.length ?? 0) < MIN_DISH_YIELDS) return false;
  // ('Backen fürs Kinderfest: 5 Ideen …': the one step read may be the title's.)
  return instructions.length <= 1 || instructions.every((s) => !hasCookingVerb(s.step, true));
}

/** '11:30 – 4 Schnitzel klopfen.': a time of day and a dash leading a line. */
const CLOCK_MARKER = /^[ \t]*(?:[01]?\d|2[0-3])[:.][0-5]\d(?:[ \t]*uhr)?[ \t]*[–—-][ \t]+/imu;
const MIN_TIMETABLE_LINES = 3;
const PUT_IN = /(?<![\p{L}])(?:dazu|rein|hinein|hinzu|drauf|drüber)(?![\p{L}])/iu;
const MEAL_TIME =
  /^(?:(?:mittag|abend)?essen|mahlzeit|guten appetit|essenszeit|anstoßen)(?![\p{L}])[^\p{L}\d]*(?:\p{L}+[^\p{L}\d]*)?$/iu;
/**
 * A recipe told as a timetable ('9:00 – 1 kg Gulasch in 2 EL Schmalz anbraten.', '9:20 – 800 g Zwiebeln dazu und
 * rösten.'): three lines or more led by a time and a dash, at least two in three of them with a cooking verb, are its
 * steps; the times are no amounts and are left out. A log of what was eaten by the clock tells no method and is kept.
 */
export function withoutTimetableMarkers(text: string): string {
  const lines = text.split('\n');
  const marked = lines.filter((line) => CLOCK_MARKER.test(line));
  if (marked.length < MIN_TIMETABLE_LINES) return text;
  // ('10:30 – Ofen auf 160 Grad, Fleisch in den Bräter.', '9:20 – 600 g Zwiebeln dazu': a heat or a food put in is a
  // step without its verb.)
  const method = marked.filter((line) => {
    const told = line.replace(CLOCK_MARKER, '');
    return hasCookingVerb(told) || parseTemperature(told) !== undefined || PUT_IN.test(told);
  }).length;
  if (method * 3 < marked.length * 2) return text;
  // ('13:00 – Essen! 😍': the time the meal is eaten ends the timetable, no step.)
  return lines
    .filter((line) => !(CLOCK_MARKER.test(line) && MEAL_TIME.test(line.replace(CLOCK_MARKER, ''))))
    .map((line) => line.replace(CLOCK_MARKER, ''))
    .join('\n');
}
