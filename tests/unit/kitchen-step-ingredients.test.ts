import { describe, expect, it } from 'vitest';
import { seedRecipes } from '@kochclip/db/seed';
import { ingredientsOfStep } from '@kochclip/core';

/** The ingredient names a step of a seeded recipe uses, as cooking mode shows them under the step. */
function usedBy(slug: string, stepNumber: number): string[] {
  const recipe = seedRecipes.find((r) => r.slug === slug);
  if (!recipe) throw new Error(`kein Demo-Rezept ${slug}`);
  const step = recipe.instructions[stepNumber - 1];
  if (!step) throw new Error(`${slug} hat keinen Schritt ${stepNumber}`);
  return ingredientsOfStep(step.step, recipe.ingredients).map((index) => recipe.ingredients[index]?.name ?? '');
}

describe('ingredients of a step, on the demo recipes', () => {
  it('finds inflected nouns: "Eier" is "Ei", "Mehl" is "Weizenmehl (Type 405)"', () => {
    expect(usedBy('pfannkuchen', 1)).toEqual(['Weizenmehl (Type 405)', 'Milch', 'Ei', 'Zucker', 'Salz']);
  });

  it('matches "die Zwiebeln" to "Zwiebel" and leaves out what the step does not name', () => {
    expect(usedBy('kaesespaetzle', 2)).toEqual(['Zwiebel', 'Butter']);
  });

  it('finds a compound of the ingredient: "Knoblauchzehe" for "Knoblauch", "Apfelfüllung" for "Äpfel"', () => {
    expect(usedBy('bruschetta', 4)).toContain('Knoblauch');
    expect(usedBy('apfelstrudel', 5)).toContain('säuerliche Äpfel (z. B. Boskop)');
  });

  it('prefers the exact ingredient: "Paprika" is the rote Paprika, not the Paprikapulver', () => {
    expect(usedBy('shakshuka', 1)).toEqual(['Zwiebel', 'rote Paprika', 'Knoblauch']);
    expect(usedBy('shakshuka', 2)).toEqual([
      'Olivenöl',
      'Zwiebel',
      'rote Paprika',
      'Knoblauch',
      'gemahlener Kreuzkümmel',
      'Paprikapulver edelsüß',
    ]);
  });

  it('reads "Salz, Pfeffer und Chili" as the line "Salz und Pfeffer" and the Chiliflocken', () => {
    expect(usedBy('shakshuka', 3)).toEqual(['stückige Tomaten', 'Chiliflocken', 'Salz und Pfeffer']);
  });

  it('takes the head of a compound ingredient: "Öl" is the Sonnenblumenöl, "Brühe" the Rinderbrühe', () => {
    expect(usedBy('apfelstrudel', 1)).toEqual(['Weizenmehl', 'lauwarmes Wasser', 'Sonnenblumenöl', 'Salz']);
    expect(usedBy('schwaebische-maultaschen', 6)).toEqual(['Rinderbrühe']);
  });

  it('counts Eigelbe and Eiweiße as eggs, but no short word inside another ("er" is not Emmentaler)', () => {
    expect(usedBy('kaiserschmarrn', 2)).toContain('Ei');
    expect(usedBy('kaesespaetzle', 1)).toEqual(['Weizenmehl', 'Ei', 'Wasser', 'Salz']);
  });

  it('does not take a dish for an ingredient ("Suppe" is no Suppengrün, "in" no Rotwein)', () => {
    expect(usedBy('linsensuppe', 4)).toEqual(['Lorbeerblatt', 'Wiener Würstchen']);
    expect(usedBy('rinderrouladen', 4)).toEqual(['Rinderroulade (aus der Oberschale)', 'Butterschmalz']);
  });

  it('finds nothing in a step about the oven alone', () => {
    expect(usedBy('flammkuchen', 1)).toEqual([]);
  });

  it('matches every demo recipe step without throwing and never names an ingredient twice', () => {
    for (const recipe of seedRecipes) {
      for (const step of recipe.instructions) {
        const used = ingredientsOfStep(step.step, recipe.ingredients);
        expect(new Set(used).size).toBe(used.length);
        expect(used.every((i) => i >= 0 && i < recipe.ingredients.length)).toBe(true);
      }
    }
  });
});
