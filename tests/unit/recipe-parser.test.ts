import { describe, it, expect } from 'vitest';
import { parseDuration, parseIngredientLine, parseRecipeText, parseTemperature } from '@kochclip/core/recipe-parser';
import { aggregate, amountsEqual, namesMatch, pairByName, scoreCase } from '../../scripts/parser-eval/score';
import { parserCases } from '../fixtures/parser/index';

const one = (line: string) => {
  const result = parseIngredientLine(line);
  expect(result).toHaveLength(1);
  const [first] = result;
  if (!first) throw new Error(`no ingredient parsed from '${line}'`);
  return first;
};

describe('ingredient lines: amounts and units', () => {
  it('reads the unit words of imported pages in other languages as the German units', () => {
    expect(one('2 tablespoons water')).toEqual({ amount: '2', unit: 'EL', name: 'water' });
    expect(one('1 teaspoon vanilla extract')).toEqual({ amount: '1', unit: 'TL', name: 'vanilla extract' });
    expect(one('4 msk olivolja')).toEqual({ amount: '4', unit: 'EL', name: 'olivolja' });
    expect(one('2 eetlepels mosterd')).toEqual({ amount: '2', unit: 'EL', name: 'mosterd' });
    expect(one('3 cloves garlic')).toEqual({ amount: '3', unit: 'Zehe', name: 'garlic' });
    expect(one('8 db répa')).toEqual({ amount: '8', unit: 'Stück', name: 'répa' });
  });

  it("keeps an English article or pronoun a word of its own ('A pinch', '(I use mild)'), where OCR's 'S alz' is joined", () => {
    expect(one('A pinch of salt').name).toBe('A pinch of salt');
    expect(one('1 Tablespoon chili powder (I use mild)')).toEqual({ amount: '1', unit: 'EL', name: 'chili powder (I use mild)' });
    expect(one('1 Prise S alz').name).toBe('Salz');
  });

  it("parses '1 geh. TL Zimt' as 1 TL Zimt", () => {
    expect(one('1 geh. TL Zimt')).toEqual({ amount: '1', unit: 'TL', name: 'Zimt' });
  });

  it("parses '1 gestrichener TL Backpulver' without the strength word", () => {
    expect(one('1 gestrichener TL Backpulver')).toEqual({ amount: '1', unit: 'TL', name: 'Backpulver' });
  });

  it("parses '1 Dose (400 g) Tomaten' as 1 Dose with the weight as a note", () => {
    expect(one('1 Dose (400 g) Tomaten')).toEqual({ amount: '1', unit: 'Dose', name: 'Tomaten (400 g)' });
  });

  it("parses '1 Prise Salz' as 1 Prise Salz", () => {
    expect(one('1 Prise Salz')).toEqual({ amount: '1', unit: 'Prise', name: 'Salz' });
  });

  it("parses 'etwas Öl' as unit etwas without an amount", () => {
    expect(one('etwas Öl')).toEqual({ amount: '', unit: 'etwas', name: 'Öl' });
  });

  it("splits 'Salz und Pfeffer' into two ingredients to taste", () => {
    expect(parseIngredientLine('Salz und Pfeffer')).toEqual([
      { amount: '', unit: 'nach Geschmack', name: 'Salz' },
      { amount: '', unit: 'nach Geschmack', name: 'Pfeffer' },
    ]);
  });

  it("splits 'Salz, Pfeffer' and 'Salz/Pfeffer' the same way", () => {
    expect(parseIngredientLine('Salz, Pfeffer').map((i) => i.name)).toEqual(['Salz', 'Pfeffer']);
    expect(parseIngredientLine('Salz/Pfeffer').map((i) => i.name)).toEqual(['Salz', 'Pfeffer']);
  });

  it("reads '200g Mehl' without a space", () => {
    expect(one('200g Mehl')).toEqual({ amount: '200', unit: 'g', name: 'Mehl' });
  });

  it("reads '2 EL. Olivenöl' with a dot after the unit", () => {
    expect(one('2 EL. Olivenöl')).toEqual({ amount: '2', unit: 'EL', name: 'Olivenöl' });
  });

  it("parses '3 Eier' as 3 without a unit", () => {
    expect(one('3 Eier')).toEqual({ amount: '3', unit: '', name: 'Eier' });
  });

  it("keeps the size word in '1 kleine Zwiebel'", () => {
    expect(one('1 kleine Zwiebel')).toEqual({ amount: '1', unit: '', name: 'kleine Zwiebel' });
  });

  it("takes the amount from 'Mehl (200 g)'", () => {
    expect(one('Mehl (200 g)')).toEqual({ amount: '200', unit: 'g', name: 'Mehl' });
  });

  it("keeps the preparation note of '200 g Mehl, gesiebt' as a parenthesised note", () => {
    expect(one('200 g Mehl, gesiebt')).toEqual({ amount: '200', unit: 'g', name: 'Mehl (gesiebt)' });
  });

  it('normalises unicode fractions: ½ → 1/2, ¼ → 1/4, 1½ → 1 1/2', () => {
    expect(one('½ TL Salz').amount).toBe('1/2');
    expect(one('¼ l Milch')).toEqual({ amount: '1/4', unit: 'l', name: 'Milch' });
    expect(one('1½ EL Kakao').amount).toBe('1 1/2');
  });

  it("normalises ranges and decimals: '2 - 3 EL' → '2-3', '1,5 l' → '1.5'", () => {
    expect(one('2 - 3 EL Puderzucker')).toEqual({ amount: '2-3', unit: 'EL', name: 'Puderzucker' });
    expect(one('1,5 l Gemüsebrühe')).toEqual({ amount: '1.5', unit: 'l', name: 'Gemüsebrühe' });
  });

  it('maps unit spellings to canonical abbreviations', () => {
    expect(one('6 Esslöffel Sojasauce').unit).toBe('EL');
    expect(one('1 tl Oregano').unit).toBe('TL');
    expect(one('1 Packung Feta').unit).toBe('Pck.');
    expect(one('2 Stangen Staudensellerie').unit).toBe('Stück');
    expect(one('2 Zehen Knoblauch')).toEqual({ amount: '2', unit: 'Zehe', name: 'Knoblauch' });
    expect(one('1 Msp. Zimt').unit).toBe('Msp.');
    expect(one('2 Stiele Petersilie').unit).toBe('Zweig');
  });

  it('reads number words as digits', () => {
    expect(one('eine Prise Salz')).toEqual({ amount: '1', unit: 'Prise', name: 'Salz' });
    expect(one('zwei reife Bananen')).toEqual({ amount: '2', unit: '', name: 'reife Bananen' });
  });

  it("writes a splash ('1 Schuss Milch') as etwas", () => {
    expect(one('1 Schuss Milch')).toEqual({ amount: '', unit: 'etwas', name: 'Milch' });
  });

  it("marks 'Basilikum n. B.' as nach Geschmack", () => {
    expect(one('Basilikum n. B.')).toEqual({ amount: '', unit: 'nach Geschmack', name: 'Basilikum' });
  });

  it("reads the multiplier in '2x Knoblauchzehen' and keeps the piece size of '2x 200 g Lachs' as a note", () => {
    expect(one('2x Knoblauchzehen')).toEqual({ amount: '2', unit: '', name: 'Knoblauchzehen' });
    expect(one('2x 200 g Lachs')).toEqual({ amount: '2', unit: '', name: 'Lachs (à 200 g)' });
  });

  it("splits 'Salz und frisch gemahlener Pfeffer' into two seasonings", () => {
    expect(parseIngredientLine('Salz und frisch gemahlener Pfeffer').map((i) => i.unit)).toEqual([
      'nach Geschmack',
      'nach Geschmack',
    ]);
  });

  it("reads the list after 'Zutaten:' and nothing from a bare heading", () => {
    expect(parseIngredientLine('Zutaten: 200 g Nudeln, 1 Zwiebel, 2 EL Öl')).toHaveLength(3);
    expect(parseIngredientLine('Zutaten für 4 Personen')).toEqual([]);
  });

  it('reads trailing amounts like "Haferflocken 50g"', () => {
    expect(one('Haferflocken 50g')).toEqual({ amount: '50', unit: 'g', name: 'Haferflocken' });
  });
});

