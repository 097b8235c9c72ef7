import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { AppError } from '@kochclip/routers/errors';
import {
  IMAGE_TOO_MANY_PIXELS,
  closeMediaPool,
  createMediaPool,
  DEFAULT_MEDIA_POOL_OPTIONS,
  MEDIA_BUSY,
  MEDIA_TOO_COSTLY,
  type TMediaPool,
  type TMediaPoolOptions,
  bulkWebpVariants,
  IN_PROCESS_PARSE_CHARS,
  MAX_PARSE_CHARS,
  parseRecipeTextSafely,
  webpVariants,
} from '@kochclip/server';
import { parseRecipeText } from '@kochclip/core/recipe-parser';
import { jpegHeaderClaiming, runawayStringsPdf } from '../support/file-bombs';
import { minimalPdf, pngHeaderOnly, recipeCardPng } from '../support/fixtures';
import { childPids } from '../support/process-memory';

let pool: TMediaPool | null = null;
const logged: string[] = [];
afterEach(async () => {
  await pool?.close();
  pool = null;
  logged.length = 0;
});
afterAll(closeMediaPool);

function startPool(options: Partial<TMediaPoolOptions>): TMediaPool {
  pool = createMediaPool({ ...DEFAULT_MEDIA_POOL_OPTIONS, processes: 1, log: (line) => logged.push(line), ...options });
  return pool;
}

const appError = (code: string, message: string): unknown => expect.objectContaining({ name: 'TRPCError', code, message });
const RECIPE = minimalPdf(['Zutaten:', '1 Zwiebel']);
/** Text recognition on 4 MP of noise: many seconds of work for any machine (the image is made once). */
let noise: Promise<Buffer> | null = null;
async function slowTask() {
  noise ??= sharp({
    create: { width: 2000, height: 2000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } },
  })
    .greyscale()
    .png()
    .toBuffer();
  return { kind: 'ocr', data: await noise } as const;
}

