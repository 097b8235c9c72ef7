import { request } from 'node:http';
import { connect } from 'node:net';
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
  const server = await startServerProcess(
    { DATABASE_URL: database.url, SEED_DEMO_DATA: 'false', WEB_CONCURRENCY: '1', ...env },
    preload,
  );
  processes.push(server);
  await server.waitFor('Kochclip läuft');
  return server;
}

/** The process ids of the workers that said they are ready, in order. */
function workerPids(server: TServerProcess): number[] {
  return [...server.output().matchAll(/Worker (\d+) bereit\./g)].map((match) => Number(match[1]));
}

/** Polls until `count` workers have said they are ready. */
async function workersReady(server: TServerProcess, count: number): Promise<number[]> {
  const deadline = Date.now() + 60_000;
  while (workerPids(server).length < count) {
    if (Date.now() > deadline) throw new Error(`Nur ${workerPids(server).length} Worker bereit:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return workerPids(server);
}

/** Retries a request until it succeeds, for the moment a lone worker is being replaced. */
async function eventuallyOk(url: string): Promise<number> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const status = await fetch(url, { signal: AbortSignal.timeout(5_000) }).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200 || Date.now() > deadline) return status;
    await new Promise((r) => setTimeout(r, 200));
  }
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
    await server.waitFor('fährt herunter');
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

  it('drains every worker on SIGTERM when several run', async () => {
    const server = await running({ WEB_CONCURRENCY: '2' });
    const pids = await workersReady(server, 2);
    server.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    for (const pid of pids) expect(server.output()).toContain(`Worker ${pid} fährt herunter`);
    expect(server.output()).not.toContain('starte einen neuen');
  });
});

describe('the supervisor', { timeout: 240_000 }, () => {
  it('replaces a worker that is killed outright; the other one answers meanwhile and the next requests succeed', async () => {
    const server = await running({ WEB_CONCURRENCY: '2' });
    const [victim, survivor] = await workersReady(server, 2);
    if (!victim || !survivor) throw new Error('zwei Worker erwartet');
    process.kill(victim, 'SIGKILL');
    const statuses = await Promise.all(Array.from({ length: 10 }, () => eventuallyOk(`${server.url}/api/recipes?limit=1`)));
    expect(statuses.every((status) => status === 200)).toBe(true);
    await server.waitFor(`Worker ${victim} beendet (Signal SIGKILL), starte einen neuen.`);
    expect(await workersReady(server, 3)).toHaveLength(3);
    expect((await readiness(server.url)).status).toBe(200);
  });

  it('replaces the only worker, so the next request succeeds', async () => {
    const server = await running();
    const [only] = await workersReady(server, 1);
    if (!only) throw new Error('ein Worker erwartet');
    process.kill(only, 'SIGKILL');
    expect(await eventuallyOk(`${server.url}/api/health/ready`)).toBe(200);
    expect(server.output()).toContain(`Worker ${only} beendet (Signal SIGKILL), starte einen neuen.`);
  });

  it('logs an unhandled promise rejection in a worker, stops it cleanly with exit code 1 and starts a new one', async () => {
    const server = await running({}, ['./tests/fixtures/process/fail-on-signal.ts']);
    const [worker] = await workersReady(server, 1);
    if (!worker) throw new Error('ein Worker erwartet');
    process.kill(worker, 'SIGUSR2');
    await server.waitFor(`Worker ${worker} beendet (Code 1), starte einen neuen.`);
    expect(server.output()).toContain('Unbehandelte Promise-Ablehnung: Error: Testfehler: abgelehnte Promise');
    expect(server.output()).toContain(`Unbehandelte Promise-Ablehnung, Worker ${worker} fährt herunter`);
    expect(await eventuallyOk(`${server.url}/api/health/ready`)).toBe(200);
  });

  it('logs an uncaught exception in a worker, stops it cleanly with exit code 1 and starts a new one', async () => {
    const server = await running({}, ['./tests/fixtures/process/fail-on-signal.ts']);
    const [worker] = await workersReady(server, 1);
    if (!worker) throw new Error('ein Worker erwartet');
    process.kill(worker, 'SIGWINCH');
    await server.waitFor(`Worker ${worker} beendet (Code 1), starte einen neuen.`);
    expect(server.output()).toContain('Unbehandelter Fehler: Error: Testfehler: ausgelöste Ausnahme');
    expect(await eventuallyOk(`${server.url}/api/health/ready`)).toBe(200);
  });
});

/** Opens a raw connection, sends `first`, then nothing more; resolves with what came back and when it closed. */
function stalledClient(url: string, first: string): Promise<{ text: string; closedAfterMs: number }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = connect(Number(port), hostname, () => socket.write(first));
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => resolve({ text, closedAfterMs: performance.now() - started }));
    setTimeout(() => {
      socket.destroy();
      reject(new Error('Verbindung nach 30 s noch offen'));
    }, 30_000).unref();
  });
}

describe('slow and stalled clients', { timeout: 120_000 }, () => {
  it('closes a connection whose headers drip in byte by byte once the header timeout passes (408)', async () => {
    const server = await running({ HTTP_HEADERS_TIMEOUT_SECONDS: '2', HTTP_IDLE_TIMEOUT_SECONDS: '20' });
    const { hostname, port } = new URL(server.url);
    const started = performance.now();
    const result = await new Promise<{ text: string; closedAfterMs: number }>((resolve, reject) => {
      const socket = connect(Number(port), hostname);
      let text = '';
      const drip = setInterval(() => socket.write('X'), 500);
      socket.write('GET /api/recipes HTTP/1.1\r\nHost: x\r\nX-Slow: ');
      const closed = () => {
        clearInterval(drip);
        resolve({ text, closedAfterMs: performance.now() - started });
      };
      socket.on('data', (chunk: Buffer) => {
        // The answer came: a byte dripped after the server closed would only earn a reset.
        clearInterval(drip);
        text += chunk.toString();
      });
      // A drip already on its way when the server closed is answered with a reset; what arrived before it counts.
      socket.on('error', (error) => (text ? closed() : reject(error)));
      socket.on('close', closed);
    });
    expect(result.text).toMatch(/^HTTP\/1\.1 408/);
    expect(result.closedAfterMs).toBeLessThan(10_000);
    expect((await fetch(`${server.url}/api/health/live`)).status).toBe(200);
  });

  it('closes a POST that announces more body than it sends once the connection has been idle', async () => {
    const server = await running({ HTTP_IDLE_TIMEOUT_SECONDS: '2' });
    const { host } = new URL(server.url);
    const result = await stalledClient(
      server.url,
      `POST /api/login HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"username":`,
    );
    expect(result.closedAfterMs).toBeGreaterThan(1_500);
    expect(result.closedAfterMs).toBeLessThan(10_000);
    expect((await fetch(`${server.url}/api/health/live`)).status).toBe(200);
  });
});
