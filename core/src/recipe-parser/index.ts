/**
 * Built-in, offline German recipe-text parser for captions, PDF text layers and OCR output.
 *
 * Decisions: size words stay in the name ('1 kleine Zwiebel' → amount '1', unit '', name 'kleine Zwiebel');
 * parenthesised remarks, preparation notes after a comma and purpose phrases are kept as a parenthesised
 * note ('200 g Mehl, gesiebt' → name 'Mehl (gesiebt)'; '1 Dose (400 g) Tomaten' → 'Tomaten (400 g)').
 * Labelling conventions: tests/fixtures/parser/README.md.
 */
import { hashtagsOf } from './hashtags';
import { parseIngredientText } from './ingredients';
import { splitTitleAtEmoji, unfoldInlineLists } from './inline';
import { resolveLayout } from './layout';
import { findServings, findTotalDuration } from './meta';
import { hasCookingVerb, isKnownIngredient, startsWithEnglishStep } from './lexicon';
import { detectHeading, joinAmountLines, splitSections, type TLine } from './sections';
import { buildSteps } from './steps';
import { readStory } from './story';
import { normaliseMentions } from './story-text';
import { cleanLine, normaliseText } from './text';
import { parseDuration, parseTemperature } from './time';
import type { TParsedRecipe, TParsedStep } from './types';

export type { TParsedIngredient, TParsedRecipe, TParsedStep } from './types';
export { parseIngredient, parseIngredientLine, readIngredientFields, type TIngredientFields } from './ingredients';
export { parseDuration, parseTemperature } from './time';

/** Joins words broken at line ends: 'Zwie-' + 'bel' → 'Zwiebel', 'Ei-' + 'Mischung' → 'Ei-Mischung'. */
function joinHyphenation(lines: TLine[]): TLine[] {
  const out: TLine[] = [];
  for (const line of lines) {
    const prev = out[out.length - 1];
    if (prev && /\p{L}-$/u.test(prev.text) && !line.blank && line.marker === 'none' && line.text !== '') {
      prev.text = /^\p{Ll}/u.test(line.text) ? prev.text.slice(0, -1) + line.text : prev.text + line.text;
    } else {
      out.push({ ...line });
    }
  }
  return out;
}

const MIN_LIST_WITH_AMOUNTS = 3;
/** Units that measure an ingredient for cooking (not 'Stück', 'Glas' or no unit, which also count dishes). */
const MEASURE_UNITS: ReadonlySet<string> = new Set(['g', 'kg', 'ml', 'l', 'EL', 'TL', 'Prise', 'Msp.', 'Zehe', 'Bund', 'Pck.']);
/** Prices, receipts, hauls, product ads, restaurant reviews and nutrition figures: lists of amounts that are not recipes. */
const SHOPPING_OR_NUTRITION =
  /€|%|\bkcal\b|\brechnung|einkauf|zu verschenken|abzuholen|abholung|\babholen\b|foodsharing|\bmhd\b|gekauft|\bgeholt\b|\bbesorgt\b|\bmitgenommen\b|ausbeute|\bhaul\b|nährwert|\bmakros?\b|\bmacros\b|kalorien|\binsgesamt\b|anzeige|werbung|rabatt|\bcode\b|\bbestellt\b|\bfazit\b|bewertung|\breview\b|\b\d{1,2}\/10\b/iu;
/** Nutrients a caption measures ('25 g Protein'); not 'Eiweiß', which also names egg whites ('2 Eiweiß'). */
const NUTRIENT = /^(?:protein|proteine|kohlenhydrate|ballaststoffe|kcal|kalorien)$/iu;
/** 'Außerdem: Backpapier, etwas Öl für die Form': what the cook works with is no ingredient. */
const UTENSIL =
  /^(?:außerdem\s+)?(?:backpapier|backfolie|alufolie|alu-folie|frischhaltefolie|zahnstocher|holzspieße?|spieße|schaschlikspieße?|küchengarn|papierförmchen|muffinförmchen|gefrierbeutel)$/iu;
