/**
 * Reading rules for causes found on the import corpus (real pages of many languages, ../shared/import-corpus); every
 * page and line here is written for the test.
 */
import { describe, expect, it } from 'vitest';
import { ingredientLine } from '@kochclip/core';
import { extractHtmlRecipe } from './extract';

const jsonLdPage = (ingredients: string[], body = '') => `<!doctype html><html><head><title>Test</title>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Paprikapfanne',
  recipeIngredient: ingredients,
  recipeInstructions: ['Gemüse schneiden.', 'In der Pfanne braten.'],
})}</script></head><body><h1>Paprikapfanne</h1>${body}</body></html>`;

const lines = (html: string) => (extractHtmlRecipe(html, 'https://example.com/r').draft?.ingredients ?? []).map(ingredientLine);

describe('website import: ingredient lines of structured data', () => {
  it("keeps the measure of '2 Stück, rot Paprika' (a remark between measure and name) and moves the remark behind", () => {
    expect(lines(jsonLdPage(['2 Stück, rot Paprika', '1 EL, gehackt Petersilie', '2 Eier, verquirlt']))).toEqual([
      '2 Stück Paprika, rot',
      '1 EL Petersilie, gehackt',
      '2 Eier, verquirlt',
    ]);
  });

  it("marks a line led by 'Optional:' as optional", () => {
    const html = jsonLdPage(['200 g Paprika', 'Optional: 1 TL Chiliflocken']);
    const ingredients = extractHtmlRecipe(html, 'https://example.com/r').draft?.ingredients ?? [];
    expect(ingredients.map((i) => [i.name, i.optional ?? false])).toEqual([
      ['Paprika', false],
      ['Chiliflocken', true],
    ]);
    expect(lines(html)).toEqual(['200 g Paprika', '1 TL Chiliflocken (optional)']);
  });
});

describe('website import: page lists', () => {
  it('leaves a shopping-list link out of the line it stands in', () => {
    const html = `<!doctype html><html><head><title>Linsensuppe</title></head><body><h1>Linsensuppe</h1>
      <h2>Zutaten</h2><ul>
      <li>200 g rote Linsen <a href="#" class="add-to-shopping-list">Einkaufsliste</a></li>
      <li>1 Zwiebel, gewürfelt <a href="#" class="add-to-shopping-list">Einkaufsliste</a></li>
      <li>1 l Gemüsebrühe <a href="#" class="add-to-shopping-list">Einkaufsliste</a></li></ul>
      <h2>Zubereitung</h2><ol><li>Zwiebel andünsten.</li><li>Linsen und Brühe zugeben, 15 Minuten kochen.</li></ol>
      </body></html>`;
    expect(lines(html)).toEqual(['200 g rote Linsen', '1 Zwiebel, gewürfelt', '1 l Gemüsebrühe']);
  });

  it('reads lists named by their class only: a <dl class="ingredients"> per part and its <ul class="instructions">', () => {
    const part = (title: string, items: [string, string][], steps: string[]) =>
      `<dl class="ingredients"><h3>${title}</h3>${items
        .map(([name, amount]) => `<dt><a href="#"><b>${name}</b></a><u>${amount}</u></dt>`)
        .join('')}</dl><ul class="instructions">${steps.map((s) => `<li>${s}</li>`).join('')}</ul>`;
    const html = `<!doctype html><html><head><title>Pfannkuchen</title></head><body><h1>Pfannkuchen</h1>
      <p>Ein Rezept für Sonntage.</p>
      ${part(
        'Teig',
        [
          ['Mehl', '200 g, gesiebt'],
          ['Milch', '300 ml'],
        ],
        ['Mehl und Milch verrühren.', 'Teig 10 Minuten ruhen lassen.'],
      )}
      ${part(
        'Belag',
        [
          ['Apfel', '1'],
          ['Zimt', 'nach Geschmack'],
        ],
        ['Apfel in Scheiben schneiden und mit Zimt auf die Pfannkuchen legen.'],
      )}
      </body></html>`;
    const result = extractHtmlRecipe(html, 'https://example.com/pfannkuchen');
    expect(result.method).toBe('structure');
    expect(result.draft?.instructions.map((s) => s.step)).toEqual([
      'Mehl und Milch verrühren.',
      'Teig 10 Minuten ruhen lassen.',
      'Apfel in Scheiben schneiden und mit Zimt auf die Pfannkuchen legen.',
    ]);
    expect(result.draft?.ingredients.map((i) => [ingredientLine(i), i.group ?? null])).toEqual([
      ['200 g Mehl, gesiebt', 'Teig'],
      ['300 ml Milch', 'Teig'],
      ['1 Apfel', 'Belag'],
      ['Zimt nach Geschmack', 'Belag'],
    ]);
  });
});