describe('ingredient lines: markers and noise', () => {
  it.each(['- 200 g Mehl', '• 200 g Mehl', '* 200 g Mehl', '▪️ 200 g Mehl', '🧄 200 g Mehl', '✅ 200 g Mehl', '1. 200 g Mehl'])(
    "strips the list marker from '%s'",
    (line) => {
      expect(one(line)).toEqual({ amount: '200', unit: 'g', name: 'Mehl' });
    },
  );

  it("reads OCR look-alikes 'l00 g' and '2OO g' as 100 and 200", () => {
    expect(one('l00 g Guanciale').amount).toBe('100');
    expect(one('2OO g Spaghetti').amount).toBe('200');
    expect(one('l kleine rote Zwiebel')).toEqual({ amount: '1', unit: '', name: 'kleine rote Zwiebel' });
  });

  it("splits '1 Ei + 1 Eigelb zum Bestreichen' into two ingredients", () => {
    expect(parseIngredientLine('1 Ei + 1 Eigelb zum Bestreichen').map((i) => i.name)).toEqual(['Ei', 'Eigelb (zum Bestreichen)']);
  });

  it("keeps 'Saft und Abrieb einer Zitrone' as one ingredient", () => {
    expect(parseIngredientLine('Saft und Abrieb einer Zitrone')).toHaveLength(1);
  });
});

