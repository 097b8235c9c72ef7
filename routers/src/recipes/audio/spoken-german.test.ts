import { describe, expect, it } from 'vitest';
import { playlistScript } from './playlist';
import { spokenAmount, spokenIngredient, spokenText } from './spoken-german';

describe('spoken German for read-aloud', () => {
  it('spells out small amounts and units: "2 EL Olivenöl" becomes "zwei Esslöffel Olivenöl"', () => {
    expect(spokenIngredient({ amount: '2', unit: 'EL', name: 'Olivenöl' })).toBe('zwei Esslöffel Olivenöl');
    expect(spokenIngredient({ amount: '1', unit: 'TL', name: 'Salz' })).toBe('ein Teelöffel Salz');
    expect(spokenIngredient({ amount: '1', unit: 'Prise', name: 'Zucker' })).toBe('eine Prise Zucker');
    expect(spokenIngredient({ amount: '3', unit: 'Zehen', name: 'Knoblauch' })).toBe('drei Zehen Knoblauch');
  });

  it('keeps large amounts as numbers with the unit spelled out: "200 g" becomes "200 Gramm"', () => {
    expect(spokenIngredient({ amount: '200', unit: 'g', name: 'Mehl' })).toBe('200 Gramm Mehl');
    expect(spokenIngredient({ amount: '500', unit: 'ml', name: 'Milch' })).toBe('500 Milliliter Milch');
    expect(spokenIngredient({ amount: '1', unit: 'kg', name: 'Kartoffeln' })).toBe('ein Kilogramm Kartoffeln');
  });

  it('reads fractions, decimals and ranges as words', () => {
    expect(spokenAmount('1/2')).toBe('einhalb');
    expect(spokenAmount('1,5')).toBe('eineinhalb');
    expect(spokenAmount('2-3')).toBe('zwei bis drei');
    expect(spokenAmount('0,75')).toBe('0 Komma 75');
  });

  it('reads ingredients without amount or unit as just the name', () => {
    expect(spokenIngredient({ amount: '', unit: '', name: 'Pfeffer nach Geschmack' })).toBe('Pfeffer nach Geschmack');
    expect(spokenIngredient({ amount: '4', unit: '', name: 'Eier' })).toBe('vier Eier');
  });

  it('puts counted foods and units in the number of the amount: "vier Eier", "ein Ei", "zwei Zehen"', () => {
    expect(spokenIngredient({ amount: '4', unit: '', name: 'Ei' })).toBe('vier Eier');
    expect(spokenIngredient({ amount: '1', unit: 'Stück', name: 'Zwiebeln' })).toBe('ein Stück Zwiebel');
    expect(spokenIngredient({ amount: '2', unit: 'Zehe', name: 'Knoblauch' })).toBe('zwei Zehen Knoblauch');
    expect(spokenIngredient({ amount: '2', unit: 'Stange', name: 'Lauch' })).toBe('zwei Stangen Lauch');
  });

  it('expands temperatures, times and abbreviations in steps: "180 °C" becomes "180 Grad"', () => {
    expect(spokenText('Bei 180 °C ca. 25 Min. backen.')).toBe('Bei 180 Grad circa 25 Minuten backen.');
    expect(spokenText('Ofen auf 200°C vorheizen, 2 EL Öl z. B. Rapsöl zugeben.')).toBe(
      'Ofen auf 200 Grad vorheizen, zwei Esslöffel Öl zum Beispiel Rapsöl zugeben.',
    );
    expect(spokenText('Noch 1 Min. rühren, nicht 11 Min.')).toBe('Noch eine Minute rühren, nicht 11 Minuten');
    expect(spokenText('1 Std. ruhen lassen, dann 250 g Quark und 1,5 l Wasser')).toBe(
      'eine Stunde ruhen lassen, dann 250 Gramm Quark und 1 Komma 5 Liter Wasser',
    );
  });
});

