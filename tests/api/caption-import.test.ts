/**
 * Captions as creators really write them (issue 11), imported through POST /api/process-video with the built-in
 * engine, as a scripted client does it. The video hosts are unreachable (msw at the edge), so the typed
 * description is the only source, except where the TikTok oEmbed answer itself carries the caption.
 */
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipeCountOf, signedInMember, startEdge } from '../support/edge';
import { isolatedDatabase, type TIsolatedDb } from '../support/isolated-db';
import { startTestServer, type TTestServer } from '../support/server';

const TIKTOK_OEMBED_CAPTION = `Knoblauch-Zitronen-Hähnchen 🍋🍗 Du brauchst: 2 Hähnchenbrustfilets, 3 Knoblauchzehen, 2 EL Butter, Saft von 1 Zitrone, 1 TL Paprikapulver, Petersilie. Hähnchen mit Paprika würzen und in Butter 6 Minuten pro Seite braten. Knoblauch dazu, mit Zitronensaft ablöschen und mit Petersilie bestreuen. #hähnchen #schnellerezepte #Hähnchen`;

const edge = startEdge(
  http.get('https://www.tiktok.com/oembed', ({ request }) => {
    const url = new URL(request.url).searchParams.get('url') ?? '';
    if (url.includes('/video/7300000000000000009')) {
      return HttpResponse.json({
        title: TIKTOK_OEMBED_CAPTION,
        author_name: 'Zitronenküche',
        author_unique_id: 'zitronenkueche',
      });
    }
    return HttpResponse.error();
  }),
  http.get('https://www.instagram.com/reel/:code/', () => HttpResponse.error()),
  http.get('https://www.youtube.com/oembed', () => HttpResponse.error()),
);

let database: TIsolatedDb;
let server: TTestServer;
beforeAll(async () => {
  database = await isolatedDatabase('kochclip_it_captions');
  server = await startTestServer({ recipeCreationsPerMinute: 100 }, { database: database.handle });
});
afterAll(async () => {
  edge.close();
  await server.close();
  await database.drop();
});

interface TDetail {
  title: string;
  servings: number;
  tags: string[];
  ingredients: { name: string; amount: string; unit: string }[];
  instructions: { step: string; duration?: number; temperature?: string }[];
}

async function importCaption(videoUrl: string, videoDescription?: string): Promise<TDetail> {
  const m = await signedInMember(server);
  const res = await m.http.post(
    '/api/process-video',
    videoDescription === undefined ? { videoUrl } : { videoUrl, videoDescription },
  );
  expect(res.status, res.text).toBe(200);
  const detail = await m.http.get(`/api/recipes/${String(res.json.id)}`);
  expect(detail.status).toBe(200);
  return detail.json as unknown as TDetail;
}

const everyText = (d: TDetail): string =>
  [...d.ingredients.map((i) => `${i.amount} ${i.unit} ${i.name}`), ...d.instructions.map((s) => s.step)].join('\n');

