import { describe, expect, it } from 'vitest';
import { printedRecipe } from './printed-recipe';

const ingredientGroups = [
  {
    title: 'Für den Teig',
    ingredients: [
      { amount: '200', unit: 'g', name: 'Mehl', note: 'gesiebt', optional: false },
      { amount: '1', unit: 'Würfel', name: 'Hefe', note: null, optional: false },
    ],
  },
  { title: 'Für den Belag', ingredients: [{ amount: '1', unit: 'TL', name: 'Kümmel', note: null, optional: true }] },
];
const instructionGroups = [
  { title: null, steps: [{ step: 'Ofen vorheizen.' }] },
  { title: 'Teig', steps: [{ step: 'Kneten.' }, { step: 'Gehen lassen.' }] },
  { title: 'Belag', steps: [{ step: 'Backen.' }] },
];

describe('print views of a recipe in groups', () => {
  it('prints the recipe page with its group titles, notes, optional marks and amounts for the chosen servings', () => {
    const printed = printedRecipe(
      {
        title: 'Zwiebelkuchen',
        servings: 4,
        duration: 100,
        category: 'Hauptgericht',
        difficulty: 'mittel',
        sourceUrl: null,
        sourceSite: null,
        ingredientGroups,
        instructionGroups,
      },
      2,
    );
    expect(printed.ingredientGroups).toEqual([
      {
        title: 'Für den Teig',
        ingredients: [
          { amount: '100 g', name: 'Mehl', note: 'gesiebt', optional: false },
          { amount: '1/2 Würfel', name: 'Hefe', note: null, optional: false },
        ],
      },
      { title: 'Für den Belag', ingredients: [{ amount: '1/2 TL', name: 'Kümmel', note: null, optional: true }] },
    ]);
    expect(printed.stepGroups).toEqual([
      { title: null, steps: ['Ofen vorheizen.'] },
      { title: 'Teig', steps: ['Kneten.', 'Gehen lassen.'] },
      { title: 'Belag', steps: ['Backen.'] },
    ]);
  });
});
