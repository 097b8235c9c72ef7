/**
 * The non-recipe side of the caption reader, by kind of purpose: things made at home by a recipe's shape that people do
 * not eat (remedies, body art and cosmetics, fuel and smoke, festival greens and floor patterns, provisions and stock
 * lists, science, fermentation starters), and the recipes that share their words and stay recipes. Every caption here is
 * written for the test; none is taken from a blind set.
 */
import { describe, expect, it } from 'vitest';
import { parseRecipeText, type TParsedRecipe } from './index';

function parsed(text: string): TParsedRecipe {
  const recipe = parseRecipeText(text);
  if (!recipe) throw new Error('expected a recipe');
  return recipe;
}

describe('home remedies: taken by the spoonful, laid on the body, inhaled', () => {
  it('refuses a syrup taken like a medicine', () => {
    expect(
      parseRecipeText(
        'Spitzwegerich-Sirup für die Kleinen 🌿 2 Handvoll Spitzwegerichblätter, 300 g Zucker und 100 ml Wasser. Blätter hacken und mit Zucker in ein Glas schichten. 6 Wochen ziehen lassen. Abseihen und 2 x täglich 1 TL geben. Bei Fieber zum Arzt!',
      ),
    ).toBeNull();
  });

  it('refuses a compress laid on the body', () => {
    expect(
      parseRecipeText(
        'Kartoffelwickel, wenn der Husten nicht weggeht 🥔 4 Kartoffeln, 1 EL Olivenöl und 1 Prise Salz. Kartoffeln weich kochen. Zerdrücken, Öl und Salz unterrühren. In ein Tuch einschlagen und um den Hals legen. 20 Minuten wirken lassen.',
      ),
    ).toBeNull();
  });

  it('refuses a tincture dabbed on the skin', () => {
    expect(
      parseRecipeText(
        'Ringelblumen-Tinktur 🌼 2 Handvoll Ringelblumenblüten, 250 ml Korn und 1 EL Honig. Blüten in ein Glas füllen. Korn und Honig dazugeben. 3 Wochen ziehen lassen. Abseihen und in Tropfflaschen füllen.',
      ),
    ).toBeNull();
  });

  it('keeps a ginger tea that the text drinks as a house remedy', () => {
    const recipe = parsed(
      'Mein Hausmittel bei Halsweh 🍋 1 Stück Ingwer, 1 Zitrone und 1 EL Honig. Ingwer in Scheiben schneiden und 10 Minuten in 500 ml Wasser köcheln. Zitronensaft und Honig einrühren und heiß trinken.',
    );
    expect(recipe.ingredients.slice(0, 3).map((i) => i.name)).toEqual(['Ingwer', 'Zitrone', 'Honig']);
  });
});

describe('body art and cosmetics', () => {
  it('refuses henna paste for a henna night', () => {
    expect(
      parseRecipeText(
        'Kına gecesi am Samstag 💍 100 g Henna-Pulver, 1 Glas schwarzer Tee, Saft von 2 Zitronen, 1 EL Zucker und 1 TL Olivenöl. Tee kochen und abkühlen lassen. Alles zu einer Paste rühren und über Nacht ruhen lassen. Dann auf die Hände der Braut.',
      ),
    ).toBeNull();
  });

  it('refuses mehndi painted on the palms', () => {
    expect(
      parseRecipeText(
        'Mehndi für Eid 🌙 50 g Hennapulver, 3 EL Zitronensaft, 1 EL Zucker und 1 TL Senföl. Alles glatt rühren. 6 Stunden ruhen lassen. In eine Tüte füllen und Muster auf die Handflächen malen.',
      ),
    ).toBeNull();
  });

  it('refuses a hand scrub rubbed into wet hands', () => {
    expect(
      parseRecipeText(
        'Raue Hände im Winter? 🧴 2 EL Zucker, 2 EL Salz und 2 EL Rapsöl. Alles mischen. In die feuchten Hände einmassieren und warm abspülen.',
      ),
    ).toBeNull();
  });

  it('keeps a dessert cooked for a henna evening', () => {
    const recipe = parsed(
      'Für den Hennaabend gab es Milchreis 💛 200 g Milchreis, 1 l Milch und 80 g Zucker. Milch aufkochen. Reis einrühren und 30 Minuten quellen lassen. Zucker unterrühren und warm essen.',
    );
    expect(recipe.ingredients).toHaveLength(3);
  });
});

