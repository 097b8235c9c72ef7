import { createServer } from 'node:http';
import { fillPlaceholders } from 'drizzle-orm';
import postgres from 'postgres';
import { createDb, sessionSettings } from '@kochclip/db';
import { buildRecipeDetailQuery } from '@kochclip/routers/recipes/recipe-detail.service';
import { ZRecipeListInput } from '@kochclip/routers/recipes/recipes.schemas';
import { resolveSearch } from '@kochclip/routers/recipes/recipe-search';
import { buildRecipeListQuery, listShape, listValues } from '@kochclip/routers/recipes/recipes.service';
import { searchEstimates } from '@kochclip/routers/recipes/search-estimates';

/**
 * The baseline: plain node:http + postgres.js running the very SQL the application generates for the
 * benchmark's URLs, prepared, with no framework, validation or mapping. argv: databaseUrl port urlsJson
 */
const [databaseUrl = '', port = '0', urlsJson = '[]'] = process.argv.slice(2);
// The app's session settings too (plan cache mode): the baseline differs from the app only above the SQL.
const sql = postgres(databaseUrl, { max: 10, onnotice: () => undefined, connection: sessionSettings() });
const { db } = createDb(databaseUrl, { max: 1 });

type TStatement = { text: string; params: unknown[] };
const routes = new Map<string, TStatement[]>();
for (const url of JSON.parse(urlsJson) as string[]) {
  const parsed = new URL(url, 'http://bench');
  const detail = /^\/api\/recipes\/(\d+)$/.exec(parsed.pathname);
  if (detail) {
    const id = Number(detail[1]);
    const select = buildRecipeDetailQuery(db, false).toSQL();
    routes.set(url, [{ text: select.sql, params: fillPlaceholders(select.params, { id, viewerKey: 'a:baseline' }) }]);
  } else {
    const input = ZRecipeListInput.parse(Object.fromEntries(parsed.searchParams));
    const statements: TStatement[] = [];
    const search = input.search ? resolveSearch(input.search) : null;
    const shape = listShape(input, search);
    const list = buildRecipeListQuery(db, input, shape).toSQL();
    // The estimates the app keeps for five minutes (search-estimates.ts), asked once: the same plan values.
    const estimates = shape.hits && search ? await searchEstimates(db, search) : null;
    statements.push({ text: list.sql, params: fillPlaceholders(list.params, listValues(input, shape, search, estimates)) });
    routes.set(url, statements);
  }
}

createServer((req, res) => {
  const statements = routes.get(req.url ?? '');
  if (!statements) {
    res.writeHead(404).end();
    return;
  }
  void (async () => {
    let rows: unknown[] = [];
    for (const s of statements) rows = await sql.unsafe(s.text, s.params as postgres.ParameterOrJSON<never>[], { prepare: true });
    const body = JSON.stringify(rows);
    // As the app does (routers/src/recipes/prepared.ts): the driver's rows are released once used, so both sides
    // avoid postgres.js's promotion of every row and the ratio still measures what lies above the SQL.
    rows.length = 0;
    res.writeHead(200, { 'content-type': 'application/json' }).end(body);
  })().catch((error: unknown) => {
    res.writeHead(500).end(String(error));
  });
}).listen(Number(port), '127.0.0.1', () => console.log('ready'));
