/** Walks cleaned lines and assigns them to the ingredient list or the instructions. */
import { fixLeadingOcr, isAmountOnlyText } from './fragment';
import { continuesIngredient, looksLikeAmountless, looksLikeIngredient, looksLikeStep } from './classify';
import {
  INGREDIENT_HEADING,
  INGREDIENT_PROSE_HEADING,
  META_LABEL,
  SKIP_HEADING,
  STEP_HEADING,
  isChatter,
  isKnownIngredient,
  isSubHeading,
  startsWithEnglishStep,
} from './lexicon';
import { isVerblessStep } from './steps';
import type { TMarker } from './text';

export interface TLine {
  text: string;
  marker: TMarker;
  blank: boolean;
  /** An item of an inline list that was read by the shape of the whole list ('Ciabatta, reife Tomaten, …'). */
  listItem?: boolean;
}

export interface TStepLine {
  text: string;
  marker: TMarker;
  paragraph: number;
}

export interface TSections {
  ingredientLines: string[];
  stepLines: TStepLine[];
  hasIngredientHeading: boolean;
  title?: string;
}

type TSection = 'pre' | 'ingredients' | 'steps' | 'skip';

interface THeading {
  section: Exclude<TSection, 'pre'>;
  rest: string;
  /** 'Nährwerte pro Portion: 520 kcal | …': the skipped section is told on its heading's line. */
  inline?: boolean;
}

const words = (s: string): number => s.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;

/** ' verquirle ich', ' nehmen wir': a finite verb and the subject after it (the verb in second place). */
const VERB_THEN_SUBJECT = /^\s+\p{Ll}+\s+(?:ich|wir)(?![\p{L}])/u;

export function detectHeading(text: string): THeading | null {
  const prose = INGREDIENT_PROSE_HEADING.exec(text);
  if (prose) return { section: 'ingredients', rest: text.slice(prose[0].length).trim() };
  const colon = text.indexOf(':');
  const head = (colon >= 0 ? text.slice(0, colon) : text).trim();
  const rest = colon >= 0 ? text.slice(colon + 1).trim() : '';
  const ingredientHead = INGREDIENT_HEADING.exec(head);
  // 'Für 2 Personen verquirle ich 2 Eier …': a verb and its subject right after the words of a heading, with no colon,
  // go on with the sentence the words lead; a heading is followed by its list.
  const leadsSentence = colon < 0 && ingredientHead !== null && VERB_THEN_SUBJECT.test(head.slice(ingredientHead[0].length));
  if (ingredientHead && words(head) <= 7 && !leadsSentence) return { section: 'ingredients', rest };
  if (STEP_HEADING.test(head) && words(head) <= 4) return { section: 'steps', rest };
  if (SKIP_HEADING.test(head) && words(head) <= 5) return { section: 'skip', rest: '', inline: rest !== '' };
  return null;
}

/** The first line is the title unless it starts with an amount ('WAFFELN (ca. 8 Stück)' is a title). */
function isTitle(text: string): boolean {
  if (/^[\d½¼¾]/u.test(fixLeadingOcr(text)) || isSubHeading(text)) return false;
  return words(text) <= 16 || isChatter(text);
}

/** Web copies put the amount on its own line: '150 g' + 'Speck, durchwachsen' → '150 g Speck, durchwachsen'. */
export function joinAmountLines(lines: TLine[]): TLine[] {
  const out: TLine[] = [];
  for (const line of lines) {
    const prev = out[out.length - 1];
    const prevIsAmount = prev !== undefined && !prev.blank && isAmountOnlyText(prev.text) && !/^\d{1,2}[.)]/u.test(prev.text);
    if (
      prevIsAmount &&
      !line.blank &&
      line.marker === 'none' &&
      detectHeading(line.text) === null &&
      looksLikeAmountless(line.text, true)
    ) {
      prev.text = `${prev.text} ${line.text}`;
    } else {
      out.push({ ...line });
    }
  }
  return out;
}

const TIME_LINE =
  /^(?:zubereitung|zubereitungszeit|vorbereitung|backzeit|kochzeit|arbeitszeit|gesamtzeit|ruhezeit)\s*:\s*(?:ca\.?\s*)?\d+\s*(?:min|minuten|std|stunden|h)\.?(?:\s*[|·,/]?\s*(?:zubereitung|zubereitungszeit|vorbereitung|backzeit|kochzeit|arbeitszeit|gesamtzeit|ruhezeit)\s*:\s*(?:ca\.?\s*)?\d+\s*(?:min|minuten|std|stunden|h)\.?(?:\s+bei\s+\d+\s*°\s*C?(?:\s+\p{L}+(?:\/\p{L}+)?)?)?)*$/iu;

/** 'Gemüsemuffins (12 Stück)', 'Zimtschnecken (ca. 16 Stück)': a dish's name with the pieces it makes. */
const YIELD_LINE = /^\p{Lu}[\p{L}-]*(?:\s+[\p{L}-]+){0,3}\s*\((?:ca\.\s*|etwa\s*)?\d+\s*(?:stück|stk\.?)\)$/iu;