describe('fuel and smoke', () => {
  it('refuses smoking chips soaked for the smoker', () => {
    expect(
      parseRecipeText(
        'Räucherchips vorbereiten 💨 2 Handvoll Kirschholzchips und 1 l Wasser mit 1 Schuss Rum. Chips 30 Minuten einweichen. Abtropfen lassen und in die Schale über der Glut.',
      ),
    ).toBeNull();
  });

  it('refuses fire starters from egg cartons', () => {
    expect(
      parseRecipeText(
        'Kaminanzünder für den Winter 🔥 1 Eierkarton, 150 g Wachsreste und 1 Handvoll Holzspäne. Wachs schmelzen. Späne in die Mulden, Wachs drüber und fest werden lassen.',
      ),
    ).toBeNull();
  });

  it('keeps a smoked trout that names its smoking chips and is served', () => {
    const recipe = parsed(
      'Geräucherte Forelle 🐟 2 Forellen, 2 EL Salz und 1 Handvoll Räucherchips. Forellen salzen und 1 Stunde ziehen lassen. Räucherchips einweichen und auf die Glut geben. Forellen 1 Stunde räuchern und warm servieren.',
    );
    expect(recipe.ingredients[0]?.name).toBe('Forellen');
  });
});

describe('festival greens and floor patterns', () => {
  it('refuses wheat sprouted for the Haft-Sin', () => {
    expect(
      parseRecipeText(
        'Sabzeh für den Haft-Sin ziehen 🌱 2 Handvoll Weizenkörner, 1 EL Mungbohnen und 500 ml Wasser. Körner und Bohnen waschen und 2 Tage einweichen. Auf einen flachen Teller verteilen und mit einem feuchten Tuch abdecken. Jeden Tag befeuchten. Nach einer Woche ans Fenster stellen.',
      ),
    ).toBeNull();
  });

  it('refuses coloured rice for a Rangoli', () => {
    expect(
      parseRecipeText(
        'Rangoli zum Lichterfest 🪔 1 Tasse Reis, 1 EL Essig und ein paar Tropfen Lebensmittelfarbe im Beutel kneten. Über Nacht trocknen lassen. Vor der Tür Muster streuen.',
      ),
    ).toBeNull();
  });

  it('keeps a dish that stands beside the Haft-Sin and is eaten', () => {
    const recipe = parsed(
      'Kuku Sabzi neben dem Haft-Sin 🌱 6 Eier, 2 Bund Petersilie und 1 Bund Dill. Kräuter fein hacken. Mit den Eiern verquirlen. In der Pfanne 20 Minuten stocken lassen und in Stücken servieren.',
    );
    expect(recipe.ingredients).toHaveLength(3);
  });

  it('keeps a braided bread called the table decoration of a festive breakfast', () => {
    const recipe = parsed(
      'Hefezopf, unsere Tischdeko fürs Sonntagsfrühstück 🍞 500 g Mehl, 1 Würfel Hefe und 250 ml Milch. Hefe in der Milch auflösen. Mit dem Mehl verkneten und 1 Stunde gehen lassen. Flechten und 30 Minuten backen.',
    );
    expect(recipe.ingredients).toHaveLength(3);
  });
});

describe('provisions and stock lists', () => {
  it('refuses provisions counted for days on a trip', () => {
    expect(
      parseRecipeText(
        'Proviant für 5 Tage Kanutour, für 4 Personen ⛺📋 3 kg Nudeln, 2 kg Reis, 20 Eier, 2 Gläser Pesto, 1 kg Käse und 2 Packungen Knäckebrot. Alles ist wasserdicht verpackt, das Boot ist beladen. Morgen um 7 legen wir ab!',
      ),
    ).toBeNull();
  });

  it("refuses a larder's stock list", () => {
    expect(
      parseRecipeText('Vorratsliste Keller 📝 10 kg Kartoffeln, 6 Gläser Gurken, 4 kg Mehl und 3 l Öl. Nachkaufen: Zucker.'),
    ).toBeNull();
  });

  it('keeps a galley pasta whose kitchen is as small as a shoebox', () => {
    const recipe = parsed(
      'Die Kombüse ist so klein wie ein Schuhkarton ⛵ 400 g Fusilli, 1 Glas Pesto und 100 g Parmesan. Nudeln kochen und abgießen. Pesto unterrühren. Parmesan drüberreiben.',
    );
    expect(recipe.ingredients).toHaveLength(3);
  });
});

