import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { AppError } from '@kochclip/routers/errors';
import type { TMediaResults, TMediaTask } from './media-tasks';

export const MEDIA_BUSY = 'Der Server ist gerade ausgelastet. Bitte versuche es in einer Minute erneut.';
export const MEDIA_TOO_COSTLY = 'Die Datei ist zu aufwendig zu verarbeiten. Bitte lade eine kleinere oder einfachere Datei hoch.';

export interface TMediaPoolOptions {
  threads: number;
  /** Tasks waiting for a thread; one more is refused with 503. */
  maxQueue: number;
  /** From submission to result, waiting included; the worker running it is terminated when it passes. */
  taskTimeoutMs: number;
  /** V8 heap of one worker; native memory (sharp, WASM) is bounded by the pixel cap instead. */
  maxHeapMb: number;
}

export const DEFAULT_MEDIA_POOL_OPTIONS: TMediaPoolOptions = {
  threads: Math.max(1, Math.min(4, availableParallelism() - 1)),
  maxQueue: 16,
  taskTimeoutMs: 30_000,
  maxHeapMb: 256,
};

export interface TMediaPool {
  run: <K extends TMediaTask['kind']>(task: Extract<TMediaTask, { kind: K }>) => Promise<TMediaResults[K]>;
  close: () => Promise<void>;
}

/**
 * The worker entry next to this module: media-worker.js once compiled to JavaScript; under tsx or vitest the
 * TypeScript source, which the worker loads through tsx's loader.
 */
function workerEntry(): { filename: string; execArgv?: string[] } {
  if (!import.meta.url.endsWith('.ts')) return { filename: fileURLToPath(new URL('./media-worker.js', import.meta.url)) };
  const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return { filename: fileURLToPath(new URL('./media-worker.ts', import.meta.url)), execArgv: ['--import', tsxLoader] };
}

const errorCode = (error: unknown) => (error instanceof Error && 'code' in error ? error.code : undefined);

/** Our German answer for a refused or cut-off task; anything else (a corrupt file) passes through as it came. */
function asMediaError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  if (error.name === 'AbortError' || errorCode(error) === 'ERR_WORKER_OUT_OF_MEMORY') {
    return new AppError('BAD_REQUEST', MEDIA_TOO_COSTLY);
  }
  return error;
}

/** PDF text, OCR and image encoding on worker threads, so requests keep being answered while they run. */
export function createMediaPool(options: TMediaPoolOptions = DEFAULT_MEDIA_POOL_OPTIONS): TMediaPool {
  const pool = new Piscina({
    ...workerEntry(),
    minThreads: 0,
    maxThreads: options.threads,
    idleTimeout: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb },
  });
  // A worker that dies between tasks is replaced by piscina; the event only needs a listener so it is not fatal.
  pool.on('error', () => undefined);
  // Counted here rather than with piscina's maxQueue, which does not count tasks waiting for a starting thread.
  let inFlight = 0;
  async function run<K extends TMediaTask['kind']>(task: Extract<TMediaTask, { kind: K }>): Promise<TMediaResults[K]> {
    if (inFlight >= options.threads + options.maxQueue) throw new AppError('SERVICE_UNAVAILABLE', MEDIA_BUSY);
    inFlight += 1;
    try {
      return (await pool.run(task, { signal: AbortSignal.timeout(options.taskTimeoutMs) })) as TMediaResults[K];
    } catch (error) {
      throw asMediaError(error);
    } finally {
      inFlight -= 1;
    }
  }
  return { run, close: () => pool.destroy() };
}

let shared: TMediaPool | null = null;

/** The process's pool, started on first use; after closeMediaPool() the next use starts a new one. */
export function mediaPool(): TMediaPool {
  shared ??= createMediaPool();
  return shared;
}

/** Ends the worker threads (server shutdown); running tasks are cut off. */
export async function closeMediaPool(): Promise<void> {
  const pool = shared;
  shared = null;
  await pool?.close();
}