describe('durations', () => {
  it.each([
    ['1 Std. 30 Min.', 90],
    ['45 Minuten', 45],
    ['1,5 h', 90],
    ['ca. 20 min', 20],
    ['5-7 Min. köcheln', 6],
    ['eine halbe Stunde ruhen lassen', 30],
  ])("reads '%s' as %i minutes", (text, minutes) => {
    expect(parseDuration(text)).toBe(minutes);
  });

  it('returns undefined when no time is mentioned', () => {
    expect(parseDuration('Über Nacht ziehen lassen')).toBeUndefined();
  });
});

describe('temperatures', () => {
  it.each([
    ['Bei 180°C backen', '180 °C'],
    ['auf 180 Grad vorheizen', '180 °C'],
    ['Umluft 160° backen', '160 °C Umluft'],
    ['bei 200 °C Ober-/Unterhitze', '200 °C Ober-/Unterhitze'],
    ['bei 175 °C (Ober-/Unterhitze) backen', '175 °C Ober-/Unterhitze'],
    ['Bei 200 °C (Umluft 180 °C) backen', '200 °C'],
  ])("normalises '%s' to '%s'", (text, expected) => {
    expect(parseTemperature(text)).toBe(expected);
  });

  it('attaches duration and temperature to the step that mentions them', () => {
    const recipe = parseRecipeText(
      'Zutaten:\n200 g Mehl\n2 Eier\n\nZubereitung:\n1. Teig rühren.\n2. Bei 180 Grad 25-30 Minuten backen.',
    );
    expect(recipe?.instructions[1]).toEqual({ step: 'Bei 180 Grad 25-30 Minuten backen.', duration: 28, temperature: '180 °C' });
  });
});

describe('sections', () => {
  it('reads an inline list after "Zutaten:" and servings from the heading', () => {
    const recipe = parseRecipeText(
      'Zutaten für 2 Portionen: 200 g Nudeln, 1 Zwiebel, 2 EL Öl\nNudeln kochen. Zwiebel anbraten und alles mischen.',
    );
    expect(recipe?.servings).toBe(2);
    expect(recipe?.ingredients).toEqual([
      { amount: '200', unit: 'g', name: 'Nudeln' },
      { amount: '1', unit: '', name: 'Zwiebel' },
      { amount: '2', unit: 'EL', name: 'Öl' },
    ]);
    expect(recipe?.instructions).toHaveLength(2);
  });

  it('skips sub-headings like "Für die Soße:" and keeps parsing ingredients', () => {
    const recipe = parseRecipeText(
      "Für den Teig:\n200 g Mehl\n1 Ei\nFür die Soße:\n200 ml Sahne\n\nSo geht's:\n1. Teig kneten.\n2. Sahne aufkochen.",
    );
    expect(recipe?.ingredients.map((i) => i.name)).toEqual(['Mehl', 'Ei', 'Sahne']);
    expect(recipe?.instructions).toHaveLength(2);
  });

  it('classifies lines without headings and ignores hashtags and calls to action', () => {
    const recipe = parseRecipeText(
      'Schnelle Pasta 🍝\n\n- 250 g Spaghetti\n- 2 Knoblauchzehen\n- Salz\n\nSpaghetti kochen. Knoblauch in Öl anbraten und unterheben.\n\nFolgt mir für mehr! #pasta #rezept',
    );
    expect(recipe?.title).toBe('Schnelle Pasta');
    expect(recipe?.ingredients).toHaveLength(3);
    expect(recipe?.instructions.map((s) => s.step)).toEqual(['Spaghetti kochen.', 'Knoblauch in Öl anbraten und unterheben.']);
  });

  it('counts one step per number even when a step wraps over lines', () => {
    const recipe = parseRecipeText(
      'Zutaten\n2 Eier\n100 g Mehl\nZubereitung\n1. Eier und Mehl verrühren,\nbis der Teig glatt ist.\n2. In der Pfanne ausbacken.',
    );
    expect(recipe?.instructions.map((s) => s.step)).toEqual([
      'Eier und Mehl verrühren, bis der Teig glatt ist.',
      'In der Pfanne ausbacken.',
    ]);
  });

  it('joins words hyphenated at line ends', () => {
    const recipe = parseRecipeText(
      'Zutaten\n1 Zwiebel\n2 Eier\nZubereitung\nDie Zwie-\nbel würfeln und mit den Eiern verquirlen.',
    );
    expect(recipe?.instructions[0]?.step).toBe('Die Zwiebel würfeln und mit den Eiern verquirlen.');
  });

  it('drops page footers such as "Seite 1 von 2"', () => {
    const recipe = parseRecipeText('Zutaten\n200 g Reis\n1 Zwiebel\nSeite 1 von 2\nZubereitung\nReis kochen.');
    expect(recipe?.ingredients).toHaveLength(2);
    expect(recipe?.instructions).toHaveLength(1);
  });

  it('uses the title hint when given', () => {
    expect(parseRecipeText('200 g Mehl\n2 Eier\nAlles verrühren.', { title: 'Teig' })?.title).toBe('Teig');
  });
});

