import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const BUNDLE = path.join(ROOT, 'dist/server/main.js');
/** What dist/server/main.js is built from (scripts/build-server.ts bundles the workspace packages). */
const BUNDLED_SOURCES = ['core/src', 'db/src', 'routers/src', 'server/src'];

/**
 * Whether dist/server/main.js was built after the last change to the code it bundles. `npm test` builds it before
 * the tests run, so there the server processes start from it, as `npm start` runs them: without tsx compiling every
 * module in the supervisor, each worker and each media child, which on a loaded 2-core machine cost seconds per
 * start. A targeted run after a source change (no build) runs the sources instead, so it always tests the code as
 * it is.
 */
export function bundleIsFresh(): boolean {
  if (!existsSync(BUNDLE)) return false;
  const built = statSync(BUNDLE).mtimeMs;
  return BUNDLED_SOURCES.every((folder) =>
    readdirSync(path.join(ROOT, folder), { recursive: true, withFileTypes: true }).every(
      (entry) =>
        !entry.isFile() ||
        !entry.name.endsWith('.ts') ||
        entry.name.endsWith('.test.ts') ||
        statSync(path.join(entry.parentPath, entry.name)).mtimeMs <= built,
    ),
  );
}

/** The node arguments that run the server: the bundle when asked for or fresh, else the sources under tsx. */
export function serverEntry(preload: string[], bundle: boolean | 'when-fresh'): string[] {
  const useBundle = bundle === true || (bundle === 'when-fresh' && bundleIsFresh());
  // Preloaded modules are TypeScript, so they bring tsx's loader even in front of the bundle.
  const loader = useBundle && preload.length === 0 ? [] : ['--import', 'tsx'];
  const entry = useBundle ? ['--enable-source-maps', 'dist/server/main.js'] : ['server/src/main.ts'];
  return [...loader, ...preload.flatMap((p) => ['--import', p]), ...entry];
}

export interface TServerProcess {
  url: string;
  /** The server's own process, to read its memory from /proc. */
  /** The supervisor (the process `npm start` runs). */
  pid: number;
  /** The workers that said they are ready, in order; the app runs in these. */
  workerPids: () => number[];
  output: () => string;
  /** Resolves when the output contains the text; rejects when the process ends first or after the timeout. */
  waitFor: (text: string, timeoutMs?: number) => Promise<void>;
  exited: Promise<number | null>;
  kill: (signal: NodeJS.Signals) => void;
  cleanup: () => Promise<void>;
}

/**
 * The server as its own process against the given database: the production bundle dist/server/main.js exactly as
 * `npm start` runs it when it is fresh (`bundleIsFresh`), else server/src/main.ts; with `bundle: true` always the
 * bundle (built by `npm run build`).
 */
export async function startServerProcess(
  env: Record<string, string>,
  preload: string[] = [],
  { bundle = 'when-fresh' }: { bundle?: boolean | 'when-fresh' } = {},
): Promise<TServerProcess> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kochclip-process-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, serverEntry(preload, bundle), {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: url,
      DATA_DIR: dataDir,
      // Several servers and test files share one PostgreSQL (max_connections 100): each server's share is kept small.
      DATABASE_POOL_MAX: '16',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const listeners = new Set<() => void>();
  const append = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout.on('data', append);
  child.stderr.on('data', append);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const waitFor = (text: string, timeoutMs = 150_000) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!output.includes(text)) return;
        listeners.delete(check);
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        listeners.delete(check);
        reject(new Error(`„${text}“ kam nicht. Ausgabe:\n${output}`));
      }, timeoutMs);
      listeners.add(check);
      void exited.then(() => {
        if (!listeners.has(check)) return;
        listeners.delete(check);
        clearTimeout(timer);
        if (output.includes(text)) resolve();
        else reject(new Error(`Prozess endete vor „${text}“. Ausgabe:\n${output}`));
      });
      check();
    });

  return {
    url,
    pid: child.pid ?? 0,
    workerPids: () => [...output.matchAll(/Worker (\d+) bereit\./g)].map((match) => Number(match[1])),
    output: () => output,
    waitFor,
    exited,
    kill: (signal) => child.kill(signal),
    cleanup: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
