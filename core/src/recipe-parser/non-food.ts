/**
 * Texts shaped like recipes whose purpose is not food: a drain cleaner, a brew against aphids, a volcano for children,
 * play dough, bath bombs, a face mask, bird-seed balls, a cow's feed, a worksheet with amounts to fill in. Their lists
 * and steps read like a recipe's; what they say they are for does not.
 */

import { DEFAULT_SECTION, sectionOf } from '../kitchen/sections';
import { isKnownIngredient } from './lexicon';
import type { TParsedIngredient } from './types';
import { withoutHashtags } from './hashtags';

/**
 * What the made thing is for when it is not eaten: cleaning (not 'putzen', which also cleans leeks and mushrooms),
 * plant care, children's experiments and crafts, cosmetics (not 'Haut', which fish and tomatoes have), feed for birds
 * and animals.
 */
const NON_FOOD_PURPOSE = new RegExp(
  [
    // cleaning
    'abfluss',
    'verstopft',
    'rohrreinig',
    'putzmittel',
    'putzhack',
    'putztipp',
    'reiniger',
    'spülmittel',
    'waschmittel',
    'entkalk',
    '(?<![\\p{L}])fenster',
    // plants
    'blattl[aä]us',
    '(?<![\\p{L}])läuse',
    'schädling',
    'dünger',
    '(?<![\\p{L}])düngen',
    'zimmerpflanze',
    'topfpflanze',
    // children's experiments and crafts
    'experiment\\S*\\s+mit\\s+(?:den\\s+|meinen\\s+|unseren\\s+)?(?:kids|kindern|kleinen)',
    'experimentemitkindern',
    'kinderexperiment',
    // (not 'knete' alone: 'ich knete den Teig')
    'spielknete',
    'knete\\s+(?:selber|selbst)',
    'knetmasse',
    '(?<![\\p{L}])basteln',
    // cosmetics
    'badebombe',
    'badekugel',
    'gesichtsmaske',
    'auf\\s+(?:das\\s+)?(?:\\p{L}+\\s+)?gesicht(?![\\p{L}])',
    'aufs\\s+gesicht(?![\\p{L}])',
    'haarkur',
    'haarmaske',
    'haarwachstum',
    'haarlängen',
    'kopfhaut',
    'spülung\\s+für\\s+(?:\\p{L}+\\s+)?haar',
    // (not 'peeling' alone: English recipes peel potatoes)
    '(?:gesichts|körper|lippen|zucker|salz|kaffee)peeling',
    '(?<![\\p{L}])peeling\\s+(?:für|selber|selbst)',
    'kosmetik',
    // (a deodorant, its cream or spray, rubbed under the arms)
    '(?<![\\p{L}])deo',
    'achsel',
    'skincare',
    // crafts, dyeing and costumes ('Kleister für Pappmaché', 'Wolle färben', 'Kunstblut fürs Kostüm')
    'kleister',
    'pappmach',
    '(?<![\\p{L}])bemalen',
    '(?<![\\p{L}])wolle(?![\\p{L}])',
    'färbetopf',
    // (not 'Kostüm' alone: a cake for a 'Kostümparty' is eaten)
    'kunstblut',
    '(?<![\\p{L}])schminke',
    // candles and soap
    'docht',
    'kerzen\\s+(?:selbst\\s+|selber\\s+)?gießen',
    'seife',
    // feed
    'meisenknödel',
    'vogelfutter',
    'kraftfutter',
    '(?<![\\p{L}])silage',
    '(?<![\\p{L}])(?:fressen|frisst|gefressen)(?![\\p{L}])',
    // treats for animals ('Pferdeleckerli', 'Hundekekse', 'Meerschweinchen-Leckerli')
    '(?:pferde|pony|hunde|katzen|hamster|kaninchen|meerschweinchen|nager|vogel|hühner)-?(?:leckerli|kekse?|snacks?|kuchen|keks)',
  ].join('|'),
  'iu',
);

/**
 * 'Bitte nicht probieren', 'Nicht zum Verzehr geeignet', 'Gegessen wird's natürlich nicht': the text says its result is
 * not to be eaten.
 */
const NOT_TO_EAT =
  /nicht\s+(?:zum\s+)?(?:verzehr|probieren)|nicht\s+essbar|nicht\s+zum\s+essen|ungenießbar|(?:gegessen|getrunken|verzehrt)\s+wird(?:['’]?s|\s+(?:es|er|sie|das))?\s+(?:\p{L}+\s+)?nicht(?![\p{L}])/iu;

/**
 * 'servieren', 'lecker', 'Guten Appetit', 'zum Frühstück' (and the same in English captions: 'serve', 'enjoy'): the
 * text speaks of eating what it makes.
 */
const EATEN =
  /servier|lecker(?!li)|guten appetit|schmeck|genieß|(?<![\p{L}])(?:essen|isst|gegessen|mahlzeit|frühstück|mittagessen|abendessen|nachtisch|dessert|beilage|snack)(?![\p{L}])|dazu passt|anrichten|(?<![\p{L}])(?:serve[sd]?|serving|enjoy|delicious|tasty|eat|dinner|lunch|breakfast)(?![\p{L}])/iu;

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
  const told = withoutHashtags(text);
  if (NOT_TO_EAT.test(told) || isWorksheet(told)) return true;
  // (A list headed 'Zutaten:' or 'Ingredients:' is called food by its writer, and the lexicon knows few English foods; a
  // list without a method — a Dutch page read as text — is judged as a bare list.)
  const mostlyNoFood = list.steps > 0 && !list.hasIngredientHeading && isGermanText(told) && isMostlyNoFood(list.ingredients);
  return (NON_FOOD_PURPOSE.test(told) || mostlyNoFood) && !EATEN.test(told);
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
  const food = measured.filter((i) => isKnownIngredient(i.name) || sectionOf(i.name) !== DEFAULT_SECTION).length;
  return food * 3 < measured.length;
}
