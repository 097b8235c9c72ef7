/** The built-in parser on captions written the way creators write them (issue 11). */
import { describe, expect, it } from 'vitest';
import { parseIngredientLine, parseRecipeText, type TParsedRecipe } from '@kochclip/core/recipe-parser';

function parsed(text: string): TParsedRecipe {
  const recipe = parseRecipeText(text);
  if (!recipe) throw new Error('expected a recipe');
  return recipe;
}

const names = (r: TParsedRecipe) => r.ingredients.map((i) => i.name);

describe('inline ingredient lists', () => {
  it("reads a comma-separated list after 'Zutaten für 2 Personen:' and the running sentences after it as steps", () => {
    const r = parsed(
      'Feta-Nudeln 🍅 Zutaten für 2 Personen: 200 g Penne, 1 Packung Feta (200 g), 2 Knoblauchzehen, Salz, Pfeffer. Nudeln kochen. Feta im Ofen bei 200 Grad 20 Minuten backen. Alles mischen.',
    );
    expect(r.title).toBe('Feta-Nudeln');
    expect(r.servings).toBe(2);
    expect(r.ingredients).toEqual([
      { name: 'Penne', amount: '200', unit: 'g' },
      { name: 'Feta (200 g)', amount: '1', unit: 'Pck.' },
      { name: 'Knoblauchzehen', amount: '2', unit: '' },
      { name: 'Salz', amount: '', unit: 'nach Geschmack' },
      { name: 'Pfeffer', amount: '', unit: 'nach Geschmack' },
    ]);
    expect(r.instructions.map((s) => s.step)).toEqual([
      'Nudeln kochen.',
      'Feta im Ofen bei 200 Grad 20 Minuten backen.',
      'Alles mischen.',
    ]);
  });

  it.each(['Für 4 Portionen:', 'Du brauchst:', 'Ingredients:', 'Für 12 Stück brauchst du:'])(
    "treats '%s' as the start of the ingredient list",
    (heading) => {
      const r = parsed(`Linsensuppe\n${heading} 1 Zwiebel, 200 g rote Linsen, 1 l Brühe\nAlles 20 Minuten kochen.`);
      expect(names(r)).toEqual(['Zwiebel', 'rote Linsen', 'Brühe']);
    },
  );

  it('starts the list right after the title and an emoji', () => {
    const r = parsed(
      'Guacamole 🥑 2 Avocados, 1 Limette, ½ rote Zwiebel, Koriander, Salz. Avocados zerdrücken und alles mischen.',
    );
    expect(r.title).toBe('Guacamole');
    expect(names(r)).toEqual(['Avocados', 'Limette', 'rote Zwiebel', 'Koriander', 'Salz']);
    expect(r.ingredients[2]).toEqual({ name: 'rote Zwiebel', amount: '1/2', unit: '' });
  });

  it('reads a second inline group after a sub-heading as part of the list', () => {
    const r = parsed(
      'Zimtschnecken 🌀 Zutaten: 500 g Mehl, 1 Würfel Hefe, 250 ml Milch. Für die Füllung: 100 g Butter, 2 EL Zimt. Teig kneten und 1 Stunde gehen lassen.',
    );
    expect(names(r)).toEqual(['Mehl', 'Hefe', 'Milch', 'Butter', 'Zimt']);
    expect(r.instructions).toHaveLength(1);
  });

  it('splits a list flattened into one line with emojis between the items', () => {
    const r = parsed('Mango-Lassi 🥭 2 Mangos 🥛 300 g Joghurt 🍯 2 EL Honig 🧊 Eiswürfel ➡️ Alles 1 Minute mixen.');
    expect(names(r)).toEqual(['Mangos', 'Joghurt', 'Honig', 'Eiswürfel']);
    expect(r.instructions.map((s) => s.step)).toEqual(['Alles 1 Minute mixen.']);
  });

  it('keeps every item of an all-lowercase list, where capitals cannot tell notes from items', () => {
    const r = parsed('quick bowl: 2 eier, 1 tortilla, 30 g cheddar, chili flakes. eier braten und alles in die tortilla geben.');
    expect(names(r)).toEqual(['eier', 'tortilla', 'cheddar', 'chili flakes']);
  });
});

describe('amounts and units as written', () => {
  it.each([
    ['1 Packung Feta (200 g)', { name: 'Feta (200 g)', amount: '1', unit: 'Pck.' }],
    ['1 Stück Ingwer (ca. 2 cm)', { name: 'Ingwer (ca. 2 cm)', amount: '1', unit: 'Stück' }],
    ['1 Dose Kokosmilch (400 ml)', { name: 'Kokosmilch (400 ml)', amount: '1', unit: 'Dose' }],
    ['3-4 EL Tomatenmark', { name: 'Tomatenmark', amount: '3-4', unit: 'EL' }],
    ['Saft von 1 Zitrone', { name: 'Saft von 1 Zitrone', amount: '', unit: '' }],
    ['frisches Basilikum', { name: 'frisches Basilikum', amount: '', unit: '' }],
    ['optional 1 Prise Zucker', { name: 'Zucker', amount: '1', unit: 'Prise' }],
    ['2 Paar Frankfurter', { name: 'Paar Frankfurter', amount: '2', unit: '' }],
    ['2 tbsp Sojasauce', { name: 'Sojasauce', amount: '2', unit: 'EL' }],
    ['1 tsp Sesamöl', { name: 'Sesamöl', amount: '1', unit: 'TL' }],
    ['1 pinch Salz', { name: 'Salz', amount: '1', unit: 'Prise' }],
    ['1½ dl Rahm', { name: 'Rahm', amount: '150', unit: 'ml' }],
  ])("reads '%s'", (line, expected) => {
    expect(parseIngredientLine(line)).toEqual([expected]);
  });
});

