import { describe, expect, it } from 'vitest';
import { extractHtmlRecipe } from '@kochclip/server';

const page = (recipe: object, body: string) => `<!doctype html><html><head><title>Test</title>
<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Recipe', ...recipe })}</script>
</head><body><h1>Rhabarberkuchen</h1>${body}</body></html>`;

const ingredients = ['500 g Rhabarber', '200 g Mehl', '100 g Zucker'];

const stepsOf = (html: string) =>
  (extractHtmlRecipe(html, 'https://example.de/rhabarberkuchen').draft?.instructions ?? []).map((s) => s.step);

describe('website import: where one step ends and the next begins', () => {
  it('takes a step per list entry where one HowToStep holds entries the page lists one by one', () => {
    const html = page(
      {
        name: 'Rhabarberkuchen',
        recipeIngredient: ingredients,
        recipeInstructions: [
          { '@type': 'HowToStep', text: 'Den Rhabarber putzen und in Stücke schneiden.\nMit Zucker bestreuen.' },
          { '@type': 'HowToStep', text: 'Den Teig kneten.' },
        ],
      },
      `<h2>Zubereitung</h2><ol><li>Den Rhabarber putzen und in Stücke schneiden.</li><li>Mit Zucker bestreuen.</li>
       <li>Den Teig kneten.</li></ol>`,
    );
    expect(stepsOf(html)).toEqual(['Den Rhabarber putzen und in Stücke schneiden.', 'Mit Zucker bestreuen.', 'Den Teig kneten.']);
  });

  it("keeps a HowToStep whole whose paragraphs the page prints inside one step's box", () => {
    const html = page(
      {
        name: 'Rhabarberkuchen',
        recipeIngredient: ingredients,
        recipeInstructions: [
          { '@type': 'HowToStep', text: 'Den Rhabarber putzen.\nDen Ofen vorheizen.' },
          { '@type': 'HowToStep', text: 'Den Teig kneten.' },
        ],
      },
      `<h2>Zubereitung</h2><div class="step"><p>Den Rhabarber putzen.</p><p>Den Ofen vorheizen.</p></div>
       <div class="step"><p>Den Teig kneten.</p></div>`,
    );
    expect(stepsOf(html)).toEqual(['Den Rhabarber putzen. Den Ofen vorheizen.', 'Den Teig kneten.']);
  });

  it("splits one text block at the page's paragraphs where the data lost its line breaks, wrapped lines kept as one", () => {
    const text =
      'Den Rhabarber putzen und in Stücke schneiden [1]. Den Teig aus Mehl, Butter und Zucker kneten [2]. Den Teig ' +
      'ausrollen und in die Form legen, den Rhabarber darauf verteilen [3]. Bei 180 °C 40 Minuten backen [4].';
    const html = page(
      { name: 'Rhabarberkuchen', recipeIngredient: ingredients, recipeInstructions: [text] },
      `<h2>Zubereitung</h2><div>Den Rhabarber putzen und in Stücke schneiden [1].<br>
       <img src="1.jpg">Den Teig aus Mehl, Butter und Zucker kneten [2].<br><img src="2.jpg">Den Teig ausrollen und in die Form
       legen,<br>den Rhabarber darauf verteilen [3].<br><img src="3.jpg">Bei 180 °C 40 Minuten backen [4].</div>`,
    );
    expect(stepsOf(html)).toEqual([
      'Den Rhabarber putzen und in Stücke schneiden [1].',
      'Den Teig aus Mehl, Butter und Zucker kneten [2].',
      'Den Teig ausrollen und in die Form legen, den Rhabarber darauf verteilen [3].',
      'Bei 180 °C 40 Minuten backen [4].',
    ]);
  });

  it('splits a text block numbered throughout at its numbers, a line of its own inside a step staying in it', () => {
    const text = '1. Den Rhabarber putzen und schneiden. 2. Den Teig kneten, dann ruhen lassen.\nDabei abdecken. 3. Backen.';
    const html = page({ name: 'Rhabarberkuchen', recipeIngredient: ingredients, recipeInstructions: text }, '');
    expect(stepsOf(html)).toEqual([
      'Den Rhabarber putzen und schneiden.',
      'Den Teig kneten, dann ruhen lassen. Dabei abdecken.',
      'Backen.',
    ]);
  });

  it("ends the method the page shows beside its data at a lower heading outside the box that holds the method's heading", () => {
    const html = (after: string) =>
      page(
        { name: 'Eintopf', recipeIngredient: ['500 g Kartoffeln', '2 Möhren'] },
        `<div class="method"><h3>Zubereitung</h3><ul><li>Kartoffeln schälen.</li><li>Alles 20 Minuten kochen.</li></ul>${after}</div>
         <div class="fans"><h5>Das gefällt 2 Mitgliedern</h5><ul><li>Anna hat den Eintopf mit Würstchen gekocht.</li>
         <li>Ben hat ihn mit Speck gekocht.</li></ul></div>`,
      );
    expect(stepsOf(html(''))).toEqual(['Kartoffeln schälen.', 'Alles 20 Minuten kochen.']);
    // A lower heading inside the method's box still titles the steps below it.
    const steps = extractHtmlRecipe(
      html('<h4>Servieren</h4><ul><li>Mit Petersilie bestreuen.</li></ul>'),
      'https://example.de/eintopf',
    ).draft?.instructions;
    expect(steps?.map((s) => [s.group ?? null, s.step])).toEqual([
      [null, 'Kartoffeln schälen.'],
      [null, 'Alles 20 Minuten kochen.'],
      ['Servieren', 'Mit Petersilie bestreuen.'],
    ]);
  });

  it("takes a step's name of up to 100 characters, a group title's most, as the title above it", () => {
    const name = 'Die Baiserhaube (wer den Kuchen lieber ohne Baiser mag, lässt diesen Schritt einfach aus)';
    const html = page(
      {
        name: 'Rhabarberkuchen',
        recipeIngredient: ingredients,
        recipeInstructions: [
          { '@type': 'HowToStep', name: 'Der Boden', text: 'Den Teig kneten und in die Form drücken.' },
          { '@type': 'HowToStep', name, text: 'Eiweiß steif schlagen und auf den Kuchen streichen.' },
          { '@type': 'HowToStep', name: `${name} – und so weiter, bis der Name zu lang für einen Titel ist`, text: 'Backen.' },
        ],
      },
      '',
    );
    const steps = extractHtmlRecipe(html, 'https://example.de/rhabarberkuchen').draft?.instructions ?? [];
    expect(steps.map((s) => s.group ?? null)).toEqual(['Der Boden', name, null]);
  });

  it('opens a page that shows its ingredients but no steps as a draft without steps, with the fullest list the page shows', () => {
    const html = page(
      { name: 'Kürbiskuchen', recipeIngredient: ['200 g Mehl', '120 g Butter'] },
      `<p>Zutaten für 10 Stücke</p><ul><li>Für den Teig</li><li>200 g Mehl</li><li>120 g Butter</li>
       <li>Für die Füllung</li><li>750 g Kürbis</li><li>3 Eier</li><li>Außerdem</li><li>Butter, zum Fetten</li></ul>
       <h2>Das könnte dich auch interessieren</h2><p>Rezepte speichern und Kochbücher erstellen</p><p>Jetzt gratis registrieren</p>`,
    );
    const result = extractHtmlRecipe(html, 'https://example.de/kuerbiskuchen');
    expect(result.draft).toBeNull();
    expect(result.stepsMissing).toBe(true);
    const draft = result.steplessDraft?.draft;
    expect(draft?.instructions).toEqual([]);
    expect(draft?.ingredients.map((i) => [i.group ?? null, i.name])).toEqual([
      ['Für den Teig', 'Mehl'],
      ['Für den Teig', 'Butter'],
      ['Für die Füllung', 'Kürbis'],
      ['Für die Füllung', 'Eier'],
      ['Außerdem', 'Butter'],
    ]);
  });

  it('reads no step from a description cut off mid-sentence that the structured data gives as the method', () => {
    const teaser = 'Mit diesem Rezept backst du den saftigsten Rhabarberkuchen! Serviere ihn zum Kaffee oder als Teil eines Bru';
    const result = extractHtmlRecipe(
      page({ name: 'Rhabarberkuchen', description: teaser, recipeIngredient: ingredients, recipeInstructions: teaser }, ''),
      'https://example.de/rhabarberkuchen',
    );
    expect(result.draft).toBeNull();
    expect(result.steplessDraft?.draft.instructions).toEqual([]);
    // A method the site also gives as the description, whole sentences, is the method.
    const method = 'Den Rhabarber putzen. Den Teig kneten und backen.';
    const whole = page(
      { name: 'Rhabarberkuchen', description: method, recipeIngredient: ingredients, recipeInstructions: method },
      '',
    );
    expect(stepsOf(whole)).toEqual(['Den Rhabarber putzen. Den Teig kneten und backen.']);
  });
});

