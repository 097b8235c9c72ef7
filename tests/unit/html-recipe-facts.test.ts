import { describe, expect, it } from 'vitest';
import { extractHtmlRecipe } from '@kochclip/server';

const ld = (recipe: object) =>
  `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Recipe', ...recipe })}</script>`;

const page = (head: string, body = '') =>
  `<!doctype html><html><head><title>Kartoffelsuppe</title>${head}</head><body><h1>Kartoffelsuppe</h1>${body}</body></html>`;

const recipe = {
  name: 'Kartoffelsuppe',
  recipeIngredient: ['500 g Kartoffeln', '1 l Brühe'],
  recipeInstructions: ['Kochen.', 'Pürieren.'],
};

const extract = (html: string) => extractHtmlRecipe(html, 'https://example.de/kartoffelsuppe');

describe('website import: the servings a page states', () => {
  it.each([
    ['6 PORSJONER', 6],
    ['2 porcie', 2],
    ['4 főre', 4],
    ['6 people', 6],
    ['4人分', 4],
    ['Serves 4', 4],
    ['Serves 10 to 12', 10],
    ['4 tot 6 personen', 4],
    ['6 (as a side dish)', 6],
  ])('reads %s as %i servings', (recipeYield, servings) => {
    expect(extract(page(ld({ ...recipe, recipeYield }))).statedServings).toBe(servings);
  });

  it('reads a yield given as a QuantitativeValue', () => {
    const recipeYield = { '@type': 'QuantitativeValue', value: '6', unitText: 'személyre' };
    expect(extract(page(ld({ ...recipe, recipeYield }))).statedServings).toBe(6);
  });

  it('reads no servings from a yield of cups, grams or a baking tin', () => {
    for (const recipeYield of ['0.75 cup', '750 g di crema', 'für 1 Springform (26 cm)'])
      expect(extract(page(ld({ ...recipe, recipeYield }))).statedServings).toBeNull();
  });
});

describe('website import: facts in structured data that lacks the lists', () => {
  it("takes servings and time from a Recipe without ingredients when the page's HTML holds the lists", () => {
    const html = page(
      ld({ name: 'Kartoffelsuppe', recipeYield: '3', totalTime: 'PT35M' }),
      `<h2>Zutaten</h2><ul><li>500 g Kartoffeln</li><li>1 l Gemüsebrühe</li></ul>
       <h2>Zubereitung</h2><ol><li>Die Kartoffeln schälen und in der Brühe weich kochen.</li><li>Die Suppe pürieren.</li></ol>`,
    );
    const result = extract(html);
    expect(result.method).toBe('structure');
    expect(result.statedServings).toBe(3);
    expect(result.draft?.duration).toBe(35);
  });
});

describe("website import: the recipe's image", () => {
  it('takes a crop of full size before the thumbnails a site lists first', () => {
    const image = [
      'https://example.de/suppe-225x225.jpg',
      { '@type': 'ImageObject', url: 'https://example.de/suppe-small.jpg', width: 150, height: 100 },
      'https://example.de/suppe-1200x900.jpg',
    ];
    expect(extract(page(ld({ ...recipe, image }))).imageUrl).toBe('https://example.de/suppe-1200x900.jpg');
  });

  it('takes the picture that names the dish on a page that states no image, never a logo', () => {
    const html = page(
      ld(recipe),
      `<img src="/logo.png" alt="Logo"><img src="/img/banana-bread.jpg"><p>Heute gibt es Suppe.</p>
       <img src="/img/kartoffelsuppe-1.jpg" alt="Kartoffelsuppe im Teller"><img src="/pixel.gif" width="1" height="1">`,
    );
    expect(extract(html).imageUrl).toBe('https://example.de/img/kartoffelsuppe-1.jpg');
  });

  it("keeps the page's og:image before any picture in its text", () => {
    const html = page(
      `<meta property="og:image" content="https://cdn.example.de/og.jpg">${ld(recipe)}`,
      '<img src="/img/kartoffelsuppe.jpg">',
    );
    expect(extract(html).imageUrl).toBe('https://cdn.example.de/og.jpg');
  });
});
