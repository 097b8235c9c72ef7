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

export function unfoldDelimitedRows(text: string): string {
  const lines = boxDrawnRows(text.split('\n'));
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
