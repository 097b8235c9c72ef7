import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '@kochclip/routers/errors';
import { createMediaPool, MEDIA_BUSY, MEDIA_TOO_COSTLY, type TMediaPool } from '@kochclip/server/services/media/media-pool';
import { IMAGE_TOO_MANY_PIXELS, webpVariants } from '@kochclip/server/services/media/media-work';
import { costlyPdf, minimalPdf, pngHeaderOnly } from '../support/fixtures';

let pool: TMediaPool | null = null;
afterEach(async () => {
  await pool?.close();
  pool = null;
});

const appError = (code: string, message: string): unknown => expect.objectContaining({ name: 'TRPCError', code, message });

// Every pool starts its worker threads afresh, which takes a few seconds on a busy machine.
describe('media worker pool', { timeout: 60_000 }, () => {
  it('reads a PDF text layer on a worker thread', async () => {
    pool = createMediaPool({ threads: 1, maxQueue: 4, taskTimeoutMs: 30_000, maxHeapMb: 256 });
    expect(await pool.run({ kind: 'pdf-text', data: minimalPdf(['Zutaten:', '1 Zwiebel']) })).toBe('Zutaten:\n1 Zwiebel');
  });

  it('refuses a task with 503 and the German busy text when the queue is full', async () => {
    const busyPool = createMediaPool({ threads: 1, maxQueue: 1, taskTimeoutMs: 30_000, maxHeapMb: 256 });
    pool = busyPool;
    const costly = costlyPdf(2, 20_000);
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map(() => busyPool.run({ kind: 'pdf-text', data: costly })));
    const refused = results.filter((r) => r.status === 'rejected').map((r) => r.reason as unknown);
    expect(refused).toHaveLength(3);
    for (const error of refused) {
      expect(error).toBeInstanceOf(AppError);
      expect(error).toEqual(appError('SERVICE_UNAVAILABLE', MEDIA_BUSY));
    }
  });

  it('cuts a task off at its time limit with a German 400', async () => {
    pool = createMediaPool({ threads: 1, maxQueue: 4, taskTimeoutMs: 300, maxHeapMb: 256 });
    await expect(pool.run({ kind: 'pdf-text', data: costlyPdf(20, 200_000) })).rejects.toEqual(
      appError('BAD_REQUEST', MEDIA_TOO_COSTLY),
    );
  });

  it('refuses an image whose header announces 49 megapixels before decoding it', async () => {
    await expect(webpVariants(pngHeaderOnly(7000, 7000))).rejects.toEqual(appError('PAYLOAD_TOO_LARGE', IMAGE_TOO_MANY_PIXELS));
  });
});
