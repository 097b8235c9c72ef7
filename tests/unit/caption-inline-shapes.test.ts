/** The built-in parser on inline lists without a marker word (issue 29): the list is found by the shape of its items. */
import { describe, expect, it } from 'vitest';
import { parseRecipeText, type TParsedRecipe } from '@kochclip/core/recipe-parser';

function parsed(text: string): TParsedRecipe {
  const recipe = parseRecipeText(text);
  if (!recipe) throw new Error('expected a recipe');
  return recipe;
}

const names = (r: TParsedRecipe) => r.ingredients.map((i) => i.name);
const steps = (r: TParsedRecipe) => r.instructions.map((s) => s.step);

describe('a title, then the list in the same line', () => {
  it.each([
    ['a flag', 'Pasta alla Norma 🇮🇹'],
    ['a flag and a pictograph with a variation selector', 'Pasta alla Norma 🇮🇹🌶️'],
    ['a ZWJ sequence with a skin tone', 'Pasta alla Norma 👨🏾‍🍳'],
    ['a heart with a variation selector', 'Pasta alla Norma ❤️'],
  ])('starts the list after %s', (_, title) => {
    const r = parsed(
      `${title} 1 Aubergine, 250 g Rigatoni, 1 Dose Tomaten, 2 Knoblauchzehen, Ricotta salata. Aubergine würfeln und goldbraun braten. Tomaten und Knoblauch 10 Minuten einkochen. Mit den Nudeln mischen.`,
    );
    expect(r.title).toBe('Pasta alla Norma');
    expect(names(r)).toEqual(['Aubergine', 'Rigatoni', 'Tomaten', 'Knoblauchzehen', 'Ricotta salata']);
    expect(r.instructions).toHaveLength(3);
  });

  it("keeps 'für 2 Personen' after the emoji in the title when the list follows on its own lines", () => {
    const r = parsed(
      'Linsensuppe 🥣 für 2 Personen\n\nZutaten:\n200 g Linsen\n1 Karotte\n\nZubereitung:\n1. Alles 20 Minuten kochen.',
    );
    expect(r.title).toBe('Linsensuppe für 2 Personen');
    expect(r.servings).toBe(2);
  });

  it('starts an amount-less list of known ingredients after an emoji', () => {
    const r = parsed('Caprese 🍅 Tomaten, Mozzarella, Basilikum, Olivenöl, Salz. Alles in Scheiben schneiden und schichten.');
    expect(r.ingredients).toEqual([
      { name: 'Tomaten', amount: '', unit: '' },
      { name: 'Mozzarella', amount: '', unit: '' },
      { name: 'Basilikum', amount: '', unit: '' },
      { name: 'Olivenöl', amount: '', unit: '' },
      { name: 'Salz', amount: '', unit: 'nach Geschmack' },
    ]);
  });

  it("starts the list after a title ending in '!' or a dash", () => {
    for (const title of ['Schnelles Curry!', 'Schnelles Curry –', 'Schnelles Curry —']) {
      const r = parsed(
        `${title} 2 Süßkartoffeln, 1 Dose Kokosmilch, 2 EL Currypaste, 1 Handvoll Spinat. Alles 20 Minuten köcheln.`,
      );
      expect(names(r)).toEqual(['Süßkartoffeln', 'Kokosmilch', 'Currypaste', 'Spinat']);
      expect(steps(r)).toEqual(['Alles 20 Minuten köcheln.']);
    }
  });
});

describe('a serving marker inside the first sentence', () => {
  it.each([
    ['Ofenlachs für 2:', undefined],
    ['Ofenlachs (für 1 Blech):', undefined],
    ['Ofenlachs, für 1 Person:', 1],
    ['Ofenlachs (3 Portionen):', 3],
  ])("reads the list after '%s'", (intro, servings) => {
    const r = parsed(
      `${intro} 2 Lachsfilets, 300 g Brokkoli, 1 Zitrone, 2 EL Olivenöl. Alles aufs Blech legen und 15 Minuten backen.`,
    );
    expect(names(r)).toEqual(['Lachsfilets', 'Brokkoli', 'Zitrone', 'Olivenöl']);
    expect(r.servings).toBe(servings);
  });
});