/** 'Was soll ich daraus kochen?': the writer asks for a recipe instead of giving one. */
const ASKS_FOR_IDEAS = /was (?:soll|kann|könnte) ich (?:daraus|damit) |eure ideen|ideen\?/iu;
/** 'Ich glaube, der Ofen war zu heiß. Kennt ihr das?': amounts told in a story or a question, not a recipe to cook. */
const TELLS_A_STORY = /(?:^|[^\p{L}])(?:ich|mich|mir|wir|uns)(?![\p{L}])|\?/iu;

/** 'Rezept im Link in Bio', 'das ganze Rezept auf meinem Blog': a teaser for a recipe published elsewhere. */
const RECIPE_ELSEWHERE =
  /link in (?:der |meiner )?bio|(?:ganze|komplette|vollständige) rezept|rezept (?:gibt'?s |findet ihr |steht )?(?:im|in der|auf dem|auf meinem|unter dem) (?:link|blog|beschreibung|kommentar)|full recipe/iu;

/**
 * A list of three or more items with amounts and no method (the method is shown in the video) is still a recipe,
 * unless the text speaks of prices, shopping, advertising or nutrition, sends the reader elsewhere for the recipe,
 * asks what to cook, tells the amounts in a personal story or a question, or lists mostly dishes, not ingredients.
 */
function isBareRecipeList(text: string, ingredients: TParsedRecipe['ingredients']): boolean {
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
    !TELLS_A_STORY.test(text)
  );
}

/** Words of ads and hauls (not a bare '%': '3 dl Crème fraîche 18 %' is an ingredient). */
const AD_OR_HAUL =
  /anzeige|werbung|rabatt|\bcode\b|gutschein|verlos|gewinnspiel|giveaway|einkauf(?!sliste)|(?<!als )gekauft|\bgeholt\b|\bmitgenommen\b|\bgeerntet\b|\bhaul\b|ausbeute|zu verschenken|abzuholen|abholung|(?:zusammen|insgesamt|gesamt|total)\s+(?:(?:ca\.?|nur|knapp)\s+)?\d+(?:[.,]\d+)?\s*(?:€|euro)/iu;

/**
 * '3 Messer, 1 Wetzstahl und 1 Block – schneidet Tomaten wie Butter! Mit Code … 10 % Rabatt': an ad or a haul
 * whose list is mostly no food and which tells at most one step is no recipe (a sponsored recipe still is one).
 */
function isAdForThings(text: string, ingredients: TParsedRecipe['ingredients'], instructions: TParsedStep[]): boolean {
  if (instructions.length > 1 || !AD_OR_HAUL.test(text)) return false;
  const food = ingredients.filter((i) => isKnownIngredient(i.name)).length;
  return food * 2 < ingredients.length;
}

/**
 * '… 2 kg Kartoffeln, 1 Netz Zwiebeln und 6 Eier beim Bauern geholt. Heute Abend gibt's Bratkartoffeln.': what was
 * bought, told with at most one sentence that names no cooking verb's infinitive, is no recipe.
 */
function isShoppingTale(text: string, instructions: TParsedStep[]): boolean {
  if (instructions.length > 1 || !AD_OR_HAUL.test(text)) return false;
  return instructions.every((s) => !hasCookingVerb(s.step, true));
}

/**
 * Instagram's caption limit. The refusals that look for German cooking verbs judge posts only (isPostWithoutRecipe):
 * a longer text is a page's, whose method may be told in another language (a French page gave one step and was
 * refused).
 */
const POST_CHARS = 2200;

/**
 * 'Zutaten: Weizeneiweiß (22 %), Wasser, … 250 g kosten 2,79 €': a product's label read out, its list without a single
 * amount and no step, in a text that speaks of prices or percentages, is no recipe.
 */
function isProductLabel(text: string, ingredients: TParsedRecipe['ingredients'], instructions: TParsedStep[]): boolean {
  return instructions.length === 0 && ingredients.every((i) => i.amount === '') && SHOPPING_OR_NUTRITION.test(text);
}

/** Whether a text names a cooking action: a German cooking verb in any form or a sentence led by an English one. */
function namesAnAction(text: string): boolean {
  return hasCookingVerb(text) || text.split(/[.!?\n]\s*/u).some(startsWithEnglishStep);
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
  return instructions.every((s) => !hasCookingVerb(s.step, true));
}

