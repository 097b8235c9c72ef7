/**
 * Built-in, offline German recipe-text parser for captions, PDF text layers and OCR output.
 *
 * Decisions: size words stay in the name ('1 kleine Zwiebel' → amount '1', unit '', name 'kleine Zwiebel');
 * parenthesised remarks, preparation notes after a comma and purpose phrases are kept as a parenthesised
 * note ('200 g Mehl, gesiebt' → name 'Mehl (gesiebt)'; '1 Dose (400 g) Tomaten' → 'Tomaten (400 g)').
 * Labelling conventions: tests/fixtures/parser/README.md.
 */
import { withoutTimetableMarkers } from './tallies';
import { writtenDictation } from './dictation';
import { isErrandList } from './errands';
import { hashtagsOf, withMeasuredHashtagsRead } from './hashtags';
import { unfoldJsonLd } from './json-ld';
import { plainStyledLetters, repairMojibake } from './encoding';
import { parseIngredientText } from './ingredients';
import { withDeclaredGrams } from './declared-unit';
import {
  POST_CHARS,
  RECIPE_ELSEWHERE,
  isAdForDoughWork,
  isAdForThings,
  isFoodOffered,
  isBareRecipeList,
  isListInSentence,
  isPostWithoutRecipe,
  isShoppingTale,
} from './post-refusals';
import { splitTitleAtEmoji, unfoldInlineLists } from './inline';
import { resolveLayout } from './layout';
import { findServings, findTotalDuration } from './meta';
import { hasCookingVerb, isCountedPlant, isKnownIngredient, startsWithEnglishStep } from './lexicon';
import { joinAmountLines, splitSections, type TLine } from './sections';
import { buildSteps } from './steps';
import { readStory } from './story';
import { PARTICIPLE } from './story-steps';
import { normaliseMentions } from './story-text';
import { cleanLine, htmlLineBreaks, joinBrokenWords, normaliseText, ocrDigitSlips } from './text';
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

/** 'Tipps gegen Lebensmittelverschwendung', 'Tricks für fluffige Pfannkuchen': what a counted list of advice is called. */
const ADVICE_COUNTED =
  /^(?:(?:\p{L}+-)?(?:tipps?|tricks?|life-?hacks?|küchenhacks?|fehler|regeln|gründe|ratschläge|ideen))(?:\s+(?:gegen|für|zum|zur|bei|wie|um|die|damit)(?:\s|$).*)?$/iu;

/** '6 Tipps für weniger Müll …', 'Tipps gegen …' as the text's first line: it heads a list of advice. */
const ADVICE_HEADING =
  /^\s*(?:\d+\s+)?(?:\p{L}+-)?(?:tipps?|tricks|life-?hacks|küchenhacks|ratschläge)\s+(?:gegen|für|fürs|zum|zur|bei|wie|um|damit)(?![\p{L}])[^\n]*(?:\n|$)/iu;

/** Nutrients a caption measures ('25 g Protein'); not 'Eiweiß', which also names egg whites ('2 Eiweiß'). */
const NUTRIENT = /^(?:protein|proteine|kohlenhydrate|ballaststoffe|kcal|kalorien)$/iu;
/**
 * 'Außerdem: Backpapier, etwas Öl für die Form': what the cook works with is no ingredient; nor are the hob, the pots
 * and the boxes a title counts ('Mittagspause, 1 Herdplatte', 'Meal Prep 🍱 5 Boxen').
 */
const UTENSIL =
  /^(?:außerdem\s+)?(?:backpapier|backfolie|alufolie|alu-folie|frischhaltefolie|zahnstocher|holzspieße?|spieße|schaschlikspieße?|küchengarn|papierförmchen|muffinförmchen|gefrierbeutel|herdplatten?|kochplatten?|töpfe|pfannen|(?:meal-?prep-?|frischhalte)?boxen|brotdosen)$/iu;
/**
 * '…, das gibt 6 Gläser à 500 ml', '…, das ergibt etwa 4 Flaschen à 0,5 l': what the batch yields, told after the last
 * item, is no item (the amount after 'à' measures a jar).
 */
const YIELD_AFTER_ITEMS =
  /^(?:(?:das|dies|es)\s+)?(?:gibt|ergibt|ergab|reicht\s+für)\s+(?:(?:etwa|ca\.?|rund|ungefähr|zusammen|insgesamt|gut|knapp)\s+)*\d+\s+\p{L}/iu;
