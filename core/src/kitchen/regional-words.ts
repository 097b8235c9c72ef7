/**
 * Austrian, Swiss and regional German kitchen words and the standard word for the same food: a „Paradeiser“ is a
 * „Tomate“, „Erdäpfel“ are „Kartoffeln“, „Nidle“ is „Rahm“ is „Sahne“. One list for every place that compares
 * ingredients: the search (recipe-search.ts widens each term to its group), the caption and line parser (knows the
 * words as ingredients), the shopping-list merge (one key per group, the line shows the word of the recipe that
 * came first) and the pantry staples and shop sections (sections.ts reads the standard word). A recipe always keeps
 * the word it was written with. Pure and browser-safe.
 *
 * Each pair lists the regional forms, then the standard forms, singular and plural as recipes write them. Pairs
 * that share a word form one group (Nidle → Rahm, Rahm → Sahne). Only whole words are compared; compounds
 * („Paradeisersauce“) are found by the search's compound expansion, not here.
 */
import { foldGerman } from './german-words';

type TPair = readonly [regional: readonly string[], standard: readonly string[]];

export const REGIONAL_PAIRS: readonly TPair[] = [
  [
    ['Paradeiser', 'Paradeis'],
    ['Tomate', 'Tomaten'],
  ],
  [
    ['Erdapfel', 'Erdäpfel'],
    ['Kartoffel', 'Kartoffeln'],
  ],
  [
    ['Härdöpfel', 'Herdöpfel'],
    ['Kartoffel', 'Kartoffeln'],
  ],
  [
    ['Grumbeere', 'Grumbeeren'],
    ['Kartoffel', 'Kartoffeln'],
  ],
  [['Karfiol'], ['Blumenkohl']],
  [['Kohlsprossen', 'Kohlsprosse'], ['Rosenkohl']],
  [
    ['Weißkraut', 'Weisskraut'],
    ['Weißkohl', 'Weisskohl'],
  ],
  [['Rotkraut', 'Blaukraut'], ['Rotkohl']],
  [
    ['Schlagobers', 'Obers'],
    ['Sahne', 'Schlagsahne'],
  ],
  [['Schlagrahm'], ['Sahne', 'Schlagsahne']],
  [['Rahm'], ['Sahne']],
  [['Nidle', 'Nidel'], ['Rahm']],
  [['Topfen'], ['Quark']],
  [
    ['Faschiertes', 'Faschierte', 'Faschiertem'],
    ['Hackfleisch', 'Hack'],
  ],
  [
    ['Gehacktes', 'Gehackte', 'Gehacktem'],
    ['Hackfleisch', 'Hack'],
  ],
  [
    ['Marille', 'Marillen'],
    ['Aprikose', 'Aprikosen'],
  ],
  [['Rüebli'], ['Karotte', 'Karotten']],
  [
    ['Möhre', 'Möhren', 'Mohrrübe', 'Mohrrüben'],
    ['Karotte', 'Karotten'],
  ],
  [['Kren'], ['Meerrettich']],
  [
    ['Melanzani', 'Melanzane'],
    ['Aubergine', 'Auberginen'],
  ],
  [['Zucchetti', 'Zucchetto'], ['Zucchini']],
  [['Kukuruz'], ['Mais']],
  [
    ['Zwetschke', 'Zwetschken', 'Zwetschge', 'Zwetschgen', 'Zwetsche', 'Zwetschen'],
    ['Pflaume', 'Pflaumen'],
  ],
  [
    ['Ribisel', 'Ribiseln', 'Träubli'],
    ['Johannisbeere', 'Johannisbeeren'],
  ],
  [
    ['Schwammerl', 'Schwammerln'],
    ['Pilz', 'Pilze'],
  ],
  [
    ['Eierschwammerl', 'Eierschwammerln', 'Eierschwamm', 'Eierschwämme'],
    ['Pfifferling', 'Pfifferlinge'],
  ],
  [['Vogerlsalat', 'Nüsslisalat', 'Nüssler', 'Rapunzel'], ['Feldsalat']],
  [['Häuptelsalat', 'Häuptlsalat'], ['Kopfsalat']],
  [['Germ'], ['Hefe']],
  [['Staubzucker'], ['Puderzucker']],
  [['Kristallzucker'], ['Zucker']],
  [['Semmelbrösel', 'Brösel'], ['Paniermehl']],
  [['Semmel', 'Semmeln', 'Weckerl', 'Weckerln', 'Weggli', 'Schrippe', 'Schrippen'], ['Brötchen']],
  [['Powidl'], ['Pflaumenmus']],
  [['Porree'], ['Lauch']],
  [
    ['Randen', 'Rande', 'Rahne'],
    ['Rote Bete', 'Rote Beete'],
  ],
  [
    ['Rote Rübe', 'Rote Rüben'],
    ['Rote Bete', 'Rote Beete'],
  ],
  [['Palatschinke', 'Palatschinken'], ['Pfannkuchen']],
  [['Knödel'], ['Kloß', 'Klöße']],
  [['Eidotter', 'Dotter'], ['Eigelb']],
  [['Eiklar'], ['Eiweiß', 'Eiweiss']],
  [
    ['Weichsel', 'Weichseln'],
    ['Sauerkirsche', 'Sauerkirschen'],
  ],
  [['Rauke'], ['Rucola', 'Rukola']],
  [['Anke'], ['Butter']],
  [
    ['Zibebe', 'Zibeben'],
    ['Rosine', 'Rosinen'],
  ],
  [['Maizena'], ['Speisestärke']],
  [
    ['Maroni', 'Marone', 'Maronen'],
    ['Esskastanie', 'Esskastanien'],
  ],
  [['Pfefferoni'], ['Peperoni']],
  [['Grammeln'], ['Grieben']],
  [['Geselchtes', 'Selchfleisch'], ['Rauchfleisch']],
  [
    ['Hendl', 'Poulet'],
    ['Hähnchen', 'Hühnchen'],
  ],
  [['Zeller'], ['Sellerie']],
  [['Petersil'], ['Petersilie']],
  [['Kefen'], ['Zuckerschote', 'Zuckerschoten']],
  [
    ['Schwarzbeere', 'Schwarzbeeren', 'Heidelbeere', 'Heidelbeeren'],
    ['Blaubeere', 'Blaubeeren'],
  ],
  [['Blunzen', 'Blunze'], ['Blutwurst']],
  [
    ['Apfelsine', 'Apfelsinen'],
    ['Orange', 'Orangen'],
  ],
  [['Stangensellerie'], ['Staudensellerie']],
  [['Beiried'], ['Roastbeef']],
  [['Lungenbraten'], ['Schweinefilet']],
];

