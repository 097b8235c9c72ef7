/**
 * Hobbies and trades whose preparations read like recipes: the darkroom, writing and calligraphy, pottery, tanning,
 * soap and candles, model building, aquarium water, fishing baits, brews for the garden, chemistry kits and laboratory
 * media. Words a kitchen uses too stay out: 'Film' alone (a film of oil), 'entwickeln' alone (a recipe is developed),
 * 'fixieren' (a roulade is fixed with a toothpick), 'wässern' (soaked beans), 'Negativ' (an adjective), 'Glasur' (a
 * cake's icing), 'Tinte' inside 'Tintenfisch' (sepia ink colours pasta), 'Gerbstoffe' (a tea's and a wine's tannins),
 * 'Natronlauge' (Laugenbrezeln), 'Airbrush' (a cake's), 'Agar' (Agar-Agar sets jellies), 'Bakterien' (a sourdough's),
 * 'sterilisieren' (jam jars), 'Gummi arabicum' and 'Vitamin C' (food additives), 'Federweißer'.
 */
import { B, E } from './bounds';

/** Photography: developing film and prints in the darkroom. */
const DARKROOM = [
  'dunkelkammer',
  'caffenol',
  'analogfotograf',
  `${B}analog\\s?fotografie`,
  'filmentwicklung',
  `${B}film(?:e)?\\s+(?:\\d+\\s+minuten\\s+)?(?:selbst\\s+|selber\\s+)?entwickel`,
  '(?:schwarzwei(?:ß|ss)|farb|klein(?:bild)?|mittelformat|roll|planfilm|negativ)filme?',
  'filmentwickler',
  `${B}entwickler${E}`,
  'entwicklerdose',
  'entwicklertank',
  'entwicklungsdose',
  'fixierer',
  'fixierbad',
  'stoppbad',
  'netzmittel',
  'fotopapier',
  'vergrößerer',
  'negativstreifen',
  'belichtungszeit',
];

/** Writing, calligraphy and their inks. */
const WRITING = [
  `${B}tinte${E}`,
  `${B}tinten(?!fisch)\\p{L}+`,
  `(?<=\\p{L})(?<!fisch|sepia|kalmar)tinte${E}`,
  'kalligra',
  'calligraph',
  'handlettering',
  `${B}lettering`,
  'schönschrift',
  'schreibfeder',
  '(?:bandzug|spitz|glas|gänse|zeichen|stahl)feder',
  'federhalter',
  'füllfederhalter',
  `${B}füller${E}`,
  `${B}gänsekiel`,
  'galläpfel',
  'gallapfel',
  'eisengallus',
  'eisensulfat',
  'eisenvitriol',
  'pergament(?!papier)',
];

/** Pottery and ceramic glazes ('Glasur' alone is a cake's). */
const POTTERY = [
  '(?:keramik|töpfer|steinzeug|porzellan|raku)glasur',
  'glasurbrand',
  'schrühbrand',
  `${B}rakubrand`,
  'brennofen',
  'töpferscheibe',
  'drehscheibe',
  `${B}engobe`,
  `${B}steinzeug`,
  'feldspat',
  `${B}kaolin`,
  `${B}tonmasse`,
];

/** Tanning hides and leather work. */
const TANNING = [
  `${B}(?:ge)?gerbt${E}`,
  `${B}gerben${E}`,
  'gerberei',
  'gerbbrühe',
  'gerblösung',
  'lohgerb',
  'rindengerb',
  'rohhaut',
  `${B}(?:fell|felle|häute|haut)\\s+(?:zu\\s+)?gerben`,
];

/** Soap boiling and candle casting. */
const SOAP_AND_CANDLES = [
  'seifensieden',
  'seife\\s+sieden',
  'siedeseife',
  'verseifung',
  'überfettung',
  'kaltverfahren',
  `${B}dochte?${E}`,
  'kerzendocht',
];

/** Model building, dioramas and miniatures. */
const MODELS = [
  'modellbau',
  'modelleisenbahn',
  'modellbahn',
  'diorama',
  'streugras',
  'geländebau',
  'tabletop',
  'warhammer',
  'miniaturen\\s+(?:bemalen|grundieren)',
  `${B}maßstab\\s+1\\s*:\\s*\\d+`,
];

/** Aquarium and pond water. */
const AQUARIUM_WATER = [
  'wasseraufbereiter',
  'wasserwechsel',
  'wasserwerte',
  `${B}nitrit`,
  `${B}nitrat`,
  'osmosewasser',
  `${B}[gk]h-wert`,
  'aquascap',
  'bodengrund',
  'teichwasser',
];

/** Fishing baits and groundbait. */
const FISHING = ['anfüttern', 'anfutter', 'futterkorb', 'boilies', 'feederangeln', 'karpfenangeln', 'vorfach', 'angelschein'];

/** Brews for the garden and the compost, not for drinking. */
const GARDEN_BREWS = ['effektive\\s+mikroorganismen', 'komposttee', 'pflanzenjauche'];

/** Chemistry kits and laboratory media. */
const CHEMISTRY_AND_LAB = [
  'experimentierkasten',
  'waschsoda',
  'kupfersulfat',
  'kaliumpermanganat',
  'schwefelsäure',
  'salzsäure',
  `${B}ammoniak`,
  `${B}reagenz`,
  // fermentation starters kept alive between batches, not drunk or eaten themselves
  'scoby-?hotel',
  'kefirknollen\\s+(?:aufbewahren|einlagern|lagern|in\\s+den\\s+urlaub)',
  'anstellgut\\s+(?:einfrieren|trocknen|einlagern)',
  'nährboden',
  'nährmedium',
  'agarplatte',
  'agar-platte',
  'bakterienkultur',
  'impföse',
  `${B}autoklav`,
];

export const HOBBY_WORDS: readonly string[] = [
  ...DARKROOM,
  ...WRITING,
  ...POTTERY,
  ...TANNING,
  ...SOAP_AND_CANDLES,
  ...MODELS,
  ...AQUARIUM_WATER,
  ...FISHING,
  ...GARDEN_BREWS,
  ...CHEMISTRY_AND_LAB,
];
