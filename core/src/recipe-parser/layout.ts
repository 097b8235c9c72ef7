/** Page-level clean-up of PDF/OCR text: headers, footers, tables and two-column layouts. */
import { startsWithDigitAmount } from './amounts';
import { isAmountOnlyText as isAmountOnly } from './fragment';
import { INGREDIENT_HEADING, STEP_HEADING, hasCookingVerb, isKnownIngredient } from './lexicon';

const NOISE_LINE: RegExp[] = [
  /\bseite\s+\d+(?:\s*(?:von|\/)\s*\d+)?\s*$/iu,
  /rezept drucken|exportiert am|ausgedruckt am|gedruckt am|©|copyright|alle rechte vorbehalten/iu,
  /\|\s*\d{1,3}\s*$/u,
  /^menge\s+zutat(?:en)?$/iu,
  /^<\s*zurück/iu,
  /einkaufsliste hinzufügen/iu,
  /bewertungen\)?\s*$/iu,
  /^(?:(?:teilen|merken|drucken|speichern|bewerten|favoriten?)\s*)+$/iu,
];
const RUNNING_HEAD = [/^\d{1,3}\s{3,}[\p{Lu}\s&|-]{4,}$/u, /^[\p{Lu}\s&|-]{4,}\s{3,}\d{1,3}$/u];
const PAGE_NUMBER = /^[-–—\s]*\d{1,3}[-–—\s]*$/u;
const SEPARATOR = /^[-_=~*.·\s]{3,}$/u;

/**
 * 'Vorwort ........ 12': a table of contents' page number. 'Eier .......... 4' counts a known ingredient when other
 * dot-leader lines of the text measure theirs ('Mehl .......... 250 g'); a pantry count has no measures.
 */
const CONTENTS_ENTRY = /^(.*?)\s*\.{4,}\s*\d+\s*$/u;
const MEASURED_LEADER = /\.{3,}\s*[\d½¼¾][\d.,/]*\s*\p{L}/u;

/**
 * '14:32', '14:32 Rezept drucken': a page's time stamp; '20:00 – Alles verkneten': a step of a schedule by the clock,
 * which says a cooking infinitive.
 */
const CLOCK_LEAD = /^\d{1,2}:\d{2}(?:\s|$)/u;

function isNoiseLine(raw: string, measuredLeaders: boolean): boolean {
  const t = raw.trim();
  if (t === '') return false;
  if (CLOCK_LEAD.test(t)) return !hasCookingVerb(t.replace(CLOCK_LEAD, ''), true);
  const entry = CONTENTS_ENTRY.exec(t);
  if (entry && !(measuredLeaders && isKnownIngredient(entry[1] ?? ''))) return true;
  return NOISE_LINE.some((re) => re.test(t)) || RUNNING_HEAD.some((re) => re.test(t));
}

const collapse = (s: string): string => s.trim().replace(/\s+/g, ' ');

