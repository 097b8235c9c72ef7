import { describe, expect, it } from 'vitest';
import { seedRecipes } from '@kochclip/db/seed';
import {
  ingredientKey,
  isPantryStaple,
  lineAmount,
  lineName,
  linesFromRecipe,
  mergeLines,
  readAmount,
  sectionOf,
  SHOPPING_SECTIONS,
  type TRecipeForShopping,
} from '@kochclip/core';

let nextId = 1;
const recipe = (title: string, servings: number, ingredients: [string, string, string][]): TRecipeForShopping => ({
  id: nextId++,
  title,
  servings,
  ingredients: ingredients.map(([amount, unit, name]) => ({ amount, unit, name })),
});

/** The list two or more recipes make, as 'amount name' texts keyed by name. */
function listOf(...recipes: TRecipeForShopping[]) {
  const lines = mergeLines(recipes.flatMap((r) => linesFromRecipe(r, r.servings)));
  return Object.fromEntries(lines.map((line) => [line.name, { amount: lineAmount(line), shown: lineName(line), line }]));
}

describe('merging the same ingredient from several recipes', () => {
  it("adds '200 g' and '0,5 kg' to '700 g'", () => {
    const list = listOf(recipe('Gulasch', 4, [['200', 'g', 'Zwiebeln']]), recipe('Suppe', 4, [['0,5', 'kg', 'Zwiebel']]));
    expect(list.Zwiebeln?.amount).toBe('700 g');
    expect(Object.keys(list)).toEqual(['Zwiebeln']);
  });

  it('writes a kilo and more in kg, with up to two decimals', () => {
    const list = listOf(recipe('A', 4, [['750', 'g', 'Mehl']]), recipe('B', 4, [['0,5', 'kg', 'Mehl']]));
    expect(list.Mehl?.amount).toBe('1,25 kg');
  });

  it('converts millilitres and litres (and dl, cl) the same way', () => {
    const list = listOf(
      recipe('A', 4, [['250', 'ml', 'Milch']]),
      recipe('B', 4, [['0,5', 'l', 'Milch']]),
      recipe('C', 4, [['1', 'dl', 'Milch']]),
    );
    expect(list.Milch?.amount).toBe('850 ml');
    const more = listOf(recipe('A', 4, [['750', 'ml', 'Milch']]), recipe('B', 4, [['1', 'Liter', 'Milch']]));
    expect(more.Milch?.amount).toBe('1,75 l');
  });

  it('keeps spoons as spoons: 2 EL and 1 TL stay side by side, EL add up', () => {
    const list = listOf(
      recipe('A', 4, [['2', 'EL', 'Olivenöl']]),
      recipe('B', 4, [['1', 'EL', 'Olivenöl']]),
      recipe('C', 4, [['1', 'TL', 'Olivenöl']]),
    );
    expect(list.Olivenöl?.amount).toBe('3 EL + 1 TL');
  });

  it('adds countable items up and writes their plural: 1 Ei and 3 Eier are 4 Eier', () => {
    const list = listOf(recipe('A', 4, [['1', '', 'Ei']]), recipe('B', 4, [['3', 'Stück', 'Eier']]));
    expect(list.Ei?.amount).toBe('4');
    expect(list.Ei?.shown).toBe('Eier');
  });

  it("lists 'nach Geschmack' once without an amount, also when 'Salz und Pfeffer' comes as one line", () => {
    const list = listOf(
      recipe('A', 2, [['', 'nach Geschmack', 'Salz und Pfeffer']]),
      recipe('B', 2, [['', 'nach Geschmack', 'Salz']]),
      recipe('C', 2, [['', '', 'Pfeffer']]),
    );
    expect(Object.keys(list)).toEqual(['Salz', 'Pfeffer']);
    expect(list.Salz?.amount).toBe('');
    expect(list.Pfeffer?.amount).toBe('');
    expect(list.Salz?.line.sources.map((s) => s.title)).toEqual(['A', 'B']);
  });

  it('keeps an amount when another recipe adds the same item to taste', () => {
    const list = listOf(recipe('A', 4, [['1', 'Prise', 'Salz']]), recipe('B', 4, [['', 'nach Geschmack', 'Salz']]));
    expect(list.Salz?.amount).toBe('1 Prise');
  });

  it('writes kitchen units in the number bought: 2 Zehen, 3 Dosen, 2 Prisen, 1 Zehe', () => {
    const list = listOf(
      recipe('A', 4, [
        ['1', 'Zehe', 'Knoblauch'],
        ['1', 'Dose', 'Tomaten'],
        ['1', 'Prise', 'Zucker'],
        ['1', 'Zweig', 'Rosmarin'],
        ['1', 'Glas', 'Kapern'],
        ['1', 'Zehe', 'Ingwer'],
      ]),
      recipe('B', 4, [
        ['1', 'Zehen', 'Knoblauch'],
        ['2', 'Dosen', 'Tomaten'],
        ['1', 'Prise', 'Zucker'],
        ['2', 'Zweige', 'Rosmarin'],
        ['1', 'Gläser', 'Kapern'],
      ]),
    );
    expect(Object.fromEntries(Object.entries(list).map(([name, { amount }]) => [name, amount]))).toEqual({
      Knoblauch: '2 Zehen',
      Tomaten: '3 Dosen',
      Zucker: '2 Prisen',
      Rosmarin: '3 Zweige',
      Kapern: '2 Gläser',
      Ingwer: '1 Zehe',
    });
  });

  it('buys the upper end of a range, reads fractions with the portion scaler and buys pieces whole', () => {
    const list = listOf(recipe('A', 4, [['2-3', '', 'Zwiebeln']]), recipe('B', 4, [['1/2', '', 'Zwiebel']]));
    expect(list.Zwiebeln?.amount).toBe('4');
    const halves = listOf(recipe('A', 4, [['1/2', 'Bund', 'Petersilie']]), recipe('B', 4, [['1/2', 'Bund', 'Petersilie']]));
    expect(halves.Petersilie?.amount).toBe('1 Bund');
    const spoons = listOf(recipe('A', 4, [['1 1/2', 'EL', 'Honig']]), recipe('B', 4, [['1', 'EL', 'Honig']]));
    expect(spoons.Honig?.amount).toBe('2 1/2 EL');
  });

  it('scales every amount to the servings chosen for the recipe', () => {
    const pancakes = recipe('Pfannkuchen', 4, [
      ['250', 'g', 'Weizenmehl (Type 405)'],
      ['500', 'ml', 'Milch'],
      ['3', '', 'Ei'],
    ]);
    const lines = linesFromRecipe(pancakes, 6);
    expect(lines.map((line) => `${lineAmount(line)} ${lineName(line)}`)).toEqual(['375 g Weizenmehl', '750 ml Milch', '5 Eier']);
  });

  it('names each line with the recipes it came from, each recipe once', () => {
    const a = recipe('Shakshuka', 2, [
      ['1', '', 'Zwiebel'],
      ['1', '', 'rote Zwiebel'],
    ]);
    const b = recipe('Gulasch', 4, [['2', '', 'Zwiebeln']]);
    const list = listOf(a, b);
    expect(list.Zwiebel?.line.sources.map((s) => s.title)).toEqual(['Shakshuka', 'Gulasch']);
    expect(list['rote Zwiebel']?.line.sources.map((s) => s.title)).toEqual(['Shakshuka']);
  });

  it("merges what differs only in word order, case or preparation ('Tomaten, stückige', 'frische Petersilie')", () => {
    expect(ingredientKey('Tomaten, stückige')).toBe(ingredientKey('stückige Tomaten'));
    expect(ingredientKey('frische Petersilie')).toBe(ingredientKey('Petersilie'));
    expect(ingredientKey('Butter zum Ausbacken')).toBe(ingredientKey('Butter'));
    expect(ingredientKey('stückige Tomaten')).not.toBe(ingredientKey('Tomaten'));
    expect(ingredientKey('rote Zwiebel')).not.toBe(ingredientKey('Zwiebel'));
  });

  it("merges 'Mehl, gesiebt' with 'Mehl' (a note says how to prepare, not what to buy) and adds optional ingredients", () => {
    const cake: TRecipeForShopping = {
      id: nextId++,
      title: 'Zwiebelkuchen',
      servings: 4,
      ingredients: [
        { amount: '200', unit: 'g', name: 'Mehl', note: 'gesiebt', optional: false },
        { amount: '1', unit: 'TL', name: 'Kümmel', note: 'gemahlen', optional: true },
      ],
    };
    const list = listOf(cake, recipe('Brot', 4, [['300', 'g', 'Mehl']]));
    expect(Object.keys(list).sort()).toEqual(['Kümmel', 'Mehl']);
    expect(list.Mehl?.amount).toBe('500 g');
    expect(list.Mehl?.line.sources.map((s) => s.title)).toEqual(['Zwiebelkuchen', 'Brot']);
    expect(list.Kümmel?.amount).toBe('1 TL');
  });

  it('keeps amounts nobody can add up as written', () => {
    expect(readAmount('eine', 'Handvoll')).toEqual({ kind: 'unspecified', note: 'eine Handvoll' });
    const list = listOf(recipe('A', 4, [['200', 'g', 'Lauch']]), recipe('B', 4, [['1 Stange', '', 'Lauch']]));
    expect(list.Lauch?.amount).toBe('200 g + 1 Stange');
  });
});

