import { describe, expect, it } from 'vitest';
import { judgeFeatures, noRecipeOdds } from './judge';
import { JUDGE_WEIGHTS } from './judge-weights';
import { parseRecipeText } from './index';

/**
 * Captions written for these tests, of kinds the judge was not trained on: things made by recipe that nobody eats, and
 * unusual dishes that are eaten.
 */
const NOT_EATEN: Record<string, string> = {
  trittsteine: `Trittsteine für den Gartenweg 🪴
Ihr braucht:
- 3 kg Sand
- 1 kg Zement
- 500 ml Wasser
- 1 Handvoll Kieselsteine
Alles in einem Eimer gut verrühren, in eine alte Kuchenform füllen und die Kiesel hineindrücken. 2 Tage trocknen lassen, dann vorsichtig aus der Form stürzen.
#garten #diy #gartenweg`,
  kunstschnee: `Kunstschnee für die Weihnachtsdeko ❄️
500 g Natron
150 ml Rasierschaum
1 EL Glitzer
Natron in eine Schüssel geben, den Rasierschaum nach und nach unterkneten, bis die Masse krümelig ist. Glitzer dazu und auf der Fensterbank verteilen. Hält wochenlang!
#weihnachtsdeko #winterdeko`,
  raumspray: `Mein Raumspray mit Zitrusduft 🍋
200 ml destilliertes Wasser
2 EL Wodka
15 Tropfen ätherisches Orangenöl
5 Tropfen Zitronengrasöl
Alles in eine Sprühflasche füllen und vor jedem Gebrauch schütteln. Riecht nach Sommer im ganzen Wohnzimmer!
#nachhaltigleben #zerowaste`,
  gipsabdruck: `Gipsabdruck von Babys Händchen 👶
Du brauchst:
400 g Modellgips
250 ml kaltes Wasser
1 Schälchen Sand
Gips ins Wasser streuen, 2 Minuten ruhen lassen und glatt rühren. In die Form gießen, das Händchen kurz in den Sand drücken und nach 30 Minuten auslösen. Eine schöne Erinnerung fürs Kinderzimmer.
#baby #erinnerung`,
  untersetzer: `Untersetzer aus Epoxidharz 💎
Für 4 Stück:
120 ml Epoxidharz
60 ml Härter
2 TL Pigmentpulver in Blau
1 Handvoll getrocknete Blüten
Harz und Härter 3 Minuten langsam verrühren, Pigment unterziehen und in die Silikonform gießen. Blüten hineinlegen und 24 Stunden aushärten lassen.
#resinart #handmade`,
  lehmputz: `Lehmputz für die Wand im Gartenhaus
Ihr braucht:
10 kg Lehmpulver
20 kg Sand
2 Eimer Häckselstroh
ca. 8 l Wasser
Lehm und Sand trocken mischen, Stroh unterheben und nach und nach Wasser zugeben, bis die Masse geschmeidig ist. Mit der Kelle 1 cm dick auftragen und eine Woche trocknen lassen.
#lehmbau #selbstgemacht`,
  wachsmalstifte: `Aus alten Wachsmalstiften werden neue! 🖍️
200 g Wachsmalreste
1 EL Kokosöl
Papier abziehen, Reste nach Farben sortieren und in der Muffinform bei 120 Grad 15 Minuten im Ofen schmelzen. Abkühlen lassen und herauslösen – fertig sind die Regenbogen-Stifte für die Kleinen.
#upcycling #kinder`,
};

const EATEN_DISHES: Record<string, string> = {
  brennnesselsuppe: `Brennnesselsuppe aus dem Frühlingswald 🌿
2 Handvoll junge Brennnesselspitzen (mit Handschuhen gepflückt)
1 Zwiebel
2 Kartoffeln
750 ml Gemüsebrühe
100 ml Sahne
Salz, Pfeffer, Muskat
Zwiebel und Kartoffeln würfeln und in etwas Butter anschwitzen. Brühe angießen und 15 Minuten köcheln. Brennnesseln dazugeben, 3 Minuten mitkochen, Sahne rein und fein pürieren. Mit Salz, Pfeffer und Muskat abschmecken.`,
  mehlwurmburger: `Mehlwurm-Burger – traut ihr euch? 🐛
Für 4 Pattys:
200 g getrocknete Mehlwürmer
1 Dose Kidneybohnen
1 Ei
4 EL Semmelbrösel
1 TL Paprikapulver
Mehlwürmer im Mixer fein mahlen, Bohnen abgießen und mit einer Gabel zerdrücken. Alles mit Ei, Bröseln und Paprika verkneten, 4 Pattys formen und in Öl von jeder Seite 4 Minuten braten. Schmeckt nussig!`,
  grillbrot: `Stockbrot fürs Lagerfeuer 🔥
500 g Mehl
1 Päckchen Trockenhefe
1 TL Salz
300 ml lauwarmes Wasser
3 EL Olivenöl
Alles zu einem glatten Teig kneten und 1 Stunde gehen lassen. Teig in Stränge rollen, um Stöcke wickeln und über der Glut goldbraun backen.`,
};

/** The ones of them the rules read as recipes and the judge refuses; the others it ranks below no dish, but not past its threshold. */
const VETOED = ['trittsteine', 'lehmputz'];

const odds = (text: string): number => noRecipeOdds(judgeFeatures(text), JUDGE_WEIGHTS);

describe('recipe judge', () => {
  for (const name of VETOED) {
    it(`refuses a recipe-shaped text for something not eaten that the rules take for a recipe: ${name}`, () => {
      const text = NOT_EATEN[name] ?? '';
      expect(parseRecipeText(text, { judge: false })).not.toBeNull();
      expect(parseRecipeText(text)).toBeNull();
    });
  }

  for (const [name, text] of Object.entries(EATEN_DISHES)) {
    it(`keeps an unusual dish that is eaten: ${name}`, () => {
      expect(parseRecipeText(text)?.ingredients.length).toBeGreaterThan(2);
      expect(odds(text)).toBeLessThan(JUDGE_WEIGHTS.threshold / 2);
    });
  }

  it('judges every text made for no meal less like a recipe than every dish', () => {
    const lowestNotEaten = Math.min(...Object.values(NOT_EATEN).map(odds));
    const highestDish = Math.max(...Object.values(EATEN_DISHES).map(odds));
    expect(lowestNotEaten).toBeGreaterThan(highestDish);
  });

  it('never turns a text the rules refuse into a recipe', () => {
    for (const text of ['Heute war ein schöner Tag am See.', '2 kg Kartoffeln gekauft, 3 € gespart!']) {
      expect(parseRecipeText(text, { judge: false })).toBeNull();
      expect(parseRecipeText(text)).toBeNull();
    }
  });
});
