import { describe, expect, it } from 'vitest';
import { canonicalPageUrl, cleanPageUrl, parsePageUrl } from '@kochclip/routers/import/source-url';
import { extractHtmlRecipe } from '@kochclip/server/services/import/html-recipe/extract';
import { decodeHtml, isHtmlAnswer } from '@kochclip/server/services/import/page-fetch';

const page = (recipe: Record<string, unknown>) =>
  `<html><head><script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Recipe', recipeIngredient: ['200 g Mehl', '2 Eier'], recipeInstructions: 'Alles verrühren.', name: 'Testrezept', ...recipe })}</script></head><body></body></html>`;

const extract = (html: string) => extractHtmlRecipe(html, 'https://rezepte.example.de/seite/');

describe('page addresses', () => {
  const canonical = (raw: string) => {
    const url = parsePageUrl(raw);
    return url ? canonicalPageUrl(url) : null;
  };

  it('gives one key to the forms of one page', () => {
    const key = canonical('https://www.chefkoch.de/rezepte/123/Gratin.html');
    for (const form of [
      'http://www.chefkoch.de/rezepte/123/Gratin.html',
      'https://WWW.Chefkoch.DE/rezepte/123/Gratin.html/',
      'https://chefkoch.de/rezepte/123/Gratin.html?utm_source=pinterest&utm_campaign=x&fbclid=1#kommentare',
      'https://www.chefkoch.de:443/rezepte/123/Gratin.html?gclid=abc',
    ])
      expect(canonical(form), form).toBe(key);
  });

  it('keeps what names another page: the path case and real parameters, in any order', () => {
    expect(canonical('https://example.de/Rezept')).not.toBe(canonical('https://example.de/rezept'));
    expect(canonical('https://example.de/r?id=1&p=2')).toBe(canonical('https://example.de/r?p=2&id=1&utm_medium=social'));
    expect(canonical('https://example.de/r?id=1')).not.toBe(canonical('https://example.de/r?id=2'));
  });

  it('cleans the address the recipe shows, and refuses what is no web page', () => {
    const url = parsePageUrl('https://example.de/rezept?utm_source=x&seite=2#top');
    expect(url && cleanPageUrl(url)).toBe('https://example.de/rezept?seite=2');
    for (const raw of ['javascript:alert(1)', 'ftp://example.de/', 'https://a:b@example.de/', 'example.de/rezept', 'https://'])
      expect(parsePageUrl(raw), raw).toBeNull();
  });
});

