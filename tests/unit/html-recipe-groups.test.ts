import { describe, expect, it } from 'vitest';
import { extractHtmlRecipe } from '@kochclip/server';

const withData = (body: string) => `<!doctype html><html><head><title>Zimtschnecken</title>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Zimtschnecken',
  recipeIngredient: ['500 g Mehl', '250 ml Milch', '80 g Butter', '2 EL Zimt', '100 g Puderzucker'],
  recipeInstructions: ['Teig kneten.', 'Füllen und rollen.', 'Backen und glasieren.'],
})}</script></head><body><h1>Zimtschnecken</h1>${body}</body></html>`;

const groups = (html: string) =>
  extractHtmlRecipe(html, 'https://example.de/zimtschnecken').draft?.ingredients.map((i) => [i.name, i.group ?? null]);

describe('website import: the list heading set among the group headings', () => {
  it("names the first group after the list's heading when the group headings below have its rank", () => {
    const html = withData(`
      <h3>Zutaten</h3><p>12 Stück</p>
      <ul><li>500 g Mehl</li><li>250 ml Milch</li><li>80 g Butter</li></ul>
      <h3>Füllung</h3><ul><li>2 EL Zimt</li></ul>
      <h3>Glasur</h3><ul><li>100 g Puderzucker</li></ul>
      <h3>Zubereitung</h3><ol><li>Teig kneten.</li><li>Füllen und rollen.</li><li>Backen und glasieren.</li></ol>`);
    expect(groups(html)).toEqual([
      ['Mehl', 'Zutaten'],
      ['Milch', 'Zutaten'],
      ['Butter', 'Zutaten'],
      ['Zimt', 'Füllung'],
      ['Puderzucker', 'Glasur'],
    ]);
  });

  it('leaves the first group untitled under a list heading of a higher rank than its groups', () => {
    const html = withData(`
      <h2>Zutaten</h2>
      <ul><li>500 g Mehl</li><li>250 ml Milch</li><li>80 g Butter</li></ul>
      <h3>Füllung</h3><ul><li>2 EL Zimt</li></ul>
      <h3>Glasur</h3><ul><li>100 g Puderzucker</li></ul>`);
    expect(groups(html)?.map(([, group]) => group)).toEqual([null, null, null, 'Füllung', 'Glasur']);
  });

  it('does so too on a page without structured data', () => {
    const html = `<!doctype html><html><head><title>Zimtschnecken</title></head><body><main><h1>Zimtschnecken</h1>
      <h4>Zutaten</h4><ul><li>500 g Mehl</li><li>250 ml Milch</li></ul>
      <h4>Glasur</h4><ul><li>100 g Puderzucker</li><li>2 EL Zitronensaft</li></ul>
      <h4>Zubereitung</h4><ol><li>Mehl und Milch zu einem Teig kneten und gehen lassen.</li><li>Schnecken formen und 20 Minuten backen.</li><li>Puderzucker und Saft verrühren und darüber geben.</li></ol>
      </main></body></html>`;
    const result = extractHtmlRecipe(html, 'https://example.de/zimtschnecken');
    expect(result.method).toBe('structure');
    expect(result.draft?.ingredients.map((i) => [i.name, i.group ?? null])).toEqual([
      ['Mehl', 'Zutaten'],
      ['Milch', 'Zutaten'],
      ['Puderzucker', 'Glasur'],
      ['Zitronensaft', 'Glasur'],
    ]);
  });
});

describe('website import: amount and name written without a space', () => {
  it('reads amount, measure word and name apart where the page shows them apart, in Chinese numerals too', () => {
    const html = `<!doctype html><html><head><title>红烧肉</title><script type="application/ld+json">${JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: '红烧肉',
      recipeIngredient: ['300克五花肉', '两勺生抽', '一个半八角', '适量葱花'],
      recipeInstructions: ['五花肉切块焯水。', '加生抽和八角炖一小时。'],
    })}</script></head><body><h1>红烧肉</h1>
      <ul class="ings"><li><span>五花肉</span> <span>300克</span></li><li><span>生抽</span> <span>两勺</span></li>
      <li><span>八角</span> <span>一个半</span></li><li><span>葱花</span> <span>适量</span></li></ul></body></html>`;
    const ingredients = extractHtmlRecipe(html, 'https://example.cn/hongshaorou').draft?.ingredients ?? [];
    expect(ingredients.map((i) => [i.amount, i.unit, i.name])).toEqual([
      ['300', '克', '五花肉'],
      ['2', '勺', '生抽'],
      ['1 1/2', '个', '八角'],
      ['', '适量', '葱花'],
    ]);
  });
});
