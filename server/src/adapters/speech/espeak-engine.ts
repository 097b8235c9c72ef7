import { Worker } from 'node:worker_threads';
import type { TSpeechEngine } from './engine';

export interface TEspeakConfig {
  /** eSpeak voice, e.g. "de" or "de+f3". */
  voice?: string;
  wordsPerMinute?: number;
}

interface TAnswer {
  id: number;
  clips?: Uint8Array[];
  error?: string;
}

/** Time a batch may take before the worker is replaced: a base plus a generous share per text. */
const batchTimeoutMs = (texts: number) => 15_000 + texts * 5_000;

/**
 * The built-in offline engine: eSpeak NG as WebAssembly in one worker thread, so synthesis never blocks the
 * event loop. Batches queue up and run one after another; a batch that hangs costs its worker, not the server.
 */
export function createEspeakEngine(config: TEspeakConfig = {}): TSpeechEngine {
  const voice = config.voice ?? 'de';
  const wordsPerMinute = config.wordsPerMinute ?? 155;
  let worker: Worker | null = null;
  let nextId = 1;
  let queue: Promise<unknown> = Promise.resolve();

  function start(): Worker {
    // Next to this module: the TypeScript source under tsx, espeak-worker.js beside the compiled bundle.
    const entry = import.meta.url.endsWith('.ts') ? './espeak-worker.ts' : './espeak-worker.js';
    const started = new Worker(new URL(entry, import.meta.url));
    started.unref();
    return started;
  }

  function run(texts: string[]): Promise<Uint8Array[]> {
    worker ??= start();
    const current = worker;
    const id = nextId++;
    return new Promise<Uint8Array[]>((resolve, reject) => {
      const finish = () => {
        clearTimeout(timer);
        current.off('message', onMessage);
        current.off('error', onError);
      };
      const onMessage = (answer: TAnswer) => {
        if (answer.id !== id) return;
        finish();
        if (answer.clips) resolve(answer.clips);
        else reject(new Error(`eSpeak: ${answer.error ?? 'unbekannter Fehler'}`));
      };
      const onError = (error: Error) => {
        finish();
        worker = null;
        reject(error);
      };
      const timer = setTimeout(() => {
        finish();
        worker = null;
        void current.terminate();
        reject(new Error('eSpeak antwortet nicht'));
      }, batchTimeoutMs(texts.length));
      current.on('message', onMessage);
      current.on('error', onError);
      current.postMessage({ id, texts, voice, wordsPerMinute });
    });
  }

  return {
    id: 'espeak-ng',
    voice,
    // One worker thread; a second would only compete for the same cores with the web server.
    concurrency: 1,
    // Starting eSpeak costs about half a second, speaking a step a tenth of that: a few texts share one start.
    batchSize: 4,
    synthesize(texts) {
      const result = queue.then(() => run(texts));
      queue = result.catch(() => undefined);
      return result;
    },
    async close() {
      await worker?.terminate();
      worker = null;
    },
  };
}
