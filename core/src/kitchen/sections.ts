import { foldGerman, ingredientAlternatives, ingredientNouns } from './german-words';
import { standardWord } from './regional-words';

/** Supermarket sections in the order a shop is walked; every line of a shopping list sits in one. */
export const SHOPPING_SECTIONS = [
  'Obst & Gemüse',
  'Brot & Backwaren',
  'Kühlregal',
  'Fleisch & Fisch',
  'Trockenware',
  'Gewürze',
  'Getränke',
  'Sonstiges',
] as const;
export type TShoppingSection = (typeof SHOPPING_SECTIONS)[number];

export const DEFAULT_SECTION: TShoppingSection = 'Sonstiges';

const words = (text: string) => text.split(/\s+/).filter(Boolean).map(foldGerman);

/**
 * The ingredient lexicon: nouns (singular, as written in recipes) per section. A compound is placed by its
 * longest known ending ('Weizenmehl' by 'mehl', 'Kokosmilch' by itself before 'milch').
 */
const LEXICON: Record<TShoppingSection, readonly string[]> = {
  'Obst & Gemüse': words(`
    Apfel Birne Banane Orange Mandarine Clementine Zitrone Limette Grapefruit Kiwi Mango Ananas Papaya Melone
    Wassermelone Traube Weintraube Erdbeere Himbeere Heidelbeere Blaubeere Brombeere Johannisbeere Kirsche Pflaume
    Zwetschge Aprikose Pfirsich Nektarine Feige Granatapfel Rhabarber Beere Beeren Obst Frucht Avocado Tomate
    Kirschtomate Cocktailtomate Gurke Salatgurke Paprika Paprikaschote Peperoni Chili Chilischote Jalapeño Zwiebel
    Schalotte Frühlingszwiebel Lauchzwiebel Knoblauch Knoblauchzehe Lauch Porree Karotte Möhre Kartoffel Süßkartoffel
    Zucchini Aubergine Kürbis Hokkaido Butternut Brokkoli Blumenkohl Rosenkohl Weißkohl Rotkohl Kohl Wirsing Grünkohl
    Kohlrabi Spinat Blattspinat Mangold Salat Feldsalat Rucola Eisbergsalat Romanasalat Kopfsalat Radicchio Chicorée
    Sellerie Staudensellerie Knollensellerie Fenchel Spargel Erbse Zuckerschote Bohne Prinzessbohne Mais Maiskolben
    Champignon Pilz Steinpilz Pfifferling Austernpilz Shiitake Rote-Bete Bete Radieschen Rettich Ingwer Kurkumawurzel
    Petersilie Schnittlauch Basilikum Koriander Dill Minze Thymian Rosmarin Salbei Oregano Estragon Kerbel
    Zitronengras Kräuter Kraut Sprossen Pastinake Topinambur Artischocke Okra Meerrettich Gemüse Suppengrün
    Schwarzwurzel Rübe Steckrübe Limettenblatt Olive Zitronensaft Limettensaft Zitronenschale
  `),
  'Brot & Backwaren': words(`
    Brot Vollkornbrot Toastbrot Toast Brötchen Semmel Baguette Ciabatta Fladenbrot Pita Brezel Laugenbrezel
    Croissant Tortilla Wrap Knäckebrot Zwieback Paniermehl Semmelbrösel Brösel Blätterteig Mürbeteig Hefeteig
    Pizzateig Filoteig Yufkateig Strudelteig Biskuitboden Tortenboden Burgerbrötchen Bun Hotdogbrötchen Croutons
    Löffelbiskuit Waffel Kuchen Keks Cracker
  `),
  Kühlregal: words(`
    Milch Vollmilch Buttermilch Sahne Schlagsahne Kochsahne Schmand Sauerrahm Crème-fraîche Creme-fraiche Joghurt
    Creme Naturjoghurt Quark Magerquark Skyr Butter Margarine Käse Bergkäse Emmentaler Gouda Parmesan Pecorino Mozzarella
    Burrata Feta Schafskäse Ziegenkäse Frischkäse Mascarpone Ricotta Hüttenkäse Halloumi Gorgonzola Camembert Brie
    Cheddar Reibekäse Ei Eier Eigelb Eiweiß Tofu Tempeh Hefe Frischhefe Pudding Gnocchi Schupfnudel Maultasche
    Spätzle Frischkäsecreme Kefir Ayran Hummus Pesto Räuchertofu Seidentofu Butterschmalz Schmalz Margarine
  `),
  'Fleisch & Fisch': words(`
    Fleisch Hackfleisch Hack Rinderhack Rind Rindfleisch Steak Rumpsteak Filet Schwein Schweinefleisch Kotelett
    Schnitzel Braten Gulasch Hähnchen Hähnchenbrust Hühnchen Huhn Hühnerbrust Pute Putenbrust Ente Lamm Lammfleisch
    Kalb Kalbfleisch Wild Reh Speck Bacon Schinken Kochschinken Pancetta Salami Chorizo Wurst Bratwurst Würstchen
    Leberkäse Fisch Lachs Lachsfilet Räucherlachs Thunfisch Kabeljau Seelachs Forelle Dorade Zander Garnele
    Scampi Shrimp Krabbe Muschel Miesmuschel Tintenfisch Calamari Sardelle Sardine Hering Makrele Matjes Flusskrebs
    Geflügel Keule Brust Hähnchenschenkel Fleischwurst Mett Roulade Rinderroulade Brät Kalbsbrät Guanciale Gyros
  `),
  Trockenware: words(`
    Mehl Weizenmehl Dinkelmehl Roggenmehl Vollkornmehl Speisestärke Stärke Maisstärke Backpulver Natron Zucker
    Rohrzucker Puderzucker Vanillezucker Kristallzucker Honig Sirup Ahornsirup Agavendicksaft Reis Basmatireis
    Risottoreis Milchreis Nudel Nudeln Pasta Spaghetti Penne Fusilli Farfalle Tagliatelle Lasagneplatte Lasagne
    Makkaroni Linguine Orzo Couscous Bulgur Quinoa Hirse Graupe Polenta Grieß Haferflocke Haferflocken Müsli
    Cornflakes Linse Kichererbse Kidneybohne Tomatenmark Passata Kokosmilch Kokosnussmilch
    Brühe Gemüsebrühe Hühnerbrühe Rinderbrühe Fond Bouillon Öl Olivenöl Rapsöl Sonnenblumenöl Sesamöl Kokosöl Pflanzenöl
    Speiseöl Erdnussöl Walnussöl Frittieröl Essig Paste Tamarindenpaste Mirin Reisessig
    Balsamico Balsamicoessig Weißweinessig Apfelessig Sojasauce Sojasoße Fischsauce Worcestersauce Senf Ketchup
    Mayonnaise Currypaste Sambal Sriracha Tahin Erdnussbutter Marmelade Konfitüre Nutella Schokolade Kuvertüre
    Kakao Kakaopulver Nuss Nüsse Mandel Haselnuss Walnuss Cashew Cashewkern Erdnuss Pistazie Pinienkern Sesam
    Leinsamen Chiasamen Sonnenblumenkern Kürbiskern Rosine Cranberry Dattel Trockenobst Kokosraspel
    Gelatine Agar Puddingpulver Backkakao Streusel Oblate Mandelmehl Semmelknödel Knödel Reisnudel Glasnudel
    Eiernudel Mie-Nudel Ramen Tortilla-Chips Chips Kapern Sardellenfilet
    Gewürzgurke Essiggurke Cornichon Backpapier Mandelblättchen Kokosflocken Instantbrühe Tomatensoße Pastasauce Pizzatomaten
  `),
  Gewürze: words(`
    Salz Meersalz Jodsalz Fleur-de-Sel Pfeffer Pfefferkorn Cayennepfeffer Paprikapulver Rosenpaprika Chiliflocken
    Chilipulver Currypulver Curry Kurkuma Kreuzkümmel Kümmel Koriandersamen Zimt Zimtstange Muskat Muskatnuss Nelke
    Gewürznelke Sternanis Anis Kardamom Vanille Vanilleschote Vanilleextrakt Lorbeer Lorbeerblatt Wacholder
    Wacholderbeere Piment Garam-Masala Masala Ras-el-Hanout Za'atar Sumach Gewürz Gewürzmischung Kräuter-der-Provence
    Italienische-Kräuter Oregano-getrocknet Majoran Bohnenkraut Senfkorn Senfsaat Fenchelsamen Bockshornklee Safran
    Knoblauchpulver Zwiebelpulver Ingwerpulver Pulver Chili-Pulver Pul-Biber Harissa Cajun Gyrosgewürz
  `),
  Getränke: words(`
    Wasser Mineralwasser Sprudelwasser Saft Orangensaft Apfelsaft Traubensaft Wein Weißwein Rotwein Sekt
    Prosecco Bier Rum Wodka Gin Likör Amaretto Cognac Brandy Portwein Sherry Kaffee Espresso Tee Limonade Cola
    Tonic Sodawasser Ginger-Ale Sirup-Getränk Eistee Smoothie Pflanzendrink Hafermilch Mandelmilch Sojamilch
    Kokoswasser
  `),
  Sonstiges: words(`
    Eiswürfel Alufolie Frischhaltefolie Zahnstocher Spieß Schaschlikspieß Backform Kerze
  `),
};

