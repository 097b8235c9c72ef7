import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN_URL, createEmptyDatabase } from '../support/database';
import { startServerProcess, type TServerProcess } from '../support/server-process';
import { startTcpProxy, type TTcpProxy } from '../support/tcp-proxy';

/** Starting servers as a deploy does: several at once on a pending migration, or while PostgreSQL is away. */
const processes: TServerProcess[] = [];
const proxies: TTcpProxy[] = [];
const databases: string[] = [];

/** An empty database: no table, every migration pending. */
async function emptyDatabase(prefix: string): Promise<string> {
  const { name, url } = await createEmptyDatabase(prefix);
  databases.push(name);
  return url;
}

afterAll(async () => {
  await Promise.all(processes.map((p) => p.cleanup()));
  await Promise.all(proxies.map((p) => p.close()));
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => undefined });
  try {
    for (const name of databases) await admin.unsafe(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
});

async function start(env: Record<string, string>) {
  const server = await startServerProcess({ SEED_DEMO_DATA: 'false', WEB_CONCURRENCY: '1', ...env });
  processes.push(server);
  return server;
}

async function readyStatus(url: string): Promise<number> {
  return fetch(`${url}/api/health/ready`, { signal: AbortSignal.timeout(5_000) }).then(
    (res) => res.status,
    () => 0,
  );
}

describe('starting servers', { timeout: 180_000 }, () => {
  it('brings two servers started at once on a fresh database both to ready, with the migrations applied once', async () => {
    const url = await emptyDatabase('kochclip_it_deploy');
    const [first, second] = await Promise.all([start({ DATABASE_URL: url }), start({ DATABASE_URL: url })]);
    if (!first || !second) throw new Error('zwei Server erwartet');
    await Promise.all([first.waitFor('Kochclip läuft'), second.waitFor('Kochclip läuft')]);
    expect(await readyStatus(first.url)).toBe(200);
    expect(await readyStatus(second.url)).toBe(200);
    const sql = postgres(url, { max: 1, onnotice: () => undefined });
    try {
      const [applied] = await sql<{ count: number }[]>`select count(*)::int as count from drizzle.__drizzle_migrations`;
      const [distinct] = await sql<
        { count: number }[]
      >`select count(distinct hash)::int as count from drizzle.__drizzle_migrations`;
      expect(applied?.count).toBeGreaterThan(0);
      expect(applied?.count).toBe(distinct?.count);
    } finally {
      await sql.end();
    }
  });

  it('waits for a PostgreSQL that is down at start, logs why, and becomes ready when it returns', async () => {
    const url = new URL(await emptyDatabase('kochclip_it_outage_start'));
    const proxy = await startTcpProxy(Number(url.port || 5432), url.hostname);
    proxies.push(proxy);
    await proxy.stop();
    url.host = `127.0.0.1:${proxy.port}`;
    const server = await start({ DATABASE_URL: url.toString(), DATABASE_STARTUP_WAIT_SECONDS: '60' });
    await server.waitFor('Datenbank nicht erreichbar (Versuch 2)', 30_000);
    expect(server.output()).toMatch(/ECONNREFUSED/);
    await proxy.restore();
    await server.waitFor('Kochclip läuft', 60_000);
    expect(await readyStatus(server.url)).toBe(200);
  });

  it('gives up after DATABASE_STARTUP_WAIT_SECONDS with the cause in the log and exit code 1', async () => {
    const url = new URL(await emptyDatabase('kochclip_it_outage_giveup'));
    const proxy = await startTcpProxy(Number(url.port || 5432), url.hostname);
    proxies.push(proxy);
    await proxy.stop();
    url.host = `127.0.0.1:${proxy.port}`;
    const server = await start({ DATABASE_URL: url.toString(), DATABASE_STARTUP_WAIT_SECONDS: '2' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/Die Datenbank ist nach 2 s nicht erreichbar: .*ECONNREFUSED/);
  });

  it('keeps all workers of a server within DATABASE_POOL_MAX under load, and closes idle connections', async () => {
    const url = await emptyDatabase('kochclip_it_pool_budget');
    const name = new URL(url).pathname.slice(1);
    const server = await start({
      DATABASE_URL: url,
      WEB_CONCURRENCY: '2',
      DATABASE_POOL_MAX: '8',
      DATABASE_IDLE_TIMEOUT_SECONDS: '2',
    });
    await server.waitFor('Kochclip läuft');
    await server.waitFor('höchstens 8 Verbindungen');
    const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => undefined });
    const connections = async () =>
      (await admin<{ n: number }[]>`select count(*)::int as n from pg_stat_activity where datname = ${name}`)[0]?.n ?? 0;
    try {
      let most = 0;
      let loading = true;
      const load = (async () => {
        for (let round = 0; round < 5; round += 1) {
          const answers = await Promise.all(
            Array.from({ length: 60 }, (_, i) =>
              fetch(`${server.url}/api/recipes?search=${['Suppe', 'Kuchen', 'Salat'][i % 3] ?? ''}&limit=5`).then(
                (res) => res.status,
              ),
            ),
          );
          expect(answers.every((status) => status === 200)).toBe(true);
        }
        loading = false;
      })();
      while (loading) {
        most = Math.max(most, await connections());
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await load;
      expect(most).toBeGreaterThan(2);
      expect(most).toBeLessThanOrEqual(8);
      // The app's pools close theirs after 2 s; pg-boss's pool keeps what its polling uses (two here), so the count
      // falls below the peak (by how much depends on how far the load drove the pools up, at least to 3).
      const deadline = Date.now() + 20_000;
      while ((await connections()) >= most && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
      expect(await connections()).toBeLessThan(most);
    } finally {
      await admin.end();
    }
  });
});
