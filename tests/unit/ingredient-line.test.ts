import { describe, expect, it } from 'vitest';
import { parseIngredient, parseIngredientLine, readIngredientFields } from '@kochclip/core/recipe-parser';

/** Ingredient lines as German recipe sites write them (Chefkoch, Lecker, Kitchen Stories, WordPress recipe plugins). */
describe('parseIngredient: one ingredient line of a recipe page', () => {
  it.each([
    ['1.5 Semmel(n) (altbacken)', '1.5', '', 'Semmel (altbacken)'],
    ['1 kl. Bund Petersilie', '1', 'Bund', 'Petersilie'],
    ['600 g Hackfleisch, gemischtes', '600', 'g', 'gemischtes Hackfleisch'],
    ['200 g Mehl (Type 405)', '200', 'g', 'Mehl (Type 405)'],
    ['1 EL Öl, zum Braten', '1', 'EL', 'Öl (zum Braten)'],
    ['½ TL Salz', '1/2', 'TL', 'Salz'],
    ['1 Prise Zucker', '1', 'Prise', 'Zucker'],
    ['2-3 Zehen Knoblauch', '2-3', 'Zehe', 'Knoblauch'],
    ['etwas Milch', '', 'etwas', 'Milch'],
    ['1 Dose/n Tomaten, stückige', '1', 'Dose', 'stückige Tomaten'],
    ['250 ml Sahne (oder Milch)', '250', 'ml', 'Sahne (oder Milch)'],
    ['n. B. Pfeffer', '', 'nach Geschmack', 'Pfeffer'],
    ['Salz', '', 'nach Geschmack', 'Salz'],
    ['3 große Eier (Gr. L)', '3', '', 'große Eier (Gr. L)'],
  ])("reads '%s' as %s | %s | %s", (line, amount, unit, name) => {
    expect(parseIngredient(line)).toEqual({ amount, unit, name });
  });

  it("keeps 'Salz und Pfeffer, schwarzer' as one row, with the adjective before its noun", () => {
    expect(parseIngredient('Salz und Pfeffer, schwarzer')).toEqual({
      amount: '',
      unit: 'nach Geschmack',
      name: 'Salz und schwarzer Pfeffer',
    });
  });

  it.each([
    ['1 TL, gestr. Salz', '1', 'TL', 'Salz'],
    ['2 EL, gehäuft Zucker', '2', 'EL', 'Zucker'],
    ['4 Scheibe/n Toastbrot', '4', 'Scheibe', 'Toastbrot'],
    ['2 m.-große Zwiebel(n)', '2', '', 'mittelgroße Zwiebel'],
    ['½ Zitrone(n), Saft davon', '1/2', '', 'Zitrone (Saft davon)'],
    ['1 Paprikaschote(n), rote', '1', '', 'rote Paprikaschote'],
    ['100 ml Wasser, lauwarmes', '100', 'ml', 'lauwarmes Wasser'],
    ['1 Würfel Hefe', '1', 'Stück', 'Hefe'],
    ['1 Pkt. Backpulver', '1', 'Pck.', 'Backpulver'],
    ['1 Liter Milch', '1', 'l', 'Milch'],
    ['0,5 l Milch', '0.5', 'l', 'Milch'],
    ['1 ½ TL Zimt', '1 1/2', 'TL', 'Zimt'],
    ['2 dl Rahm', '200', 'ml', 'Rahm'],
    ['3 Zweige Thymian', '3', 'Zweig', 'Thymian'],
    ['1 Msp. Muskat', '1', 'Msp.', 'Muskat'],
    ['1 Stück Ingwer (ca. 3 cm)', '1', 'Stück', 'Ingwer (ca. 3 cm)'],
    ['1 Schuss Rotwein', '', 'etwas', 'Rotwein'],
    ['Pfeffer, frisch gemahlen', '', 'nach Geschmack', 'Pfeffer (frisch gemahlen)'],
    ['Öl zum Braten', '', '', 'Öl (zum Braten)'],
    ['2 EL Petersilie, gehackt', '2', 'EL', 'Petersilie (gehackt)'],
    ['1 Packung Feta (200 g)', '1', 'Pck.', 'Feta (200 g)'],
  ])("reads the site shape '%s' as %s | %s | %s", (line, amount, unit, name) => {
    expect(parseIngredient(line)).toEqual({ amount, unit, name });
  });

  it('returns null for lines that name no ingredient', () => {
    expect(parseIngredient('')).toBeNull();
    expect(parseIngredient('   ')).toBeNull();
    expect(parseIngredient('30 Min.')).toBeNull();
    expect(parseIngredient('Zutaten:')).toBeNull();
    expect(parseIngredient('Portionen: 4')).toBeNull();
  });

  it('reads a line with a leading bullet or a trailing full stop like the bare line', () => {
    expect(parseIngredient('• 200 g Mehl.')).toEqual({ amount: '200', unit: 'g', name: 'Mehl' });
  });
});

describe('the same shapes inside captions (parseIngredientLine splits, parseIngredient does not)', () => {
  it("splits 'Salz und Pfeffer, schwarzer' into two seasonings", () => {
    expect(parseIngredientLine('Salz und Pfeffer, schwarzer')).toEqual([
      { amount: '', unit: 'nach Geschmack', name: 'Salz' },
      { amount: '', unit: 'nach Geschmack', name: 'schwarzer Pfeffer' },
    ]);
  });

  it("keeps '1 TL, gestr. Salz' and '½ Zitrone(n), Saft davon' as one ingredient each", () => {
    expect(parseIngredientLine('1 TL, gestr. Salz')).toEqual([{ amount: '1', unit: 'TL', name: 'Salz' }]);
    expect(parseIngredientLine('½ Zitrone(n), Saft davon')).toEqual([{ amount: '1/2', unit: '', name: 'Zitrone (Saft davon)' }]);
  });

  it("reads counts written after the name: 'Eier x6', 'Banane 1', but not 'Mehl Type 405'", () => {
    expect(parseIngredientLine('Eier x6')).toEqual([{ amount: '6', unit: '', name: 'Eier' }]);
    expect(parseIngredientLine('Banane 1')).toEqual([{ amount: '1', unit: '', name: 'Banane' }]);
    expect(parseIngredientLine('Mehl Type 405')[0]?.amount).toBe('');
  });
});

/** The recipe editor reads a typed line live; remarks become the note instead of part of the name. */
describe('readIngredientFields: the editor reads a line into amount, unit, name and note', () => {
  it.each([
    ['200 g Mehl, gesiebt', '200', 'g', 'Mehl', 'gesiebt'],
    ['1 Dose (400 g) Tomaten', '1', 'Dose', 'Tomaten', '400 g'],
    ['2 Zehen Knoblauch, gepresst', '2', 'Zehe', 'Knoblauch', 'gepresst'],
    ['600 g Hackfleisch, gemischtes', '600', 'g', 'gemischtes Hackfleisch', null],
    ['1 EL Olivenöl', '1', 'EL', 'Olivenöl', null],
  ])('reads „%s“', (line, amount, unit, name, note) => {
    expect(readIngredientFields(line)).toEqual({ amount, unit, name, note });
  });

  it('names nothing for a heading or a time', () => {
    expect(readIngredientFields('Zutaten:')).toBeNull();
    expect(readIngredientFields('30 Min.')).toBeNull();
  });
});
