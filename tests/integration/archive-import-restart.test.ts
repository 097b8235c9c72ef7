import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { archiveImportEntries, recipes } from '@kochclip/db/schema';
import { archiveFixture, finishedImport, mealieZip, uploadArchive } from '../support/archives';
import { HttpClient, uniqueUser } from '../support/http';
import { isolatedDatabase, type TIsolatedDb } from '../support/isolated-db';
import { startServerProcess, type TServerProcess } from '../support/server-process';

let database: TIsolatedDb;
let uploadDir: string;
const processes: TServerProcess[] = [];

beforeAll(async () => {
  database = await isolatedDatabase('kochclip_it_archive_restart');
  uploadDir = await mkdtemp(path.join(tmpdir(), 'archive-restart-media-'));
});
afterAll(async () => {
  await Promise.all(processes.map((p) => p.cleanup()));
  await database.drop();
  await rm(uploadDir, { recursive: true, force: true });
});

async function running(): Promise<TServerProcess> {
  const server = await startServerProcess({
    DATABASE_URL: database.url,
    SEED_DEMO_DATA: 'false',
    WEB_CONCURRENCY: '1',
    UPLOAD_DIR: uploadDir,
  });
  processes.push(server);
  await server.waitFor('Kochclip läuft');
  return server;
}

const RECIPES = 60;

/** A Mealie export of 60 different recipes, each with its picture. */
function bigMealieZip() {
  const base = JSON.parse(archiveFixture('mealie-kaesespaetzle.json')) as Record<string, unknown>;
  return mealieZip(
    Array.from({ length: RECIPES }, (_, i) => {
      const slug = `kaesespaetzle-${String(i).padStart(2, '0')}`;
      return { slug, json: JSON.stringify({ ...base, slug, name: `Käsespätzle Nr. ${i + 1}` }) };
    }),
  );
}

it('resumes an archive after the server is killed in the middle, writing no recipe twice', async () => {
  const first = await running();
  const http = new HttpClient(first.url);
  expect((await http.post('/api/register', uniqueUser('umzug'))).status).toBe(200);
  const answer = await uploadArchive(first.url, http, await bigMealieZip());
  expect(answer.status).toBe(202);
  const id = answer.json.id as number;

  // Killed without warning once a few recipes are in (no graceful stop: the job's lease simply runs out).
  const deadline = Date.now() + 120_000;
  for (;;) {
    const status = await http.get(`/api/import/archive/${id}`);
    if ((status.json.processed as number) >= 5) break;
    if (Date.now() > deadline) throw new Error(`kein Fortschritt: ${status.text}\n${first.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  for (const pid of first.workerPids()) process.kill(pid, 'SIGKILL');
  first.kill('SIGKILL');
  await first.exited;
  const [{ before } = { before: 0 }] = await database.handle.db
    .select({ before: sql<number>`count(*)::int` })
    .from(archiveImportEntries)
    .where(eq(archiveImportEntries.importId, id));
  expect(before).toBeLessThan(RECIPES);

  const second = await running();
  const done = await finishedImport(withSession(second.url, http), id, 150_000);
  expect(done).toMatchObject({ status: 'done', total: RECIPES, processed: RECIPES, imported: RECIPES, duplicates: 0, failed: 0 });

  const rows = await database.handle.db
    .select({ title: recipes.title, n: sql<number>`count(*)::int` })
    .from(recipes)
    .where(eq(recipes.source, 'archive'))
    .groupBy(recipes.title);
  expect(rows).toHaveLength(RECIPES);
  expect(rows.every((row) => row.n === 1)).toBe(true);
}, 300_000);

/** The member's session on the restarted server (same database, so the same cookie). */
function withSession(url: string, signedIn: HttpClient): HttpClient {
  return new HttpClient(url, { cookie: `kc_session=${signedIn.cookie('kc_session') ?? ''}` });
}
