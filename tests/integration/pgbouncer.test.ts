import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_URL, createEmptyDatabase } from '../support/database';
import { groupedRecipe } from '../support/grouped-recipe';
import { signUp } from '../support/members';
import { freePort, startServerProcess, type TServerProcess } from '../support/server-process';

/**
 * The app behind a real PgBouncer (Debian's package) in transaction mode, as docs/operations.md describes it:
 * DATABASE_URL through PgBouncer with DATABASE_PREPARE=false, DATABASE_DIRECT_URL to PostgreSQL for the migrator's
 * advisory lock and pg-boss. Reads, writes and a background job (a data export) must work through it.
 */
const PGBOUNCER = '/usr/sbin/pgbouncer';
const available = existsSync(PGBOUNCER);
if (!available) console.warn(`${PGBOUNCER} fehlt: PgBouncer-Test übersprungen (apt-get install pgbouncer).`);

let dir = '';
let bouncer: ChildProcess | null = null;
let server: TServerProcess | null = null;
let database: { name: string; url: string } | null = null;

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function startPgBouncer(target: URL): Promise<number> {
  dir = await mkdtemp(path.join(tmpdir(), 'kochclip-pgbouncer-'));
  const port = await freePort();
  const name = target.pathname.slice(1);
  await writeFile(path.join(dir, 'userlist.txt'), `"${target.username}" ""\n`);
  await writeFile(
    path.join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `${name} = host=${target.hostname} port=${target.port || '5432'} dbname=${name}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      `unix_socket_dir = ${dir}`,
      'auth_type = trust',
      `auth_file = ${path.join(dir, 'userlist.txt')}`,
      'pool_mode = transaction',
      'default_pool_size = 10',
      'max_client_conn = 200',
      // Session settings the app sends at connect; PgBouncer would refuse the connection over them.
      'ignore_startup_parameters = extra_float_digits,statement_timeout,plan_cache_mode,jit',
      `logfile = ${path.join(dir, 'pgbouncer.log')}`,
      `pidfile = ${path.join(dir, 'pgbouncer.pid')}`,
      '',
    ].join('\n'),
  );
  // PgBouncer refuses to run as root (CI containers): it then switches to `nobody`, who must read and write here.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) await chmod(dir, 0o777);
  const userSwitch = asRoot ? ['-u', 'nobody'] : [];
  bouncer = spawn(PGBOUNCER, [...userSwitch, path.join(dir, 'pgbouncer.ini')], { stdio: 'ignore' });
  for (let i = 0; i < 100; i += 1) {
    if (await portOpen(port)) return port;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('PgBouncer hat seinen Port nicht geöffnet');
}

beforeAll(async () => {
  if (!available) return;
  database = await createEmptyDatabase('kochclip_it_bouncer');
  const direct = new URL(database.url);
  const port = await startPgBouncer(direct);
  const viaBouncer = new URL(database.url);
  viaBouncer.port = String(port);
  server = await startServerProcess({
    DATABASE_URL: viaBouncer.toString(),
    DATABASE_DIRECT_URL: database.url,
    DATABASE_PREPARE: 'false',
    SEED_DEMO_DATA: 'false',
    WEB_CONCURRENCY: '1',
  });
  await server.waitFor('Kochclip läuft');
}, 180_000);

afterAll(async () => {
  await server?.cleanup();
  if (bouncer && bouncer.exitCode === null) {
    const exited = new Promise((resolve) => bouncer?.once('exit', resolve));
    bouncer.kill('SIGTERM');
    await exited;
  }
  if (dir) await rm(dir, { recursive: true, force: true });
  if (database) {
    const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => undefined });
    try {
      await admin.unsafe(`drop database if exists ${database.name} with (force)`);
    } finally {
      await admin.end();
    }
  }
});

describe.skipIf(!available)('behind PgBouncer in transaction mode', { timeout: 120_000 }, () => {
  it('is ready, and members register, write and read recipes through it, many at once', async () => {
    if (!server) throw new Error('kein Server');
    expect((await fetch(`${server.url}/api/health/ready`)).status).toBe(200);
    const url = server.url;
    const members = await Promise.all(Array.from({ length: 4 }, (_, i) => signUp(url, `bouncer${i}`)));
    const created = await Promise.all(
      members.map((member, i) => member.http.post('/api/recipes', groupedRecipe(`Zwiebelkuchen durch PgBouncer ${i}`))),
    );
    for (const res of created) expect(res.status, res.text).toBe(200);
    const reads = await Promise.all(
      created.flatMap((res) => Array.from({ length: 5 }, () => fetch(`${url}/api/recipes/${String(res.json.id)}`))),
    );
    expect(reads.map((res) => res.status)).toEqual(reads.map(() => 200));
    const list = await fetch(`${url}/api/recipes?limit=10`);
    expect(list.status).toBe(200);
  });

  it('runs a background job (a data export) queued through it', async () => {
    if (!server) throw new Error('kein Server');
    const member = await signUp(server.url, 'bouncerexport');
    expect((await member.http.post('/api/user/export')).status).toBeLessThan(300);
    const deadline = Date.now() + 60_000;
    let status = '';
    while (Date.now() < deadline) {
      status = String((await member.http.get('/api/user/export')).json.status);
      if (status === 'ready' || status === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(status).toBe('ready');
  });
});