describe('steps', () => {
  it('splits a method written as one sentence into its action clauses', () => {
    const r = parsed(
      'Bruschetta\nZutaten: 4 Scheiben Brot, 3 Tomaten, 2 EL Olivenöl\nBrot rösten, Tomaten würfeln und mit Öl mischen, dann auf das Brot geben.',
    );
    expect(r.instructions.map((s) => s.step)).toEqual([
      'Brot rösten.',
      // „würfeln und mit Öl mischen“: two actions joined by „und“ (README step rule 3, as the blind sets count them).
      'Tomaten würfeln.',
      'Mit Öl mischen.',
      'Dann auf das Brot geben.',
    ]);
  });

  it('keeps a subordinate clause with the action it belongs to', () => {
    const r = parsed(
      'Spätzle\nZutaten: 400 g Mehl, 4 Eier, 1 TL Salz\nAlles zu einem Teig schlagen, bis er Blasen wirft, dann ins Wasser schaben.',
    );
    expect(r.instructions.map((s) => s.step)).toEqual([
      'Alles zu einem Teig schlagen, bis er Blasen wirft.',
      'Dann ins Wasser schaben.',
    ]);
  });

  it('keeps Thermomix settings in the step text', () => {
    const r = parsed(
      'Hummus\nZutaten: 1 Dose Kichererbsen, 3 EL Tahin, 1 Knoblauchzehe\nKnoblauch 3 Sek/Stufe 8 zerkleinern. Alles zugeben und 1 Min/Stufe 10 pürieren. 20 Sek/Linkslauf/Stufe 3 verrühren.',
    );
    expect(r.instructions.map((s) => s.step)).toEqual([
      'Knoblauch 3 Sek/Stufe 8 zerkleinern.',
      'Alles zugeben und 1 Min/Stufe 10 pürieren.',
      '20 Sek/Linkslauf/Stufe 3 verrühren.',
    ]);
  });
});

describe('hashtags, links and chatter', () => {
  it("turns hashtags into lower-case tags without '#', each once, and leaves out ad disclosures", () => {
    const r = parsed(
      'Pasta\nZutaten: 200 g Nudeln, 1 Dose Tomaten, 1 Zwiebel\nAlles kochen.\n#Pasta #pasta #werbung #Anzeige #OnePot #ad',
    );
    expect(r.tags).toEqual(['pasta', 'onepot']);
  });

  it('never turns links, mentions, #werbung or calls to action into ingredients or steps', () => {
    const r = parsed(
      "#werbung Ofengemüse 🥕 Zutaten: 500 g Karotten, 2 EL Öl, 1 TL Salz. Karotten schneiden und 30 Minuten bei 200 °C backen. Das Öl gibt's bei @oelmuehle 👉 https://oelmuehle.example.de/shop Folgt mir für mehr!",
    );
    const all = [...names(r), ...r.instructions.map((s) => s.step)].join(' ');
    expect(all).not.toMatch(/werbung|oelmuehle|https|Folgt/i);
    expect(r.instructions).toHaveLength(1);
  });

  it('ends the title at the emoji when personal chatter follows it', () => {
    const r = parsed(
      'Omas Laibchen 🥔 Ich liebe dieses Rezept!\n500 g Erdäpfel\n250 g Topfen\n1 Ei\nAlles verkneten und braten.',
    );
    expect(r.title).toBe('Omas Laibchen');
  });
});

describe('recipe or not', () => {
  it('keeps a list of three items with amounts as a recipe even when the method is only in the video', () => {
    const r = parsed('Pfannkuchen 🥞 250 ml Milch, 2 Eier, 120 g Mehl, 1 Prise Salz #pfannkuchen');
    expect(names(r)).toEqual(['Milch', 'Eier', 'Mehl', 'Salz']);
    expect(r.instructions).toEqual([]);
  });

  it.each([
    ['a grocery haul with prices', 'Wocheneinkauf 🛒\n2 kg Kartoffeln\n10 Eier\n1 l Milch\nInsgesamt 9,80 €'],
    ['a product ad', 'Anzeige: Unser Mixer mit 1500 Watt, 2 l Behälter, 6 Programme. 15 % Rabatt mit Code MIX15!'],
    ['a travel post', 'Drei Tage Lissabon ☀️ Pastéis de Nata, Sardinen am Hafen und Vinho Verde. Wer war schon da? #reisen'],
  ])('refuses %s', (_, text) => {
    expect(parseRecipeText(text)).toBeNull();
  });
});

describe('hostile input', () => {
  const size = 50_000;
  const fill = (unit: string) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);

  it('reads a 50 KB inline list to its end', () => {
    const r = parsed(`Zutaten: ${fill('1 EL Zucker, ')}`);
    expect(r.ingredients.length).toBeGreaterThan(3000);
    expect(r.ingredients[0]).toEqual({ name: 'Zucker', amount: '1', unit: 'EL' });
  });

  it.each([
    ['dashes between digits', fill('1-')],
    ['dots', fill('. ')],
    ['open parentheses', fill('(1 ')],
    ['emojis between words', fill('Mehl 🍅 ')],
    ['hashtags', fill('#a')],
    ['one long word', `Zutaten: ${'a'.repeat(size)}`],
    ['commas', fill(',')],
    ['labels', fill('a: ')],
  ])('finishes a 50 KB caption of %s and finds no recipe in it', (_, text) => {
    expect(parseRecipeText(text)).toBeNull();
  });
});
