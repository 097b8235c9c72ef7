import { describe, expect, it } from 'vitest';
import {
  countWordDE,
  formatCountDE,
  formatCountdownDE,
  formatDuration,
  formatSecondsDE,
  formatNumberDE,
  formatPriceDE,
  formatPricePerDE,
} from './format';
import { inflectNoun, inflectUnit, ingredientText, isoDuration, minutesOfIsoDuration } from '@kochclip/core';

/** Expected texts are written with plain spaces; the product keeps number and word together with U+00A0. */
const plain = (text: string) => text.replaceAll('\u00a0', ' ');

describe('German numbers and prices', () => {
  it('writes numbers with a decimal comma and grouped thousands', () => {
    expect(formatNumberDE(3.33)).toBe('3,33');
    expect(formatNumberDE(12500)).toBe('12.500');
  });

  it('writes prices as "4,99 €" and whole euros as "20 €", with a non-breaking space before the euro sign', () => {
    expect(formatPriceDE(4.99)).toBe('4,99\u00a0€');
    expect(plain(formatPriceDE(39.99))).toBe('39,99 €');
    expect(plain(formatPriceDE(20))).toBe('20 €');
    expect(plain(formatPriceDE(1234.5))).toBe('1.234,50 €');
  });

  it('writes a price per period as "3,33 €/Monat"', () => {
    expect(plain(formatPricePerDE(3.33, 'Monat'))).toBe('3,33 €/Monat');
  });
});

describe('counts with their noun', () => {
  it('says "1 Rezept" and "2 Rezepte"', () => {
    expect(plain(formatCountDE(1, 'Rezept', 'Rezepte'))).toBe('1 Rezept');
    expect(plain(formatCountDE(2, 'Rezept', 'Rezepte'))).toBe('2 Rezepte');
    expect(plain(formatCountDE(0, 'Rezept', 'Rezepte'))).toBe('0 Rezepte');
    expect(plain(formatCountDE(1250, 'Rezept', 'Rezepte'))).toBe('1.250 Rezepte');
  });

  it('says "1 Stern" and "5 Sterne", kept on one line', () => {
    expect(formatCountDE(1, 'Stern', 'Sterne')).toBe('1\u00a0Stern');
    expect(formatCountDE(5, 'Stern', 'Sterne')).toBe('5\u00a0Sterne');
  });

  it('says "1 Aufruf" and "2 Aufrufe", so no "1 Aufrufe" anywhere', () => {
    expect(plain(formatCountDE(1, 'Aufruf', 'Aufrufe'))).toBe('1 Aufruf');
    expect(plain(formatCountDE(2, 'Aufruf', 'Aufrufe'))).toBe('2 Aufrufe');
    expect(countWordDE(1, 'Portion', 'Portionen')).toBe('Portion');
    expect(countWordDE(4, 'Portion', 'Portionen')).toBe('Portionen');
  });
});

describe('countdown', () => {
  it('says "3 Min. 42 Sek." instead of "0h 3m 42s"', () => {
    expect(plain(formatCountdownDE((3 * 60 + 42) * 1000))).toBe('3 Min. 42 Sek.');
  });

  it('names hours only when there are some, and keeps the minutes between', () => {
    expect(plain(formatCountdownDE((3600 + 5 * 60 + 3) * 1000))).toBe('1 Std. 5 Min. 3 Sek.');
    expect(plain(formatCountdownDE((2 * 3600 + 7) * 1000))).toBe('2 Std. 0 Min. 7 Sek.');
  });

  it('counts a started second as whole and never goes below zero', () => {
    expect(plain(formatCountdownDE(41_200))).toBe('42 Sek.');
    expect(plain(formatCountdownDE(-5000))).toBe('0 Sek.');
    expect(plain(formatCountdownDE(Number.NaN))).toBe('0 Sek.');
  });
});