describe('supermarket sections and pantry staples', () => {
  it.each([
    ['Zwiebel', 'Obst & Gemüse'],
    ['Knoblauchzehen', 'Obst & Gemüse'],
    ['glatte Petersilie', 'Obst & Gemüse'],
    ['Weizenmehl (Type 405)', 'Trockenware'],
    ['Spaghetti', 'Trockenware'],
    ['Kokosmilch', 'Trockenware'],
    ['Feta-Käse', 'Kühlregal'],
    ['Schlagsahne', 'Kühlregal'],
    ['Ei', 'Kühlregal'],
    ['Hähnchenbrustfilet', 'Fleisch & Fisch'],
    ['Lachsfilet ohne Haut', 'Fleisch & Fisch'],
    ['Speckwürfel', 'Fleisch & Fisch'],
    ['Ciabatta', 'Brot & Backwaren'],
    ['Blätterteig', 'Brot & Backwaren'],
    ['Paprikapulver edelsüß', 'Gewürze'],
    ['gemahlener Kreuzkümmel', 'Gewürze'],
    ['trockener Weißwein', 'Getränke'],
    ['Mineralwasser mit Kohlensäure', 'Getränke'],
    ['Backpapier', 'Trockenware'],
    ['Zahnstocher', 'Sonstiges'],
    ['Quatschzutat', 'Sonstiges'],
  ])('%s → %s', (name, section) => {
    expect(sectionOf(name)).toBe(section);
  });

  it('puts canned, jarred and dried goods on the shelf', () => {
    expect(sectionOf('Tomaten', 'Dose')).toBe('Trockenware');
    expect(sectionOf('stückige Tomaten')).toBe('Trockenware');
    expect(sectionOf('getrocknete Tomaten')).toBe('Trockenware');
    expect(sectionOf('Tomaten')).toBe('Obst & Gemüse');
  });

  it('knows the staples a kitchen has (Salz, Pfeffer, Öl, Wasser, …) and nothing else', () => {
    for (const staple of ['Salz', 'Salz und Pfeffer', 'schwarzer Pfeffer', 'Olivenöl', 'Wasser', 'lauwarmes Wasser', 'Zucker']) {
      expect(isPantryStaple(staple), staple).toBe(true);
    }
    for (const bought of ['Mineralwasser', 'Salz und Zitrone', 'Zwiebel', 'Salzbrezel', 'Butter']) {
      expect(isPantryStaple(bought), bought).toBe(false);
    }
  });

  it('places every ingredient of the demo recipes in one of the eight sections', () => {
    const sections = new Set<string>(SHOPPING_SECTIONS);
    const lines = seedRecipes.flatMap((r, i) => linesFromRecipe({ ...r, id: i + 1 }, r.servings));
    expect(lines.every((line) => sections.has(line.section))).toBe(true);
    const unplaced = lines.filter((line) => line.section === 'Sonstiges').map((line) => line.name);
    // The lexicon knows the demo kitchen: at most a handful of lines end up under Sonstiges.
    expect(unplaced.length, unplaced.join(', ')).toBeLessThanOrEqual(5);
  });
});