describe('texts without a recipe', () => {
  it.each([
    'So lecker!! 😍 #food',
    'Neues Video ist online! Link in Bio 🔗 Folgt mir für mehr',
    'Ein Ei',
    '✅ 5,5 l Fassungsvermögen\n✅ 8 Automatikprogramme\nAnzeige',
    'So reinigt ihr den Ofen: Backpulver mit Wasser verrühren und aufstreichen. Über Nacht einwirken lassen und abwischen.',
  ])("returns null for '%s'", (text) => {
    expect(parseRecipeText(text)).toBeNull();
  });
});

describe('scoring', () => {
  it('counts amount+unit only for ingredients found by name', () => {
    const expected = [
      { name: 'Mehl', amount: '200', unit: 'g' },
      { name: 'Zucker', amount: '1', unit: 'EL' },
      { name: 'Salz', amount: '', unit: 'nach Geschmack' },
    ];
    const parsed = [
      { name: 'Mehl (gesiebt)', amount: '200', unit: 'g' },
      { name: 'Zucker', amount: '1', unit: 'TL' },
    ];
    expect(pairByName(expected, parsed)).toEqual({ paired: 2, exact: 1 });
  });

  it('accepts a step count one off and compares tags as sets', () => {
    const score = scoreCase(
      {
        id: 'x',
        source: 'caption',
        text: '',
        expected: { stepCount: 3, tags: ['pasta', 'schnell'], ingredients: [{ name: 'Nudeln', amount: '200', unit: 'g' }] },
      },
      {
        ingredients: [{ name: 'Nudeln', amount: '200', unit: 'g' }],
        instructions: [{ step: 'Kochen.' }, { step: 'Essen.' }],
        tags: ['schnell', 'pasta'],
      },
    );
    expect(score).toMatchObject({
      stepsCorrect: false,
      stepsWithinOne: true,
      tagsCorrect: true,
      namePaired: 1,
      amountUnitExact: 1,
    });
  });

  it('treats 1/2, 0,5 and 0.5 as the same amount', () => {
    expect(amountsEqual('1/2', '0,5')).toBe(true);
    expect(amountsEqual('0.5', '½')).toBe(true);
    expect(amountsEqual('2-3', '2 – 3')).toBe(true);
  });

  it('matches names by whole words and ignores parenthesised notes', () => {
    expect(namesMatch('rote Zwiebel', 'Zwiebel')).toBe(true);
    expect(namesMatch('Tomaten (400 g)', 'tomaten')).toBe(true);
    expect(namesMatch('Knoblauchzehen', 'Knoblauch')).toBe(false);
  });
});

describe('labelled corpus', () => {
  const scores = parserCases.map((c) => scoreCase(c, parseRecipeText(c.text)));
  const total = aggregate(scores);

  it('holds at least 45 cases from every source type', () => {
    expect(parserCases.length).toBeGreaterThanOrEqual(45);
    for (const source of ['caption', 'pdf', 'ocr', 'none'] as const) {
      expect(parserCases.some((c) => c.source === source)).toBe(true);
    }
  });

  it('reaches an ingredient F1 of at least 0.90', () => {
    expect(total.f1).toBeGreaterThanOrEqual(0.9);
  });

  it('gets the step count right in at least 85% of recipes', () => {
    expect(total.stepAccuracy).toBeGreaterThanOrEqual(0.85);
  });

  it('returns null for the texts that hold no recipe', () => {
    expect(total.nullDetection).toBeGreaterThanOrEqual(0.8);
  });
});
