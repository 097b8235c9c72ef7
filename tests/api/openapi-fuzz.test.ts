import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { http as mock, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LOGIN_LIMITS, createApiToken } from '@kochclip/routers/server';
import { startEdge } from '../support/edge';
import { uniqueUser } from '../support/http';
import { isolatedDatabase, type TIsolatedDb } from '../support/isolated-db';
import { fuzzValue, invalidValue, type TJsonSchema } from '../support/openapi-arbitrary';
import { startTestServer, type TTestServer } from '../support/server';

/**
 * Walks every operation of the committed OpenAPI document (new procedures are covered once the document is
 * regenerated) with generated valid, boundary and invalid input, as a visitor and as a member, and checks
 * what a client sees: never a 5xx, errors exactly as documented ({ message, code } + fields), and no
 * database row written (inserted, updated or deleted) by a request that was refused (4xx).
 */

interface TParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: TJsonSchema;
}
interface TOperation {
  operationId?: string;
  parameters?: TParameter[];
  requestBody?: { content: Record<string, { schema: TJsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema: TJsonSchema }> }>;
}
interface TDocument {
  paths: Record<string, Record<string, TOperation>>;
  components?: { schemas?: Record<string, TJsonSchema> };
}

const DOCUMENT = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../openapi/openapi.json'), 'utf8')) as TDocument;
/**
 * Generated requests per operation and role: 50 × 2 × every operation (about 19,000 requests, 2–3 minutes of one
 * test worker on a 2-core machine). Each run draws a new seed, so the runs together reach further than one long run;
 * FUZZ_RUNS=<n> searches deeper once, FUZZ_SEED=<n> replays a seed.
 */
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 50);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
/** The counters refused attempts are meant to raise (failed logins, registrations, creation bursts). */
const COUNTER_TABLES = new Set(['rate_limits']);
/** Every authenticated request may touch its session or token (sliding expiry, last use); new or deleted rows count. */
const BOOKKEEPING_TABLES = new Set(['sessions', 'api_tokens']);
/** Columns any authenticated request may move (the member's hourly "last seen"); a change to another column counts. */
const BOOKKEEPING_COLUMNS: Record<string, string> = { users: 'last_seen_at' };

function resolve(schema: TJsonSchema): TJsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  const target = DOCUMENT.components?.schemas?.[name];
  if (!target) throw new Error(`unresolved ${schema.$ref}`);
  return resolve(target);
}

const operations = Object.entries(DOCUMENT.paths).flatMap(([template, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), template, operation })),
);

type TBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string; text: string }
  | { kind: 'multipart'; parts: { name: string; value: string | Uint8Array }[] };

interface TFuzzRequest {
  path: string;
  body: TBody;
}

const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/** File contents that start like the types uploads accept, then go wrong; and plain noise. */
const fileBytes = fc.oneof(
  fc.uint8Array({ maxLength: 256 }),
  fc
    .tuple(
      fc.constantFrom('%PDF-1.7\n', '\x89PNG\r\n\x1a\n', '\xff\xd8\xff\xe0', 'RIFF\x00\x00\x00\x00WEBP', 'GIF89a', '<svg>'),
      fc.uint8Array({ maxLength: 256 }),
    )
    .map(([magic, rest]) => new Uint8Array([...Buffer.from(magic, 'latin1'), ...rest])),
);

