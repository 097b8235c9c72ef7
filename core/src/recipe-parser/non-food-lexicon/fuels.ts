/**
 * Fuel and smoke: what burns in a grill, a smoker, a stove or a fire pit — smoking chips soaked before they go on the
 * embers, fire starters from egg cartons and wax, kindling, briquettes. Kitchen words stay out: 'Holzkohle' and 'Glut'
 * (a grilled dish is cooked over them), 'räuchern' and 'Rauch' (a smoked trout is eaten), 'Pellets' (fish food too),
 * 'anzünden' (a punch is lit), 'Planke' (salmon on a cedar plank), 'Räucherbox'
 * and 'Buchenchips' (a smoked trout's recipe names its box and its wood beside 'Räucherchips').
 */
import { B, E } from './bounds';

/**
 * 'am Feuerkorb', 'an der Feuerschale', 'aus dem Kaminofen': a fire named as the place the food is cooked at is where
 * the dish is made, not what the text makes.
 */
const AT_THE_FIRE = String.raw`(?<!(?:am|im|vom|überm|(?:an|auf|über|aus|in|von|neben)\s+(?:dem|der|unserem|unserer|meinem|meiner))\s+)`;

export const FUEL_WORDS: readonly string[] = [
  'räucherchips',
  'räucherspäne',
  'räuchermehl',
  'räucherpellets',
  'räucherschlange',
  'smoking\\s?chips',
  'wood\\s?chips',
  `${B}(?:holz)?chips\\s+(?:\\d+\\s+\\p{L}+\\s+)?(?:einweichen|wässern|eingeweicht|gewässert)`,
  'abfackeln',
  'grillanzünder',
  'kaminanzünder',
  'ofenanzünder',
  'feueranzünder',
  'anzündwürfel',
  'anzündhilfe',
  `${B}anzünder${E}`,
  'feuerstarter',
  'fire\\s?starter',
  'brennholz',
  'kaminholz',
  'feuerholz',
  'anmachholz',
  `${B}zunder${E}`,
  'grillbrikett',
  `${B}briketts?${E}`,
  'holzpellets',
  `${AT_THE_FIRE}feuerschale`,
  'räucherkohle',
  `${AT_THE_FIRE}feuerkorb`,
  'lagerfeuer\\s+(?:anzünden|anmachen|entfachen)',
  `${AT_THE_FIRE}kaminofen`,
  `${AT_THE_FIRE}schwedenfeuer`,
];