/** The separable verb's particle that ends a clause ('rührst … 2 Eier unter', '… 1 TL Zimt dazu'). */
// ('2 Knoblauchzehen kommen mit …': the verb that adds the item; Bavarian 'dazua' is 'dazu'.)
const VERB_PARTICLE =
  /^(?:unter|dazu|hinzu|rein|hinein|drauf|drüber|darüber|mit|auf|an|ab|ein|herum|rum|übrig|kommen|kommt|dazua)$/u;
/** 'in den Mixer', 'in die Pfanne', 'aufs Blech': where the item goes; 'zu einem glatten Teig': what it becomes. */
const PLACE_AFTER =
  /^(?:in|auf|über|unter|an)\s(?:die|den|das|der|eine?n?)\s\p{L}+$|^(?:ins|aufs|rein|hinein)(?:\s\p{Ll}+)?$|^(?:ins|aufs)\s\p{Lu}\p{Ll}+$|^(?:in|into)\s(?:a|the)\s\p{Ll}+$|^zu\s(?:einem|einer)\s(?:\p{L}+\s)?\p{L}+$/u;
/** 'aus dem Kühlregal in die gleiche Pfanne': two phrases of place after an item, each led by its preposition. */
const PLACE_PHRASES = /^(?:aus|von|vom)\s(?:dem|der|den)\s\p{L}+\s(?:in|auf)\s(?:die|den|das|eine?n?)\s(?:\p{Ll}+\s)?\p{L}+$/u;
/** 'in Streifen geschnitten': the words a list item may carry of its sentence after the name. */
const MAX_VERB_TAIL_WORDS = 4;

/** More measured things the list does not hold than this, and the story's reading is taken instead. */
const MIN_STORY_EXTRA = 2;

/**
 * 'Du brauchst 1 Brokkoli, 1 Dose Kichererbsen und 150 g Couscous. Den Couscous mit 200 ml Brühe …': a sentence of a
 * story, not a list heading (no colon), so the story's other measured things count as well.
 */
const INLINE_NEED = /(?:du brauchst|ihr braucht|brauchst du|braucht ihr|man braucht)\s+(?:nur\s+)?(?=[\d½¼¾])/iu;

/** A sentence end inside an item's name ('… Currypaste. Ingwer reiben'): the list ran on into the method. */
const RUN_ON_SENTENCES = /\p{Ll}[.!?]\s+\p{Lu}\p{Ll}+\s+\p{Ll}/u;

/**
 * 'Im Kühlschrank lagen noch 4 Kartoffeln, 150 g Fleischwurst und 3 Eier.', 'Pro Person rechne ich 125 g Spaghetti und
 * …': the only list was unfolded from a sentence of prose (its lead ends in a lowercase word, not a title or a colon).
 */
function isListInSentence(lines: TLine[]): boolean {
  const first = lines.findIndex((l) => l.listItem === true);
  const lead = lines[first - 1]?.text ?? '';
  const wordsOfLead = lead.split(/\s+/u).filter(Boolean).length;
  return first > 0 && wordsOfLead >= 3 && /\p{Ll}$/u.test(lead);
}

