/**
 * Rows exported from a recipe app as cells separated by ';' ('Menge;Einheit;Zutat', '150;g;Haferflocken', '2;;Eier'):
 * three or more lines in a row with the same number of ';' and no space after any of them are a table. Each row
 * becomes one line of its filled cells; when a header names the columns, the row is read as amount, unit and name in
 * that order ('Knoblauch;2;Zehe' → '2 Zehe Knoblauch') and the header itself is dropped.
 */
const MIN_ROWS = 3;
const COLUMN = {
  amount: /^(?:menge|anzahl|amount|qty|quantity)$/iu,
  unit: /^(?:einheit|unit)$/iu,
  name: /^(?:zutat|zutaten|ingredient|ingredients|name|lebensmittel)$/iu,
};
type TColumn = keyof typeof COLUMN;
const ORDER: TColumn[] = ['amount', 'unit', 'name'];

function cellCount(line: string): number {
  if (/;[ \t]/u.test(line)) return 0;
  return line.split(';').length - 1;
}

function headerColumns(cells: string[]): (TColumn | undefined)[] | undefined {
  const columns = cells.map((c) => ORDER.find((k) => COLUMN[k].test(c.trim())));
  return columns.includes('amount') && columns.includes('name') ? columns : undefined;
}

function readRows(rows: string[]): string[] {
  const columns = headerColumns(rows[0]?.split(';') ?? []);
  const body = columns ? rows.slice(1) : rows;
  return body.map((row) => {
    const cells = row.split(';').map((c) => c.trim());
    const ordered = columns
      ? ORDER.flatMap((k) => cells.filter((_c, i) => columns[i] === k)).concat(cells.filter((_c, i) => !columns[i]))
      : cells;
    return ordered.filter(Boolean).join(' ');
  });
}

/** '┌────┬────┐', '├────┼────┤': a rule of a table drawn with box-drawing characters, no row. */
const BOX_RULE = /^[ \t]*[\u2500-\u257F][\u2500-\u257F \t]*$/u;
/** '│ 400    │ g       │ Rindergulasch    │': a row drawn between vertical bars. */
const BOX_ROW = /^[ \t]*[│┃║](.*)[│┃║][ \t]*$/u;

/**
 * A recipe card drawn with box-drawing characters ('┌──┬──┐', '│ Menge │ Einheit │ Zutat │', '│ 2 │ │ Zwiebeln │'): its
 * rules are dropped and its rows become cells separated by ';', so that it is read as an app's export is (a missing unit
 * stays an empty cell).
 */
function boxDrawnRows(lines: string[]): string[] {
  const rows = lines.filter((l) => BOX_ROW.test(l)).length;
  if (rows < MIN_ROWS) return lines;
  return lines
    .filter((l) => !BOX_RULE.test(l))
    .map((l) => {
      const m = BOX_ROW.exec(l);
      return m
        ? (m[1] ?? '')
            .split(/[│┃║]/u)
            .map((c) => c.trim())
            .join(';')
        : l;
    });
}

/** 'Zutat | Menge | Protein': a row of two to six filled cells between '|' ('| Zutat | Menge |' of markdown is none). */
const MAX_BAR_CELLS = 6;
function isBarRow(line: string): boolean {
  if (!line.includes('|')) return false;
  const cells = line.split('|');
  return cells.length <= MAX_BAR_CELLS && cells.every((c) => c.trim() !== '');
}
/** 'Protein', 'kcal', 'Fett (g)': a column of nutrients, the item's figures, no part of it. */
const NUTRIENT_COLUMN =
  /^(?:protein|proteine|eiweiß|fett|kh|kohlenhydrate|carbs|fat|kcal|kalorien|ballaststoffe|zucker|makros|macros)(?:\s*\([^()]*\))?$/iu;

/**
 * A table of a fitness caption typed with bars ('Zutat | Menge | Protein', 'Hähnchenbrust | 600 g | 138 g'): a header
 * row that names the item's column and its amount's, and three rows or more with as many cells below it, are rows of a
 * list; they are written as cells separated by ';' (its nutrient columns left out), so that they are read as an app's
 * export is. A row of bars without such a header ('Gesamt: 2.850 kcal | 190 g Protein') stays as it is.
 */
function barTableRows(lines: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length;) {
    const header = lines[i] ?? '';
    const cells = header.split('|').map((c) => c.trim());
    const columns = isBarRow(header) ? headerColumns(cells) : undefined;
    let end = i + 1;
    while (columns && end < lines.length && isBarRow(lines[end] ?? '') && (lines[end] ?? '').split('|').length === cells.length)
      end++;
    if (!columns || end - i - 1 < MIN_ROWS) {
      out.push(header);
      i++;
      continue;
    }
    const kept = cells.map((c) => !NUTRIENT_COLUMN.test(c));
    const amountAt = columns.indexOf('amount');
    for (const [k, row] of lines.slice(i, end).entries()) {
      // ('Salz, Pfeffer | nach Geschmack': a row without a figure for its amount stays as it was written.)
      if (k > 0 && !/[\d½¼¾]/u.test(row.split('|')[amountAt] ?? '')) {
        out.push(row);
        continue;
      }
      out.push(
        row
          .split('|')
          .map((c) => c.trim().replace(/;/gu, ','))
          .filter((_c, k) => kept[k])
          .join(';'),
      );
    }
    i = end;
  }
  return out;
}

export function unfoldDelimitedRows(text: string): string {
  const lines = barTableRows(boxDrawnRows(text.split('\n')));
  const out: string[] = [];
  for (let i = 0; i < lines.length;) {
    const cells = cellCount(lines[i] ?? '');
    let end = i + 1;
    while (cells > 0 && end < lines.length && cellCount(lines[end] ?? '') === cells) end++;
    if (cells > 0 && end - i >= MIN_ROWS) out.push(...readRows(lines.slice(i, end)));
    else out.push(...lines.slice(i, end));
    i = end;
  }
  return out.join('\n');
}
