import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { http, HttpResponse } from 'msw';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { recipes } from '@kochclip/db/schema';
import {
  startBackgroundJobs,
  type TBackgroundJobs,
  recipeImageJob,
  createDirectoryStorage,
  type TStorage,
} from '@kochclip/server';
import { chatCompletion, LLM_RECIPE, signedInMember, startEdge } from '../support/edge';
import { isolatedDatabase, type TIsolatedDb } from '../support/isolated-db';
import { startTestServer, type TTestServer } from '../support/server';

const LLM_BASE = 'https://llm.test/v1';
const IMAGES_URL = `${LLM_BASE}/images/generations`;
const AI = { baseUrl: LLM_BASE, apiKey: 'test-key', model: 'test-model', visionModel: 'test-vision', timeoutMs: 1500 };

interface TImageRequest {
  model: string;
  prompt: string;
  size: string;
  response_format?: string;
}

const imageRequests: TImageRequest[] = [];
/** Records every image request and answers with `respond`, which may hold the answer back. */
function imageAnswers(respond: () => Promise<Response> | Response) {
  return http.post(IMAGES_URL, async ({ request }) => {
    imageRequests.push((await request.json()) as TImageRequest);
    return respond();
  });
}

/** A promise the test opens when it is ready, so the job cannot finish before the HTTP answer was checked. */
function gate() {
  let open = () => undefined as void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open: () => open() };
}

const pngBase64 = async () =>
  (await sharp({ create: { width: 64, height: 64, channels: 3, background: '#8b4513' } }).png().toBuffer()).toString('base64');

const edge = startEdge(
  http.post(`${LLM_BASE}/chat/completions`, () => HttpResponse.json(chatCompletion(JSON.stringify(LLM_RECIPE)))),
);

const logLines: string[] = [];
let database: TIsolatedDb;
let storage: TStorage;
let jobs: TBackgroundJobs;
let server: TTestServer;
beforeAll(async () => {
  database = await isolatedDatabase('kochclip_it_image_job');
  const uploadDir = await mkdtemp(path.join(tmpdir(), 'kochclip-image-job-'));
  storage = createDirectoryStorage(uploadDir);
  jobs = await startBackgroundJobs({
    databaseUrl: database.url,
    db: database.handle.db,
    storage,
    log: (line) => logLines.push(line),
    images: { baseUrl: LLM_BASE, apiKey: 'test-key', model: 'gpt-image-1', timeoutMs: 1500 },
    pollingIntervalSeconds: 0.5,
    imageRetryDelaySeconds: 1,
  });
  server = await startTestServer(
    { recipeCreationsPerMinute: 1000 },
    { database: database.handle, uploadDir, ai: AI, jobs: jobs.queue },
  );
});
afterEach(() => {
  edge.resetHandlers();
  imageRequests.length = 0;
  logLines.length = 0;
});
afterAll(async () => {
  edge.close();
  await jobs.stop();
  await server.close();
  await database.drop();
});

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

const imageOf = async (id: number) => {
  const [row] = await server.db
    .select({ imageUrl: recipes.imageUrl, thumbnailUrl: recipes.thumbnailUrl })
    .from(recipes)
    .where(eq(recipes.id, id));
  return row;
};

const imageJobsOf = (id: number) =>
  server.db.execute<{ state: string }>(
    sql`select state from pgboss.job where name = 'recipe-image' and (data->>'recipeId')::int = ${id}`,
  );

const wish = { type: 'prompt', prompt: 'Eine wärmende Suppe für den Herbst', saveToDatabase: true };

async function createRecipe(target: TTestServer): Promise<{ id: number; imageUrl: string }> {
  const member = await signedInMember(target);
  const res = await member.http.post('/api/generate-recipe', wish);
  expect(res.status, res.text).toBe(200);
  return { id: res.json.id as number, imageUrl: res.json.imageUrl as string };
}