function repeatedLineFlags(lines: string[]): boolean[] {
  const counts = new Map<string, number>();
  for (const l of lines) {
    const k = collapse(l);
    if (k !== '') counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  const firstContent = lines.findIndex((l) => l.trim() !== '');
  return lines.map((l, i) => {
    const k = collapse(l);
    if (k.length < 18 || (counts.get(k) ?? 0) < 2) return false;
    if (startsWithDigitAmount(k) || INGREDIENT_HEADING.test(k) || STEP_HEADING.test(k)) return false;
    return i !== firstContent;
  });
}

/**
 * Removes headers/footers together with the blank lines around them, so that a paragraph interrupted by a
 * page break reads as one paragraph again.
 */
function dropPageFurniture(lines: string[]): string[] {
  const repeated = repeatedLineFlags(lines);
  const blank = (i: number): boolean => (lines[i] ?? '').trim() === '';
  // A bare number is a page number when it stands apart; between list lines it is an amount ('2' + 'Zwiebeln').
  const pageNumber = (i: number): boolean => PAGE_NUMBER.test(lines[i] ?? '') && (blank(i - 1) || blank(i + 1));
  const measuredLeaders = lines.some((l) => MEASURED_LEADER.test(l));
  const drop = lines.map((l, i) => isNoiseLine(l, measuredLeaders) || pageNumber(i) || (repeated[i] ?? false));
  const out: string[] = [];
  let i = 0;
  while (i < lines.length) {
    if (!drop[i] && !blank(i)) {
      out.push(lines[i] ?? '');
      i++;
      continue;
    }
    let j = i;
    while (j < lines.length && (drop[j] || blank(j))) j++;
    const hadFurniture = drop.slice(i, j).some(Boolean);
    if (!hadFurniture) out.push(...lines.slice(i, j));
    i = j;
  }
  return out;
}

interface TGapRow {
  index: number;
  left: string;
  right: string;
  rightStart: number;
}

const GAP = /^(\s*)(\S(?:.*?\S)?)\s{3,}(\S.*)$/u;

function findGapRow(line: string, index: number): TGapRow | null {
  const m = GAP.exec(line);
  if (!m?.[2] || m[3] === undefined) return null;
  return { index, left: m[2], right: m[3].trim(), rightStart: line.length - m[3].length };
}

const words = (s: string): number => s.split(/\s+/).filter(Boolean).length;

function isWordyRow(r: TGapRow): boolean {
  return !isAmountOnly(r.left) && !isAmountOnly(r.right) && words(r.right) >= 3;
}

/** Two text columns printed side by side: emit the left column first, then the right one. */
function unfoldColumns(lines: string[], rows: TGapRow[]): string[] | null {
  const wordy = rows.filter(isWordyRow);
  if (wordy.length < 4 || wordy.length < rows.length / 2) return null;
  const starts = rows.map((r) => r.rightStart).sort((a, b) => a - b);
  const colStart = starts[Math.floor(starts.length / 2)] ?? 0;
  const first = rows[0]?.index ?? 0;
  let last = rows[rows.length - 1]?.index ?? 0;
  while (last + 1 < lines.length && /^\s+\S/.test(lines[last + 1] ?? '') && (lines[last + 1] ?? '').search(/\S/) >= colStart - 4)
    last++;
  const byIndex = new Map(rows.map((r) => [r.index, r]));
  const left: string[] = [];
  const right: string[] = [];
  for (let i = first; i <= last; i++) {
    const line = lines[i] ?? '';
    const row = byIndex.get(i);
    const atColumn = line.length > colStart && /\S/.test(line[colStart] ?? '') && line.slice(colStart - 2, colStart) === '  ';
    if (row) {
      left.push(row.left);
      right.push(row.right);
    } else if (atColumn && line.slice(0, colStart).trim() !== '') {
      left.push(line.slice(0, colStart).trim());
      right.push(line.slice(colStart).trim());
    } else if (line.search(/\S/) >= colStart - 4) {
      right.push(line.trim());
    } else {
      left.push(line.trim());
    }
  }
  return [...lines.slice(0, first), ...left, '', ...right, ...lines.slice(last + 1)];
}

/** Table rows like 'Basmatireis      150 g' become '150 g Basmatireis'; other gaps collapse. */
function resolveGaps(lines: string[]): string[] {
  const rows = lines.map(findGapRow).filter((r): r is TGapRow => r !== null);
  if (rows.length === 0) return lines;
  const unfolded = unfoldColumns(lines, rows);
  if (unfolded) return unfolded;
  const byIndex = new Map(rows.map((r) => [r.index, r]));
  return lines.map((line, i) => {
    const row = byIndex.get(i);
    if (!row) return line;
    if (isAmountOnly(row.right) && !isAmountOnly(row.left)) return `${row.right} ${row.left}`;
    return `${row.left} ${row.right}`;
  });
}

/** Removes page furniture and resolves layout so that each line holds one logical line of text. */
export function resolveLayout(lines: string[]): string[] {
  return resolveGaps(dropPageFurniture(lines.map((l) => (SEPARATOR.test(l) ? '' : l))));
}