function bodyArbitrary(operation: TOperation): fc.Arbitrary<TBody> {
  const content = operation.requestBody?.content ?? {};
  const noise: fc.Arbitrary<TBody>[] = [
    fc.constant({ kind: 'none' }),
    fc
      .tuple(fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'), fc.string({ maxLength: 30 }))
      .map(([contentType, text]) => ({ kind: 'raw' as const, contentType, text })),
  ];
  const json = content['application/json'];
  if (json) {
    return fc.oneof(
      { weight: 12, arbitrary: fuzzValue(json.schema, resolve).map((value) => ({ kind: 'json' as const, value })) },
      ...noise.map((arbitrary) => ({ weight: 1, arbitrary })),
    );
  }
  const multipart = content['multipart/form-data'];
  if (multipart) {
    const properties = Object.entries(resolve(multipart.schema).properties ?? {});
    const parts = properties.map(([name, schema]) =>
      fc.option(
        (schema.format === 'binary' ? fileBytes : fuzzValue(schema, resolve).map(asText)).map((value) => ({ name, value })),
        { freq: 5 },
      ),
    );
    const extra = fc.option(fc.tuple(fc.string({ minLength: 1, maxLength: 10 }), invalidValue().map(asText)), { freq: 3 });
    return fc.oneof(
      {
        weight: 12,
        arbitrary: fc.tuple(fc.tuple(...parts), extra).map(([chosen, other]) => ({
          kind: 'multipart' as const,
          parts: [...chosen.filter((p) => p !== null), ...(other ? [{ name: other[0], value: other[1] }] : [])],
        })),
      },
      ...noise.map((arbitrary) => ({ weight: 1, arbitrary })),
    );
  }
  return fc.oneof(
    { weight: 8, arbitrary: fc.constant<TBody>({ kind: 'none' }) },
    ...noise.map((arbitrary) => ({ weight: 1, arbitrary })),
  );
}

function requestArbitrary(template: string, operation: TOperation): fc.Arbitrary<TFuzzRequest> {
  const parameters = operation.parameters ?? [];
  const pathParams = parameters.filter((p) => p.in === 'path');
  const queryParams = parameters.filter((p) => p.in === 'query');
  const pathValues = fc.tuple(...pathParams.map((p) => fuzzValue(p.schema, resolve).map(asText)));
  const queryValues = fc.tuple(...queryParams.map((p) => fc.option(fuzzValue(p.schema, resolve).map(asText), { freq: 2 })));
  return fc
    .record({ pathValues, queryValues, body: bodyArbitrary(operation) })
    .map(({ pathValues: values, queryValues: query, body }) => {
      let filled = template;
      // A URL cannot carry a lone surrogate; clients send U+FFFD in its place.
      const segment = (value = '') => encodeURIComponent(value.replace(/\p{Cs}/gu, '\uFFFD'));
      pathParams.forEach((p, i) => (filled = filled.replace(`{${p.name}}`, segment(values[i]))));
      const search = new URLSearchParams();
      queryParams.forEach((p, i) => {
        const value = query[i];
        if (value !== null && value !== undefined) search.set(p.name, value);
      });
      const qs = search.toString();
      return { path: `/api${filled}${qs ? `?${qs}` : ''}`, body };
    });
}

async function send(baseUrl: string, method: string, request: TFuzzRequest, headers: Record<string, string>) {
  const init: RequestInit & { headers: Record<string, string> } = { method, headers: { ...headers } };
  const { body } = request;
  if (body.kind === 'json') {
    init.headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body.value) ?? 'null';
  } else if (body.kind === 'raw') {
    init.headers['content-type'] = body.contentType;
    init.body = body.text;
  } else if (body.kind === 'multipart') {
    const form = new FormData();
    for (const part of body.parts) {
      if (typeof part.value === 'string') form.append(part.name, part.value);
      else form.append(part.name, new Blob([new Uint8Array(part.value)]), 'datei.bin');
    }
    init.body = form;
  }
  if (method === 'GET' || method === 'HEAD') delete init.body;
  const response = await fetch(`${baseUrl}${request.path}`, init);
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, text, json };
}

/**
 * trpc-to-openapi adds `data` to its own 404 and 415 answers (issue 9, item 11). The REST adapter that replaces
 * it answers `{ message, code }` only; delete this entry when it lands, and the check is exact again.
 */
const KNOWN_ADAPTER_EXTRAS = ['data'];

/** The properties the document allows in the error body of this status, beyond message, code and requestId. */
function documentedErrorKeys(operation: TOperation, status: number): Set<string> {
  const schema = operation.responses?.[String(status)]?.content?.['application/json']?.schema;
  const documented = Object.keys(schema ? (resolve(schema).properties ?? {}) : {});
  return new Set(['message', 'code', 'fields', 'requestId', ...documented, ...KNOWN_ADAPTER_EXTRAS]);
}

function expectErrorBody(operation: TOperation, answer: { status: number; json: unknown; text: string }, context: string): void {
  expect(answer.json, `${context}: error body is not JSON: ${answer.text.slice(0, 200)}`).toBeTypeOf('object');
  const body = answer.json as Record<string, unknown>;
  expect(body.message, context).toBeTypeOf('string');
  expect(String(body.message).length, context).toBeGreaterThan(0);
  expect(body.code, context).toMatch(/^[A-Z_]+$/);
  // Every error body names its request (the id of the X-Request-Id header), documented or not.
  expect(body.requestId, context).toBeTypeOf('string');
  const allowed = documentedErrorKeys(operation, answer.status);
  expect(
    Object.keys(body).filter((key) => !allowed.has(key)),
    context,
  ).toEqual([]);
  if ('fields' in body) {
    expect(body.fields, context).toBeInstanceOf(Array);
    for (const field of body.fields as unknown[]) {
      expect(field, context).toEqual({ path: expect.any(String) as unknown, message: expect.any(String) as unknown });
    }
  }
}

let database: TIsolatedDb;
let server: TTestServer;
let memberId = 0;
let memberToken = '';
let countWrites: () => Promise<number>;
// Every host but the test server fails at once: video metadata and images are never fetched from the internet.
const edge = startEdge(mock.all('*', () => HttpResponse.error()));

