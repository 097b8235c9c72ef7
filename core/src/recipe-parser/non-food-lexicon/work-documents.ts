/**
 * The work documents of a kitchen or a shop: a prep list for a service, an order form, a delivery or temperature log, a
 * checklist, a duty roster, a stock list. They name foods with amounts as tasks or records, never one dish to cook. A
 * shopping list ('Einkaufsliste', 'Einkauf abgehakt') stays out: a recipe's items are bought.
 */
import { B, E } from './bounds';

export const WORK_DOCUMENT_WORDS: readonly string[] = [
  'prep-?liste',
  `${B}prep\\s+list${E}`,
  'vorbereitungsliste',
  'checkliste',
  'bestellformular',
  'bestellschein',
  'bestellliste',
  // an order taken for a cake or a platter, its fields filled in ('Tortenbestellung', 'Vorbestellung bis …')
  'tortenbestellung',
  'vorbestellung',
  'bestellungen?\\s+bis',
  'lieferschein',
  'lieferantenliste',
  'wareneingang',
  'warenbestand',
  'bestandsliste',
  'lagerliste',
  `${B}inventur`,
  'temperaturkontrolle',
  'temperaturprotokoll',
  'kühlprotokoll',
  'reinigungsprotokoll',
  'reinigungsplan',
  'hygieneplan',
  `${B}haccp`,
  'allergenliste',
  'rückstellprobe',
  'produktionsplan',
  'produktionsliste',
  'schichtübergabe',
  `${B}\\d+\\s+reservierungen`,
  'schichtplan',
  'dienstplan',
  // what is stowed or kept for days ahead, counted for a trip or a larder, not cooked as one dish
  'proviantliste',
  `${B}proviant\\s+für\\s+(?:\\d+|eine|zwei|drei|vier|fünf|sechs|sieben|acht|zehn|vierzehn)\\s+(?:tage|wochen|woche|nächte)`,
  'vorratsliste',
  'vorratsinventur',
  'speisekammer-?inventur',
  'packliste',
  'bunkerliste',
  'verpflegungsplan',
];
