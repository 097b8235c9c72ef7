import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@kochclip/db/schema';
import { isolatedDatabase, type TIsolatedDb } from '../support/isolated-db';
import { signUp, type TSignedUp } from '../support/members';
import { startTestServer, type TTestServer } from '../support/server';

let database: TIsolatedDb;
let server: TTestServer;
let admin: TSignedUp;
let author: TSignedUp;
let reporter: TSignedUp;
let later: TSignedUp;

beforeAll(async () => {
  database = await isolatedDatabase('kochclip_it_report_version');
  server = await startTestServer({}, { database: database.handle });
  [admin, author, reporter, later] = await Promise.all([
    signUp(server.url, 'moderator'),
    signUp(server.url, 'autorin'),
    signUp(server.url, 'melder'),
    signUp(server.url, 'melderin'),
  ]);
  await server.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
}, 60_000);
afterAll(async () => {
  await server.close();
  await database.drop();
});

const content = (description: string) => ({
  title: 'Kartoffelsalat',
  description,
  ingredientGroups: [{ title: null, ingredients: [{ amount: '1', unit: 'kg', name: 'Kartoffeln' }] }],
  instructionGroups: [{ title: null, steps: [{ step: 'Kochen, schneiden, anmachen.' }] }],
});

interface TItem {
  type: string;
  id: number;
  reports: { reporter: string; recipeVersion: number | null }[];
}

async function reportedItem(type: string, id: number): Promise<TItem | undefined> {
  const res = await admin.http.get('/api/admin/reports');
  expect(res.status, res.text).toBe(200);
  return (res.json as unknown as { items: TItem[] }).items.find((item) => item.type === type && item.id === id);
}

describe('reports keep the recipe version that was reported', () => {
  it('shows the moderator the reported version, whose snapshot stays readable after the author edits again', async () => {
    const created = await author.http.post('/api/recipes', content('Schwäbisch, mit Brühe.'));
    expect(created.status, created.text).toBe(200);
    const id = created.json.id as number;
    const spam = await author.http.request('PUT', `/api/recipes/${id}`, { ...content('Kauft meine Kurse!'), id, version: 1 });
    expect(spam.status, spam.text).toBe(200);

    const report = await reporter.http.post('/api/reports', { type: 'recipe', id, reason: 'Spam' });
    expect(report.status, report.text).toBe(200);
    const cleaned = await author.http.request('PUT', `/api/recipes/${id}`, { ...content('Schwäbisch.'), id, version: 2 });
    expect(cleaned.status, cleaned.text).toBe(200);
    expect((await later.http.post('/api/reports', { type: 'recipe', id, reason: 'Spam' })).status).toBe(200);

    const item = await reportedItem('recipe', id);
    expect(item?.reports.map((r) => [r.reporter, r.recipeVersion])).toEqual([
      [later.username, 3],
      [reporter.username, 2],
    ]);
    const snapshot = await admin.http.get(`/api/recipes/${id}/versions/2`);
    expect(snapshot.status, snapshot.text).toBe(200);
    expect(snapshot.json).toMatchObject({ version: 2, current: false, recipe: { description: 'Kauft meine Kurse!' } });
    // The reporter may not read the author's versions.
    expect((await reporter.http.get(`/api/recipes/${id}/versions/2`)).status).toBe(404);
  });

  it('has no version for a report of a comment', async () => {
    const created = await author.http.post('/api/recipes', content('Mit Gurke.'));
    const comment = await author.http.post(`/api/recipes/${created.json.id as number}/comments`, { content: 'Werbung!' });
    expect(comment.status, comment.text).toBe(200);
    const commentId = comment.json.id as number;
    expect((await reporter.http.post('/api/reports', { type: 'comment', id: commentId, reason: 'Spam' })).status).toBe(200);
    expect((await reportedItem('comment', commentId))?.reports.map((r) => r.recipeVersion)).toEqual([null]);
  });
});
