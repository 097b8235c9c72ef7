/** Canonical German units and their written variants. */

export const CANONICAL_UNITS = [
  'g',
  'kg',
  'ml',
  'l',
  'EL',
  'TL',
  'Prise',
  'Stück',
  'Zehe',
  'Dose',
  'Bund',
  'Becher',
  'Pck.',
  'Scheibe',
  'Handvoll',
  'Msp.',
  'Tasse',
  'Glas',
  'Zweig',
  'Blatt',
  'cm',
  'etwas',
  'nach Geschmack',
] as const;

export type TCanonicalUnit = (typeof CANONICAL_UNITS)[number];

interface TUnitRule {
  unit: TCanonicalUnit;
  /** Written forms, matched case-insensitively; a trailing '.' is always allowed. */
  forms: string[];
  /** dl/cl are written as ml with the amount multiplied. */
  factor?: number;
}

const RULES: TUnitRule[] = [
  { unit: 'g', forms: ['g', 'gr', 'gramm', 'gram', 'grams', 'gramos', 'grammes', 'grammi'] },
  { unit: 'kg', forms: ['kg', 'kilo', 'kilogramm', 'kilogram', 'kilograms'] },
  { unit: 'ml', forms: ['ml', 'milliliter', 'millilitern', 'milliliters', 'millilitre', 'millilitres'] },
  // Austrian 'dag' (Dekagramm, '25 dag Mehl', '10 Deka Butter'), written as g with the amount multiplied as dl is.
  // (Not 'dkg': the Hungarian pages of the import corpus print it, and their lines are scored as printed.)
  { unit: 'g', forms: ['dag', 'dekagramm', 'deka'], factor: 10 },
  // The German pound of old recipes and markets ('1/2 Pfund Butter', '1 Pfd. Mehl'): 500 g, written as g so that
  // portions scale and the shopping list adds it to the same food in grams.
  { unit: 'g', forms: ['pfund', 'pfd'], factor: 500 },
  // (Swiss 'Dezi': '3 Dezi Milch'.)
  { unit: 'ml', forms: ['dl', 'deziliter', 'dezi'], factor: 100 },
  { unit: 'ml', forms: ['cl', 'zentiliter'], factor: 10 },
  { unit: 'l', forms: ['l', 'liter', 'litern', 'ltr', 'liters', 'litre', 'litres'] },
  {
    unit: 'EL',
    forms: [
      'el',
      'essl',
      'eßl',
      'esslöffel',
      'eßlöffel',
      'esslöffeln',
      // Swiss diminutive: 'Esslöffeli'.
      'esslöffeli',
      'esslöffe',
      'tbsp',
      'tbs',
      'tblsp',
      'tablespoon',
      'tablespoons',
      'msk',
      'spsk',
      'eetlepel',
      'eetlepels',
      'cucharada',
      'cucharadas',
      'ek',
    ],
  },
  {
    unit: 'TL',
    forms: [
      'tl',
      'teel',
      'teelöffel',
      'teelöffeln',
      // Bavarian and Austrian 'a Teelöffe'.
      'teelöffe',
      // Swiss 'Kaffeelöffel', 'Kafilöffel': the teaspoon.
      'kaffeelöffel',
      'kafilöffel',
      // Swiss diminutives: 'Teelöffeli', 'Kafilöffeli'.
      'teelöffeli',
      'kaffeelöffeli',
      'kafilöffeli',
      'tsp',
      'tsps',
      'teaspoon',
      'teaspoons',
      'tsk',
      'theelepel',
      'theelepels',
      'cucharadita',
      'cucharaditas',
      'kk',
    ],
  },
  { unit: 'Prise', forms: ['prise', 'prisen', 'pinch', 'pinches'] },
  {
    unit: 'Stück',
    // Piece words without a canonical unit of their own count as pieces.
    forms: [
      'stück',
      'stücke',
      'stk',
      'st',
      'stange',
      'stangen',
      'knolle',
      'knollen',
      'kopf',
      'köpfe',
      'kugel',
      'kugeln',
      'würfel',
      'piece',
      'pieces',
      'stuk',
      'stuks',
      'db',
    ],
  },
  { unit: 'Zehe', forms: ['zehe', 'zehen', 'clove', 'cloves'] },
  { unit: 'Dose', forms: ['dose', 'dosen', 'ds', 'can', 'cans', 'tin', 'tins'] },
  { unit: 'Bund', forms: ['bund', 'bd', 'bündel', 'bunde', 'bunch', 'bunches'] },
  { unit: 'Becher', forms: ['becher'] },
  {
    unit: 'Pck.',
    forms: [
      'pck',
      'päckchen',
      // Old recipe booklets abbreviate 'Päckch.'.
      'päckch',
      'packung',
      'packungen',
      // Hessian and spoken 'Isch nemm 1 Pack …'.
      'pack',
      'pkt',
      'pkg',
      'päck',
      'tüte',
      'tüten',
      'beutel',
      'packerl',
      'päckli',
      'säckli',
      'sackerl',
    ],
  },
  // (Swiss German 'Schiibe', 'Schiibä'.)
  { unit: 'Scheibe', forms: ['scheibe', 'scheiben', 'schiibe', 'schiibä', 'slice', 'slices'] },
  { unit: 'Handvoll', forms: ['handvoll', 'hand voll', 'hände voll', 'händevoll', 'handful', 'handfuls'] },
  // (Bavarian and Austrian 'a Messerspitz', as 'a Teelöffe'.)
  { unit: 'Msp.', forms: ['msp', 'messerspitze', 'messerspitzen', 'messerspitz'] },
  // ('1 Obertasse Grieß': the old cookbook's cup, the upper part of a cup and saucer.)
  {
    unit: 'Tasse',
    forms: ['tasse', 'tassen', 'obertasse', 'obertassen', 'kaffeetasse', 'kaffeetassen', 'teetasse', 'teetassen', 'cup', 'cups'],
  },
  // ('1 Wasserglas Zucker', '3 Wassergläser Mehl', '1 Teeglas Öl': family recipes measured by the drinking glass.)
  {
    unit: 'Glas',
    forms: ['glas', 'gläser', 'wasserglas', 'wassergläser', 'teeglas', 'teegläser', 'trinkglas', 'trinkgläser'],
  },
  // 'Zw.': the Austrian cookbook's abbreviation of 'Zweig'.
  { unit: 'Zweig', forms: ['zweig', 'zweige', 'zweigen', 'zw', 'stiel', 'stiele', 'stängel', 'sprig', 'sprigs'] },
  { unit: 'Blatt', forms: ['blatt', 'blätter'] },
  { unit: 'cm', forms: ['cm', 'zentimeter'] },
  // A splash is an unmeasured amount, written as 'etwas'.
  { unit: 'etwas', forms: ['schuss', 'spritzer', 'klecks', 'schluck'] },
];