/** Whether the story's ingredients hold every list ingredient and at least two measured ones more. */
function coversAndAdds(
  story: TParsedRecipe['ingredients'],
  list: TParsedRecipe['ingredients'],
  steps: { story: number; list: number },
  listInStory: boolean,
  listInSentence: boolean,
): boolean {
  const key = (name: string): string =>
    name
      .toLowerCase()
      .replace(/\([^)]*\)/g, '')
      .trim();
  const storyNames = story.map((i) => key(i.name));
  // 'Eier drübergeschlagen' in the list is 'Eier' in the story: the list item may carry the sentence's verb.
  const verbAfter = (name: string, n: string): boolean => {
    const rest = name.slice(n.length + 1);
    if (!name.startsWith(`${n} `)) return false;
    // '1 Paprika in Streifen', '1 Zwiebel in Ringe': how the item is cut.
    if (/^in (?:streifen|scheiben|würfeln?|ringen?|ringe|stücken?|stücke|spalten)$/u.test(rest)) return true;
    // '300 g Rindfleisch in Streifen geschnitten und', '2 Eier unter': the item runs on into its sentence's verb.
    const restWords = rest.replace(/\s+und$/u, '').split(' ');
    const last = restWords.at(-1) ?? '';
    if (restWords.length > MAX_VERB_TAIL_WORDS || !restWords.every((w) => /^\p{Ll}+$/u.test(w))) return false;
    return /ge\p{Ll}{3,}(?:t|en)$/u.test(last) || hasCookingVerb(last) || VERB_PARTICLE.test(last);
  };
  // 'mit 2 EL Tahin' (a step's words before the item), '1 TL Salz in den Mixer' (where it goes after it).
  const ledByStep = (name: string, n: string): boolean =>
    name.endsWith(` ${n}`) && /^(?:mit|und|dann|dazu|noch|plus)\s/u.test(name);
  // '500 g Spätzle aus dem Kühlregal in die gleiche Pfanne': where the item comes from and goes, its sentence's words.
  const placedAfter = (name: string, n: string): boolean =>
    name.startsWith(`${n} `) && (PLACE_AFTER.test(name.slice(n.length + 1)) || PLACE_PHRASES.test(name.slice(n.length + 1)));
  // '4 gekochte Kartoffeln vom Vortag': where the item comes from.
  const originAfter = (name: string, n: string): boolean =>
    name.startsWith(`${n} `) && /^(?:vom|aus\s(?:dem|der))\s\p{L}+$/u.test(name.slice(n.length + 1));
  // '100 g kalte Butter mit den Fingern': the tool the sentence works with (no food).
  const toolAfter = (name: string, n: string): boolean => {
    const rest = /^mit\s(?:den|dem|der|einem|einer)\s(\p{L}+)$/u.exec(name.slice(n.length + 1));
    return name.startsWith(`${n} `) && rest !== null && !isKnownIngredient(rest[1] ?? '');
  };
  // '1 Ei and mix well': an English step after the item.
  const englishStepAfter = (name: string, n: string): boolean =>
    name.startsWith(`${n} and `) && startsWithEnglishStep(name.slice(n.length + 5));
  const covered = (name: string): boolean =>
    storyNames.some(
      (n) =>
        n === name ||
        verbAfter(name, n) ||
        ledByStep(name, n) ||
        placedAfter(name, n) ||
        originAfter(name, n) ||
        toolAfter(name, n) ||
        englishStepAfter(name, n),
    );
  // 'Fertig in 15 Minuten' taken for an amount-less item: a doubtful item need not be in the story.
  const doubtful = (i: TParsedRecipe['ingredients'][number]): boolean =>
    i.amount === '' && i.unit === '' && !isKnownIngredient(i.name);
  if (!list.every((i) => doubtful(i) || covered(key(i.name)))) return false;
  const listNames = new Set(list.map((i) => key(i.name)));
  // 'Du brauchst 250 g Nudeln, … Die Zucchini in etwas Öl anbraten': when the list is a sentence of the story, a vague
  // quantity told later measures as an amount does.
  const measured = (i: TParsedRecipe['ingredients'][number]): boolean => i.amount !== '' || (listInStory && i.unit === 'etwas');
  const extra = story.filter((i) => measured(i) && !listNames.has(key(i.name))).length;
  // 'also ihr nehmt eine halbe Gurke … dazu kommen 500 g Joghurt, …': one more measured thing, told in steps of their own.
  // When the list is a sentence of the story, one thing more with its amount is an item of the story as well.
  const counted = story.filter((i) => i.amount !== '' && !listNames.has(key(i.name))).length;
  return (
    extra >= MIN_STORY_EXTRA || (extra >= 1 && steps.story > steps.list) || (counted >= 1 && (listInSentence || listInStory))
  );
}