/** The media children this test process started, found by their entry file. */
async function mediaChildren(): Promise<number[]> {
  const pids = await childPids(process.pid);
  const commands = await Promise.all(pids.map((pid) => readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')));
  return pids.filter((_, i) => commands[i]?.includes('media-child'));
}

// Every pool starts its child processes afresh (about a second each under tsx on a busy machine).
describe('media child pool', { timeout: 120_000 }, () => {
  it('reads a PDF text layer in a child process of its own', async () => {
    const media = startPool({});
    expect(await media.run({ kind: 'pdf-text', data: RECIPE })).toBe('Zutaten:\n1 Zwiebel');
    expect(await mediaChildren()).toHaveLength(1);
  });

  it('gives the child an empty environment (none of the server secrets) and a lower CPU priority', async () => {
    const media = startPool({});
    await media.run({ kind: 'pdf-text', data: RECIPE });
    const [child] = await mediaChildren();
    // Node adds only its IPC channel's own variables.
    const environment = (await readFile(`/proc/${child}/environ`, 'utf8')).split('\0').filter(Boolean);
    expect(environment.filter((entry) => !entry.startsWith('NODE_CHANNEL_'))).toEqual([]);
    const niceness = Number((await readFile(`/proc/${child}/stat`, 'utf8')).split(') ')[1]?.split(' ')[16]);
    expect(niceness).toBe(10);
  });

  it('refuses tasks beyond one running and one waiting with 503 and the German busy text', async () => {
    const media = startPool({ maxQueue: 1 });
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map(() => media.run({ kind: 'pdf-text', data: RECIPE })));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'rejected', 'rejected']);
    for (const result of results.filter((r) => r.status === 'rejected')) {
      expect(result.reason).toBeInstanceOf(AppError);
      expect(result.reason).toEqual(appError('SERVICE_UNAVAILABLE', MEDIA_BUSY));
    }
  });

  it('gives the next free child to another member before one member’s further tasks', async () => {
    const media = startPool({ taskTimeoutMs: 1500, maxQueue: 8 });
    const slow = await slowTask();
    const settled: string[] = [];
    const track = (name: string, work: Promise<unknown>) =>
      work.then(
        () => settled.push(name),
        () => settled.push(name),
      );
    const flood = [1, 2, 3].map((n) => track(`a${n}`, media.run(slow, 'member:1')));
    const other = track('b', media.run({ kind: 'pdf-text', data: RECIPE }, 'member:2'));
    await Promise.all([...flood, other]);
    expect(settled.indexOf('b')).toBe(1);
  });

  it('keeps one owner to their share of the queue while others still get in', async () => {
    const media = startPool({ taskTimeoutMs: 1500, maxQueue: 8, maxQueuePerOwner: 2 });
    const slow = await slowTask();
    const flood = [1, 2, 3, 4].map(() => media.run(slow, 'address:203.0.113.9'));
    for (const work of flood) work.catch(() => undefined);
    await expect(flood[3]).rejects.toEqual(appError('SERVICE_UNAVAILABLE', MEDIA_BUSY));
    // Queued behind the running task, and taken before the flood's two waiting ones.
    expect(await media.run({ kind: 'pdf-text', data: RECIPE }, 'member:7')).toBe('Zutaten:\n1 Zwiebel');
  });

  it('refuses a task that waited longer than the queue allows with 503', async () => {
    const media = startPool({ queueTimeoutMs: 200, taskTimeoutMs: 5_000 });
    // Cut off by the pool's close after the test.
    media.run(await slowTask()).catch(() => undefined);
    await expect(media.run({ kind: 'pdf-text', data: RECIPE })).rejects.toEqual(appError('SERVICE_UNAVAILABLE', MEDIA_BUSY));
  });

  it('kills a child at its time limit with a German 400, logs why, and runs the next task in a new child', async () => {
    const media = startPool({ taskTimeoutMs: 1500 });
    await media.run({ kind: 'pdf-text', data: RECIPE });
    const [first] = await mediaChildren();
    await expect(media.run(await slowTask())).rejects.toEqual(appError('BAD_REQUEST', MEDIA_TOO_COSTLY));
    expect(logged.join('\n')).toMatch(/Medienaufgabe ocr .* abgebrochen: länger als 1.5 s/);
    expect(await media.run({ kind: 'pdf-text', data: RECIPE })).toBe('Zutaten:\n1 Zwiebel');
    expect(await mediaChildren()).not.toContain(first);
  });

  it('answers 400 when V8 aborts a child at its heap limit, and the next task runs normally', async () => {
    // 32 MiB of heap: an unclosed string of 4 MiB is enough to make V8 abort the child (SIGABRT).
    const media = startPool({ maxHeapMb: 32 });
    await expect(media.run({ kind: 'pdf-text', data: await runawayStringsPdf(4) })).rejects.toEqual(
      appError('BAD_REQUEST', MEDIA_TOO_COSTLY),
    );
    expect(logged.join('\n')).toMatch(/Speichergrenze erreicht.*SIGABRT.*heap/);
    expect(await media.run({ kind: 'pdf-text', data: RECIPE })).toBe('Zutaten:\n1 Zwiebel');
  });

  it('kills a child whose resident memory passes its limit (OCR is WebAssembly, not V8 heap) with 400', async () => {
    const media = startPool({ maxRssMb: 150 });
    const card = await recipeCardPng(['Pfannkuchen', 'Zutaten:', '250 g Mehl', '500 ml Milch']);
    await expect(media.run({ kind: 'ocr', data: card })).rejects.toEqual(appError('BAD_REQUEST', MEDIA_TOO_COSTLY));
    expect(logged.join('\n')).toMatch(/Medienaufgabe ocr .* Speichergrenze erreicht/);
  });

  it('rejects a child that crashed with a plain error naming it (not a German refusal), and replaces it', async () => {
    const media = startPool({});
    await media.run({ kind: 'pdf-text', data: RECIPE });
    const slow = media.run(await slowTask());
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const pid of await mediaChildren()) process.kill(pid, 'SIGKILL');
    const error = await slow.catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(AppError);
    expect((error as Error).message).toMatch(/Medienprozess \d+ beendet \(Signal SIGKILL\)/);
    expect(await media.run({ kind: 'pdf-text', data: RECIPE })).toBe('Zutaten:\n1 Zwiebel');
  });

  it("passes pdf.js's own error on with its name and message, never as [object Object]", async () => {
    const media = startPool({});
    const error = await media.run({ kind: 'pdf-text', data: Buffer.from('%PDF-1.4\nkaputt') }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(Error);
    expect(`${(error as Error).name}: ${(error as Error).message}`).toBe('InvalidPDFException: Invalid PDF structure.');
  });

  it('ends its children on close and refuses new tasks with 503', async () => {
    const media = startPool({});
    await media.run({ kind: 'pdf-text', data: RECIPE });
    await media.close();
    expect(await mediaChildren()).toEqual([]);
    await expect(media.run({ kind: 'pdf-text', data: RECIPE })).rejects.toEqual(appError('SERVICE_UNAVAILABLE', MEDIA_BUSY));
  });
});

