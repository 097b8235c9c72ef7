/**
 * Demo-Rezepte für die Seed-Daten von Kochclip.
 *
 * Reine Daten + Typen, keine Imports. Alle Rezepte wurden für dieses Projekt
 * geschrieben. Mengenangaben sind bewusst als Text hinterlegt ('200', '1/2',
 * '2-3', ''), damit der Portionsrechner realistische Eingaben bekommt.
 */

export type TSeedCategory =
  | 'Frühstück'
  | 'Hauptgericht'
  | 'Dessert'
  | 'Snacks'
  | 'Getränke'
  | 'Italienisch'
  | 'Asiatisch'
  | 'Mediterran'
  | 'Vegetarisch'
  | 'Vegan'
  | 'Glutenfrei'
  | 'Low Carb';

export type TSeedDifficulty = 'einfach' | 'mittel' | 'schwer';

export interface TSeedIngredient {
  name: string;
  amount: string;
  unit: string;
}

export interface TSeedStep {
  step: string;
  duration?: number;
  temperature?: string;
}

export interface TSeedRecipe {
  slug: string;
  title: string;
  description: string;
  category: TSeedCategory;
  difficulty: TSeedDifficulty;
  duration: number;
  servings: number;
  tags: string[];
  ingredients: TSeedIngredient[];
  instructions: TSeedStep[];
  gradient: [string, string];
  author: 'anna' | 'max' | 'lena' | 'admin';
  originalVideo?: { url: string; creator: string; platform: 'tiktok' | 'instagram' | 'youtube' };
}