/** Compound endings that decide a section against the lexicon's shorter words. */
const LEXICON_ENTRIES: ReadonlyMap<string, TShoppingSection> = new Map(
  SHOPPING_SECTIONS.flatMap((section) => LEXICON[section].map((word) => [word.replaceAll('-', ''), section] as const)),
);

/** A lexicon word must be this long to place a compound by its ending ('Ei' must not place 'Brei'). */
const MIN_COMPOUND_HEAD = 3;
/** Short heads that still name what a compound is: 'Öl' ('Pflanzenöl', 'Trüffelöl'). */
const SHORT_HEADS = new Set(['ol']);
/** The first part of a compound places it only from this length ('Speck' places 'Speckwürfel'). */
const MIN_COMPOUND_MODIFIER = 4;

function sectionOfNoun(noun: string): TShoppingSection | undefined {
  // A regional word is placed where its standard word is ('Paradeiser' as 'Tomate', 'Topfen' as 'Quark').
  const standard = standardWord(noun);
  const whole =
    LEXICON_ENTRIES.get(noun) ??
    LEXICON_ENTRIES.get(singular(noun)) ??
    LEXICON_ENTRIES.get(singular(standard.replaceAll(' ', '')));
  if (whole) return whole;
  for (let start = 1; start < noun.length; start += 1) {
    const head = noun.slice(start);
    if (head.length < MIN_COMPOUND_HEAD && !SHORT_HEADS.has(head)) continue;
    const section = LEXICON_ENTRIES.get(head) ?? LEXICON_ENTRIES.get(singular(head));
    if (section) return section;
  }
  // No known head: the first part may still say it ('Speckwürfel', 'Kalbsbrät').
  for (let end = noun.length - 1; end >= MIN_COMPOUND_MODIFIER; end -= 1) {
    const section = LEXICON_ENTRIES.get(noun.slice(0, end));
    if (section) return section;
  }
  return undefined;
}

