import { AsyncLocalStorage } from 'node:async_hooks';
import { availableParallelism } from 'node:os';
import { AppError } from '@kochclip/routers/errors';
import { MediaChildEnded, MediaChildNotStarted, startMediaChild, type TMediaChild } from './media-child-process';
import type { TMediaResult, TMediaResults, TMediaTask } from './media-tasks';

import { MEDIA_BUSY, MEDIA_TOO_COSTLY } from '@kochclip/core';
import { mediaTasksEnded, reportMediaPool } from '../../observability/metrics';

export { MEDIA_BUSY, MEDIA_TOO_COSTLY };

export interface TMediaPoolOptions {
  /** Child processes working at once. */
  processes: number;
  /** Tasks waiting for a child; one more is refused with 503. */
  maxQueue: number;
  /**
   * Tasks one owner (a member, else a client address) may have waiting; one more of theirs is refused with 503
   * while others still get in. Unset: a quarter of maxQueue, at least 2.
   */
  maxQueuePerOwner?: number;
  /** How long a task may wait for a child; then it is refused with 503 (the server is busy, not the file bad). */
  queueTimeoutMs: number;
  /** How long a child may work on one task; it is killed when it passes (400, too costly). */
  taskTimeoutMs: number;
  /** V8 heap of one child. */
  maxHeapMb: number;
  /** Resident memory of one child, checked every 200 ms while it works; killed above it (400, too costly). */
  maxRssMb: number;
  /** A child without work for this long exits; the next task starts a new one. */
  idleTimeoutMs: number;
  /** Where killed tasks and crashed children are reported. */
  log: (line: string) => void;
}

export const DEFAULT_MEDIA_POOL_OPTIONS: TMediaPoolOptions = {
  processes: availableParallelism(),
  maxQueue: 16,
  queueTimeoutMs: 30_000,
  taskTimeoutMs: 30_000,
  maxHeapMb: 256,
  maxRssMb: 768,
  idleTimeoutMs: 60_000,
  log: (line) => console.warn(line),
};

export interface TMediaPool {
  /** `owner` names who the work is for (`member:12`, `address:…`); tasks without one share the owner `server`. */
  run: <K extends TMediaTask['kind']>(task: Extract<TMediaTask, { kind: K }>, owner?: string) => Promise<TMediaResults[K]>;
  /** Children working at most at once: how many tasks a batch job may keep in flight without queueing behind itself. */
  readonly processes: number;
  close: () => Promise<void>;
}

interface TSlot {
  child: TMediaChild;
  busy: boolean;
  idleTimer?: NodeJS.Timeout;
}

interface TWaiting {
  task: TMediaTask;
  owner: string;
  resolve: (result: TMediaResult) => void;
  reject: (error: unknown) => void;
  timer: NodeJS.Timeout;
  /** The submitter's async context: the task runs and logs under its request id, whoever's task freed the child. */
  inContext: <R>(work: () => R) => R;
}

const busy = () => new AppError('SERVICE_UNAVAILABLE', MEDIA_BUSY);

/** Loading a child's modules takes a second or two on a busy machine; one that takes this long is stuck. */
const CHILD_START_TIMEOUT_MS = 60_000;

/**
 * Untrusted-file work (PDF text, OCR, image decoding) in a few child processes, so an out-of-memory abort, a
 * crash in a native decoder or a runaway parse costs one task, never the server: each child has its own heap
 * cap, a resident-memory watch and a time limit per task, and a child that ends is replaced on the next task.
 * The queue is bounded (503 when full or when a task waits too long), and fair: a free child goes to the waiting
 * task whose owner has the fewest tasks running (the oldest among them), so one member's six hostile files hold
 * one child while another member's file takes the next, and one owner can fill only their share of the queue.
 */
