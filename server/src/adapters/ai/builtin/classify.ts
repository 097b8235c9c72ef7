import { foldText, type TDifficulty, type TRecipeCategory } from '@kochclip/core';

/** Keyword rules in priority order; the first category with a hit in title or ingredients wins. */
const CATEGORY_WORDS: readonly [TRecipeCategory, RegExp][] = [
  ['Getränke', /\b(smoothie|shake|limonade|cocktail|mocktail|eistee|punsch|bowle|latte|kakao|drink)/],
  [
    'Dessert',
    /(kuchen|torte|muffin|brownie|cookie|keks|pudding|mousse|tiramisu|dessert|eiscreme|creme brulee|cheesecake|crumble|waffel|plätzchen|platzchen)/,
  ],
  ['Frühstück', /(fruhstuck|porridge|musli|granola|overnight oats|pancake|pfannkuchen|omelett|ruhrei|french toast|bircher)/],
  [
    'Italienisch',
    /(pasta|spaghetti|pizza|risotto|lasagne|gnocchi|carbonara|bolognese|pesto|tagliatelle|penne|ravioli|bruschetta)/,
  ],
  ['Asiatisch', /(curry|wok|sushi|ramen|teriyaki|sojasauce|kokosmilch|reisnudel|bami|nasi|dal\b|kimchi|udon|pak choi|sesamol)/],
  ['Mediterran', /(feta|halloumi|oliven|couscous|hummus|falafel|griechisch|shakshuka|tapas|zaziki|tzatziki|bulgur)/],
  ['Snacks', /(snack|dip\b|chips|fingerfood|muffins salzig|cracker|energy balls|popcorn)/],
];

const MEAT_OR_FISH =
  /(fleisch|hack|rind|schwein|huhn|hahnchen|huhnchen|pute|speck|schinken|wurst|salami|chorizo|lachs|thunfisch|fisch|garnele|shrimp|bacon|lamm|ente\b|gelatine|sardelle|kalb|steak|pancetta|guanciale|krabbe|muschel|tintenfisch)/;
const ANIMAL_PRODUCT =
  /(milch|butter|sahne|kase|joghurt|jogurt|quark|\bei\b|\beier|eigelb|eiweiss|honig|schmand|creme fraiche|mozzarella|parmesan|feta|mascarpone|ricotta|halloumi|frischkase|buttermilch)/;
const PLANT_BASED = /(hafer|soja|kokos|mandel|reis|erbsen|vegan|pflanzlich)/;

function haystack(title: string, ingredientNames: string[]): string {
  return foldText(`${title} ${ingredientNames.join(' ')}`);
}

export function guessCategory(title: string, ingredientNames: string[]): TRecipeCategory {
  const text = haystack(title, ingredientNames);
  return CATEGORY_WORDS.find(([, pattern]) => pattern.test(text))?.[0] ?? 'Hauptgericht';
}

export function guessDifficulty(steps: number, ingredients: number, minutes: number | null): TDifficulty {
  if (steps >= 10 || ingredients >= 15 || (minutes ?? 0) > 120) return 'schwer';
  if (steps <= 4 && ingredients <= 7 && (minutes ?? 0) <= 30) return 'einfach';
  return 'mittel';
}

/** Diet and speed tags in the seed's vocabulary ('vegetarisch', 'vegan', 'schnell'). */
export function guessTags(ingredientNames: string[], minutes: number | null): string[] {
  const names = ingredientNames.map(foldText);
  const tags: string[] = [];
  const vegetarian = names.length > 0 && !names.some((n) => MEAT_OR_FISH.test(n));
  if (vegetarian) tags.push('vegetarisch');
  if (vegetarian && !names.some((n) => ANIMAL_PRODUCT.test(n) && !PLANT_BASED.test(n))) tags.push('vegan');
  if (minutes !== null && minutes <= 20) tags.push('schnell');
  return tags;
}
