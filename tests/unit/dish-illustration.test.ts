import { describe, expect, it } from 'vitest';
import { dishKind, illustrationDataUrl, illustrationSvg, isIllustrationUrl } from '@kochclip/core';
import { seedRecipes } from '@kochclip/db/seed';

describe('dish illustrations', () => {
  it.each([
    ['Shakshuka', 'Frühstück', 'pan'],
    ['Linsensuppe', 'Hauptgericht', 'soup'],
    ['Spaghetti Carbonara', 'Italienisch', 'pasta'],
    ['Flammkuchen Elsässer Art', 'Hauptgericht', 'pizza'],
    ['Griechischer Salat', 'Mediterran', 'salad'],
    ['Schwarzwälder Kirschtorte', 'Dessert', 'cake'],
    ['Erdbeer-Smoothie', 'Getränke', 'drink'],
    ['Heiße Schokolade', 'Getränke', 'hot-drink'],
    ['Pfannkuchen', 'Frühstück', 'pancakes'],
    ['Gyoza mit Schweinefleisch', 'Asiatisch', 'dumplings'],
    ['Kichererbsen-Gemüsecurry', 'Vegan', 'bowl'],
    ['Laugenbrezeln', 'Snacks', 'bread'],
    ['Rinderrouladen', 'Hauptgericht', 'plate'],
  ] as const)('draws "%s" (%s) as %s', (title, category, kind) => {
    expect(dishKind({ title, category })).toBe(kind);
  });

  it('does not read words inside other words: "klassiker" is no lassi, "Preiselbeeren" no rice', () => {
    expect(dishKind({ title: 'Rinderrouladen', category: 'Hauptgericht', tags: ['klassiker', 'schmorgericht'] })).toBe('plate');
    expect(dishKind({ title: 'Wildbraten mit Preiselbeeren', category: 'Hauptgericht' })).toBe('plate');
    expect(dishKind({ title: 'Apfelsaft-Schorle', category: 'Getränke' })).toBe('drink');
  });

  it('falls back to the tags and then the category when the title names no dish', () => {
    expect(dishKind({ title: 'Omas Liebling', category: 'Hauptgericht', tags: ['suppe', 'winter'] })).toBe('soup');
    expect(dishKind({ title: 'Omas Liebling', category: 'Dessert' })).toBe('cake');
    expect(dishKind({ title: 'Omas Liebling', category: null })).toBe('plate');
  });

  it('is an SVG that names itself an illustration and draws no letter', () => {
    const svg = illustrationSvg({ title: 'Shakshuka <scharf> & "würzig"', category: 'Frühstück' });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('aria-label="Illustration: Shakshuka &lt;scharf&gt; &amp; &quot;würzig&quot;"');
    expect(svg).not.toContain('<text');
    expect(svg).not.toMatch(/NaN|undefined/);
  });

  it('draws the same title the same way and different titles differently', () => {
    const shakshuka = { title: 'Shakshuka', category: 'Frühstück' };
    expect(illustrationSvg(shakshuka)).toBe(illustrationSvg(shakshuka));
    expect(illustrationSvg({ title: 'Shakshuka mit Feta', category: 'Frühstück' })).not.toBe(illustrationSvg(shakshuka));
  });

  it('gives every demo recipe a well-formed picture', () => {
    const kinds = new Set<string>();
    for (const recipe of seedRecipes) {
      const svg = illustrationSvg(recipe);
      expect(svg.match(/</g)?.length, recipe.slug).toBe(svg.match(/>/g)?.length);
      expect(svg, recipe.slug).not.toMatch(/NaN|undefined/);
      kinds.add(dishKind(recipe));
    }
    expect(kinds.size).toBeGreaterThanOrEqual(10);
  });

  it('knows stored illustrations by their .svg name and makes data: URLs for the browser', () => {
    expect(isIllustrationUrl('/media/recipe-1.svg')).toBe(true);
    expect(isIllustrationUrl('/media/recipe-1.webp')).toBe(false);
    expect(illustrationDataUrl({ title: 'Tomatensuppe' })).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
  });
});
