import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isolatedDatabase, type TIsolatedDb } from '../support/isolated-db';
import { uniqueUser } from '../support/http';
import { startServerProcess, type TServerProcess } from '../support/server-process';

let database: TIsolatedDb;
const processes: TServerProcess[] = [];
beforeAll(async () => {
  database = await isolatedDatabase('kochclip_it_shutdown');
});
afterAll(async () => {
  await Promise.all(processes.map((p) => p.cleanup()));
  await database.drop();
});

/** Readiness over a connection of its own: a kept-alive one may be closed by the server as draining starts. */
function readiness(url: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    request(`${url}/api/health/ready`, { agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end();
  });
}

async function running(env: Record<string, string> = {}, preload: string[] = []) {
  const server = await startServerProcess({ DATABASE_URL: database.url, SEED_DEMO_DATA: 'false', ...env }, preload);
  processes.push(server);
  await server.waitFor('Kochclip läuft');
  return server;
}

/**
 * A registration whose body arrives in two parts, like a long upload still in flight. `Expect: 100-continue`
 * lets the test know the server has taken the request before it sends the signal.
 */
async function slowRegistration(url: string) {
  const body = Buffer.from(JSON.stringify(uniqueUser('drain')));
  const req = request(`${url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': String(body.length), origin: url, expect: '100-continue' },
  });
  const answer = new Promise<{ status: number }>((resolve, reject) => {
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
    });
    req.on('error', reject);
  });
  answer.catch(() => undefined);
  await new Promise<void>((resolve) => req.once('continue', resolve));
  req.write(body.subarray(0, 10));
  return { answer, finish: () => req.end(body.subarray(10)) };
}

describe('graceful shutdown', { timeout: 240_000 }, () => {
  it('answers readiness with 503 as soon as SIGTERM arrives while a request in flight finishes, then exits with 0', async () => {
    const server = await running({ SHUTDOWN_DRAIN_SECONDS: '60' });
    expect((await readiness(server.url)).status).toBe(200);
    const upload = await slowRegistration(server.url);
    server.kill('SIGTERM');
    await server.waitFor('SIGTERM empfangen');
    const ready = await readiness(server.url);
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toMatchObject({ message: 'Der Server fährt gerade herunter.' });
    upload.finish();
    expect((await upload.answer).status).toBe(200);
    expect(await server.exited).toBe(0);
  });

  it('ends a request that outlasts SHUTDOWN_DRAIN_SECONDS and exits', async () => {
    const server = await running({ SHUTDOWN_DRAIN_SECONDS: '2' });
    const upload = await slowRegistration(server.url);
    const signalled = performance.now();
    server.kill('SIGTERM');
    await expect(upload.answer).rejects.toThrow();
    expect(await server.exited).toBe(0);
    expect(performance.now() - signalled).toBeLessThan(15_000);
    expect(server.output()).toContain('Drain-Fenster abgelaufen');
  });

  it('logs an unhandled promise rejection and stops cleanly with exit code 1', async () => {
    const server = await running({}, ['./tests/fixtures/process/fail-on-signal.ts']);
    server.kill('SIGUSR2');
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Unbehandelte Promise-Ablehnung: Error: Testfehler: abgelehnte Promise');
    expect(server.output()).toContain('Unbehandelte Promise-Ablehnung, fahre herunter');
  });

  it('logs an uncaught exception and stops cleanly with exit code 1', async () => {
    const server = await running({}, ['./tests/fixtures/process/fail-on-signal.ts']);
    server.kill('SIGWINCH');
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Unbehandelter Fehler: Error: Testfehler: ausgelöste Ausnahme');
    expect(server.output()).toContain('Unbehandelter Fehler, fahre herunter');
  });
});