describe('POST /api/process-video reads real-world captions with the built-in engine', () => {
  it('imports a one-paragraph TikTok caption with an inline list after "Zutaten für 2 Personen:"', async () => {
    const detail = await importCaption(
      'https://www.tiktok.com/@ofenliebe/video/7300000000000000001',
      `Ofen-Feta-Pasta 🍅🧀 Zutaten für 2 Personen: 250 g Rigatoni, 400 g Kirschtomaten, 1 Packung Feta (200 g), 3-4 EL Olivenöl, 2 Knoblauchzehen, Salz, Pfeffer, frisches Basilikum. Tomaten und Feta in die Form, mit Öl beträufeln, 20 Min bei 200 Grad backen, dann mit der Pasta mischen. Mit Basilikum servieren! Link zur Form: https://shop.example.com/form #werbung #fetapasta #Pasta #pasta`,
    );
    expect(detail.title).toBe('Ofen-Feta-Pasta');
    expect(detail.servings).toBe(2);
    expect(detail.ingredients).toEqual([
      { name: 'Rigatoni', amount: '250', unit: 'g' },
      { name: 'Kirschtomaten', amount: '400', unit: 'g' },
      { name: 'Feta (200 g)', amount: '1', unit: 'Pck.' },
      { name: 'Olivenöl', amount: '3-4', unit: 'EL' },
      { name: 'Knoblauchzehen', amount: '2', unit: '' },
      { name: 'Salz', amount: '', unit: 'nach Geschmack' },
      { name: 'Pfeffer', amount: '', unit: 'nach Geschmack' },
      { name: 'frisches Basilikum', amount: '', unit: '' },
    ]);
    expect(detail.instructions).toEqual([
      {
        step: 'Tomaten und Feta in die Form, mit Öl beträufeln, 20 Min bei 200 Grad backen, dann mit der Pasta mischen.',
        duration: 20,
        temperature: '200 °C',
      },
      { step: 'Mit Basilikum servieren!' },
    ]);
    expect(detail.tags.slice(0, 2)).toEqual(['fetapasta', 'pasta']);
    expect(detail.tags).not.toContain('werbung');
    expect(everyText(detail)).not.toMatch(/https?:|shop\.example|#|werbung/i);
  });

  it('keeps Thermomix settings in the steps of an Instagram caption with "Für 4 Portionen:" and amounts in parentheses', async () => {
    const detail = await importCaption(
      'https://www.instagram.com/reel/Cz9KochTM01/',
      `Kokos-Linsensuppe aus dem Thermomix 🥥

Für 4 Portionen: 1 Zwiebel, 1 Stück Ingwer (ca. 2 cm), 1 EL Kokosöl, 200 g rote Linsen, 1 Dose Kokosmilch (400 ml), 700 ml Gemüsebrühe, Saft von 1 Limette, Salz

Zwiebel und Ingwer in den Mixtopf geben, 5 Sek/Stufe 5 zerkleinern. Kokosöl zugeben und 3 Min/120°C/Stufe 1 dünsten. Linsen, Kokosmilch und Brühe zugeben und 15 Min/100°C/Linkslauf/Stufe 1 garen. Mit Limettensaft und Salz abschmecken und 1 Min/Stufe 10 pürieren.

Speichert euch das Rezept 📌 #thermomix #suppe #vegan`,
    );
    expect(detail.title).toBe('Kokos-Linsensuppe aus dem Thermomix');
    expect(detail.servings).toBe(4);
    expect(detail.ingredients).toEqual([
      { name: 'Zwiebel', amount: '1', unit: '' },
      { name: 'Ingwer (ca. 2 cm)', amount: '1', unit: 'Stück' },
      { name: 'Kokosöl', amount: '1', unit: 'EL' },
      { name: 'rote Linsen', amount: '200', unit: 'g' },
      { name: 'Kokosmilch (400 ml)', amount: '1', unit: 'Dose' },
      { name: 'Gemüsebrühe', amount: '700', unit: 'ml' },
      { name: 'Saft von 1 Limette', amount: '', unit: '' },
      { name: 'Salz', amount: '', unit: 'nach Geschmack' },
    ]);
    expect(detail.instructions.map((s) => s.step)).toEqual([
      'Zwiebel und Ingwer in den Mixtopf geben, 5 Sek/Stufe 5 zerkleinern.',
      'Kokosöl zugeben und 3 Min/120°C/Stufe 1 dünsten.',
      'Linsen, Kokosmilch und Brühe zugeben und 15 Min/100°C/Linkslauf/Stufe 1 garen.',
      'Mit Limettensaft und Salz abschmecken und 1 Min/Stufe 10 pürieren.',
    ]);
    expect(detail.instructions[2]).toMatchObject({ duration: 15 });
    expect(detail.tags).toEqual(expect.arrayContaining(['thermomix', 'suppe', 'vegan']));
  });

  it('reads a YouTube Shorts caption with emoji bullets, Austrian words, items without amounts and chatter', async () => {
    const detail = await importCaption(
      'https://www.youtube.com/shorts/Erd4pfel0k1',
      `Omas Erdäpfel-Topfen-Laibchen 🥔 Ich liebe dieses Rezept seit meiner Kindheit 🥹

🥔 500 g mehlige Erdäpfel
🧀 250 g Topfen
🥚 1 Ei
🌾 3-4 EL Mehl
🧅 1 Bund Schnittlauch
Salz, Muskat
Butterschmalz zum Braten

Erdäpfel kochen, schälen und noch warm durchpressen. Mit Topfen, Ei, Mehl und Schnittlauch verkneten und mit Salz und Muskat würzen. Laibchen formen und in Butterschmalz von beiden Seiten 4 Minuten goldbraun braten. Dazu passt Rahm mit Kräutern.

Folgt mir für mehr Omarezepte ❤️ #erdäpfel #omasküche #österreich`,
    );
    expect(detail.title).toBe('Omas Erdäpfel-Topfen-Laibchen');
    expect(detail.ingredients).toEqual([
      { name: 'mehlige Erdäpfel', amount: '500', unit: 'g' },
      { name: 'Topfen', amount: '250', unit: 'g' },
      { name: 'Ei', amount: '1', unit: '' },
      { name: 'Mehl', amount: '3-4', unit: 'EL' },
      { name: 'Schnittlauch', amount: '1', unit: 'Bund' },
      { name: 'Salz', amount: '', unit: 'nach Geschmack' },
      { name: 'Muskat', amount: '', unit: 'nach Geschmack' },
      { name: 'Butterschmalz (zum Braten)', amount: '', unit: '' },
    ]);
    expect(detail.instructions).toHaveLength(3);
    expect(detail.instructions[2]).toMatchObject({ duration: 4 });
    expect(everyText(detail)).not.toMatch(/Folgt mir|Kindheit/);
    expect(detail.tags).toEqual(expect.arrayContaining(['erdäpfel', 'omasküche', 'österreich']));
  });

  it('reads the caption that the TikTok oEmbed answer carries when nothing was typed', async () => {
    const detail = await importCaption('https://www.tiktok.com/@zitronenkueche/video/7300000000000000009');
    expect(detail.ingredients).toEqual([
      { name: 'Hähnchenbrustfilets', amount: '2', unit: '' },
      { name: 'Knoblauchzehen', amount: '3', unit: '' },
      { name: 'Butter', amount: '2', unit: 'EL' },
      { name: 'Saft von 1 Zitrone', amount: '', unit: '' },
      { name: 'Paprikapulver', amount: '1', unit: 'TL' },
      { name: 'Petersilie', amount: '', unit: '' },
    ]);
    expect(detail.instructions.map((s) => s.step)).toEqual([
      'Hähnchen mit Paprika würzen und in Butter 6 Minuten pro Seite braten.',
      'Knoblauch dazu, mit Zitronensaft ablöschen und mit Petersilie bestreuen.',
    ]);
    expect(detail.tags.slice(0, 2)).toEqual(['hähnchen', 'schnellerezepte']);
  });

  it.each([
    [
      'a travel post',
      `Zwei Wochen Sizilien 🇮🇹☀️ Arancini am Hafen, Cannoli in Palermo und jeden Abend Granita. Wer war schon da? #sizilien #reisen #foodtravel`,
    ],
    [
      'a giveaway',
      `🎉 Gewinnspiel 🎉 Wir verlosen 3 Messersets! So geht's: 1. Folgt @messerwerk 2. Liked den Beitrag 3. Markiert eine Freundin. Ende Sonntag 20 Uhr. #gewinnspiel #werbung`,
    ],
  ])('refuses %s with the German failure text and saves nothing', async (_, videoDescription) => {
    const m = await signedInMember(server);
    const res = await m.http.post('/api/process-video', {
      videoUrl: 'https://www.tiktok.com/@reisen/video/7300000000000000002',
      videoDescription,
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      message: 'Das Video konnte nicht verarbeitet werden.',
      code: 'BAD_REQUEST',
      requestId: expect.any(String) as string,
    });
    expect(await recipeCountOf(server.db, m.id)).toBe(0);
  });
});