/** '1 EL Chiasamen = 1 Ei': an item set equal to another amount is a swap, no item. */
const EQUATED_TO_AMOUNT = /\s=\s*(?:ca\.?\s*)?[\d½¼¾]/u;
/** The separable verb's particle that ends a clause ('rührst … 2 Eier unter', '… 1 TL Zimt dazu'). */
// ('2 Knoblauchzehen kommen mit …': the verb that adds the item; Bavarian 'dazua' and Hessian 'dezu' are 'dazu'.)
const VERB_PARTICLE =
  /^(?:unter|dazu|hinzu|rein|hinein|drauf|drüber|darüber|mit|auf|an|ab|ein|herum|rum|übrig|kommen|kommt|dazua|dezu)$/u;
/** 'in den Mixer', 'in die Pfanne', 'aufs Blech': where the item goes; 'zu einem glatten Teig': what it becomes. */
const PLACE_AFTER =
  /^(?:in|auf|über|unter|an)\s(?:die|den|das|der|dem|eine?[mnr]?)\s(?:\p{Ll}+\s)?\p{L}+$|^(?:ins|aufs|rein|hinein)(?:\s\p{Ll}+)?$|^(?:ins|aufs)\s\p{Lu}\p{Ll}+$|^(?:in|into)\s(?:a|the)\s\p{Ll}+$|^zu\s(?:einem|einer)\s(?:\p{L}+\s)?\p{L}+$/u;
/** 'aus dem Kühlregal in die gleiche Pfanne': two phrases of place after an item, each led by its preposition. */
const PLACE_PHRASES = /^(?:aus|von|vom)\s(?:dem|der|den)\s\p{L}+\s(?:in|auf)\s(?:die|den|das|eine?n?)\s(?:\p{Ll}+\s)?\p{L}+$/u;
/** 'in Streifen geschnitten': the words a list item may carry of its sentence after the name. */
const MAX_VERB_TAIL_WORDS = 4;

/** More measured things the list does not hold than this, and the story's reading is taken instead. */
const MIN_STORY_EXTRA = 2;

/**
 * 'Du brauchst 1 Brokkoli, 1 Dose Kichererbsen und 150 g Couscous. Den Couscous mit 200 ml Brühe …': a sentence of a
 * story, not a list heading (no colon), so the story's other measured things count as well; also when its amounts are
 * number words ('Ihr braucht zwei Zucchini, zwei Eier …').
 */
const INLINE_NEED =
  /(?:du brauchst|ihr braucht|brauchst du|braucht ihr|man braucht)\s+(?:nur\s+)?(?=[\d½¼¾]|(?:ein|eine|einen|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|zwölf)\s)/iu;

/** A sentence end inside an item's name ('… Currypaste. Ingwer reiben'): the list ran on into the method. */
const RUN_ON_SENTENCES = /\p{Ll}[.!?]\s+(?:\p{Lu}\p{Ll}+\s+\p{Ll}|(?:Und|Dann|Danach)\s+\p{Lu})/u;
/** '… und nach und nach 4 Eier': a further amount after a clause's 'und' inside an item's name. */
const FURTHER_AMOUNT = /\p{Ll}\s+und\s+(?:\p{Ll}+\s+){0,4}[\d½¼¾]/u;

/**
 * '1 Prise Salz, alles aufkochen und abkühlen lassen' (read as the note 'Salz (alles aufkochen …)'): the method starts
 * after the last item's comma.
 */