describe("website import: a plain page's method in a language the caption reader does not read", () => {
  const plain = (steps: string[]) => `<!doctype html><html><head><title>Pumpkin pie</title></head><body>
<h1>Pumpkin pie</h1><h2>Ingredients</h2><ul><li>3 eggs</li><li>1 cup heavy cream</li><li>2 cups pumpkin puree</li></ul>
<h2>Instructions</h2><ol>${steps.map((step) => `<li>${step}</li>`).join('')}</ol><footer>© Kitchen</footer></body></html>`;

  it("keeps the page's last steps after the reader's, and leaves out a short sign-off", () => {
    const steps = [
      'Preheat the oven to 450°F.',
      'Whisk together the eggs, cream and pumpkin until smooth.',
      'Pour the filling into a crust and bake at 450°F for 10 minutes, then at 350°F for 40 minutes.',
      'Remove and cool to room temperature. Then transfer to the fridge and set for 2-3 hours.',
      'Enjoy!',
    ];
    const found = (extractHtmlRecipe(plain(steps), 'https://example.com/pie').draft?.instructions ?? []).map((s) => s.step);
    expect(found).toEqual(steps.slice(0, 4));
  });
});

describe('website import: a method the page heads with the dish instead of a method word', () => {
  const vlaai = (body: string) =>
    page(
      {
        name: 'Abrikozenvlaai',
        recipeIngredient: ['1 kilo verse abrikozen', '150 gr abrikozenjam', '20 gr amandelschaafsel', '1 recept vlaaideeg'],
        // The site fills in its description for the method: a teaser, not a step.
        description: 'Met dit recept bak je een heerlijke abrikozenvlaai met verse abri',
        recipeInstructions: 'Met dit recept bak je een heerlijke abrikozenvlaai met verse abri',
      },
      body,
    );

  it('takes the section that names the ingredients, its wrapped lines as one, the next such section as a part', () => {
    const html = vlaai(`<h2>Abrikozenvlaai bewaren</h2><p>De vlaai blijft twee dagen goed in de koelkast.</p>
      <h2>Tips</h2><ul><li>Bestrooi de vlaai met amandelschaafsel en wat extra abrikozenjam.</li></ul>
      <ul><li>1 kilo verse abrikozen</li><li>150 gr abrikozenjam</li><li>20 gr amandelschaafsel</li></ul>
      <h2>Abrikozenvlaai maken</h2><p>Rol het vlaaideeg uit en bekleed de vorm.</p><p>Halveer de abrikozen en</p>
      <p>verdeel ze met wat abrikozenjam en amandelschaafsel over het deeg.</p>
      <h2>Abrikozenvlaai afmaken</h2><p>Verwarm de rest van de abrikozenjam en bestrijk de vlaai.</p>
      <p>Strooi het amandelschaafsel erover.</p><p>Foto: Jan Jansen</p>
      <h2>Reacties</h2><p>Lekker met abrikozen, abrikozenjam en amandelschaafsel!</p>`);
    const steps = extractHtmlRecipe(html, 'https://example.nl/abrikozenvlaai').draft?.instructions ?? [];
    expect(steps.map((s) => [s.group, s.step])).toEqual([
      ['Abrikozenvlaai maken', 'Rol het vlaaideeg uit en bekleed de vorm.'],
      ['Abrikozenvlaai maken', 'Halveer de abrikozen en verdeel ze met wat abrikozenjam en amandelschaafsel over het deeg.'],
      ['Abrikozenvlaai afmaken', 'Verwarm de rest van de abrikozenjam en bestrijk de vlaai.'],
      ['Abrikozenvlaai afmaken', 'Strooi het amandelschaafsel erover.'],
    ]);
  });

  it('invents no step where no section names half the ingredients', () => {
    // The article under the page's h1 names them all, beside its date and comment count: no method either.
    const html = vlaai(`<p>18 februari 2026</p><p>3 reacties</p>
      <p>Deze vlaai met abrikozen en abrikozenjam op vlaaideeg, met amandelschaafsel erover, is heerlijk.</p><h2>Over abrikozen</h2><p>Abrikozen komen uit Azië.</p><h2>Reacties</h2>
      <p>Lekker met abrikozenjam en amandelschaafsel en vlaaideeg!</p>`);
    const result = extractHtmlRecipe(html, 'https://example.nl/abrikozenvlaai');
    expect(result.draft).toBeNull();
    expect(result.steplessDraft?.draft.instructions).toEqual([]);
  });
});