describe('pixel cap', { timeout: 120_000 }, () => {
  it.each([
    ['a PNG header announcing 20000 × 20000', pngHeaderOnly(20_000, 20_000)],
    ['a PNG header above sharp’s own 268 MP limit (17000 × 17000)', pngHeaderOnly(17_000, 17_000)],
    ['a PNG header announcing 41 MP, just above the cap', pngHeaderOnly(8_000, 5_125)],
  ])('refuses %s with 413 before decoding it', async (_, png) => {
    await expect(webpVariants(png)).rejects.toEqual(appError('PAYLOAD_TOO_LARGE', IMAGE_TOO_MANY_PIXELS));
  });

  it('refuses a JPEG header announcing 30000 × 10000 (300 MP) with 413', async () => {
    await expect(webpVariants(await jpegHeaderClaiming(30_000, 10_000))).rejects.toEqual(
      appError('PAYLOAD_TOO_LARGE', IMAGE_TOO_MANY_PIXELS),
    );
  });

  it('accepts a 32 MP camera photo (6960 × 4640) and keeps at most 1200 px of it', async () => {
    const photo = await sharp({ create: { width: 6960, height: 4640, channels: 3, background: '#27ae60' } })
      .jpeg()
      .toBuffer();
    const { full, thumb } = await webpVariants(photo);
    expect(await sharp(full).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 800 });
    expect(await sharp(thumb).metadata()).toMatchObject({ width: 480, height: 360 });
  });

  it("encodes an archive's picture (the import's faster setting) in the same sizes, under the same cap", async () => {
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#c0392b' } })
      .jpeg()
      .toBuffer();
    const own = startPool({});
    const { full, thumb } = await bulkWebpVariants(photo, 'member:1', own);
    expect(await sharp(full).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 900 });
    expect(await sharp(thumb).metadata()).toMatchObject({ format: 'webp', width: 480, height: 360 });
    await expect(bulkWebpVariants(pngHeaderOnly(20_000, 20_000), 'member:1', own)).rejects.toEqual(
      appError('PAYLOAD_TOO_LARGE', IMAGE_TOO_MANY_PIXELS),
    );
  });
});

describe('the recipe parser on long texts', { timeout: 120_000 }, () => {
  const recipe =
    'Linsensuppe\nZutaten:\n200 g rote Linsen\n1 Zwiebel\n2 EL Öl\nZubereitung:\n1. Zwiebel in Öl andünsten.\n2. Linsen 20 Minuten kochen.';

  it('reads a long text in a media child and finds the same recipe as in the server', async () => {
    const story = 'Heute erzähle ich euch, wie meine Oma immer gekocht hat. '.repeat(150);
    const long = `${story}\n${recipe}`;
    expect(long.length).toBeGreaterThan(IN_PROCESS_PARSE_CHARS);
    const inChild = await parseRecipeTextSafely(long);
    expect(inChild).toEqual(parseRecipeText(long));
    expect(inChild?.ingredients.map((i) => i.name)).toEqual(expect.arrayContaining(['rote Linsen', 'Zwiebel']));
    expect(await childPids(process.pid)).not.toEqual([]);
  });

  it('reads no more than the first 50,000 characters', async () => {
    const huge = `${recipe}\n${'Kein Rezept hier. '.repeat(10_000)}`;
    expect(huge.length).toBeGreaterThan(MAX_PARSE_CHARS);
    expect(await parseRecipeTextSafely(huge)).toEqual(parseRecipeText(huge.slice(0, MAX_PARSE_CHARS)));
  });
});