describe('units in the number of the amount', () => {
  it('inflects the common units: "2 Zehen", "10 Dosen", "3 Prisen", "2 Gläser"', () => {
    expect(inflectUnit('Zehe', 2)).toBe('Zehen');
    expect(inflectUnit('Dose', 10)).toBe('Dosen');
    expect(inflectUnit('Prise', 3)).toBe('Prisen');
    expect(inflectUnit('Scheibe', 4)).toBe('Scheiben');
    expect(inflectUnit('Glas', 2)).toBe('Gläser');
    expect(inflectUnit('Blatt', 3)).toBe('Blätter');
  });

  it('keeps the singular for one or less and turns a stored plural back', () => {
    expect(inflectUnit('Zehe', 1)).toBe('Zehe');
    expect(inflectUnit('Zehen', 1)).toBe('Zehe');
    expect(inflectUnit('Zehe', 0.5)).toBe('Zehe');
    expect(inflectUnit('Dose', 1.5)).toBe('Dosen');
  });

  it('leaves measures without a plural alone', () => {
    for (const unit of ['g', 'kg', 'ml', 'l', 'EL', 'TL', 'Bund', 'Stück', 'Handvoll', 'Pck.', 'nach Geschmack']) {
      expect(inflectUnit(unit, 4)).toBe(unit);
    }
  });
});

describe('countable foods', () => {
  it('says "4 Eier", "3 Zwiebeln", "2 Äpfel"', () => {
    expect(inflectNoun('Ei', 4)).toBe('Eier');
    expect(inflectNoun('Zwiebel', 3)).toBe('Zwiebeln');
    expect(inflectNoun('Apfel', 2)).toBe('Äpfel');
    expect(inflectNoun('Tomate', 6)).toBe('Tomaten');
  });

  it('follows compounds and leaves adjectives and notes as written', () => {
    expect(inflectNoun('Knoblauchzehe', 2)).toBe('Knoblauchzehen');
    expect(inflectNoun('Gewürzgurke', 2)).toBe('Gewürzgurken');
    expect(inflectNoun('Lorbeerblatt', 2)).toBe('Lorbeerblätter');
    expect(inflectNoun('rote Zwiebel', 2)).toBe('rote Zwiebeln');
    expect(inflectNoun('Rinderroulade (aus der Oberschale)', 4)).toBe('Rinderrouladen (aus der Oberschale)');
    expect(inflectNoun('Kartoffel, festkochend', 5)).toBe('Kartoffeln, festkochend');
  });

  it('turns a plural back for one and leaves unknown words alone', () => {
    expect(inflectNoun('Eier', 1)).toBe('Ei');
    expect(inflectNoun('Zwiebeln', 1)).toBe('Zwiebel');
    expect(inflectNoun('Salbei', 3)).toBe('Salbei');
    expect(inflectNoun('Mehl', 3)).toBe('Mehl');
    expect(inflectNoun('Brötchen vom Vortag', 2)).toBe('Brötchen vom Vortag');
  });
});