export function createMediaPool(options: TMediaPoolOptions = DEFAULT_MEDIA_POOL_OPTIONS): TMediaPool {
  const slots = new Set<TSlot>();
  const waiting: TWaiting[] = [];
  /** Tasks running per owner. */
  const runningOf = new Map<string, number>();
  /** When each owner last got a child (a counter, not a clock). */
  const lastServed = new Map<string, number>();
  let served = 0;
  const maxQueuePerOwner = options.maxQueuePerOwner ?? Math.max(2, Math.ceil(options.maxQueue / 4));
  let running = 0;
  let closed = false;

  /** Our German answer for a task the pool ended; a failure of the file itself passes through for the caller. */
  function outcome(error: unknown, task: TMediaTask): unknown {
    if (error instanceof MediaChildEnded) {
      mediaTasksEnded.inc({
        outcome: error.reason === 'time' ? 'killed_time' : error.reason === 'memory' ? 'killed_memory' : 'crashed',
      });
      options.log(
        `Medienaufgabe ${task.kind} (${'data' in task ? task.data.length : 'html' in task ? task.html.length : 'text' in task ? task.text.length : task.count} ${'path' in task ? 'Rezepte' : 'Bytes'}) abgebrochen: ${error.reason === 'time' ? `länger als ${options.taskTimeoutMs / 1000} s` : error.reason === 'memory' ? 'Speichergrenze erreicht' : 'Prozess abgestürzt'}. ${error.message}`,
      );
      return error.reason === 'crash' ? new Error(error.message) : new AppError('BAD_REQUEST', MEDIA_TOO_COSTLY);
    }
    mediaTasksEnded.inc({ outcome: error instanceof MediaChildNotStarted ? 'refused_busy' : 'failed' });
    if (error instanceof MediaChildNotStarted) {
      options.log(`Medienprozess nicht gestartet: ${error.message}`);
      return busy();
    }
    return error;
  }

  function startSlot(): TSlot {
    const slot: TSlot = {
      child: startMediaChild({
        maxHeapMb: options.maxHeapMb,
        maxRssMb: options.maxRssMb,
        startTimeoutMs: CHILD_START_TIMEOUT_MS,
      }),
      busy: false,
    };
    slots.add(slot);
    void slot.child.exited.then(() => {
      clearTimeout(slot.idleTimer);
      slots.delete(slot);
      dispatch();
    });
    return slot;
  }

  function freeSlot(): TSlot | null {
    for (const slot of slots) if (!slot.busy && slot.child.alive) return slot;
    return slots.size < options.processes ? startSlot() : null;
  }

  /**
   * After a task: a child that grew past half its memory limit is retired (a fresh one starts small), any other
   * waits for the next task. A file that failed leaves nothing behind that matters: its child answered.
   */
  async function release(slot: TSlot): Promise<void> {
    // A child that ended during the task is already gone from the pool.
    if (!slot.child.alive) return;
    const mib = await slot.child.residentMib();
    if (mib !== null && mib > options.maxRssMb / 2) {
      slot.child.stop();
      return;
    }
    slot.busy = false;
    slot.child.setWorking(false);
    slot.idleTimer = setTimeout(() => slot.child.stop(), options.idleTimeoutMs);
    slot.idleTimer.unref();
  }

  async function execute(slot: TSlot, job: TWaiting): Promise<void> {
    slot.busy = true;
    clearTimeout(slot.idleTimer);
    slot.child.setWorking(true);
    running += 1;
    runningOf.set(job.owner, (runningOf.get(job.owner) ?? 0) + 1);
    try {
      await slot.child.ready;
      job.resolve(await slot.child.run(job.task, options.taskTimeoutMs));
      mediaTasksEnded.inc({ outcome: 'ok' });
    } catch (error) {
      job.reject(outcome(error, job.task));
    } finally {
      running -= 1;
      const left = (runningOf.get(job.owner) ?? 1) - 1;
      if (left > 0) runningOf.set(job.owner, left);
      else {
        runningOf.delete(job.owner);
        // Nothing of theirs left: forget them, so the map holds only owners with work.
        if (!waiting.some((other) => other.owner === job.owner)) lastServed.delete(job.owner);
      }
      await release(slot);
      dispatch();
    }
  }

  /**
   * The index of the next task: its owner has the fewest tasks running and, among those, was served longest ago
   * (round robin, so a member whose task just ended waits behind the others); the owner's oldest task.
   */
  function nextIndex(): number {
    let best = 0;
    let bestKey: [number, number] = [Infinity, Infinity];
    for (const [index, job] of waiting.entries()) {
      const key: [number, number] = [runningOf.get(job.owner) ?? 0, lastServed.get(job.owner) ?? -1];
      if (key[0] < bestKey[0] || (key[0] === bestKey[0] && key[1] < bestKey[1])) {
        best = index;
        bestKey = key;
      }
    }
    return best;
  }

  function dispatch(): void {
    while (!closed && waiting.length > 0) {
      const slot = freeSlot();
      if (!slot) return;
      const [job] = waiting.splice(nextIndex(), 1);
      if (!job) return;
      served += 1;
      lastServed.set(job.owner, served);
      clearTimeout(job.timer);
      job.inContext(() => void execute(slot, job));
    }
  }

  function run<K extends TMediaTask['kind']>(
    task: Extract<TMediaTask, { kind: K }>,
    owner = 'server',
  ): Promise<TMediaResults[K]> {
    if (closed || running + waiting.length >= options.processes + options.maxQueue) return Promise.reject(busy());
    if (waiting.filter((job) => job.owner === owner).length >= maxQueuePerOwner) {
      return Promise.reject(busy());
    }
    return new Promise<TMediaResult>((resolve, reject) => {
      const job: TWaiting = {
        task,
        owner,
        resolve,
        reject,
        inContext: AsyncLocalStorage.snapshot(),
        timer: setTimeout(() => {
          waiting.splice(waiting.indexOf(job), 1);
          mediaTasksEnded.inc({ outcome: 'refused_busy' });
          reject(busy());
        }, options.queueTimeoutMs),
      };
      waiting.push(job);
      dispatch();
    }) as Promise<TMediaResults[K]>;
  }

  async function close(): Promise<void> {
    closed = true;
    for (const job of waiting.splice(0)) {
      clearTimeout(job.timer);
      job.reject(busy());
    }
    const children = [...slots].map((slot) => slot.child);
    for (const child of children) child.stop();
    await Promise.all(children.map((child) => child.exited));
  }

  const unreport = reportMediaPool(() => ({ busy: running, queued: waiting.length, processes: slots.size }));
  return {
    run,
    close: async () => {
      unreport();
      await close();
    },
    processes: options.processes,
  };
}

