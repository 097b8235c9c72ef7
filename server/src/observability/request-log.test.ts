import { once } from 'node:events';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestScope } from '../http/request-scope';
import { requestLog } from './request-log';

/** The request line an operator reads, for an answer, a server error and a client that left before the answer. */
interface TLine {
  level: number;
  msg: string;
  requestId?: string;
  route: string;
  memberId: number | null;
  req: { method: string; path: string };
  res: { statusCode: number };
  responseTime: number;
}

const lines: TLine[] = [];
let server: Server;
let origin: string;
let releaseSlow: () => void = () => undefined;

beforeAll(async () => {
  const logger = pino(
    { mixin: () => ({}) },
    {
      write: (line: string) => {
        lines.push(JSON.parse(line) as TLine);
      },
    },
  );
  const app = express();
  app.use(requestScope());
  app.use(requestLog({ logger, log: true }));
  app.get('/api/recipes/:id', (_req, res) => {
    res.json({ ok: true });
  });
  app.get('/api/kaputt', (_req, res) => {
    res.status(500).json({ message: 'Interner Fehler' });
  });
  app.get('/api/langsam', (_req, res) => {
    releaseSlow = () => res.json({ ok: true });
  });
  server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function lineFor(path: string): Promise<TLine> {
  for (let tries = 0; tries < 50; tries += 1) {
    const line = lines.find((entry) => entry.req.path === path);
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`keine Zeile für ${path}`);
}

describe('request lines', () => {
  it('writes one info line per answer with route, status and duration, without the query string', async () => {
    const answer = await fetch(`${origin}/api/recipes/42?token=geheim`);
    expect(answer.status).toBe(200);
    const line = await lineFor('/api/recipes/42');
    expect(line).toMatchObject({
      level: 30,
      msg: 'Anfrage',
      route: '/api/recipes/{id}',
      memberId: null,
      req: { method: 'GET', path: '/api/recipes/42' },
      res: { statusCode: 200 },
    });
    expect(line.responseTime).toBeGreaterThanOrEqual(0);
    expect(JSON.stringify(lines)).not.toContain('geheim');
    expect(lines.filter((entry) => entry.req.path === '/api/recipes/42')).toHaveLength(1);
  });

  it('writes a server error at level error', async () => {
    expect((await fetch(`${origin}/api/kaputt`)).status).toBe(500);
    expect(await lineFor('/api/kaputt')).toMatchObject({ level: 50, msg: 'Anfrage fehlgeschlagen', res: { statusCode: 500 } });
  });

  it('writes „Anfrage abgebrochen“ once when the client leaves before the answer', async () => {
    const client = request(`${origin}/api/langsam`);
    client.on('error', () => undefined);
    client.end();
    await new Promise((resolve) => setTimeout(resolve, 100));
    client.destroy();
    const line = await lineFor('/api/langsam');
    expect(line).toMatchObject({ level: 30, msg: 'Anfrage abgebrochen' });
    releaseSlow();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(lines.filter((entry) => entry.req.path === '/api/langsam')).toHaveLength(1);
  });
});