describe('science and fermentation starters', () => {
  it('refuses a red-cabbage indicator told by acid and lye', () => {
    expect(
      parseRecipeText(
        'Farbzauber mit Rotkohl 🔬 1/4 Rotkohl, 1 l heißes Wasser, 2 EL Essig und 1 TL Natron. Kohl schneiden und 15 Minuten ziehen lassen. Abseihen und in 3 Gläser verteilen. Essig ins erste Glas: Säure wird rot. Natron ins zweite: Lauge wird grün.',
      ),
    ).toBeNull();
  });

  it('refuses a SCOBY kept in its hotel', () => {
    expect(
      parseRecipeText(
        'SCOBY-Hotel anlegen 🫙 2 SCOBYs, 500 ml Kombucha und 1 EL Zucker. SCOBYs ins Glas legen. Kombucha und Zucker dazu. Mit Tuch abdecken und kühl stellen.',
      ),
    ).toBeNull();
  });
});

describe('hung for a festival or grown in a jar, not eaten', () => {
  it.each([
    'Pomander für den Advent 🍊 4 Orangen, 2 EL Gewürznelken und 1 TL Zimt. Nelken in die Schale stecken. In Zimt wälzen. 3 Wochen trocknen lassen und aufhängen.',
    'Alaun-Kristalle 💎 100 g Alaun, 1 EL Zucker und 250 ml heißes Wasser verrühren. Einen Faden ins Glas hängen. 2 Wochen stehen lassen.',
  ])('refuses %s', (text) => {
    expect(parseRecipeText(text)).toBeNull();
  });
});

describe('shopping lists for a stay and bulk deliveries (round on blind-40zzd and blind-40zze)', () => {
  it('refuses a shopping list for a stay of several nights', () => {
    expect(
      parseRecipeText(
        'Einkaufsliste Ferienwohnung Usedom, 5 Nächte zu sechst 🛒\n- 4 kg Kartoffeln\n- 2 kg Nudeln\n- 24 Eier\n- 5 l Milch\n- 2 Gläser Pesto\nIm Kofferraum alles gut verteilen, die Eier obendrauf legen.',
      ),
    ).toBeNull();
  });

  it('keeps a meal prep whose shopping list is for five days when its steps cook', () => {
    const recipe = parsed(
      'Einkaufsliste Meal Prep für 5 Tage 🛒 1 kg Putenbrust, 500 g Nudeln und 1 kg Paprika. Nudeln kochen. Pute würfeln und 10 Minuten braten. Paprika dazu. Alles auf 5 Boxen aufteilen.',
    );
    expect(recipe.ingredients).toHaveLength(3);
  });

  it('refuses a delivery counted in tens of kilograms', () => {
    expect(
      parseRecipeText(
        'Der Tankwagen der Molkerei war da 🥛🚛 Angeliefert wurden: 60 l Milch, 30 kg Quark, 25 kg Butter und 40 kg Joghurt. Das reicht für die ganze Freizeit, der Kühlraum ist bis oben voll.',
      ),
    ).toBeNull();
  });

  it('keeps a stew cooked for a festival in tens of kilograms', () => {
    const recipe = parsed(
      'Linseneintopf für 150 Gäste beim Dorffest 🥣 20 kg Linsen, 30 kg Kartoffeln, 10 kg Möhren und 40 l Brühe. Möhren und Kartoffeln würfeln. Mit Linsen und Brühe in den großen Kessel geben und 1 Stunde köcheln.',
    );
    expect(recipe.ingredients).toHaveLength(4);
  });
});

