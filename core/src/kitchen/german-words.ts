/**
 * German words of ingredients and steps, compared as a cook reads them: 'die Zwiebeln' is 'Zwiebel', 'Äpfel' is
 * 'Apfel', 'Knoblauchzehen' contains 'Knoblauch'. Pure and browser-safe (used by the web app and the server).
 */

/** Lower case with umlauts, accents and ß folded, so 'Äpfel' and 'Apfel', 'Nüsse' and 'Nuss', 'Crème' and 'Creme' meet. */
export function foldGerman(text: string): string {
  // NFD splits 'ä' into 'a' and its diaeresis (and 'è', 'ñ' alike); the marks go.
  return text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replaceAll('ß', 'ss');
}

/**
 * The search's fold, the same as kc_fold() in the database: lower case, combining accents (U+0300–U+036F) dropped
 * after NFD, ß -> ss. Here in core, so the recipe readers of the media children use it without the database layer.
 */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .replaceAll('ß', 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

export interface TWord {
  /** As written ('Knoblauchzehen', 'Feta-Käse'). */
  text: string;
  /** Folded ('knoblauchzehen', 'fetakase'). */
  folded: string;
  start: number;
  end: number;
}

/** Letter runs; a hyphenated compound ('Feta-Käse') is one word. */
const WORD = /\p{L}+(?:-\p{L}+)*/gu;

export function wordsOf(text: string): TWord[] {
  return [...text.matchAll(WORD)].map((match) => ({
    text: match[0],
    folded: foldGerman(match[0].replaceAll('-', '')),
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/**
 * Endings of plural and case forms, longest first. 's' only after a vowel other than 'i' or after 'n'
 * ('Paprikas', 'Champignons'), so 'Reis', 'Mais' and 'Kürbis' keep theirs; never after another 's' ('Nuss').
 */
const ENDINGS = ['ern', 'en', 'er', 'es', 'e', 'n', 's'] as const;

/**
 * One stem for the singular and plural of a noun (and an adjective's forms): 'Zwiebeln'/'Zwiebel' -> 'zwiebel',
 * 'Tomaten'/'Tomate' -> 'tomat', 'Eier'/'Ei' -> 'ei', 'Kräuter'/'Kraut' -> 'kraut'. Both sides of a comparison
 * go through it, so an odd stem ('butt' for 'Butter') is still the same on both.
 */
export function stemGerman(word: string): string {
  let folded = foldGerman(word);
  if (folded.length <= 3) return folded;
  if (folded.endsWith('isse')) return folded.slice(0, -2);
  for (const ending of ENDINGS) {
    if (!folded.endsWith(ending) || folded.length - ending.length < 2) continue;
    if (ending === 's') {
      const before = folded.at(-2) ?? '';
      if (!/[aouyen]/.test(before) || folded.endsWith('ss')) continue;
    }
    folded = folded.slice(0, -ending.length);
    break;
  }
  return folded;
}

/** Inflected forms of one noun: the longer is the shorter plus a plural or case ending. */
const FORM_ENDINGS = new Set(['', 'e', 'n', 'en', 's', 'es', 'er', 'ern', 'se', 'sen', 'nen']);
/** 'Ei' and 'Eier', but not 'Ei' and 'Eis': very short nouns only take the -er plural. */
const SHORT_FORM_ENDINGS = new Set(['', 'er', 'ern']);

/** Whether two folded words are forms of the same noun ('zwiebel'/'zwiebeln', 'nuss'/'nusse', 'ei'/'eier'). */
export function sameNoun(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length < 2 || !long.startsWith(short)) return false;
  const ending = long.slice(short.length);
  return (short.length <= 2 ? SHORT_FORM_ENDINGS : FORM_ENDINGS).has(ending);
}

/** Unit and packaging words that name no ingredient ('1 Bund Petersilie' is about Petersilie). */
const NOT_INGREDIENT_NOUNS = new Set(
  [
    'stuck',
    'stucke',
    'prise',
    'prisen',
    'bund',
    'dose',
    'dosen',
    'packung',
    'packchen',
    'glas',
    'becher',
    'handvoll',
    'type',
    'typ',
    'geschmack',
    'belieben',
    'bedarf',
    'tl',
    'el',
    'ca',
    'msp',
    'liter',
    'gramm',
    'kilo',
  ].map(foldGerman),
);

/** Phrases after which an ingredient name only says what it is for ('Butter zum Ausbacken', 'Öl für die Form'). */
const PURPOSE = /\s+(?:zum|zur|für|fürs|nach|als|mit|ohne|vom|von der)\s+.*$/iu;

/** An ingredient name without what it is for: 'Butter zum Ausbacken' -> 'Butter'. */
export function withoutPurpose(name: string): string {
  return name.replace(PURPOSE, '').trim();
}

/**
 * The alternatives an ingredient line names ('Salz und Pfeffer' -> 'Salz', 'Pfeffer'), without brackets, what
 * follows a comma ('Tomaten, stückige' keeps 'Tomaten') and purposes ('Butter zum Ausbacken' -> 'Butter').
 */
export function ingredientAlternatives(name: string): string[] {
  const plain = name.replace(/\([^)]*\)?/g, ' ').replace(/\[[^\]]*\]?/g, ' ');
  return plain
    .split(/\s+(?:und|oder|&|\+)\s+|\s*\/\s*/iu)
    .map((part) => withoutPurpose(part.split(',')[0] ?? ''))
    .filter((part) => part.length > 0);
}

/**
 * The nouns of an ingredient's name, folded: German capitalises nouns, so 'gehackte Haselnüsse' gives
 * 'haselnusse' and 'rote Paprika' gives 'paprika'; a name written in lower case gives its last word.
 */
export function ingredientNouns(name: string): string[] {
  const nouns: string[] = [];
  for (const alternative of ingredientAlternatives(name)) {
    const words = wordsOf(alternative).filter((word) => !NOT_INGREDIENT_NOUNS.has(word.folded));
    const capitalised = words.filter((word) => /^\p{Lu}/u.test(word.text));
    const chosen = capitalised.length > 0 ? capitalised : words.slice(-1);
    for (const word of chosen) {
      nouns.push(word.folded);
      // 'Feta-Käse' is also 'Feta' and 'Käse'.
      if (word.text.includes('-')) nouns.push(...word.text.split('-').map(foldGerman));
    }
  }
  return [...new Set(nouns.filter((noun) => noun.length >= 2))];
}
