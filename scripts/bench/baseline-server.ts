import { createServer } from 'node:http';
import { fillPlaceholders } from 'drizzle-orm';
import postgres from 'postgres';
import { createDb, sessionSettings } from '@kochclip/db';
import {
  buildRecipeDetailQuery,
  ZRecipeListInput,
  type TRecipeListInput,
  buildRecipeListQuery,
  listShape,
  listValues,
  resolveSearch,
  searchEstimates,
} from '@kochclip/routers/server';

/**
 * The baseline: plain node:http + postgres.js running the very SQL the application generates for the
 * benchmark's URLs, prepared, with no framework, validation or mapping. A tRPC batch URL runs the statements of its
 * calls (a visitor's `auth.session` needs none) and answers one JSON array. argv: databaseUrl port urlsJson
 */
const [databaseUrl = '', port = '0', urlsJson = '[]'] = process.argv.slice(2);
// The app's session settings too (plan cache mode): the baseline differs from the app only above the SQL.
const sql = postgres(databaseUrl, { max: 10, onnotice: () => undefined, connection: sessionSettings() });
const { db } = createDb(databaseUrl, { max: 1 });

type TStatement = { text: string; params: unknown[] } | null;

function detailStatement(id: number): TStatement {
  const select = buildRecipeDetailQuery(db, false).toSQL();
  return { text: select.sql, params: fillPlaceholders(select.params, { id, viewerKey: 'a:baseline' }) };
}

async function listStatement(input: TRecipeListInput): Promise<TStatement> {
  const search = input.search ? resolveSearch(input.search) : null;
  const shape = listShape(input, search);
  const list = buildRecipeListQuery(db, input, shape).toSQL();
  // The estimates the app keeps for five minutes (search-estimates.ts), asked once: the same plan values.
  const estimates = shape.hits && search ? await searchEstimates(db, search) : null;
  return { text: list.sql, params: fillPlaceholders(list.params, listValues(input, shape, search, estimates)) };
}

async function statementsOf(url: string): Promise<TStatement[]> {
  const parsed = new URL(url, 'http://bench');
  const detail = /^\/api\/recipes\/(\d+)$/.exec(parsed.pathname);
  if (detail) return [detailStatement(Number(detail[1]))];
  if (parsed.pathname.startsWith('/trpc/')) {
    const inputs = JSON.parse(parsed.searchParams.get('input') ?? '{}') as Record<string, unknown>;
    const paths = parsed.pathname.slice('/trpc/'.length).split(',');
    return Promise.all(
      paths.map((path, i) => {
        const input = inputs[i];
        if (path === 'recipes.list') return listStatement(ZRecipeListInput.parse(input));
        if (path === 'recipes.get') return Promise.resolve(detailStatement((input as { id: number }).id));
        return Promise.resolve(null);
      }),
    );
  }
  const query = Object.fromEntries(parsed.searchParams);
  return [await listStatement(ZRecipeListInput.parse({ ...query, limit: query.limit === undefined ? undefined : Number(query.limit) }))];
}

const routes = new Map<string, TStatement[]>();
for (const url of JSON.parse(urlsJson) as string[]) routes.set(url, await statementsOf(url));

createServer((req, res) => {
  const statements = routes.get(req.url ?? '');
  if (!statements) {
    res.writeHead(404).end();
    return;
  }
  void (async () => {
    const results: unknown[] = [];
    for (const s of statements) {
      results.push(s ? await sql.unsafe(s.text, s.params as postgres.ParameterOrJSON<never>[], { prepare: true }) : null);
    }
    const body = JSON.stringify(results.length === 1 ? results[0] : results);
    res.writeHead(200, { 'content-type': 'application/json' }).end(body);
  })().catch((error: unknown) => {
    res.writeHead(500).end(String(error));
  });
}).listen(Number(port), '127.0.0.1', () => console.log('ready'));
