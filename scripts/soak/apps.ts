import { randomBytes } from 'node:crypto';
import { descendantPids, residentMib } from '../../tests/support/process-memory';
import { startServerProcess, type TServerProcess } from '../../tests/support/server-process';

export interface TSoakApp {
  name: string;
  server: TServerProcess;
  port: number;
}

/** Resident memory in MiB of one app: its supervisor, each worker (with any media children it started). */
export interface TAppMemory {
  primary: number | null;
  workers: { pid: number; mib: number | null }[];
}

/**
 * Two app processes as `npm start` runs them (dist/server/main.js, NODE_ENV=production), one worker each
 * (WEB_CONCURRENCY=1), on one database, sharing the session secret and the media directory as two servers behind
 * a balancer share them. Started one after the other: the second finds migrations and VAPID keys in place.
 */
export async function startApps(databaseUrl: string, mediaDir: string, count = 2): Promise<TSoakApp[]> {
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    WEB_CONCURRENCY: '1',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    UPLOAD_DIR: mediaDir,
    SEED_DEMO_DATA: 'false',
  };
  const apps: TSoakApp[] = [];
  try {
    for (let i = 0; i < count; i += 1) {
      const server = await startServerProcess(env, [], { bundle: true });
      apps.push({ name: `App ${String.fromCharCode(65 + i)}`, server, port: Number(new URL(server.url).port) });
      await server.waitFor('Kochclip läuft', 120_000);
    }
  } catch (error) {
    await stopApps(apps);
    throw error;
  }
  return apps;
}

export async function appMemory(app: TSoakApp): Promise<TAppMemory> {
  const workers = await Promise.all(
    app.server.workerPids().map(async (pid) => {
      const own = await residentMib(pid);
      const children = await Promise.all((await descendantPids(pid)).map((child) => residentMib(child)));
      return { pid, mib: own === null ? null : own + children.reduce<number>((sum, mib) => sum + (mib ?? 0), 0) };
    }),
  );
  return { primary: await residentMib(app.server.pid), workers };
}

/** SIGTERM as an operator stops it; resolves with each app's exit code (null: had to be killed). */
export async function stopApps(apps: TSoakApp[]): Promise<(number | null)[]> {
  return Promise.all(
    apps.map(async ({ server }) => {
      server.kill('SIGTERM');
      const code = await Promise.race([
        server.exited,
        new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), 60_000)),
      ]);
      await server.cleanup();
      return code === 'hung' ? null : code;
    }),
  );
}

/** Lines the apps logged that mean something went wrong (a 500's cause, a crashed or replaced worker). */
export function troubleLines(app: TSoakApp): string[] {
  return app.server
    .output()
    .split('\n')
    .filter((line) => /Fehler|beendet \(|Unbehandelt|FATAL|heap|ausgelastet/i.test(line));
}