describe('website import: the titles of the lists in a method', () => {
  it('makes a short line above each list of the method the title of its steps', () => {
    const html = `<!doctype html><html><head><title>Rôti</title></head><body><h1>Boeuf braisé et purée</h1>
      <h2>Ingrédients</h2><ul><li>1 rôti de boeuf</li><li>4 pommes de terre</li><li>30 ml de beurre</li></ul>
      <h2>Préparation</h2><div><p>Boeuf braisé</p><ol><li>Préchauffer le four à 150 °C.</li>
      <li>Enfourner le rôti 3 heures.</li></ol><p>Purée de pommes de terre</p><ol><li>Faire bouillir les pommes de terre.</li>
      <li>Ajouter le beurre et bien mélanger.</li></ol><p>Photo : Studio</p></div>
      <div class="more"><p>Voir aussi</p><ul><li>Nos meilleurs rôtis</li></ul></div></body></html>`;
    const draft = extractHtmlRecipe(html, 'https://example.ca/roti').draft;
    expect(draft?.instructions.map((s) => s.step)).toEqual([
      'Préchauffer le four à 150 °C.',
      'Enfourner le rôti 3 heures.',
      'Faire bouillir les pommes de terre.',
      'Ajouter le beurre et bien mélanger.',
    ]);
  });
});