describe('plurals on the list', () => {
  it.each([
    ['Zwiebel', 'Zwiebeln'],
    ['Zitrone', 'Zitronen'],
    ['Avocado', 'Avocados'],
    ['Ei', 'Eier'],
    ['Apfel', 'Äpfel'],
    ['Lorbeerblatt', 'Lorbeerblätter'],
    ['Paprika', 'Paprika'],
    ['Brötchen', 'Brötchen'],
    ['Fladenbrot', 'Fladenbrote'],
    ['rote Zwiebel', 'rote Zwiebeln'],
  ])('%s → %s', (singular, plural) => {
    expect(lineName({ name: singular, quantities: [{ value: 2, unit: 'Stück' }], notes: [] })).toBe(plural);
    expect(lineName({ name: plural, quantities: [{ value: 1, unit: 'Stück' }], notes: [] })).toBe(singular);
  });
});

describe('amounts scaled down for the list', () => {
  it('asks for at least one Prise and halves of what is counted, never "0,17 Prise" or "0,08 Stück"', () => {
    const strudel = recipe('Apfelstrudel', 6, [
      ['1', 'Prise', 'Salz'],
      ['1/2', 'Stück', 'Zitrone'],
      ['1', 'Zweig', 'Rosmarin'],
      ['1', 'TL', 'Zimt'],
    ]);
    const lines = linesFromRecipe(strudel, 1);
    expect(lines.map((line) => `${lineAmount(line)} ${lineName(line)}`)).toEqual([
      '1 Prise Salz',
      '1 Zitrone',
      '1/2 Zweig Rosmarin',
      '0,17 TL Zimt',
    ]);
  });
});