describe('round on blind-40zzf and blind-40zzg: fires, harvests and rules', () => {
  it('reads a fire named as the place a dish is cooked at as no purpose („am Feuerkorb“, „aus dem Kaminofen“)', () => {
    expect(
      parsed(
        'Stockbrot-Würstchen am Feuerkorb 🔥 Wir nehmen 500 g Hefeteig, 8 Würstchen und 2 EL Senf. Den Teig in Streifen teilen. Um die Würstchen wickeln. Über der Glut 10 Minuten backen.',
      ).ingredients,
    ).toHaveLength(3);
    expect(
      parsed(
        'Ofenkartoffeln aus dem Kaminofen 🔥 Wir nehmen 6 Kartoffeln, 200 g Quark und 1 Bund Schnittlauch. Kartoffeln in Alufolie wickeln. 50 Minuten in der Glut garen. Quark mit Schnittlauch verrühren.',
      ).ingredients,
    ).toHaveLength(3);
    // (A fire bowl that is made is still what the text makes.)
    expect(
      parseRecipeText(
        'Feuerkorb aus einer alten Waschmaschinentrommel 🔥 Du brauchst 1 Trommel, 3 Schrauben und 1 Dose Hitzelack. Trommel ausbauen. Füße anschrauben. Mit Hitzelack streichen.',
      ),
    ).toBeNull();
  });
  it('refuses a harvest counted by „Name: Menge“ with no cooking step, and keeps a recipe weighed the same way', () => {
    expect(
      parseRecipeText(
        'Balkonernte 2026 🌿🍅 Cocktailtomaten: 6 kg. Chilis: 80 Stück (irgendwann haben wir nicht mehr gezählt). Erdbeeren: 2 kg. Mangold: 3 kg. Die Amseln haben fast alle Johannisbeeren geklaut 🐦 Im Frühjahr kommt noch ein zweiter Kasten dazu!',
      ),
    ).toBeNull();
    expect(
      parsed(
        'Rührkuchen 🍰 Mehl: 250 g. Zucker: 200 g. Butter: 200 g. Eier: 4. Butter und Zucker schaumig rühren. Eier und Mehl unterrühren. Bei 175 Grad 50 Minuten backen.',
      ).instructions.length,
    ).toBeGreaterThan(0);
  });
  it('refuses rules told as „Erlaubt: … Verboten: …“, and keeps a recipe that says what is allowed', () => {
    expect(
      parseRecipeText(
        'Was darf in die Brotdose? Die Regeln unserer Kita 🍎📋 Erlaubt: Obst, Gemüse, Vollkornbrot, Wasser in Flaschen bis 0,5 l, Joghurt im Becher bis 150 g. Verboten: Süßigkeiten, Nüsse und Limo. An Geburtstagen darf ein Kuchen mit, bitte vorher Bescheid geben!',
      ),
    ).toBeNull();
    expect(
      parsed(
        'Low-Carb-Bowl 🥗 Erlaubt ist alles, was grün ist: 200 g Spinat, 1 Avocado, 100 g Feta und 2 EL Olivenöl. Spinat waschen. Avocado würfeln. Alles mit Feta und Öl mischen.',
      ).ingredients,
    ).toHaveLength(4);
  });
});

describe('round on blind-40zzh: a thing that is „nicht zum Naschen“', () => {
  it('refuses a flour-and-salt mass that „ist nicht zum Naschen“, and keeps nuts „nicht nur zum Naschen“', () => {
    expect(
      parseRecipeText(
        'Regentag-Beschäftigung 🌧️ 300 g Mehl, 150 g Salz, 1 EL Öl und 200 ml warmes Wasser verkneten. In 3 Portionen teilen und mit Lebensmittelfarbe färben. Ist nicht zum Naschen!',
      ),
    ).toBeNull();
    expect(
      parsed(
        'Zimt-Walnüsse, nicht nur zum Naschen 🌰 200 g Walnüsse, 60 g Zucker und 1 TL Zimt in der Pfanne erhitzen, bis der Zucker schmilzt. Gut rühren. Auf Backpapier abkühlen lassen.',
      ).ingredients,
    ).toHaveLength(3);
  });
});

