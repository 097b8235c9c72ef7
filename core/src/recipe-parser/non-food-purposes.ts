/**
 * Curated lexicons of what a made thing is for when it is not eaten, one list per purpose (`non-food-lexicon/`, one file
 * per kind), and of the work documents a kitchen writes (a prep list, an order form, a log). non-food.ts weighs their
 * words against the words of eating. Each entry is a regex source, matched case-insensitively; the lists are written
 * from the purposes themselves, not from texts that failed, and a word that also names a food or a cooking step stays
 * out ('putzen' cleans leeks, 'Haut' is a fish's, 'Kleber' is wheat's gluten, 'Salzteig' wraps a fish, 'Bienenwachs'
 * coats canelés, 'Deko' tops a cake, 'Kerze' stands on a birthday cake, 'anzünden' lights a punch, 'Schnecken' are buns,
 * 'Pinsel' brushes pastry, 'Studentenfutter' and 'Bienenstich' are eaten).
 */

import { ANIMAL_CARE_WORDS, ANIMAL_NAMES, FOR_AN_ANIMAL } from './non-food-lexicon/animals';
import { BODY_CARE_WORDS } from './non-food-lexicon/body-care';
import { CRAFT_WORDS } from './non-food-lexicon/crafts';
import { DECORATION_WORDS } from './non-food-lexicon/decoration';
import { FINISH_WORDS } from './non-food-lexicon/finishes';
import { FUEL_WORDS } from './non-food-lexicon/fuels';
import { GARDEN_WORDS } from './non-food-lexicon/garden';
import { HOBBY_WORDS } from './non-food-lexicon/hobbies';
import { HOUSEHOLD_WORDS } from './non-food-lexicon/household';
import { REMEDY_WORDS } from './non-food-lexicon/remedies';
import { SCIENCE_WORDS } from './non-food-lexicon/science';
import { TECHNICAL_WORDS } from './non-food-lexicon/technical';
import { WORK_DOCUMENT_WORDS } from './non-food-lexicon/work-documents';

export { FOR_AN_ANIMAL };

/** The purpose lexicons by kind, each a list of regex sources. */
export const NON_FOOD_LEXICONS: Readonly<Record<string, readonly string[]>> = {
  animalCare: ANIMAL_CARE_WORDS,
  crafts: CRAFT_WORDS,
  bodyCare: BODY_CARE_WORDS,
  household: HOUSEHOLD_WORDS,
  garden: GARDEN_WORDS,
  science: SCIENCE_WORDS,
  technical: TECHNICAL_WORDS,
  decoration: DECORATION_WORDS,
  finishes: FINISH_WORDS,
  hobbies: HOBBY_WORDS,
  remedies: REMEDY_WORDS,
  fuels: FUEL_WORDS,
};

/**
 * Purposes other than eating, each worth one reading when its text names it.
 */
export const NON_FOOD_PURPOSES: readonly RegExp[] = Object.values(NON_FOOD_LEXICONS).map(
  (words) => new RegExp(words.join('|'), 'giu'),
);

/**
 * The work documents of a kitchen or a shop: a prep list for a service, an order form, a delivery or temperature log, a
 * checklist, a duty roster. They name foods with amounts as tasks or records, never one dish to cook.
 */
export const WORK_DOCUMENT = new RegExp(WORK_DOCUMENT_WORDS.join('|'), 'iu');

/** The animals themselves, named bare ('Hund', 'Landschildkröte', 'Meisen'). */
export const ANIMAL_NAMED = new RegExp(ANIMAL_NAMES.join('|'), 'giu');
const ANIMAL_CARE = new RegExp(ANIMAL_CARE_WORDS.join('|'), 'giu');

const distinct = (text: string, re: RegExp): number => new Set(text.match(re)?.map((m) => m.toLowerCase()) ?? []).size;

/**
 * How many distinct purpose words a text names (a word repeated counts once). An animal named bare counts only when the
 * text keeps or feeds animals or makes the thing for one: the dog that watches the cooking is no purpose.
 */
export function purposesNamed(text: string): number {
  const purposes = NON_FOOD_PURPOSES.reduce((sum, re) => sum + distinct(text, re), 0);
  const caredFor = distinct(text, ANIMAL_CARE) > 0 || FOR_AN_ANIMAL.test(text);
  return purposes + (caredFor ? distinct(text, ANIMAL_NAMED) : 0);
}