/** Folded single words ('paradeiser', 'tomaten') → the folded forms of their group, itself included. */
const GROUP_OF: ReadonlyMap<string, readonly string[]> = buildGroups();
/** Folded single words → the first standard form of their group ('erdapfel' → 'kartoffel'). */
const STANDARD_OF: ReadonlyMap<string, string> = buildStandards();

function buildGroups(): Map<string, readonly string[]> {
  // Union of the pairs that share a word, so that a chain (Nidle → Rahm → Sahne) is one group.
  const groups: Array<Set<string>> = [];
  for (const [regional, standard] of REGIONAL_PAIRS) {
    const words = new Set([...regional, ...standard].map(foldGerman));
    const joined = groups.filter((group) => [...words].some((word) => group.has(word)));
    const merged = new Set([...words, ...joined.flatMap((group) => [...group])]);
    for (const group of joined) groups.splice(groups.indexOf(group), 1);
    groups.push(merged);
  }
  const map = new Map<string, readonly string[]>();
  for (const group of groups) {
    const forms = [...group].filter((word) => !word.includes(' '));
    for (const word of forms) map.set(word, forms);
  }
  return map;
}

function buildStandards(): Map<string, string> {
  const map = new Map<string, string>();
  // The group's standard is the first standard form of the first pair that names the group ('Rote Bete' for Randen).
  for (const [regional, standard] of REGIONAL_PAIRS) {
    const key = foldGerman(standard[0] ?? '');
    for (const word of [...regional, ...standard].map(foldGerman)) {
      for (const member of GROUP_OF.get(word) ?? []) if (!map.has(member)) map.set(member, key);
    }
  }
  return map;
}

/** The other words of a folded word's group ('paradeiser' → 'paradeis', 'tomate', 'tomaten'); [] for other words. */
export function regionalAlternatives(foldedWord: string): string[] {
  return (GROUP_OF.get(foldedWord) ?? []).filter((word) => word !== foldedWord);
}

/** The standard word of a folded word's group ('erdapfel' → 'kartoffel', 'tomaten' → 'tomate'), else the word itself. */
export function standardWord(foldedWord: string): string {
  return STANDARD_OF.get(foldedWord) ?? foldedWord;
}

/**
 * A name with each regional word replaced by its group's standard word, folded ('2 große Erdäpfel' → '2 grosse
 * kartoffel', 'Randen' → 'rote bete'): what comparisons read, never what is shown.
 */
export function standardName(name: string): string {
  let folded = foldGerman(name);
  for (const [regional, standard] of REGIONAL_PAIRS) {
    for (const phrase of [...regional, ...standard].filter((word) => word.includes(' '))) {
      folded = folded.replace(new RegExp(`(?<![\\p{L}])${foldGerman(phrase)}(?![\\p{L}])`, 'gu'), foldGerman(standard[0] ?? ''));
    }
  }
  return folded.replace(/\p{L}+/gu, (word) => standardWord(word));
}

/** Whether a folded word is one of the list's words (regional or standard). */
export function isRegionalPairWord(foldedWord: string): boolean {
  return GROUP_OF.has(foldedWord);
}
