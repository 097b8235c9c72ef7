import { fork } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Socket } from 'node:net';
import { setPriority } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { AppError } from '@kochclip/routers/errors';
import { mediaCpuSeconds } from '../../observability/metrics';
import type { TMediaFailure, TMediaReply, TMediaResult, TMediaTask } from './media-tasks';

export interface TMediaChildLimits {
  /** V8 heap of the child (--max-old-space-size); V8 aborts the child, not the server, when it is reached. */
  maxHeapMb: number;
  /** Resident memory of the child (heap, buffers, sharp, WebAssembly), checked while it works; killed above it. */
  maxRssMb: number;
  /** How long the child may take to load its modules. */
  startTimeoutMs: number;
}

/** Why a child ended in the middle of a task: killed at its time or memory limit, or it crashed by itself. */
export class MediaChildEnded extends Error {
  constructor(
    readonly reason: 'time' | 'memory' | 'crash',
    message: string,
  ) {
    super(message);
    this.name = 'MediaChildEnded';
  }
}

/** The child never became ready (missing entry file, start too slow): a server fault, not the file's. */
export class MediaChildNotStarted extends Error {
  override name = 'MediaChildNotStarted';
}

export interface TMediaChild {
  readonly pid: number | undefined;
  /** Resolves once the child has loaded its modules; rejects with MediaChildNotStarted. */
  readonly ready: Promise<void>;
  /** Settles when the process has ended, for whatever reason. */
  readonly exited: Promise<void>;
  readonly alive: boolean;
  /** Runs one task (one at a time); the child is killed when it passes `timeoutMs` or its memory limit. */
  run: (task: TMediaTask, timeoutMs: number) => Promise<TMediaResult>;
  /** Its resident memory in MiB; null where /proc cannot tell (not Linux) or once it has ended. */
  residentMib: () => Promise<number | null>;
  /** An idle child does not keep the server's event loop alive. */
  setWorking: (working: boolean) => void;
  stop: () => void;
}

/** Below the server's priority, so a busy child leaves the CPU to requests first. */
const CHILD_NICENESS = 10;
const MEMORY_CHECK_MS = 200;
/** The end of the child's stderr, kept for the log: V8 writes its heap-limit abort there, then a native stack. */
const STDERR_TAIL_CHARS = 8000;
const OUT_OF_MEMORY = /out of memory|heap limit/i;

/**
 * media-child.js beside main.js once compiled (this module is bundled into main.js, the child is a second entry);
 * under tsx or vitest the TypeScript source server/src/media-child.ts, loaded through tsx's loader.
 */
function childEntry(): { file: string; execArgv: string[] } {
  if (!import.meta.url.endsWith('.ts'))
    return { file: fileURLToPath(new URL('./media-child.js', import.meta.url)), execArgv: [] };
  const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return { file: fileURLToPath(new URL('../../media-child.ts', import.meta.url)), execArgv: ['--import', tsxLoader] };
}

