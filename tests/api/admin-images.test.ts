import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray, isNull, sql } from 'drizzle-orm';
import { http, HttpResponse } from 'msw';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { recipes, users } from '@kochclip/db/schema';
import { startBackgroundJobs, type TBackgroundJobs, createAdminTools, createDirectoryStorage } from '@kochclip/server';
import { startEdge } from '../support/edge';
import { isolatedDatabase, type TIsolatedDb } from '../support/isolated-db';
import { signUp, type TSignedUp } from '../support/members';
import { startTestServer, type TTestServer } from '../support/server';

const LLM_BASE = 'https://bilder.test/v1';
const IMAGES = { baseUrl: LLM_BASE, apiKey: 'test-key', model: 'gpt-image-1', timeoutMs: 2000 };

const pngBase64 = async () =>
  (
    await sharp({ create: { width: 32, height: 32, channels: 3, background: '#aa3300' } })
      .png()
      .toBuffer()
  ).toString('base64');

const edge = startEdge();

interface TSetup {
  database: TIsolatedDb;
  jobs: TBackgroundJobs;
  server: TTestServer;
  admin: TSignedUp;
}

/** A server with background jobs on its own database, with or without an image model. */
async function setUp(prefix: string, images: typeof IMAGES | null): Promise<TSetup> {
  const database = await isolatedDatabase(prefix, { seed: true });
  const uploadDir = await mkdtemp(path.join(tmpdir(), `${prefix}-media-`));
  const storage = createDirectoryStorage(uploadDir);
  const jobs = await startBackgroundJobs({
    databaseUrl: database.url,
    db: database.handle.db,
    storage,
    log: () => undefined,
    images,
    pollingIntervalSeconds: 0.5,
    imageRetryDelaySeconds: 1,
  });
  const server = await startTestServer(
    {},
    {
      database: database.handle,
      uploadDir,
      storage,
      jobs: jobs.queue,
      admin: createAdminTools({ storage, previous: null, ai: null, images, log: () => undefined }),
    },
  );
  const admin = await signUp(server.url, 'bildadmin');
  await server.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
  return { database, jobs, server, admin };
}

async function tearDown(setup: TSetup | undefined) {
  if (!setup) return;
  await setup.jobs.stop();
  await setup.server.close();
  await setup.database.drop();
}

