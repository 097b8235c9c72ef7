import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '@kochclip/db';
import { ADMIN_URL } from '../support/database';

/** The migration under test: ingredient notes and optional flags, recipe versions. */
const EDITOR_MIGRATION = '0021_recipe_editor';

let sql: postgres.Sql;
let dbName: string;
let before: string;

/** The committed migrations up to (not including) the editor's, in a folder of their own. */
async function migrationsBefore(tag: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'kochclip-migrations-'));
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(index).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, index);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

beforeAll(async () => {
  dbName = `kochclip_it_editor_migration_${process.pid}_${Date.now().toString(36)}`;
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create database ${dbName}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${dbName}`;
  sql = postgres(url.toString(), { max: 1, onnotice: () => undefined });
  before = await migrationsBefore(EDITOR_MIGRATION);
  await migrate(drizzle(sql), { migrationsFolder: before });
});

afterAll(async () => {
  await sql.end();
  await rm(before, { recursive: true, force: true });
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`drop database if exists ${dbName} with (force)`);
  await admin.end();
});

interface TCounts {
  recipes: number;
  ingredients: number;
  steps: number;
  /** Every ingredient's name, amount and unit in order, and every step, as one text. */
  content: string;
  vectors: string;
}

async function counts(): Promise<TCounts> {
  const [row] = await sql<TCounts[]>`
    select (select count(*)::int from recipes) as recipes,
      (select coalesce(sum(jsonb_array_length(ingredients)), 0)::int from recipes) as ingredients,
      (select coalesce(sum(jsonb_array_length(instructions)), 0)::int from recipes) as steps,
      (select string_agg(r.id || ':' || (select string_agg(concat_ws('|', e->>'name', e->>'amount', e->>'unit'), ';' order by o)
         from jsonb_array_elements(r.ingredients) with ordinality as x(e, o)) || '/' || r.instructions::text, ' ' order by r.id)
       from recipes r) as content,
      (select string_agg(search_vector::text || search_text, ' ' order by id) from recipes) as vectors`;
  if (!row) throw new Error('no counts');
  return row;
}

describe(`migration ${EDITOR_MIGRATION}`, () => {
  it('moves every recipe across: same recipes, ingredients, steps and search words, each ingredient with a note and an optional flag', async () => {
    const [user] = await sql<{ id: number }[]>`
      insert into users (username, email, password_hash) values ('migration_koch', 'migration@example.de', 'x') returning id`;
    const ingredients = [
      [
        { name: 'Knoblauch, gepresst', amount: '2', unit: 'Zehen' },
        { name: 'Olivenöl', amount: '3', unit: 'EL' },
      ],
      [],
      [
        { name: 'Risottoreis', amount: '', unit: 'g' },
        { name: 'z.B. Carnaroli', amount: '', unit: '' },
      ],
      Array.from({ length: 40 }, (_, i) => ({ name: `Zutat ${i}`, amount: String(i), unit: 'g' })),
    ];
    for (const [i, list] of ingredients.entries()) {
      await sql`
        insert into recipes (title, source, created_by_id, ingredients, instructions)
        values (${`Altes Rezept ${i}`}, 'website', ${user?.id ?? null}, ${JSON.stringify(list)}::jsonb, ${JSON.stringify([{ step: 'Kochen.', duration: 10 }])}::jsonb)`;
    }
    const old = await counts();
    expect(old).toMatchObject({ recipes: 4, ingredients: 44, steps: 4 });

    await migrate(drizzle(sql), { migrationsFolder: MIGRATIONS_FOLDER });

    const now = await counts();
    expect(now).toEqual(old);
    const stored = await sql<{ title: string; version: number; ingredients: Record<string, unknown>[] }[]>`
      select title, version, ingredients from recipes order by id`;
    expect(stored.every((recipe) => recipe.version === 1)).toBe(true);
    expect(stored[0]?.ingredients).toEqual([
      { name: 'Knoblauch, gepresst', amount: '2', unit: 'Zehen', note: null, optional: false },
      { name: 'Olivenöl', amount: '3', unit: 'EL', note: null, optional: false },
    ]);
    expect(stored[1]?.ingredients).toEqual([]);
    expect(stored.flatMap((recipe) => recipe.ingredients).every((i) => i.note === null && i.optional === false)).toBe(true);
    const [versions] = await sql<{ n: number }[]>`select count(*)::int as n from recipe_versions`;
    expect(versions?.n).toBe(0);
  });
});
