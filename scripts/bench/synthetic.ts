import { DIFFICULTIES, RECIPE_CATEGORIES, type TIngredient, type TInstruction } from '@kochclip/db/schema';

const ADJECTIVES = [
  'Omas',
  'Schnelle',
  'Würzige',
  'Cremige',
  'Herbstliche',
  'Leichte',
  'Italienische',
  'Bayerische',
  'Schwäbische',
  'Knusprige',
  'Sommerliche',
  'Feine',
  'Rustikale',
  'Einfache',
  'Scharfe',
];
const MAINS = [
  'Kürbis',
  'Tomaten',
  'Linsen',
  'Kartoffel',
  'Spinat',
  'Brokkoli',
  'Hähnchen',
  'Rinder',
  'Lachs',
  'Pilz',
  'Zucchini',
  'Paprika',
  'Käse',
  'Bohnen',
  'Kichererbsen',
  'Möhren',
  'Lauch',
  'Spargel',
  'Blumenkohl',
  'Apfel',
  'Birnen',
  'Erdbeer',
  'Kirsch',
  'Schoko',
  'Nuss',
  'Reis',
  'Gemüse',
  'Quark',
  'Mais',
  'Rote-Bete',
];
const BASES = [
  'suppe',
  'eintopf',
  'auflauf',
  'salat',
  'pfanne',
  'curry',
  'risotto',
  'lasagne',
  'quiche',
  'kuchen',
  'brot',
  'bowl',
  'gratin',
  'nudeln',
  'knödel',
  'gulasch',
  'omelett',
  'pfannkuchen',
  'strudel',
  'frikadellen',
];
const INGREDIENTS = [
  'Zwiebel',
  'Knoblauch',
  'Olivenöl',
  'Butter',
  'Sahne',
  'Milch',
  'Mehl',
  'Eier',
  'Salz',
  'Pfeffer',
  'Paprikapulver',
  'Petersilie',
  'Schnittlauch',
  'Gemüsebrühe',
  'Zitrone',
  'Honig',
  'Senf',
  'Parmesan',
  'Feta',
  'Ingwer',
  'Kreuzkümmel',
  'Muskat',
  'Thymian',
  'Rosmarin',
  'Basilikum',
  'Zucker',
  'Backpulver',
  'Joghurt',
  'Speck',
  'Walnüsse',
];
const UNITS = ['g', 'ml', 'EL', 'TL', 'Stück', 'Prise', 'Zehe', 'Bund'];
const TAGS = [
  'schnell',
  'vegetarisch',
  'vegan',
  'glutenfrei',
  'low carb',
  'ofengericht',
  'meal prep',
  'familie',
  'herbst',
  'sommer',
  'party',
  'günstig',
];
const STEPS = [
  'Zwiebeln und Knoblauch fein würfeln und in Öl glasig dünsten.',
  'Das Gemüse putzen, klein schneiden und kurz mitbraten.',
  'Mit Brühe ablöschen und zugedeckt köcheln lassen.',
  'Mit Salz, Pfeffer und Gewürzen abschmecken.',
  'Im vorgeheizten Ofen goldbraun backen.',
  'Mit frischen Kräutern bestreuen und servieren.',
];

/** A well-mixed 32-bit hash of (i, salt) as a number in [0, 1): every attribute is drawn independently. */
function unit(i: number, salt: number): number {
  let h = Math.imul(i ^ Math.imul(salt, 0x9e3779b1), 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) / 2 ** 32;
}

/**
 * Deterministic synthetic recipe number i; one in 5,000 mentions Bärlauch (the selective search term), one in
 * 20 is a soup (the broad one) and one in 50 has Suppengrün among its ingredients (a match outside the title). Dish, category and popularity are drawn independently of each other (a community
 * has popular soups and unpopular ones), and likes follow a long tail: a quarter of the recipes have none.
 */
export function syntheticRecipe(i: number) {
  const pick = <T>(list: readonly T[], salt: number): T => list[Math.floor(unit(i, salt) * list.length)] as T;
  const main = pick(MAINS, 1);
  const base = pick(BASES, 2);
  const rare = i % 5000 === 17;
  const ingredients: TIngredient[] = Array.from({ length: 5 + (i % 6) }, (_, k) => ({
    name:
      k === 0
        ? rare
          ? 'Bärlauch'
          : main.replace(/-/g, ' ')
        : k === 1 && i % 50 === 3
          ? 'Suppengrün'
          : pick(INGREDIENTS, 100 + k),
    amount: String(1 + ((i + k) % 400)),
    unit: pick(UNITS, 200 + k),
  }));
  const instructions: TInstruction[] = Array.from({ length: 4 + (i % 3) }, (_, k) => ({
    step: pick(STEPS, 300 + k),
    duration: 5 + ((i + k) % 20),
  }));
  return {
    title: `${pick(ADJECTIVES, 3)} ${main}${base}${rare ? ' mit Bärlauch' : ''} Nr. ${i}`,
    description: `Ein ${pick(['schnelles', 'herzhaftes', 'leichtes', 'klassisches'], 4)} Rezept mit ${main} für jeden Tag.`,
    category: pick(RECIPE_CATEGORIES, 5),
    difficulty: pick(DIFFICULTIES, 6),
    duration: 5 + ((i * 13) % 150),
    servings: 1 + (i % 6),
    tags: [pick(TAGS, 7), pick(TAGS, 8)].filter((t, k, all) => all.indexOf(t) === k),
    ingredients,
    instructions,
    likeCount: Math.floor(300 * unit(i, 97) ** 4),
    viewCount: Math.floor(5000 * unit(i, 98) ** 3),
    createdAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000),
  };
}