export async function residentMibOf(pid: number): Promise<number | null> {
  try {
    const kib = /VmRSS:\s+(\d+)/.exec(await readFile(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kib ? Number(kib) / 1024 : null;
  } catch {
    return null;
  }
}

function errorOf(failure: TMediaFailure): Error {
  if (failure.kind === 'refused') return new AppError(failure.code, failure.message);
  const error = new Error(failure.message);
  error.name = failure.name;
  return error;
}

const isReply = (message: unknown): message is TMediaReply =>
  typeof message === 'object' && message !== null && 'type' in message && typeof message.type === 'string';

/**
 * One media child process: its own V8 heap cap, an empty environment (no secrets of the server), a lower
 * priority, and a watch on its resident memory while it works.
 */
export function startMediaChild(limits: TMediaChildLimits): TMediaChild {
  const entry = childEntry();
  const child = fork(entry.file, [], {
    execArgv: [`--max-old-space-size=${limits.maxHeapMb}`, ...entry.execArgv],
    env: {},
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  const pid = child.pid;
  try {
    if (pid) setPriority(pid, CHILD_NICENESS);
  } catch {
    // Not permitted on this system: the child runs at the server's priority.
  }
  let stderr = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (text: string) => {
    stderr = (stderr + text).slice(-STDERR_TAIL_CHARS);
  });

  let alive = true;
  let killedFor: 'time' | 'memory' | null = null;
  let current: {
    id: number;
    kind: TMediaTask['kind'];
    resolve: (result: TMediaResult) => void;
    reject: (error: Error) => void;
  } | null = null;
  let nextId = 1;
  const kill = (reason: 'time' | 'memory' | null) => {
    killedFor ??= reason;
    child.kill('SIGKILL');
  };

  const start: { resolve?: () => void; reject?: (error: Error) => void } = {};
  const ready = new Promise<void>((resolve, reject) => Object.assign(start, { resolve, reject }));
  ready.catch(() => undefined);
  const markReady = () => start.resolve?.();
  const failStart = (error: Error) => start.reject?.(error);
  const startTimer = setTimeout(() => {
    failStart(new MediaChildNotStarted(`Medienprozess ${pid ?? '?'} war nach ${limits.startTimeoutMs / 1000} s nicht bereit.`));
    kill(null);
  }, limits.startTimeoutMs);

  const exited = new Promise<void>((resolve) => {
    let ended = false;
    const end = (how: string) => {
      if (ended) return;
      ended = true;
      alive = false;
      clearTimeout(startTimer);
      const lines = stderr.trim().split('\n');
      // V8's own verdict (FATAL ERROR …) or a thrown error says more than the native stack after it.
      const cause = lines.find((line) => /FATAL ERROR|^\w*Error\b/.test(line.trim())) ?? lines.slice(-3).join(' | ');
      const detail = `Medienprozess ${pid ?? '?'} beendet (${how})${cause ? `: ${cause.trim()}` : ''}`;
      failStart(new MediaChildNotStarted(detail));
      const task = current;
      current = null;
      task?.reject(new MediaChildEnded(killedFor ?? (OUT_OF_MEMORY.test(stderr) ? 'memory' : 'crash'), detail));
      resolve();
    };
    child.once('exit', (code, signal) => end(signal ? `Signal ${signal}` : `Code ${code ?? '?'}`));
    // Every 'error' needs a listener (a failed kill or send emits one too), or it would end the server.
    child.on('error', (error) => {
      end(error.message);
      child.kill('SIGKILL');
    });
  });

  child.on('message', (message: unknown) => {
    if (!isReply(message)) return;
    if (message.type === 'ready') {
      mediaCpuSeconds.inc({ kind: 'start' }, message.cpuMicros / 1e6);
      clearTimeout(startTimer);
      markReady();
      return;
    }
    if (!current || message.id !== current.id) return;
    const task = current;
    current = null;
    mediaCpuSeconds.inc({ kind: task.kind }, message.cpuMicros / 1e6);
    if (message.type === 'done') task.resolve(message.result);
    else task.reject(errorOf(message.failure));
  });

  const residentMib = () => (pid && alive ? residentMibOf(pid) : Promise.resolve(null));

  function run(task: TMediaTask, timeoutMs: number): Promise<TMediaResult> {
    return new Promise<TMediaResult>((resolve, reject) => {
      const timer = setTimeout(() => kill('time'), timeoutMs);
      const memoryWatch = setInterval(() => {
        void residentMib().then((mib) => {
          if (mib !== null && mib > limits.maxRssMb) kill('memory');
        });
      }, MEMORY_CHECK_MS);
      const settle = () => {
        clearTimeout(timer);
        clearInterval(memoryWatch);
      };
      const id = nextId;
      nextId += 1;
      current = {
        id,
        kind: task.kind,
        resolve: (result) => {
          settle();
          resolve(result);
        },
        reject: (error) => {
          settle();
          reject(error);
        },
      };
      if (!child.connected) {
        kill(null);
        return;
      }
      child.send({ id, task }, (error) => {
        if (error) kill(null);
      });
    });
  }

  function setWorking(working: boolean): void {
    // A stopped child stays referenced until it has exited.
    if (!working && !alive) return;
    const handles = [child, child.channel, child.stderr instanceof Socket ? child.stderr : null];
    for (const handle of handles) {
      if (working) handle?.ref();
      else handle?.unref();
    }
  }

  return {
    pid,
    ready,
    exited,
    get alive() {
      return alive;
    },
    run,
    residentMib,
    setWorking,
    stop: () => {
      alive = false;
      // Referenced again, so whoever awaits `exited` (shutdown) sees the exit before the event loop empties.
      setWorking(true);
      kill(null);
    },
  };
}