describe('where the list ends', () => {
  it("ends the list at the '.' after its last item and reads the same paragraph on as the method", () => {
    const r = parsed(
      'Porridge\n60 g Haferflocken, 200 ml Milch, 1 Apfel, Zimt. Haferflocken in der Milch aufkochen. Apfel reiben und unterrühren.',
    );
    expect(names(r)).toEqual(['Haferflocken', 'Milch', 'Apfel', 'Zimt']);
    expect(steps(r)).toEqual(['Haferflocken in der Milch aufkochen.', 'Apfel reiben und unterrühren.']);
  });

  it("ends the list where an item turns into an instruction: '… • Alles verrühren …'", () => {
    const r = parsed('Waffeln 🧇 • 250 g Mehl • 2 Eier • 300 ml Milch • Alles verrühren und im Waffeleisen backen.');
    expect(names(r)).toEqual(['Mehl', 'Eier', 'Milch']);
    expect(steps(r)).toEqual(['Alles verrühren und im Waffeleisen backen.']);
  });

  it('splits the method off the last line of a list', () => {
    const r = parsed('Toast\n2 Scheiben Brot\n1 Ei\n20 g Butter. Brot in Butter rösten. Ei darauf braten.');
    expect(names(r)).toEqual(['Brot', 'Ei', 'Butter']);
    expect(r.instructions).toHaveLength(2);
  });

  it("does not take a method sentence that begins with ingredient names for a list ('Mehl, Eier und Milch verrühren')", () => {
    const r = parsed('Zutaten: 200 g Mehl, 2 Eier, 300 ml Milch\nMehl, Eier, Milch und Salz glatt rühren. In der Pfanne backen.');
    expect(names(r)).toEqual(['Mehl', 'Eier', 'Milch']);
    expect(r.instructions).toHaveLength(2);
  });
});

describe('other separators', () => {
  it("reads ' | ' and ' - ' between items, and numbered steps run into one line", () => {
    const piped = parsed('Burger | 500 g Rinderhack | 4 Buns | 4 Scheiben Käse | Hack formen und braten. Buns belegen.');
    expect(names(piped)).toEqual(['Rinderhack', 'Buns', 'Käse']);
    const dashed = parsed(
      'Pesto - 1 Bund Basilikum - 50 g Parmesan - 30 g Pinienkerne - 100 ml Olivenöl 1. Pinienkerne rösten. 2. Alles pürieren.',
    );
    expect(names(dashed)).toEqual(['Basilikum', 'Parmesan', 'Pinienkerne', 'Olivenöl']);
    expect(steps(dashed)).toEqual(['Pinienkerne rösten.', 'Alles pürieren.']);
  });

  it("reads a range like '2 - 3 EL' as an amount, not as separators", () => {
    const r = parsed('Dressing: 2 - 3 EL Essig, 4 EL Öl, 1 TL Senf. Alles verquirlen.');
    expect(r.ingredients[0]).toEqual({ name: 'Essig', amount: '2-3', unit: 'EL' });
  });
});

describe('still no recipe', () => {
  it.each([
    [
      'a teaser that sends the reader to the link in bio',
      'Diese Quiche 🤤 4 Eier, 200 g Speck und ein Becher Sahne. Rezept im Link in Bio!',
    ],
    [
      'a question that names what the writer used',
      'Warum wird mein Brot so hart? Ich nehme 500 g Mehl, 1 Würfel Hefe und 300 ml Wasser, backe es eine Stunde. Was mache ich falsch?',
    ],
    ['chatter that lists ingredients', 'Bei uns gab es früher immer Sahne, Speck und Erbsen in der Carbonara. Ihr auch?'],
  ])('refuses %s', (_, text) => {
    expect(parseRecipeText(text)).toBeNull();
  });
});

describe('hostile input', () => {
  it('finishes a 50 KB line of words and amounts, where every amount could start a list, and finds no recipe', () => {
    expect(parseRecipeText('a 1 '.repeat(12_500))).toBeNull();
  });
});
