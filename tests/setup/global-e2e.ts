import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createTestDatabase } from '../support/database';
import { freePort, serverEntry } from '../support/server-process';

const ROOT = path.resolve(import.meta.dirname, '../..');

async function waitForReady(url: string, child: { exitCode: number | null }, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server beendet (${child.exitCode}):\n${output()}`);
    try {
      const res = await fetch(`${url}/api/health/ready`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Server wurde nicht bereit:\n${output()}`);
}

/**
 * Starts the real server on a fresh database with demo data, like `npm start` does (its bundle when fresh, else
 * server/src/main.ts: `serverEntry`).
 */
export default async function setup(project: TestProject) {
  if (!existsSync(path.join(ROOT, 'web/dist/index.html'))) throw new Error('web/dist fehlt: zuerst `npm run build` ausführen.');
  const database = await createTestDatabase('kochclip_e2e');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kochclip-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  // The edge fixtures (msw) stand in for TikTok's public endpoints; the server code is the real one.
  const child = spawn(process.execPath, serverEntry(['./tests/e2e/edge-fixtures.ts'], 'when-fresh'), {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: baseUrl,
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'true',
      // Every browser test registers from 127.0.0.1.
      REGISTRATIONS_PER_HOUR_PER_ADDRESS: '10000',
      // The browser tests check what the server renders and that React takes it over; the 2 s deadline's fallback
      // is tested on its own (tests/api/server-rendering.test.ts), and a loaded CI machine must not trip it here.
      SSR_TIMEOUT_MS: '15000',
      // The integration files beside it share the PostgreSQL server (max_connections 100): 24 of them for this one.
      DATABASE_POOL_MAX: '24',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let stopping = false;
  // A server that ends during the run fails every later test with ECONNREFUSED: say why, once, where it is seen.
  child.once('exit', (code, signal) => {
    if (stopping) return;
    console.error(
      `\nDer E2E-Server ist während des Laufs beendet worden (${signal ?? `Code ${code}`}). Ausgabe:\n${output.slice(-20_000)}`,
    );
  });
  await waitForReady(baseUrl, child, () => output);
  project.provide('baseUrl', baseUrl);
  // Without SMTP_URL the server writes every mail as an .eml file here (DATA_DIR/mail).
  project.provide('mailDir', path.join(dataDir, 'mail'));

  return async () => {
    stopping = true;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
