import { parseIngredient, parseIngredientLine, type TParsedIngredient } from '@kochclip/core/recipe-parser';

/** An ingredient of a page: what the parser reads, plus what the line states after a comma („in Stücken“). */
export interface TPageIngredient extends TParsedIngredient {
  note?: string;
}

/** The first comma outside brackets that is not a decimal comma ('1,5 kg'): where a line's note begins. */
function noteComma(line: string): number {
  let depth = 0;
  for (let i = 0; i < line.length; i += 1) {
    const c = line[i];
    if (c === '(' || c === '[') depth += 1;
    else if ((c === ')' || c === ']') && depth > 0) depth -= 1;
    else if (c === ',' && depth === 0 && !(/\d/.test(line[i - 1] ?? '') && /\d/.test(line[i + 1] ?? ''))) return i;
  }
  return -1;
}

/**
 * The one place website import reads an ingredient line ('1.5 Semmel(n) (altbacken)', '1 kl. Bund Petersilie')
 * with the caption parser's German amount rules: swapping the parser's line reader is a change of this file only.
 * A page's line is one ingredient: what follows its first comma ('250 g Schweinefleisch, in Stücken') is the
 * note, as the recipe prints it again („250 g Schweinefleisch, in Stücken“). The parser's own reading of a
 * comma stays where it makes a better name ('600 g Hackfleisch, gemischtes' is gemischtes Hackfleisch).
 */
/**
 * A line written name first, its amount after a colon ('Čerstvé droždie: 0.5 ks', 'Sel fin : 8 pincée(s)', „Mehl:
 * 200 g“): only an amount and one unit word follow the colon, so a group title before a whole line („Für den Teig:
 * 200 g Mehl“) is no such line.
 */
const NAME_THEN_AMOUNT = /^([^\d:]{2,60}?)\s*:\s*([\d½¼¾⅓⅔⅛][\d\s.,/½¼¾⅓⅔⅛–-]*\s*[\p{L}().]{0,15})$/u;

const HAN_DIGITS: Record<string, number> = { 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10 };

/**
 * A Chinese or Japanese line: its measure first, apart from the name ('150克 鸡胸肉', '半根 胡萝卜', '一个半 番茄',
 * '适量 盐'). The measure is a number (digits or 一…十, 半 for a half) and a measure word ('克', '个', '根'), or a
 * word such as '适量' (as needed), which stays the unit. Null for any other line.
 */
function hanLine(line: string): TPageIngredient | null {
  const match = /^(\S{1,6})\s+(\p{Script=Han}[^\n]{0,80})$/u.exec(line.trim());
  const [, measure = '', name = ''] = match ?? [];
  if (!match || !/\p{Script=Han}/u.test(measure)) return null;
  const parts = /^(\d+(?:[.,]\d+)?|[一二两三四五六七八九十])?(半)?(\p{Script=Han}{0,2}?)(半)?$/u.exec(measure);
  if (!parts || (!parts[1] && !parts[2] && !parts[4])) return { name, amount: '', unit: measure };
  const [, count, halfBefore, word = '', halfAfter] = parts;
  const whole = count === undefined ? 0 : (HAN_DIGITS[count] ?? Number(count.replace(',', '.')));
  const value = whole + (halfBefore || halfAfter ? 0.5 : 0);
  const amount = Number.isInteger(value) ? String(value) : value < 1 ? '1/2' : `${Math.floor(value)} 1/2`;
  return { name, amount, unit: word };
}

export function readIngredientLine(line: string): TPageIngredient[] {
  const han = hanLine(line);
  if (han) return [han];
  const nameFirst = NAME_THEN_AMOUNT.exec(line.trim());
  if (nameFirst) {
    const name = nameFirst[1]?.trim() ?? '';
    const measure = nameFirst[2]?.trim() ?? '';
    const read = readIngredientLine(`${measure} ${name}`);
    // A unit word the German reader does not know ('ks', 'pincée(s)') stays the unit, not part of the name.
    const unit = /\s(\p{L}[\p{L}.]*(?:\((?:s|n|en|e|er)\))?)$/u.exec(measure)?.[1];
    const [only] = read;
    if (read.length === 1 && only && !only.unit && unit && only.name.startsWith(`${unit} `))
      return [{ ...only, unit, name: only.name.slice(unit.length + 1) }];
    return read;
  }
  const whole = parseIngredientLine(line);
  const comma = noteComma(line);
  if (comma <= 0) return whole;
  const measure = line.slice(0, comma).trim();
  // '2 Stück, rot Paprika', '1 EL, gehackt Petersilie': a bare measure, then the item with its remark in front of it.
  if (/^[\d½¼¾⅓⅔⅛]/u.test(measure) && parseIngredient(measure) === null) {
    const rest = line.slice(comma + 1).trim();
    const remark = /^(\p{Ll}[\p{L}-]*(?:\s+\p{Ll}[\p{L}-]*)*)\s+(\p{Lu}.*)$/u.exec(rest);
    const read = readIngredientLine(`${measure} ${remark?.[2] ?? rest}`);
    const [only] = read;
    const note = [remark?.[1], only?.note].filter(Boolean).join(', ');
    if (read.length === 1 && only) return [note ? { ...only, note } : only];
  }
  const note = line
    .slice(comma + 1)
    .replace(/^[\s,]+|[\s,]+$/gu, '')
    .slice(0, 200);
  if (!note) return whole;
  const head = parseIngredientLine(line.slice(0, comma).trim());
  const [only] = head;
  if (!only || head.length !== 1) return whole;
  // 'Salz, Pfeffer, Muskat': a list of nouns without amounts is a list of ingredients, as the parser reads it.
  if (!only.amount && note.split(/\s*(?:,|\bund\b)\s*/u).every((part) => /^\p{Lu}/u.test(part))) return whole;
  const [first] = whole;
  // The parser turned a trailing adjective into part of the name ('gemischtes Hackfleisch'): its reading stays.
  const adjective =
    whole.length === 1 && first && first.name !== only.name && !first.name.includes('(') && first.name.includes(only.name);
  return adjective ? whole : [{ ...only, note }];
}