describe('website import: the titles a text block sets between its steps', () => {
  const textBlock = (instructions: string) =>
    page({ name: 'Rhabarberkuchen', recipeIngredient: ingredients, recipeInstructions: instructions }, '<p>Ein Kuchen.</p>');
  const read = (html: string) =>
    (extractHtmlRecipe(html, 'https://example.de/rhabarberkuchen').draft?.instructions ?? []).map((s) => [
      s.group ?? null,
      s.step,
    ]);

  it('makes the short lines that open and divide the block the titles of the steps under them', () => {
    const html = textBlock(
      'Rhabarber\n\nSchritt 1:\nDen Rhabarber putzen und in Stücke schneiden.\n\nSchritt 2:\nMit 50 g Zucker bestreuen und ziehen lassen.\n\n' +
        'Teig\n\nMehl, Zucker und Butter zu Streuseln verkneten.\n\nBacken\n\nAlles in die Form geben und 40 Minuten bei 180 °C backen.',
    );
    expect(read(html)).toEqual([
      ['Rhabarber', 'Den Rhabarber putzen und in Stücke schneiden.'],
      ['Rhabarber', 'Mit 50 g Zucker bestreuen und ziehen lassen.'],
      ['Teig', 'Mehl, Zucker und Butter zu Streuseln verkneten.'],
      ['Backen', 'Alles in die Form geben und 40 Minuten bei 180 °C backen.'],
    ]);
  });

  it('keeps a method of short steps between longer ones as steps', () => {
    const html = textBlock(
      'Ofen vorheizen\nDen Rhabarber putzen und in Stücke schneiden, dann in die Form legen.\nZuckern\nMehl, Zucker und Butter verkneten und darüber streuen.',
    );
    expect(read(html).map(([, step]) => step)).toEqual([
      'Ofen vorheizen',
      'Den Rhabarber putzen und in Stücke schneiden, dann in die Form legen.',
      'Zuckern',
      'Mehl, Zucker und Butter verkneten und darüber streuen.',
    ]);
  });

  it('takes a line ending in a colon as a title wherever it stands', () => {
    const html = textBlock(
      'Den Ofen auf 180 °C vorheizen.\nFür die Streusel:\nMehl, Zucker und Butter verkneten.\nÜber den Rhabarber streuen.',
    );
    expect(read(html)).toEqual([
      [null, 'Den Ofen auf 180 °C vorheizen.'],
      ['Für die Streusel', 'Mehl, Zucker und Butter verkneten.'],
      ['Für die Streusel', 'Über den Rhabarber streuen.'],
    ]);
  });
});
