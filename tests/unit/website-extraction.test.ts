import { describe, expect, it } from 'vitest';
import { canonicalPageUrl, cleanPageUrl, parsePageUrl } from '@kochclip/routers/server';
import { extractHtmlRecipe, decodeHtml, isHtmlAnswer } from '@kochclip/server';

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
      { step: 'Mehl sieben.', group: 'Teig' },
      { step: 'Eier unterrühren.', group: 'Teig' },
      { step: '20 Minuten bei 180 °C backen.', duration: 20, temperature: '180 °C', group: 'Backen' },
    ]);
    const numbered = extract(page({ recipeInstructions: '1. Mehl sieben.\n2. Eier unterrühren.\n\n3. Backen.' }));
    expect(numbered.draft?.instructions.map((s) => s.step)).toEqual(['Mehl sieben.', 'Eier unterrühren.', 'Backen.']);
  });

  it('makes group headings among the ingredient lines the groups, not ingredients, and splits "Salz und Pfeffer"', () => {
    const result = extract(page({ recipeIngredient: ['Für den Teig:', '200 g Mehl', 'Zum Bestreuen:', 'Salz und Pfeffer'] }));
    expect(result.draft?.ingredients.map((i) => [i.name, i.group])).toEqual([
      ['Mehl', 'Für den Teig'],
      ['Salz', 'Zum Bestreuen'],
      ['Pfeffer', 'Zum Bestreuen'],
    ]);
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

/** A JSON-LD page whose body shows `body`; the recipe fields override the defaults of `page`. */
const pageWithBody = (recipe: Record<string, unknown>, body: string) =>
  page(recipe).replace('<body></body>', `<body>${body}</body>`);

describe('structures of real recipe pages', () => {
  it('reads microdata whose amount, unit and name sit in elements of their own as one ingredient', () => {
    const html = `<html><body><article itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Risotto</h1>
      <ul><li itemprop="recipeIngredient"><span class="menge">150</span>
        <div class="einheit">g</div>
        <div class="zutat">Risottoreis</div></li>
      <li itemprop="recipeIngredient"><span>1</span>
        <div>l</div><div>Gemüsebrühe</div></li></ul>
      <div itemprop="recipeInstructions"><p>Reis anschwitzen.</p><p>Brühe nach und nach angießen.</p></div></article></body></html>`;
    const result = extract(html);
    expect(result.method).toBe('microdata');
    expect(result.draft?.ingredients).toEqual([
      { amount: '150', unit: 'g', name: 'Risottoreis' },
      { amount: '1', unit: 'l', name: 'Gemüsebrühe' },
    ]);
    expect(result.draft?.instructions.map((s) => s.step)).toEqual(['Reis anschwitzen.', 'Brühe nach und nach angießen.']);
  });

  it('keeps an ingredient line with a comma as one ingredient whose note is the part after the comma', () => {
    const result = extract(
      page({ recipeIngredient: ['250 g Schweinefleisch, in Stücken', '1 EL Öl, zum Braten', '1,5 kg Mehl'] }),
    );
    expect(result.draft?.ingredients).toEqual([
      { amount: '250', unit: 'g', name: 'Schweinefleisch', note: 'in Stücken' },
      { amount: '1', unit: 'EL', name: 'Öl', note: 'zum Braten' },
      { amount: '1.5', unit: 'kg', name: 'Mehl' },
    ]);
  });

  it.each([
    ['line breaks', 'Zwiebeln würfeln.\nIn Butter anschwitzen.\r\nMit Brühe ablöschen.'],
    ['carriage returns', 'Zwiebeln würfeln.\rIn Butter anschwitzen.\rMit Brühe ablöschen.'],
    ['numbered paragraphs in one line', '1. Zwiebeln würfeln. 2. In Butter anschwitzen. 3. Mit Brühe ablöschen.'],
    ['„Schritt n“ paragraphs', 'Schritt 1: Zwiebeln würfeln. Schritt 2: In Butter anschwitzen. Schritt 3: Mit Brühe ablöschen.'],
    ['HTML paragraphs', '<p>Zwiebeln würfeln.</p><p>In Butter anschwitzen.</p><p>Mit Brühe ablöschen.</p>'],
  ])('splits one text block of instructions into steps at %s', (_, recipeInstructions) => {
    const steps = [
      extract(page({ recipeInstructions })),
      extract(page({ recipeInstructions: [{ '@type': 'HowToStep', text: recipeInstructions }] })),
    ].map((result) => result.draft?.instructions.map((s) => s.step));
    for (const list of steps) expect(list).toEqual(['Zwiebeln würfeln.', 'In Butter anschwitzen.', 'Mit Brühe ablöschen.']);
  });

  it('keeps a long single paragraph as one step, and several HowToSteps as they are', () => {
    const paragraph =
      'Den Ofen auf 200 °C vorheizen, die Kartoffeln schälen und in dünne Scheiben schneiden, dann in eine Form schichten, mit Sahne übergießen und 45 Minuten backen, bis die Oberfläche goldbraun ist.';
    expect(extract(page({ recipeInstructions: paragraph })).draft?.instructions.map((s) => s.step)).toEqual([paragraph]);
    const steps = extract(
      page({
        recipeInstructions: [
          { '@type': 'HowToStep', text: 'Kartoffeln schälen.\nIn Scheiben schneiden.' },
          { '@type': 'HowToStep', text: 'Backen.' },
        ],
      }),
    );
    expect(steps.draft?.instructions.map((s) => s.step)).toEqual(['Kartoffeln schälen. In Scheiben schneiden.', 'Backen.']);
  });

  it("makes a HowToStep's own title its group, unless the title is its text again or a number", () => {
    const result = extract(
      page({
        recipeInstructions: [
          { '@type': 'HowToStep', name: 'Mürbeteig', text: 'Mehl und Butter verkneten.' },
          { '@type': 'HowToStep', name: 'Schritt 2', text: 'Kalt stellen.' },
          { '@type': 'HowToStep', name: 'Ausrollen und backen', text: 'Ausrollen und backen.' },
        ],
      }),
    );
    expect(result.draft?.instructions.map((s) => [s.step, s.group])).toEqual([
      ['Mehl und Butter verkneten.', 'Mürbeteig'],
      ['Kalt stellen.', undefined],
      ['Ausrollen und backen.', undefined],
    ]);
  });

  it('reads a HowToStep whose text sits in HowToDirections, and steps given as JSON inside a text', () => {
    const directions = extract(
      page({
        recipeInstructions: [
          { '@type': 'HowToStep', itemListElement: { '@type': 'HowToDirection', text: 'Linsen einweichen.' } },
          { '@type': 'HowToStep', itemListElement: [{ '@type': 'HowToDirection', text: 'Zwiebel schneiden.' }] },
        ],
      }),
    );
    expect(directions.draft?.instructions.map((s) => s.step)).toEqual(['Linsen einweichen.', 'Zwiebel schneiden.']);
    const embedded = extract(
      page({
        recipeInstructions: JSON.stringify([
          { '@type': 'HowToStep', text: 'Vorheizen.' },
          { '@type': 'HowToStep', text: 'Backen.' },
        ]),
      }),
    );
    expect(embedded.draft?.instructions.map((s) => s.step)).toEqual(['Vorheizen.', 'Backen.']);
  });

  it('takes the steps from the page when its schema.org data has none, with the headings below the method as groups', () => {
    const html = pageWithBody(
      { recipeInstructions: undefined },
      `<h1>Testrezept</h1><h2>Zutaten</h2><ul><li>200 g Mehl</li><li>2 Eier</li></ul>
       <h2>Zubereitung</h2><h3>Teig</h3><ol><li>Mehl und Eier verrühren.</li><li>Ruhen lassen.</li></ol>
       <h3>Backen</h3><ol><li>20 Minuten backen.</li></ol><h2>Kommentare</h2><p>Lecker!</p>`,
    );
    const result = extract(html);
    expect(result.method).toBe('jsonld');
    expect(result.draft?.instructions).toEqual([
      { step: 'Mehl und Eier verrühren.', group: 'Teig' },
      { step: 'Ruhen lassen.', group: 'Teig' },
      { step: '20 Minuten backen.', duration: 20, group: 'Backen' },
    ]);
  });

  it('never invents a step: a page with ingredients and no steps anywhere gives no draft and says why', () => {
    const result = extract(pageWithBody({ recipeInstructions: undefined }, '<h1>Testrezept</h1><p>Guten Appetit.</p>'));
    expect(result.draft).toBeNull();
    expect(result.stepsMissing).toBe(true);
    expect(JSON.stringify(result)).not.toContain('Originalseite');
    expect(extract('<html><body><h1>Über uns</h1><p>Wir kochen gern.</p></body></html>').stepsMissing).toBe(false);
  });

  it('takes the ingredient groups from the headings the page shows around the same lines', () => {
    const html = pageWithBody(
      { recipeIngredient: ['250 g Mehl', '1 Prise Salz', '125 g Butter', '200 g Puderzucker', '2 EL Zitronensaft'] },
      `<h1>Testrezept</h1><div class="wprm-recipe"><h3>Zutaten</h3>
       <h4>Für den Mürbeteig</h4><ul><li>▢ 250 g Mehl</li><li>▢ 1 Prise Salz</li><li>▢ 125 g Butter, kalt</li></ul>
       <h4>Für den Guss</h4><ul><li>▢ 200 g Puderzucker</li><li>▢ 2 EL Zitronensaft</li></ul></div>`,
    );
    const result = extract(html);
    expect(result.draft?.ingredients.map((i) => [i.name, i.group])).toEqual([
      ['Mehl', 'Für den Mürbeteig'],
      ['Salz', 'Für den Mürbeteig'],
      ['Butter', 'Für den Mürbeteig'],
      ['Puderzucker', 'Für den Guss'],
      ['Zitronensaft', 'Für den Guss'],
    ]);
    const asItems = extract(
      pageWithBody(
        { recipeIngredient: ['400 g Rinderhack', '1 Zwiebel', '500 g Kartoffeln', '200 ml Milch'] },
        `<h2>Zutaten</h2><ul><li>Für das Ragout</li><li>400 g Rinderhack</li><li>1 Zwiebel</li>
         <li>Für das Püree</li><li>500 g Kartoffeln</li><li>200 ml Milch</li></ul>`,
      ),
    );
    expect(asItems.draft?.ingredients.map((i) => i.group)).toEqual([
      'Für das Ragout',
      'Für das Ragout',
      'Für das Püree',
      'Für das Püree',
    ]);
    const flat = extract(pageWithBody({}, '<h1>Testrezept</h1><ul><li>200 g Mehl</li><li>2 Eier</li></ul>'));
    expect(flat.draft?.ingredients.every((i) => i.group === undefined)).toBe(true);
  });

  it('reads a page without structured data by its headings in other languages, with the steps it lists', () => {
    const html = `<html><body><h1>Pancakes</h1><h2>Ingredients</h2><ul><li>200 g flour</li><li>300 ml milk</li><li>2 eggs</li></ul>
      <h2>Instructions</h2><ol><li>Whisk everything into a smooth batter.</li><li>Leave it to rest for a while.</li>
      <li>Fry thin pancakes in butter.</li></ol></body></html>`;
    const result = extract(html);
    expect(result.method).toBe('structure');
    expect(result.draft?.ingredients.map((i) => i.amount)).toEqual(['200', '300', '2']);
    expect(result.draft?.instructions.map((s) => s.step)).toEqual([
      'Whisk everything into a smooth batter.',
      'Leave it to rest for a while.',
      'Fry thin pancakes in butter.',
    ]);
  });

  it("reads a page whose body's class names a menu („responsive-menu“) and whose wrapper is named after its sidebar", () => {
    const html = `<html><body class="single responsive-menu-pro-slide-left"><div class="content-sidebar-wrap"><main>
      <h1>Pfannkuchen</h1><h2>Zutaten</h2><ul><li>200 g Mehl</li><li>300 ml Milch</li><li>2 Eier</li></ul>
      <h2>Zubereitung</h2><ol><li>Alles verrühren.</li><li>In der Pfanne ausbacken.</li></ol></main>
      <aside class="sidebar"><h2>Zutaten</h2><ul><li>Werbung</li></ul></aside></div></body></html>`;
    const result = extract(html);
    expect(result.method).toBe('structure');
    expect(result.draft?.ingredients.map((i) => i.name)).toEqual(['Mehl', 'Milch', 'Eier']);
    expect(result.draft?.instructions.map((s) => s.step)).toEqual(['Alles verrühren.', 'In der Pfanne ausbacken.']);
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
