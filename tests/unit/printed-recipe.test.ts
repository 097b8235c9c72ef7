import { describe, expect, it } from 'vitest';
import { recipeJsonLd } from '@kochclip/routers/recipe-json-ld';
import { printedListRecipe, printedRecipe } from '@kochclip/web/features/print/printed-recipe';

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

  it('prints a cookbook recipe from its JSON-LD: notes in the lines, each HowToSection under its title', () => {
    const flat = ingredientGroups.flatMap((group) => group.ingredients.map((i) => ({ ...i, group: group.title })));
    const steps = instructionGroups.flatMap((group) => group.steps.map((s) => ({ ...s, group: group.title })));
    const jsonLd = recipeJsonLd(
      {
        id: 7,
        title: 'Zwiebelkuchen',
        description: null,
        imageUrl: null,
        createdAt: new Date('2026-11-01T10:00:00Z'),
        category: 'Hauptgericht',
        servings: 4,
        duration: 100,
        tags: [],
        ingredients: flat,
        instructions: steps,
        createdBy: null,
        averageRating: null,
        totalRatings: 0,
        sourceUrl: null,
        sourceAuthor: null,
        originalVideoUrl: null,
      },
      'https://kochclip.example',
    );
    const printed = printedListRecipe(jsonLd);
    expect(printed.ingredientGroups).toEqual([
      {
        title: null,
        ingredients: [
          { amount: '', name: '200 g Mehl, gesiebt' },
          { amount: '', name: '1 Würfel Hefe' },
          { amount: '', name: '1 TL Kümmel (optional)' },
        ],
      },
    ]);
    expect(printed.stepGroups).toEqual([
      { title: null, steps: ['Ofen vorheizen.'] },
      { title: 'Teig', steps: ['Kneten.', 'Gehen lassen.'] },
      { title: 'Belag', steps: ['Backen.'] },
    ]);
  });
});
