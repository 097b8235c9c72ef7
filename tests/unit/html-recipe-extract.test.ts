import { describe, expect, it } from 'vitest';
import { extractHtmlRecipe } from '@kochclip/server';

const page = (recipe: object, body: string) => `<!doctype html><html><head><title>Test</title>
<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Recipe', ...recipe })}</script>
</head><body><h1>Lachs-Fattoush</h1>${body}</body></html>`;

describe('website import: what the page shows beside its structured data', () => {
  it('takes the amounts from the page when the structured data names the ingredients without them', () => {
    const html = page(
      {
        name: 'Lachs-Fattoush',
        recipeIngredient: ['laxfilé', 'olivolja', 'gurka'],
        recipeInstructions: ['Grilla laxen.', 'Blanda salladen.'],
      },
      `<h2>Ingredienser</h2>
       <ul><li>800 g laxfilé, i bit med skinn</li><li>4 msk olivolja</li></ul>
       <h3>Sallad</h3>
       <ul><li><div>1</div><div>gurka</div></li></ul>`,
    );
    const ingredients = extractHtmlRecipe(html, 'https://example.se/lax').draft?.ingredients ?? [];
    expect(ingredients.map(({ amount, unit, name, note }) => ({ amount, unit, name, note: note ?? null }))).toEqual([
      { amount: '800', unit: 'g', name: 'laxfilé', note: 'i bit med skinn' },
      { amount: '4', unit: 'EL', name: 'olivolja', note: null },
      { amount: '1', unit: '', name: 'gurka', note: null },
    ]);
  });

  it("takes the page's order and groups when the structured data lists the bare names in another order", () => {
    const html = page(
      {
        name: 'Lachs-Fattoush',
        recipeIngredient: ['gurka', 'laxfilé', 'tomat', 'vinäger', 'olivolja'],
        recipeInstructions: ['Grilla laxen.', 'Blanda salladen.'],
      },
      `<h2>Ingredienser</h2>
       <ul><li>800 g laxfilé</li><li>4 msk olivolja</li></ul>
       <h3>Sallad</h3>
       <ul><li>1 st gurka</li><li>4 st tomat, i klyftor, gärna olika sorter och färger</li></ul>
       <h3>Vinägrett</h3>
       <ul><li>1 msk vinäger</li></ul>`,
    );
    const ingredients = extractHtmlRecipe(html, 'https://example.se/lax').draft?.ingredients ?? [];
    expect(ingredients.map((i) => [i.name, i.group ?? null])).toEqual([
      ['laxfilé', null],
      ['olivolja', null],
      ['gurka', 'Sallad'],
      ['tomat', 'Sallad'],
      ['vinäger', 'Vinägrett'],
    ]);
  });

  it('keeps the structured data when its lines carry their amounts', () => {
    const html = page(
      { name: 'Lachs-Fattoush', recipeIngredient: ['200 g Lachs', '1 Gurke'], recipeInstructions: ['Grillen.', 'Mischen.'] },
      '<ul><li>300 g Lachs (Bio)</li><li>2 Gurken</li></ul>',
    );
    const ingredients = extractHtmlRecipe(html, 'https://example.de/lachs').draft?.ingredients ?? [];
    expect(ingredients.map((i) => `${i.amount} ${i.unit} ${i.name}`.replace(/\s+/g, ' '))).toEqual(['200 g Lachs', '1 Gurke']);
  });

  it("drops brackets a site's converter left empty and reads a doubled aside as one", () => {
    const html = page(
      {
        name: 'Kuchen',
        recipeIngredient: ['2 tablespoons water ( ) (280ml)', '2 cups flour ((I used spelt))'],
        recipeInstructions: ['Backen.', 'Servieren.'],
      },
      '',
    );
    const names = (extractHtmlRecipe(html, 'https://example.com/cake').draft?.ingredients ?? []).map((i) => i.name);
    expect(names).toEqual(['water (280ml)', 'flour (I used spelt)']);
  });

  it('reads microdata properties outside any Recipe scope, a list marked up twice once', () => {
    const list = `<ul itemprop="ingredients"><li>200 g Tagliatelle</li><li>100 g Speck</li></ul>`;
    const html = `<!doctype html><html><head><title>Carbonara</title></head><body><h1>Tagliatelle carbonara</h1>
      ${list}${list}
      <div itemprop="recipeInstructions"><p>1- Die Eier verquirlen.</p><p>2- Den Speck anbraten.</p><p>3- Alles mischen.</p></div>
      </body></html>`;
    const result = extractHtmlRecipe(html, 'https://example.fr/carbonara');
    expect(result.draft?.title).toBe('Tagliatelle carbonara');
    expect(result.draft?.ingredients.map((i) => i.name)).toEqual(['Tagliatelle', 'Speck']);
    expect(result.draft?.instructions.map((i) => i.step)).toEqual([
      'Die Eier verquirlen.',
      'Den Speck anbraten.',
      'Alles mischen.',
    ]);
  });

  it('takes the steps from microdata when the JSON-LD recipe has none', () => {
    const html = page(
      { name: 'Porridge', recipeIngredient: ['50 g Haferflocken', '200 ml Milch'] },
      '<div itemprop="recipeInstructions"><ol><li>Milch erhitzen.</li><li>Haferflocken einrühren.</li></ol></div>',
    );
    const steps = extractHtmlRecipe(html, 'https://example.de/porridge').draft?.instructions.map((i) => i.step);
    expect(steps).toEqual(['Milch erhitzen.', 'Haferflocken einrühren.']);
  });

  it('reads an ingredient laid out as a row of blocks as one line', () => {
    const row = (cells: string[]) => `<div class="row">${cells.map((c) => `<div>${c}</div>`).join('')}</div>`;
    const html = `<!doctype html><html><head><title>Patisszon</title><meta property="og:title" content="Töltött patisszon recept | Street Kitchen"></head>
      <body><h1><span>Töltött</span><span>patisszon</span></h1>
      <h2>Hozzávalók</h2>${row(['1 db', 'patisszon', '(1 kg/db)'])}${row(['200 g', 'rizs'])}${row(['1 l', 'tej'])}
      <h2>Elkészítés</h2><ol><li>A rizst megfőzzük a tejben.</li><li>A patisszont megtöltjük.</li></ol></body></html>`;
    const draft = extractHtmlRecipe(html, 'https://example.hu/patisszon').draft;
    expect(draft?.title).toBe('Töltött patisszon');
    const ingredients = draft?.ingredients ?? [];
    expect(ingredients.map((i) => [i.amount, i.unit, i.name])).toEqual([
      ['1', 'Stück', 'patisszon (1 kg/db)'],
      ['200', 'g', 'rizs'],
      ['1', 'l', 'tej'],
    ]);
  });

  it("drops what a site appends to every title (' – Recept', ' | Site', a rating), and spaces a heading set word by word", () => {
    const titled = (name: string, h1 = '', og = '') =>
      extractHtmlRecipe(
        `<!doctype html><html><head>${og ? `<meta property="og:title" content="${og}">` : ''}
        <meta property="og:site_name" content="Rutger Bakt">
        <script type="application/ld+json">${JSON.stringify({ '@type': 'Recipe', name, recipeIngredient: ['200 g Mehl', '1 Ei'], recipeInstructions: ['Mischen.', 'Backen.'] })}</script>
        </head><body>${h1}</body></html>`,
        'https://example.nl/cake',
      ).draft?.title;
    expect(titled('Arretjescake – Recept')).toBe('Arretjescake');
    expect(titled('Banketstaaf | Rutger Bakt')).toBe('Banketstaaf');
    expect(titled('Lemon Meringue Tartlets Recipe - (4.8/5)')).toBe('Lemon Meringue Tartlets');
    expect(titled('Omas bestes Rezept')).toBe('Omas bestes Rezept');
    expect(titled('Burger Sauce Recipe')).toBe('Burger Sauce Recipe');
  });

  it('reads recipeIngredient given as one list per group', () => {
    const html = page(
      {
        name: 'Patates topları',
        recipeIngredient: [['2 yemek kaşığı sıvı yağ', '1 kilogram tavuk'], ['5 adet patates']],
        recipeInstructions: ['Pişir.', 'Servis et.'],
      },
      '',
    );
    expect(extractHtmlRecipe(html, 'https://example.com.tr/x').draft?.ingredients).toHaveLength(3);
  });

  it('reads a recipe inside a layout named after its sidebar, and leaves a real sidebar out', () => {
    const html = `<!doctype html><html><head><title>Guacamole</title></head><body>
      <h1>Mango Guacamole</h1><div class="sidebar-right-layout">
        <h2>Ingredients</h2><ul><li>3 large avocados</li><li>1 mango</li></ul>
        <h2>Instructions</h2><ol><li>Mash the avocados.</li><li>Fold in the mango.</li></ol>
      </div>
      <div class="sidebar"><h2>Ingredients</h2><ul><li>1 kg Werbung</li></ul></div></body></html>`;
    const draft = extractHtmlRecipe(html, 'https://example.com/guacamole').draft;
    expect(draft?.ingredients.map((i) => i.name)).toEqual(['large avocados', 'mango']);
    expect(draft?.instructions).toHaveLength(2);
  });

  it('finds the groups in the recipe card when the post names the first ingredient before it', () => {
    const html = page(
      {
        name: 'Blueberry Galette',
        recipeIngredient: ['1 cup flour', '8 tbsp butter', '4 cups blueberries', '1 egg'],
        recipeInstructions: ['Mix.', 'Bake.'],
      },
      `<p>This galette starts with</p><ul><li>1 cup flour</li></ul><p>and a lot of love.</p>
       <h3>Ingredients</h3><h4>Dough</h4><ul><li>1 cup flour</li><li>8 tbsp butter</li></ul>
       <h4>Filling</h4><ul><li>4 cups blueberries</li></ul><h4>Egg Wash</h4><ul><li>1 egg</li></ul>`,
    );
    const groups = extractHtmlRecipe(html, 'https://example.com/galette').draft?.ingredients.map((i) => i.group ?? null);
    expect(groups).toEqual(['Dough', 'Dough', 'Filling', 'Egg Wash']);
  });

  it('reads group titles listed among the structured ingredients when the page shows them as headings', () => {
    const html = page(
      {
        name: 'Špízy',
        recipeIngredient: ['Suroviny', 'Špízy', '1,5 kg jahňacieho stehna', 'soľ', 'Salsa', '1 hrsť mäty'],
        recipeInstructions: ['Grilovať.', 'Podávať.'],
      },
      '<h2>Suroviny</h2><h3>Špízy</h3><ul><li>1,5 kg jahňacieho stehna</li><li>soľ</li></ul><h3>Salsa</h3><ul><li>1 hrsť mäty</li></ul>',
    );
    const ingredients = extractHtmlRecipe(html, 'https://example.sk/spizy').draft?.ingredients ?? [];
    expect(ingredients.map((i) => [i.name, i.group ?? null])).toEqual([
      ['jahňacieho stehna', 'Špízy'],
      ['soľ', 'Špízy'],
      ['hrsť mäty', 'Salsa'],
    ]);
  });

  it('finds the groups when the page prints amount and name without a space between their elements', () => {
    const html = page(
      { name: 'Bullar', recipeIngredient: ['2,5 dl vatten', '25 g jäst', '1 ägg'], recipeInstructions: ['Baka.', 'Pensla.'] },
      '<h2>Degen</h2><ul><li><span>2,5 dl</span><span>vatten</span></li><li><span>25 g</span><span>jäst</span></li></ul><h2>Pensling</h2><ul><li><span>1</span><span>ägg</span></li></ul>',
    );
    const groups = extractHtmlRecipe(html, 'https://example.se/bullar').draft?.ingredients.map((i) => i.group ?? null);
    expect(groups).toEqual(['Degen', 'Degen', 'Pensling']);
  });

  it('reads an ingredient list the structured data repeats once', () => {
    const lines = ['1/2 cup butter', '1 tsp cinnamon', '2 pears'];
    const html = page(
      { name: 'Pear Crisp', recipeIngredient: [...lines, ...lines], recipeInstructions: ['Bake.', 'Serve.'] },
      '',
    );
    expect(extractHtmlRecipe(html, 'https://example.org/pears').draft?.ingredients).toHaveLength(3);
  });

  it('splits a step text whose paragraphs were glued together or numbered without spaces', () => {
    const steps = (instructions: unknown) =>
      (
        extractHtmlRecipe(
          page({ name: 'Gemüsepfanne', recipeIngredient: ['2 Zucchini', '1 Zwiebel'], recipeInstructions: instructions }, ''),
          'https://example.de/pfanne',
        ).draft?.instructions ?? []
      ).map((s) => s.step);
    expect(steps(['Zwiebel würfeln und in Öl glasig dünsten.Zucchini in Scheiben schneiden und 5 Minuten mitbraten.'])).toEqual([
      'Zwiebel würfeln und in Öl glasig dünsten.',
      'Zucchini in Scheiben schneiden und 5 Minuten mitbraten.',
    ]);
    expect(steps('1.Zwiebel würfeln 2.Zucchini schneiden 3.Alles 1.5 Minuten braten')).toEqual([
      'Zwiebel würfeln',
      'Zucchini schneiden',
      'Alles 1.5 Minuten braten',
    ]);
    // Abbreviations keep their dots.
    expect(steps(['Mit z.B. Petersilie bestreuen und mit Salz u.Ä. abschmecken.'])).toEqual([
      'Mit z.B. Petersilie bestreuen und mit Salz u.Ä. abschmecken.',
    ]);
  });

  it("reads no step from markup that a broken attribute cut short, and takes the page's steps instead", () => {
    const html = `<!doctype html><html><head><title>Muffins</title></head><body>
      <div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Muffins</h1>
      <meta itemprop="recipeIngredient" content="200 g Mehl"><meta itemprop="recipeIngredient" content="2 Eier">
      <meta itemprop="recipeInstructions" content="[{">
      <h2>Zubereitung</h2><ol><li>Ofen auf 180 °C vorheizen.</li><li>Teig rühren.</li><li>20 Minuten backen.</li></ol>
      </div></body></html>`;
    const draft = extractHtmlRecipe(html, 'https://example.de/muffins').draft;
    expect(draft?.instructions.map((s) => s.step)).toEqual(['Ofen auf 180 °C vorheizen.', 'Teig rühren.', '20 Minuten backen.']);
  });

  it('ends steps the page numbers itself at the first line without the next number (a part may count anew)', () => {
    const html = `<!doctype html><html><head><title>Spelt bread</title></head><body><h1>Spelt bread</h1>
      <h2>Ingredients</h2><ul><li>500 g spelt flour</li><li>1 cube yeast</li><li>350 ml water</li></ul>
      <h2>Method</h2>
      <p>1. Stir water and yeast.<br>2. Add the flour and knead for 5 minutes.<br>3. Leave to rise for an hour.</p>
      <p><em>Baking:</em><br>1. Bake at 220 °C for 30 minutes.<br>2. Turn down to 200 °C and bake 10 minutes more.</p>
      <p>From our baking magazine, issue 12</p><p>Bread and pastry</p><p>12 December 2018</p><p>Popular posts</p>
      </body></html>`;
    expect(extractHtmlRecipe(html, 'https://example.org/bread').draft?.instructions.map((s) => s.step)).toEqual([
      'Stir water and yeast.',
      'Add the flour and knead for 5 minutes.',
      'Leave to rise for an hour.',
      'Baking:',
      'Bake at 220 °C for 30 minutes.',
      'Turn down to 200 °C and bake 10 minutes more.',
    ]);
  });

  it('reads a recipe whose structured data writes its type in small letters', () => {
    const html = page(
      {
        '@type': 'recipe',
        name: 'Blumenkohlsteaks',
        recipeIngredient: ['1 Blumenkohl', '2 EL Öl'],
        recipeInstructions: [
          { '@type': 'howtostep', text: 'Blumenkohl in Scheiben schneiden.' },
          { '@type': 'HowToStep', text: 'Grillen.' },
        ],
      },
      '',
    );
    const draft = extractHtmlRecipe(html, 'https://example.co.uk/steaks').draft;
    expect(draft?.title).toBe('Blumenkohlsteaks');
    expect(draft?.instructions.map((s) => s.step)).toEqual(['Blumenkohl in Scheiben schneiden.', 'Grillen.']);
  });

  it('reads a page that puts the method above the ingredients and prints them in US and metric measures', () => {
    const html = `<!doctype html><html><head><title>Ginger pancakes</title></head><body><h1>Ginger pancakes</h1>
      <h3>Method</h3><ul><li>1. Melt the butter.</li><li>2. Whisk flour, buttermilk and eggs.</li><li>3. Fry the pancakes.</li></ul>
      <ul><li>Breakfast</li><li>Winter</li></ul>
      <h3>Ingredients</h3>
      <p>2 tbsp butter</p><p>8.8oz plain flour</p><p>6.7 fl oz buttermilk</p><p>2 eggs</p>
      <p>2 tbsp butter</p><p>250g plain flour</p><p>200ml buttermilk</p><p>2 eggs</p>
      <h3>You'll need</h3><p>Large frying pan</p>
      </body></html>`;
    const draft = extractHtmlRecipe(html, 'https://example.ie/pancakes').draft;
    expect(draft?.instructions.map((s) => s.step)).toEqual([
      'Melt the butter.',
      'Whisk flour, buttermilk and eggs.',
      'Fry the pancakes.',
    ]);
    expect(draft?.ingredients.map((i) => [i.amount, i.unit, i.name])).toEqual([
      ['2', 'EL', 'butter'],
      ['250', 'g', 'plain flour'],
      ['200', 'ml', 'buttermilk'],
      ['2', '', 'eggs'],
    ]);
  });

  it('finds the groups of a page that prints each name and amount on lines of their own, inside a page-wide form', () => {
    const html = `<!doctype html><html><head><title>Pastrami-Toast</title>
      <script type="application/ld+json">${JSON.stringify({
        '@context': 'https://schema.org',
        '@type': 'Recipe',
        name: 'Pastrami-Toast',
        recipeIngredient: ['400 g Pastrami', '8 Scheiben Brot', '1 Schalotte', '½ grüne Paprika', '1 dl Mayonnaise'],
        recipeInstructions: ['Toasten.', 'Belegen.'],
      })}</script></head>
      <body><form action="/rezept" method="post"><h1>Pastrami-Toast</h1><h2>Zutaten</h2>
      <p>Pastrami</p><p>400 g</p><p>Brot</p><p>8 Scheiben</p>
      <h3>Dressing:</h3><p>Schalotte</p><p>1</p><p>grüne Paprika</p><p>½</p><p>Mayonnaise</p><p>1 dl</p>
      </form></body></html>`;
    const ingredients = extractHtmlRecipe(html, 'https://example.se/toast').draft?.ingredients ?? [];
    expect(ingredients.map((i) => [i.name, i.group ?? null])).toEqual([
      ['Pastrami', null],
      ['Brot', null],
      ['Schalotte', 'Dressing'],
      ['grüne Paprika', 'Dressing'],
      ['Mayonnaise', 'Dressing'],
    ]);
  });

  it("takes the title from the h1 that says what og:title says, also in the page's header", () => {
    const html = `<!doctype html><html><head><title>Millionaires' Shortbread | Mad | Opskrift</title>
      <meta property="og:title" content="Millionaires' Shortbread"></head><body>
      <header><h1>Navigation</h1><h1><span>Millionaires' Shortbread</span></h1></header>
      <h2>Ingredienser</h2><ul><li>200 g smør</li><li>300 g mel</li></ul>
      <h2>Fremgangsmåde</h2><ol><li>Bag bunden.</li><li>Kog karamellen.</li></ol>
      <aside><h1>Mere fra os</h1></aside><h1>Mere fra os</h1></body></html>`;
    expect(extractHtmlRecipe(html, 'https://example.dk/shortbread').draft?.title).toBe("Millionaires' Shortbread");
  });

  it('takes the steps the page numbers in full when the structured data gives only the first of them', () => {
    const html = page(
      {
        name: 'Gnocchi-Pfanne',
        recipeIngredient: ['500 g Gnocchi', '60 g Parmesan'],
        recipeInstructions: ['Den Parmesan fein reiben.', 'Die Zwiebel schälen und würfeln.'],
      },
      `<h2>Zubereitung</h2>
       <div>1Den Parmesan fein reiben.</div><div>2Die Zwiebel schälen und würfeln.</div>
       <div>3Die Gnocchi garen.</div><div>4Alles mischen und servieren.</div>
       <h2>Nährwerte</h2><div>Kalorien: 540</div>`,
    );
    expect(extractHtmlRecipe(html, 'https://example.de/gnocchi').draft?.instructions.map((s) => s.step)).toEqual([
      'Den Parmesan fein reiben.',
      'Die Zwiebel schälen und würfeln.',
      'Die Gnocchi garen.',
      'Alles mischen und servieren.',
    ]);
  });

  it('finds Greek and Cyrillic headings and reads a list the page prints twice, with tags between, once', () => {
    const list = '<h2>Υλικά</h2><p>2 αβοκάντο</p><p>4 αυγά</p>';
    const html = `<!doctype html><html><head><title>Αυγά</title></head><body><h1>Αυγά σε αβοκάντο</h1>
      ${list}<p>TAGS</p><ul><li>ΑΥΓΑ</li><li>BRUNCH</li></ul>${list}
      <h2>Εκτέλεση</h2><ul><li>Προθερμαίνουμε το φούρνο.</li><li>Ψήνουμε τα αυγά.</li></ul></body></html>`;
    const draft = extractHtmlRecipe(html, 'https://example.gr/avga').draft;
    expect(draft?.ingredients.map((i) => i.name)).toEqual(['αβοκάντο', 'αυγά']);
    expect(draft?.instructions.map((s) => s.step)).toEqual(['Προθερμαίνουμε το φούρνο.', 'Ψήνουμε τα αυγά.']);
  });

  it("reads HowToSections whose steps sit under 'ItemListElement' spelled with a capital", () => {
    const html = page(
      {
        name: 'Tikka masala',
        recipeIngredient: ['4 dl ris', '400 g kylling'],
        recipeInstructions: [
          { '@type': 'HowToSection', name: 'Ris', ItemListElement: [{ '@type': 'HowToStep', text: 'Kok ris.' }] },
          {
            '@type': 'HowToSection',
            name: 'Tikka masala',
            ItemListElement: [
              { '@type': 'HowToStep', text: 'Del kylling i biter.' },
              { '@type': 'HowToStep', text: 'Stek kyllingen.' },
            ],
          },
        ],
      },
      '',
    );
    const steps = extractHtmlRecipe(html, 'https://example.no/tikka').draft?.instructions ?? [];
    expect(steps.map((s) => [s.group, s.step])).toEqual([
      ['Ris', 'Kok ris.'],
      ['Tikka masala', 'Del kylling i biter.'],
      ['Tikka masala', 'Stek kyllingen.'],
    ]);
  });

  it("takes no list entry with a fraction sign for a group's title", () => {
    const html = page(
      {
        name: 'Raita',
        recipeIngredient: ['4 dl ris', '3 dl yoghurt', '0.5 dl agurk', '1 ts salt', '0.5 dl mynte'],
        recipeInstructions: ['Riv agurk.', 'Bland alt.'],
      },
      `<h2>Ingredienser</h2><h3>Ris</h3><ul><li>4 dl ris</li></ul>
       <h3>Raita</h3><ul><li>3 dl yoghurt</li><li>½ dl agurk</li><li>1 ts salt</li><li>½ dl mynte</li></ul>`,
    );
    const ingredients = extractHtmlRecipe(html, 'https://example.no/raita').draft?.ingredients ?? [];
    expect(ingredients.map((i) => i.group ?? null)).toEqual(['Ris', 'Raita', 'Raita', 'Raita', 'Raita']);
  });

  it('reads the recipe inside a layout named for its content and the sidebar beside it', () => {
    const html = `<!doctype html><html><head><title>Vlaai</title></head><body><h1>Abrikozenvlaai</h1>
      <section class="content-desktop-sidebar"><h2>Ingrediënten</h2><ul><li>250 g bloem</li><li>6 abrikozen</li></ul>
      <h2>Bereiding</h2><ol><li>Kneed het deeg.</li><li>Beleg met abrikozen.</li></ol></section></body></html>`;
    const draft = extractHtmlRecipe(html, 'https://example.nl/vlaai').draft;
    expect(draft?.instructions.map((s) => s.step)).toEqual(['Kneed het deeg.', 'Beleg met abrikozen.']);
  });

  it('finds the groups of lines the page prints with a note after them, amount first, or amount, unit and name apart', () => {
    const html = page(
      {
        name: 'Knedličky',
        recipeIngredient: ['Tvaroh: 250 g', '1 ks vajce', '200 ml smotana', '2 PL pesto'],
        recipeInstructions: ['Zmiešať.', 'Variť.'],
      },
      `<h2>Ingrediencie</h2>
       <h3>Knedličky</h3><ul><li>250 g Tvaroh hrudkovitý, najlepšie domáci z trhu</li></ul>
       <p>1</p><p>ks</p><p>vajce</p>
       <h3>Omáčka</h3><ul><li>200 ml smotana na šľahanie, aspoň 33 percent tuku</li><li>2 PL pesto</li></ul>`,
    );
    const ingredients = extractHtmlRecipe(html, 'https://example.sk/knedlicky').draft?.ingredients ?? [];
    expect(ingredients.map((i) => i.group ?? null)).toEqual(['Knedličky', 'Knedličky', 'Omáčka', 'Omáčka']);
  });

  it('takes no group title from names that label steps: numbered, "first instruction", or a kind of step given again and again', () => {
    const step = (name: string, text: string) => ({ '@type': 'HowToStep', name, text });
    const section = (name: string, texts: string[]) => ({
      '@type': 'HowToSection',
      name,
      itemListElement: texts.map((text) => ({ '@type': 'HowToStep', text })),
    });
    const groupsOf = (recipeInstructions: object[]) =>
      extractHtmlRecipe(
        page({ name: 'Tarte', recipeIngredient: ['200 g Mehl', '2 Eier'], recipeInstructions }, ''),
        'https://example.fr/tarte',
      ).draft?.instructions.map((s) => s.group ?? null);
    expect(groupsOf([step('tarte_c step 1', 'Den Teig kneten.'), step('tarte_c step 2', 'Backen.')])).toEqual([null, null]);
    expect(groupsOf([section('Första instruktionen', ['Kneten.']), section('Sista instruktionen', ['Backen.'])])).toEqual([
      null,
      null,
    ]);
    expect(
      groupsOf([
        step('Zutat dazugeben', 'Mehl in den Topf geben.'),
        step('Programm', 'Mischen 10 Sek.'),
        step('Zutat dazugeben', 'Eier in den Topf geben.'),
        step('Programm', 'Mischen 20 Sek.'),
        step('Zutat dazugeben', 'Milch in den Topf geben.'),
      ]),
    ).toEqual([null, 'Programm', null, 'Programm', null]);
    expect(groupsOf([section('Der Teig', ['Kneten.']), section('Der Belag', ['Belegen.'])])).toEqual(['Der Teig', 'Der Belag']);
  });

  it('reads the ingredients a page sets beside the method in an aside, and leaves an aside of links out', () => {
    const html = `<!doctype html><html><head><title>Toastie</title></head><body><h1>Cheese toastie</h1>
      <h2>Zubereitung</h2><ol><li>Den Sandwichtoaster vorheizen.</li><li>Das Sandwich goldbraun toasten.</li></ol>
      <aside class="sidebar"><h2>Ingredients</h2><ul><li>1 tbsp pesto</li><li>2 slices bread</li></ul></aside>
      <aside><h2>More recipes</h2><ul><li>2 minute noodles</li></ul></aside></body></html>`;
    const draft = extractHtmlRecipe(html, 'https://example.com.au/toastie').draft;
    expect(draft?.ingredients.map((i) => i.name)).toEqual(['pesto', 'bread']);
    expect(draft?.instructions.map((s) => s.step)).toEqual(['Den Sandwichtoaster vorheizen.', 'Das Sandwich goldbraun toasten.']);
  });

  it('takes no plain line for a group title when it names an ingredient worded otherwise', () => {
    const html = page(
      {
        name: 'Arroz',
        recipeIngredient: ['1 kg tamboril', '1 q.b. sal grosso', '300 g arroz', '200 g camarão'],
        recipeInstructions: ['Cozer.', 'Servir.'],
      },
      `<h2>Ingredientes</h2><p>tamboril</p><p>1 kg</p><p>sal</p><p>1 pitada grande</p><p>arroz</p><p>300 g</p>
       <h3>Para o camarão</h3><p>camarão</p><p>200 g</p>`,
    );
    const ingredients = extractHtmlRecipe(html, 'https://example.pt/arroz').draft?.ingredients ?? [];
    expect(ingredients.map((i) => i.group ?? null)).toEqual([null, null, null, 'Para o camarão']);
  });

  it("takes the ingredients from the page's ingredient elements when the structured data has none or only their group titles", () => {
    const body = `<div class="Ingredients"><h2>Biscuit</h2><p>2 Eier</p><p>70 g Haselnüsse</p></div>
      <div class="Ingredients"><h2>Ganache</h2><p>200 g Schokolade</p><p>250 ml Sahne</p></div>`;
    const groupsOf = (recipeIngredient: (string | null)[]) =>
      extractHtmlRecipe(
        page({ name: 'Bûche', recipeIngredient, recipeInstructions: ['Cuire le biscuit.', 'Napper de ganache.'] }, body),
        'https://example.fr/buche',
      ).draft?.ingredients.map((i) => [i.group ?? null, i.name]);
    const expected = [
      ['Biscuit', 'Eier'],
      ['Biscuit', 'Haselnüsse'],
      ['Ganache', 'Schokolade'],
      ['Ganache', 'Sahne'],
    ];
    expect(groupsOf([null])).toEqual(expected);
    expect(groupsOf(['Biscuit', 'Ganache'])).toEqual(expected);
  });

  it('finds Chinese headings and Dutch „Benodigdheden“, and reads a step set in a heading as text', () => {
    const chinese = `<!doctype html><html><head><title>鸡蛋糕</title></head><body><h1>迷你烤鸡蛋糕</h1>
      <p>材料：</p><ul><li>4 个 蛋</li><li>100 克 糖</li></ul>
      <p>做法：</p><ol><li>把烤炉预热至200°C。</li><li>把蛋和糖打至浓稠。</li></ol></body></html>`;
    expect(extractHtmlRecipe(chinese, 'https://example.com/cake').draft?.instructions).toHaveLength(2);
    const dutch = `<!doctype html><html><head><title>Taart</title></head><body><h1>Hartige taart</h1>
      <h2>Benodigdheden:</h2><ul><li>200 gr sperziebonen</li><li>250 gr gehakt</li></ul>
      <h2>Bereidingswijze:</h2><h3>${'Verwarm de oven voor op 200 graden en bak het gehakt met de ui en de sperziebonen. '.repeat(2)}</h3>
      </body></html>`;
    const draft = extractHtmlRecipe(dutch, 'https://example.nl/taart').draft;
    expect(draft?.ingredients.map((i) => i.name)).toEqual(['sperziebonen', 'gehakt']);
    expect(draft?.instructions).toHaveLength(1);
  });

  it('ends the steps under a method heading where the part of the page that holds them ends', () => {
    const html = page(
      { name: 'Macaroni', recipeIngredient: ['300 g macaroni', '1 ui'] },
      `<div class="recipe"><h2>Bereiding</h2>
        <div class="steps"><div class="col"><p>Fruit de ui.</p></div><div class="col"><p>Kook de macaroni.</p></div>
          <div class="col"><p>Meng alles.</p></div></div>
        <div class="group"><h3>Saus</h3><p>Roer de saus.</p></div></div>
      <div class="promo"><div><p>Smaakt dit naar meer? Bestel ons kookboek.</p><p>Bewaren</p></div></div>`,
    );
    const steps = extractHtmlRecipe(html, 'https://example.nl/macaroni').draft?.instructions ?? [];
    expect(steps.map((s) => [s.group ?? null, s.step])).toEqual([
      [null, 'Fruit de ui.'],
      [null, 'Kook de macaroni.'],
      [null, 'Meng alles.'],
      ['Saus', 'Roer de saus.'],
    ]);
  });

  it('reads the section after the ingredients as the method when the page names it otherwise, and no one-line widget as a list', () => {
    const html = (list: string) => `<!doctype html><html><head><title>Kuglóf</title></head><body><h1>Csokis kuglóf</h1>
      <h2>Hozzávalók</h2>${list}
      <h2>A recept</h2><p>A tojásokat szétválasztjuk és habosra keverjük.</p>
      <h2>További receptek</h2><p>Hagyományos</p></body></html>`;
    const draft = extractHtmlRecipe(
      html('<ul><li>4 db tojás</li><li>250 g porcukor</li></ul>'),
      'https://example.hu/kuglof',
    ).draft;
    expect(draft?.instructions.map((s) => s.step)).toEqual(['A tojásokat szétválasztjuk és habosra keverjük.']);
    expect(extractHtmlRecipe(html('<p>személy</p>'), 'https://example.hu/kuglof').draft).toBeNull();
  });

  it('joins the lines of a step text wrapped at a fixed width, and keeps its sentences apart', () => {
    const html = page(
      {
        name: 'Noodles',
        recipeIngredient: ['200 g noodles', '1 escarole'],
        recipeInstructions:
          'Cook noodles according to\npackage directions. Drain.\nToss noodles and chili\nsauce in a large bowl.',
      },
      '',
    );
    expect(extractHtmlRecipe(html, 'https://example.com/noodles').draft?.instructions.map((s) => s.step)).toEqual([
      'Cook noodles according to package directions. Drain.',
      'Toss noodles and chili sauce in a large bowl.',
    ]);
  });

  it("reads amount and name printed as lines of their own as one line, and finds the method after the list's equipment", () => {
    const html = `<!doctype html><html><head><title>Γεμιστά</title></head><body><h1>Γεμιστά</h1>
      <h2>Υλικά</h2><h3>ΓΙΑ ΤΑ ΛΑΧΑΝΙΚΑ</h3><p>6</p><p>ντομάτες</p><p>2 κ.σ.</p><p>φρυγανιά</p>
      <h3>ΓΙΑ ΤΗ ΓΕΜΙΣΗ</h3><p>12 κ.σ.</p><p>ρύζι</p><p>Αλάτι</p>
      <h2>Video</h2><h2>Εκτέλεση</h2><ol><li>Πλένουμε τις ντομάτες.</li><li>Ψήνουμε.</li></ol></body></html>`;
    const draft = extractHtmlRecipe(html, 'https://example.gr/gemista').draft;
    expect(draft?.ingredients.map((i) => [i.group ?? null, i.amount, i.name])).toEqual([
      ['ΓΙΑ ΤΑ ΛΑΧΑΝΙΚΑ', '6', 'ντομάτες'],
      ['ΓΙΑ ΤΑ ΛΑΧΑΝΙΚΑ', '2', 'κ.σ. φρυγανιά'],
      ['ΓΙΑ ΤΗ ΓΕΜΙΣΗ', '12', 'κ.σ. ρύζι'],
      ['ΓΙΑ ΤΗ ΓΕΜΙΣΗ', '', 'Αλάτι'],
    ]);
    expect(draft?.instructions).toHaveLength(2);
  });

  it('ends an ingredient list where the part of the page that holds it ends, and still finds the method below', () => {
    const html = `<!doctype html><html><head><title>Fruit kabobs</title></head><body><h1>Fruit kabobs</h1>
      <div class="card"><h2>Ingredients</h2><div class="list"><p>1 cup strawberries</p><p>1/2 cup blackberries</p>
        <h3>For dip:</h3><p>1 cup yogurt</p></div></div>
      <div class="downloads"><p>4" x 6" (344 KB)</p><p>Calories 71</p><p>Sodium 10 mg</p></div>
      <h2>Directions</h2><ol><li>Thread the fruit.</li><li>Stir the dip.</li></ol></body></html>`;
    const draft = extractHtmlRecipe(html, 'https://example.gov/kabobs').draft;
    expect(draft?.ingredients.map((i) => [i.group ?? null, i.name])).toEqual([
      [null, 'strawberries'],
      [null, 'blackberries'],
      ['For dip', 'yogurt'],
    ]);
    expect(draft?.instructions).toHaveLength(2);
  });

  it('reads an ingredient list given as one line with commas as a line per entry, and keeps a note after a comma', () => {
    const names = (recipeIngredient: string[]) =>
      extractHtmlRecipe(
        page({ name: 'Kuchen', recipeIngredient, recipeInstructions: ['Backen.', 'Servieren.'] }, ''),
        'https://example.com/kuchen',
      ).draft?.ingredients.map((i) => i.name);
    expect(names(['125 ml Milch, 1 TL Essig, 60 ml Öl, 100 g Zucker'])).toEqual(['Milch', 'Essig', 'Öl', 'Zucker']);
    expect(names(['250 g Schweinefleisch, in Stücken, 2 cm groß'])).toEqual(['Schweinefleisch']);
  });

  it('reads no photo caption and no time stated after the method as a step', () => {
    const html = page(
      { name: 'Patisszon', recipeIngredient: ['1 patisszon', '200 g rizs'] },
      `<h2>Elkészítés</h2><div class="steps"><p>A patisszont kifaragjuk.</p><p>A rizst megfőzzük.</p>
       <figure><img src="p.jpg"><figcaption>Töltött patisszon (Fotó: Street Kitchen)</figcaption></figure>
       <p>Elkészítési idő: 60 perc</p><p>Sütési idő: kb. 20 perc</p></div>`,
    );
    expect(extractHtmlRecipe(html, 'https://example.hu/patisszon').draft?.instructions.map((s) => s.step)).toEqual([
      'A patisszont kifaragjuk.',
      'A rizst megfőzzük.',
    ]);
  });

  it('takes the steps the page lists when the structured text block holds the whole article around them', () => {
    const article = [
      'Selbst Marmelade kochen erinnert an früher. Diesmal wird sie pink.',
      'Gelierzucker in Pflaumenmarmelade',
      'Gelierzucker ist Zucker mit Pektin, darum geht es schnell.',
      'So geht es',
      'Die Pflaumen waschen und entsteinen.',
      'Mit dem Zucker aufkochen und zehn Minuten köcheln lassen.',
      'Heiß in Gläser füllen.',
      'Mehr Marmeladen: Erdbeere mit Minze',
    ].join('\n');
    const html = page(
      { name: 'Pflaumenmarmelade', recipeIngredient: ['1 kg Pflaumen', '500 g Gelierzucker'], recipeInstructions: article },
      `<p>Selbst Marmelade kochen erinnert an früher. Diesmal wird sie pink.</p>
       <h2>So geht es</h2><ol><li>Die Pflaumen waschen und entsteinen.</li>
       <li>Mit dem Zucker aufkochen und zehn Minuten köcheln lassen.</li><li>Heiß in Gläser füllen.</li></ol>
       <h2>Mehr Marmeladen</h2><ul><li>Mehr Marmeladen: Erdbeere mit Minze</li></ul>`,
    );
    expect(extractHtmlRecipe(html, 'https://example.nl/jam').draft?.instructions.map((s) => s.step)).toEqual([
      'Die Pflaumen waschen und entsteinen.',
      'Mit dem Zucker aufkochen und zehn Minuten köcheln lassen.',
      'Heiß in Gläser füllen.',
    ]);
  });

  it("names the first group after the list's heading when it says more than „Zutaten“", () => {
    const groupsOf = (heading: string) =>
      extractHtmlRecipe(
        page(
          {
            name: 'Salat',
            recipeIngredient: ['1 Gurke', '2 Tomaten', '3 EL Öl', '1 EL Essig'],
            recipeInstructions: ['Schneiden.', 'Anmachen.'],
          },
          `<h2>${heading}</h2><ul><li>1 Gurke</li><li>2 Tomaten</li></ul>
           <h3>Für das Dressing:</h3><ul><li>3 EL Öl</li><li>1 EL Essig</li></ul>`,
        ),
        'https://example.de/salat',
      ).draft?.ingredients.map((i) => i.group ?? null);
    expect(groupsOf('Zutaten für den Salat:')).toEqual([
      'Zutaten für den Salat',
      'Zutaten für den Salat',
      'Für das Dressing',
      'Für das Dressing',
    ]);
    expect(groupsOf('Zutaten')).toEqual([null, null, 'Für das Dressing', 'Für das Dressing']);
    expect(groupsOf('Zutaten für 4 Personen')).toEqual([null, null, 'Für das Dressing', 'Für das Dressing']);
  });

  it('keeps a step of a page without structured data that the caption reader skipped between two steps, not a sign-off', () => {
    const html = `<!doctype html><html><head><title>Cheese toastie</title></head><body><h1>Cheese toastie</h1>
      <h2>Ingredients</h2><ul><li>2 slices bread</li><li>1 tbsp pesto</li><li>50 g cheese</li></ul>
      <h2>Method</h2><ol><li>Preheat a sandwich press.</li>
      <li>Spread pesto on one slice of bread and layer with cheese, tomato and spinach and close the sandwich</li>
      <li>Place the sandwich in the press and cook for 3-4 minutes or until the cheese melts.</li>
      <li>Viel Spaß beim Nachkochen! Euer Tom</li></ol></body></html>`;
    const result = extractHtmlRecipe(html, 'https://example.com/toastie');
    expect(result.method).toBe('structure');
    expect(result.draft?.instructions.map((s) => s.step)).toEqual([
      'Preheat a sandwich press.',
      'Spread pesto on one slice of bread and layer with cheese, tomato and spinach and close the sandwich',
      'Place the sandwich in the press and cook for 3-4 minutes or until the cheese melts.',
    ]);
  });

  it("reads no steps under a method word that labels a time in the page's facts", () => {
    const html = page(
      { name: 'Crema de calabaza', recipeIngredient: ['500 g calabaza', '2 puerros'] },
      `<p>Preparación</p><p>35 m</p><p>Cocinado</p><p>35 m</p><p>Tiempo total</p><p>1 h 10 m</p>
       <h2>Ingredientes</h2><ul><li>500 g calabaza</li><li>2 puerros</li></ul>
       <h2>Elaboración de la crema</h2><p>Pela la calabaza y córtala en dados.</p><p>Cuece todo 20 minutos y tritura.</p>`,
    );
    expect(extractHtmlRecipe(html, 'https://example.es/crema').draft?.instructions.map((s) => s.step)).toEqual([
      'Pela la calabaza y córtala en dados.',
      'Cuece todo 20 minutos y tritura.',
    ]);
  });

  it('reads lines written name first with the amount after a colon (a unit it does not know as written), and keeps a group title before a whole line', () => {
    const html = page(
      {
        name: 'Buchteln',
        recipeIngredient: ['Čerstvé droždie: 0.5 ks', 'Sel fin : 8 pincée(s)', 'Mehl: 200 g', 'Für den Teig: 200 g Mehl'],
        recipeInstructions: ['Kneten.', 'Backen.'],
      },
      '',
    );
    const ingredients = extractHtmlRecipe(html, 'https://example.sk/buchteln').draft?.ingredients ?? [];
    expect(ingredients.map((i) => [i.amount, i.unit, i.name])).toEqual([
      ['0.5', 'ks', 'Čerstvé droždie'],
      ['8', 'pincée(s)', 'Sel fin'],
      ['200', 'g', 'Mehl'],
      ['200', 'g', 'Mehl'],
    ]);
  });

  it('takes the full list the page shows when the structured data gives only its first lines, and no steps after it', () => {
    const html = (after: string) =>
      page(
        { name: 'Schokoladenkuchen', recipeIngredient: ['250 g Mehl', '75 g Kakao'], recipeInstructions: ['Backen.', 'Füllen.'] },
        `<h2>Zutaten</h2><ul><li>250 g Mehl</li><li>75 g Kakao</li></ul>${after}`,
      );
    const filled = html(
      '<h3>Für die Füllung</h3><ul><li>350 ml Milch</li><li>50 g Speisestärke</li></ul><h2>Zubereitung</h2><ol><li>Backen.</li></ol>',
    );
    expect(
      (extractHtmlRecipe(filled, 'https://example.de/kuchen').draft?.ingredients ?? []).map((i) => [i.name, i.group ?? null]),
    ).toEqual([
      ['Mehl', null],
      ['Kakao', null],
      ['Milch', 'Für die Füllung'],
      ['Speisestärke', 'Für die Füllung'],
    ]);
    const stepsBelow = html('<h3>Unser Geheimnis</h3><ol><li>Den Ofen vorheizen.</li><li>Alles verrühren und backen.</li></ol>');
    const names = (extractHtmlRecipe(stepsBelow, 'https://example.de/kuchen').draft?.ingredients ?? []).map((i) => i.name);
    expect(names).toEqual(['Mehl', 'Kakao']);
  });

  it("names no group after a widget's labels between the list's heading and its lines", () => {
    const html = (between: string) =>
      page(
        {
          name: 'Butter chicken',
          recipeIngredient: ['4 kyllinglår', '1 ts salt', '2 dl fløte', '1 boks tomater'],
          recipeInstructions: ['Stek.', 'Kok.'],
        },
        `<h2>Ingredienser</h2>${between}<ul><li>4 kyllinglår</li><li>1 ts salt</li></ul>
         <p>Curry:</p><ul><li>2 dl fløte</li><li>1 boks tomater</li></ul>`,
      );
    const groups = (between: string) =>
      (extractHtmlRecipe(html(between), 'https://example.no/curry').draft?.ingredients ?? []).map((i) => i.group ?? null);
    expect(groups('<div>4</div><div>porsjoner</div>')).toEqual([null, null, 'Curry', 'Curry']);
    expect(groups('<div>Units</div><div>Scale</div>')).toEqual([null, null, 'Curry', 'Curry']);
    expect(groups('<div>Scale</div><p>Marinade</p>')).toEqual(['Marinade', 'Marinade', 'Curry', 'Curry']);
  });

  it('reads a line in capitals among the ingredient lines as the title of the group below it', () => {
    const html = (recipeIngredient: string[]) =>
      page({ name: 'Lagkage', recipeIngredient, recipeInstructions: ['Bag.', 'Pynt.'] }, '');
    const read = (recipeIngredient: string[]) =>
      (extractHtmlRecipe(html(recipeIngredient), 'https://example.dk/lagkage').draft?.ingredients ?? []).map((i) => [
        i.name,
        i.group ?? null,
      ]);
    expect(read(['BUND', '200 g mel', '2 æg', 'KARAMEL', '100 g sukker'])).toEqual([
      ['mel', 'BUND'],
      ['æg', 'BUND'],
      ['sukker', 'KARAMEL'],
    ]);
    // A list set in capitals throughout keeps its lines.
    expect(read(['MEL', 'SUKKER', 'SALT']).map(([name]) => name)).toEqual(['MEL', 'SUKKER', 'SALT']);
  });
});