export const seedRecipes: TSeedRecipe[] = [
  // ───────────────────────────── Frühstück ─────────────────────────────
  {
    slug: 'bircher-muesli',
    title: 'Bircher Müsli',
    description:
      'Cremiges Bircher Müsli mit frisch geraspeltem Apfel, Joghurt und knackigen Haselnüssen – der Schweizer Frühstücksklassiker, der lange satt macht.',
    category: 'Frühstück',
    difficulty: 'einfach',
    duration: 15,
    servings: 2,
    tags: ['frühstück', 'vegetarisch', 'schnell', 'meal prep'],
    ingredients: [
      { name: 'zarte Haferflocken', amount: '80', unit: 'g' },
      { name: 'Milch', amount: '150', unit: 'ml' },
      { name: 'Naturjoghurt', amount: '150', unit: 'g' },
      { name: 'Apfel', amount: '1', unit: 'Stück' },
      { name: 'Zitronensaft', amount: '1', unit: 'EL' },
      { name: 'Honig', amount: '1-2', unit: 'TL' },
      { name: 'gehackte Haselnüsse', amount: '2', unit: 'EL' },
      { name: 'frische Beeren', amount: '1', unit: 'Handvoll' },
    ],
    instructions: [
      {
        step: 'Haferflocken mit der Milch in einer Schüssel verrühren und mindestens 10 Minuten quellen lassen – am besten abgedeckt über Nacht im Kühlschrank.',
        duration: 10,
      },
      {
        step: 'Apfel waschen, vierteln, entkernen und mit Schale grob raspeln. Sofort mit Zitronensaft mischen, damit er nicht braun wird.',
        duration: 3,
      },
      {
        step: 'Apfel, Joghurt und Honig unter die Haferflocken rühren. Ist das Müsli zu fest, einen Schuss Milch ergänzen.',
        duration: 1,
      },
      { step: 'In Schalen füllen, mit Beeren und Haselnüssen bestreuen und sofort servieren.', duration: 1 },
    ],
    gradient: ['#EAD9B5', '#B83B5E'],
    author: 'anna',
  },
  {
    slug: 'pfannkuchen',
    title: 'Pfannkuchen',
    description:
      'Dünne, goldgelbe Pfannkuchen wie bei Oma – ein Schuss Mineralwasser macht sie besonders locker. Perfekt mit Apfelmus oder Zimtzucker.',
    category: 'Frühstück',
    difficulty: 'einfach',
    duration: 30,
    servings: 4,
    tags: ['frühstück', 'vegetarisch', 'süß', 'klassiker'],
    ingredients: [
      { name: 'Weizenmehl (Type 405)', amount: '250', unit: 'g' },
      { name: 'Milch', amount: '500', unit: 'ml' },
      { name: 'Ei', amount: '3', unit: '' },
      { name: 'Zucker', amount: '1', unit: 'EL' },
      { name: 'Salz', amount: '1', unit: 'Prise' },
      { name: 'Mineralwasser mit Kohlensäure', amount: '100', unit: 'ml' },
      { name: 'Butter zum Ausbacken', amount: '2-3', unit: 'EL' },
    ],
    instructions: [
      {
        step: 'Mehl, Zucker und Salz in einer Schüssel mischen. Milch und Eier nach und nach zugeben und mit dem Schneebesen zu einem glatten Teig verrühren.',
        duration: 5,
      },
      {
        step: 'Teig 10 Minuten quellen lassen, dann das Mineralwasser unterrühren.',
        duration: 10,
      },
      {
        step: 'Etwas Butter in einer beschichteten Pfanne erhitzen, eine kleine Kelle Teig hineingeben und durch Schwenken dünn verteilen.',
        temperature: 'mittlere Hitze',
      },
      {
        step: 'Pfannkuchen 1–2 Minuten backen, bis die Unterseite goldbraun ist, wenden und noch 1 Minute backen. Den restlichen Teig ebenso verarbeiten.',
        duration: 14,
        temperature: 'mittlere Hitze',
      },
      { step: 'Warm mit Apfelmus, Zimtzucker oder Marmelade servieren.', duration: 1 },
    ],
    gradient: ['#F5D98B', '#C9893A'],
    author: 'max',
  },
  {
    slug: 'shakshuka',
    title: 'Shakshuka',
    description:
      'In würziger Tomaten-Paprika-Soße pochierte Eier mit Feta und frischer Petersilie – direkt aus der Pfanne ein Frühstück zum Teilen.',
    category: 'Frühstück',
    difficulty: 'mittel',
    duration: 35,
    servings: 2,
    tags: ['frühstück', 'vegetarisch', 'glutenfrei', 'one pot'],
    ingredients: [
      { name: 'Olivenöl', amount: '2', unit: 'EL' },
      { name: 'Zwiebel', amount: '1', unit: 'Stück' },
      { name: 'rote Paprika', amount: '1', unit: 'Stück' },
      { name: 'Knoblauch', amount: '2', unit: 'Zehe' },
      { name: 'stückige Tomaten', amount: '1', unit: 'Dose' },
      { name: 'gemahlener Kreuzkümmel', amount: '1', unit: 'TL' },
      { name: 'Paprikapulver edelsüß', amount: '1', unit: 'TL' },
      { name: 'Chiliflocken', amount: '', unit: 'nach Geschmack' },
      { name: 'Ei', amount: '4', unit: '' },
      { name: 'Feta-Käse', amount: '50', unit: 'g' },
      { name: 'glatte Petersilie', amount: '1/2', unit: 'Bund' },
      { name: 'Salz und Pfeffer', amount: '', unit: 'nach Geschmack' },
    ],
    instructions: [
      { step: 'Zwiebel und Paprika in feine Streifen schneiden, Knoblauch fein hacken.', duration: 5 },
      {
        step: 'Olivenöl in einer großen Pfanne erhitzen. Zwiebel und Paprika darin etwa 8 Minuten weich dünsten, dann Knoblauch, Kreuzkümmel und Paprikapulver 1 Minute mitrösten.',
        duration: 9,
        temperature: 'mittlere Hitze',
      },
      {
        step: 'Tomaten zugießen, mit Salz, Pfeffer und Chili würzen und offen etwa 10 Minuten sämig einköcheln lassen.',
        duration: 10,
        temperature: 'mittlere Hitze',
      },
      {
        step: 'Mit einem Löffel vier Mulden in die Soße drücken und je ein Ei hineinschlagen. Deckel auflegen und die Eier 6–8 Minuten stocken lassen, bis das Eiweiß fest und das Eigelb noch flüssig ist.',
        duration: 8,
        temperature: 'niedrige Hitze',
      },
      {
        step: 'Feta darüberbröseln, mit gehackter Petersilie bestreuen und direkt in der Pfanne servieren. Dazu passt Fladenbrot.',
        duration: 2,
      },
    ],
    gradient: ['#D64527', '#F2C14E'],
    author: 'lena',
    originalVideo: {
      url: 'https://www.tiktok.com/@fruehstueck.liebe/video/7301234567890123456',
      creator: 'fruehstueck.liebe',
      platform: 'tiktok',
    },
  },
  {
    slug: 'ruehrei-mit-schnittlauch',
    title: 'Rührei mit Schnittlauch',
    description:
      'Cremiges, langsam gestocktes Rührei mit frischem Schnittlauch – in zehn Minuten auf dem Teller und einfach unschlagbar.',
    category: 'Frühstück',
    difficulty: 'einfach',
    duration: 10,
    servings: 2,
    tags: ['frühstück', 'vegetarisch', 'glutenfrei', 'low carb', 'schnell'],
    ingredients: [
      { name: 'Ei', amount: '4', unit: '' },
      { name: 'Milch', amount: '2', unit: 'EL' },
      { name: 'Butter', amount: '1', unit: 'EL' },
      { name: 'Schnittlauch', amount: '1/2', unit: 'Bund' },
      { name: 'Salz', amount: '1', unit: 'Prise' },
      { name: 'Pfeffer', amount: '', unit: 'etwas' },
    ],
    instructions: [
      { step: 'Eier mit Milch, Salz und Pfeffer in einer Schüssel kurz verquirlen.', duration: 2 },
      { step: 'Schnittlauch waschen, trocken schütteln und in feine Röllchen schneiden.', duration: 2 },
      {
        step: 'Butter in einer Pfanne schmelzen, die Eimasse hineingießen und einen Moment stehen lassen.',
        duration: 1,
        temperature: 'mittlere Hitze',
      },
      {
        step: 'Die stockende Masse mit einem Pfannenwender immer wieder vom Rand zur Mitte schieben, bis das Ei gar, aber noch cremig ist.',
        duration: 4,
        temperature: 'niedrige Hitze',
      },
      { step: 'Schnittlauch unterheben und das Rührei sofort servieren.', duration: 1 },
    ],
    gradient: ['#FBE38E', '#5E8C31'],
    author: 'admin',
  },

  // ──────────────────────────── Hauptgericht ────────────────────────────
  {
    slug: 'kaesespaetzle',
    title: 'Käsespätzle',
    description:
      'Handgeschabte Spätzle, geschichtet mit würzigem Bergkäse und gekrönt von knusprigen Röstzwiebeln – schwäbisches Soulfood vom Feinsten.',
    category: 'Hauptgericht',
    difficulty: 'mittel',
    duration: 55,
    servings: 4,
    tags: ['vegetarisch', 'schwäbisch', 'klassiker', 'käse'],
    ingredients: [
      { name: 'Weizenmehl', amount: '400', unit: 'g' },
      { name: 'Ei', amount: '4', unit: '' },
      { name: 'Wasser', amount: '100-150', unit: 'ml' },
      { name: 'Salz', amount: '1', unit: 'TL' },
      { name: 'Bergkäse', amount: '200', unit: 'g' },
      { name: 'Emmentaler', amount: '100', unit: 'g' },
      { name: 'Zwiebel', amount: '3', unit: 'Stück' },
      { name: 'Butter', amount: '3', unit: 'EL' },
      { name: 'Muskatnuss', amount: '', unit: 'etwas' },
      { name: 'Pfeffer', amount: '', unit: 'nach Geschmack' },
      { name: 'Schnittlauch', amount: '1/2', unit: 'Bund' },
    ],
    instructions: [
      {
        step: 'Mehl, Eier, Salz und so viel Wasser verrühren, dass ein zäher, glatter Teig entsteht. Mit dem Kochlöffel kräftig schlagen, bis er Blasen wirft, dann 10 Minuten ruhen lassen.',
        duration: 15,
      },
      {
        step: 'Währenddessen die Zwiebeln in feine Ringe schneiden und in 2 EL Butter langsam goldbraun rösten.',
        duration: 15,
        temperature: 'mittlere Hitze',
      },
      {
        step: 'Beide Käsesorten reiben und mischen. Eine Auflaufform mit der restlichen Butter ausstreichen und im Ofen vorwärmen.',
        duration: 3,
        temperature: '100 °C',
      },
      {
        step: 'Reichlich Salzwasser aufkochen. Den Teig portionsweise mit Spätzlehobel oder -presse ins siedende Wasser drücken. Sobald die Spätzle oben schwimmen, mit der Schaumkelle herausheben und kurz abtropfen lassen.',
        duration: 12,
      },
      {
        step: 'Spätzle abwechselnd mit dem Käse in die warme Form schichten und jede Lage mit Pfeffer und Muskat würzen. Die oberste Schicht ist Käse.',
        duration: 3,
      },
      {
        step: 'Die Form 5 Minuten in den Ofen stellen, bis der Käse geschmolzen ist. Mit Röstzwiebeln und Schnittlauchröllchen bestreut servieren.',
        duration: 5,
        temperature: '180 °C',
      },
    ],
    gradient: ['#F2C94C', '#8C5A2B'],
    author: 'anna',
    originalVideo: {
      url: 'https://www.youtube.com/watch?v=kc0Demo0001',
      creator: 'Allgäuer Küche',
      platform: 'youtube',
    },
  },
  {
    slug: 'rinderrouladen',
    title: 'Rinderrouladen',
    description:
      'Zart geschmorte Rinderrouladen mit Speck, Senf und Gewürzgurke in kräftiger Rotweinsoße – der Sonntagsbraten schlechthin.',
    category: 'Hauptgericht',
    difficulty: 'schwer',
    duration: 150,
    servings: 4,
    tags: ['sonntagsessen', 'klassiker', 'schmorgericht', 'fleisch'],
    ingredients: [
      { name: 'Rinderroulade (aus der Oberschale)', amount: '4', unit: 'Stück' },
      { name: 'mittelscharfer Senf', amount: '2', unit: 'EL' },
      { name: 'durchwachsener Speck', amount: '8', unit: 'Scheibe' },
      { name: 'Gewürzgurke', amount: '2', unit: 'Stück' },
      { name: 'Zwiebel', amount: '3', unit: 'Stück' },
      { name: 'Suppengrün', amount: '1', unit: 'Bund' },
      { name: 'Tomatenmark', amount: '1', unit: 'EL' },
      { name: 'trockener Rotwein', amount: '250', unit: 'ml' },
      { name: 'Rinderfond', amount: '500', unit: 'ml' },
      { name: 'Butterschmalz', amount: '2', unit: 'EL' },
      { name: 'Speisestärke', amount: '1', unit: 'EL' },
      { name: 'Salz und Pfeffer', amount: '', unit: 'nach Geschmack' },
    ],
    instructions: [
      {
        step: 'Rouladen flach auslegen und bei Bedarf zwischen Frischhaltefolie etwas dünner klopfen. Mit Salz und Pfeffer würzen und dünn mit Senf bestreichen.',
        duration: 5,
      },
      {
        step: 'Eine Zwiebel in Streifen, die Gurken längs in Stifte schneiden. Jede Roulade mit 2 Scheiben Speck, Zwiebel und Gurke belegen, die Seiten einschlagen, straff aufrollen und mit Rouladennadeln oder Küchengarn fixieren.',
        duration: 15,
      },
      { step: 'Restliche Zwiebeln und das geputzte Suppengrün grob würfeln.', duration: 5 },
      {
        step: 'Butterschmalz in einem Bräter stark erhitzen, die Rouladen darin rundum kräftig anbraten und herausnehmen.',
        duration: 8,
        temperature: 'hohe Hitze',
      },
      {
        step: 'Gemüse im Bratfett anrösten, Tomatenmark kurz mitrösten und mit Rotwein ablöschen. Etwas einkochen lassen.',
        duration: 7,
        temperature: 'mittlere Hitze',
      },
      {
        step: 'Fond angießen, Rouladen wieder einlegen und zugedeckt etwa 90 Minuten schmoren, bis das Fleisch zart ist. Dabei gelegentlich wenden.',
        duration: 90,
        temperature: 'niedrige Hitze',
      },
      {
        step: 'Rouladen herausnehmen und warm halten. Soße durch ein Sieb passieren, aufkochen, mit in wenig kaltem Wasser angerührter Stärke binden und abschmecken.',
        duration: 8,
      },
      { step: 'Rouladen mit der Soße servieren. Dazu passen Rotkohl und Kartoffelklöße.', duration: 2 },
    ],
    gradient: ['#6B2E1F', '#B5651D'],
    author: 'max',
  },
  {
    slug: 'rindergulasch',
    title: 'Rindergulasch',
    description:
      'Saftiges Rindergulasch mit viel Zwiebeln und edelsüßem Paprika, langsam geschmort, bis das Fleisch auf der Zunge zergeht.',
    category: 'Hauptgericht',
    difficulty: 'mittel',
    duration: 150,
    servings: 6,
    tags: ['schmorgericht', 'glutenfrei', 'klassiker', 'fleisch'],
    ingredients: [
      { name: 'Rindfleisch aus der Schulter', amount: '1', unit: 'kg' },
      { name: 'Zwiebeln', amount: '750', unit: 'g' },
      { name: 'Butterschmalz', amount: '3', unit: 'EL' },
      { name: 'Knoblauch', amount: '2', unit: 'Zehe' },
      { name: 'Tomatenmark', amount: '2', unit: 'EL' },
      { name: 'Paprikapulver edelsüß', amount: '2', unit: 'EL' },
      { name: 'Paprikapulver rosenscharf', amount: '1', unit: 'TL' },
      { name: 'gemahlener Kümmel', amount: '1', unit: 'TL' },
      { name: 'getrockneter Majoran', amount: '1', unit: 'TL' },
      { name: 'Rotweinessig', amount: '1', unit: 'EL' },
      { name: 'Rinderbrühe', amount: '750', unit: 'ml' },
      { name: 'Salz und Pfeffer', amount: '', unit: 'nach Geschmack' },
    ],
    instructions: [
      {
        step: 'Fleisch in etwa 3 cm große Würfel schneiden und trocken tupfen. Zwiebeln in halbe Ringe schneiden, Knoblauch fein hacken.',
        duration: 15,
      },
      {
        step: 'Butterschmalz in einem Schmortopf erhitzen und das Fleisch portionsweise kräftig anbraten. Herausnehmen.',
        duration: 12,
        temperature: 'hohe Hitze',
      },
      {
        step: 'Zwiebeln im Bratfett etwa 15 Minuten goldbraun schmoren. Tomatenmark und Knoblauch kurz mitrösten.',
        duration: 15,
        temperature: 'mittlere Hitze',
      },
      {
        step: 'Topf kurz vom Herd ziehen und das Paprikapulver einrühren, damit es nicht bitter wird. Mit Essig und Brühe ablöschen.',
        duration: 2,
      },
      {
        step: 'Fleisch, Kümmel und Majoran zugeben, salzen und zugedeckt etwa 1,5 Stunden sanft schmoren, bis das Fleisch zart ist. Gelegentlich umrühren und bei Bedarf etwas Brühe nachgießen.',
        duration: 95,
        temperature: 'niedrige Hitze',
      },
      {
        step: 'Mit Salz und Pfeffer abschmecken. Dazu passen Salzkartoffeln, Bandnudeln oder Semmelknödel.',
        duration: 2,
      },
    ],
    gradient: ['#7A2914', '#D9822B'],
    author: 'lena',
  },
  {
    slug: 'flammkuchen',
    title: 'Flammkuchen Elsässer Art',
    description: 'Hauchdünner, knuspriger Boden mit Crème fraîche, Zwiebeln und Speck – in wenigen Minuten aus dem heißen Ofen.',
    category: 'Hauptgericht',
    difficulty: 'einfach',
    duration: 30,
    servings: 2,
    tags: ['ofengericht', 'elsässisch', 'herzhaft', 'schnell'],
    ingredients: [
      { name: 'Weizenmehl', amount: '200', unit: 'g' },
      { name: 'Wasser', amount: '100', unit: 'ml' },
      { name: 'Olivenöl', amount: '2', unit: 'EL' },
      { name: 'Salz', amount: '1/2', unit: 'TL' },
      { name: 'Crème fraîche', amount: '200', unit: 'g' },
      { name: 'Zwiebel', amount: '1', unit: 'Stück' },
      { name: 'Speckwürfel', amount: '125', unit: 'g' },
      { name: 'Muskatnuss', amount: '', unit: 'etwas' },
      { name: 'Pfeffer', amount: '', unit: 'nach Geschmack' },
    ],
    instructions: [
      {
        step: 'Den Backofen mit einem Backblech darin auf höchster Stufe vorheizen.',
        temperature: '250 °C',
      },
      {
        step: 'Mehl, Wasser, Öl und Salz zu einem glatten, geschmeidigen Teig kneten und 10 Minuten ruhen lassen.',
        duration: 12,
      },
      {
        step: 'Crème fraîche mit Salz, Pfeffer und Muskat verrühren. Zwiebel in hauchdünne Ringe schneiden.',
        duration: 3,
      },
      {
        step: 'Teig halbieren und jeweils auf Backpapier hauchdünn ausrollen. Mit Crème fraîche bestreichen und mit Zwiebeln und Speck belegen.',
        duration: 5,
      },
      {
        step: 'Flammkuchen mit dem Backpapier auf das heiße Blech ziehen und 8–10 Minuten knusprig backen.',
        duration: 10,
        temperature: '250 °C',
      },
    ],
    gradient: ['#F3E9D2', '#A0522D'],
    author: 'admin',
  },
  {
    slug: 'frikadellen',
    title: 'Frikadellen',
    description:
      'Saftige Frikadellen mit Senf und Petersilie, außen knusprig gebraten – warm zum Kartoffelsalat oder kalt auf die Hand.',
    category: 'Hauptgericht',
    difficulty: 'einfach',
    duration: 30,
    servings: 4,
    tags: ['klassiker', 'hackfleisch', 'familienessen'],
    ingredients: [
      { name: 'gemischtes Hackfleisch', amount: '500', unit: 'g' },
      { name: 'Brötchen vom Vortag', amount: '1', unit: 'Stück' },
      { name: 'Zwiebel', amount: '1', unit: 'Stück' },
      { name: 'Ei', amount: '1', unit: '' },
      { name: 'mittelscharfer Senf', amount: '1', unit: 'TL' },
      { name: 'glatte Petersilie', amount: '1/2', unit: 'Bund' },
      { name: 'Paprikapulver edelsüß', amount: '1', unit: 'TL' },
      { name: 'Salz und Pfeffer', amount: '', unit: 'nach Geschmack' },
      { name: 'Butterschmalz', amount: '2', unit: 'EL' },
    ],
    instructions: [
      {
        step: 'Brötchen etwa 5 Minuten in kaltem Wasser einweichen. Zwiebel fein würfeln, Petersilie hacken.',
        duration: 5,
      },
      {
        step: 'Brötchen gut ausdrücken und mit Hackfleisch, Zwiebel, Ei, Senf, Petersilie, Paprikapulver, 1 TL Salz und Pfeffer zu einem gleichmäßigen Teig verkneten.',
        duration: 5,
      },
      { step: 'Mit feuchten Händen 8 flache Frikadellen formen.', duration: 4 },
      {
        step: 'Butterschmalz in einer Pfanne erhitzen und die Frikadellen von jeder Seite 5–6 Minuten goldbraun braten, bis sie durchgegart sind.',
        duration: 12,
        temperature: 'mittlere Hitze',
      },
      {
        step: 'Kurz auf Küchenpapier abtropfen lassen und warm oder kalt servieren.',
        duration: 1,
      },
    ],
    gradient: ['#8B4A2B', '#E0B46C'],
    author: 'anna',
  },
  {
    slug: 'linsensuppe',
    title: 'Linsensuppe',
    description:
      'Deftige Linsensuppe mit Suppengrün, Kartoffeln und Wiener Würstchen, mit einem Schuss Essig süß-sauer abgeschmeckt – wärmt von innen.',
    category: 'Hauptgericht',
    difficulty: 'einfach',
    duration: 60,
    servings: 4,
    tags: ['suppe', 'eintopf', 'klassiker', 'hausmannskost'],
    ingredients: [
      { name: 'Tellerlinsen', amount: '250', unit: 'g' },
      { name: 'Suppengrün', amount: '1', unit: 'Bund' },
      { name: 'festkochende Kartoffeln', amount: '300', unit: 'g' },
      { name: 'Zwiebel', amount: '1', unit: 'Stück' },
      { name: 'durchwachsener Speck', amount: '100', unit: 'g' },
      { name: 'Gemüsebrühe', amount: '1500', unit: 'ml' },
      { name: 'Lorbeerblatt', amount: '1', unit: '' },
      { name: 'Wiener Würstchen', amount: '4', unit: 'Stück' },
      { name: 'Rotweinessig', amount: '2-3', unit: 'EL' },
      { name: 'Zucker', amount: '1', unit: 'Prise' },
      { name: 'Salz und Pfeffer', amount: '', unit: 'nach Geschmack' },
      { name: 'glatte Petersilie', amount: '', unit: 'etwas' },
    ],
    instructions: [
      {
        step: 'Linsen in einem Sieb kalt abspülen. Zwiebel, Suppengrün und Kartoffeln schälen bzw. putzen und klein würfeln. Speck würfeln.',
        duration: 10,
      },
      {
        step: 'Speck in einem großen Topf auslassen, Zwiebel darin glasig dünsten. Suppengrün zugeben und 3 Minuten mitdünsten.',
        duration: 6,
        temperature: 'mittlere Hitze',
      },
      {
        step: 'Linsen, Kartoffeln, Lorbeerblatt und Brühe zugeben, aufkochen und zugedeckt etwa 35 Minuten köcheln lassen, bis die Linsen weich sind.',
        duration: 35,
        temperature: 'niedrige Hitze',
      },
      {
        step: 'Würstchen in Scheiben schneiden und die letzten 5 Minuten in der Suppe erwärmen. Lorbeerblatt entfernen.',
        duration: 5,
      },
      {
        step: 'Mit Essig, Zucker, Salz und Pfeffer kräftig abschmecken und mit gehackter Petersilie bestreut servieren.',
        duration: 2,
      },
    ],
    gradient: ['#6E4B2A', '#C8A165'],
    author: 'max',
  },
  {
    slug: 'schwaebische-maultaschen',
    title: 'Schwäbische Maultaschen',
    description:
      'Selbst gemachte Maultaschen mit einer Füllung aus Brät, Hackfleisch und Spinat, in kräftiger Brühe gegart – aufwendig, aber jede Minute wert.',
    category: 'Hauptgericht',
    difficulty: 'schwer',
    duration: 120,
    servings: 4,
    tags: ['schwäbisch', 'selbstgemacht', 'klassiker', 'suppe'],
    ingredients: [
      { name: 'Weizenmehl', amount: '300', unit: 'g' },
      { name: 'Ei', amount: '4', unit: '' },
      { name: 'Salz', amount: '1', unit: 'TL' },
      { name: 'Kalbsbrät', amount: '250', unit: 'g' },
      { name: 'gemischtes Hackfleisch', amount: '150', unit: 'g' },
      { name: 'tiefgekühlter Blattspinat', amount: '200', unit: 'g' },
      { name: 'Brötchen vom Vortag', amount: '1', unit: 'Stück' },
      { name: 'Zwiebel', amount: '1', unit: 'Stück' },
      { name: 'Butter', amount: '1', unit: 'EL' },
      { name: 'glatte Petersilie', amount: '1', unit: 'Bund' },
      { name: 'Muskatnuss', amount: '', unit: 'etwas' },
      { name: 'Pfeffer', amount: '', unit: 'nach Geschmack' },
      { name: 'Rinderbrühe', amount: '1500', unit: 'ml' },
    ],
    instructions: [
      {
        step: 'Mehl, 3 Eier, 1/2 TL Salz und 1–2 EL Wasser etwa 10 Minuten zu einem glatten, festen Nudelteig kneten. In Folie gewickelt 30 Minuten ruhen lassen.',
        duration: 40,
      },
      {
        step: 'Währenddessen den Spinat auftauen, sehr gut ausdrücken und fein hacken. Brötchen einweichen und ausdrücken. Zwiebel fein würfeln und in Butter glasig dünsten.',
        duration: 15,
        temperature: 'mittlere Hitze',
      },
      {
        step: 'Brät, Hackfleisch, Spinat, Brötchen, Zwiebel, gehackte Petersilie und das restliche Ei gut vermengen. Mit Salz, Pfeffer und Muskat kräftig würzen.',
        duration: 5,
      },
      {
        step: 'Teig portionsweise sehr dünn zu etwa 12 cm breiten Bahnen ausrollen. Die Füllung in der Mitte entlang verstreichen, die Ränder mit Wasser bestreichen und den Teig von beiden Seiten darüberklappen.',
        duration: 20,
      },
      {
        step: 'Mit dem Stiel eines Kochlöffels im Abstand von etwa 8 cm eindrücken und an diesen Stellen in Stücke schneiden. Ränder gut andrücken.',
        duration: 10,
      },
      {
        step: 'Brühe aufkochen, Maultaschen hineingeben und knapp unter dem Siedepunkt etwa 15 Minuten gar ziehen lassen.',
        duration: 15,
        temperature: 'niedrige Hitze',
      },
      {
        step: 'In der Brühe mit Schnittlauch servieren – oder am nächsten Tag in Scheiben geschnitten mit Ei in Butter anbraten.',
        duration: 2,
      },
    ],
    gradient: ['#E9D8A6', '#4F7942'],
    author: 'lena',
  },
  {
    slug: 'koenigsberger-klopse',
    title: 'Königsberger Klopse',
    description:
      'Zarte Fleischklößchen in heller, cremiger Kapernsoße mit feiner Zitronennote – ein ostpreußischer Klassiker mit Salzkartoffeln.',
    category: 'Hauptgericht',
    difficulty: 'mittel',
    duration: 55,
    servings: 4,
    tags: ['klassiker', 'hausmannskost', 'hackfleisch'],
    ingredients: [
      { name: 'Kalbshackfleisch', amount: '500', unit: 'g' },
      { name: 'Brötchen vom Vortag', amount: '1', unit: 'Stück' },
      { name: 'Zwiebel', amount: '1', unit: 'Stück' },
      { name: 'Ei', amount: '1', unit: '' },
      { name: 'Sardellenfilet', amount: '2', unit: 'Stück' },
      { name: 'Gemüsebrühe', amount: '1', unit: 'l' },
      { name: 'Lorbeerblatt', amount: '1', unit: '' },
      { name: 'Butter', amount: '40', unit: 'g' },
      { name: 'Weizenmehl', amount: '40', unit: 'g' },
      { name: 'Sahne', amount: '100', unit: 'ml' },
      { name: 'Kapern', amount: '2', unit: 'EL' },
      { name: 'Zitronensaft', amount: '1-2', unit: 'EL' },
      { name: 'Salz und Pfeffer', amount: '', unit: 'nach Geschmack' },
    ],
    instructions: [
      {
        step: 'Brötchen einweichen und gut ausdrücken. Zwiebel fein würfeln, Sardellen fein hacken.',
        duration: 5,
      },
      {
        step: 'Hackfleisch mit Brötchen, Zwiebel, Sardellen, Ei, Salz und Pfeffer verkneten und mit nassen Händen 12 Klopse formen.',
        duration: 10,
      },
      {
        step: 'Brühe mit dem Lorbeerblatt aufkochen, die Klopse hineingeben und etwa 15 Minuten gar ziehen lassen. Herausnehmen, warm halten und die Brühe durch ein Sieb gießen.',
        duration: 18,
        temperature: 'niedrige Hitze',
      },
      {
        step: 'Butter im Topf schmelzen, Mehl einrühren und kurz anschwitzen. Nach und nach 500 ml der Garbrühe unterschlagen und 5 Minuten köcheln lassen.',
        duration: 8,
        temperature: 'mittlere Hitze',
      },
      {
        step: 'Sahne und Kapern unterrühren und die Soße mit Zitronensaft, Salz und Pfeffer säuerlich-frisch abschmecken.',
        duration: 3,
      },
      {
        step: 'Klopse in der Soße noch einmal kurz erwärmen und mit Salzkartoffeln und Roter Bete servieren.',
        duration: 5,
      },
    ],
    gradient: ['#F4EBD0', '#7D8F3C'],
    author: 'admin',
  },

  // ────────────────────────────── Dessert ──────────────────────────────
  {
    slug: 'kaiserschmarrn',
    title: 'Kaiserschmarrn',
    description:
      'Fluffig zerrissener Kaiserschmarrn mit Rosinen, in Butter karamellisiert und dick mit Puderzucker bestäubt – wie auf der Almhütte.',
    category: 'Dessert',
    difficulty: 'mittel',
    duration: 30,
    servings: 2,
    tags: ['vegetarisch', 'süß', 'österreichisch', 'pfannengericht'],
    ingredients: [
      { name: 'Ei', amount: '4', unit: '' },
      { name: 'Weizenmehl', amount: '125', unit: 'g' },
      { name: 'Milch', amount: '250', unit: 'ml' },
      { name: 'Zucker', amount: '2', unit: 'EL' },
      { name: 'Vanillezucker', amount: '1', unit: 'Pck.' },
      { name: 'Salz', amount: '1', unit: 'Prise' },
      { name: 'Rosinen', amount: '2-3', unit: 'EL' },
      { name: 'Butter', amount: '3', unit: 'EL' },
      { name: 'Puderzucker', amount: '', unit: 'etwas' },
      { name: 'Zwetschgenröster oder Apfelmus', amount: '200', unit: 'g' },
    ],
    instructions: [
      { step: 'Rosinen in warmem Wasser (oder etwas Rum) einweichen. Eier trennen.', duration: 3 },
      {
        step: 'Eigelbe mit Milch, Mehl, Vanillezucker und Salz glatt rühren. Eiweiße mit dem Zucker steif schlagen und locker unter den Teig heben.',
        duration: 7,
      },
      {
        step: 'Die Hälfte der Butter in einer großen Pfanne erhitzen, den Teig hineingießen und die abgetropften Rosinen daraufstreuen. Etwa 4 Minuten backen, bis die Unterseite goldbraun ist.',
        duration: 5,
        temperature: 'mittlere Hitze',
      },
      {
        step: 'Teig vierteln, wenden und weitere 3 Minuten backen. Dann mit zwei Pfannenwendern in mundgerechte Stücke reißen.',
        duration: 4,
      },
      {
        step: 'Restliche Butter und 1 EL Puderzucker zugeben und den Schmarrn unter Schwenken 2–3 Minuten karamellisieren.',
        duration: 3,
        temperature: 'mittlere Hitze',
      },
      {
        step: 'Mit Puderzucker bestäuben und mit Zwetschgenröster oder Apfelmus servieren.',
        duration: 1,
      },
    ],
    gradient: ['#F6D58E', '#7B3F61'],
    author: 'anna',
    originalVideo: {
      url: 'https://www.instagram.com/reel/Cx0Demo01/',
      creator: 'almhuetten.kueche',
      platform: 'instagram',
    },
  },
  {
    slug: 'apfelstrudel',
    title: 'Apfelstrudel',
    description:
      'Hauchdünn ausgezogener Strudelteig, gefüllt mit saftigen Äpfeln, Zimt, Rosinen und Butterbröseln – lauwarm mit Vanillesoße ein Gedicht.',
    category: 'Dessert',
    difficulty: 'schwer',
    duration: 130,
    servings: 6,
    tags: ['vegetarisch', 'backen', 'österreichisch', 'klassiker'],
    ingredients: [
      { name: 'Weizenmehl', amount: '250', unit: 'g' },
      { name: 'lauwarmes Wasser', amount: '125', unit: 'ml' },
      { name: 'Sonnenblumenöl', amount: '3', unit: 'EL' },
      { name: 'Salz', amount: '1', unit: 'Prise' },
      { name: 'säuerliche Äpfel (z. B. Boskop)', amount: '1', unit: 'kg' },
      { name: 'Zitrone', amount: '1/2', unit: 'Stück' },
      { name: 'Zucker', amount: '80', unit: 'g' },
      { name: 'Zimt', amount: '1', unit: 'TL' },
      { name: 'Rosinen', amount: '50', unit: 'g' },
      { name: 'Semmelbrösel', amount: '60', unit: 'g' },
      { name: 'Butter', amount: '100', unit: 'g' },
      { name: 'Puderzucker', amount: '', unit: 'etwas' },
    ],
    instructions: [
      {
        step: 'Mehl, Wasser, Öl und Salz etwa 10 Minuten zu einem glatten, seidigen Teig kneten. Zur Kugel formen, dünn mit Öl bestreichen und abgedeckt 30 Minuten bei Zimmertemperatur ruhen lassen.',
        duration: 40,
      },
      {
        step: 'Währenddessen die Äpfel schälen, vierteln, entkernen und in dünne Scheiben schneiden. Mit dem Saft der Zitrone, Zucker, Zimt und Rosinen mischen.',
        duration: 15,
      },
      {
        step: '40 g Butter in einer Pfanne schmelzen und die Semmelbrösel darin goldbraun rösten. Restliche Butter schmelzen. Backofen vorheizen.',
        duration: 5,
        temperature: 'mittlere Hitze',
      },
      {
        step: 'Ein großes Küchentuch bemehlen, den Teig darauf ausrollen und mit den Handrücken von der Mitte aus hauchdünn ausziehen, bis man fast hindurchsehen kann. Dicke Ränder abschneiden.',
        duration: 15,
      },
      {
        step: 'Teig mit etwas flüssiger Butter bestreichen, die Brösel auf dem unteren Drittel verteilen und die Apfelfüllung daraufgeben. Seitenränder einschlagen und den Strudel mithilfe des Tuchs aufrollen.',
        duration: 5,
      },
      {
        step: 'Strudel mit der Naht nach unten auf ein Blech mit Backpapier legen, mit Butter bestreichen und etwa 40 Minuten goldbraun backen. Zwischendurch noch einmal mit Butter bestreichen.',
        duration: 40,
        temperature: '190 °C',
      },
      {
        step: 'Etwas abkühlen lassen, mit Puderzucker bestäuben und lauwarm mit Vanillesoße oder Schlagsahne servieren.',
        duration: 10,
      },
    ],
    gradient: ['#E7B75F', '#9C4A1A'],
    author: 'max',
  },
  {
    slug: 'zwetschgendatschi',
    title: 'Zwetschgendatschi',
    description:
      'Luftiger Hefeteig, dicht belegt mit saftigen Zwetschgen und Zimtzucker – der bayerische Blechkuchen für die Spätsommer-Kaffeetafel.',
    category: 'Dessert',
    difficulty: 'mittel',
    duration: 120,
    servings: 12,
    tags: ['vegetarisch', 'backen', 'bayerisch', 'blechkuchen'],
    ingredients: [
      { name: 'Weizenmehl', amount: '400', unit: 'g' },
      { name: 'Trockenhefe', amount: '1', unit: 'Pck.' },
      { name: 'lauwarme Milch', amount: '200', unit: 'ml' },
      { name: 'Zucker', amount: '60', unit: 'g' },
      { name: 'weiche Butter', amount: '60', unit: 'g' },
      { name: 'Ei', amount: '1', unit: '' },
      { name: 'Salz', amount: '1', unit: 'Prise' },
      { name: 'Zwetschgen', amount: '1500', unit: 'g' },
      { name: 'Zucker zum Bestreuen', amount: '2-3', unit: 'EL' },
      { name: 'Zimt', amount: '1', unit: 'TL' },
    ],
    instructions: [
      {
        step: 'Mehl und Trockenhefe mischen. Milch, 60 g Zucker, Butter, Ei und Salz zugeben und alles etwa 5 Minuten zu einem glatten Hefeteig kneten.',
        duration: 8,
      },
      {
        step: 'Teig abgedeckt an einem warmen Ort etwa 45 Minuten gehen lassen, bis er sich sichtbar vergrößert hat.',
        duration: 45,
      },
      {
        step: 'Inzwischen die Zwetschgen waschen, längs einschneiden, entsteinen und an der Spitze leicht einschneiden, damit sie aufgeklappt liegen bleiben.',
      },
      {
        step: 'Backofen vorheizen. Teig auf einem gefetteten Backblech ausrollen und die Zwetschgen dachziegelartig dicht an dicht daraufsetzen. Noch einmal 15 Minuten gehen lassen.',
        duration: 20,
      },
      {
        step: 'Den Datschi etwa 30 Minuten backen, bis der Teigrand goldbraun ist.',
        duration: 30,
        temperature: '200 °C',
      },
      {
        step: 'Zucker mit Zimt mischen und den noch heißen Kuchen damit bestreuen. Am besten lauwarm mit Schlagsahne servieren.',
        duration: 5,
      },
    ],
    gradient: ['#5B2A6E', '#E8B04A'],
    author: 'lena',
  },
  {
    slug: 'bananenbrot',
    title: 'Bananenbrot',
    description:
      'Saftiges Bananenbrot mit Zimt und Walnüssen – die perfekte Verwertung für überreife Bananen und der Star jeder Kaffeepause.',
    category: 'Dessert',
    difficulty: 'einfach',
    duration: 80,
    servings: 10,
    tags: ['vegetarisch', 'backen', 'resteverwertung', 'süß'],
    ingredients: [
      { name: 'sehr reife Banane', amount: '3', unit: 'Stück' },
      { name: 'weiche Butter', amount: '80', unit: 'g' },
      { name: 'brauner Zucker', amount: '80', unit: 'g' },
      { name: 'Ei', amount: '2', unit: '' },
      { name: 'Weizenmehl', amount: '250', unit: 'g' },
      { name: 'Backpulver', amount: '2', unit: 'TL' },
      { name: 'Zimt', amount: '1', unit: 'TL' },
      { name: 'Salz', amount: '1', unit: 'Prise' },
      { name: 'Walnusskerne', amount: '50', unit: 'g' },
    ],
    instructions: [
      {
        step: 'Backofen vorheizen und eine Kastenform (25 cm) fetten oder mit Backpapier auslegen.',
        duration: 5,
        temperature: '175 °C',
      },
      {
        step: 'Bananen mit einer Gabel fein zerdrücken. Butter und Zucker cremig schlagen, die Eier einzeln unterrühren und das Bananenmus zugeben.',
        duration: 7,
      },
      {
        step: 'Mehl, Backpulver, Zimt und Salz mischen und nur kurz unter die Bananenmasse rühren, bis sich alles verbunden hat. Gehackte Walnüsse unterheben.',
        duration: 3,
      },
      {
        step: 'Teig in die Form füllen und etwa 55 Minuten backen. Bleibt bei der Stäbchenprobe kein Teig mehr haften, ist das Brot fertig.',
        duration: 55,
        temperature: '175 °C',
      },
      {
        step: '10 Minuten in der Form abkühlen lassen, dann herauslösen und auf einem Gitter vollständig auskühlen lassen.',
        duration: 10,
      },
    ],
    gradient: ['#F4D35E', '#7A4E2D'],
    author: 'admin',
    originalVideo: {
      url: 'https://www.tiktok.com/@omas.kueche/video/7301234567890123457',
      creator: 'omas.kueche',
      platform: 'tiktok',
    },
  },
  {
    slug: 'schwarzwaelder-kirschtorte',
    title: 'Schwarzwälder Kirschtorte',
    description:
      'Schokoladiger Biskuit, mit Kirschwasser getränkt und geschichtet mit Sauerkirschen und viel Sahne – die Königin der deutschen Torten.',
    category: 'Dessert',
    difficulty: 'schwer',
    duration: 260,
    servings: 12,
    tags: ['vegetarisch', 'backen', 'torte', 'festlich'],
    ingredients: [
      { name: 'Ei', amount: '5', unit: '' },
      { name: 'Zucker', amount: '200', unit: 'g' },
      { name: 'Weizenmehl', amount: '100', unit: 'g' },
      { name: 'Speisestärke', amount: '75', unit: 'g' },
      { name: 'ungesüßtes Kakaopulver', amount: '30', unit: 'g' },
      { name: 'Backpulver', amount: '1', unit: 'TL' },
      { name: 'Sauerkirschen aus dem Glas (abgetropft)', amount: '350', unit: 'g' },
      { name: 'Kirschsaft aus dem Glas', amount: '250', unit: 'ml' },
      { name: 'Kirschwasser', amount: '4-6', unit: 'EL' },
      { name: 'Schlagsahne', amount: '800', unit: 'ml' },
      { name: 'Sahnesteif', amount: '3', unit: 'Pck.' },
      { name: 'Zartbitterschokolade', amount: '50', unit: 'g' },
    ],
    instructions: [
      {
        step: 'Backofen vorheizen und den Boden einer Springform (26 cm) mit Backpapier auslegen. Eier mit 150 g Zucker und 3 EL warmem Wasser etwa 8 Minuten hell und dickcremig aufschlagen.',
        duration: 10,
        temperature: '180 °C',
      },
      {
        step: 'Mehl, 50 g Speisestärke, Kakao und Backpulver darübersieben und vorsichtig unterheben. Teig in die Form füllen und etwa 30 Minuten backen.',
        duration: 35,
        temperature: '180 °C',
      },
      {
        step: 'Biskuit vollständig auskühlen lassen und dann waagerecht zweimal durchschneiden, sodass drei Böden entstehen.',
        duration: 60,
      },
      {
        step: 'Währenddessen den Kirschsaft mit der restlichen Stärke glatt rühren und unter Rühren aufkochen, bis er andickt. Kirschen unterheben und abkühlen lassen.',
        duration: 10,
        temperature: 'mittlere Hitze',
      },
      {
        step: 'Sahne mit dem restlichen Zucker und Sahnesteif steif schlagen. Den unteren Boden mit Kirschwasser beträufeln, die Kirschen darauf verteilen (einige zur Deko zurückbehalten) und mit einem Teil der Sahne bestreichen.',
        duration: 10,
      },
      {
        step: 'Zweiten Boden auflegen, mit Kirschwasser tränken und mit Sahne bestreichen. Den dritten Boden auflegen, ebenfalls tränken und die ganze Torte mit Sahne einstreichen.',
        duration: 15,
      },
      {
        step: 'Mit Sahnetupfen und den übrigen Kirschen garnieren und mit Schokoraspeln bestreuen. Mindestens 2 Stunden kalt stellen.',
        duration: 120,
      },
    ],
    gradient: ['#3B1F1A', '#B0172E'],
    author: 'anna',
  },
  {
    slug: 'rote-gruetze',
    title: 'Rote Grütze',
    description:
      'Fruchtige Rote Grütze aus gemischten Beeren und Kirschsaft – norddeutsch, schnell gemacht und herrlich erfrischend.',
    category: 'Dessert',
    difficulty: 'einfach',
    duration: 20,
    servings: 4,
    tags: ['vegan', 'vegetarisch', 'glutenfrei', 'norddeutsch', 'fruchtig'],
    ingredients: [
      { name: 'gemischte Beeren (frisch oder TK)', amount: '500', unit: 'g' },
      { name: 'Kirschsaft', amount: '250', unit: 'ml' },
      { name: 'Zucker', amount: '60', unit: 'g' },
      { name: 'Vanillezucker', amount: '1', unit: 'Pck.' },
      { name: 'Speisestärke', amount: '2', unit: 'EL' },
      { name: 'Zitronensaft', amount: '1', unit: 'EL' },
    ],
    instructions: [
      { step: '4 EL Kirschsaft mit der Speisestärke glatt rühren.', duration: 2 },
      {
        step: 'Restlichen Kirschsaft mit Zucker und Vanillezucker in einem Topf aufkochen.',
        duration: 3,
        temperature: 'mittlere Hitze',
      },
      { step: 'Die Hälfte der Beeren zugeben und 2–3 Minuten köcheln lassen.', duration: 3 },
      {
        step: 'Angerührte Stärke einrühren und unter Rühren einmal aufkochen, bis die Grütze bindet. Vom Herd nehmen.',
        duration: 2,
      },
      {
        step: 'Restliche Beeren und Zitronensaft unterheben, in Schälchen füllen und abkühlen lassen. Dazu passt Vanillesoße – vegan mit Pflanzendrink zubereitet.',
        duration: 10,
      },
    ],
    gradient: ['#9B1B30', '#E05A6D'],
    author: 'max',
  },

  // ─────────────────────────────── Snacks ───────────────────────────────
  {
    slug: 'hummus',
    title: 'Hummus',
    description:
      'Samtig-cremiger Hummus mit Tahin, Zitrone und einem Hauch Kreuzkümmel – eiskaltes Wasser ist das Geheimnis der luftigen Konsistenz.',
    category: 'Snacks',
    difficulty: 'einfach',
    duration: 10,
    servings: 4,
    tags: ['vegan', 'vegetarisch', 'glutenfrei', 'dip', 'schnell'],
    ingredients: [
      { name: 'Kichererbsen', amount: '1', unit: 'Dose' },
      { name: 'Tahin', amount: '3', unit: 'EL' },
      { name: 'Zitronensaft', amount: '2-3', unit: 'EL' },
      { name: 'Knoblauch', amount: '1', unit: 'Zehe' },
      { name: 'gemahlener Kreuzkümmel', amount: '1/2', unit: 'TL' },
      { name: 'eiskaltes Wasser', amount: '3-4', unit: 'EL' },
      { name: 'Olivenöl', amount: '2', unit: 'EL' },
      { name: 'Salz', amount: '', unit: 'nach Geschmack' },
      { name: 'Paprikapulver edelsüß', amount: '', unit: 'etwas' },
    ],
    instructions: [
      {
        step: 'Kichererbsen in ein Sieb gießen, abspülen und gut abtropfen lassen. Einige zum Garnieren beiseitelegen.',
        duration: 2,
      },
      {
        step: 'Kichererbsen mit Tahin, Zitronensaft, Knoblauch, Kreuzkümmel und 1/2 TL Salz im Mixer fein pürieren.',
        duration: 3,
      },
      {
        step: 'Bei laufendem Mixer nach und nach das eiskalte Wasser zugeben, bis der Hummus hell und cremig ist. Mit Salz und Zitronensaft abschmecken.',
        duration: 3,
      },
      {
        step: 'Hummus in eine Schale streichen, mit dem Löffel eine Mulde ziehen, mit Olivenöl beträufeln und mit Paprikapulver und den übrigen Kichererbsen garnieren.',
        duration: 2,
      },
    ],
    gradient: ['#E8D5A9', '#B5651D'],
    author: 'lena',
  },
  {
    slug: 'falafel',
    title: 'Falafel',
    description:
      'Knusprige Falafel aus eingeweichten Kichererbsen und viel frischen Kräutern, außen goldbraun und innen leuchtend grün.',
    category: 'Snacks',
    difficulty: 'mittel',
    duration: 55,
    servings: 4,
    tags: ['vegan', 'vegetarisch', 'glutenfrei', 'orientalisch', 'frittiert'],
    ingredients: [
      { name: 'getrocknete Kichererbsen', amount: '250', unit: 'g' },
      { name: 'Zwiebel', amount: '1', unit: 'Stück' },
      { name: 'Knoblauch', amount: '3', unit: 'Zehe' },
      { name: 'glatte Petersilie', amount: '1', unit: 'Bund' },
      { name: 'Koriandergrün', amount: '1/2', unit: 'Bund' },
      { name: 'gemahlener Kreuzkümmel', amount: '2', unit: 'TL' },
      { name: 'gemahlener Koriander', amount: '1', unit: 'TL' },
      { name: 'Salz', amount: '1', unit: 'TL' },
      { name: 'Sesam', amount: '1', unit: 'EL' },
      { name: 'Natron', amount: '1/2', unit: 'TL' },
      { name: 'Pflanzenöl zum Frittieren', amount: '1', unit: 'l' },
    ],
    instructions: [
      {
        step: 'Kichererbsen am Vortag mit reichlich kaltem Wasser bedecken und mindestens 12 Stunden einweichen – nicht kochen!',
      },
      {
        step: 'Kichererbsen abgießen und gut trocken tupfen. Zwiebel und Knoblauch grob würfeln, Kräuter grob zupfen.',
        duration: 10,
      },
      {
        step: 'Alles mit Gewürzen, Salz und Sesam im Blitzhacker zu einer feinkörnigen Masse verarbeiten, die beim Zusammendrücken hält – nicht zu Mus pürieren. 15 Minuten kalt stellen, dann das Natron untermischen.',
        duration: 20,
      },
      {
        step: 'Öl in einem hohen Topf erhitzen. Mit angefeuchteten Händen walnussgroße Bällchen formen.',
        duration: 8,
        temperature: '175 °C',
      },
      {
        step: 'Falafel portionsweise 3–4 Minuten frittieren, bis sie tief goldbraun und knusprig sind. Auf Küchenpapier abtropfen lassen.',
        duration: 12,
        temperature: '175 °C',
      },
      { step: 'Mit Hummus, Tahinsoße, Salat und Fladenbrot servieren.', duration: 2 },
    ],
    gradient: ['#8A6B2F', '#3E8E41'],
    author: 'admin',
  },
  {
    slug: 'guacamole',
    title: 'Guacamole',
    description:
      'Frische Guacamole mit reifen Avocados, Limette, Koriander und einer Prise Schärfe – in zehn Minuten der perfekte Dip.',
    category: 'Snacks',
    difficulty: 'einfach',
    duration: 10,
    servings: 4,
    tags: ['vegan', 'vegetarisch', 'glutenfrei', 'low carb', 'dip'],
    ingredients: [
      { name: 'reife Avocado', amount: '2', unit: 'Stück' },
      { name: 'Limette', amount: '1', unit: 'Stück' },
      { name: 'Tomate', amount: '1', unit: 'Stück' },
      { name: 'rote Zwiebel', amount: '1/2', unit: 'Stück' },
      { name: 'Knoblauch', amount: '1', unit: 'Zehe' },
      { name: 'Koriandergrün', amount: '1/2', unit: 'Bund' },
      { name: 'grüne Chilischote', amount: '1/2', unit: 'Stück' },
      { name: 'Salz', amount: '', unit: 'nach Geschmack' },
    ],
    instructions: [
      {
        step: 'Zwiebel, entkernte Tomate und Chili sehr fein würfeln, Knoblauch pressen und Koriander hacken.',
        duration: 5,
      },
      {
        step: 'Avocados halbieren, entkernen, das Fruchtfleisch herauslösen und mit einer Gabel grob zerdrücken.',
        duration: 2,
      },
      {
        step: 'Sofort mit Limettensaft beträufeln, die übrigen Zutaten untermischen und mit Salz abschmecken.',
        duration: 2,
      },
      {
        step: 'Direkt servieren – zu Tortilla-Chips, Tacos oder als Dip für Gemüsesticks.',
        duration: 1,
      },
    ],
    gradient: ['#6A994E', '#F2E8CF'],
    author: 'anna',
  },
  {
    slug: 'obatzda',
    title: 'Obatzda',
    description:
      'Würziger bayerischer Käseaufstrich aus reifem Camembert, Butter und Paprika – gehört zu jeder zünftigen Brotzeit mit Brezn.',
    category: 'Snacks',
    difficulty: 'einfach',
    duration: 15,
    servings: 4,
    tags: ['vegetarisch', 'bayerisch', 'brotzeit', 'low carb'],
    ingredients: [
      { name: 'reifer Camembert', amount: '200', unit: 'g' },
      { name: 'Doppelrahmfrischkäse', amount: '100', unit: 'g' },
      { name: 'weiche Butter', amount: '50', unit: 'g' },
      { name: 'Zwiebel', amount: '1/2', unit: 'Stück' },
      { name: 'Paprikapulver edelsüß', amount: '1-2', unit: 'TL' },
      { name: 'gemahlener Kümmel', amount: '1/2', unit: 'TL' },
      { name: 'helles Bier', amount: '2-3', unit: 'EL' },
      { name: 'Salz und Pfeffer', amount: '', unit: 'nach Geschmack' },
      { name: 'Schnittlauch', amount: '', unit: 'etwas' },
    ],
    instructions: [
      { step: 'Camembert in kleine Würfel schneiden und mit einer Gabel zerdrücken.', duration: 3 },
      {
        step: 'Butter und Frischkäse zugeben und alles zu einer cremigen, aber noch leicht stückigen Masse verrühren.',
        duration: 3,
      },
      {
        step: 'Zwiebel sehr fein würfeln und zusammen mit Paprikapulver, Kümmel und Bier untermischen. Mit Salz und Pfeffer abschmecken.',
        duration: 4,
      },
      {
        step: 'Obatzda zu einem Berg formen, mit Zwiebelringen und Schnittlauch garnieren und mit Brezn oder Bauernbrot servieren.',
        duration: 3,
      },
    ],
    gradient: ['#F2A541', '#F7EBD0'],
    author: 'max',
  },
  {
    slug: 'laugenbrezeln',
    title: 'Laugenbrezeln',
    description:
      'Selbst gebackene Brezeln mit glänzend brauner Kruste, dickem, weichem Bauch und knusprigen Ärmchen – wie vom Bäcker.',
    category: 'Snacks',
    difficulty: 'schwer',
    duration: 150,
    servings: 8,
    tags: ['vegetarisch', 'backen', 'brotzeit', 'selbstgemacht'],
    ingredients: [
      { name: 'Weizenmehl (Type 550)', amount: '500', unit: 'g' },
      { name: 'Trockenhefe', amount: '1', unit: 'Pck.' },
      { name: 'lauwarmes Wasser', amount: '250', unit: 'ml' },
      { name: 'weiche Butter', amount: '30', unit: 'g' },
      { name: 'Salz', amount: '2', unit: 'TL' },
      { name: 'Zucker', amount: '1', unit: 'TL' },
      { name: 'Wasser für das Natronbad', amount: '1', unit: 'l' },
      { name: 'Natron', amount: '3', unit: 'EL' },
      { name: 'grobes Brezelsalz', amount: '2', unit: 'EL' },
    ],
    instructions: [
      {
        step: 'Mehl, Hefe, Zucker und Salz mischen. Wasser und Butter zugeben und mindestens 8 Minuten zu einem glatten, festen Teig kneten.',
        duration: 10,
      },
      { step: 'Teig abgedeckt etwa 45 Minuten gehen lassen.', duration: 45 },
      {
        step: 'Teig in 8 Stücke teilen und jedes zu einem etwa 60 cm langen Strang rollen, der in der Mitte dicker ist als an den Enden. Enden überkreuzen, einmal verdrehen und auf den dicken Bauch drücken.',
        duration: 20,
      },
      {
        step: 'Brezeln unabgedeckt 15 Minuten ruhen lassen, dann 30 Minuten in den Kühlschrank stellen, damit sich eine Haut bildet.',
        duration: 45,
      },
      {
        step: 'Backofen vorheizen. Wasser aufkochen und das Natron vorsichtig einrühren (es schäumt stark). Brezeln einzeln etwa 30 Sekunden in das siedende Natronbad tauchen, mit einer Schaumkelle herausheben und auf ein Blech mit Backpapier legen.',
        duration: 10,
      },
      {
        step: 'Den dicken Teil mit einem scharfen Messer einschneiden, mit Brezelsalz bestreuen und 15–18 Minuten backen, bis die Brezeln tief braun glänzen.',
        duration: 18,
        temperature: '220 °C',
      },
    ],
    gradient: ['#7B3F00', '#E3B778'],
    author: 'lena',
  },

  // ────────────────────────────── Getränke ──────────────────────────────
  {
    slug: 'erdbeer-smoothie',
    title: 'Erdbeer-Smoothie',
    description: 'Cremiger Erdbeer-Smoothie mit Banane und Joghurt – fruchtig, leicht süß und in fünf Minuten im Glas.',
    category: 'Getränke',
    difficulty: 'einfach',
    duration: 5,
    servings: 2,
    tags: ['vegetarisch', 'glutenfrei', 'schnell', 'fruchtig'],
    ingredients: [
      { name: 'Erdbeeren', amount: '250', unit: 'g' },
      { name: 'Banane', amount: '1', unit: 'Stück' },
      { name: 'Naturjoghurt', amount: '150', unit: 'g' },
      { name: 'Milch', amount: '150', unit: 'ml' },
      { name: 'Honig', amount: '1', unit: 'TL' },
      { name: 'Eiswürfel', amount: '4', unit: '' },
    ],
    instructions: [
      {
        step: 'Erdbeeren waschen und den Stielansatz entfernen. Banane schälen und in Stücke brechen.',
        duration: 2,
      },
      { step: 'Obst mit Joghurt, Milch, Honig und Eiswürfeln in einen Standmixer geben.', duration: 1 },
      { step: 'Etwa 1 Minute fein pürieren, bis der Smoothie schön cremig ist.', duration: 1 },
      {
        step: 'In Gläser füllen, mit je einer Erdbeere oder etwas Minze garnieren und sofort servieren.',
        duration: 1,
      },
    ],
    gradient: ['#F25C78', '#FCE1E4'],
    author: 'admin',
  },
  {
    slug: 'pfirsich-eistee',
    title: 'Pfirsich-Eistee',
    description:
      'Hausgemachter Eistee aus Schwarztee und frischem Pfirsichpüree – viel aromatischer als aus der Flasche und mit weniger Zucker.',
    category: 'Getränke',
    difficulty: 'einfach',
    duration: 80,
    servings: 4,
    tags: ['vegan', 'vegetarisch', 'glutenfrei', 'sommer', 'erfrischend'],
    ingredients: [
      { name: 'Wasser', amount: '1', unit: 'l' },
      { name: 'Schwarztee-Beutel', amount: '4', unit: 'Stück' },
      { name: 'reifer Pfirsich', amount: '2', unit: 'Stück' },
      { name: 'Zucker', amount: '60-80', unit: 'g' },
      { name: 'Zitrone', amount: '1', unit: 'Stück' },
      { name: 'Eiswürfel', amount: '1', unit: 'Handvoll' },
      { name: 'frische Minze', amount: '', unit: 'etwas' },
    ],
    instructions: [
      {
        step: 'Pfirsiche waschen, entsteinen und in Spalten schneiden. Die Hälfte mit dem Zucker und 200 ml Wasser 5 Minuten weich köcheln und dann fein pürieren.',
        duration: 10,
        temperature: 'mittlere Hitze',
      },
      {
        step: 'Restliches Wasser aufkochen, die Teebeutel hineingeben und 4 Minuten ziehen lassen – nicht länger, sonst wird der Tee bitter. Beutel entfernen.',
        duration: 6,
      },
      {
        step: 'Pfirsichpüree und den Saft der Zitrone in den Tee rühren und nach Wunsch durch ein feines Sieb gießen.',
        duration: 2,
      },
      { step: 'Eistee abkühlen lassen und mindestens 1 Stunde im Kühlschrank durchkühlen.', duration: 60 },
      {
        step: 'Gläser mit Eiswürfeln, den übrigen Pfirsichspalten und Minze füllen und mit dem Eistee aufgießen.',
        duration: 2,
      },
    ],
    gradient: ['#F9A03F', '#8C4A2F'],
    author: 'anna',
  },
  {
    slug: 'heisse-schokolade',
    title: 'Heiße Schokolade',
    description:
      'Echte heiße Schokolade aus geschmolzener Zartbitterschokolade mit einem Hauch Zimt und Sahnehäubchen – pures Wohlgefühl in der Tasse.',
    category: 'Getränke',
    difficulty: 'einfach',
    duration: 10,
    servings: 2,
    tags: ['vegetarisch', 'glutenfrei', 'winter', 'schnell'],
    ingredients: [
      { name: 'Milch', amount: '500', unit: 'ml' },
      { name: 'Zartbitterschokolade (70 %)', amount: '80', unit: 'g' },
      { name: 'Zucker', amount: '1-2', unit: 'TL' },
      { name: 'Zimt', amount: '1', unit: 'Prise' },
      { name: 'Salz', amount: '1', unit: 'Prise' },
      { name: 'Schlagsahne', amount: '100', unit: 'ml' },
    ],
    instructions: [
      { step: 'Schokolade fein hacken.', duration: 2 },
      {
        step: 'Milch in einem Topf erhitzen, aber nicht kochen lassen.',
        duration: 4,
        temperature: 'mittlere Hitze',
      },
      {
        step: 'Topf vom Herd nehmen, Schokolade, Zucker, Zimt und Salz zugeben und rühren, bis die Schokolade vollständig geschmolzen ist. Kurz mit dem Schneebesen aufschäumen.',
        duration: 2,
      },
      {
        step: 'Sahne halbsteif schlagen, die Schokolade in Tassen füllen und mit einem Sahnehäubchen servieren.',
        duration: 2,
      },
    ],
    gradient: ['#4A2C2A', '#D2A679'],
    author: 'max',
  },

  // ──────────────────────────── Italienisch ────────────────────────────
  {
    slug: 'klassische-lasagne',
    title: 'Klassische Lasagne',
    description: 'Lasagne wie in Bologna: langsam geschmortes Ragù, samtige Béchamelsoße und eine goldbraune Parmesankruste.',
    category: 'Italienisch',
    difficulty: 'schwer',
    duration: 150,
    servings: 6,
    tags: ['ofengericht', 'pasta', 'klassiker', 'familienessen'],
    ingredients: [
      { name: 'Rinderhackfleisch', amount: '500', unit: 'g' },
      { name: 'Zwiebel', amount: '1', unit: 'Stück' },
      { name: 'Karotte', amount: '1', unit: 'Stück' },
      { name: 'Stange Staudensellerie', amount: '1', unit: '' },
      { name: 'Olivenöl', amount: '2', unit: 'EL' },
      { name: 'Tomatenmark', amount: '2', unit: 'EL' },
      { name: 'trockener Rotwein', amount: '150', unit: 'ml' },
      { name: 'passierte Tomaten', amount: '500', unit: 'g' },
      { name: 'Butter', amount: '50', unit: 'g' },
      { name: 'Weizenmehl', amount: '50', unit: 'g' },
      { name: 'Milch', amount: '750', unit: 'ml' },
      { name: 'Muskatnuss', amount: '', unit: 'etwas' },
      { name: 'Lasagneplatten', amount: '250', unit: 'g' },
      { name: 'Parmesan', amount: '80', unit: 'g' },
      { name: 'Salz und Pfeffer', amount: '', unit: 'nach Geschmack' },
    ],
    instructions: [
      {
        step: 'Zwiebel, Karotte und Sellerie sehr fein würfeln. Öl in einem Topf erhitzen und das Gemüse darin 5 Minuten andünsten.',
        duration: 8,
        temperature: 'mittlere Hitze',
      },
      {
        step: 'Hackfleisch zugeben und krümelig braten, bis es Farbe bekommt. Tomatenmark kurz mitrösten und mit Rotwein ablöschen.',
        duration: 10,
        temperature: 'hohe Hitze',
      },
      {
        step: 'Passierte Tomaten zugeben, salzen, pfeffern und das Ragù zugedeckt mindestens 45 Minuten sanft köcheln lassen.',
        duration: 50,
        temperature: 'niedrige Hitze',
      },
      {
        step: 'Für die Béchamel Butter schmelzen, Mehl einrühren und kurz anschwitzen. Milch unter ständigem Rühren zugießen und 5 Minuten köcheln lassen, bis die Soße cremig ist. Mit Salz und Muskat würzen.',
        duration: 10,
        temperature: 'mittlere Hitze',
      },
      {
        step: 'Backofen vorheizen. Den Boden einer Auflaufform mit etwas Béchamel bestreichen, dann abwechselnd Lasagneplatten, Ragù, Béchamel und geriebenen Parmesan einschichten. Mit Béchamel und Parmesan abschließen.',
        duration: 15,
      },
      {
        step: 'Lasagne etwa 40 Minuten goldbraun backen.',
        duration: 40,
        temperature: '180 °C',
      },
      {
        step: 'Vor dem Anschneiden 10 Minuten ruhen lassen, damit die Schichten fest werden.',
        duration: 10,
      },
    ],
    gradient: ['#C0392B', '#F4D03F'],
    author: 'lena',
  },
  {
    slug: 'spaghetti-carbonara',
    title: 'Spaghetti Carbonara',
    description:
      'Die echte römische Carbonara: knuspriger Guanciale, Eigelb, Pecorino und viel schwarzer Pfeffer – ganz ohne Sahne und trotzdem herrlich cremig.',
    category: 'Italienisch',
    difficulty: 'mittel',
    duration: 25,
    servings: 4,
    tags: ['pasta', 'schnell', 'römisch', 'klassiker'],
    ingredients: [
      { name: 'Spaghetti', amount: '400', unit: 'g' },
      { name: 'Guanciale (alternativ Pancetta)', amount: '150', unit: 'g' },
      { name: 'Eigelb', amount: '4', unit: '' },
      { name: 'Ei', amount: '1', unit: '' },
      { name: 'Pecorino Romano', amount: '80', unit: 'g' },
      { name: 'frisch gemahlener schwarzer Pfeffer', amount: '1', unit: 'TL' },
      { name: 'Salz', amount: '', unit: 'etwas' },
    ],
    instructions: [
      {
        step: 'Reichlich Salzwasser aufkochen und die Spaghetti darin nach Packungsangabe bissfest garen.',
        duration: 10,
      },
      {
        step: 'Währenddessen den Guanciale in Streifen schneiden und in einer großen Pfanne ohne Öl langsam knusprig auslassen. Pfanne vom Herd nehmen.',
        duration: 8,
        temperature: 'mittlere Hitze',
      },
      {
        step: 'Eigelbe, Ei, fein geriebenen Pecorino und reichlich Pfeffer zu einer dicken Creme verrühren.',
        duration: 3,
      },
      {
        step: 'Spaghetti abgießen und dabei eine Tasse Nudelwasser auffangen. Nudeln zum Guanciale in die Pfanne geben und gut durchschwenken.',
        duration: 2,
      },
      {
        step: 'Eiercreme und 3–4 EL Nudelwasser zugeben und alles zügig vermengen, bis eine cremige Soße entsteht. Die Pfanne darf dabei nicht zu heiß sein, sonst stocken die Eier.',
        duration: 2,
      },
      { step: 'Sofort mit extra Pecorino und Pfeffer servieren.', duration: 1 },
    ],
    gradient: ['#F7E7A1', '#5C4033'],
    author: 'admin',
    originalVideo: {
      url: 'https://www.instagram.com/reel/Cx0Demo02/',
      creator: 'nonna.in.berlin',
      platform: 'instagram',
    },
  },
  {
    slug: 'pilzrisotto',
    title: 'Pilzrisotto',
    description:
      'Cremiges Risotto mit gebratenen Champignons und aromatischen Steinpilzen – geduldiges Rühren wird mit vollem Geschmack belohnt.',
    category: 'Italienisch',
    difficulty: 'mittel',
    duration: 50,
    servings: 4,
    tags: ['vegetarisch', 'glutenfrei', 'risotto', 'herbst'],
    ingredients: [
      { name: 'Risottoreis (z. B. Arborio)', amount: '300', unit: 'g' },
      { name: 'braune Champignons', amount: '400', unit: 'g' },
      { name: 'getrocknete Steinpilze', amount: '15', unit: 'g' },
      { name: 'Zwiebel', amount: '1', unit: 'Stück' },
      { name: 'Knoblauch', amount: '1', unit: 'Zehe' },
      { name: 'trockener Weißwein', amount: '125', unit: 'ml' },
      { name: 'Gemüsebrühe', amount: '1', unit: 'l' },
      { name: 'Butter', amount: '40', unit: 'g' },
      { name: 'Olivenöl', amount: '2', unit: 'EL' },
      { name: 'vegetarischer Hartkäse (Parmesan-Art)', amount: '60', unit: 'g' },
      { name: 'glatte Petersilie', amount: '1/2', unit: 'Bund' },
      { name: 'Salz und Pfeffer', amount: '', unit: 'nach Geschmack' },
    ],
    instructions: [
      {
        step: 'Steinpilze in 200 ml heißem Wasser 15 Minuten einweichen, dann ausdrücken und hacken. Das Einweichwasser durch ein Sieb zur Brühe gießen und die Brühe heiß halten.',
        duration: 15,
      },
      {
        step: 'Champignons in Scheiben schneiden, in 1 EL Öl kräftig anbraten, salzen, pfeffern und beiseitestellen.',
        duration: 7,
        temperature: 'hohe Hitze',
      },
      {
        step: 'Zwiebel und Knoblauch fein würfeln und im restlichen Öl mit 1 EL Butter glasig dünsten. Reis zugeben und 1–2 Minuten mitdünsten, bis die Körner glasig sind.',
        duration: 5,
        temperature: 'mittlere Hitze',
      },
      {
        step: 'Mit Wein ablöschen und einkochen lassen. Dann nach und nach heiße Brühe angießen und jeweils unter Rühren einkochen lassen, bevor die nächste Kelle folgt. Die Steinpilze dabei unterrühren.',
        duration: 20,
        temperature: 'mittlere Hitze',
      },
      {
        step: 'Sobald der Reis cremig ist und noch leichten Biss hat, Champignons, restliche Butter und geriebenen Käse unterrühren. 2 Minuten zugedeckt ruhen lassen.',
        duration: 3,
      },
      { step: 'Mit Salz und Pfeffer abschmecken und mit gehackter Petersilie bestreut servieren.', duration: 1 },
    ],
    gradient: ['#EFE3C8', '#6B4F2A'],
    author: 'anna',
  },
  {
    slug: 'tiramisu',
    title: 'Tiramisu',
    description:
      'Espressogetränkte Löffelbiskuits, luftige Mascarponecreme und eine dicke Schicht Kakao – das italienische Dessert, das jeder liebt.',
    category: 'Italienisch',
    difficulty: 'mittel',
    duration: 270,
    servings: 6,
    tags: ['vegetarisch', 'dessert', 'ohne backen', 'klassiker'],
    ingredients: [
      { name: 'Mascarpone', amount: '500', unit: 'g' },
      { name: 'sehr frisches Ei', amount: '4', unit: '' },
      { name: 'Zucker', amount: '100', unit: 'g' },
      { name: 'Löffelbiskuits', amount: '200', unit: 'g' },
      { name: 'starker Espresso (abgekühlt)', amount: '300', unit: 'ml' },
      { name: 'Amaretto', amount: '3', unit: 'EL' },
      { name: 'Kakaopulver', amount: '2', unit: 'EL' },
      { name: 'Salz', amount: '1', unit: 'Prise' },
    ],
    instructions: [
      { step: 'Espresso zubereiten, mit Amaretto mischen und abkühlen lassen.', duration: 5 },
      {
        step: 'Eier trennen. Eigelbe mit dem Zucker etwa 5 Minuten hell und cremig aufschlagen, dann die Mascarpone kurz unterrühren.',
        duration: 8,
      },
      {
        step: 'Eiweiße mit einer Prise Salz steif schlagen und vorsichtig unter die Mascarponecreme heben.',
        duration: 4,
      },
      {
        step: 'Löffelbiskuits kurz in den Espresso tauchen und eine Form (etwa 20 × 30 cm) damit auslegen. Die Hälfte der Creme darauf verstreichen.',
        duration: 5,
      },
      {
        step: 'Eine zweite Lage getränkter Biskuits darauflegen und mit der restlichen Creme bedecken. Glatt streichen.',
        duration: 5,
      },
      {
        step: 'Abgedeckt mindestens 4 Stunden, am besten über Nacht, im Kühlschrank durchziehen lassen. Vor dem Servieren dick mit Kakao bestäuben.',
        duration: 240,
      },
    ],
    gradient: ['#6F4E37', '#F3E5C7'],
    author: 'max',
  },
  {
    slug: 'kartoffelgnocchi-salbeibutter',
    title: 'Kartoffelgnocchi mit Salbeibutter',
    description:
      'Hausgemachte, federleichte Kartoffelgnocchi in nussiger Salbeibutter geschwenkt – einfache Zutaten, großes Handwerk.',
    category: 'Italienisch',
    difficulty: 'schwer',
    duration: 90,
    servings: 4,
    tags: ['vegetarisch', 'selbstgemacht', 'pasta', 'kartoffeln'],
    ingredients: [
      { name: 'mehligkochende Kartoffeln', amount: '1', unit: 'kg' },
      { name: 'Weizenmehl', amount: '200-250', unit: 'g' },
      { name: 'Eigelb', amount: '1', unit: '' },
      { name: 'Salz', amount: '1', unit: 'TL' },
      { name: 'Muskatnuss', amount: '', unit: 'etwas' },
      { name: 'Butter', amount: '80', unit: 'g' },
      { name: 'frischer Salbei', amount: '1/2', unit: 'Bund' },
      { name: 'vegetarischer Hartkäse (Parmesan-Art)', amount: '50', unit: 'g' },
      { name: 'Pfeffer', amount: '', unit: 'nach Geschmack' },
    ],
    instructions: [
      { step: 'Kartoffeln ungeschält in Salzwasser etwa 25 Minuten weich kochen.', duration: 25 },
      {
        step: 'Kartoffeln abgießen, kurz ausdampfen lassen, pellen und noch heiß durch eine Kartoffelpresse auf die Arbeitsfläche drücken. Etwas abkühlen lassen.',
        duration: 15,
      },
      {
        step: 'Eigelb, Salz, Muskat und 200 g Mehl zugeben und rasch zu einem glatten, weichen Teig verarbeiten. Nur so viel weiteres Mehl einarbeiten, dass er nicht mehr klebt – zu viel Mehl macht die Gnocchi zäh.',
        duration: 5,
      },
      {
        step: 'Teig portionsweise zu daumendicken Rollen formen, in 2 cm lange Stücke schneiden und mit einer Gabel leicht eindrücken, damit die Butter später besser haftet.',
        duration: 20,
      },
      {
        step: 'Gnocchi portionsweise in siedendes Salzwasser geben. Sobald sie an die Oberfläche steigen, noch 1 Minute ziehen lassen und mit der Schaumkelle herausheben.',
        duration: 10,
      },
      {
        step: 'Butter in einer großen Pfanne aufschäumen lassen, bis sie leicht nussig duftet. Salbeiblätter darin knusprig braten, Gnocchi zugeben und 2–3 Minuten schwenken.',
        duration: 5,
        temperature: 'mittlere Hitze',
      },
      { step: 'Mit Pfeffer würzen und mit frisch geriebenem Käse bestreut servieren.', duration: 2 },
    ],
    gradient: ['#F1E3B5', '#5F7F4F'],
    author: 'lena',
  },
  {
    slug: 'bruschetta',
    title: 'Bruschetta mit Tomaten',
    description:
      'Knusprig geröstetes Ciabatta mit Knoblauch, sonnenreifen Tomaten, Basilikum und gutem Olivenöl – italienische Vorspeise in Bestform.',
    category: 'Italienisch',
    difficulty: 'einfach',
    duration: 15,
    servings: 4,
    tags: ['vegan', 'vegetarisch', 'vorspeise', 'schnell'],
    ingredients: [
      { name: 'Ciabatta', amount: '8', unit: 'Scheibe' },
      { name: 'reife Tomaten (z. B. Roma)', amount: '4', unit: 'Stück' },
      { name: 'Knoblauch', amount: '2', unit: 'Zehe' },
      { name: 'Basilikum', amount: '1', unit: 'Handvoll' },
      { name: 'natives Olivenöl extra', amount: '4', unit: 'EL' },
      { name: 'heller Balsamicoessig', amount: '1', unit: 'TL' },
      { name: 'Salz und Pfeffer', amount: '', unit: 'nach Geschmack' },
    ],
    instructions: [
      {
        step: 'Tomaten waschen, vierteln, entkernen und fein würfeln. Basilikum in feine Streifen schneiden.',
        duration: 5,
      },
      {
        step: 'Tomaten mit Basilikum, 3 EL Olivenöl, Balsamico, Salz und Pfeffer mischen und kurz ziehen lassen.',
        duration: 2,
      },
      {
        step: 'Ciabattascheiben unter dem Backofengrill oder in einer Grillpfanne von beiden Seiten goldbraun rösten.',
        duration: 5,
        temperature: '220 °C',
      },
      {
        step: 'Die Brotscheiben noch warm mit einer halbierten Knoblauchzehe einreiben und mit dem restlichen Olivenöl beträufeln.',
        duration: 1,
      },
      {
        step: 'Tomatenmischung auf den Brotscheiben verteilen und sofort servieren, damit das Brot knusprig bleibt.',
        duration: 2,
      },
    ],
    gradient: ['#D62828', '#386641'],
    author: 'admin',
  },

  // ───────────────────────────── Asiatisch ─────────────────────────────
  {
    slug: 'pad-thai-garnelen',
    title: 'Pad Thai mit Garnelen',
    description:
      'Gebratene Reisnudeln mit Garnelen, Tofu und Ei in süß-saurer Tamarindensoße, getoppt mit Erdnüssen und Limette – Thailands Streetfood-Star.',
    category: 'Asiatisch',
    difficulty: 'mittel',
    duration: 35,
    servings: 2,
    tags: ['thailändisch', 'wok', 'glutenfrei', 'meeresfrüchte'],
    ingredients: [
      { name: 'Reisbandnudeln', amount: '200', unit: 'g' },
      { name: 'rohe Garnelen (geschält)', amount: '200', unit: 'g' },
      { name: 'fester Tofu', amount: '100', unit: 'g' },
      { name: 'Ei', amount: '2', unit: '' },
      { name: 'Tamarindenpaste', amount: '2', unit: 'EL' },
      { name: 'Fischsauce', amount: '2', unit: 'EL' },
      { name: 'Palmzucker oder brauner Zucker', amount: '1-2', unit: 'EL' },
      { name: 'Knoblauch', amount: '2', unit: 'Zehe' },
      { name: 'Frühlingszwiebel', amount: '3', unit: 'Stück' },
      { name: 'Mungbohnensprossen', amount: '100', unit: 'g' },
      { name: 'geröstete Erdnüsse', amount: '40', unit: 'g' },
      { name: 'Limette', amount: '1', unit: 'Stück' },
      { name: 'Pflanzenöl', amount: '3', unit: 'EL' },
      { name: 'Chiliflocken', amount: '', unit: 'nach Geschmack' },
    ],
    instructions: [
      {
        step: 'Reisnudeln in lauwarmem Wasser etwa 20 Minuten einweichen, bis sie biegsam, aber noch fest sind. Abgießen.',
        duration: 20,
      },
      {
        step: 'Währenddessen Tamarinde, Fischsauce und Zucker zu einer Soße verrühren. Knoblauch hacken, Frühlingszwiebeln in 3 cm lange Stücke schneiden, Tofu würfeln und Erdnüsse grob hacken.',
        duration: 10,
      },
      {
        step: 'Öl im Wok stark erhitzen. Tofu goldbraun braten, dann Garnelen und Knoblauch zugeben und etwa 2 Minuten braten, bis die Garnelen rosa sind.',
        duration: 5,
        temperature: 'hohe Hitze',
      },
      {
        step: 'Alles an den Rand schieben, die Eier in die Mitte schlagen, kurz stocken lassen und zerteilen.',
        duration: 2,
        temperature: 'hohe Hitze',
      },
      {
        step: 'Nudeln und Soße zugeben und 2–3 Minuten unter ständigem Wenden braten, bis die Nudeln die Soße aufgenommen haben. Bei Bedarf einen Schuss Wasser zugeben.',
        duration: 3,
        temperature: 'hohe Hitze',
      },
      { step: 'Sprossen und Frühlingszwiebeln unterheben und 30 Sekunden mitbraten.', duration: 1 },
      { step: 'Mit Erdnüssen, Chiliflocken und Limettenspalten servieren.', duration: 1 },
    ],
    gradient: ['#E9A23B', '#2D6A4F'],
    author: 'anna',
    originalVideo: {
      url: 'https://www.youtube.com/watch?v=kc0Demo0002',
      creator: 'Wok & Wiese',
      platform: 'youtube',
    },
  },
  {
    slug: 'gyoza',
    title: 'Gyoza mit Schweinefleisch',
    description:
      'Japanische Teigtaschen mit saftiger Schweinefleisch-Chinakohl-Füllung, unten knusprig gebraten und oben zart gedämpft – mit selbst gemachtem Teig.',
    category: 'Asiatisch',
    difficulty: 'schwer',
    duration: 95,
    servings: 4,
    tags: ['japanisch', 'selbstgemacht', 'teigtaschen', 'fingerfood'],
    ingredients: [
      { name: 'Weizenmehl', amount: '250', unit: 'g' },
      { name: 'heißes Wasser', amount: '140', unit: 'ml' },
      { name: 'Salz', amount: '1', unit: 'Prise' },
      { name: 'Schweinehackfleisch', amount: '250', unit: 'g' },
      { name: 'Chinakohl', amount: '200', unit: 'g' },
      { name: 'Frühlingszwiebel', amount: '2', unit: 'Stück' },
      { name: 'frischer Ingwer', amount: '20', unit: 'g' },
      { name: 'Knoblauch', amount: '2', unit: 'Zehe' },
      { name: 'Sojasauce', amount: '6', unit: 'EL' },
      { name: 'geröstetes Sesamöl', amount: '1', unit: 'TL' },
      { name: 'Speisestärke zum Bestäuben', amount: '2', unit: 'EL' },
      { name: 'Pflanzenöl', amount: '2', unit: 'EL' },
      { name: 'Reisessig', amount: '2', unit: 'EL' },
    ],
    instructions: [
      {
        step: 'Mehl und Salz in eine Schüssel geben, das heiße Wasser zugießen und mit Stäbchen verrühren. Sobald es handwarm ist, 5 Minuten glatt kneten und abgedeckt 30 Minuten ruhen lassen.',
        duration: 40,
      },
      {
        step: 'Währenddessen den Chinakohl sehr fein hacken, mit einer Prise Salz mischen, 10 Minuten ziehen lassen und kräftig ausdrücken. Frühlingszwiebeln, Ingwer und Knoblauch fein hacken.',
        duration: 15,
      },
      {
        step: 'Hackfleisch mit Kohl, Frühlingszwiebeln, Ingwer, Knoblauch, 2 EL Sojasauce und Sesamöl verkneten.',
        duration: 3,
      },
      {
        step: 'Teig zu einer Rolle formen, in etwa 30 Stücke teilen und jedes auf einer mit Stärke bestäubten Fläche zu einem dünnen Kreis von etwa 8 cm ausrollen.',
        duration: 20,
      },
      {
        step: 'Je 1 TL Füllung in die Mitte setzen, den Teig zur Hälfte falten und eine Seite in kleinen Falten gegen die glatte Seite drücken, bis die Taschen fest verschlossen sind.',
        duration: 20,
      },
      {
        step: 'Öl in einer beschichteten Pfanne erhitzen, die Gyoza mit der flachen Seite hineinsetzen und 2 Minuten goldbraun braten. 80 ml Wasser angießen, sofort den Deckel auflegen und 6 Minuten dämpfen. Deckel abnehmen und weiterbraten, bis die Unterseite wieder knusprig ist.',
        duration: 10,
        temperature: 'mittlere Hitze',
      },
      {
        step: 'Restliche Sojasauce mit Reisessig zu einem Dip verrühren und die Gyoza heiß servieren.',
        duration: 1,
      },
    ],
    gradient: ['#F5E6C8', '#A44A3F'],
    author: 'max',
    originalVideo: {
      url: 'https://www.youtube.com/watch?v=kc0Demo0003',
      creator: 'Dumpling Dienstag',
      platform: 'youtube',
    },
  },
  {
    slug: 'gebratener-reis',
    title: 'Gebratener Reis mit Ei und Gemüse',
    description: 'Knuspriger gebratener Reis vom Vortag mit Ei, Erbsen und Karotten – die schnellste Resteküche aus dem Wok.',
    category: 'Asiatisch',
    difficulty: 'einfach',
    duration: 20,
    servings: 2,
    tags: ['vegetarisch', 'wok', 'resteverwertung', 'schnell'],
    ingredients: [
      { name: 'gekochter Reis vom Vortag', amount: '400', unit: 'g' },
      { name: 'Ei', amount: '2', unit: '' },
      { name: 'Karotte', amount: '1', unit: 'Stück' },
      { name: 'tiefgekühlte Erbsen', amount: '100', unit: 'g' },
      { name: 'Frühlingszwiebel', amount: '2', unit: 'Stück' },
      { name: 'Knoblauch', amount: '1', unit: 'Zehe' },
      { name: 'Sojasauce', amount: '2-3', unit: 'EL' },
      { name: 'geröstetes Sesamöl', amount: '1', unit: 'TL' },
      { name: 'Pflanzenöl', amount: '2', unit: 'EL' },
    ],
    instructions: [
      {
        step: 'Karotte klein würfeln, Frühlingszwiebeln in Ringe schneiden (Weißes und Grünes getrennt) und Knoblauch hacken.',
        duration: 5,
      },
      {
        step: '1 EL Öl im Wok erhitzen, die verquirlten Eier hineingeben, zu Rührei stocken lassen und herausnehmen.',
        duration: 2,
        temperature: 'hohe Hitze',
      },
      {
        step: 'Restliches Öl erhitzen und Karotte, Erbsen, Knoblauch und das Weiße der Frühlingszwiebeln 3 Minuten pfannenrühren.',
        duration: 3,
        temperature: 'hohe Hitze',
      },
      {
        step: 'Kalten Reis zugeben, Klumpen auflösen und 4–5 Minuten unter Rühren braten, bis er leicht knusprig ist.',
        duration: 5,
        temperature: 'hohe Hitze',
      },
      {
        step: 'Ei, Sojasauce und Sesamöl unterheben und mit dem Grün der Frühlingszwiebeln bestreut servieren.',
        duration: 2,
      },
    ],
    gradient: ['#F3D27A', '#4C9A2A'],
    author: 'lena',
  },
  {
    slug: 'teriyaki-lachs',
    title: 'Teriyaki-Lachs mit Reis',
    description:
      'Saftiger Lachs in glänzender, selbst gemachter Teriyaki-Glasur mit Reis und Brokkoli – schnell, ausgewogen und voller Umami.',
    category: 'Asiatisch',
    difficulty: 'einfach',
    duration: 30,
    servings: 2,
    tags: ['japanisch', 'fisch', 'feierabendküche'],
    ingredients: [
      { name: 'Lachsfilet ohne Haut (à ca. 150 g)', amount: '2', unit: 'Stück' },
      { name: 'Jasminreis', amount: '150', unit: 'g' },
      { name: 'Brokkoli', amount: '250', unit: 'g' },
      { name: 'Sojasauce', amount: '4', unit: 'EL' },
      { name: 'Mirin', amount: '2', unit: 'EL' },
      { name: 'Honig', amount: '1', unit: 'EL' },
      { name: 'geriebener Ingwer', amount: '1', unit: 'TL' },
      { name: 'Speisestärke', amount: '1', unit: 'TL' },
      { name: 'Pflanzenöl', amount: '1', unit: 'EL' },
      { name: 'heller Sesam', amount: '1', unit: 'TL' },
      { name: 'Frühlingszwiebel', amount: '1', unit: 'Stück' },
    ],
    instructions: [
      { step: 'Reis nach Packungsangabe garen.', duration: 20 },
      {
        step: 'Währenddessen Sojasauce, Mirin, Honig, Ingwer und 3 EL Wasser verrühren und die Stärke darin auflösen.',
        duration: 3,
      },
      { step: 'Brokkoli in Röschen teilen und 4 Minuten in Salzwasser garen.', duration: 6 },
      {
        step: 'Öl in einer Pfanne erhitzen und den Lachs zuerst auf der Oberseite 3 Minuten braten, wenden und weitere 2 Minuten braten.',
        duration: 5,
        temperature: 'mittlere bis hohe Hitze',
      },
      {
        step: 'Teriyaki-Soße angießen und unter Wenden 1–2 Minuten einkochen lassen, bis sie glänzt und andickt.',
        duration: 2,
      },
      {
        step: 'Lachs mit Reis und Brokkoli anrichten, mit der Soße beträufeln und mit Sesam und Frühlingszwiebelringen bestreuen.',
        duration: 2,
      },
    ],
    gradient: ['#F28C6B', '#2F3E46'],
    author: 'admin',
  },

  // ───────────────────────────── Mediterran ─────────────────────────────
  {
    slug: 'griechischer-salat',
    title: 'Griechischer Salat',
    description:
      'Knackiger Bauernsalat mit Tomaten, Gurke, Paprika, Oliven und einer ganzen Scheibe Feta – Urlaub auf dem Teller.',
    category: 'Mediterran',
    difficulty: 'einfach',
    duration: 12,
    servings: 4,
    tags: ['vegetarisch', 'glutenfrei', 'low carb', 'salat', 'schnell'],
    ingredients: [
      { name: 'Salatgurke', amount: '1', unit: 'Stück' },
      { name: 'Tomate', amount: '4', unit: 'Stück' },
      { name: 'grüne Paprika', amount: '1', unit: 'Stück' },
      { name: 'rote Zwiebel', amount: '1', unit: 'Stück' },
      { name: 'Kalamata-Oliven', amount: '100', unit: 'g' },
      { name: 'Feta-Käse', amount: '200', unit: 'g' },
      { name: 'getrockneter Oregano', amount: '1', unit: 'TL' },
      { name: 'Olivenöl', amount: '4', unit: 'EL' },
      { name: 'Rotweinessig', amount: '2', unit: 'EL' },
      { name: 'Salz und Pfeffer', amount: '', unit: 'nach Geschmack' },
    ],
    instructions: [
      {
        step: 'Tomaten in Spalten, Gurke in dicke Halbscheiben, Paprika in Ringe und Zwiebel in feine Ringe schneiden.',
        duration: 7,
      },
      { step: 'Gemüse mit den Oliven in einer Schüssel mischen, leicht salzen und pfeffern.', duration: 1 },
      { step: 'Olivenöl und Essig verrühren und über den Salat träufeln.', duration: 1 },
      {
        step: 'Feta als ganze Scheibe auf den Salat legen, mit Oregano bestreuen und mit etwas Olivenöl beträufeln. Mit frischem Brot servieren.',
        duration: 2,
      },
    ],
    gradient: ['#E63946', '#457B9D'],
    author: 'anna',
  },
  {
    slug: 'moussaka',
    title: 'Moussaka',
    description:
      'Griechischer Auflauf aus gebackenen Auberginen, Kartoffeln und zimtwürzigem Lammhack unter einer goldenen Béchamelhaube.',
    category: 'Mediterran',
    difficulty: 'schwer',
    duration: 120,
    servings: 6,
    tags: ['griechisch', 'ofengericht', 'auflauf', 'fleisch'],
    ingredients: [
      { name: 'Aubergine', amount: '3', unit: 'Stück' },
      { name: 'festkochende Kartoffeln', amount: '400', unit: 'g' },
      { name: 'Lammhackfleisch (oder Rinderhack)', amount: '500', unit: 'g' },
      { name: 'Zwiebel', amount: '2', unit: 'Stück' },
      { name: 'Knoblauch', amount: '2', unit: 'Zehe' },
      { name: 'stückige Tomaten', amount: '1', unit: 'Dose' },
      { name: 'Zimt', amount: '1/2', unit: 'TL' },
      { name: 'getrockneter Oregano', amount: '1', unit: 'TL' },
      { name: 'Olivenöl', amount: '6', unit: 'EL' },
      { name: 'Butter', amount: '50', unit: 'g' },
      { name: 'Weizenmehl', amount: '50', unit: 'g' },
      { name: 'Milch', amount: '600', unit: 'ml' },
      { name: 'Eigelb', amount: '2', unit: '' },
      { name: 'geriebener Hartkäse (Kefalotyri oder Parmesan)', amount: '60', unit: 'g' },
      { name: 'Salz, Pfeffer und Muskatnuss', amount: '', unit: 'nach Geschmack' },
    ],
    instructions: [
      {
        step: 'Auberginen längs in 1 cm dicke Scheiben schneiden, salzen und 20 Minuten Wasser ziehen lassen. Kartoffeln schälen und in 5 mm dicke Scheiben schneiden.',
        duration: 20,
      },
      {
        step: 'Währenddessen Zwiebeln und Knoblauch würfeln und in 1 EL Öl glasig dünsten. Hackfleisch zugeben und krümelig braten. Tomaten, Zimt und Oregano zugeben, würzen und 20 Minuten offen einkochen lassen.',
        duration: 25,
        temperature: 'mittlere Hitze',
      },
      {
        step: 'Auberginen trocken tupfen, mit dem restlichen Öl bestreichen und mit den Kartoffelscheiben auf zwei Blechen etwa 15 Minuten vorbacken.',
        duration: 15,
        temperature: '200 °C',
      },
      {
        step: 'Für die Béchamel Butter schmelzen, Mehl anschwitzen, Milch unter Rühren zugießen und 5 Minuten köcheln lassen. Vom Herd nehmen, Eigelbe und die Hälfte des Käses unterrühren, mit Salz und Muskat würzen.',
        duration: 10,
        temperature: 'mittlere Hitze',
      },
      {
        step: 'In einer Auflaufform Kartoffeln, die Hälfte der Auberginen, das Hackfleisch und die restlichen Auberginen schichten. Béchamel darübergießen und mit dem restlichen Käse bestreuen.',
        duration: 7,
      },
      { step: 'Etwa 45 Minuten backen, bis die Oberfläche goldbraun ist.', duration: 45, temperature: '180 °C' },
      { step: 'Vor dem Anschneiden mindestens 15 Minuten ruhen lassen.', duration: 15 },
    ],
    gradient: ['#5E2750', '#E9C46A'],
    author: 'max',
  },
  {
    slug: 'haehnchen-souvlaki-tzatziki',
    title: 'Hähnchen-Souvlaki mit Tzatziki',
    description:
      'Zitronig marinierte Hähnchenspieße vom Grill mit cremigem Knoblauch-Tzatziki und warmem Pitabrot – wie in der Taverne.',
    category: 'Mediterran',
    difficulty: 'mittel',
    duration: 60,
    servings: 4,
    tags: ['griechisch', 'grillen', 'hähnchen', 'sommer'],
    ingredients: [
      { name: 'Hähnchenbrustfilet', amount: '600', unit: 'g' },
      { name: 'Olivenöl', amount: '5', unit: 'EL' },
      { name: 'Zitrone', amount: '1', unit: 'Stück' },
      { name: 'Knoblauch', amount: '3', unit: 'Zehe' },
      { name: 'getrockneter Oregano', amount: '2', unit: 'TL' },
      { name: 'griechischer Joghurt (10 % Fett)', amount: '400', unit: 'g' },
      { name: 'Salatgurke', amount: '1/2', unit: 'Stück' },
      { name: 'frischer Dill', amount: '', unit: 'etwas' },
      { name: 'rote Zwiebel', amount: '1', unit: 'Stück' },
      { name: 'Pitabrot', amount: '4', unit: 'Stück' },
      { name: 'Salz und Pfeffer', amount: '', unit: 'nach Geschmack' },
    ],
    instructions: [
      {
        step: 'Hähnchen in 3 cm große Würfel schneiden. 3 EL Öl, den Saft einer halben Zitrone, 2 gepresste Knoblauchzehen, Oregano, Salz und Pfeffer verrühren und das Fleisch darin mindestens 30 Minuten marinieren.',
        duration: 35,
      },
      {
        step: 'Für das Tzatziki die Gurke grob raspeln, salzen, 10 Minuten ziehen lassen und gut ausdrücken. Mit Joghurt, 1 gepresster Knoblauchzehe, 1 EL Öl, gehacktem Dill und etwas Zitronensaft verrühren und kalt stellen.',
        duration: 15,
      },
      {
        step: 'Fleisch auf 8 gewässerte Holzspieße stecken. Zwiebel in Ringe und die restliche Zitrone in Spalten schneiden.',
        duration: 5,
      },
      {
        step: 'Spieße in einer Grillpfanne oder auf dem Grill rundum 10–12 Minuten braten, bis das Fleisch gar und leicht gebräunt ist.',
        duration: 12,
        temperature: 'hohe Hitze',
      },
      {
        step: 'Pitabrote mit dem restlichen Öl bestreichen und kurz in der Pfanne erwärmen.',
        duration: 3,
      },
      { step: 'Spieße mit Tzatziki, Zwiebelringen, Pita und Zitronenspalten servieren.', duration: 2 },
    ],
    gradient: ['#F4A259', '#5B8E7D'],
    author: 'lena',
  },

  // ──────────────────────────── Vegetarisch ────────────────────────────
  {
    slug: 'tomatensuppe',
    title: 'Tomatensuppe',
    description:
      'Samtige Tomatensuppe mit Basilikum und einem Schuss Sahne – aus Dosentomaten in einer halben Stunde fertig und wunderbar aromatisch.',
    category: 'Vegetarisch',
    difficulty: 'einfach',
    duration: 30,
    servings: 4,
    tags: ['vegetarisch', 'glutenfrei', 'suppe', 'schnell'],
    ingredients: [
      { name: 'Zwiebel', amount: '1', unit: 'Stück' },
      { name: 'Knoblauch', amount: '2', unit: 'Zehe' },
      { name: 'Olivenöl', amount: '2', unit: 'EL' },
      { name: 'Tomatenmark', amount: '1', unit: 'EL' },
      { name: 'passierte Tomaten', amount: '500', unit: 'g' },
      { name: 'stückige Tomaten', amount: '1', unit: 'Dose' },
      { name: 'Gemüsebrühe', amount: '500', unit: 'ml' },
      { name: 'Zucker', amount: '1', unit: 'TL' },
      { name: 'Sahne', amount: '100', unit: 'ml' },
      { name: 'Basilikum', amount: '1/2', unit: 'Bund' },
      { name: 'Salz und Pfeffer', amount: '', unit: 'nach Geschmack' },
    ],
    instructions: [
      {
        step: 'Zwiebel und Knoblauch fein würfeln und im Olivenöl etwa 4 Minuten glasig dünsten.',
        duration: 5,
        temperature: 'mittlere Hitze',
      },
      { step: 'Tomatenmark zugeben und 1 Minute mitrösten.', duration: 1 },
      {
        step: 'Tomaten und Brühe zugeben, mit Zucker, Salz und Pfeffer würzen und zugedeckt 15 Minuten köcheln lassen.',
        duration: 15,
        temperature: 'niedrige Hitze',
      },
      {
        step: 'Einige Basilikumblätter zugeben und die Suppe mit dem Stabmixer fein pürieren. Sahne unterrühren und noch einmal erhitzen, aber nicht kochen lassen.',
        duration: 4,
      },
      {
        step: 'Abschmecken und mit einem Klecks Sahne und Basilikum garniert servieren. Dazu passt geröstetes Brot.',
        duration: 2,
      },
    ],
    gradient: ['#E63946', '#F1FAEE'],
    author: 'admin',
  },
  {
    slug: 'semmelknoedel-pilzrahm',
    title: 'Semmelknödel mit Pilzrahmsoße',
    description:
      'Fluffige bayerische Semmelknödel in cremiger Pilzrahmsoße mit frischer Petersilie – ein herbstliches Wohlfühlessen ganz ohne Fleisch.',
    category: 'Vegetarisch',
    difficulty: 'mittel',
    duration: 55,
    servings: 4,
    tags: ['vegetarisch', 'bayerisch', 'pilze', 'hausmannskost'],
    ingredients: [
      { name: 'Knödelbrot (altbackene Brötchen)', amount: '250', unit: 'g' },
      { name: 'Milch', amount: '250', unit: 'ml' },
      { name: 'Ei', amount: '2', unit: '' },
      { name: 'Zwiebel', amount: '2', unit: 'Stück' },
      { name: 'Butter', amount: '2', unit: 'EL' },
      { name: 'glatte Petersilie', amount: '1', unit: 'Bund' },
      { name: 'gemischte Pilze (z. B. Champignons, Kräuterseitlinge)', amount: '500', unit: 'g' },
      { name: 'Sahne', amount: '200', unit: 'ml' },
      { name: 'Gemüsebrühe', amount: '100', unit: 'ml' },
      { name: 'Muskatnuss', amount: '', unit: 'etwas' },
      { name: 'Salz und Pfeffer', amount: '', unit: 'nach Geschmack' },
    ],
    instructions: [
      {
        step: 'Milch lauwarm erwärmen, über das Knödelbrot gießen und 15 Minuten ziehen lassen.',
        duration: 15,
      },
      {
        step: 'Eine Zwiebel fein würfeln und in 1 EL Butter glasig dünsten. Mit den Eiern, der Hälfte der gehackten Petersilie, Salz, Pfeffer und Muskat zum Brot geben und alles gut vermengen.',
        duration: 8,
      },
      {
        step: 'Mit nassen Händen 8 Knödel formen und in leicht siedendem Salzwasser etwa 20 Minuten gar ziehen lassen – das Wasser darf nicht sprudelnd kochen.',
        duration: 22,
        temperature: 'niedrige Hitze',
      },
      {
        step: 'Inzwischen die Pilze putzen und in Scheiben schneiden, die zweite Zwiebel würfeln. Pilze in der restlichen Butter kräftig anbraten, Zwiebel zugeben und kurz mitbraten.',
        duration: 10,
        temperature: 'hohe Hitze',
      },
      {
        step: 'Mit Brühe und Sahne ablöschen, 5 Minuten sämig einkochen lassen und mit Salz und Pfeffer abschmecken. Restliche Petersilie unterrühren.',
        duration: 5,
      },
      { step: 'Knödel mit der Schaumkelle herausheben und mit der Pilzrahmsoße servieren.', duration: 2 },
    ],
    gradient: ['#C9A66B', '#5C4B37'],
    author: 'anna',
  },
  {
    slug: 'spinat-feta-quiche',
    title: 'Spinat-Feta-Quiche',
    description:
      'Knuspriger Mürbeteig, gefüllt mit frischem Blattspinat, salzigem Feta und einem cremigen Eierguss – warm wie kalt ein Genuss.',
    category: 'Vegetarisch',
    difficulty: 'mittel',
    duration: 80,
    servings: 6,
    tags: ['vegetarisch', 'ofengericht', 'backen', 'picknick'],
    ingredients: [
      { name: 'Weizenmehl', amount: '200', unit: 'g' },
      { name: 'kalte Butter', amount: '100', unit: 'g' },
      { name: 'Ei', amount: '4', unit: '' },
      { name: 'Salz', amount: '1', unit: 'TL' },
      { name: 'frischer Blattspinat', amount: '400', unit: 'g' },
      { name: 'Zwiebel', amount: '1', unit: 'Stück' },
      { name: 'Knoblauch', amount: '1', unit: 'Zehe' },
      { name: 'Feta-Käse', amount: '150', unit: 'g' },
      { name: 'Sahne', amount: '200', unit: 'ml' },
      { name: 'Muskatnuss', amount: '', unit: 'etwas' },
      { name: 'Pfeffer', amount: '', unit: 'nach Geschmack' },
    ],
    instructions: [
      {
        step: 'Mehl, Butter in Stücken, 1 Ei, 1/2 TL Salz und 1–2 EL kaltes Wasser rasch zu einem Mürbeteig verkneten. In Folie gewickelt 30 Minuten kalt stellen.',
        duration: 35,
      },
      {
        step: 'Währenddessen Zwiebel und Knoblauch würfeln und in etwas Butter andünsten. Spinat zugeben und zusammenfallen lassen. In einem Sieb abtropfen lassen, gut ausdrücken und grob hacken.',
        duration: 10,
        temperature: 'mittlere Hitze',
      },
      {
        step: 'Backofen vorheizen. Teig ausrollen, eine gefettete Tarteform (26 cm) damit auslegen, einen Rand hochziehen und den Boden mehrmals mit einer Gabel einstechen.',
        duration: 5,
      },
      {
        step: 'Spinat auf dem Boden verteilen und den Feta darüberbröseln. Restliche Eier mit Sahne, Salz, Pfeffer und Muskat verquirlen und darübergießen.',
        duration: 5,
      },
      {
        step: 'Quiche etwa 35 Minuten backen, bis der Guss gestockt und goldbraun ist. Kurz abkühlen lassen und warm oder kalt servieren.',
        duration: 35,
        temperature: '180 °C',
      },
    ],
    gradient: ['#2D6A4F', '#F2D492'],
    author: 'max',
  },

  // ─────────────────────────────── Vegan ───────────────────────────────
  {
    slug: 'kuerbissuppe-mit-ingwer',
    title: 'Kürbissuppe mit Ingwer',
    description:
      'Samtige Hokkaido-Kürbissuppe mit frischem Ingwer, Kokosmilch und gerösteten Kürbiskernen – wärmend, leicht scharf und komplett vegan.',
    category: 'Vegan',
    difficulty: 'einfach',
    duration: 40,
    servings: 4,
    tags: ['vegan', 'vegetarisch', 'glutenfrei', 'suppe', 'herbst'],
    ingredients: [
      { name: 'Hokkaido-Kürbis', amount: '1', unit: 'kg' },
      { name: 'Zwiebel', amount: '1', unit: 'Stück' },
      { name: 'Knoblauch', amount: '1', unit: 'Zehe' },
      { name: 'frischer Ingwer', amount: '20', unit: 'g' },
      { name: 'Olivenöl', amount: '2', unit: 'EL' },
      { name: 'Currypulver', amount: '1', unit: 'TL' },
      { name: 'Gemüsebrühe', amount: '800', unit: 'ml' },
      { name: 'Kokosmilch', amount: '1', unit: 'Dose' },
      { name: 'Limettensaft', amount: '1-2', unit: 'EL' },
      { name: 'Kürbiskerne', amount: '2', unit: 'EL' },
      { name: 'Salz und Pfeffer', amount: '', unit: 'nach Geschmack' },
    ],
    instructions: [
      {
        step: 'Kürbis waschen, halbieren, entkernen und mit Schale in Würfel schneiden. Zwiebel, Knoblauch und Ingwer schälen und fein hacken.',
        duration: 10,
      },
      {
        step: 'Öl in einem großen Topf erhitzen und Zwiebel, Knoblauch und Ingwer darin 3 Minuten andünsten. Currypulver kurz mitrösten.',
        duration: 4,
        temperature: 'mittlere Hitze',
      },
      {
        step: 'Kürbis zugeben, mit Brühe ablöschen und zugedeckt etwa 20 Minuten köcheln lassen, bis der Kürbis weich ist.',
        duration: 20,
        temperature: 'niedrige Hitze',
      },
      {
        step: 'Kokosmilch zugeben (2 EL zum Garnieren zurückbehalten) und alles fein pürieren. Mit Limettensaft, Salz und Pfeffer abschmecken.',
        duration: 4,
      },
      {
        step: 'Kürbiskerne in einer Pfanne ohne Fett rösten. Suppe mit einem Klecks Kokosmilch und den Kürbiskernen garniert servieren.',
        duration: 2,
      },
    ],
    gradient: ['#F28C28', '#FFE5B4'],
    author: 'lena',
    originalVideo: {
      url: 'https://www.instagram.com/reel/Cx0Demo03/',
      creator: 'herbstkueche.vegan',
      platform: 'instagram',
    },
  },
  {
    slug: 'kichererbsen-gemuesecurry',
    title: 'Kichererbsen-Gemüsecurry',
    description:
      'Cremiges Gemüsecurry mit Süßkartoffel, Kichererbsen und Spinat in würziger Kokos-Tomaten-Soße – ein veganer Seelenwärmer aus einem Topf.',
    category: 'Vegan',
    difficulty: 'einfach',
    duration: 35,
    servings: 4,
    tags: ['vegan', 'vegetarisch', 'glutenfrei', 'curry', 'one pot'],
    ingredients: [
      { name: 'Kichererbsen', amount: '1', unit: 'Dose' },
      { name: 'Kokosmilch', amount: '1', unit: 'Dose' },
      { name: 'stückige Tomaten', amount: '1', unit: 'Dose' },
      { name: 'Süßkartoffel', amount: '400', unit: 'g' },
      { name: 'rote Paprika', amount: '1', unit: 'Stück' },
      { name: 'Blattspinat', amount: '2', unit: 'Handvoll' },
      { name: 'Zwiebel', amount: '1', unit: 'Stück' },
      { name: 'Knoblauch', amount: '2', unit: 'Zehe' },
      { name: 'frischer Ingwer', amount: '15', unit: 'g' },
      { name: 'Currypulver', amount: '2', unit: 'TL' },
      { name: 'Garam Masala', amount: '1', unit: 'TL' },
      { name: 'Kokosöl', amount: '1', unit: 'EL' },
      { name: 'Salz', amount: '', unit: 'nach Geschmack' },
      { name: 'Koriandergrün', amount: '', unit: 'etwas' },
    ],
    instructions: [
      {
        step: 'Zwiebel, Knoblauch und Ingwer fein hacken. Süßkartoffel schälen und in 2 cm große Würfel, Paprika in Stücke schneiden. Kichererbsen abspülen.',
        duration: 10,
      },
      {
        step: 'Kokosöl in einem Topf erhitzen und Zwiebel, Knoblauch und Ingwer 3 Minuten andünsten. Currypulver und Garam Masala zugeben und 1 Minute rösten, bis es duftet.',
        duration: 4,
        temperature: 'mittlere Hitze',
      },
      {
        step: 'Süßkartoffel, Tomaten und Kokosmilch zugeben, salzen und zugedeckt 10 Minuten köcheln lassen.',
        duration: 10,
        temperature: 'niedrige Hitze',
      },
      {
        step: 'Paprika und Kichererbsen zugeben und weitere 8 Minuten garen, bis die Süßkartoffel weich ist.',
        duration: 8,
      },
      {
        step: 'Spinat unterrühren und zusammenfallen lassen. Mit Salz abschmecken und mit Koriander bestreut zu Basmatireis servieren.',
        duration: 2,
      },
    ],
    gradient: ['#E9C46A', '#E76F51'],
    author: 'admin',
  },
  {
    slug: 'ofengemuese-rosmarin',
    title: 'Ofengemüse mit Rosmarin',
    description:
      'Bunt geröstetes Ofengemüse mit Kartoffeln, Karotten, Paprika und Zucchini, duftend nach Rosmarin und Knoblauch – unkompliziert und voller Röstaromen.',
    category: 'Vegan',
    difficulty: 'einfach',
    duration: 55,
    servings: 4,
    tags: ['vegan', 'vegetarisch', 'glutenfrei', 'ofengericht'],
    ingredients: [
      { name: 'festkochende Kartoffeln', amount: '500', unit: 'g' },
      { name: 'Karotte', amount: '3', unit: 'Stück' },
      { name: 'rote Paprika', amount: '1', unit: 'Stück' },
      { name: 'Zucchini', amount: '1', unit: 'Stück' },
      { name: 'rote Zwiebel', amount: '2', unit: 'Stück' },
      { name: 'Knoblauch', amount: '4', unit: 'Zehe' },
      { name: 'Olivenöl', amount: '4', unit: 'EL' },
      { name: 'Rosmarinzweig', amount: '2-3', unit: '' },
      { name: 'geräuchertes Paprikapulver', amount: '1', unit: 'TL' },
      { name: 'Zitrone', amount: '1/2', unit: 'Stück' },
      { name: 'Salz und Pfeffer', amount: '', unit: 'nach Geschmack' },
    ],
    instructions: [
      {
        step: 'Backofen vorheizen. Kartoffeln waschen und mit Schale vierteln, Karotten schälen und in Stücke schneiden.',
        duration: 8,
        temperature: '200 °C',
      },
      {
        step: 'Paprika, Zucchini und Zwiebeln in grobe Stücke schneiden. Knoblauchzehen mit der Schale leicht andrücken.',
        duration: 5,
      },
      {
        step: 'Kartoffeln und Karotten mit der Hälfte des Öls, Paprikapulver, Salz und Pfeffer mischen, auf einem Blech verteilen und 15 Minuten backen.',
        duration: 15,
        temperature: '200 °C',
      },
      {
        step: 'Übriges Gemüse, Knoblauch, Rosmarin und das restliche Öl zugeben, alles mischen und weitere 20–25 Minuten rösten, bis das Gemüse weich und an den Rändern gebräunt ist.',
        duration: 25,
        temperature: '200 °C',
      },
      { step: 'Mit Zitronensaft beträufeln, abschmecken und servieren.', duration: 2 },
    ],
    gradient: ['#D95D39', '#7A9E3F'],
    author: 'anna',
  },

  // ───────────────────────────── Glutenfrei ─────────────────────────────
  {
    slug: 'chili-con-carne',
    title: 'Chili con Carne',
    description:
      'Kräftiges Chili mit Rinderhack, Kidneybohnen und Mais, rauchig gewürzt und mit einem Hauch dunkler Schokolade abgerundet.',
    category: 'Glutenfrei',
    difficulty: 'mittel',
    duration: 80,
    servings: 4,
    tags: ['glutenfrei', 'scharf', 'eintopf', 'meal prep'],
    ingredients: [
      { name: 'Rinderhackfleisch', amount: '500', unit: 'g' },
      { name: 'Zwiebel', amount: '2', unit: 'Stück' },
      { name: 'Knoblauch', amount: '2', unit: 'Zehe' },
      { name: 'rote Paprika', amount: '1', unit: 'Stück' },
      { name: 'Olivenöl', amount: '2', unit: 'EL' },
      { name: 'Tomatenmark', amount: '2', unit: 'EL' },
      { name: 'Chilipulver', amount: '1-2', unit: 'TL' },
      { name: 'gemahlener Kreuzkümmel', amount: '1', unit: 'TL' },
      { name: 'geräuchertes Paprikapulver', amount: '1', unit: 'TL' },
      { name: 'getrockneter Oregano', amount: '1', unit: 'TL' },
      { name: 'stückige Tomaten', amount: '2', unit: 'Dose' },
      { name: 'Kidneybohnen', amount: '1', unit: 'Dose' },
      { name: 'Mais', amount: '1', unit: 'Dose' },
      { name: 'Zartbitterschokolade', amount: '10', unit: 'g' },
      { name: 'Salz und Pfeffer', amount: '', unit: 'nach Geschmack' },
    ],
    instructions: [
      { step: 'Zwiebeln, Knoblauch und Paprika würfeln.', duration: 8 },
      {
        step: 'Öl in einem Schmortopf erhitzen und das Hackfleisch darin krümelig und kräftig braun anbraten.',
        duration: 8,
        temperature: 'hohe Hitze',
      },
      {
        step: 'Zwiebeln, Knoblauch und Paprika zugeben und 5 Minuten mitbraten. Tomatenmark und Gewürze einrühren und 1 Minute rösten.',
        duration: 6,
        temperature: 'mittlere Hitze',
      },
      {
        step: 'Tomaten und 200 ml Wasser zugeben, aufkochen und zugedeckt 40 Minuten schmoren lassen.',
        duration: 40,
        temperature: 'niedrige Hitze',
      },
      {
        step: 'Bohnen und Mais abgießen, abspülen und zugeben. Weitere 10 Minuten köcheln lassen, dann die Schokolade einrühren und mit Salz und Pfeffer abschmecken.',
        duration: 12,
      },
      { step: 'Mit saurer Sahne, frischem Koriander und Reis servieren.', duration: 2 },
    ],
    gradient: ['#8D1E12', '#E4A84B'],
    author: 'max',
  },
  {
    slug: 'ofenkartoffeln-kraeuterquark',
    title: 'Ofenkartoffeln mit Kräuterquark',
    description:
      'Große, im Ofen gebackene Kartoffeln mit knuspriger Salzkruste und einem frischen Kräuterquark – simpel, sättigend und von Natur aus glutenfrei.',
    category: 'Glutenfrei',
    difficulty: 'einfach',
    duration: 60,
    servings: 4,
    tags: ['vegetarisch', 'glutenfrei', 'ofengericht', 'kartoffeln'],
    ingredients: [
      { name: 'große mehligkochende Kartoffel', amount: '4', unit: 'Stück' },
      { name: 'Olivenöl', amount: '1', unit: 'EL' },
      { name: 'grobes Meersalz', amount: '1', unit: 'TL' },
      { name: 'Magerquark', amount: '250', unit: 'g' },
      { name: 'Schmand', amount: '150', unit: 'g' },
      { name: 'Schnittlauch', amount: '1/2', unit: 'Bund' },
      { name: 'glatte Petersilie', amount: '1/2', unit: 'Bund' },
      { name: 'Knoblauch', amount: '1', unit: 'Zehe' },
      { name: 'Zitronensaft', amount: '1', unit: 'TL' },
      { name: 'Salz und Pfeffer', amount: '', unit: 'nach Geschmack' },
    ],
    instructions: [
      {
        step: 'Backofen vorheizen. Kartoffeln gründlich waschen, trocken reiben und mehrmals mit einer Gabel einstechen.',
        duration: 5,
        temperature: '200 °C',
      },
      {
        step: 'Kartoffeln mit Öl einreiben, mit Meersalz bestreuen und auf einem Blech etwa 50 Minuten backen, bis sie innen weich sind.',
        duration: 50,
        temperature: '200 °C',
      },
      {
        step: 'Währenddessen Kräuter fein hacken und Knoblauch pressen. Quark mit Schmand glatt rühren, Kräuter und Knoblauch unterrühren und mit Zitronensaft, Salz und Pfeffer abschmecken.',
        duration: 8,
      },
      {
        step: 'Kartoffeln der Länge nach einschneiden, leicht auseinanderdrücken und das Innere mit einer Gabel etwas auflockern.',
        duration: 2,
      },
      { step: 'Großzügig Kräuterquark daraufgeben und sofort servieren.', duration: 1 },
    ],
    gradient: ['#C49A6C', '#9BC53D'],
    author: 'lena',
  },

  // ───────────────────────────── Low Carb ─────────────────────────────
  {
    slug: 'zucchini-nudeln',
    title: 'Zucchini-Nudeln mit Kirschtomaten',
    description:
      'Leichte Zucchini-Nudeln mit geschmorten Kirschtomaten, Knoblauch, gerösteten Pinienkernen und Basilikum – Pasta-Gefühl ganz ohne Nudeln.',
    category: 'Low Carb',
    difficulty: 'einfach',
    duration: 20,
    servings: 2,
    tags: ['low carb', 'vegetarisch', 'glutenfrei', 'schnell'],
    ingredients: [
      { name: 'mittelgroße Zucchini', amount: '2', unit: 'Stück' },
      { name: 'Kirschtomaten', amount: '250', unit: 'g' },
      { name: 'Knoblauch', amount: '2', unit: 'Zehe' },
      { name: 'Olivenöl', amount: '2', unit: 'EL' },
      { name: 'Pinienkerne', amount: '2', unit: 'EL' },
      { name: 'Basilikum', amount: '1', unit: 'Handvoll' },
      { name: 'vegetarischer Hartkäse (Parmesan-Art)', amount: '30', unit: 'g' },
      { name: 'Chiliflocken', amount: '1', unit: 'Prise' },
      { name: 'Salz und Pfeffer', amount: '', unit: 'nach Geschmack' },
    ],
    instructions: [
      {
        step: 'Zucchini waschen, die Enden abschneiden und mit einem Spiralschneider zu Nudeln drehen. Leicht salzen, 5 Minuten ziehen lassen und mit Küchenpapier trocken tupfen.',
        duration: 7,
      },
      {
        step: 'Pinienkerne in einer Pfanne ohne Fett goldbraun rösten und herausnehmen.',
        duration: 3,
        temperature: 'mittlere Hitze',
      },
      {
        step: 'Öl in der Pfanne erhitzen, Knoblauch in Scheiben und halbierte Kirschtomaten darin 3 Minuten anbraten, bis die Tomaten leicht aufplatzen.',
        duration: 4,
        temperature: 'mittlere Hitze',
      },
      {
        step: 'Zucchini-Nudeln zugeben und nur 2 Minuten schwenken, damit sie bissfest bleiben. Mit Salz, Pfeffer und Chili würzen.',
        duration: 2,
      },
      {
        step: 'Mit Basilikum, Pinienkernen und frisch gehobeltem Käse bestreut servieren.',
        duration: 2,
      },
    ],
    gradient: ['#6A994E', '#E63946'],
    author: 'admin',
  },
  {
    slug: 'haehnchen-brokkoli-pfanne',
    title: 'Hähnchen-Brokkoli-Pfanne',
    description:
      'Goldbraun gebratenes Hähnchen mit Brokkoli und Paprika in einer cremigen Kräuter-Zitronen-Soße – proteinreich, kohlenhydratarm und schnell gemacht.',
    category: 'Low Carb',
    difficulty: 'einfach',
    duration: 25,
    servings: 2,
    tags: ['low carb', 'glutenfrei', 'hähnchen', 'feierabendküche'],
    ingredients: [
      { name: 'Hähnchenbrustfilet', amount: '300', unit: 'g' },
      { name: 'Brokkoli', amount: '400', unit: 'g' },
      { name: 'rote Paprika', amount: '1', unit: 'Stück' },
      { name: 'Knoblauch', amount: '1', unit: 'Zehe' },
      { name: 'Olivenöl', amount: '2', unit: 'EL' },
      { name: 'Paprikapulver edelsüß', amount: '1', unit: 'TL' },
      { name: 'Gemüsebrühe', amount: '100', unit: 'ml' },
      { name: 'Kräuterfrischkäse', amount: '100', unit: 'g' },
      { name: 'Bio-Zitrone', amount: '1/2', unit: 'Stück' },
      { name: 'Salz und Pfeffer', amount: '', unit: 'nach Geschmack' },
    ],
    instructions: [
      {
        step: 'Hähnchen in Streifen schneiden und mit Paprikapulver, Salz und Pfeffer würzen. Brokkoli in kleine Röschen teilen, Paprika in Streifen schneiden, Knoblauch hacken.',
        duration: 8,
      },
      {
        step: '1 EL Öl in einer großen Pfanne erhitzen und das Hähnchen rundum etwa 5 Minuten goldbraun braten. Herausnehmen.',
        duration: 5,
        temperature: 'hohe Hitze',
      },
      {
        step: 'Restliches Öl in die Pfanne geben und Brokkoli und Paprika 4 Minuten anbraten. Knoblauch zugeben, mit Brühe ablöschen und zugedeckt 3 Minuten dünsten.',
        duration: 7,
        temperature: 'mittlere Hitze',
      },
      {
        step: 'Frischkäse einrühren, das Hähnchen zurück in die Pfanne geben und 2 Minuten erhitzen. Mit abgeriebener Zitronenschale, Zitronensaft, Salz und Pfeffer abschmecken.',
        duration: 3,
      },
    ],
    gradient: ['#2B9348', '#F6C28B'],
    author: 'anna',
  },
  {
    slug: 'gefuellte-paprika',
    title: 'Gefüllte Paprika mit Hackfleisch',
    description:
      'Bunte Paprikaschoten mit würziger Hackfleisch-Zucchini-Füllung, in Tomatensoße geschmort und mit Käse überbacken – ganz ohne Reis.',
    category: 'Low Carb',
    difficulty: 'mittel',
    duration: 60,
    servings: 4,
    tags: ['low carb', 'glutenfrei', 'ofengericht', 'hackfleisch'],
    ingredients: [
      { name: 'rote oder gelbe Paprika', amount: '4', unit: 'Stück' },
      { name: 'gemischtes Hackfleisch', amount: '400', unit: 'g' },
      { name: 'Zwiebel', amount: '1', unit: 'Stück' },
      { name: 'Knoblauch', amount: '1', unit: 'Zehe' },
      { name: 'kleine Zucchini', amount: '1', unit: 'Stück' },
      { name: 'Olivenöl', amount: '1', unit: 'EL' },
      { name: 'Tomatenmark', amount: '1', unit: 'EL' },
      { name: 'getrockneter Oregano', amount: '1', unit: 'TL' },
      { name: 'Paprikapulver edelsüß', amount: '1', unit: 'TL' },
      { name: 'passierte Tomaten', amount: '500', unit: 'g' },
      { name: 'geriebener Käse (z. B. Gouda)', amount: '100', unit: 'g' },
      { name: 'Salz und Pfeffer', amount: '', unit: 'nach Geschmack' },
    ],
    instructions: [
      {
        step: 'Backofen vorheizen. Von den Paprika einen Deckel abschneiden und Kerne und Trennwände entfernen.',
        duration: 5,
        temperature: '180 °C',
      },
      {
        step: 'Zwiebel, Knoblauch und Zucchini fein würfeln. Öl erhitzen, Hackfleisch krümelig braten, Gemüse zugeben und 3 Minuten mitbraten. Tomatenmark unterrühren und mit Oregano, Paprikapulver, Salz und Pfeffer kräftig würzen.',
        duration: 12,
        temperature: 'hohe Hitze',
      },
      {
        step: 'Passierte Tomaten mit Salz und Pfeffer würzen und in eine Auflaufform gießen.',
        duration: 2,
      },
      {
        step: 'Paprika mit der Hackmasse füllen, in die Tomatensoße setzen und die Deckel daneben legen. Mit Alufolie abgedeckt 25 Minuten backen.',
        duration: 27,
        temperature: '180 °C',
      },
      {
        step: 'Folie abnehmen, Käse auf die Füllung streuen und weitere 10 Minuten backen, bis er goldbraun ist.',
        duration: 10,
        temperature: '180 °C',
      },
    ],
    gradient: ['#D00000', '#FFBA08'],
    author: 'max',
  },
];