beforeAll(async () => {
  database = await isolatedDatabase('kochclip_fuzz', { seed: true });
  // Low limits keep the password hashing (registrations, logins of unknown names) to a few dozen runs.
  server = await startTestServer(
    { registrationsPerHour: 20, loginLimits: { ...DEFAULT_LOGIN_LIMITS, perAddress: 20 } },
    { database: database.handle },
  );
  const register = await fetch(`${server.url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(uniqueUser('fuzz')),
  });
  memberId = ((await register.json()) as { id: number }).id;
  memberToken = (await createApiToken(database.handle.db, memberId, 'fuzz')).token;
  const { sql } = database.handle;
  const tables = await sql<{ name: string }[]>`
    select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`;
  // Every changed row of the fuzz database counts, in the transaction that changes it: a rolled-back write does not.
  await sql.unsafe(`
    create table fuzz_writes (n bigint not null);
    insert into fuzz_writes values (0);
    create function fuzz_count_write() returns trigger language plpgsql as $$
      begin update fuzz_writes set n = n + 1; return null; end $$;`);
  for (const { name } of tables) {
    if (COUNTER_TABLES.has(name)) continue;
    const bookkeepingColumn = BOOKKEEPING_COLUMNS[name];
    const columns = bookkeepingColumn
      ? await sql<{ name: string }[]>`
          select column_name as name from information_schema.columns
          where table_schema = 'public' and table_name = ${name} and column_name <> ${bookkeepingColumn}`
      : [];
    const events = BOOKKEEPING_TABLES.has(name)
      ? 'insert or delete'
      : bookkeepingColumn
        ? `insert or delete or update of ${columns.map((column) => `"${column.name}"`).join(', ')}`
        : 'insert or update or delete';
    await sql.unsafe(`create trigger fuzz_write after ${events} on "${name}" for each row execute function fuzz_count_write()`);
  }
  countWrites = async () => {
    const [row] = await sql<{ n: string }[]>`select n from fuzz_writes`;
    return Number(row?.n);
  };
}, 120_000);

afterAll(async () => {
  edge.close();
  await server.close();
  await database.drop();
});

const tally = { requests: 0, byStatus: new Map<number, number>() };

describe(`every operation of openapi.json under generated input (seed ${SEED})`, () => {
  it('covers the multipart routes that are documented by hand', () => {
    expect(operations.some((o) => o.operation.requestBody?.content['multipart/form-data'])).toBe(true);
    expect(operations.length).toBeGreaterThan(10);
  });

  for (const role of ['visitor', 'member'] as const) {
    for (const { method, template, operation } of operations) {
      it(`${method} ${template} as ${role}: no 5xx, documented errors, no writes on 4xx`, async () => {
        let before = await countWrites();
        await fc.assert(
          fc.asyncProperty(requestArbitrary(template, operation), async (request) => {
            const headers: Record<string, string> = role === 'member' ? { authorization: `Bearer ${memberToken}` } : {};
            const answer = await send(server.url, method, request, headers);
            tally.requests += 1;
            tally.byStatus.set(answer.status, (tally.byStatus.get(answer.status) ?? 0) + 1);
            const context = `${method} ${request.path} ${JSON.stringify(request.body).slice(0, 300)} → ${answer.status} ${answer.text.slice(0, 300)}`;
            // The fuzz server runs without Stripe: payment routes answer their documented 503 'nicht eingerichtet'.
            const notConfigured =
              answer.status === 503 && (answer.json as { code?: string } | undefined)?.code === 'SERVICE_UNAVAILABLE';
            if (!notConfigured) expect(answer.status, context).toBeLessThan(500);
            if (answer.status >= 400) expectErrorBody(operation, answer, context);
            const after = await countWrites();
            if (answer.status >= 400) expect(after - before, `${context}: rows written`).toBe(0);
            before = after;
            // Logout (or anything that ends the member's token) must not end the member's part of the run.
            if (role === 'member' && answer.status === 401) {
              memberToken = (await createApiToken(database.handle.db, memberId, 'fuzz')).token;
              before = await countWrites();
            }
          }),
          { numRuns: RUNS_PER_OPERATION, seed: SEED, endOnFailure: true },
        );
      });
    }
  }

  it('printed its figures', () => {
    const statuses = [...tally.byStatus].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`);
    console.log(
      `openapi fuzz: ${tally.requests} requests, ${operations.length} operations, seed ${SEED}; ${statuses.join(', ')}`,
    );
    expect(tally.requests).toBeGreaterThanOrEqual(operations.length * 2 * RUNS_PER_OPERATION);
  });
});
