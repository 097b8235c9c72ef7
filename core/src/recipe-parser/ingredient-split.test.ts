/**
 * Line-level reading rules found on the import corpus (real pages of many languages): each line here is written
 * for the test.
 */
import { describe, expect, it } from 'vitest';
import { parseIngredientLine } from './index';

const rows = (line: string) => parseIngredientLine(line).map((i) => `${i.amount}|${i.unit}|${i.name}`);

describe('a measure that adds to itself stays one item', () => {
  it("reads '1 1/2 cups plus 3 tablespoons sugar' as one item, while 'plus' between two items still splits", () => {
    expect(rows('1 1/2 cups plus 3 tablespoons sugar')).toEqual(['1 1/2|Tasse|plus 3 tablespoons sugar']);
    expect(rows('80 g Butter plus 2 EL Zimt')).toEqual(['80|g|Butter', '2|EL|Zimt']);
  });

  it("reads a spaced '+' after a bare measure as part of it ('1 Tasse + 2 EL Milch', '20 g + etwas Butter')", () => {
    expect(rows('1 Tasse + 2 EL Milch')).toEqual(['1|Tasse|+ 2 EL Milch']);
    expect(rows('20 g + etwas Butter')).toEqual(['20|g|+ etwas Butter']);
    expect(rows('1 Ei + 1 Eigelb')).toEqual(['1||Ei', '1||Eigelb']);
  });
});

describe('a unit letter after a number', () => {
  it("keeps '1 C' and '0.5 L' apart from the next word, where OCR's 'S alz' is still one word", () => {
    expect(rows('1 C walnuts')).toEqual(['1||C walnuts']);
    expect(rows('0.5 L de lait')).toEqual(['0.5|l|de lait']);
    expect(rows('S alz')).toEqual(['|nach Geschmack|Salz']);
  });

  it("reads the Portuguese 'c.chá' (colher de chá) as words, not as a web address", () => {
    expect(rows('1 c.chá de canela')).toEqual(['1||c.chá de canela']);
  });
});

describe('plural markers', () => {
  it("drops the marker of a German noun or a unit ('Zwiebel(n)', 'Dose/n', 'Prise(n)')", () => {
    expect(rows('2 Zwiebel(n)')).toEqual(['2||Zwiebel']);
    expect(rows('1 Dose/n Tomaten')).toEqual(['1|Dose|Tomaten']);
    expect(rows('1 Prise(n) Salz')).toEqual(['1|Prise|Salz']);
  });

  it("keeps the marker of a lowercase word that is no unit ('pièce(s)', 'carotte(s)'), never as a note", () => {
    expect(rows('1 pièce(s) Poireau')).toEqual(['1||pièce(s) Poireau']);
    expect(rows('300 g navet(s) (2 petits)')).toEqual(['300|g|navet(s) (2 petits)']);
  });
});

describe('a full stop after a short word opening the line', () => {
  it("reads 'Ca. 200 g Mehl' as one item (the abbreviation leads it), while '250 g Topfen. 1 Ei.' still splits", () => {
    expect(rows('Ca. 200 g Mehl')).toEqual(['200|g|Mehl']);
    expect(rows('250 g Topfen. 1 Ei. 50 g Butter')).toEqual(['250|g|Topfen', '1||Ei', '50|g|Butter']);
  });
});