const GERMAN_LIST_HEADING = /^(?:zutaten|du brauchst|ihr braucht)(?![\p{L}])/iu;
/** A recipe told twice holds a list of its own between the two headings. */
const MIN_TRANSLATED_LIST = 3;
const ENGLISH_LIST_HEADING = /^(?:ingredients|what you need|you(?:'ll)? need)(?![\p{L}])/iu;

/**
 * '🇩🇪 Rezept auf Deutsch / 🇬🇧 English below … Zutaten: … 🇬🇧 Ingredients: …': the same recipe told again in the other
 * language is a translation; the recipe ends where the second language's list heading starts.
 */
function firstLanguageOnly(lines: TLine[]): TLine[] {
  const german = lines.findIndex((l) => GERMAN_LIST_HEADING.test(l.text));
  const english = lines.findIndex((l) => ENGLISH_LIST_HEADING.test(l.text));
  // ('Ingredients / Zutaten:' is one heading in two languages, its list after it.)
  if (german < 0 || english < 0 || Math.abs(german - english) <= MIN_TRANSLATED_LIST) return lines;
  return lines.slice(0, Math.max(german, english));
}

/**
 * 'Rezepte zeig ich euch die Tage!', 'Rezept kommt morgen': the writer promises the recipe for later, so what the post
 * tells now is a plan or a teaser, not the recipe.
 */
const RECIPE_LATER =
  /rezepte?\s+(?:zeig(?:e)?\s+ich\s+euch|kommt|kommen|folgt|folgen|gibt(?:['’]s|s| es)|poste\s+ich)\s+(?:(?:dann|noch|erst)\s+)?(?:die tage|morgen|bald|demnächst|später|nächste woche|in den nächsten tagen)(?![\p{L}])/iu;

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

/**
 * The refusals of a post (see POST_CHARS): a guide to quantities, a product's label, a report of what came out, a
 * recipe promised for later without a list heading ('Rezepte zeig ich euch die Tage!'), and
 * amounts without a step — 'Am Ende waren 40 Gläser Marmelade, 25 Brote und 3 kg Honig weg', 'Einkaufsliste fürs
 * Wochenende: 2 kg Kartoffeln, … Wer kennt's?', 'Morgen kommt das Video … Ihr braucht nur 500 g Hokkaido, 200 g Mehl
 * und 1 Ei': no step, no cooking action in any form and no heading of a dish's list; such amounts are a recipe only as
 * a bare list (the method in the video), not when unfolded from a sentence, told by the writer, asked about or set
 * against the days of a week.
 */
function isPostWithoutRecipe(
  text: string,
  layout: { lines: TLine[]; unfolded: TLine[]; hasIngredientHeading: boolean },
  ingredients: TParsedRecipe['ingredients'],
  instructions: TParsedStep[],
): boolean {
  if (!layout.hasIngredientHeading && isGuideWithQuestion(text, instructions)) return true;
  if (isProductLabel(text, ingredients, instructions)) return true;
  if (!layout.hasIngredientHeading && isReportWithoutAction(text, instructions)) return true;
  if (!layout.hasIngredientHeading && RECIPE_LATER.test(text)) return true;
  return (
    instructions.length === 0 &&
    !hasDishListHeading(layout.lines) &&
    !namesAnAction(text) &&
    (isListInSentence(layout.unfolded) || !isBareRecipeList(text, ingredients) || BY_WEEKDAY.test(text))
  );
}

function toStep(text: string): TParsedStep {
  const step: TParsedStep = { step: text };
  const duration = parseDuration(text);
  const temperature = parseTemperature(text);
  if (duration !== undefined) step.duration = duration;
  if (temperature !== undefined) step.temperature = temperature;
  return step;
}

/**
 * Turns free text into a structured recipe, or null when it holds none: no ingredients at all (how-to tips
 * without a list), fewer than two ingredients and no steps, or a list with neither steps nor an ingredient heading
 * that has fewer than three items with amounts or speaks of prices, ads or nutrition (hauls, invoices, product
 * ads). Only ingredients from the ingredient list are returned; hashtags become `tags`.
 */
export function parseRecipeText(text: string, hints?: { title?: string }): TParsedRecipe | null {
  const laidOut = resolveLayout(normaliseText(normaliseMentions(text)).split('\n')).flatMap(splitTitleAtEmoji);
  const lines = joinHyphenation(
    laidOut.map((raw) => {
      const clean = cleanLine(raw);
      return { ...clean, blank: clean.text === '' && clean.marker === 'none' };
    }),
  );
  const unfolded = joinAmountLines(unfoldInlineLists(firstLanguageOnly(lines)));
  const sections = splitSections(unfolded);
  let ingredients = sections.ingredientLines.flatMap(parseIngredientText);
  let instructions = buildSteps(sections.stepLines).map(toStep);

  const refused =
    ingredients.length === 0 ||
    (ingredients.length < 2 && instructions.length === 0) ||
    (instructions.length === 0 && !sections.hasIngredientHeading && !isBareRecipeList(text, ingredients));
  if (refused) {
    // No list the line reader knows: the caption may tell its ingredients in sentences (story.ts).
    const story = readStory(text);
    if (!story) return null;
    ingredients = story.ingredients;
    instructions = story.steps.map(toStep);
  } else if (
    ingredients.some((i) => RUN_ON_SENTENCES.test(i.name)) ||
    (ingredients.length < 2 && !sections.hasIngredientHeading) ||
    // 'Für 4 Portionen: 250 g Topfen, … und 100 g Semmelbrösel zu an Teig verrühren …': no step read, and an item runs
    // on into its sentence's verb; the heading led a paragraph, not a list.
    (instructions.length === 0 && ingredients.some((i) => hasCookingVerb(i.name, true)))
  ) {
    // ('zwei scheiben toast in den toaster' + the next line read as one item: one item without a heading is no list.)
    // '1 Dose Kokosmilch und … – dazu 1 TL Kurkuma. Ingwer reiben und …': an item that runs on over sentences is no
    // list the line reader understood; the story reader reads the sentences, when it finds a recipe in them.
    const story = readStory(text);
    if (story) {
      ingredients = story.ingredients;
      instructions = story.steps.map(toStep);
    }
  } else if (!sections.hasIngredientHeading || INLINE_NEED.test(text)) {
    // A story with one enumeration the line reader took for the list ('Ich mach den Teig aus 250 g Mehl, 1 Ei …
    // Für die Fülle schäl ich 1 kg Äpfel …'): the sentences measure more than the list holds.
    const story = readStory(text);
    const listInStory = INLINE_NEED.test(text);
    const counts = { story: story?.steps.length ?? 0, list: instructions.length };
    // ('Macros: ca. 520 kcal, 48 g Protein' read as items: a nutrient measured is none the story must hold.)
    const listed = ingredients.filter((i) => !NUTRIENT.test(i.name));
    if (story && coversAndAdds(story.ingredients, listed, counts, listInStory, isListInSentence(unfolded))) {
      ingredients = story.ingredients;
      // The list's sentence was taken for ingredients, so its steps are told better by the story.
      // (A list unfolded from a paragraph splits it; the story still counts the caption's paragraphs.)
      if (story.steps.length > instructions.length || story.byParagraph === true) instructions = story.steps.map(toStep);
    }
  }

  // 'Macros: 25 g Protein': a nutrient measured is no ingredient.
  ingredients = ingredients.filter((i) => !NUTRIENT.test(i.name) && !UTENSIL.test(i.name.replace(/\([^)]*\)/gu, '').trim()));
  if (!sections.hasIngredientHeading && isAdForThings(text, ingredients, instructions)) return null;
  if (!sections.hasIngredientHeading && isShoppingTale(text, instructions)) return null;
  if (
    text.length <= POST_CHARS &&
    isPostWithoutRecipe(text, { lines, unfolded, hasIngredientHeading: sections.hasIngredientHeading }, ingredients, instructions)
  )
    return null;
  // 'Ihr braucht nur … – das komplette Rezept gibt's auf meinem Blog': a teaser, also when a heading leads its list.
  if (instructions.length === 0 && RECIPE_ELSEWHERE.test(text)) return null;

  const texts = lines.map((l) => l.text);
  const stepMinutes = instructions.reduce((sum, s) => sum + (s.duration ?? 0), 0);
  const recipe: TParsedRecipe = { ingredients, instructions, tags: hashtagsOf(text) };
  const title = hints?.title ?? sections.title;
  const servings = findServings(texts);
  const duration = findTotalDuration(texts) ?? (stepMinutes > 0 ? stepMinutes : undefined);
  if (title !== undefined) recipe.title = title;
  if (servings !== undefined) recipe.servings = servings;
  if (duration !== undefined) recipe.duration = duration;
  return recipe;
}