describe('diets and animals: tables of values, plate models and treats for a horse or fish (blind-40zzi round)', () => {
  it('refuses foods set equal to the figure they hold, and keeps a recipe with a cup conversion', () => {
    expect(
      parseRecipeText(
        'Omega-3 im Alltag 🐟 Ziel sind etwa 2 g am Tag. So geht das: 100 g Lachs = 2 g, 2 EL Leinöl = 6 g, 30 g Walnüsse = 3 g. Den Rest mit Rapsöl auffüllen. #omega3 #gesundessen',
      ),
    ).toBeNull();
    expect(
      parseRecipeText(
        'Zucker-Check für Eltern 🍭\n1 Glas Orangensaft = 21 g Zucker\n1 Becher Vanillepudding = 18 g Zucker\n3 EL Ketchup = 12 g Zucker\nDie WHO empfiehlt für Kinder höchstens 25 g am Tag. #zucker',
      ),
    ).toBeNull();
    expect(
      parsed(
        'Pancakes wie in Kanada 🥞 (1 Tasse = 240 ml)\n- 1 Tasse Mehl\n- 1 Tasse Milch\n- 1 Ei\n- 2 EL Zucker\nAlles verrühren. In der Pfanne goldbraun backen.',
      ).ingredients,
    ).toHaveLength(4);
  });
  it('refuses a plate divided into shares („1/2 Teller: …“)', () => {
    expect(
      parseRecipeText(
        'So stellst du dein Mittagessen zusammen 🍽️\n1/2 Teller: Salat oder Gemüse\n1/4 Teller: Reis, etwa 70 g roh\n1/4 Teller: Fisch, etwa 125 g\nDazu 1 Glas Wasser. #ernährung',
      ),
    ).toBeNull();
  });
  it('refuses treats for an animal named with its name first („für Bella, unsere Reitstute“)', () => {
    expect(
      parseRecipeText(
        'Apfel-Hafer-Kekse für Bella, unsere Reitstute 🐴\n- 200 g Haferflocken\n- 2 Äpfel, gerieben\n- 2 EL Leinöl\n- 50 ml Wasser\nAlles verkneten und Kekse formen. Bei 120 Grad 2 Stunden trocknen.',
      ),
    ).toBeNull();
    expect(
      parsed(
        'Nudelsalat für Paul, unseren Fußballer ⚽ Du brauchst 250 g Nudeln, 200 g Erbsen, 150 g Schinken und 100 g Joghurt. Nudeln kochen und abschrecken. Alles mit dem Joghurt mischen.',
      ).ingredients,
    ).toHaveLength(4);
  });
  it('refuses feed made in a feed form („Futtertabletten“)', () => {
    expect(
      parseRecipeText(
        'Gemüse-Futtertabletten für unsere Garnelen 🦐 1 Zucchini, 1 TL Spirulina, 2 EL Spinat und 5 g Agar-Agar. Zucchini kochen und pürieren. Mit Spirulina und Agar-Agar aufkochen. Dünn ausstreichen und trocknen lassen.',
      ),
    ).toBeNull();
  });
});

describe('babies, toddlers and school children: group names and shopping for a party (blind-40zzk round)', () => {
  it('reads a recipe cooked by a group named after a pastime or an insect, and still refuses bird food made by one', () => {
    expect(
      parsed(
        'Gemüsesuppe aus der Bastelgruppe 🥕 Wir haben 500 g Kartoffeln, 3 Karotten und 1 l Brühe geschnippelt und 20 Minuten gekocht. Zum Schluss fein pürieren.',
      ).ingredients,
    ).toHaveLength(3);
    expect(
      parseRecipeText(
        'Die Bastelgruppe hat Vogelfutter für den Winter gemacht 🐦 200 g Kokosfett, 150 g Sonnenblumenkerne und 50 g Haferflocken. Fett schmelzen, Körner unterrühren und in Förmchen fest werden lassen.',
      ),
    ).toBeNull();
  });

  it('refuses a shopping list for a party without a cooking step, not one for a cake with its method', () => {
    expect(
      parseRecipeText(
        'Einkaufsliste für die Grillparty, 25 Leute 🛒\n- 40 Würstchen\n- 3 kg Kartoffeln\n- 2 Gläser Senf\n- 6 l Limo\n- Pappteller\nDie Muffins backt Tante Inge!',
      ),
    ).toBeNull();
    expect(
      parsed(
        'Einkaufsliste für den Geburtstagskuchen 🎂\n- 250 g Mehl\n- 200 g Zucker\n- 4 Eier\n- 200 g Butter\nAlles verrühren und bei 180 Grad 45 Minuten backen.',
      ).ingredients,
    ).toHaveLength(4);
  });
});

