import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiUsageOf, chatCompletion, LLM_RECIPE, recipeCountOf } from '../support/edge';
import { runawayStringsPdf } from '../support/file-bombs';
import { HttpClient, uniqueUser } from '../support/http';
import { isolatedDatabase, type TIsolatedDb } from '../support/isolated-db';
import { startServerProcess, type TServerProcess } from '../support/server-process';

/**
 * Work that outlasts the connection's idle timeout (HTTP_IDLE_TIMEOUT_SECONDS, 2 s here) still gets its answer:
 * the idle timer is for clients that stall, not for a server that is busy with a request it has read whole.
 */
let database: TIsolatedDb;
let llm: Server;
let llmDelayMs = 0;
let llmCalls = 0;
const processes: TServerProcess[] = [];

beforeAll(async () => {
  database = await isolatedDatabase('kochclip_it_slow');
  // The far side of the network: an OpenAI-compatible server that takes its time.
  llm = createServer((req, res) => {
    req.resume();
    llmCalls += 1;
    const timer = setTimeout(() => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(chatCompletion(JSON.stringify(LLM_RECIPE))));
    }, llmDelayMs);
    res.on('close', () => clearTimeout(timer));
  });
  await new Promise<void>((resolve) => llm.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await Promise.all(processes.map((p) => p.cleanup()));
  llm.closeAllConnections();
  await new Promise((resolve) => llm.close(resolve));
  await database.drop();
});

async function slowServer(env: Record<string, string> = {}) {
  const { port } = llm.address() as AddressInfo;
  const server = await startServerProcess({
    DATABASE_URL: database.url,
    SEED_DEMO_DATA: 'false',
    WEB_CONCURRENCY: '1',
    HTTP_IDLE_TIMEOUT_SECONDS: '2',
    OPENAI_BASE_URL: `http://127.0.0.1:${port}/v1`,
    OPENAI_MODEL: 'test-model',
    OPENAI_TIMEOUT_MS: '5000',
    ...env,
  });
  processes.push(server);
  await server.waitFor('Kochclip läuft');
  return server;
}

async function member(url: string) {
  const client = new HttpClient(url, { origin: url });
  const res = await client.post('/api/register', uniqueUser('langsam'));
  expect(res.status, res.text).toBe(200);
  return { client, id: res.json.id as number };
}

const wish = { type: 'prompt', prompt: 'Eine wärmende Suppe für den Herbst', saveToDatabase: true };

describe('work that takes longer than the idle timeout', { timeout: 120_000 }, () => {
  let server: TServerProcess;
  beforeAll(async () => {
    server = await slowServer();
  });

  it('answers a generation the LLM finishes after 3.5 s with the recipe, not with a closed connection', async () => {
    llmDelayMs = 3_500;
    const m = await member(server.url);
    const res = await m.client.post('/api/generate-recipe', wish);
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ title: 'Cremige Kürbissuppe', saved: true });
  });

  it('answers an LLM that outlasts its own limit with the documented 504 in German and counts no generation', async () => {
    llmDelayMs = 8_000;
    const m = await member(server.url);
    llmCalls = 0;
    const res = await m.client.post('/api/generate-recipe', wish);
    expect(res.status, res.text).toBe(504);
    expect(res.json).toEqual({
      message: 'Die KI hat nicht rechtzeitig geantwortet. Bitte versuche es später erneut.',
      code: 'GATEWAY_TIMEOUT',
      requestId: expect.any(String) as string,
    });
    expect(llmCalls).toBeGreaterThanOrEqual(1);
    expect(await aiUsageOf(database.handle.db, m.id)).toBe(0);
    expect(await recipeCountOf(database.handle.db, m.id)).toBe(0);
  });
});

describe('media tasks that take longer than the idle timeout', { timeout: 120_000 }, () => {
  it('answers two hostile files sent at once to one media process with German errors after the idle timeout, not a closed connection', async () => {
    const server = await slowServer({
      MEDIA_PROCESSES: '1',
      MEDIA_TASK_TIMEOUT_SECONDS: '4',
      OPENAI_BASE_URL: '',
      HTTP_IDLE_TIMEOUT_SECONDS: '1',
    });
    const m = await member(server.url);
    // Just under the inflate cap: the media process works on it until its deadline or until it gives up.
    const pdf = await runawayStringsPdf(15);
    const send = async () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(pdf)]), 'zeichenketten.pdf');
      const started = performance.now();
      const res = await fetch(`${server.url}/api/analyze-file`, {
        method: 'POST',
        body: form,
        headers: { cookie: `kc_session=${m.client.cookie('kc_session') ?? ''}`, origin: server.url },
      });
      return {
        status: res.status,
        body: (await res.json()) as { message?: string; code?: string },
        ms: performance.now() - started,
      };
    };
    const answers = await Promise.all([send(), send()]);
    for (const answer of answers) {
      // Longer than this server's 1 s idle timeout, so a connection closed on a busy server would have failed the fetch.
      expect(answer.ms).toBeGreaterThan(1_000);
      expect([400, 503]).toContain(answer.status);
      expect(answer.body.message).toMatch(/Datei|ausgelastet|später/);
      expect(answer.body.code).toMatch(/^[A-Z_]+$/);
    }
  });
});