export function splitSections(lines: TLine[]): TSections {
  const out: TSections = { ingredientLines: [], stepLines: [], hasIngredientHeading: false };
  let section: TSection = 'pre';
  let paragraph = 0;
  let last: 'ingredient' | 'step' | 'other' | null = null;
  let seenContent = false;
  let skipInline = false;
  let titleIndex = -1;

  const nextLine = (i: number): TLine | undefined => lines[i + 1];
  const pushIngredient = (text: string): void => {
    out.ingredientLines.push(text);
    last = 'ingredient';
  };
  const pushStep = (text: string, marker: TMarker): void => {
    out.stepLines.push({ text, marker, paragraph });
    last = 'step';
  };
  const appendIngredient = (text: string): void => {
    const i = out.ingredientLines.length - 1;
    out.ingredientLines[i] = `${out.ingredientLines[i] ?? ''} ${text}`.trim();
  };

  lines.forEach((line, i) => {
    const text = line.text;
    if (line.blank) {
      paragraph++;
      last = null;
      return;
    }
    // 'Zubereitung: 15 Min. | Backzeit: 25 Min bei 180 °C': a line of times, no heading and no step.
    if (TIME_LINE.test(text)) return;
    const heading = detectHeading(text);
    if (heading) {
      seenContent = true;
      section = heading.section;
      skipInline = heading.inline === true;
      last = null;
      if (section === 'ingredients') out.hasIngredientHeading = true;
      if (heading.rest !== '' && section === 'ingredients') pushIngredient(heading.rest);
      if (heading.rest !== '' && section === 'steps') pushStep(heading.rest, 'none');
      return;
    }
    if (!seenContent) {
      seenContent = true;
      if (text !== '' && line.marker === 'none' && line.listItem !== true && isTitle(text)) {
        out.title = text;
        titleIndex = i;
        return;
      }
    }
    if (text === '' && line.marker === 'none') return;
    const prevIngredient = out.ingredientLines[out.ingredientLines.length - 1];
    const canContinue = last === 'ingredient' && prevIngredient !== undefined && line.marker === 'none';

    // '1. Reis kochen.' after a one-line 'Nährwerte: …': numbered steps start after the remark.
    if (section === 'skip' && skipInline && line.marker === 'number') section = 'steps';
    if (section === 'skip') return;
    if (section === 'steps') {
      // 'Teig:' or 'Arbeitszeit ca. 15 Minuten' inside the instructions are labels, not steps.
      const isLabel = isSubHeading(text) || META_LABEL.test(text);
      if (!isLabel || looksLikeStep(text)) pushStep(text, line.marker);
      return;
    }
    if (isSubHeading(text) && !looksLikeStep(text)) {
      if (section === 'pre' && /^f[üu]r\s/iu.test(text)) section = 'ingredients';
      last = null;
      return;
    }
    if (canContinue && continuesIngredient(prevIngredient, text)) {
      appendIngredient(text);
      return;
    }
    // Items of an unfolded inline list were judged together; alone, 'Ciabatta' would not pass as an ingredient.
    if (line.listItem === true) {
      pushIngredient(text);
      return;
    }
    if (section === 'ingredients') {
      if (looksLikeStep(text)) {
        section = 'steps';
        pushStep(text, line.marker);
      } else if (looksLikeIngredient(text) || looksLikeAmountless(text, true)) {
        pushIngredient(text);
      } else {
        last = 'other';
      }
      return;
    }
    // No heading seen yet: classify line by line.
    if (last === 'step' && !looksLikeIngredient(text)) {
      pushStep(text, line.marker);
      return;
    }
    const next = nextLine(i);
    const nextIsIngredient = next !== undefined && !next.blank && looksLikeIngredient(next.text);
    // 'Omas Rührteig für jeden Sonntag 🍰' / 'Sandkuchen' / '250 g Butter': a name no food word knows, on the line
    // under the title and above the first measured item, names the dish; it is no item.
    const namesDish =
      out.title !== undefined &&
      !looksLikeIngredient(text) &&
      looksLikeAmountless(text) &&
      i === titleIndex + 1 &&
      line.marker === 'none' &&
      /^[\d½¼¾]/u.test(next?.text ?? '') &&
      !isKnownIngredient(text);
    // 'Gemüsemuffins (12 Stück)' under the title and above the first measured item: the dish's name and its yield.
    const namesYield =
      out.title !== undefined &&
      i === titleIndex + 1 &&
      line.marker === 'none' &&
      /^[\d½¼¾]/u.test(next?.text ?? '') &&
      YIELD_LINE.test(text) &&
      !isKnownIngredient(text.replace(/\(.*$/u, '').trim());
    if (namesDish || namesYield) {
      last = 'other';
      return;
    }
    if (looksLikeIngredient(text)) pushIngredient(text);
    // 'Blend until smooth.' after the items: an English imperative is the step, not an item without an amount.
    else if (looksLikeAmountless(text) && !startsWithEnglishStep(text) && (last === 'ingredient' || nextIsIngredient)) {
      pushIngredient(text);
    } else if (looksLikeStep(text)) pushStep(text, line.marker);
    // ('→ Alle Zutaten ohne Eis in den Shaker.': after the items, a step without its verb puts them somewhere, naming
    // them without amounts; '1 Prise Salz … drauf, dann …' is an item's line of a rhyme.)
    else if (last === 'ingredient' && isVerblessStep(text) && !/[\d½¼¾]/u.test(text) && !isChatter(text)) {
      pushStep(text, line.marker);
    } else last = 'other';
  });
  return out;
}
