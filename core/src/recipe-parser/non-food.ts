/**
 * Texts shaped like recipes whose purpose is not food: a drain cleaner, a brew against aphids, a volcano for children,
 * play dough, bath bombs, a face mask, bird-seed balls, a cow's feed, a worksheet with amounts to fill in. Their lists
 * and steps read like a recipe's; what they say they are for does not.
 */

import { DEFAULT_SECTION, sectionOf } from '../kitchen/sections';
import { isKnownIngredient, isMisspeltKnownIngredient } from './lexicon';
import type { TParsedIngredient } from './types';
import { hashtagsOf, withoutHashtags } from './hashtags';
import { FOR_AN_ANIMAL, WORK_DOCUMENT, purposesNamed } from './non-food-purposes';

/**
 * 'Bitte nicht probieren', 'Nicht zum Verzehr geeignet', 'Gegessen wird's natürlich nicht': the text says its result is
 * not to be eaten ('ist nicht zum Naschen' of play dough, not 'nicht nur zum Naschen'); so does 'das ist ein Experiment, kein Getränk' (an experiment or decoration, then what it is not).
 */
const NOT_TO_EAT =
  /(?:experiment|versuch|deko|dekoration|spielzeug)\s*,\s*(?:also\s+|aber\s+)?kein(?:e)?\s+(?:getränk|essen|lebensmittel|snack)(?![\p{L}])|nicht\s+(?:zum\s+)?(?:verzehr|probieren|trinken|naschen)(?![\p{L}])|nicht\s+(?:runter)?schlucken|nur\s+zum\s+(?:duften|anschauen|spielen|basteln|dekorieren|verschenken)(?![\p{L}])|nicht\s+in\s+den\s+mund|nicht\s+essbar|nicht\s+zum\s+essen|ungenießbar|(?:gegessen|getrunken|verzehrt)\s+wird(?:['’]?s|\s+(?:es|er|sie|das))?\s+(?:\p{L}+\s+)?nicht(?![\p{L}])/iu;

/**
 * 'servieren', 'lecker', 'Guten Appetit', 'zum Frühstück' (and the same in English captions: 'serve', 'enjoy'): the
 * text speaks of eating what it makes.
 */
const EATEN_WORDS =
  /(?<!re)servier|(?<![\p{L}])(?:trinken|getränk\p{L}*|drink|prost)(?![\p{L}])|lecker(?!li)|guten appetit|schmeck|genieß|(?<![\p{L}])(?:essen|isst|gegessen|mahlzeit|frühstück|mittagessen|abendessen|nachtisch|dessert|beilage|snack)(?![\p{L}])|\p{L}+(?:frühstück|mittagessen|abendessen|abendbrot|brunch)(?![\p{L}])|dazu passt|anrichten|(?<![\p{L}])(?:serve[sd]?|serving|enjoy|delicious|tasty|eat|dinner|lunch|breakfast)(?![\p{L}])/iu;

/**
 * 'danach hatten alle Hunger', 'die Kids waren hungrig', 'Heißhunger': people hungry for the made thing (not 'die
 * Meisen haben Hunger').
 */
const PEOPLE_HUNGRY = String.raw`(?:hatten|haben|hatte|habe|hab|hat|waren|sind|war|bin)\s+(?:alle|wir|ich|die\s+kinder|die\s+kids|alle\s+\p{L}+)\s+(?:\p{L}+\s+)?(?:hunger|hungrig)|(?<![\p{L}])(?:alle|wir|ich|kinder|kids|jeder|familie)\s+(?:hatten|haben|hatte|habe|hab|hat|waren|sind|war|bin)\s+(?:\p{L}+\s+)?(?:hunger|hungrig)|heißhunger|hungrige\s+(?:kinder|kids|mäuler|meute|familie|gäste|bande)`;

const EATEN = new RegExp(`${EATEN_WORDS.source}|${PEOPLE_HUNGRY}`, 'giu');

/**
 * 'Das Fruchtfleisch nicht essen!', 'nicht zum Essen', 'nicht essbar', 'Danach bitte nicht mehr essen': eating
 * forbidden is no eating spoken of.
 */
const NEGATED_EATING = /nicht\s+(?:mehr\s+)?(?:zum\s+|mit)?(?:essen|essbar|verzehren|naschen|trinken)(?![\p{L}])/giu;

/** A sentence, a parenthesis inside it counted as its part ('… gebastelt (die sind nicht zum Essen 😅).'). */
const SENTENCE = String.raw`(?:[^.!?\n()]|\([^)]*\))*`;
/**
 * 'Laternenbasteln mit den Kindern, Kleister überall – und danach hatten alle Hunger.': the sentence that tells how the
 * eaters grew hungry tells what they did before, not what the text makes.
 */
const HUNGER_SENTENCE = new RegExp(String.raw`${SENTENCE}(?:${PEOPLE_HUNGRY})${SENTENCE}[.!?]*`, 'giu');
/**
 * 'Während meine Gesichtsmaske einwirkt, …', 'Solange die Kinder basteln, …': a clause of what happens meanwhile, up to
 * its comma; '… haben wir nebenbei Salzteig-Anhänger gebastelt (die sind nicht zum Essen)': a sentence of what is done
 * beside the thing the text makes.
 */
const MEANWHILE_CLAUSE = /(?<![\p{L}])(?:während|solange)\s[^,.!?;:\n]*[,;:]/giu;
const MEANWHILE_SENTENCE = new RegExp(
  String.raw`${SENTENCE}(?<![\p{L}])(?:nebenbei|nebenher|zwischendurch|währenddessen|in\s+der\s+zwischenzeit|parallel\s+dazu)(?![\p{L}])${SENTENCE}[.!?]*`,
  'giu',
);
/**
 * 'Nach der Haarkur gab's …', 'Nach dem Basteln …': what was done before, named as a time at a sentence's start, is no
 * purpose of what the text makes.
 */
const BEFORE_PHRASE =
  /(?<=^|[.!?\n\p{Extended_Pictographic}]\s*)nach\s+(?:der|dem|einer|einem|meiner|meinem|unserer|unserem)\s+\p{L}+(?=\s+(?:gab|gibt|gab's|gibt's|gab\u2019s|gibt\u2019s|ging|geht|hatte|habe|hab|hatten|haben|war|brauch)\p{L}*)/giu;

/**
 * 'Xylit ist für Hunde giftig!', 'Trauben sind giftig für Hunde', 'Kakao ist für Katzen und Hunde tabu': a warning that a
 * food harms an animal names the animal as what must not get it, not as what the text makes a thing for.
 */
const HARMFUL_FOR =
  /(?<![\p{L}])(?:für\s+(?:\p{L}+\s+){1,4}?(?:giftig|tödlich|gefährlich|schädlich|tabu|unverträglich)|(?:giftig|tödlich|gefährlich|schädlich|tabu|unverträglich)\s+für\s+\p{L}+(?:\s+(?:und|oder)\s+\p{L}+)?)(?![\p{L}])/giu;

/**
 * 'Backtag in der Marienkäfergruppe', 'gekocht von der Bastelgruppe': a Kita's or a school's group is named after an
 * animal or a pastime; the name says who made the thing, not what it is for.
 */
const GROUP_NAME = /(?<![\p{L}])\p{L}+gruppe(?![\p{L}])/giu;

/**
 * The text without its asides: what is done meanwhile is not what the text makes, so its purpose (a face mask, salt-dough
 * ornaments, the dog's bowl) says nothing of the made thing; nor does a warning for an animal or a group's name.
 */
function withoutAsides(told: string): string {
  return told
    .replace(GROUP_NAME, ' ')
    .replace(HARMFUL_FOR, ' ')
    .replace(MEANWHILE_SENTENCE, ' ')
    .replace(HUNGER_SENTENCE, ' ')
    .replace(MEANWHILE_CLAUSE, ' ')
    .replace(BEFORE_PHRASE, ' ');
}

/** How many distinct words of eating a text says, eating forbidden left out. */
function eatingNamed(text: string): number {
  const said = text.replace(NEGATED_EATING, ' ').match(EATEN) ?? [];
  return new Set(said.map((m) => m.toLowerCase())).size;
}

/** Purpose words that outweigh a passing word of eating ('Kinder-Snack' beside slime, glue and shaving foam). */
const MIN_PURPOSES_OUTWEIGHING = 3;
const PURPOSES_PER_EATING_WORD = 3;

/**
 * Whether what the text is for is not eating: it names a purpose other than food and no eating, or names so many
 * purposes that its words of eating are passing ones (three purpose words to each); or it is a work document (prep list,
 * order form, log) that speaks of no eating.
 */
function isForAnotherPurpose(told: string, eating: number, foodItems: number, lead = leadOf(told), tagged = 0): boolean {
  // ('Tellerchen für unsere Landschildkröte … anrichten': made for an animal, it outweighs a passing word of eating.)
  const forAnimal = FOR_AN_ANIMAL.test(told);
  const purposes = purposesNamed(told) + tagged + (forAnimal ? PURPOSES_PER_EATING_WORD : 0);
  if (eating === 0) {
    if (WORK_DOCUMENT.test(told)) return true;
    if (purposes === 0) return false;
    // The purpose the text makes is named in its title or a 'für …' phrase, or outweighs the foods it lists; a word of
    // DIY or care in an aside elsewhere ('Nach 6 Stunden Dübeln … gab's Ofenkartoffeln') does not outweigh eight foods.
    if (forAnimal || purposesNamed(lead) > 0 || purposesNamed(forPhrases(told)) > 0) return true;
    return purposes * FOODS_PER_ASIDE_PURPOSE >= foodItems;
  }
  return purposes >= MIN_PURPOSES_OUTWEIGHING && purposes >= PURPOSES_PER_EATING_WORD * eating;
}

/**
 * '… Kugeln auf den Haken drücken. #angeln #köder': the writer's own hashtags confirm a purpose their text names and
 * add one purpose word, however many they are; they add none when the text itself names no purpose ('#angeln' under a
 * trout caught and fried).
 */
function purposeConfirmedByTags(text: string, told: string): number {
  return purposesNamed(told) > 0 && purposesNamed(hashtagsOf(text).join(' ')) > 0 ? 1 : 0;
}

/**
 * A participle of work done ('geschnitten', 'verlegt', 'vertikutiert', 'gestrichen'): the writer reports what they did.
 */
const DONE_PARTICIPLE = /^(?:\p{Ll}*ge\p{Ll}{3,}(?:t|en)|(?:ver|be|zer|ent)\p{Ll}{3,}t|\p{Ll}{3,}iert)$/u;
/**
 * Participles of making a thing ('Bartöl, selbst gemischt', 'Seife gesiedet', 'Kerzen gegossen', 'Knete angerührt'): a
 * report of these names the made thing itself.
 */
const MAKING_PARTICIPLE =
  /(?:macht|mischt|mixt|bastelt|näht|stellt|baut|kocht|backen|rührt|setzt|gossen|siedet|füllt|knetet|formt|presst|zogen|strickt|häkelt|töpfert|färbt|malt|klebt|schmolzen|druckt|gießt|packt|bunden|dreht|wickelt)$/u;
/** A sentence or a caption's title segment: up to its sentence end, line end or emoji. */
const SEGMENT = /[^.!?\n\p{Extended_Pictographic}]+[.!?\n\p{Extended_Pictographic}\uFE0F\u200D\s]*/gu;
/** Measured known foods a text must cook beside a report for the report to be an aside. */
const MIN_FOODS_COOKED = 2;

/**
 * 'Heute 14 qm Laminat im Kinderzimmer verlegt', '4 Stunden Hecke geschnitten und den Rasen vertikutiert': a sentence that
 * reports work the writer did, by a participle that makes nothing, for nothing named ('für', 'gegen', 'zum'), with no
 * food in it, is what was done before or beside the cooking; its purpose words say nothing of what the text makes.
 */
function isDoneReport(segment: string): boolean {
  const ws = segment.match(/\p{L}+/gu) ?? [];
  if (!ws.some((w) => DONE_PARTICIPLE.test(w)) || ws.some((w) => /^\p{Ll}+$/u.test(w) && MAKING_PARTICIPLE.test(w))) {
    return false;
  }
  FOR_PHRASE.lastIndex = 0;
  // ('Unkraut' ends in a food's 'Kraut': a purpose word is no food named.)
  return !FOR_PHRASE.test(segment) && !ws.some((w) => /^\p{Lu}/u.test(w) && isKnownIngredient(w) && purposesNamed(w) === 0);
}

/** The text without its reports of work done, when it cooks two measured foods beside them. */
function withoutDoneReports(told: string, foodsCooked: number, steps: number): string {
  if (foodsCooked < MIN_FOODS_COOKED || steps === 0) return told;
  return (told.match(SEGMENT) ?? []).filter((segment) => !isDoneReport(segment)).join(' ');
}

/** Known foods an aside's purpose word must outweigh, per word: one word of DIY beside eight foods is an aside. */
const FOODS_PER_ASIDE_PURPOSE = 3;

/** Pictographs and the end of a line or sentence close a caption's title ('Das Regal hängt endlich 🔨🪚 Nach …'). */
const TITLE_END = /[.!?\n]|\p{Extended_Pictographic}/u;

/** The title of a text: its first line, up to its first sentence end or emoji. */
function leadOf(told: string): string {
  const text = told.trimStart();
  const end = text.search(TITLE_END);
  return end < 0 ? text : text.slice(0, end);
}

/** 'für die Wäsche', 'gegen Halsweh', 'zum Gurgeln': the phrases that name what a made thing is for. */
const FOR_PHRASE = /(?<![\p{L}])(?:für|fürs|gegen|zum|zur)\s+(?:\p{L}+\s+){0,2}\p{L}+/giu;
function forPhrases(told: string): string {
  return (told.match(FOR_PHRASE) ?? []).join(' · ');
}

/** '250 ___ Mehl', 'das sind ___ Eier': a gap left for the reader to fill. */
const GAP = /_{3,}/gu;
const MIN_GAPS = 2;

/** 'Ergänzt die richtige Einheit! 1. Für den Kuchen brauche ich 250 ___ Mehl.': an exercise to learn, not to cook. */
function isWorksheet(text: string): boolean {
  return (text.match(GAP)?.length ?? 0) >= MIN_GAPS;
}

/**
 * 'Abfluss verstopft? … 4 EL Natron, 1 Tasse Essig … in den Abfluss schütten', 'Knete selber machen … Nicht zum
 * Verzehr geeignet': a text that says what it makes is not eaten, or names a purpose other than food or lists mostly
 * things that are no food, and speaks of no eating, or leaves gaps to fill (a worksheet), is no recipe, however much it
 * looks like one; a cake with Natron and Essig or a salad from one's own plants names no such purpose.
 */
export function isMadeForNoMeal(
  text: string,
  list: { ingredients: readonly TParsedIngredient[]; steps: number; hasIngredientHeading: boolean } = {
    ingredients: [],
    steps: 0,
    hasIngredientHeading: false,
  },
): boolean {
  const whole = withoutHashtags(text);
  // (Purposes and prohibitions are read in the text's own matter; eating counts wherever it is said.)
  const told = withoutAsides(whole);
  if (NOT_TO_EAT.test(told) || isWorksheet(told)) return true;
  // (A list headed 'Zutaten:' or 'Ingredients:' is called food by its writer, and the lexicon knows few English foods; a
  // list without a method — a Dutch page read as text — is judged as a bare list.)
  const mostlyNoFood = list.steps > 0 && !list.hasIngredientHeading && isGermanText(told) && isMostlyNoFood(list.ingredients);
  const foodItems = list.ingredients.filter((i) => isKnownIngredient(i.name) || sectionOf(i.name) !== DEFAULT_SECTION).length;
  const foodsCooked = list.ingredients.filter((i) => i.amount !== '' && isKnownIngredient(i.name)).length;
  const purposeTold = withoutDoneReports(told, foodsCooked, list.steps);
  // ('Unser Kleiner ist 3 geworden 🎂 12 Kinder … 1 kaputte Vase': a title dropped as a report of what happened leaves
  // no title; the next segment does not become one.)
  const lead = leadOf(told).trim();
  const titleKept = purposeTold === told || purposeTold.trimStart().startsWith(lead);
  return (
    isForAnotherPurpose(
      purposeTold,
      eatingNamed(whole),
      foodItems,
      titleKept ? leadOf(purposeTold) : '',
      purposeConfirmedByTags(text, purposeTold),
    ) ||
    (mostlyNoFood && eatingNamed(whole) === 0)
  );
}

const MIN_ITEMS_JUDGED = 3;

/** Words German uses often and its neighbours (Dutch, English) do not spell the same. */
const GERMAN_WORDS =
  /(?<![\p{L}])(?:und|der|das|mit|nicht|ist|ein|eine|einen|dem|den|für|auch|dann|wird|ich|du|wir|sind|etwas|noch|alles|bis)(?![\p{L}])/giu;
/** Dutch and English words of the same kind („en“, „het“, „een“, „met“; „and“, „the“, „with“). */
const NEIGHBOUR_WORDS = /(?<![\p{L}])(?:en|het|een|van|met|je|voor|niet|ook|and|the|with|of|to|you|your)(?![\p{L}])/giu;

/**
 * Whether the text is German: the lexicon and the shopping sections know German foods (and some English), so on a
 * Dutch page read as text („2 eieren, 250 ml melk, 125 gr zelfrijzend bakmeel“) their silence says nothing.
 */
function isGermanText(text: string): boolean {
  const german = text.match(GERMAN_WORDS)?.length ?? 0;
  const neighbours = text.match(NEIGHBOUR_WORDS)?.length ?? 0;
  return german > neighbours;
}

/**
 * 'Bienenwachs-Pastillen, Baumharz, Jojobaöl, Baumwolltücher': fewer than a third of the items are foods — a word the
 * parser's lexicon or the shopping list's sections know ('Jojobaöl' by its 'Öl', 'Glukosesirup' by its 'Sirup'). Dialect
 * and English recipes name fewer known foods, but none of the labelled ones fewer than two in five.
 */
function isMostlyNoFood(ingredients: readonly TParsedIngredient[]): boolean {
  // ('Matschkuchen mit Gänseblümchen' over '3 Schaufeln Erde': a line without amount may be the thing's name, no item.)
  const measured = ingredients.filter((i) => i.amount !== '' || i.unit !== '');
  if (measured.length < MIN_ITEMS_JUDGED) return false;
  // ('Kartofeln', 'Zwieblen': a food word misspelt by one letter still names a food; 'Salbe' is no 'Salbei'.)
  const misspeltFood = (name: string): boolean => isMisspeltKnownIngredient(name) && purposesNamed(name) === 0;
  const food = measured.filter(
    (i) => isKnownIngredient(i.name) || sectionOf(i.name) !== DEFAULT_SECTION || misspeltFood(i.name),
  ).length;
  return food * 3 < measured.length;
}
