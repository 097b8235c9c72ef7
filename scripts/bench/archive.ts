import sharp from 'sharp';
import { ZipFile } from 'yazl';

/**
 * The archive of npm run bench:import: a Mealie-style zip of `count` recipes, each with a picture (a phone photo as
 * apps keep it: 1200 × 900 JPEG with noise, about 100 KB; ten variants shared by the recipes, stored uncompressed).
 */
async function pictures(): Promise<Buffer[]> {
  return Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      sharp({
        create: {
          width: 1200,
          height: 900,
          channels: 3,
          background: { r: 120 + i * 10, g: 80, b: 40 + i * 15 },
          noise: { type: 'gaussian', mean: 128, sigma: 10 },
        },
      })
        .jpeg({ quality: 70 })
        .toBuffer(),
    ),
  );
}

function mealieRecipe(i: number) {
  return {
    name: `Benchmark-Eintopf Nr. ${i + 1}`,
    slug: `benchmark-eintopf-${i + 1}`,
    recipeServings: 4,
    totalTime: '45 Minuten',
    prepTime: '15 Minuten',
    performTime: '30 Minuten',
    description: 'Ein Eintopf für den Benchmark.',
    recipeCategory: [{ name: 'Hauptgericht' }],
    tags: [{ name: 'Eintopf' }],
    orgURL: `https://www.example-bench.de/eintopf-${i + 1}`,
    recipeIngredient: [
      { title: 'Für den Eintopf', quantity: 500, unit: { name: 'Gramm' }, food: { name: 'Kartoffeln' }, note: 'geschält' },
      { quantity: 2, unit: null, food: { name: 'Zwiebeln' }, note: '' },
      { quantity: 1, unit: { name: 'Liter' }, food: { name: 'Gemüsebrühe' }, note: '' },
      { quantity: 0, unit: null, food: null, note: '200 g Karotten, in Scheiben' },
      { quantity: 1, unit: { name: 'Esslöffel' }, food: { name: 'Öl' }, note: '' },
    ],
    recipeInstructions: [
      { title: '', text: 'Zwiebeln in Öl 5 Minuten anschwitzen.' },
      { title: '', text: 'Kartoffeln und Karotten zugeben, mit Brühe aufgießen.' },
      { title: '', text: 'Alles 25 Minuten köcheln lassen und abschmecken.' },
    ],
  };
}

export async function benchArchive(count: number): Promise<Buffer> {
  const photos = await pictures();
  const zip = new ZipFile();
  for (let i = 0; i < count; i += 1) {
    const recipe = mealieRecipe(i);
    zip.addBuffer(Buffer.from(JSON.stringify(recipe)), `recipes/${recipe.slug}/${recipe.slug}.json`);
    zip.addBuffer(photos[i % photos.length] ?? Buffer.alloc(0), `recipes/${recipe.slug}/images/original.jpg`, {
      compress: false,
    });
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}