describe('round on blind-40zzj: a hummingbird feeder and a trough for animals', () => {
  it('refuses sugar water for a hummingbird feeder („Kolibri-Station“), and keeps a Kolibri-Kuchen', () => {
    expect(
      parseRecipeText(
        'Unsere Kolibri-Station am Ferienhaus in Mexiko 🌺 Jeden Morgen 50 g Zucker in 200 ml heißem Wasser lösen, an heißen Tagen die doppelte Menge mit 100 g Zucker und 400 ml Wasser. Abkühlen lassen und einfüllen. Die Kolibris kommen schon um sechs!',
      ),
    ).toBeNull();
    expect(
      parsed(
        'Kolibri-Kuchen mit Ananas 🍍 Ich verrühre 250 g Mehl, 200 g Zucker, 2 Eier und 150 ml Öl. Dann kommen 2 Bananen und 1 Dose Ananas dazu. 35 Minuten bei 175 Grad backen.',
      ).ingredients,
    ).toHaveLength(6);
  });
  it('refuses sugar water for the trough of butterflies („die Tränke“), and keeps „Ich tränke …“ and „Zaubertränke“', () => {
    expect(
      parseRecipeText(
        'Sommer im Innenhof 🦋 Heute die Tränke aufgefüllt: 1 l Wasser, 2 EL Zucker und 3 Scheiben Apfel. Zucker im Wasser auflösen und die Apfelscheiben auf einen Stein legen. Jeden zweiten Tag erneuern.',
      ),
    ).toBeNull();
    expect(
      parsed(
        'Schwarzwälder Becher 🍒 Ich tränke 100 g Biskuit mit 3 EL Kirschwasser. 200 g Sahne steif schlagen. Mit 1 Glas Kirschen in Gläser schichten.',
      ).ingredients,
    ).toHaveLength(4);
    expect(
      parsed(
        'Zaubertränke für Fasching 🧪\n- 1 l Apfelsaft\n- 500 ml Zitronenlimo\n- 100 ml Waldmeistersirup\nSaft und Sirup mischen. Kurz vor dem Servieren mit Limo aufgießen.',
      ).ingredients,
    ).toHaveLength(3);
  });
});

describe('angling baits named by the hook and confirmed by their hashtags (blind-40zzm round)', () => {
  it('refuses a bait whose balls are pressed „auf den Haken“, and keeps sausages hung „an den Haken“', () => {
    expect(
      parseRecipeText(
        'Rotaugen-Teig vom Opa 🎣\n- 2 Scheiben Toast\n- 30 g Gouda, gerieben\n- 1 TL Honig\nToast zerzupfen, mit Käse und Honig zu einem zähen Teig kneten. Kleine Kugeln formen und auf den Haken drücken.',
      ),
    ).toBeNull();
    expect(
      parsed(
        'Knacker aus dem Rauch 🌭\n- 1 kg Schweinebauch\n- 18 g Salz\n- 1 TL Kümmel\nFleisch wolfen, mit Salz und Kümmel verkneten und in Därme füllen. Die Würste an den Haken hängen und über Nacht räuchern.',
      ).ingredients,
    ).toHaveLength(3);
  });
  it('counts hashtags that confirm a purpose the text names, and not hashtags alone', () => {
    expect(
      parseRecipeText(
        'Brassenteig aus der Küche 🐟\n- 3 Semmeln vom Vortag\n- 2 EL Paniermehl\n- 1 TL Zucker\n- 1 Prise Zimt\n- etwas Milch\nSemmeln einweichen und ausdrücken. Mit Paniermehl, Zucker und Zimt verkneten. Kleine Kugeln auf den Haken ziehen. #angeln #köder',
      ),
    ).toBeNull();
    expect(
      parsed(
        'Forelle Müllerin 🎣\n- 2 Forellen\n- 3 EL Mehl\n- 60 g Butter\n- 1 Zitrone\nForellen salzen und in Mehl wenden. In Butter je Seite 5 Minuten braten. Mit Zitrone servieren. #angeln #köder',
      ).ingredients,
    ).toHaveLength(4);
  });
});
