/**
 * Curated lexicons of what a made thing is for when it is not eaten, one list per purpose, and of the work documents a
 * kitchen writes (a prep list, an order form, a log). non-food.ts weighs their words against the words of eating.
 * Each entry is a regex source, matched case-insensitively; a word that also names a food or a cooking step stays out
 * ('putzen' cleans leeks, 'Haut' is a fish's, 'Kleber' is wheat's gluten, 'Salzteig' wraps a fish, 'Bienenwachs' coats
 * canelés, 'Deko' tops a cake, 'Kerze' stands on a birthday cake, 'anzünden' lights a punch, 'Schnecken' are buns).
 */

/** Letters may not stand before the word. */
const B = '(?<![\\p{L}])';
/** Letters may not follow the word. */
const E = '(?![\\p{L}])';

/** Cleaning and the household (not 'putzen' alone). */
const CLEANING = [
  'abfluss',
  'verstopft',
  'rohrreinig',
  'putzmittel',
  'putzhack',
  'putztipp',
  'reiniger',
  'spülmittel',
  'waschmittel',
  'waschpulver',
  'weichspüler',
  'entkalk',
  'kalkentferner',
  'fleckentferner',
  'scheuermilch',
  `${B}fenster`,
  `${B}fugen${E}`,
];

/** Plants, garden and pests. */
const GARDEN = [
  'blattl[aä]us',
  `${B}läuse`,
  'schädling',
  'ungeziefer',
  'dünger',
  `${B}düngen`,
  'zimmerpflanze',
  'topfpflanze',
  'blumenerde',
  `${B}kompost`,
  'jauche',
  'schneckenfalle',
  'schneckenplage',
  'bierfalle',
  'fruchtfliegenfalle',
  'fliegenfalle',
  `${B}unkraut`,
  `${B}ameisen${E}`,
];

/** Children's experiments, school science and the lab. */
const SCIENCE = [
  'experiment\\S*\\s+mit\\s+(?:den\\s+|meinen\\s+|unseren\\s+)?(?:kids|kindern|kleinen)',
  'experimentemitkindern',
  'kinderexperiment',
  'schulversuch',
  'versuchsprotokoll',
  'versuchsaufbau',
  'versuchsanleitung',
  'petrischale',
  `${B}pipett`,
  'reagenzgl',
  `${B}(?:iod|jod)(?:-|lösung|tinktur|kaliumiodid)`,
  'lackmus',
  `${B}indikator`,
  `${B}hypothese`,
  'chemieunterricht',
  'biounterricht',
];

/** Play and crafts: dough, slime, paints, glue ('Knete' alone is 'ich knete den Teig'). */
const PLAY_AND_CRAFTS = [
  'spielknete',
  'knete\\s+(?:selber|selbst)',
  'knetmasse',
  `${B}basteln`,
  'bastelkleber',
  'bastelfarbe',
  'bastelleim',
  'flüssigkleber',
  'holzleim',
  `${B}leim${E}`,
  `${B}slime`,
  'rasierschaum',
  'kontaktlinsen',
  `${B}borax`,
  'borsäure',
  'fingerfarbe',
  'wasserfarbe',
  'malfarbe',
  'straßenkreide',
  'sandknete',
  'zaubersand',
  'seifenblase',
  `(?:zum|beim|nach\\s+dem)\\s+malen${E}`,
  'abwaschbar',
  `${B}ungiftig`,
  'kleister',
  'pappmach',
  `${B}bemalen`,
  `${B}wolle${E}`,
  'färbetopf',
  // (not 'Kostüm' alone: a cake for a 'Kostümparty' is eaten)
  'kunstblut',
  `${B}schminke`,
];

/** Cosmetics, skin and hair (not 'Haut' alone, not 'Peeling' alone: English recipes peel potatoes). */
const COSMETICS = [
  'badebombe',
  'badekugel',
  'badesalz',
  'gesichtsmaske',
  'auf\\s+(?:das\\s+)?(?:\\p{L}+\\s+)?gesicht(?![\\p{L}])',
  'aufs\\s+gesicht(?![\\p{L}])',
  'haarkur',
  'haarmaske',
  'haarwachstum',
  'haarlängen',
  'kopfhaut',
  'spülung\\s+für\\s+(?:\\p{L}+\\s+)?haar',
  '(?:gesichts|körper|lippen|zucker|salz|kaffee)peeling',
  `${B}peeling\\s+(?:für|selber|selbst)`,
  'kosmetik',
  // (a deodorant, its cream or spray, rubbed under the arms)
  `${B}deo`,
  'achsel',
  'skincare',
  'hautpflege',
  'sugaring',
  `${B}waxing`,
  'haarentfernung',
  'enthaarung',
  'wuchsrichtung',
  'lippenbalsam',
  'bodybutter',
  'handcreme',
  'gesichtscreme',
  'zahnpasta',
  'massageöl',
  'duschgel',
  `${B}shampoo`,
];

