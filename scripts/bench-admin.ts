/**
 * npm run bench:admin: how long the admin dashboard's statements take on a large community. Seeds (once) the database
 * kochclip_bench_admin_<rows> with BENCH_ROWS synthetic recipes (default 100,000), twice as many members (30 % seen in
 * the last 60 days), ten likes per recipe over 90 days, 5 % of the recipes created in the last 30 days and counted
 * views for a fifth of the recipes on each of the last 30 days; then runs every admin read with the app's session
 * settings (prepared statements, generic plans, no JIT) and prints the median of BENCH_RUNS runs (default 7) after
 * two warm-up runs. BENCH_DATABASE_ADMIN_URL points at another server.
 */
import postgres from 'postgres';
import { createDb, migrateDatabase } from '@kochclip/db';
import { adminAnalytics, imageStats, listAdminRecipes, adminStats, listUsers, listReports } from '@kochclip/routers/server';
import { syntheticRecipe } from './bench/synthetic';

const ADMIN_URL = process.env.BENCH_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const DATABASE = `kochclip_bench_admin_${ROWS}`;

async function prepareDatabase(): Promise<string> {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DATABASE}`;
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => undefined });
  if ((await admin`select 1 from pg_database where datname = ${DATABASE}`).length === 0)
    await admin.unsafe(`create database ${DATABASE}`);
  await admin.end();
  await migrateDatabase(url.toString());
  const sql = postgres(url.toString(), {
    max: 1,
    onnotice: () => undefined,
    transform: postgres.camel,
    connection: { statement_timeout: 0 },
  });
  const [{ n } = { n: 0 }] = await sql<{ n: number }[]>`select count(*)::int as n from recipes`;
  if (n !== ROWS) {
    console.log(
      `Lege ${ROWS.toLocaleString('de-DE')} Rezepte, ${(2 * ROWS).toLocaleString('de-DE')} Mitglieder und ihre Aktivität an …`,
    );
    await sql`truncate recipes, users cascade`;
    for (let start = 0; start < ROWS; start += 1000) {
      const batch = Array.from({ length: Math.min(1000, ROWS - start) }, (_, k) => {
        const r = syntheticRecipe(start + k);
        return {
          ...r,
          tags: sql.json(r.tags),
          ingredients: sql.json(r.ingredients as unknown as postgres.JSONValue),
          instructions: sql.json(r.instructions as unknown as postgres.JSONValue),
          // Every 40th recipe made by the AI pipeline, every 20th created in the last 30 days.
          source: (start + k) % 40 === 0 ? 'video' : 'seed',
          createdAt: (start + k) % 20 === 0 ? new Date(Date.now() - Math.random() * 30 * 86_400_000) : r.createdAt,
        };
      });
      await sql`insert into recipes ${sql(batch, 'title', 'description', 'category', 'difficulty', 'duration', 'servings', 'tags', 'ingredients', 'instructions', 'viewCount', 'likeCount', 'createdAt', 'source')}`;
    }
    await sql`
      insert into users (username, email, password_hash, created_at, last_seen_at)
      select 'bench_' || g, 'bench_' || g || '@example.de', 'x', now() - make_interval(secs => random() * 730 * 86400),
        case when random() < 0.3 then now() - make_interval(secs => random() * 60 * 86400) end
      from generate_series(1, ${2 * ROWS}) g`;
    await sql`
      insert into likes (user_id, recipe_id, created_at)
      select u, r, now() - make_interval(secs => random() * 90 * 86400) from (
        select (select min(id) from users) + floor(random() * ${2 * ROWS})::int as u,
               (select min(id) from recipes) + floor(random() * ${ROWS})::int as r
        from generate_series(1, ${10 * ROWS})) x
      on conflict do nothing`;
    await sql`
      insert into recipe_view_days (day, recipe_id, views)
      select d::date, r, 1 + floor(random() * 50)::int from generate_series(current_date - 29, current_date, '1 day') d
      cross join lateral (select (select min(id) from recipes) + floor(random() * ${ROWS})::int as r from generate_series(1, ${ROWS / 5})) x
      on conflict do nothing`;
  }
  await sql`vacuum analyze`;
  await sql.end();
  return url.toString();
}

async function time(label: string, run: () => Promise<unknown>): Promise<void> {
  for (let i = 0; i < 2; i += 1) await run();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(samples.length / 2)] ?? NaN;
  console.log(
    `${label.padEnd(48)} ${median.toFixed(1).padStart(8)} ms  (min ${samples[0]?.toFixed(1)}, max ${samples.at(-1)?.toFixed(1)})`,
  );
}

const { db, close } = createDb(await prepareDatabase(), { max: 4 });
console.log(`Admin-Abfragen bei ${ROWS.toLocaleString('de-DE')} Rezepten (Median aus ${RUNS} Läufen):`);
await time('GET /admin/stats (eine Anweisung)', () => adminStats(db));
await time('GET /admin/analytics (fünf Anweisungen parallel)', () => adminAnalytics(db));
await time('GET /admin/users Seite 1', () => listUsers(db, { page: 1, limit: 20 }));
await time('GET /admin/users?search=bench_1234', () => listUsers(db, { search: 'bench_1234', page: 1, limit: 20 }));
await time('GET /admin/users Seite 500', () => listUsers(db, { page: 500, limit: 20 }));
await time('GET /admin/recipes Seite 1', () => listAdminRecipes(db, { page: 1, limit: 20 }));
await time('GET /admin/recipes?search=suppe', () => listAdminRecipes(db, { search: 'suppe', page: 1, limit: 20 }));
await time('GET /admin/image-stats', () => imageStats(db, null));
await time('GET /admin/reports', () => listReports(db));
await close();
