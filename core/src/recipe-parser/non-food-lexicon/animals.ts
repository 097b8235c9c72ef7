/**
 * Animals people keep, feed or tend, and the words of their keeping and feeding. Animals people also eat stay out as
 * bare words ('Kaninchen', 'Hase', 'Huhn', 'Henne', 'Ente', 'Gans', 'Rinder', 'Ziegen', 'Lamm', 'Taube', 'Wachtel',
 * 'Fisch', 'Forelle', 'Wels', 'Schnecken', 'Frosch'); only their keeping is named ('Kaninchenstall', 'Hühnerfutter').
 * 'Studentenfutter', 'Nervenfutter', 'Partyfutter', 'Bienenstich', 'Basler Leckerli', 'Hasenbraten', 'Osterhase',
 * 'Vogelmiere', 'Schafskäse', 'Kuhmilch', 'Wachteleier' are food and match nothing here.
 */
import { B, E } from './bounds';

/**
 * Keeping pets and small animals: what is made for them and their care (not the life beside them that a recipe's aside
 * tells: the dog school, the walk, the cat tree).
 */
const PETS = [
  `${B}hunde(?:futter|napf|näpfe|leckerli|keks|kuchen|torte|eis|snack|pudding|muffin|pralinen|spielzeug)`,
  `${B}katzen(?:futter|napf|gras|minze|klo|streu|leckerli|snack)`,
  'kaninchen(?:stall|gehege|haltung|futter|leckerli|käfig|auslauf|freund)',
  'tierfutter',
  'tiernahrung',
  'tierarzt',
  'tierärzt',
  `${B}fressnapf`,
  'kauknochen',
  'kauartikel',
  'kaustange',
  'schnüffelteppich',
  'schleckmatte',
  'leckmatte',
  'intelligenzspielzeug',
  `${B}barf(?:en|er|t)?${E}`,
];

/** Keeping birds and feeding wild birds. */
const BIRDS = [
  'vogelhaltung',
  'vogelgrit',
  'vogelsand',
  'vogelkäfig',
  'vogelvoliere',
  `${B}voliere`,
  'vogelhaus',
  'vogelhäus',
  'vogelfutter',
  'vogeltränke',
  'vogelbad',
  'nistkasten',
  'nisthilfe',
  'meisenknödel',
  `${B}mauser${E}`,
  'hühnerhaltung',
  'hühnerstall',
  'hühnerauslauf',
  'hühnerfutter',
  'hühnergehege',
  'hühnerleiter',
  'wachtelhaltung',
  // a hummingbird's feeder and its sugar water ('Kolibri-Tränke', 'Kolibrifutter', 'Kolibri-Feeder'; not the
  // 'Kolibri-Kuchen', a cake)
  'kolibri-?(?:tränke|futter|nektar|feeder|spender|station)',
  // a trough for animals to drink from, named as a noun after its article or in a compound with a hyphen ('die Tränke',
  // 'Schmetterlings-Tränke'; not 'ich tränke die Biskuits' nor 'Zaubertränke', a potion's plural)
  `(?<=${B}(?:die|der|eine|einer|unsere|unserer|meine|meiner)\\s)tränke${E}`,
  '(?<=\\p{L}-)tränke',
];

/** Tanks for reptiles, amphibians and fish, and the live food they are given. */
const TANKS = [
  'terrarium',
  'terrarien',
  'sepiaschale',
  'futtertiere',
  'futterinsekten',
  `${B}heimchen`,
  'mehlwürmer',
  'mehlwurm',
  'zophobas',
  'aquarium',
  'aquarien',
  'aquaristik',
  'aquarianer',
  'gartenteich',
  'flockenfutter',
  'frostfutter',
  'lebendfutter',
  `${B}artemia`,
  'wasserflöhe',
  'mückenlarven',
  `${B}tubifex`,
];

/** Tending insects: bees, butterflies, worms. */
const INSECTS = [
  'bienenvol',
  'bienenvölker',
  'bienenstock',
  'bienenweide',
  'bienentränke',
  'bienenhotel',
  `${B}imker`,
  'varroa',
  'insektenhotel',
  'insektentränke',
  'schmetterlings(?:garten|raupe|zucht)',
  'ameisenfarm',
  'wurmkiste',
  'wurmfarm',
];

