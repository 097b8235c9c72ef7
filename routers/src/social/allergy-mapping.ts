import { ALLERGY_CATEGORIES, type TAllergyCategory } from './member-options.schemas';

interface TRule {
  category: TAllergyCategory;
  match: RegExp;
  /** Words that contain a match but name something else (Erdnussbutter is no dairy, Tintenfisch no fish). */
  except?: RegExp;
}

/** Patterns work on folded words (lower case, ä → ae, ß → ss), so 'Haselnüsse' and 'Haselnuesse' both match. */
const RULES: readonly TRule[] = [
  { category: 'Erdnüsse', match: /erdnuss|erdnuess|peanut/ },
  {
    category: 'Nüsse',
    match: /nuss|nuess|mandel|cashew|pistazie|macadamia|pekan|schalenfruecht/,
    except: /^(erdnuss|erdnuess|muskatnuss|kokosnuss|kokosnuess)/,
  },
  {
    category: 'Milch',
    match:
      /milch|laktose|lactose|sahne|butter|kaese|joghurt|jogurt|quark|molke|kasein|casein|rahm|schmand|mascarpone|mozzarella|parmesan|ricotta/,
    except: /^(erdnussbutter|kakaobutter|kokosmilch|hafermilch|mandelmilch|sojamilch|reismilch|erbsenmilch|pflanzenmilch)$/,
  },
  { category: 'Eier', match: /^(huehner|wachtel|enten)?(ei|eier|eigelb|eiweiss|eiklar|eipulver)$/ },
  {
    category: 'Gluten',
    match: /gluten|weizen|dinkel|roggen|gerste|hafer|kamut|emmer|einkorn|gruenkern|zoeliakie|seitan|bulgur|couscous/,
  },
  { category: 'Soja', match: /soja|^soy|tofu|edamame|^miso|tempeh/ },
  {
    category: 'Fisch',
    match: /fisch|lachs|kabeljau|forelle|hering|sardine|sardelle|makrele|dorsch|anchovi|scholle|zander|barsch/,
    except: /tintenfisch/,
  },
  {
    category: 'Meeresfrüchte',
    match:
      /meeresfruecht|garnele|krabbe|shrimp|krebs|hummer|languste|scampi|muschel|auster|tintenfisch|kalmar|calamar|krustentier|weichtier|oktopus|krake|gamba/,
  },
  { category: 'Sesam', match: /sesam|tahin/ },
  { category: 'Sellerie', match: /sellerie/ },
  { category: 'Senf', match: /senf|dijon/ },
  { category: 'Lupinen', match: /lupin/ },
];

const FOLD: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

function foldedWords(text: string): string[] {
  const folded = text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[äöüß]/g, (c) => FOLD[c] ?? c);
  return folded.split(/[^a-z]+/).filter((word) => word.length > 0);
}

/** The allergy categories a German free text names, offline, in the spec's order. */
export function allergyCategoriesIn(text: string): TAllergyCategory[] {
  const found = new Set<TAllergyCategory>();
  for (const word of foldedWords(text)) {
    for (const rule of RULES) {
      if (rule.match.test(word) && !rule.except?.test(word)) found.add(rule.category);
    }
  }
  return sortedCategories(found);
}

export function sortedCategories(categories: Iterable<string>): TAllergyCategory[] {
  const set = new Set(categories);
  return ALLERGY_CATEGORIES.filter((category) => set.has(category));
}
