/**
 * Austrian, Swiss and regional kitchen words are the same food as their standard words (issue 40): one list
 * (core/src/kitchen/regional-words.ts) for the search, the parser, the shopping-list merge and the pantry staples.
 */
import { describe, expect, it } from 'vitest';
import { parseRecipeText } from '@kochclip/core/recipe-parser';
import { resolveSearch } from './index';
import {
  ingredientKey,
  isPantryStaple,
  lineAmount,
  lineName,
  linesFromRecipe,
  mergeLines,
  REGIONAL_PAIRS,
  regionalAlternatives,
  sectionOf,
  standardName,
  standardWord,
  type TRecipeForShopping,
} from '@kochclip/core';

const recipe = (id: number, title: string, ingredients: [string, string, string][]): TRecipeForShopping => ({
  id,
  title,
  servings: 2,
  ingredients: ingredients.map(([amount, unit, name]) => ({ amount, unit, name })),
});

describe('the list of regional words', () => {
  it('holds at least 40 pairs, and each word finds its counterpart in both directions', () => {
    expect(REGIONAL_PAIRS.length).toBeGreaterThanOrEqual(40);
    for (const [regional, standard] of REGIONAL_PAIRS) {
      const [r, s] = [regional[0] ?? '', standard[0] ?? ''];
      expect(standardName(r), r).toBe(standardName(s));
    }
    expect(regionalAlternatives('paradeiser')).toEqual(expect.arrayContaining(['tomate', 'tomaten']));
    expect(regionalAlternatives('tomate')).toContain('paradeiser');
    expect(regionalAlternatives('kartoffeln')).toEqual(expect.arrayContaining(['erdapfel', 'hardopfel']));
    expect(standardWord('nidle')).toBe(standardWord('schlagobers'));
    expect(standardWord('brot')).toBe('brot');
  });

  it('widens each search term by its group and leaves other terms as they are', () => {
    expect(resolveSearch('Paradeiser Suppe')?.termsValue).toBe('{paradeiser|paradeis|tomate|tomaten,suppe}');
    expect(resolveSearch('Paradeiser Suppe')?.terms).toEqual(['paradeiser', 'suppe']);
    expect(resolveSearch('Linsen')?.termsValue).toBe('{linsen}');
  });
});

describe('the shopping list treats a pair as one ingredient', () => {
  it('merges „2 Paradeiser“ and „3 Tomaten“ into one line with the first recipe’s word', () => {
    const lines = mergeLines([
      ...linesFromRecipe(recipe(1, 'Wiener Salat', [['2', '', 'Paradeiser']]), 2),
      ...linesFromRecipe(recipe(2, 'Bruschetta', [['3', '', 'Tomaten']]), 2),
    ]);
    expect(lines).toHaveLength(1);
    const [line] = lines;
    if (!line) throw new Error('keine Zeile');
    expect(lineAmount(line)).toBe('5');
    expect(lineName(line)).toBe('Paradeiser');
    expect(line.sources.map((s) => s.title)).toEqual(['Wiener Salat', 'Bruschetta']);
  });

  it.each([
    ['500 g Erdäpfel', '1 kg Kartoffeln'],
    ['250 g Topfen', '250 g Quark'],
    ['200 ml Schlagobers', '100 ml Sahne'],
    ['1 Becher Nidle', '1 Becher Rahm'],
    ['400 g Faschiertes', '200 g Hackfleisch'],
    ['1 Karfiol', '1 Blumenkohl'],
    ['2 Randen', '1 Rote Bete'],
  ])('gives „%s“ and „%s“ one key', (a, b) => {
    const name = (text: string) => text.replace(/^[\d,]+\s+(?:g|kg|ml|Becher)?\s*/u, '');
    expect(ingredientKey(name(a))).toBe(ingredientKey(name(b)));
  });

  it('keeps different foods apart', () => {
    expect(ingredientKey('Erdäpfel')).not.toBe(ingredientKey('Äpfel'));
    expect(ingredientKey('Sauerrahm')).not.toBe(ingredientKey('Sahne'));
  });

  it('places a regional word in its standard word’s section and counts its staples', () => {
    expect(sectionOf('Paradeiser')).toBe(sectionOf('Tomaten'));
    expect(sectionOf('Topfen')).toBe(sectionOf('Quark'));
    expect(sectionOf('Kren')).toBe(sectionOf('Meerrettich'));
    expect(isPantryStaple('Kristallzucker')).toBe(true);
    expect(isPantryStaple('Staubzucker')).toBe(false);
  });
});

describe('the parser knows the regional words and keeps the word of the recipe', () => {
  it('reads an amount-less list of Austrian and Swiss words as ingredients, as written', () => {
    const r = parseRecipeText('Jause 🥨 Paradeiser, Kren, Karfiol, Nidle, Salz. Alles anrichten und servieren.');
    expect(r?.ingredients.map((i) => i.name)).toEqual(['Paradeiser', 'Kren', 'Karfiol', 'Nidle', 'Salz']);
  });

  it('keeps „Erdäpfel“ and „Topfen“ in the lines it reads', () => {
    const r = parseRecipeText(
      'Zutaten:\n500 g Erdäpfel\n250 g Topfen\n\nZubereitung:\n1. Erdäpfel kochen und mit dem Topfen stampfen.',
    );
    expect(r?.ingredients).toEqual([
      { amount: '500', unit: 'g', name: 'Erdäpfel' },
      { amount: '250', unit: 'g', name: 'Topfen' },
    ]);
  });
});