/** Horses and farm animals: their stable and care. */
const FARM = [
  `${B}pferde(?:futter|leckerli|kekse?|müsli|stall|koppel)`,
  'kälberaufzucht',
  'reitstall',
  'reithalle',
  `${B}(?:aus)?reiten${E}`,
  `${B}stall${E}`,
  'stallhaltung',
  `${B}koppel${E}`,
  `${B}einstreu`,
  `${B}ausmisten`,
  `${B}striegel`,
  'hufpflege',
  `${B}hufe${E}`,
  'leckstein',
  'heucobs',
  'rübenschnitzel',
  'viehtränke',
  'wildfütterung',
];

/** Feed and feeding of every kind (not 'Studentenfutter', 'Nervenfutter', 'Partyfutter', which people eat). */
const FEEDING = [
  `${B}(?:fressen|frisst|gefressen)${E}`,
  '(?:pferde|pony|hunde|katzen|hamster|kaninchen|meerschweinchen|nager|vogel|hühner)-?(?:leckerli|kekse?|snacks?|kuchen|keks|torte|eis|futter|muffins?|plätzchen)',
  // (feed of every kind: a word ending in 'futter', or 'Futter' alone, not one people eat)
  `(?<![\\p{L}])futter${E}`,
  `(?<!studenten|nerven|party|seelen|augen|hirn|kinder|wurst|kino|knabber|männer|fernseh|couch|sofa|soul|snack)(?<=\\p{L})futter${E}`,
  'futter(?:napf|näpfe|trog|schale|haus|häuschen|stelle|platz|tasche|teig|zusatz|brett|spender|ration|glocke|kugel|ring|säule|station|menge|pflanze|tiere|insekten|automat|dose|eimer|krippe|raufe|sack)',
  // the forms feed is made in ('Futtertabletten', 'Futterwürfel', 'Futterflocken')
  'futter(?:tablette|würfel|flocke|pellet|stick|gel(?![\\p{L}])|mischung)',
  `${B}silage`,
  'kraftfutter',
  'fütterung',
  `${B}(?:ein|zu|ver)füttern`,
  `${B}(?:ge)?füttert${E}`,
  '(?:tiere|vögel|hühner|pferde|fische|enten|hunde|katzen)\\s+füttern',
  `${B}trog${E}`,
  // bait for angling: fish fed to be caught, not eaten by the angler ('Boilies', 'Köder', 'Ansitz', 'anfüttern')
  `${B}boilies?${E}`,
  `${B}köder`,
  `(?<=\\p{L})köder`,
  `${B}anfüttern`,
  `${B}(?:\\p{L}+)?ansitz${E}`,
  `${B}angeln${E}`,
  `${B}angler`,
  `${B}angel(?:rute|platz|see|tour|zeug|haken)`,
  // bait pulled or pressed onto the hook ('Kugeln auf den Haken drücken'; sausages hung 'an den Haken' are smoked)
  `${B}auf\\s+den\\s+(?:angel)?haken\\s+(?:ziehen|drücken|stecken|spießen)`,
];

/**
 * The animals themselves, kept or fed, named bare: a dog that watches the cooking is no purpose; they count only when
 * the text keeps or feeds them (a word of ANIMAL_CARE_WORDS) or makes the thing for them (FOR_AN_ANIMAL).
 */