describe('ingredient lines and the portion scaler', () => {
  it('writes "2 Zehen Knoblauch", "4 Eier" and "10 Dosen"', () => {
    expect(ingredientText({ amount: '2', unit: 'Zehe', name: 'Knoblauch' }, 4, 4)).toEqual({
      amount: '2 Zehen',
      name: 'Knoblauch',
    });
    expect(ingredientText({ amount: '4', unit: '', name: 'Ei' }, 4, 4)).toEqual({ amount: '4', name: 'Eier' });
    expect(ingredientText({ amount: '2', unit: 'Dose', name: 'Tomaten' }, 2, 10)).toEqual({
      amount: '10 Dosen',
      name: 'Tomaten',
    });
  });

  it('inflects after scaling, up and down', () => {
    expect(ingredientText({ amount: '1', unit: 'Zehe', name: 'Knoblauch' }, 2, 4)).toEqual({
      amount: '2 Zehen',
      name: 'Knoblauch',
    });
    expect(ingredientText({ amount: '4', unit: '', name: 'Ei' }, 4, 1)).toEqual({ amount: '1', name: 'Ei' });
    expect(ingredientText({ amount: '3', unit: 'Stück', name: 'Zwiebel' }, 4, 1)).toEqual({
      amount: '1 Stück',
      name: 'Zwiebel',
    });
    expect(ingredientText({ amount: '3', unit: 'Stück', name: 'Zwiebel' }, 4, 3)).toEqual({
      amount: '2 1/2 Stück',
      name: 'Zwiebeln',
    });
    expect(ingredientText({ amount: '2-3', unit: 'Zehe', name: 'Knoblauch' }, 4, 4)).toEqual({
      amount: '2-3 Zehen',
      name: 'Knoblauch',
    });
  });

  it('rounds what is counted to halves and measures by the spec: "1/2 Ei", "2 Eier", "1 Prise", "0,17 TL"', () => {
    expect(ingredientText({ amount: '1', unit: '', name: 'Ei' }, 4, 1)).toEqual({ amount: '1/2', name: 'Ei' });
    expect(ingredientText({ amount: '1', unit: '', name: 'Ei' }, 4, 3)).toEqual({ amount: '1', name: 'Ei' });
    expect(ingredientText({ amount: '5', unit: '', name: 'Ei' }, 12, 5)).toEqual({ amount: '2', name: 'Eier' });
    expect(ingredientText({ amount: '3', unit: 'Pck.', name: 'Sahnesteif' }, 12, 5)).toEqual({
      amount: '1 1/2 Pck.',
      name: 'Sahnesteif',
    });
    expect(ingredientText({ amount: '1', unit: 'Prise', name: 'Salz' }, 6, 1)).toEqual({ amount: '1 Prise', name: 'Salz' });
    expect(ingredientText({ amount: '1/2', unit: 'Stück', name: 'Zitrone' }, 6, 1)).toEqual({
      amount: '1/2 Stück',
      name: 'Zitrone',
    });
    expect(ingredientText({ amount: '2', unit: 'Zehe', name: 'Knoblauch' }, 4, 3)).toEqual({
      amount: '1 1/2 Zehen',
      name: 'Knoblauch',
    });
    expect(ingredientText({ amount: '1', unit: 'TL', name: 'Zimt' }, 6, 1)).toEqual({ amount: '0,17 TL', name: 'Zimt' });
    expect(ingredientText({ amount: '250', unit: 'g', name: 'Mehl' }, 6, 1)).toEqual({ amount: '42 g', name: 'Mehl' });
  });

  it('keeps words as amounts untouched: "nach Geschmack", "etwas"', () => {
    expect(ingredientText({ amount: '', unit: 'nach Geschmack', name: 'Salz' }, 4, 8)).toEqual({
      amount: 'nach Geschmack',
      name: 'Salz',
    });
    expect(ingredientText({ amount: 'etwas', unit: '', name: 'Pfeffer' }, 4, 8)).toEqual({ amount: 'etwas', name: 'Pfeffer' });
  });
});

describe('durations', () => {
  it('says "45 Min.", "1 Std. 10 Min." and "2 Std.", never "1h 10m"', () => {
    expect(plain(formatDuration(45))).toBe('45 Min.');
    expect(plain(formatDuration(70))).toBe('1 Std. 10 Min.');
    expect(plain(formatDuration(120))).toBe('2 Std.');
    expect(formatDuration(null)).toBe('Unbekannt');
  });

  it('reads the ISO durations the cookbook print view gets back into minutes', () => {
    expect(minutesOfIsoDuration(isoDuration(70))).toBe(70);
    expect(minutesOfIsoDuration('PT2H')).toBe(120);
    expect(minutesOfIsoDuration('PT')).toBeNull();
    expect(minutesOfIsoDuration(undefined)).toBeNull();
  });

  it('names a timer length with seconds the same way', () => {
    expect(plain(formatSecondsDE(90))).toBe('1 Min. 30 Sek.');
    expect(plain(formatSecondsDE(0))).toBe('0 Sek.');
  });
});