describe('playlist script', () => {
  const recipe = {
    title: 'Kürbissuppe',
    servings: 4,
    duration: 35,
    ingredients: [
      { name: 'Hokkaido-Kürbis', amount: '1', unit: 'kg' },
      { name: 'Olivenöl', amount: '2', unit: 'EL' },
    ],
    instructions: [{ step: 'Kürbis würfeln.' }, { step: 'Bei 180 °C 20 Min. garen' }],
  };

  it('has an intro with title and servings, one segment per ingredient and step, and an outro', () => {
    const script = playlistScript(recipe);
    expect(script.map((s) => [s.id, s.type, s.title])).toEqual([
      ['intro', 'intro', 'Einleitung'],
      ['ingredient-1', 'ingredient', 'Hokkaido-Kürbis'],
      ['ingredient-2', 'ingredient', 'Olivenöl'],
      ['instruction-1', 'instruction', 'Schritt 1'],
      ['instruction-2', 'instruction', 'Schritt 2'],
      ['outro', 'outro', 'Abschluss'],
    ]);
    expect(script[0]?.text).toBe(
      'Kürbissuppe. Dieses Rezept ist für vier Portionen. Die Zubereitung dauert etwa 35 Minuten. Los geht es mit den Zutaten.',
    );
    expect(script[2]?.text).toBe('zwei Esslöffel Olivenöl.');
    expect(script[4]?.text).toBe('Schritt 2. Bei 180 Grad 20 Minuten garen.');
    expect(script[5]?.text).toBe('Das war das Rezept „Kürbissuppe“. Guten Appetit!');
  });

  it('says a time of an hour or more in hours and minutes', () => {
    expect(playlistScript({ ...recipe, duration: 70 })[0]?.text).toContain('Die Zubereitung dauert etwa eine Stunde 10 Minuten.');
    expect(playlistScript({ ...recipe, duration: 120 })[0]?.text).toContain('Die Zubereitung dauert etwa 2 Stunden.');
  });

  it('bounds the number of segments and the length of each', () => {
    const long = playlistScript({
      ...recipe,
      instructions: Array.from({ length: 200 }, () => ({ step: 'Rühren. '.repeat(300) })),
    });
    expect(long).toHaveLength(80);
    expect(long.at(-1)?.type).toBe('outro');
    expect(Math.max(...long.map((s) => s.text.length))).toBeLessThanOrEqual(800);
  });

  it("reads a group title before its ingredients and steps, and an ingredient's note and optional flag", () => {
    const script = playlistScript({
      title: 'Zwiebelkuchen',
      servings: 4,
      duration: null,
      ingredients: [
        { name: 'Mehl', amount: '200', unit: 'g', note: 'gesiebt', optional: false, group: 'Für den Teig' },
        { name: 'Hefe', amount: '1', unit: 'Würfel', note: null, optional: false, group: 'Für den Teig' },
        { name: 'Kümmel', amount: '1', unit: 'TL', note: null, optional: true, group: 'Für den Belag' },
      ],
      instructions: [
        { step: 'Teig kneten.', group: 'Teig' },
        { step: 'Zwiebeln schneiden.', group: 'Belag' },
        { step: 'Bei 200 °C 30 Min. backen.', group: 'Belag' },
      ],
    });
    expect(script.slice(1, -1).map((s) => [s.id, s.type, s.text])).toEqual([
      ['ingredient-group-1', 'ingredient', 'Für den Teig:'],
      ['ingredient-1', 'ingredient', '200 Gramm Mehl, gesiebt.'],
      ['ingredient-2', 'ingredient', 'ein Würfel Hefe.'],
      ['ingredient-group-2', 'ingredient', 'Für den Belag:'],
      ['ingredient-3', 'ingredient', 'ein Teelöffel Kümmel, optional.'],
      ['instruction-group-1', 'instruction', 'Teig:'],
      ['instruction-1', 'instruction', 'Schritt 1. Teig kneten.'],
      ['instruction-group-2', 'instruction', 'Belag:'],
      ['instruction-2', 'instruction', 'Schritt 2. Zwiebeln schneiden.'],
      ['instruction-3', 'instruction', 'Schritt 3. Bei 200 Grad 30 Minuten backen.'],
    ]);
  });
});
