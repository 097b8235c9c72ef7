/**
 * npm run bench:editor: what the recipe editor costs on a large community. In a fresh database
 * (kochclip_bench_editor_<rows>, dropped before and after) BENCH_ROWS synthetic recipes (default 100,000) are written at the
 * schema before migration 0021_recipe_editor; then it times that migration (it rewrites every ingredient list),
 * and BENCH_SAVES saves (default 300, after 20 unmeasured) of a 40-ingredient, 12-step recipe through the editor's
 * service with the app's pool settings (input parsed by the procedure's schema), each a whole save as PUT /api/recipes/{id} runs it (row lock, version
 * check, kept version, update with the search columns, new version row). Prints the migration's seconds and the
 * saves' median, p95 and p99 in ms, and checks that a search finds the last save's new ingredient.
 * BENCH_DATABASE_ADMIN_URL points at another server.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { createDb, MIGRATIONS_FOLDER } from '@kochclip/db';
import { ZRecipeContent, createRecipe, updateRecipe, listRecipes } from '@kochclip/routers/server';
import { syntheticRecipe } from './bench/synthetic';
import { median } from './bench/stats';

const ADMIN_URL = process.env.BENCH_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const SAVES = Number(process.env.BENCH_SAVES ?? 300);
const WARMUP = 20;
const DATABASE = `kochclip_bench_editor_${ROWS}`;
const MIGRATION = '0021_recipe_editor';

/** The committed migrations before `tag`, in a folder of their own. */
async function migrationsBefore(tag: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'kochclip-bench-migrations-'));
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((entry) => entry.tag === tag),
  );
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

async function seedBeforeMigration(url: string): Promise<void> {
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`drop database if exists ${DATABASE} with (force)`);
  await admin.unsafe(`create database ${DATABASE}`);
  await admin.end();
  const before = await migrationsBefore(MIGRATION);
  const migrator = postgres(url, { max: 1, onnotice: () => undefined });
  await migrate(drizzle(migrator), { migrationsFolder: before });
  await migrator.end();
  await rm(before, { recursive: true, force: true });
  // A connection of its own: postgres.js reads the server's types when it connects, before the migrations made them.
  const sql = postgres(url, { max: 1, onnotice: () => undefined, transform: postgres.camel });
  console.log(`Lege ${ROWS.toLocaleString('de-DE')} synthetische Rezepte an …`);
  for (let start = 0; start < ROWS; start += 1000) {
    const batch = Array.from({ length: Math.min(1000, ROWS - start) }, (_, k) => {
      const r = syntheticRecipe(start + k);
      return {
        ...r,
        tags: sql.json(r.tags),
        ingredients: sql.json(r.ingredients as unknown as postgres.JSONValue),
        instructions: sql.json(r.instructions as unknown as postgres.JSONValue),
        source: 'seed',
      };
    });
    await sql`insert into recipes ${sql(batch, 'title', 'description', 'category', 'difficulty', 'duration', 'servings', 'tags', 'ingredients', 'instructions', 'viewCount', 'likeCount', 'createdAt', 'source')}`;
  }
  await sql`vacuum analyze recipes`;
  await sql.end();
}

async function timeMigration(url: string): Promise<number> {
  const sql = postgres(url, { max: 1, onnotice: () => undefined });
  const started = performance.now();
  await migrate(drizzle(sql), { migrationsFolder: MIGRATIONS_FOLDER });
  const seconds = (performance.now() - started) / 1000;
  // The migration rewrote every row: no page is all-visible until a vacuum (see docs/performance.md).
  await sql`vacuum analyze recipes`;
  await sql.end();
  return seconds;
}

/** A word of letters only, different for every round ('ba', 'bb', …): search splits words at digits. */
const roundWord = (round: number) =>
  round
    .toString(26)
    .split('')
    .map((digit) => String.fromCharCode(97 + parseInt(digit, 26)))
    .join('');

const INGREDIENT_NAMES = ['Mehl', 'Zucker', 'Butter', 'Eier', 'Milch', 'Salz', 'Zwiebeln', 'Knoblauch', 'Karotten', 'Sellerie'];

/** A recipe of 40 ingredients in four groups and 12 steps in three; `round` changes one ingredient each save. */
function bigRecipe(round: number) {
  return {
    title: 'Großes Festtagsmenü',
    description: 'Ein Rezept mit vielen Zutaten, wie es Menschen abschreiben.',
    category: 'Hauptgericht' as const,
    difficulty: 'schwer' as const,
    servings: 8,
    prepTime: 60,
    cookTime: 120,
    duration: 180,
    tags: ['Fest', 'Familie'],
    ingredientGroups: Array.from({ length: 4 }, (_, g) => ({
      title: `Gruppe ${g + 1}`,
      ingredients: Array.from({ length: 10 }, (_, k) => ({
        amount: String(10 + k + (g === 0 && k === 0 ? round : 0)),
        unit: 'g',
        name: g === 3 && k === 9 ? `Würzmischung${roundWord(round)}` : `${INGREDIENT_NAMES[k] ?? 'Salz'} ${g + 1}`,
        note: k % 3 === 0 ? 'fein gehackt' : null,
        optional: k === 9,
      })),
    })),
    instructionGroups: Array.from({ length: 3 }, (_, g) => ({
      title: `Abschnitt ${g + 1}`,
      steps: Array.from({ length: 4 }, (_, k) => ({
        step: `Schritt ${g * 4 + k + 1}: alles gut verrühren und garen.`,
        duration: 5 + k,
      })),
    })),
  };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

async function main() {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DATABASE}`;
  await seedBeforeMigration(url.toString());
  const migrationSeconds = await timeMigration(url.toString());
  console.log(`Migration ${MIGRATION} auf ${ROWS.toLocaleString('de-DE')} Rezepten: ${migrationSeconds.toFixed(1)} s`);

  const handle = createDb(url.toString());
  try {
    const [member] = await handle.sql<{ id: number }[]>`
      insert into users (username, email, password_hash) values ('bench_editor', 'bench.editor@example.de', 'x') returning id`;
    if (!member) throw new Error('no member');
    const editor = { id: member.id, username: 'bench_editor', admin: false };
    const { id } = await createRecipe(handle.db, { userId: member.id, content: ZRecipeContent.parse(bigRecipe(0)) });
    const times: number[] = [];
    let version = 1;
    for (let round = 1; round <= WARMUP + SAVES; round += 1) {
      const started = performance.now();
      const saved = await updateRecipe(handle.db, {
        recipeId: id,
        loadedVersion: version,
        editor,
        content: ZRecipeContent.parse(bigRecipe(round)),
      });
      const ms = performance.now() - started;
      version = saved.version;
      if (round > WARMUP) times.push(ms);
    }
    console.log(
      `Speichern (40 Zutaten, 12 Schritte), ${SAVES} Mal: Median ${median(times).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms`,
    );
    const found = await listRecipes(handle.db, { search: `Würzmischung${roundWord(WARMUP + SAVES)}`, limit: 5 });
    console.log(
      `Suche nach der neuen Zutat direkt danach: ${found.recipes.some((r) => r.id === id) ? 'gefunden' : 'NICHT gefunden'}`,
    );
  } finally {
    await handle.close();
    const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => undefined });
    await admin.unsafe(`drop database if exists ${DATABASE} with (force)`);
    await admin.end();
  }
}

await main();