const METHOD_AFTER_COMMA = /(?:,|\()\s*(?:alles|dann|danach|anschließend)\s+\p{Ll}/u;

/**
 * '1/4 Sellerieknolle in 2 EL Öl an', '2 Knoblauchzehen in 1 EL Butter angedünstet': a further measured amount after
 * 'in' / 'mit' inside an item's name is what the sentence cooks the item in; the item ran on into its sentence.
 */
const MEASURED_INTO = /\s(?:in|mit)\s+[\d½¼¾]+(?:[.,/]\d+)?\s*(?:EL|TL|g|kg|ml|l)\s+\p{L}/u;

/**
 * 'Vanillezucker schaumig geschlagen und nach und nach 4 Eier untergerührt': an item that runs on through its
 * sentence's verb to a further amount is a sentence of the method, not a list item.
 */
const BECOMES = /\s(?:wird|werden|ergibt|ergeben|entsteht)\s+(?:\p{Ll}+\s+){0,2}\p{Lu}/u;
/**
 * '300 g Kirschtomaten und 250 g Spargel kommen daneben', '2 rote Zwiebeln kommen dazwischen': the last items run on
 * into the verb that places them, a sentence of the method.
 */
const PLACED =
  /\s(?:kommt|kommen)\s+(?:noch\s+|auch\s+)?(?:dazu|daneben|dazwischen|drauf|obendrauf|drüber|drunter|rein|hinein|hinzu|mit\s+(?:in|auf|aufs|ins)\s)/u;
/**
 * '„1 eingeweichtes Brötchen', '4 Sardellen.“': an item that opens or closes a German quotation without its partner was
 * cut out of quoted speech (a recipe dictated as a dialogue, „Und dann?“ – „2 EL …“), which the story reader reads.
 */
function cutFromSpeech(name: string): boolean {
  const opens = name.match(/„/gu)?.length ?? 0;
  const closes = name.match(/“/gu)?.length ?? 0;
  return (opens > 0 || /“[.!?…]*$/u.test(name)) && opens !== closes;
}
/** 'a bisserl Salz rühr i an Nockerlteig', 'etwas Salz rühr ich unter': a cooking verb before its subject 'i'/'ich'. */
const VERB_BEFORE_SUBJECT = /\s(\p{Ll}{3,})\s+(?:i|ich|ma|mer|wir|man)(?:\s|$)/u;
function runsOn(item: string): boolean {
  // ('400 ml Béchamel (oder 250 g Ricotta mit 100 ml Milch)': a remark in parentheses is the item's note, no sentence.)
  const name = item.replace(/\([^()]*\)/gu, ' ').trim();
  const verb = hasCookingVerb(name) || name.split(/\s+/u).some((w) => PARTICIPLE.test(w));
  const verbFirst = VERB_BEFORE_SUBJECT.exec(name)?.[1];
  return (
    (verbFirst !== undefined && hasCookingVerb(verbFirst)) ||
    RUN_ON_SENTENCES.test(name) ||
    cutFromSpeech(name) ||
    // ('Aus 1 kg Kirschen, 500 g Gelierzucker und 2 EL Zitronensaft wird Marmelade': the last item runs on into what
    // the enumeration becomes.)
    BECOMES.test(name) ||
    PLACED.test(name) ||
    (FURTHER_AMOUNT.test(name) && verb) ||
    MEASURED_INTO.test(name) ||
    (METHOD_AFTER_COMMA.test(item) && hasCookingVerb(item, true))
  );
}

/**
 * 'Aus Uromas Kochbuch von 1938 abgetippt': a year before a participle is when a recipe was written down, no amount;
 * so is a year before the pronoun that opens the next sentence ('Backbuch von 1982 📖 Man braucht: …').
 */
const YEAR = /^(?:1[89]|20)\d{2}$/u;
const PRONOUN = /^(?:man|ich|wir|du|ihr|er|sie|es)$/iu;
function isYearWrittenDown(i: TParsedRecipe['ingredients'][number]): boolean {
  return i.unit === '' && YEAR.test(i.amount) && (PARTICIPLE.test(i.name) || PRONOUN.test(i.name));
}

/** 'Ich verrühre' before a list unfolded from a sentence: the list's lead ends in a cooking verb. */
function listLedByVerb(lines: TLine[]): boolean {
  const first = lines.findIndex((l) => l.listItem === true);
  if (first <= 0) return false;
  const lead = lines[first - 1]?.text ?? '';
  const last = lead.split(/\s+/u).at(-1) ?? '';
  return /^(?:ich|wir)$/iu.test(lead.split(/\s+/u).at(-2) ?? '') && hasCookingVerb(last);
}

/** Whether the story's ingredients hold every list ingredient and at least two measured ones more. */
function coversAndAdds(
  story: TParsedRecipe['ingredients'],
  list: TParsedRecipe['ingredients'],
  steps: { story: number; list: number },
  listInStory: boolean,
  listInSentence: boolean,
): boolean {
  // ('2 EL Öl – dann ist Ruh': an aside after a dash is the line's, not the item's.)
  const key = (name: string): string =>
    name
      .toLowerCase()
      .replace(/\([^)]*\)/g, '')
      .replace(/\s[–—-]\s.*$/u, '')
      .trim();
  const storyNames = story.map((i) => key(i.name));
  // 'Eier drübergeschlagen' in the list is 'Eier' in the story: the list item may carry the sentence's verb.
  const verbAfter = (name: string, n: string): boolean => {
    const rest = name.slice(n.length + 1);
    if (!name.startsWith(`${n} `)) return false;
    // '1 Paprika in Streifen', '1 Zwiebel in grobe Stücke', '1 Brokkoli in Röschen', '100 g Speck in Würfeln klein' (a
    // rhyme's word order): how the item is cut.
    if (
      /^in (?:\p{Ll}+e[nr]?\s)?(?:streifen|scheiben|würfeln?|ringen?|ringe|stücken?|stücke|stückchen|spalten|röschen|stiften?|hälften|vierteln?|achteln?|blättchen)(?:\s(?:klein|fein|grob|dünn|dick))?$/u.test(
        rest,
      )
    )
      return true;
    // '300 g Rindfleisch in Streifen geschnitten und', '2 Eier unter': the item runs on into its sentence's verb.
    // ('300 ml Wasser kommt noch': an adverb after the verb.)
    const restWords = rest
      .replace(/\s+und$/u, '')
      .replace(/(?:\s+(?:auch|noch|ebenfalls|gleich))+$/u, '')
      .split(' ');
    const last = restWords.at(-1) ?? '';
    if (restWords.length > MAX_VERB_TAIL_WORDS || !restWords.every((w) => /^\p{Ll}+$/u.test(w))) return false;
    return /ge\p{Ll}{3,}(?:t|en)$/u.test(last) || hasCookingVerb(last) || VERB_PARTICLE.test(last);
  };
  // 'mit 2 EL Tahin' (a step's words before the item), '1 TL Salz in den Mixer' (where it goes after it).
  const ledByStep = (name: string, n: string): boolean =>
    name.endsWith(` ${n}`) && /^(?:mit|und|dann|dazu|noch|plus)\s/u.test(name);
  // 'Overnight Oats … In jedes Glas kommen 50 g Haferflocken': the sentence before the first item's amount, read with it.
  const measuredInSentence = (name: string, n: string): boolean =>
    name.endsWith(` ${n}`) && /\s\p{L}+\s\d+(?:[.,/]\d+)?\s?(?:\p{L}{1,10}\.?\s)?$/u.test(name.slice(0, -n.length));
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
        measuredInSentence(name, n) ||
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

/**
 * 'Dafür je 150 g Zibeben, Feigen und Datteln, dazu …': the story names the same things as the list and measures some
 * the list left without an amount (the measure of 'je' given to each name), so its reading is taken.
 */
function measuresUnmeasured(story: TParsedRecipe['ingredients'], list: TParsedRecipe['ingredients']): boolean {
  const names = (items: TParsedRecipe['ingredients']): string =>
    items
      .map((i) => i.name.toLowerCase())
      .sort()
      .join('|');
  const measured = (items: TParsedRecipe['ingredients']): number => items.filter((i) => i.amount !== '').length;
  return names(story) === names(list) && measured(story) > measured(list);
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
export function parseRecipeText(input: string, hints?: { title?: string }): TParsedRecipe | null {
  const written = withoutTimetableMarkers(
    writtenDictation(htmlLineBreaks(unfoldJsonLd(plainStyledLetters(repairMojibake(input))))),
  );
  // (Photo text's OCR slips and words broken at a line's end are mended for the list and the story readers alike.)
  const text = withMeasuredHashtagsRead(joinBrokenWords(ocrDigitSlips(written)));
  const laidOut = resolveLayout(normaliseText(normaliseMentions(text)).split('\n')).flatMap(splitTitleAtEmoji);
  const lines = joinHyphenation(
    laidOut.map((raw) => {
      const clean = cleanLine(raw);
      return { ...clean, blank: clean.text === '' && clean.marker === 'none' };
    }),
  );
  const unfolded = joinAmountLines(unfoldInlineLists(firstLanguageOnly(lines)));
  const sections = splitSections(unfolded);
  // ('8 Tomatenpflanzen, 4 Zucchinipflanzen …': a garden's plants counted are no items.)
  const listed = sections.ingredientLines.flatMap(parseIngredientText);
  let ingredients = listed.filter((i) => !isCountedPlant(i));
  const plantsCounted = ingredients.length < listed.length;
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
    ingredients.some((i) => runsOn(i.name)) ||
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
    if (
      story &&
      (coversAndAdds(story.ingredients, listed, counts, listInStory, isListInSentence(unfolded)) ||
        measuresUnmeasured(story.ingredients, listed))
    ) {
      ingredients = story.ingredients;
      // The list's sentence was taken for ingredients, so its steps are told better by the story.
      // (A list unfolded from a paragraph splits it; the story still counts the caption's paragraphs.)
      if (story.steps.length > instructions.length || story.byParagraph === true) instructions = story.steps.map(toStep);
    } else if (story && story.steps.length === instructions.length + 1 && listLedByVerb(unfolded)) {
      // 'Ich verrühre 500 g Mehl, 1 Pck. Hefe … und 400 ml Wasser. Den Teig …': the list was unfolded from a sentence
      // led by its cooking verb, so that sentence is a step of its own, as the story reads it.
      const names = (list: TParsedRecipe['ingredients']): string =>
        list
          .map((i) => i.name.toLowerCase())
          .sort()
          .join('|');
      if (names(story.ingredients) === names(ingredients)) instructions = story.steps.map(toStep);
    }
  }

  // A garden's plants counted, one thing besides them and no story of a recipe: a garden's post.
  if (plantsCounted && ingredients.length < 2) return null;
  // 'Macros: 25 g Protein': a nutrient measured is no ingredient; nor is 'Ein Stück = ca. 1,5 BE', a piece set equal to
  // its figure, nor '1 EL Chiasamen = 1 Ei', a swap told beside the list, nor '… das gibt 6 Gläser à 500 ml', the yield.
  ingredients = ingredients.filter(
    (i) =>
      !NUTRIENT.test(i.name) &&
      !UTENSIL.test(i.name.replace(/\([^)]*\)/gu, '').trim()) &&
      !i.name.startsWith('=') &&
      !YIELD_AFTER_ITEMS.test(i.name) &&
      !EQUATED_TO_AMOUNT.test(i.name.replace(/\([^)]*\)/gu, '')),
  );
  // '7 Tipps gegen Lebensmittelverschwendung' + numbered tips: the count of a list of advice is its heading, no item; a
  // list of advice with nothing measured besides is no recipe.
  const advice = ingredients.filter((i) => ADVICE_COUNTED.test(i.name));
  if (advice.length > 0) {
    ingredients = ingredients.filter((i) => !ADVICE_COUNTED.test(i.name));
    if (ingredients.length === 0) return null;
  }
  if (ADVICE_HEADING.test(text) && !ingredients.some((i) => i.amount !== '')) return null;
  ingredients = withDeclaredGrams(
    text,
    ingredients.filter((i) => !isYearWrittenDown(i)),
  );
  if (!sections.hasIngredientHeading && isAdForThings(text, ingredients, instructions)) return null;
  if (!sections.hasIngredientHeading && isAdForDoughWork(text, ingredients)) return null;
  if (!sections.hasIngredientHeading && isShoppingTale(text, instructions)) return null;
  // 'Fairteiler … Heute drin: – 5 kg Kartoffeln …, bitte nur nehmen, was ihr braucht': food offered to take, not cooked.
  if (isFoodOffered(text, instructions)) return null;
  // 'Wer bringt was: Tante Helga: 2 Bleche Zwiebelkuchen …', 'bring bitte mit: 1 l Milch …': foods to bring, not to cook.
  if (!sections.hasIngredientHeading && isErrandList(text, text.split('\n'), instructions)) return null;
  if (
    text.length <= POST_CHARS &&
    isPostWithoutRecipe(text, { lines, unfolded, hasIngredientHeading: sections.hasIngredientHeading }, ingredients, instructions)
  )
    return null;
  // 'Ihr braucht nur … – das komplette Rezept gibt's auf meinem Blog': a teaser, also when a heading leads its list.
  if (instructions.length === 0 && RECIPE_ELSEWHERE.test(text)) return null;

  const texts = lines.map((l) => l.text);
  const stepMinutes = instructions.reduce((sum, s) => sum + (s.duration ?? 0), 0);
  const recipe: TParsedRecipe = { ingredients, instructions, tags: hashtagsOf(written) };
  const title = hints?.title ?? sections.title;
  const servings = findServings(texts);
  const duration = findTotalDuration(texts) ?? (stepMinutes > 0 ? stepMinutes : undefined);
  if (title !== undefined) recipe.title = title;
  if (servings !== undefined) recipe.servings = servings;
  if (duration !== undefined) recipe.duration = duration;
  return recipe;
}
