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

describe('website import: structured data that gives part of the list', () => {
  const withList = (ingredients: string[], list: string) =>
    jsonLdPage(
      ingredients,
      `<h2>Zutaten</h2><p>für 4 Personen</p>${list}<h2>Zubereitung</h2><ol><li>Gemüse schneiden.</li><li>Braten.</li></ol>`,
    );

  it("takes the page's list when the data gives its later part in an order of its own", () => {
    const html = withList(
      ['2 EL Sojasauce', '1 TL Sesamöl', '1 EL Zucker'],
      `<ul><li>500 g Hähnchenschenkel</li><li>1 Zwiebel, in Streifen</li></ul>
       <h3>Für die Soße:</h3><ul><li>1 EL Zucker</li><li>2 EL Sojasauce</li><li>1 TL Sesamöl</li></ul>`,
    );
    expect(lines(html)).toEqual([
      '500 g Hähnchenschenkel',
      '1 Zwiebel, in Streifen',
      '1 EL Zucker',
      '2 EL Sojasauce',
      '1 TL Sesamöl',
    ]);
  });

  it("takes the page's list when the data names only a word of one of its entries", () => {
    const html = withList(
      ['Hähnchen'],
      '<table><tr><td>150 ml Weißwein</td></tr><tr><td>1 Hähnchen, in 8 Teilen</td></tr><tr><td>500 g Kartoffeln</td></tr></table>',
    );
    expect(lines(html)).toEqual(['150 ml Weißwein', '1 Hähnchen, in 8 Teilen', '500 g Kartoffeln']);
  });

  it("keeps the data's lines when what follows them on the page is a shop's offer", () => {
    const html = jsonLdPage(
      ['1 Kürbis', '1 TL Salz'],
      `<h2>Zutaten</h2><ul><li>1 Kürbis</li><li>1 TL Salz</li></ul><h3>Im Markt kaufen</h3>
       <ul><li>Bio-Kürbis, ca. 1,5 kg 1 Stück 3,99 €</li><li>Meersalz, 500 g 1 TL 1,49 €</li></ul>
       <h2>Zubereitung</h2><ol><li>Schneiden.</li><li>Backen.</li></ol>`,
    );
    expect(lines(html)).toEqual(['1 Kürbis', '1 TL Salz']);
  });
});

describe('website import: bare names in the data, amounts on the page', () => {
  it('takes the list entry with its amount, not an earlier line that names the same word', () => {
    const html = jsonLdPage(
      ['Gin', 'Zitronen', 'Zucker'],
      `<div>Gin Fizz</div><ul><li>40 ml Gin</li><li>2 Zitronen</li><li>4 TL Zucker</li></ul>`,
    );
    expect(lines(html)).toEqual(['40 ml Gin', '2 Zitronen', '4 TL Zucker']);
  });
});

describe('website import: group headings among the lines', () => {
  it("reads 'Zumo de limón' as an ingredient, not as a heading 'Zum …', and 'Zum Bestäuben:' still as one", () => {
    const html = jsonLdPage(['200 g Zucker', 'Zumo de limón', 'Zum Bestäuben:', 'Puderzucker']);
    const ingredients = extractHtmlRecipe(html, 'https://example.es/r').draft?.ingredients ?? [];
    expect(ingredients.map((i) => [i.name, i.group ?? null])).toEqual([
      ['Zucker', null],
      ['Zumo de limón', null],
      ['Puderzucker', 'Zum Bestäuben'],
    ]);
  });
});

describe('website import: steps and title of structured data', () => {
  const recipePage = (fields: Record<string, unknown>, head = '', body = '') => `<!doctype html><html><head>${head}
<script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Minzeis',
    recipeIngredient: ['200 g Frischkäse', '400 ml Sahne'],
    ...fields,
  })}</script></head><body>${body}</body></html>`;
  const draftOf = (html: string) => extractHtmlRecipe(html, 'https://example.com/r').draft;
  const named = (texts: string[]) => texts.map((text, i) => ({ '@type': 'HowToStep', name: `Step ${i + 1}`, text }));

  it("keeps the first of two methods whose steps are named 'Step 1' … and again 'Step 1' …", () => {
    const steps = [
      ...named(['Frischkäse mit Zucker glatt rühren.', 'Sahne einrühren.', 'Einfrieren.']),
      ...named(['Frischkäse mit Zucker und Vanille glatt rühren.', 'Sahne einrühren.', 'Im großen Becher einfrieren.']),
    ];
    expect(draftOf(recipePage({ recipeInstructions: steps }))?.instructions.map((s) => s.step)).toEqual([
      'Frischkäse mit Zucker glatt rühren.',
      'Sahne einrühren.',
      'Einfrieren.',
    ]);
  });

  it("keeps every step when a name 'Step 1' starts a part that does not repeat the first", () => {
    const steps = [...named(['Frischkäse glatt rühren.', 'Sahne einrühren.']), ...named(['Kekse zerbröseln.', 'Unterheben.'])];
    expect(draftOf(recipePage({ recipeInstructions: steps }))?.instructions).toHaveLength(4);
  });

  it("names the recipe by the page's h1 when its name is the page's <title> with the site's name", () => {
    const html = recipePage(
      { name: 'Minzeis mit Schokolade Rezept mit Bild - Eisblog.de - Rezepte', recipeInstructions: ['Rühren.', 'Frieren.'] },
      '<meta property="og:site_name" content="Eisblog.de">',
      '<h1>Rezept suchen</h1><h1>Minzeis mit Schokolade</h1>',
    );
    expect(draftOf(html)?.title).toBe('Minzeis mit Schokolade');
  });

  it("keeps a name without the site's name as it is, whatever the h1 says", () => {
    const html = recipePage(
      { name: 'Minzeis mit Schokolade und Keksen', recipeInstructions: ['Rühren.', 'Frieren.'] },
      '<meta property="og:site_name" content="Eisblog.de">',
      '<h1>Minzeis mit Schokolade</h1>',
    );
    expect(draftOf(html)?.title).toBe('Minzeis mit Schokolade und Keksen');
  });
});