async function expectWebp(url: string) {
  const res = await fetch(`${server.url}${url}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/webp');
  const bytes = Buffer.from(await res.arrayBuffer());
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
  expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
}

describe('recipe-image job with an image model configured', () => {
  it('answers at once with the illustration and later replaces it with the generated photo as WebP', async () => {
    const answer = gate();
    const b64 = await pngBase64();
    edge.use(imageAnswers(() => answer.opened.then(() => HttpResponse.json({ created: 1_700_000_000, data: [{ b64_json: b64 }] }))));

    const created = await createRecipe(server);
    expect(created.imageUrl).toMatch(/^\/media\/recipe-.+\.svg$/);
    answer.open();

    const stored = await waitFor('das generierte Rezeptbild', async () => {
      const row = await imageOf(created.id);
      return row?.imageUrl?.endsWith('.webp') ? row : undefined;
    });
    await expectWebp(stored.imageUrl ?? '');
    await expectWebp(stored.thumbnailUrl ?? '');

    expect(imageRequests).toHaveLength(1);
    const [request] = imageRequests;
    expect(request).toMatchObject({ model: 'gpt-image-1', size: '1024x1024' });
    expect(request?.response_format).toBeUndefined();
    expect(request?.prompt).toContain('Cremige Kürbissuppe');
    expect(request?.prompt).toContain('Hokkaido-Kürbis, Kokosmilch, Ingwer');
    expect(request?.prompt).toContain('German home cooking');
    expect(request?.prompt).toContain('No text');
  });

  it('keeps the illustration when the image API fails on every retry, and logs each attempt in one line', async () => {
    edge.use(imageAnswers(() => HttpResponse.json({ error: { message: 'Boom', type: 'server_error' } }, { status: 500 })));
    const created = await createRecipe(server);

    await waitFor('den endgültig fehlgeschlagenen Job', async () => {
      const [job] = await imageJobsOf(created.id);
      return job?.state === 'failed' ? job : undefined;
    });
    expect(imageRequests).toHaveLength(3);
    expect((await imageOf(created.id))?.imageUrl).toBe(created.imageUrl);
    expect(logLines.filter((line) => line.includes(`Rezeptbild für Rezept ${created.id} nicht erzeugt`))).toHaveLength(3);
    expect(logLines.every((line) => !line.includes('\n'))).toBe(true);
    expect((await fetch(`${server.url}/api/health/ready`)).status).toBe(200);
  });
});

describe('recipe-image job handler', () => {
  const generated = { calls: 0 };
  const handler = (generate: () => Promise<Uint8Array>) =>
    recipeImageJob({ db: database.handle.db, storage, log: () => undefined, generate });
  const photo = async () => {
    generated.calls += 1;
    return Buffer.from(await pngBase64(), 'base64');
  };
  const attempt = { number: 1, of: 3 };

  async function insertRecipe(imageUrl: string): Promise<number> {
    const [row] = await database.handle.db
      .insert(recipes)
      .values({ title: 'Königsberger Klopse', source: 'prompt', imageUrl, thumbnailUrl: imageUrl, ingredients: LLM_RECIPE.ingredients })
      .returning({ id: recipes.id });
    if (!row) throw new Error('insert failed');
    return row.id;
  }

  afterEach(() => {
    generated.calls = 0;
  });

  it('does nothing for a recipe that was deleted', async () => {
    const id = await insertRecipe('/media/recipe-geloescht.svg');
    await database.handle.db.delete(recipes).where(eq(recipes.id, id));
    await handler(photo).run({ recipeId: id }, attempt);
    expect(generated.calls).toBe(0);
  });

  it('does not touch a recipe whose picture is no longer the illustration', async () => {
    const id = await insertRecipe('/media/recipe-thumbnail.webp');
    await handler(photo).run({ recipeId: id }, attempt);
    expect(generated.calls).toBe(0);
    expect((await imageOf(id))?.imageUrl).toBe('/media/recipe-thumbnail.webp');
  });

  it('does not overwrite a picture that replaced the illustration while the image was generated', async () => {
    const id = await insertRecipe('/media/recipe-illustration.svg');
    await handler(async () => {
      await database.handle.db.update(recipes).set({ imageUrl: '/media/recipe-neu.webp' }).where(eq(recipes.id, id));
      return photo();
    }).run({ recipeId: id }, attempt);
    expect(generated.calls).toBe(1);
    expect((await imageOf(id))?.imageUrl).toBe('/media/recipe-neu.webp');
  });
});

describe('without an image model', () => {
  it('enqueues no picture job and keeps the illustration', async () => {
    const offline = await startBackgroundJobs({
      databaseUrl: database.url,
      db: database.handle.db,
      storage,
      log: () => undefined,
      images: null,
      pollingIntervalSeconds: 0.5,
    });
    const plain = await startTestServer(
      { recipeCreationsPerMinute: 1000 },
      { database: database.handle, ai: AI, jobs: offline.queue },
    );
    try {
      const created = await createRecipe(plain);
      expect(created.imageUrl).toMatch(/\.svg$/);
      expect(await imageJobsOf(created.id)).toHaveLength(0);
      expect(imageRequests).toHaveLength(0);
    } finally {
      await plain.close();
      await offline.stop();
    }
  });
});
