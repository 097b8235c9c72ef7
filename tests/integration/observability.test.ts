import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient, uniqueUser } from '../support/http';
import { isolatedDatabase, type TIsolatedDb } from '../support/isolated-db';
import { startServerProcess, type TServerProcess } from '../support/server-process';

/** What an operator sees of a running server: JSON logs with request ids, and Prometheus metrics. */
const TOKEN = 'metrik-geheimnis-0123456789';
let database: TIsolatedDb;
let server: TServerProcess;

beforeAll(async () => {
  database = await isolatedDatabase('kochclip_it_observe', { seed: true });
  server = await startServerProcess({
    DATABASE_URL: database.url,
    SEED_DEMO_DATA: 'false',
    WEB_CONCURRENCY: '2',
    LOG_FORMAT: 'json',
    METRICS_TOKEN: TOKEN,
  });
  await server.waitFor('Kochclip läuft');
}, 120_000);
afterAll(async () => {
  await server.cleanup();
  await database.drop();
});

interface TLogLine {
  level?: string;
  msg?: string;
  requestId?: string;
  route?: string;
  memberId?: number | null;
  req?: { method?: string; path?: string };
  res?: { statusCode?: number };
  responseTime?: number;
}

/** Every JSON line the server wrote so far. */
function logLines(): TLogLine[] {
  return server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as TLogLine);
}

async function requestLine(requestId: string): Promise<TLogLine> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const line = logLines().find((entry) => entry.requestId === requestId && entry.req);
    if (line) return line;
    if (Date.now() > deadline) throw new Error(`Keine Log-Zeile für ${requestId}:\n${server.output().slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function waitForOutput(text: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!server.output().includes(text)) {
    if (Date.now() > deadline) throw new Error(`„${text}“ nicht im Log:\n${server.output().slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('logs', () => {
  it('writes one JSON line per request with its id, route, status, duration and member, and nothing secret', async () => {
    const user = uniqueUser('protokoll');
    const member = new HttpClient(server.url, { origin: server.url });
    const registered = await member.post('/api/register', user);
    expect(registered.status).toBe(200);
    const res = await member.get('/api/user?token=geheim123', { 'x-request-id': 'proxy-abc.123' });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe('proxy-abc.123');
    const line = await requestLine('proxy-abc.123');
    expect(line).toMatchObject({
      level: 'info',
      route: '/api/user',
      memberId: registered.json.id,
      req: { method: 'GET', path: '/api/user' },
    });
    expect(line.res?.statusCode).toBe(200);
    expect(typeof line.responseTime).toBe('number');
    const raw = server
      .output()
      .split('\n')
      .find((entry) => entry.includes('"requestId":"proxy-abc.123"') && entry.includes('"req"'));
    expect(raw?.match(/"route":/g)).toHaveLength(1);
    expect(raw?.match(/"memberId":/g)).toHaveLength(1);
    // The verification mail of the registration is written by a job: its log line must not name the address either.
    await waitForOutput('Bitte bestätige deine E-Mail-Adresse');
    const all = server.output();
    for (const secret of ['geheim123', user.password, user.email, String(member.cookie('kc_session'))])
      expect(all).not.toContain(secret);
  });

  it('makes its own request id when the client sends none or one that is not a plain token', async () => {
    const plain = await fetch(`${server.url}/api/recipes?limit=1`);
    const made = plain.headers.get('x-request-id') ?? '';
    expect(made).toMatch(/^[0-9a-f-]{36}$/);
    const hostile = await fetch(`${server.url}/api/recipes?limit=1`, { headers: { 'x-request-id': 'a b"}{"level":"fatal' } });
    expect(hostile.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect((await requestLine(made)).route).toBe('/api/recipes');
  });

  it('logs a 404 under one route label, so scanners cannot fill the metrics', async () => {
    const res = await fetch(`${server.url}/api/gibt/es/nicht/12345`);
    expect(res.status).toBe(404);
    expect((await requestLine(res.headers.get('x-request-id') ?? '')).route).toBe('unbekannt');
  });
});

describe('GET /metrics', () => {
  it('does not answer without the token', async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
    expect((await fetch(`${server.url}/metrics`, { headers: { authorization: 'Bearer falsch' } })).status).toBe(401);
  });

  it('reports request durations of both workers, the database pools, the media pool, job queues, the outbox and memory', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await fetch(`${server.url}/api/recipes/${i + 1}`)).status);
    expect(statuses).toEqual(Array(10).fill(200));
    // A worker counts a request when its answer has left (the response's finish event), which can come a moment
    // after the client read it: a scrape right away may miss the last one, the next scrape has it.
    const scrape = async () => {
      const res = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      return res.text();
    };
    const countOf = (scraped: string) =>
      Number(/_count\{method="GET",route="\/api\/recipes\/\{id\}",status="200"\} (\d+)/.exec(scraped)?.[1] ?? 0);
    await expect.poll(async () => countOf(await scrape()), { timeout: 10_000 }).toBeGreaterThanOrEqual(10);
    const text = await scrape();
    expect(text).toMatch(
      /kochclip_http_request_duration_seconds_count\{method="GET",route="\/api\/recipes\/\{id\}",status="200"\} (\d+)/,
    );
    expect(text).toMatch(/kochclip_db_connections\{pool="main",state="[a-z ]+"\} \d+/);
    expect(text).toMatch(/kochclip_jobs\{queue="[\w-]+",state="ready"\} \d+/);
    expect(text).toMatch(/kochclip_mail_outbox \d+/);
    expect(text).toMatch(/kochclip_media_processes_busy \d+/);
    expect(text).toMatch(/process_resident_memory_bytes \d+/);
  });
});