describe('schema.org values in every shape sites write them', () => {
  it.each([
    [4, 4],
    ['4', 4],
    ['4 Portion(en)', 4],
    ['Für 2 Personen', 2],
    [['6', '6 Portionen'], 6],
    ['3-4 Portionen', 3],
    ['1 Backblech (etwa 20 Stück)', null],
    ['12 Stück', null],
  ])('recipeYield %j states %j servings', (recipeYield, servings) => {
    const result = extract(page({ recipeYield }));
    expect(result.statedServings).toBe(servings);
    expect(result.draft?.servings).toBe(servings ?? 4);
  });

  it.each([
    [{ totalTime: 'PT1H15M' }, 75],
    [{ totalTime: 'P0DT0H50M' }, 50],
    [{ totalTime: 'PT90M' }, 90],
    [{ prepTime: 'PT15M', cookTime: 'PT1H' }, 75],
    [{ totalTime: 'PT0M', prepTime: 'PT10M' }, 10],
    [{ totalTime: 'eine Weile' }, null],
  ])('times %j give %j minutes', (times, minutes) => {
    expect(extract(page(times)).draft?.duration ?? null).toBe(minutes);
  });

  it.each([
    ['https://bilder.example.de/a.jpg', 'https://bilder.example.de/a.jpg'],
    [{ '@type': 'ImageObject', url: '/img/b.jpg' }, 'https://rezepte.example.de/img/b.jpg'],
    [
      [{ '@type': 'ImageObject', contentUrl: 'https://bilder.example.de/c.webp' }, 'https://bilder.example.de/d.jpg'],
      'https://bilder.example.de/c.webp',
    ],
    ['javascript:alert(1)', null],
  ])('image %j is %j', (image, url) => {
    expect(extract(page({ image })).imageUrl).toBe(url);
  });

  it('reads HowToSections, ItemLists and numbered instruction text as steps', () => {
    const sections = extract(
      page({
        recipeInstructions: [
          {
            '@type': 'HowToSection',
            name: 'Teig',
            itemListElement: [
              { '@type': 'HowToStep', text: 'Mehl sieben.' },
              { '@type': 'HowToStep', text: 'Eier unterrühren.' },
            ],
          },
          {
            '@type': 'HowToSection',
            name: 'Backen',
            itemListElement: {
              '@type': 'ItemList',
              itemListElement: [{ '@type': 'HowToStep', name: 'Backen', text: '20 Minuten bei 180 °C backen.' }],
            },
          },
        ],
      }),
    );
    expect(sections.draft?.instructions).toEqual([
      { step: 'Mehl sieben.' },
      { step: 'Eier unterrühren.' },
      { step: '20 Minuten bei 180 °C backen.', duration: 20, temperature: '180 °C' },
    ]);
    const numbered = extract(page({ recipeInstructions: '1. Mehl sieben.\n2. Eier unterrühren.\n\n3. Backen.' }));
    expect(numbered.draft?.instructions.map((s) => s.step)).toEqual(['Mehl sieben.', 'Eier unterrühren.', 'Backen.']);
  });

  it('leaves group headings out of the ingredients and splits "Salz und Pfeffer"', () => {
    const result = extract(page({ recipeIngredient: ['Für den Teig:', '200 g Mehl', 'Zum Bestreuen:', 'Salz und Pfeffer'] }));
    expect(result.draft?.ingredients.map((i) => i.name)).toEqual(['Mehl', 'Salz', 'Pfeffer']);
  });

  it('takes the recipe that has ingredients when a page carries several', () => {
    const html = `<html><head><script type="application/ld+json">[{"@type":"Recipe","name":"Teaser"},{"@type":"Recipe","name":"Das echte Rezept","recipeIngredient":["1 Ei"],"recipeInstructions":"Kochen."}]</script></head></html>`;
    expect(extract(html).draft?.title).toBe('Das echte Rezept');
  });

  it('finds nothing on a page without a recipe, and hands its visible text on for an LLM', () => {
    const result = extract(
      '<html><body><nav><ul><li>Start</li></ul></nav><h1>Über uns</h1><p>Wir kochen gern.</p></body></html>',
    );
    expect(result.method).toBeNull();
    expect(result.text).toBe('Über uns\nWir kochen gern.');
  });
});

describe('reading page bytes', () => {
  it('decodes by BOM, declared charset or meta charset', () => {
    const latin1 = Buffer.from('<html><head><meta charset="iso-8859-1"></head><body>Grüße</body></html>', 'latin1');
    expect(decodeHtml(latin1)).toContain('Grüße');
    expect(decodeHtml(Buffer.from('<p>Käse</p>', 'latin1'), 'text/html; charset=ISO-8859-1')).toBe('<p>Käse</p>');
    expect(decodeHtml(Buffer.from('\uFEFF<p>Käse</p>', 'utf8'))).toBe('<p>Käse</p>');
    expect(decodeHtml(Buffer.from('<meta charset="klingonisch"><p>Käse</p>', 'utf8'))).toContain('Käse');
  });

  it('takes text/html and XHTML, and untyped bytes only when they look like a page', () => {
    expect(isHtmlAnswer('text/html; charset=utf-8', Buffer.from(''))).toBe(true);
    expect(isHtmlAnswer('application/xhtml+xml', Buffer.from(''))).toBe(true);
    expect(isHtmlAnswer(undefined, Buffer.from('<!-- saved from url=(0030)https://example.de/ -->\n<!DOCTYPE html><html>'))).toBe(
      true,
    );
    expect(isHtmlAnswer('application/json', Buffer.from('<html>'))).toBe(false);
    expect(isHtmlAnswer(undefined, Buffer.from('%PDF-1.7'))).toBe(false);
  });
});
