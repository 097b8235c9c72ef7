import { spawn } from 'node:child_process';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@kochclip/db/schema';
import { isolatedDatabase, type TIsolatedDb } from '../support/isolated-db';
import { HttpClient } from '../support/http';
import { startServerProcess } from '../support/server-process';

const PRODUCTION = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) };

let database: TIsolatedDb;
beforeAll(async () => {
  database = await isolatedDatabase('kochclip_prodstart');
});
afterAll(async () => {
  await database.drop();
});

async function runUntilReady(env: Record<string, string>) {
  const server = await startServerProcess({ DATABASE_URL: database.url, ...env });
  try {
    await server.waitFor('Kochclip läuft');
    return server;
  } catch (error) {
    await server.cleanup();
    throw error;
  }
}

describe('starting in production', { timeout: 120_000 }, () => {
  it('seeds no demo users with the public password and creates the admin from ADMIN_USERNAME/ADMIN_PASSWORD', async () => {
    const server = await runUntilReady({ ...PRODUCTION, ADMIN_USERNAME: 'chefin', ADMIN_PASSWORD: 'Kartoffelpuffer!7', ADMIN_EMAIL: 'chefin@kochclip.example' });
    try {
      expect(server.output()).toContain('Admin-Konto „chefin“ angelegt.');
      expect(server.output()).not.toContain('kochclip-demo');
      const demo = await new HttpClient(server.url).post('/api/login', { username: 'admin', password: 'kochclip-demo' });
      expect(demo.status).toBe(401);
      const admin = new HttpClient(server.url);
      expect((await admin.post('/api/login', { username: 'chefin', password: 'Kartoffelpuffer!7' })).status).toBe(200);
      expect((await admin.get('/api/user')).json).toMatchObject({ username: 'chefin', role: 'admin', email: 'chefin@kochclip.example' });
      const names = (await database.handle.db.select({ username: users.username }).from(users)).map((u) => u.username);
      expect(names).toEqual(['chefin']);
    } finally {
      server.kill('SIGTERM');
      await server.exited;
      await server.cleanup();
    }
  });

  it('leaves the admin as it is on the next start (idempotent) and keeps its password', async () => {
    const server = await runUntilReady({ ...PRODUCTION, ADMIN_USERNAME: 'chefin', ADMIN_PASSWORD: 'Ein-anderes-Passwort-9' });
    try {
      expect(server.output()).toContain('Admin-Konto „chefin“ ist bereits Admin.');
      expect((await new HttpClient(server.url).post('/api/login', { username: 'chefin', password: 'Kartoffelpuffer!7' })).status).toBe(200);
      expect(await database.handle.db.$count(users, eq(users.username, 'chefin'))).toBe(1);
    } finally {
      server.kill('SIGTERM');
      await server.exited;
      await server.cleanup();
    }
  });

  it('seeds the demo data in production only when SEED_DEMO_DATA=true is set explicitly', async () => {
    const server = await runUntilReady({ ...PRODUCTION, SEED_DEMO_DATA: 'true' });
    try {
      expect((await new HttpClient(server.url).post('/api/login', { username: 'anna', password: 'kochclip-demo' })).status).toBe(200);
    } finally {
      server.kill('SIGTERM');
      await server.exited;
      await server.cleanup();
    }
  });

  it('refuses to start with an admin password that breaks the password rules, saying why in German', async () => {
    const server = await startServerProcess({ DATABASE_URL: database.url, ...PRODUCTION, ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'kurz' });
    try {
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain('Admin-Konto „boss“ konnte nicht angelegt werden');
      expect(server.output()).toContain('Mindestens 6 Zeichen');
      expect(await database.handle.db.$count(users, eq(users.username, 'boss'))).toBe(0);
    } finally {
      await server.cleanup();
    }
  });
});

describe('npm run admin:create', { timeout: 120_000 }, () => {
  function adminCreate(args: string[], input = '') {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/admin-create-cli.ts', ...args], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { PATH: process.env.PATH, DATABASE_URL: database.url },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdin.end(input);
    return new Promise<{ code: number | null; output: string }>((resolve) => child.once('exit', (code) => resolve({ code, output })));
  }

  it('makes an existing member an admin from arguments', async () => {
    await database.handle.db.insert(users).values({ username: 'koechin', email: 'koechin@example.de', passwordHash: 'x' });
    const result = await adminCreate(['--username', 'koechin', '--password', 'Spaetzlepresse!3']);
    expect(result).toMatchObject({ code: 0 });
    expect(result.output).toContain('Admin-Konto „koechin“ zum Admin gemacht.');
    const [row] = await database.handle.db.select({ role: users.role }).from(users).where(eq(users.username, 'koechin'));
    expect(row?.role).toBe('admin');
  });

  it('asks for username, e-mail and password when no arguments are given', async () => {
    const result = await adminCreate([], 'frager\nfrager@example.de\nMaultaschen!2026\n');
    expect(result.output).toContain('Admin-Konto „frager“ angelegt.');
    expect(result.code).toBe(0);
    const [row] = await database.handle.db.select({ role: users.role, email: users.email }).from(users).where(eq(users.username, 'frager'));
    expect(row).toEqual({ role: 'admin', email: 'frager@example.de' });
  });

  it('refuses a common password with exit code 1 and the German reason', async () => {
    const result = await adminCreate(['--username', 'schwach', '--password', 'passwort123']);
    expect(result.code).toBe(1);
    expect(result.output).toContain('zu leicht zu erraten');
  });
});
