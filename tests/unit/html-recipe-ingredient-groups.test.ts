import { describe, expect, it } from 'vitest';
import { extractHtmlRecipe } from '@kochclip/server';

const page = (recipe: object, body: string) => `<!doctype html><html><head><title>Test</title>
<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Recipe', ...recipe })}</script>
</head><body><h1>Käsekuchen</h1>${body}</body></html>`;

const recipe = {
  name: 'Käsekuchen',
  recipeIngredient: ['200 g Mehl', '2 EL Zucker', '1 TL Backpulver', '200 g Frischkäse', '2 EL Puderzucker'],
  recipeInstructions: ['Den Teig kneten.', 'Die Creme rühren.'],
};

const card = `<h2>Zutaten</h2><h3>Teig</h3><ul><li>200 Gramm Mehl</li><li>2 Esslöffel Zucker</li><li>1 Teelöffel Backpulver</li></ul>
  <h3>Creme</h3><ul><li>200 Gramm Frischkäse</li><li>2 Esslöffel Puderzucker</li></ul>`;

const groupsOf = (html: string) =>
  (extractHtmlRecipe(html, 'https://example.de/kaesekuchen').draft?.ingredients ?? []).map((i) => i.group ?? null);

describe("website import: ingredients and their groups as the page's HTML shows them", () => {
  it('finds the groups where the page writes out the units the structured data abbreviates', () => {
    expect(groupsOf(page(recipe, card))).toEqual(['Teig', 'Teig', 'Teig', 'Creme', 'Creme']);
  });

  it("takes the groups of the recipe card, not of a blog's own list above it that words the lines more loosely", () => {
    const blog = `<p>Mein liebster Kuchen.</p><h3>Für den Mürbeteig</h3><ul><li>200 g Mehl, gesiebt</li>
      <li>2 EL Zucker, gern brauner</li><li>1 TL Backpulver</li></ul><h3>Für die leichte Creme</h3>
      <ul><li>200 g Frischkäse, zimmerwarm</li><li>2 EL Puderzucker</li></ul>`;
    expect(groupsOf(page(recipe, blog + card))).toEqual(['Teig', 'Teig', 'Teig', 'Creme', 'Creme']);
  });

  it("reads a recipe card that a page builder wraps in a <span> as the card's headings and lists", () => {
    expect(groupsOf(page(recipe, `<div class="text"><span class="builder">${card}</span></div>`))).toEqual([
      'Teig',
      'Teig',
      'Teig',
      'Creme',
      'Creme',
    ]);
  });

  it('takes the amount after each name where the page writes the name first and the data names only', () => {
    const html = page(
      {
        name: 'Kartoffelpuffer',
        recipeIngredient: ['Kartoffeln', 'Zwiebel', 'Eier', 'Salz'],
        recipeInstructions: ['Reiben.', 'Braten.'],
      },
      `<h2>Zutaten</h2><div><p>Kartoffeln</p><p>1 Kilogramm</p></div><div><p>Zwiebel</p><p>1 Stück</p></div>
       <div><p>Eier</p><p>2 Stück</p></div><div><p>Salz</p><p>1 Prise</p></div>`,
    );
    const ingredients = extractHtmlRecipe(html, 'https://example.de/puffer').draft?.ingredients ?? [];
    expect(ingredients.map((i) => `${i.amount} ${i.unit} ${i.name}`.replace(/\s+/g, ' '))).toEqual([
      '1 kg Kartoffeln',
      '1 Stück Zwiebel',
      '2 Stück Eier',
      '1 Prise Salz',
    ]);
  });

  it('finds the groups where the page prints each amount with a note in brackets on a line above its name', () => {
    const html = page(
      {
        name: 'Hefezopf',
        recipeIngredient: ['Mehl, 500 g (Type 550, gern frisch gemahlen)', 'Milch, 250 ml', 'Ei', 'Hagelzucker, 2 EL'],
        recipeInstructions: ['Kneten.', 'Backen.'],
      },
      `<h2>Zutaten</h2><ul><li>Für den Teig:</li></ul><p>500 g (Type 550, gern frisch gemahlen)</p><p>Mehl</p>
       <p>250 ml</p><p>Milch</p><ul><li>Zum Bestreichen:</li></ul><p>Ei</p><p>2 EL</p><p>Hagelzucker</p>`,
    );
    expect(groupsOf(html)).toEqual(['Für den Teig', 'Für den Teig', 'Zum Bestreichen', 'Zum Bestreichen']);
  });

  it('takes a list entry that says what the lines below are for, with a count, as a group title', () => {
    const html = page(
      {
        name: 'Banketstaaf',
        recipeIngredient: ['400 g Mandelmasse', '1 Rolle Blätterteig', '1 Ei, zum Bestreichen'],
        recipeInstructions: ['Füllen.', 'Backen.'],
      },
      `<h2>Zutaten</h2><ul><li>Für 2 Stangen</li><li>400 g Mandelmasse</li><li>1 Rolle Blätterteig</li>
       <li>Außerdem</li><li>1 Ei, zum Bestreichen</li></ul>`,
    );
    expect(groupsOf(html)).toEqual(['Für 2 Stangen', 'Für 2 Stangen', 'Außerdem']);
  });

  it('takes a paragraph set wholly in bold among the lines of a page without structured data as a group title', () => {
    const html = `<!doctype html><html><head><title>Hähnchen</title></head><body><h1>Hähnchen mit Reis</h1>
      <h3>Zutaten</h3><p>400 g Hähnchenschenkel</p><p>280 g Reis</p><p><strong>Die Marinade</strong></p>
      <p>2 EL Sojasoße</p><p>1 TL Zucker</p><p><b>Salz</b> nach Geschmack</p>
      <h3>Zubereitung</h3><p>Das Hähnchen in Streifen schneiden und marinieren.</p><p>Mit dem Reis servieren.</p></body></html>`;
    const ingredients = extractHtmlRecipe(html, 'https://example.de/haehnchen').draft?.ingredients ?? [];
    expect(ingredients.map((i) => [i.group ?? null, i.name])).toEqual([
      [null, 'Hähnchenschenkel'],
      [null, 'Reis'],
      ['Die Marinade', 'Sojasoße'],
      ['Die Marinade', 'Zucker'],
      ['Die Marinade', 'Salz'],
    ]);
  });
});
