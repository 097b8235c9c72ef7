import { describe, expect, it } from 'vitest';
import type { TRecipeSnapshot } from '@kochclip/db/schema';
import { flatIngredients, ingredientGroupsOf, instructionGroupsOf } from '../../shared/recipe-groups';
import { versionChanges } from './version-changes';

const base: TRecipeSnapshot = {
  title: 'Linsensuppe',
  description: null,
  category: 'Hauptgericht',
  difficulty: 'einfach',
  servings: 4,
  prepTime: 10,
  cookTime: 40,
  duration: 50,
  tags: ['Suppe'],
  ingredients: [
    { name: 'Linsen', amount: '250', unit: 'g', note: null, optional: false, group: null },
    { name: 'Knoblauch', amount: '2', unit: 'Zehen', note: 'gepresst', optional: false, group: null },
  ],
  instructions: [
    { step: 'Linsen waschen.', group: null },
    { step: 'Kochen.', duration: 40, group: null },
  ],
};

describe('versionChanges', () => {
  it('calls the first version the first version', () => {
    expect(versionChanges(null, base)).toMatchObject({ first: true, summary: 'Erste Version' });
  });

  it('names a changed title, added, removed and changed ingredients and changed steps', () => {
    const after: TRecipeSnapshot = {
      ...base,
      title: 'Rote Linsensuppe',
      servings: 6,
      ingredients: [
        { name: 'Linsen', amount: '300', unit: 'g', note: null, optional: false, group: null },
        { name: 'Kreuzkümmel', amount: '1', unit: 'TL', note: null, optional: true, group: null },
      ],
      instructions: [
        { step: 'Linsen waschen.', group: null },
        { step: 'Kochen.', duration: 20, group: null },
      ],
    };
    const changes = versionChanges(base, after);
    expect(changes).toMatchObject({
      first: false,
      title: true,
      description: false,
      details: ['Portionen'],
      ingredientsAdded: ['Kreuzkümmel'],
      ingredientsRemoved: ['Knoblauch'],
      ingredientsChanged: ['Linsen'],
      steps: true,
    });
    expect(changes.summary).toBe(
      'Titel geändert; Portionen geändert; Zutaten hinzugefügt: Kreuzkümmel; Zutaten entfernt: Knoblauch; Zutaten geändert: Linsen; Zubereitung geändert',
    );
  });

  it('sees no change between a stored ingredient without the editor fields and the same one with their defaults', () => {
    const machine: TRecipeSnapshot = {
      ...base,
      ingredients: [{ name: 'Linsen', amount: '250', unit: 'g' }, base.ingredients[1] ?? { name: '', amount: '', unit: '' }],
      instructions: [{ step: 'Linsen waschen.' }, { step: 'Kochen.', duration: 40 }],
    };
    expect(versionChanges(machine, base)).toMatchObject({ summary: 'Keine inhaltlichen Änderungen', steps: false });
  });

  it('counts an ingredient moved to another group and a note as changed, a rename as removed and added', () => {
    const after: TRecipeSnapshot = {
      ...base,
      ingredients: [
        { name: 'linsen', amount: '250', unit: 'g', note: null, optional: false, group: 'Suppe' },
        { name: 'Knoblauchzehen', amount: '2', unit: '', note: 'gepresst', optional: false, group: 'Suppe' },
      ],
    };
    expect(versionChanges(base, after)).toMatchObject({
      ingredientsChanged: ['linsen'],
      ingredientsAdded: ['Knoblauchzehen'],
      ingredientsRemoved: ['Knoblauch'],
    });
  });
});

describe('recipe groups', () => {
  it('splits the flat lists where the group title changes and joins them back', () => {
    const groups = [
      { title: 'Für den Teig', ingredients: [{ name: 'Mehl', amount: '400', unit: 'g', note: 'gesiebt', optional: false }] },
      { title: null, ingredients: [{ name: 'Salz', amount: '', unit: '', note: null, optional: true }] },
    ];
    const flat = flatIngredients(groups);
    expect(flat.map((i) => i.group)).toEqual(['Für den Teig', null]);
    expect(ingredientGroupsOf(flat)).toEqual(groups);
  });

  it('reads items written before groups as one untitled group with no notes', () => {
    expect(ingredientGroupsOf([{ name: 'Mehl', amount: '1', unit: 'kg' }])).toEqual([
      { title: null, ingredients: [{ name: 'Mehl', amount: '1', unit: 'kg', note: null, optional: false }] },
    ]);
    expect(instructionGroupsOf([])).toEqual([]);
  });
});