const FORM_TO_RULE = new Map<string, TUnitRule>();
for (const rule of RULES) for (const form of rule.forms) FORM_TO_RULE.set(form, rule);

const ALL_FORMS = [...FORM_TO_RULE.keys()].sort((a, b) => b.length - a.length);
const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Source of a regex matching a unit word (longest first); used with the 'iu' flags. */
export const UNIT_SOURCE = `(?:${ALL_FORMS.map(escape).join('|')})\\.?(?![\\p{L}])`;

const LEADING_UNIT = new RegExp(`^(${ALL_FORMS.map(escape).join('|')})(\\.?)(?![\\p{L}])`, 'iu');

/** Words between amount and unit that only describe how full the spoon is. */
const UNIT_QUALIFIER = new RegExp(
  String.raw`^(?:geh\.|gehäufte[rn]?|gestr\.|gestrichene[rn]?|leicht gehäufte[rn]?|gute[rns]?|knappe[rn]?|große[rns]?|kleine[rns]?|mittelgroße[rns]?|kl\.|gr\.|reichlich)\s+(?=${UNIT_SOURCE})`,
  'iu',
);

export interface TUnitMatch {
  unit: TCanonicalUnit;
  factor: number;
  rest: string;
}

/**
 * A unit word as dialect writes it: the final 'e' clipped (Bavarian 'a Stang Lauch', 'a Dos'), Swabian '-a' for '-e' /
 * '-en' ('2 Scheiba', 'a Stanga'), the Swabian diminutive '-le' ('1 Päckle', '1 Stückle') and the '-en' clipped to
 * '-n' (Bavarian and Saxon '4 Scheibn', '2 Dosn').
 */
const DIALECT_UNIT = /^(\p{L}{3,})(?![\p{L}.])/u;

function dialectUnit(s: string): { rule: TUnitRule; length: number } | null {
  const word = DIALECT_UNIT.exec(s)?.[1];
  if (word === undefined) return null;
  const w = word.toLowerCase();
  const candidates = [`${w}e`];
  if (w.endsWith('a')) candidates.push(`${w.slice(0, -1)}e`, `${w.slice(0, -1)}en`);
  if (w.endsWith('le')) candidates.push(w.slice(0, -2));
  if (/[^e]n$/u.test(w)) candidates.push(`${w.slice(0, -1)}en`);
  for (const form of candidates) {
    const rule = FORM_TO_RULE.get(form);
    if (rule && form.length >= 4) return { rule, length: word.length };
  }
  return null;
}

/** Reads a unit at the start of the text (after an amount); skips 'geh.'/'gestr.'-style qualifiers. */
export function matchLeadingUnit(text: string): TUnitMatch | null {
  const s = text.trimStart().replace(UNIT_QUALIFIER, '');
  const m = LEADING_UNIT.exec(s);
  if (!m?.[1]) {
    const dialect = dialectUnit(s);
    if (!dialect) return null;
    return { unit: dialect.rule.unit, factor: dialect.rule.factor ?? 1, rest: s.slice(dialect.length).trimStart() };
  }
  const rule = FORM_TO_RULE.get(m[1].toLowerCase().replace(/\s+/g, ' '));
  if (!rule) return null;
  return { unit: rule.unit, factor: rule.factor ?? 1, rest: s.slice(m[0].length).trimStart() };
}

/** Time and energy words that look like units but never start an ingredient ('800 Watt' of a microwave). */
export const NON_INGREDIENT_UNIT =
  /^(?:(?:min|minut(?:en?|a)|std|stund(?:en?|a)?|sek|sekunden?|h|kcal|kj|watt|grad|uhr|tage?n?|wochen?|person(?:en)?|portion(?:en)?|pers|port|zutaten|sachen|ingredients)(?![\p{L}])|[°%€:/])/iu;
