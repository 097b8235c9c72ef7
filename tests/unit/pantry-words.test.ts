import { describe, expect, it } from 'vitest';
import { ingredientKey, keyCovers, pantryKey, recipeCoverage } from '@kochclip/core';

const covers = (pantry: string, line: string) => keyCovers(pantryKey(pantry), ingredientKey(line));

describe('pantry words', () => {
  it.each([
    ['Tomaten', '2 Paradeiser'],
    ['Paradeiser', 'Tomate'],
    ['Erdäpfel', 'Kartoffeln'],
    ['Topfen', 'Quark'],
    ['Karfiol', 'Blumenkohl'],
    ['Zwiebel', 'rote Zwiebeln'],
    ['Knoblauch', 'Knoblauchzehen'],
    ['Tomaten', 'Kirschtomaten'],
    ['Mehl', 'Weizenmehl'],
  ])('%s covers %s', (pantry, line) => expect(covers(pantry, line)).toBe(true));

  it.each([
    ['Tomaten', 'Tomatenmark'],
    ['rote Zwiebeln', 'Zwiebeln'],
    ['Ei', 'Salbei'],
    ['Kartoffeln', 'Karotten'],
  ])('%s does not cover %s', (pantry, line) => expect(covers(pantry, line)).toBe(false));

  it('counts neither staples nor optional ingredients and lists what is missing', () => {
    const coverage = recipeCoverage(
      [{ name: 'Erdäpfel' }, { name: 'Salz' }, { name: 'Schnittlauch', optional: true }, { name: 'Topfen' }, { name: 'Butter' }],
      [pantryKey('Kartoffeln'), pantryKey('Quark')],
    );
    expect(coverage).toEqual({ counted: 3, covered: 2, missing: ['Butter'] });
  });
});