/** Polls until `read` returns a value; a timeout fails the test instead of a fixed sleep guessing the duration. */
async function waitFor<T>(what: string, read: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Zeitüberschreitung beim Warten auf ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function recipeWithPhoto(setup: TSetup, title: string): Promise<number> {
  const name = `recipe-foto-${Math.random().toString(36).slice(2)}`;
  await writeFile(path.join(setup.server.uploadDir, `${name}.webp`), 'foto');
  await writeFile(path.join(setup.server.uploadDir, `${name}-thumb.webp`), 'foto');
  const [row] = await setup.server.db
    .insert(recipes)
    .values({ title, source: 'prompt', imageUrl: `/media/${name}.webp`, thumbnailUrl: `/media/${name}-thumb.webp` })
    .returning({ id: recipes.id });
  return row?.id ?? 0;
}

const imageOf = async (setup: TSetup, id: number) => {
  const [row] = await setup.server.db
    .select({ imageUrl: recipes.imageUrl, thumbnailUrl: recipes.thumbnailUrl })
    .from(recipes)
    .where(eq(recipes.id, id));
  return row;
};

afterEach(() => edge.resetHandlers());
afterAll(() => edge.close());

describe('without an image model (offline)', () => {
  let setup: TSetup;
  beforeAll(async () => {
    setup = await setUp('kochclip_it_admin_img_off', null);
  }, 60_000);
  afterAll(() => tearDown(setup));

  it('regenerating replaces even a real photo with the drawn illustration, shows it pending meanwhile and removes the old files', async () => {
    const id = await recipeWithPhoto(setup, 'Forelle blau');
    const before = await imageOf(setup, id);
    const res = await setup.admin.http.post(`/api/admin/recipes/${id}/regenerate-image`);
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({ success: true, message: 'Neues Bild für „Forelle blau“ wird erzeugt.' });
    const image = await waitFor('die Illustration', async () => {
      const row = await imageOf(setup, id);
      return row?.imageUrl?.endsWith('.svg') ? row : undefined;
    });
    expect(image.thumbnailUrl).toBe(image.imageUrl);
    const oldFiles = [before?.imageUrl, before?.thumbnailUrl].map((url) => url?.slice('/media/'.length));
    await waitFor('the old files to go', async () => {
      const files = await readdir(setup.server.uploadDir);
      return oldFiles.some((file) => files.includes(file ?? '')) ? undefined : true;
    });
    const svg = await fetch(`${setup.server.url}${image.imageUrl}`);
    expect(svg.headers.get('content-type')).toContain('image/svg+xml');
    expect(await svg.text()).toContain('aria-label="Illustration: Forelle blau"');
    const listed = await waitFor('pending to end', async () => {
      const list = await setup.admin.http.get('/api/admin/recipes?search=Forelle');
      const [row] = list.json.recipes as { imagePending: boolean; hasImage: boolean }[];
      return row && !row.imagePending ? row : undefined;
    });
    expect(listed.hasImage).toBe(false);
  });

  it('generates missing pictures: only recipes without any picture get the illustration', async () => {
    const [bare] = await setup.server.db
      .insert(recipes)
      .values({ title: 'Nackter Kuchen', source: 'prompt' })
      .returning({ id: recipes.id });
    const res = await setup.admin.http.post('/api/generate-missing-images');
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({
      count: 1,
      message: '1 Rezept ohne Bild bekommt die gezeichnete Illustration (kein Bildmodell eingerichtet).',
      recipes: [{ id: bare?.id, title: 'Nackter Kuchen' }],
    });
    expect((await setup.admin.http.post('/api/generate-missing-images')).json).toMatchObject({ count: 0 });

    // Once the illustration is drawn, the answer and the statistics agree: no recipe is without a picture.
    const stats = await waitFor('the illustration', async () => {
      const res = await setup.admin.http.get('/api/admin/image-stats');
      return res.json.pending === 0
        ? (res.json as unknown as { totalRecipes: number; withImages: number; withIllustrations: number })
        : undefined;
    });
    expect(stats.withIllustrations).toBeGreaterThanOrEqual(1);
    expect(stats.totalRecipes - stats.withImages - stats.withIllustrations).toBe(0);
    expect((await setup.admin.http.post('/api/generate-missing-images')).json).toMatchObject({
      count: 0,
      message: 'Alle Rezepte haben bereits ein Bild (Foto oder Illustration).',
    });
  });

  it('answers regenerate-images with successful and total, and refuses an empty request with 400', async () => {
    const id = await recipeWithPhoto(setup, 'Maultaschen');
    const res = await setup.admin.http.post('/api/admin/regenerate-images', { recipeIds: [id, 2_000_000] });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({ results: { successful: 1, total: 2 } });
    const empty = await setup.admin.http.post('/api/admin/regenerate-images');
    expect(empty.status).toBe(400);
    expect(empty.json.message).toBe('Bitte wähle Rezepte aus oder setze regenerateAll.');
    expect(
      (await setup.admin.http.post('/api/admin/regenerate-images', { recipeIds: Array.from({ length: 101 }, (_, i) => i + 1) }))
        .status,
    ).toBe(400);
  });

  it('regenerates all pictures through one fan-out job', async () => {
    // A handful of recipes: the worker draws one at a time (one job per recipe, as with a paid image model).
    await setup.server.db.execute(sql`delete from recipes where id not in (select id from recipes order by id limit 4)`);
    const before = await setup.server.db.select({ id: recipes.id, imageUrl: recipes.imageUrl }).from(recipes);
    const res = await setup.admin.http.post('/api/admin/regenerate-images', { regenerateAll: true });
    expect(res.json).toEqual({ results: { successful: before.length, total: before.length } });
    await waitFor(
      'every recipe drawn anew',
      async () => {
        const now = await setup.server.db.select({ id: recipes.id, imageUrl: recipes.imageUrl }).from(recipes);
        const previous = new Map(before.map((row) => [row.id, row.imageUrl]));
        const redrawn = now.every((row) => row.imageUrl?.endsWith('.svg') && row.imageUrl !== previous.get(row.id));
        const [pending] = await setup.server.db.execute<{ n: number }>(sql`select count(*)::int as n from recipe_image_requests`);
        return redrawn && pending?.n === 0 ? true : undefined;
      },
      60_000,
    );
    const [bare] = await setup.server.db.select({ id: recipes.id }).from(recipes).where(isNull(recipes.imageUrl));
    expect(bare).toBeUndefined();
  });
  it('marks a requested picture pending in the admin list until the job ran', async () => {
    const id = await recipeWithPhoto(setup, 'Sauerbraten');
    // No worker takes the job, so it stays pending (the last test of this block).
    await setup.jobs.boss.offWork('recipe-image');
    try {
      await setup.admin.http.post(`/api/admin/recipes/${id}/regenerate-image`);
      const list = await setup.admin.http.get('/api/admin/recipes?search=Sauerbraten');
      expect(list.json.recipes).toEqual([expect.objectContaining({ id, imagePending: true, hasImage: true })]);
      expect((await setup.admin.http.get('/api/admin/image-stats')).json.pending).toBe(1);
    } finally {
      await setup.server.db.execute(sql`delete from recipe_image_requests`);
    }
  });
});

describe('with an image model', () => {
  let setup: TSetup;
  beforeAll(async () => {
    setup = await setUp('kochclip_it_admin_img_on', IMAGES);
  }, 60_000);
  afterAll(() => tearDown(setup));

  it('regenerating replaces a photo with a generated one (WebP, with thumbnail)', async () => {
    const b64 = await pngBase64();
    edge.use(http.post(`${LLM_BASE}/images/generations`, () => HttpResponse.json({ created: 1, data: [{ b64_json: b64 }] })));
    const id = await recipeWithPhoto(setup, 'Labskaus');
    const before = await imageOf(setup, id);
    expect((await setup.admin.http.post(`/api/admin/recipes/${id}/regenerate-image`)).status).toBe(200);
    const image = await waitFor('das generierte Bild', async () => {
      const row = await imageOf(setup, id);
      return row && row.imageUrl !== before?.imageUrl ? row : undefined;
    });
    expect(image.imageUrl).toMatch(/^\/media\/recipe-.*\.webp$/);
    expect(image.thumbnailUrl).toMatch(/-thumb\.webp$/);
    const photo = await fetch(`${setup.server.url}${image.imageUrl}`);
    expect(photo.headers.get('content-type')).toBe('image/webp');
  });

  it('tests the model for real: both approaches work', async () => {
    const b64 = await pngBase64();
    edge.use(
      http.get(`${LLM_BASE}/models/gpt-image-1`, () =>
        HttpResponse.json({ id: 'gpt-image-1', object: 'model', created: 1, owned_by: 'test' }),
      ),
      http.post(`${LLM_BASE}/images/generations`, () => HttpResponse.json({ created: 1, data: [{ b64_json: b64 }] })),
    );
    const res = await setup.admin.http.post('/api/admin/test-gpt-image-1');
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({
      available: true,
      modelAvailable: true,
      diagnosis: { workingApproaches: 2, status: 'Funktionsfähig' },
    });
    expect(res.json.approaches).toEqual([
      expect.objectContaining({ name: 'Modell abrufen', success: true }),
      expect.objectContaining({ name: 'Bild erzeugen', success: true }),
    ]);
  });

  it('reports a model that is visible but refuses to generate, with the status', async () => {
    edge.use(
      http.get(`${LLM_BASE}/models/gpt-image-1`, () =>
        HttpResponse.json({ id: 'gpt-image-1', object: 'model', created: 1, owned_by: 'test' }),
      ),
      http.post(`${LLM_BASE}/images/generations`, () =>
        HttpResponse.json(
          { error: { message: 'Organization must be verified', type: 'invalid_request_error' } },
          { status: 403 },
        ),
      ),
    );
    const res = await setup.admin.http.post('/api/admin/test-gpt-image-1');
    expect(res.json).toMatchObject({ available: false, modelAvailable: true, diagnosis: { workingApproaches: 1 } });
    expect(res.json.diagnosis).toMatchObject({ status: expect.stringContaining('HTTP 403') as unknown });
    expect(res.json.recommendation).toContain('Organisation verifizieren');
  });

  it('reports a model this key cannot see', async () => {
    const missing = { error: { message: 'The model does not exist', type: 'invalid_request_error' } };
    edge.use(
      http.get(`${LLM_BASE}/models/gpt-image-1`, () => HttpResponse.json(missing, { status: 404 })),
      http.post(`${LLM_BASE}/images/generations`, () => HttpResponse.json(missing, { status: 404 })),
    );
    const res = await setup.admin.http.post('/api/admin/test-gpt-image-1');
    expect(res.json).toMatchObject({ available: false, modelAvailable: false, diagnosis: { workingApproaches: 0 } });
  });

  it('limits the paid probe to 5 per admin in 10 minutes (429 with Retry-After)', async () => {
    edge.use(
      http.get(`${LLM_BASE}/models/gpt-image-1`, () =>
        HttpResponse.json({ id: 'gpt-image-1', object: 'model', created: 1, owned_by: 'test' }),
      ),
      http.post(`${LLM_BASE}/images/generations`, () => HttpResponse.json({ error: { message: 'nein' } }, { status: 400 })),
    );
    const other = await signUp(setup.server.url, 'bildtester');
    await setup.server.db.update(users).set({ role: 'admin' }).where(eq(users.id, other.id));
    for (let i = 0; i < 5; i += 1) expect((await other.http.post('/api/admin/test-gpt-image-1')).status).toBe(200);
    const sixth = await other.http.post('/api/admin/test-gpt-image-1');
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
  });
  it('generate-missing includes illustrations when a model is configured', async () => {
    // No worker takes the jobs: the illustration must not be replaced while the test looks (the last test of this block).
    await setup.jobs.boss.offWork('recipe-image');
    const [drawn] = await setup.server.db
      .insert(recipes)
      .values({
        title: 'Gezeichnete Suppe',
        source: 'prompt',
        imageUrl: '/media/recipe-x.svg',
        thumbnailUrl: '/media/recipe-x.svg',
      })
      .returning({ id: recipes.id });
    const res = await setup.admin.http.post('/api/generate-missing-images');
    expect(res.status, res.text).toBe(200);
    expect(res.json.message).toMatch(/Rezeptbilder? werden? im Hintergrund erzeugt \(etwa 2–3 Minuten pro Bild\)\./);
    expect((res.json.recipes as { id: number }[]).map((r) => r.id)).toContain(drawn?.id);
    await setup.server.db.delete(recipes).where(inArray(recipes.id, [drawn?.id ?? 0]));
  });
});
