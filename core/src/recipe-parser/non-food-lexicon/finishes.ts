/**
 * Finishes for wood, furniture and walls: stains, glazes, wood protection, paints, and the furniture and floors they
 * are put on. Words a kitchen uses too stay out: 'Beize' alone (a game marinade: 'Wildbeize', 'Rotweinbeize'),
 * 'glasieren' (a cake's glaze), 'Schrank' alone ('im Vorratsschrank lagern'), 'Holz' alone ('Holzspieße', 'Holzkohle'),
 * 'Arbeitsplatte' (dough is rolled on it), 'Holztisch' (a food photo's set), 'Eichenholz' (smoking chips), 'schleifen'
 * (a knife is sharpened). Wall paints, 'Grundierung' and 'abbeizen' stand in technical.ts.
 */
import { B, E } from './bounds';

/** Stains, glazes and wood protection. */
const STAINS_AND_GLAZES = [
  'holzbeize',
  'nussbeize',
  'möbelbeize',
  'wasserbeize',
  'beizfarbe',
  `${B}(?:ge)?beizt(?:e|en|es)?\\s+(?:holz|möbel|brett|bretter|dielen)${E}`,
  `${B}lasier(?:en|t|te|ten)?${E}`,
  'holzlasur',
  'holzschutz',
  'holzöl',
  'hartwachsöl',
  `${B}grundier(?:en|t|te)${E}`,
  `${B}anstrich`,
  `(?:aufs|auf\\s+das|ins)\\s+holz${E}`,
  'maserung',
  `${B}anschleifen${E}`,
];

/** Wall paints. */
const PAINTS = ['naturfarbe', 'dispersionsfarbe', 'lehmfarbe', 'kreidefarbe'];

/** Furniture and floors a finish is put on. */
const FURNITURE = [
  'eichenschrank',
  'bauernschrank',
  'wäscheschrank',
  'bücherregal',
  `${B}kommode`,
  'gartenmöbel',
  'gartenzaun',
  'holzzaun',
  'holzboden',
  `${B}dielen${E}`,
];

export const FINISH_WORDS: readonly string[] = [...STAINS_AND_GLAZES, ...PAINTS, ...FURNITURE];
