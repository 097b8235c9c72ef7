import { describe, expect, it } from 'vitest';
import { extractHtmlRecipe } from '@kochclip/server';

const shell = (head: string, body: string) =>
  `<!doctype html><html><head><title>Rezepte</title>${head}</head><body><div id="root">${body}</div></body></html>`;

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

describe('website import: the recipe in a script framework’s state', () => {
  it('reads groups, amounts with their units and step sections from JSON in a script element', () => {
    const state = {
      props: {
        pageProps: {
          related: [{ title: 'Apfelkuchen', ingredients: [] }],
          recipe: {
            name: 'Käsespätzle',
            servings: 2,
            totalTime: 45,
            ingredients: [
              {
                heading: 'Für den Teig',
                items: [
                  { quantity: 250, unit: { label: 'g' }, name: 'Mehl' },
                  { quantity: '3', name: 'Eier' },
                ],
              },
              {
                heading: 'Zum Überbacken',
                items: [{ quantity: 150, unit: 'g', name: 'Bergkäse', note: 'frisch gerieben' }, { name: 'Salz' }],
              },
            ],
            directions: [
              { name: 'Teig', steps: [{ text: 'Mehl und Eier verrühren.' }, { text: 'Zehn Minuten ruhen lassen.' }] },
              { name: 'Fertigstellen', steps: ['Spätzle schaben und mit Käse schichten.'] },
            ],
          },
        },
      },
    };
    const html = shell(`<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(state)}</script>`, '<p>Laden …</p>');
    const result = extractHtmlRecipe(html, 'https://example.org/kaesespaetzle');
    const draft = result.draft;
    expect(draft?.title).toBe('Käsespätzle');
    expect(result.statedServings).toBe(2);
    expect(draft?.duration).toBe(45);
    expect(draft?.ingredients.map((i) => [i.amount, i.unit, i.name, i.note ?? null, i.group ?? null])).toEqual([
      ['250', 'g', 'Mehl', null, 'Für den Teig'],
      ['3', '', 'Eier', null, 'Für den Teig'],
      ['150', 'g', 'Bergkäse', 'frisch gerieben', 'Zum Überbacken'],
      ['', 'nach Geschmack', 'Salz', null, 'Zum Überbacken'],
    ]);
    expect(draft?.instructions.map((s) => [s.step, s.group ?? null])).toEqual([
      ['Mehl und Eier verrühren.', 'Teig'],
      ['Zehn Minuten ruhen lassen.', 'Teig'],
      ['Spätzle schaben und mit Käse schichten.', 'Fertigstellen'],
    ]);
  });

  it('reads a state in a data attribute whose words have forms and whose amounts are stored per person', () => {
    const recipe = {
      title: 'Linsensuppe',
      serving_size: 6,
      ingredient_sections: [
        {
          title: null,
          entries: [
            {
              amount: 50,
              unit: { singular: 'Gramm', plural: 'Gramm', abbreviation: 'g' },
              ingredient: { singular: 'Linse', plural: 'Linsen' },
            },
            { amount: 1 / 6, unit: null, ingredient: { singular: 'Zwiebel', plural: 'Zwiebeln' } },
            { amount: 1 / 3, unit: null, ingredient: { singular: 'Karotte', plural: 'Karotten' } },
            {
              amount: 1 / 12,
              unit: { singular: 'Liter', plural: 'Liter', abbreviation: 'l' },
              ingredient: { singular: 'Brühe', plural: 'Brühe' },
            },
          ],
        },
      ],
      instruction_text: '1. Gemüse würfeln. 2. Mit Linsen und Brühe 30 Minuten kochen.',
    };
    const html = shell(
      '',
      `<main data-page="${escapeAttribute(JSON.stringify({ component: 'Recipe', props: { recipe } }))}"></main>`,
    );
    const draft = extractHtmlRecipe(html, 'https://example.org/linsensuppe').draft;
    expect(draft?.title).toBe('Linsensuppe');
    expect(draft?.ingredients.map((i) => `${i.amount} ${i.unit} ${i.name}`.replace(/\s+/g, ' '))).toEqual([
      '300 g Linsen',
      '1 Zwiebel',
      '2 Karotten',
      '0.5 l Brühe',
    ]);
    expect(draft?.instructions.map((s) => s.step)).toEqual(['Gemüse würfeln.', 'Mit Linsen und Brühe 30 Minuten kochen.']);
  });

  it('multiplies a list for one person whose amounts are mostly fractions a cook writes (½ stalk, ¼ leek, 12.5 g)', () => {
    const entry = (amount: number, unit: string | null, name: string) => ({
      amount,
      unit: unit ? { singular: unit, plural: unit, abbreviation: unit } : null,
      ingredient: { singular: name, plural: name },
    });
    const recipe = {
      title: 'Kyllingetærte',
      serving_size: 4,
      ingredient_sections: [
        {
          title: null,
          entries: [
            entry(0.5, null, 'gulerod'),
            entry(0.25, null, 'porre'),
            entry(12.5, 'g', 'smør'),
            entry(75, 'g', 'kylling'),
            entry(0.5, 'dl', 'fløde'),
          ],
        },
      ],
      instruction_text: '1. Grøntsagerne hakkes. 2. Tærten bages i 30 minutter.',
    };
    const html = shell(
      '',
      `<main data-page="${escapeAttribute(JSON.stringify({ component: 'Recipe', props: { recipe } }))}"></main>`,
    );
    const draft = extractHtmlRecipe(html, 'https://example.dk/kyllingetaerte').draft;
    expect(draft?.ingredients.map((i) => `${i.amount} ${i.unit} ${i.name}`.replace(/\s+/g, ' '))).toEqual([
      '2 gulerod',
      '1 porre',
      '50 g smør',
      '300 g kylling',
      '200 ml fløde',
    ]);
  });

  it('takes no state object without ingredients and steps for a recipe', () => {
    const state = { page: { title: 'Über uns', items: [{ name: 'Team' }], steps: ['Anmelden'] } };
    const html = shell(
      `<script type="application/json">${JSON.stringify(state)}</script>`,
      '<h1>Über uns</h1><p>Wir kochen gern.</p>',
    );
    expect(extractHtmlRecipe(html, 'https://example.org/ueber-uns').draft).toBeNull();
  });

  it("reads the recipe in a server components payload split over the page's scripts, with Markdown in its steps", () => {
    const recipe = {
      recipeTitle: 'Pfannkuchen',
      title: 'Pfannkuchen',
      preparationTimeInMinutes: 20,
      ingredients: [
        { product: 'Mehl', displayQuantity: 200, displayUnit: 'g' },
        { product: 'Milch', displayQuantity: 300, displayUnit: 'ml' },
        { product: 'Puderzucker', displayQuantity: null, displayUnit: null },
      ],
      cookingInstructions: [
        { header: 'Schritt 1', body: '**200 g Mehl** mit der Milch glatt rühren.' },
        { header: 'Schritt 2', body: 'In __heißer Butter__ dünn ausbacken.' },
      ],
    };
    const payload = `0:["$","main",null,{}]\n7:${JSON.stringify(['$', 'section', null, { recipe }])}\n8:"$Sreact.suspense"\n`;
    const cut = Math.floor(payload.length / 2);
    const push = (part: string) => `<script>self.__next_f.push([1,${JSON.stringify(part)}])</script>`;
    const html = shell(
      '',
      `<h1>Pfannkuchen</h1><h2>Zutaten</h2><h2>Zubereitung</h2>${push(payload.slice(0, cut))}${push(payload.slice(cut))}`,
    );
    const draft = extractHtmlRecipe(html, 'https://example.org/pfannkuchen').draft;
    expect(draft?.duration).toBe(20);
    expect(draft?.ingredients.map((i) => `${i.amount} ${i.unit} ${i.name}`.trim())).toEqual([
      '200 g Mehl',
      '300 ml Milch',
      'Puderzucker',
    ]);
    expect(draft?.instructions.map((s) => s.step)).toEqual([
      '200 g Mehl mit der Milch glatt rühren.',
      'In heißer Butter dünn ausbacken.',
    ]);
  });
});
