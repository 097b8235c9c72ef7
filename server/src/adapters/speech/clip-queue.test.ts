import { describe, expect, it } from 'vitest';
import { createClipQueue, QueueFullError, type TClipJob } from './clip-queue';

/** A synthesis run the test finishes by hand, so the order of runs is seen without any timing. */
interface TRun {
  keys: string[];
  finish: () => void;
  fail: (error: Error) => void;
}

function queueWith(options: { concurrency?: number; batchSize?: number; maxWaiting?: number } = {}) {
  const runs: TRun[] = [];
  const logged: string[] = [];
  const queue = createClipQueue({
    concurrency: options.concurrency ?? 1,
    batchSize: options.batchSize ?? 3,
    maxWaiting: options.maxWaiting ?? 100,
    run: (jobs) =>
      new Promise<void>((resolve, reject) => {
        runs.push({ keys: jobs.map((job) => job.key), finish: resolve, fail: reject });
      }),
    log: (line) => logged.push(line),
  });
  return { queue, runs, logged };
}

const jobs = (...keys: string[]): TClipJob[] => keys.map((key) => ({ key, text: `Text ${key}` }));

/** Lets the queue react to a finished run (its bookkeeping runs in promise callbacks). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

async function finishRun(runs: TRun[], index: number) {
  runs[index]?.finish();
  await settle();
}

describe('clip queue', () => {
  it('speaks a playlist in order: the first clip alone, then the rest in batches', async () => {
    const { queue, runs } = queueWith({ batchSize: 3 });
    queue.prefetch(jobs('a', 'b', 'c', 'd', 'e'));
    expect(runs.map((r) => r.keys)).toEqual([['a']]);
    await finishRun(runs, 0);
    await finishRun(runs, 1);
    await finishRun(runs, 2);
    expect(runs.map((r) => r.keys)).toEqual([['a'], ['b', 'c', 'd'], ['e']]);
    await queue.idle();
  });

  it('speaks a demanded clip before the prefetched ones still waiting, and not again with them', async () => {
    const { queue, runs } = queueWith({ batchSize: 3 });
    queue.prefetch(jobs('a', 'b', 'c', 'd'));
    const demanded = queue.demand({ key: 'd', text: 'Text d' });
    await finishRun(runs, 0);
    expect(runs[1]?.keys).toEqual(['d']);
    await finishRun(runs, 1);
    await expect(demanded).resolves.toBeUndefined();
    await finishRun(runs, 2);
    expect(runs.map((r) => r.keys)).toEqual([['a'], ['d'], ['b', 'c']]);
  });

  it('joins the run already making a clip: concurrent demands cost one synthesis', async () => {
    const { queue, runs } = queueWith();
    const first = queue.demand({ key: 'x', text: 'Text x' });
    const second = queue.demand({ key: 'x', text: 'Text x' });
    queue.prefetch(jobs('x'));
    expect(runs).toHaveLength(1);
    await finishRun(runs, 0);
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
    expect(runs).toHaveLength(1);
  });

  it('runs as many batches side by side as the engine allows', () => {
    const { queue, runs } = queueWith({ concurrency: 2, batchSize: 1 });
    queue.prefetch(jobs('a', 'b', 'c'));
    expect(runs.map((r) => r.keys)).toEqual([['a'], ['b']]);
  });

  it('fails every demand of a failed run and speaks the clip anew when asked again', async () => {
    const { queue, runs } = queueWith();
    const first = queue.demand({ key: 'x', text: 'Text x' });
    runs[0]?.fail(new Error('kaputt'));
    await expect(first).rejects.toThrow('kaputt');
    await settle();
    const again = queue.demand({ key: 'x', text: 'Text x' });
    expect(runs).toHaveLength(2);
    await finishRun(runs, 1);
    await expect(again).resolves.toBeUndefined();
  });

  it('keeps a failed prefetch to itself and goes on with the next clips', async () => {
    const { queue, runs } = queueWith({ batchSize: 2 });
    queue.prefetch(jobs('a', 'b'));
    runs[0]?.fail(new Error('kaputt'));
    await settle();
    expect(runs.map((r) => r.keys)).toEqual([['a'], ['b']]);
    await finishRun(runs, 1);
    await queue.idle();
  });

  it('refuses demands beyond its bound and drops prefetches beyond it, saying so', async () => {
    const { queue, runs, logged } = queueWith({ maxWaiting: 2 });
    const waiting = [
      queue.demand({ key: 'a', text: '' }),
      queue.demand({ key: 'b', text: '' }),
      queue.demand({ key: 'c', text: '' }),
    ];
    await expect(queue.demand({ key: 'd', text: '' })).rejects.toBeInstanceOf(QueueFullError);
    queue.prefetch(jobs('e', 'f', 'g'));
    expect(logged).toHaveLength(1);
    for (let i = 0; i < 5; i += 1) await finishRun(runs, i);
    await Promise.all(waiting);
    expect(runs.map((r) => r.keys)).toEqual([['a'], ['b'], ['c'], ['e'], ['f']]);
  });
});