/** 'tomaten' -> 'tomate', 'zwiebeln' -> 'zwiebel', 'eier' stays: just enough for the lexicon's singulars. */
function singular(noun: string): string {
  for (const cut of [1, 2]) {
    const shorter = noun.slice(0, -cut);
    if (shorter.length >= MIN_COMPOUND_HEAD && LEXICON_ENTRIES.has(shorter)) return shorter;
  }
  return noun;
}

/** Canned, jarred and dried goods stand on the shelves whatever they are ('stückige Tomaten' in a Dose). */
const SHELF_UNITS = /^(?:dose|dosen|glas|gläser|ds)\.?$/iu;
const SHELF_WORDS =
  /(?<![\p{L}])(?:getrocknete?[nrs]?|passierte?[nrs]?|stückige?[nrs]?|geschälte?[nrs]?\s+tomaten|eingelegte?[nrs]?|aus\s+der\s+dose)(?![\p{L}])/iu;

/**
 * The section an ingredient is found in: canned and dried goods on the shelf, otherwise by its last noun the
 * lexicon knows ('Feta-Käse' -> Kühlregal, 'Weizenmehl (Type 405)' -> Trockenware), else Sonstiges.
 */
export function sectionOf(name: string, unit = ''): TShoppingSection {
  const nouns = ingredientNouns(name);
  const found = [...nouns]
    .reverse()
    .map(sectionOfNoun)
    .find((section) => section !== undefined);
  if ((SHELF_UNITS.test(unit.trim()) || SHELF_WORDS.test(name)) && found !== 'Getränke' && found !== 'Gewürze') {
    return 'Trockenware';
  }
  return found ?? DEFAULT_SECTION;
}

/** Pantry staples nobody needs to buy for one recipe; the shopping list can hide them. */
const STAPLES = new Set(
  words(`
    Salz Meersalz Jodsalz Pfeffer Wasser Leitungswasser Öl Speiseöl Pflanzenöl Olivenöl Rapsöl Sonnenblumenöl Zucker
    Eiswürfel
  `),
);

/**
 * Whether every alternative of a name is a staple ('Salz und Pfeffer' is, 'Salz und Zitrone' is not); a regional word
 * counts as its standard word ('Kristallzucker' as 'Zucker').
 */
export function isPantryStaple(name: string): boolean {
  const alternatives = ingredientAlternatives(name);
  return (
    alternatives.length > 0 &&
    alternatives.every((alternative) => {
      const nouns = ingredientNouns(alternative);
      return nouns.length > 0 && nouns.every((noun) => STAPLES.has(noun) || STAPLES.has(standardWord(noun)));
    })
  );
}

export function isShoppingSection(value: string): value is TShoppingSection {
  return (SHOPPING_SECTIONS as readonly string[]).includes(value);
}
