import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '@kochclip/db/seed';
import { recipes } from '@kochclip/db/schema';
import { hashPassword } from '@kochclip/routers/server';
import { createDirectoryStorage } from '@kochclip/server';
import { isolatedDatabase, type TIsolatedDb } from '../support/isolated-db';
import { startTestServer, type TTestServer } from '../support/server';

let database: TIsolatedDb;
let webDist: string;
let server: TTestServer;
let photoRecipeId: number;

/** The web app's server entry as `npm run build` writes it. */
const SERVER_ENTRY = path.resolve(import.meta.dirname, '../../web/dist-ssr/entry-server.js');

beforeAll(async () => {
  if (!existsSync(SERVER_ENTRY)) throw new Error('web/dist-ssr fehlt: zuerst `npm run build` ausführen.');
  database = await isolatedDatabase('kochclip_share_images');
  webDist = await mkdtemp(path.join(tmpdir(), 'kochclip-share-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><title>Kochclip</title></head><body><div id="root"></div></body></html>',
  );
  const uploadDir = await mkdtemp(path.join(tmpdir(), 'kochclip-share-media-'));
  const storage = createDirectoryStorage(uploadDir);
  // The demo recipes as an install has them: their illustrations in the server's media store.
  await seedDemoData(database.handle.db, { hashPassword, saveImage: storage.save });
  const photo = await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#3a7d44' } })
    .webp()
    .toBuffer();
  const [withPhoto] = await database.handle.db
    .insert(recipes)
    .values({
      title: 'Kräuterquark im Hochformat',
      source: 'prompt',
      imageUrl: await storage.save('recipe-hochformat.webp', photo),
    })
    .returning({ id: recipes.id });
  photoRecipeId = withPhoto?.id ?? 0;
  server = await startTestServer(
    {},
    {
      database: database.handle,
      webDistDir: webDist,
      // The page's head comes with the server's render (the app's own components, as `npm run build` writes them).
      webServerEntry: SERVER_ENTRY,
      // The deadline has its own tests (server-rendering.test.ts); a loaded test machine must not hit it here.
      serverRenderTimeoutMs: 30_000,
      uploadDir,
    },
  );
}, 60_000);
afterAll(async () => {
  await server?.close();
  await database?.drop();
  await rm(webDist, { recursive: true, force: true });
});

const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key.replace(':', '\\:')}" content="([^"]*)"`).exec(html)?.[1];

async function previewOf(id: number) {
  const html = await (await fetch(`${server.url}/recipe/${id}`)).text();
  const jsonLd = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}') as {
    image?: string[];
  };
  return { html, ogImage: metaContent(html, 'og:image') ?? '', jsonLdImages: jsonLd.image ?? [] };
}

/** What a link preview gets when it fetches the picture: the type it is sent as, and the pixels. */
async function fetched(url: string) {
  const res = await fetch(url);
  const body = Buffer.from(await res.arrayBuffer());
  const { format, width, height } = res.ok ? await sharp(body).metadata() : { format: null, width: 0, height: 0 };
  return { status: res.status, type: res.headers.get('content-type'), format, width, height };
}

describe('link previews of recipe pages', () => {
  it('gives every demo recipe a fetchable 1200 × 630 JPEG as og:image, and only raster pictures in the JSON-LD', async () => {
    const demo = await database.handle.db.select({ id: recipes.id, imageUrl: recipes.imageUrl }).from(recipes);
    const illustrated = demo.filter((r) => r.imageUrl?.endsWith('.svg'));
    expect(illustrated.length).toBeGreaterThan(10);
    for (const { id } of illustrated) {
      const { html, ogImage, jsonLdImages } = await previewOf(id);
      expect(ogImage, `Rezept ${id}`).toMatch(new RegExp(`^${server.url}/media/share-recipe-${id}-[0-9a-z]+\\.jpg$`));
      expect(metaContent(html, 'og:image:type')).toBe('image/jpeg');
      expect(metaContent(html, 'og:image:width')).toBe('1200');
      expect(metaContent(html, 'og:image:height')).toBe('630');
      expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
      expect(await fetched(ogImage)).toEqual({ status: 200, type: 'image/jpeg', format: 'jpeg', width: 1200, height: 630 });
      expect(jsonLdImages).toEqual([ogImage]);
    }
  });

  it('crops a photo to the preview size and lists the photo first in the JSON-LD', async () => {
    const { ogImage, jsonLdImages } = await previewOf(photoRecipeId);
    expect(jsonLdImages).toEqual([`${server.url}/media/recipe-hochformat.webp`, ogImage]);
    const [card, again] = await Promise.all([fetched(ogImage), fetched(ogImage)]);
    expect(card).toEqual({ status: 200, type: 'image/jpeg', format: 'jpeg', width: 1200, height: 630 });
    expect(again).toEqual(card);
    const pixel = await sharp(Buffer.from(await (await fetch(ogImage)).arrayBuffer()))
      .resize(1, 1)
      .raw()
      .toBuffer();
    // The photo's green, not an illustration's warm colours.
    expect(pixel[1]).toBeGreaterThan((pixel[0] ?? 0) + 30);
  });

  it('answers 404 for a preview name of no recipe or of an outdated picture', async () => {
    for (const name of ['share-recipe-999999-abc.jpg', `share-recipe-${photoRecipeId}-zzzz.jpg`, 'share-recipe-0-a.jpg']) {
      expect((await fetch(`${server.url}/media/${name}`)).status, name).toBe(404);
    }
  });
});