export const ANIMAL_NAMES: readonly string[] = [
  // pets and small animals (not 'Maus', said of a child; not 'Kaninchen' alone, which is roasted)
  // ('Kalter Hund' is a cake)
  `(?<!kalte[rnm]?\\s)${B}hunde?${E}`,
  `${B}hündin`,
  `${B}welpen?`,
  `${B}vierbeiner`,
  `${B}fellnase`,
  `${B}samtpfote`,
  `${B}katzen?${E}`,
  `${B}kater${E}`,
  `${B}kätzchen`,
  'meerschwein',
  `${B}(?:gold|zwerg|teddy)?hamster`,
  `${B}rennm[aä]us`,
  `${B}farbm[aä]us`,
  `${B}farbratte`,
  `${B}ratten${E}`,
  `${B}degus?${E}`,
  'chinchilla',
  `${B}frettchen`,
  `${B}zwergkaninchen`,
  'nagetier',
  `${B}nager${E}`,
  'kleintier',
  'haustier',
  'heimtier',
  // birds kept and wild birds fed
  'wellensittich',
  'nymphensittich',
  `${B}sittiche?${E}`,
  'kanarien',
  'papagei',
  'kakadu',
  'agaporniden',
  'unzertrennliche',
  'zebrafink',
  '(?:wild|sing|garten|zug)vögel',
  `${B}meisen${E}`,
  '(?:kohl|blau|tannen|sumpf|hauben)meise',
  'rotkehlchen',
  `${B}amseln?${E}`,
  `${B}kolibris?${E}`,
  `${B}spatz${E}`,
  `${B}sperlinge?${E}`,
  'buchfink',
  'grünfink',
  'stieglitz',
  'gimpel',
  'dompfaff',
  'eichelhäher',
  `${B}(?:bunt|grün)?spechte?${E}`,
  'zaunkönig',
  `${B}kleiber${E}`,
  'brieftaube',
  `${B}küken${E}`,
  `${B}glucke${E}`,
  'legehennen',
  'laufenten',
  // reptiles, amphibians and fish of a tank or pond
  'schildkröte',
  'bartagame',
  `${B}agamen?${E}`,
  `${B}leguan`,
  `${B}geckos?${E}`,
  'chamäleon',
  'kornnatter',
  'königspython',
  `${B}echsen?${E}`,
  'axolotl',
  'krallenfrosch',
  `${B}molche?${E}`,
  'zierfisch',
  'goldfisch',
  `${B}kois?${E}`,
  `${B}guppys?${E}`,
  `${B}skalare?${E}`,
  'salmler',
  'buntbarsch',
  'diskusfisch',
  'kampffisch',
  'antennenwels',
  'panzerwels',
  'zwerggarnele',
  'teichfisch',
  // insects tended
  `${B}bienen${E}`,
  'wildbiene',
  `${B}völker${E}`,
  `${B}hummeln${E}`,
  'stabheuschrecke',
  'seidenraupe',
  'regenwürmer',
  // horses, farm animals and wild animals fed
  `${B}pferde?${E}`,
  `${B}ponys?${E}`,
  `${B}stute${E}`,
  `${B}hengst`,
  `${B}wallach`,
  `${B}fohlen`,
  `${B}esel${E}`,
  `${B}alpakas?${E}`,
  `${B}lamas?${E}`,
  `${B}kuh${E}`,
  `${B}kühe${E}`,
  'kälbchen',
  `${B}schafe${E}`,
  `${B}igel${E}`,
  'eichhörnchen',
  'fledermaus',
];

/** Keeping and feeding animals: their feed, bowls, stables, tanks, care and the people who tend them. */
export const ANIMAL_CARE_WORDS: readonly string[] = [...PETS, ...BIRDS, ...TANKS, ...INSECTS, ...FARM, ...FEEDING];

/**
 * 'Tellerchen für unsere Landschildkröte', 'Weichfutter für meine Hühner', 'für die Vögel im Garten': the made thing is
 * for an animal the writer keeps or feeds: after 'mein'/'unser' any animal named (also ones people eat: 'für meine
 * Hühner'), after an article only those people do not eat ('Marinade für das Kaninchen' is food), and those named bare
 * ('Mash für Stute Luna', 'Kekse für Hunde').
 */
/** Animals kept or fed that people do not eat, as a made thing's receiver. */
const KEPT =
  'hunde?|hündin|welpen?|katzen?|kater|kätzchen|vierbeiner|fellnasen?|meerschweinchen|hamster|zwergkaninchen|nager|degus|ratten|vögel|vögelchen|wellensittiche?|kanarienvögel|papageie?n?|pferde?|ponys?|stuten?|fohlen|hengste?|wallache?|esel|alpakas|schildkröten?|landschildkröten?|wasserschildkröten?|bartagamen?|echsen|geckos?|aquarienfische|zierfische|goldfische|kois|bienen|igel|eichhörnchen|meisen|wildvögel|gartenvögel|singvögel|haustiere';

/**
 * 'Sportpferd', 'Reitschulwallach', 'Hofhund': a horse's or a dog's compound names the animal by its last word (not
 * 'Naschkatze', said of a child, nor 'Käseigel', a dish).
 */
const KEPT_HEAD = 'pferde?|ponys?|stuten?|wallache?|hengste?|hunde?';

export const FOR_AN_ANIMAL = new RegExp(
  // ('für Fury, unser Sportpferd': the animal's name, then who it is.)
  String.raw`(?<![\p{L}])für\s+(?:(?:${KEPT})(?![\p{L}])|(?:\p{Lu}\p{L}+,\s+)?(?:mein|unser|dein|euer|eur|ihr|sein)\p{L}{0,3}\s+(?:\p{L}+\s+){0,2}(?:${KEPT}|${ANIMAL_NAMES.join('|')}|hühner|hennen|wachteln|enten|gänse|ziegen|kaninchen|\p{L}+(?:${KEPT_HEAD}))|(?:die|den|das)\s+(?:\p{L}+\s+){0,2}(?:${KEPT}))(?![\p{L}])`,
  'iu',
);