/** Decoration, lanterns, candles and soap. */
const DECORATION = [
  'docht',
  'kerzen\\s+(?:selbst\\s+|selber\\s+)?gießen',
  'kerzenwachs',
  'teelicht',
  'windlicht',
  'laterne',
  'vaseline',
  'filzstift',
  'schnitzen',
  '(?:herbst|winter|weihnachts|oster|tisch|fenster|halloween|wand)deko',
  'baumschmuck',
  'seife',
  'potpourri',
  'duftsäckchen',
];

/** Scents for a room: a simmer pot, a room spray, a scented sachet ('duftet herrlich' is said of cakes, so no verb). */
const SCENTS = [
  'raumduft',
  'raumspray',
  'lufterfrischer',
  'simmer\\s?pot',
  'duftkerze',
  'duftlampe',
  'duftstövchen',
  'duftglas',
  'duftsachet',
  `(?:zum|nur\\s+zum)\\s+duften${E}`,
];

/** Care of leather, wood, metal and shoes (not 'Wachs' alone: 'Bienenwachs' coats canelés). */
const MATERIAL_CARE = [
  `${B}leder${E}`,
  'lederpflege',
  'lederbalsam',
  'lederfett',
  'schuhcreme',
  'schuhpflege',
  'wanderschuh',
  'imprägnier',
  'holzpflege',
  'möbelpolitur',
  'möbelwachs',
  `${B}(?:aus|nach)?polieren${E}`,
  'silberputz',
  'rostfleck',
  'wachstücher',
  'bienenwachstuch',
];

/** Feed and treats for animals ('Pferdeleckerli', 'Hundekekse', 'Meerschweinchen-Leckerli', 'Hundetorte'). */
const ANIMALS = [
  'meisenknödel',
  'vogelfutter',
  'kraftfutter',
  'fischfutter',
  `${B}silage`,
  `${B}(?:fressen|frisst|gefressen)${E}`,
  '(?:pferde|pony|hunde|katzen|hamster|kaninchen|meerschweinchen|nager|vogel|hühner)-?(?:leckerli|kekse?|snacks?|kuchen|keks|torte|eis|futter|muffins?|plätzchen)',
  'futterstation',
  // (feed of every kind, not 'Studentenfutter', 'Nervenfutter' or 'Partyfutter', which people eat)
  `(?:ei|winter|aufzucht|grün|trocken|nass|streu|mineral|zusatz|ergänzungs|küken|hühner|pferde|hunde|katzen|nager|kaninchen|fisch|vogel|bienen)futter${E}`,
  'futter(?:napf|näpfe|trog|schale|haus|häuschen|stelle|platz|tasche|teig|zusatz|brett|spender|ration|glocke|kugel|ring|säule)',
  'fütterung',
  `${B}(?:ein|zu|ver)füttern`,
  `${B}(?:ge)?füttert${E}`,
  // birds, bees, fish and small animals kept, and their keeping
  'kanarien',
  'wellensittich',
  'papagei',
  'vogelhaltung',
  'vogelgrit',
  '(?:wild|sing|garten)vögel',
  `${B}meisen${E}`,
  `${B}mauser${E}`,
  `${B}küken${E}`,
  'legehennen',
  `${B}imker`,
  `${B}bienen${E}`,
  'bienenvol',
  'bienenvölker',
  'bienenstock',
  `${B}völker${E}`,
  'varroa',
  'aquarium',
  'zierfisch',
  'terrarium',
  `${B}pferde?${E}`,
  `${B}stute${E}`,
  `${B}fohlen`,
  'tierarzt',
];

/**
 * Purposes other than eating, each worth one reading when its text names it.
 */
export const NON_FOOD_PURPOSES: readonly RegExp[] = [
  CLEANING,
  GARDEN,
  SCIENCE,
  PLAY_AND_CRAFTS,
  COSMETICS,
  DECORATION,
  SCENTS,
  MATERIAL_CARE,
  ANIMALS,
].map((words) => new RegExp(words.join('|'), 'giu'));

/**
 * The work documents of a kitchen or a shop: a prep list for a service, an order form, a delivery or temperature log, a
 * checklist, a duty roster. They name foods with amounts as tasks or records, never one dish to cook.
 */
export const WORK_DOCUMENT = new RegExp(
  [
    'prep-?liste',
    `${B}prep\\s+list${E}`,
    'vorbereitungsliste',
    'checkliste',
    'bestellformular',
    'bestellschein',
    'bestellliste',
    'lieferschein',
    'wareneingang',
    'temperaturkontrolle',
    'temperaturprotokoll',
    'kühlprotokoll',
    'reinigungsplan',
    `${B}haccp`,
    `${B}\\d+\\s+reservierungen`,
    'schichtplan',
    'dienstplan',
  ].join('|'),
  'iu',
);

/** How many distinct purpose words a text names (a word repeated counts once). */
export function purposesNamed(text: string): number {
  return NON_FOOD_PURPOSES.reduce((sum, re) => sum + new Set(text.match(re)?.map((m) => m.toLowerCase()) ?? []).size, 0);
}