let configured: TMediaPoolOptions = DEFAULT_MEDIA_POOL_OPTIONS;
let shared: TMediaPool | null = null;
let forJobs: TMediaPool | null = null;

/** The server's settings (env.ts) for the process's pools; takes effect when a pool next starts. */
export function configureMediaPool(options: Partial<TMediaPoolOptions>): void {
  configured = { ...DEFAULT_MEDIA_POOL_OPTIONS, ...options };
}

/** The process's pool, started on first use; after closeMediaPool() the next use starts a new one. */
export function mediaPool(): TMediaPool {
  shared ??= createMediaPool(configured);
  return shared;
}

/**
 * The pool of background jobs that work through many files (moving in an archive): its own children, one per core
 * (at least as many as the request pool), started on first use and ended after a minute without work like the
 * others. A job never waits behind members' uploads nor they behind it, and a job on one web worker can use every
 * core, not just the worker's share (MEDIA_PROCESSES divides the cores between the workers for requests). Its
 * children run at the same lower priority as all media children, so requests still come first.
 */
export function jobMediaPool(): TMediaPool {
  forJobs ??= createMediaPool({ ...configured, processes: Math.max(configured.processes, availableParallelism()) });
  return forJobs;
}

/** Ends the media children (server shutdown); running tasks are cut off. */
export async function closeMediaPool(): Promise<void> {
  const pools = [shared, forJobs];
  shared = null;
  forJobs = null;
  await Promise.all(pools.flatMap((pool) => (pool ? [pool.close()] : [])));
}
