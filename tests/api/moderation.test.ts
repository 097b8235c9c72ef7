import { readdir } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, challenges, recipes, users } from '@kochclip/db/schema';
import { imagePart, photoJpeg, postForm } from '../support/community';
import { HttpClient } from '../support/http';
import { isolatedDatabase, type TIsolatedDb } from '../support/isolated-db';
import { signUp, type TSignedUp } from '../support/members';
import { startTestServer, type TTestServer } from '../support/server';

let database: TIsolatedDb;
let server: TTestServer;
let admin: TSignedUp;
let author: TSignedUp;
let reporter: TSignedUp;
let second: TSignedUp;
let photo: Buffer;

beforeAll(async () => {
  database = await isolatedDatabase('kochclip_it_moderation');
  server = await startTestServer({}, { database: database.handle });
  [admin, author, reporter, second] = await Promise.all([
    signUp(server.url, 'moderator'),
    signUp(server.url, 'autorin'),
    signUp(server.url, 'melder'),
    signUp(server.url, 'melderin'),
  ]);
  await server.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
  photo = await photoJpeg();
}, 60_000);
afterAll(async () => {
  await server.close();
  await database.drop();
});

const asMember = (who: TSignedUp) => ({ ...who, password: '' });

async function insertRecipe(title = 'Moderationssuppe', createdById: number | null = author.id): Promise<number> {
  const [row] = await server.db.insert(recipes).values({ title, source: 'prompt', createdById }).returning({ id: recipes.id });
  return row?.id ?? 0;
}

async function commentOn(recipeId: number, content = 'Das ist Werbung für meinen Shop!'): Promise<number> {
  const res = await author.http.post(`/api/recipes/${recipeId}/comments`, { content });
  expect(res.status, res.text).toBe(200);
  return res.json.id as number;
}

interface TItem {
  type: string;
  id: number;
  reportCount: number;
  reports: { reason: string; details: string | null; reporter: string }[];
  content: {
    text: string | null;
    imageUrl: string | null;
    author: { username: string } | null;
    recipe: { title: string } | null;
    challenge: { title: string } | null;
  };
}

async function openItems(): Promise<TItem[]> {
  const res = await admin.http.get('/api/admin/reports');
  expect(res.status, res.text).toBe(200);
  return (res.json as unknown as { items: TItem[] }).items;
}

async function lastAudit() {
  const [row] = await server.db
    .select()
    .from(auditLog)
    .orderBy(sql`${auditLog.id} desc`)
    .limit(1);
  return row;
}

describe('POST /api/reports', () => {
  it('takes one report per member and item, with a German answer', async () => {
    const commentId = await commentOn(await insertRecipe());
    const res = await reporter.http.post('/api/reports', {
      type: 'comment',
      id: commentId,
      reason: 'Spam',
      details: 'Link zu einem Shop',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({ success: true, message: 'Danke für deine Meldung! Das Team sieht sie sich an.' });
    const again = await reporter.http.post('/api/reports', { type: 'comment', id: commentId, reason: 'Sonstiges' });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({
      message: 'Du hast diesen Inhalt bereits gemeldet.',
      code: 'CONFLICT',
      requestId: expect.any(String) as string,
    });
  });

  it('refuses visitors, own content, missing items and unknown reasons', async () => {
    const recipeId = await insertRecipe();
    const commentId = await commentOn(recipeId);
    expect(
      (await new HttpClient(server.url).post('/api/reports', { type: 'comment', id: commentId, reason: 'Spam' })).status,
    ).toBe(401);
    const own = await author.http.post('/api/reports', { type: 'comment', id: commentId, reason: 'Spam' });
    expect(own.status).toBe(400);
    expect(own.json.message).toBe('Eigene Inhalte kannst du nicht melden.');
    const missing = await reporter.http.post('/api/reports', { type: 'photo', id: 999_999, reason: 'Spam' });
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe('Diesen Inhalt gibt es nicht (mehr).');
    const reason = await reporter.http.post('/api/reports', { type: 'recipe', id: recipeId, reason: 'Langweilig' });
    expect(reason.status).toBe(400);
    expect(reason.json.message).toContain('Bitte wähle einen Grund für die Meldung.');
    expect((await reporter.http.post('/api/reports', { type: 'user', id: 1, reason: 'Spam' })).status).toBe(400);
    expect((await reporter.http.post('/api/reports')).status).toBe(400);
  });

  it('limits a member to 30 reports an hour (429 with Retry-After)', async () => {
    const eager = await signUp(server.url, 'eifrig');
    const ids = await Promise.all(Array.from({ length: 31 }, (_, i) => insertRecipe(`Meldbar ${i}`)));
    for (const id of ids.slice(0, 30))
      expect((await eager.http.post('/api/reports', { type: 'recipe', id, reason: 'Spam' })).status).toBe(200);
    const over = await eager.http.post('/api/reports', { type: 'recipe', id: ids[30], reason: 'Spam' });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    for (const id of ids) await admin.http.post('/api/admin/reports/resolve', { type: 'recipe', id, action: 'dismiss' });
  });
});

describe('the Meldungen list', () => {
  it('shows an item once with its report count, reasons and the item in context; dismiss closes it and is audited', async () => {
    const recipeId = await insertRecipe('Kontextkuchen');
    const commentId = await commentOn(recipeId, 'Beleidigender Kommentar');
    await reporter.http.post('/api/reports', { type: 'comment', id: commentId, reason: 'Beleidigung oder Hass' });
    await second.http.post('/api/reports', { type: 'comment', id: commentId, reason: 'Spam', details: 'Schon wieder' });
    const item = (await openItems()).find((i) => i.type === 'comment' && i.id === commentId);
    expect(item).toMatchObject({
      reportCount: 2,
      content: { text: 'Beleidigender Kommentar', author: { username: author.username }, recipe: { title: 'Kontextkuchen' } },
    });
    expect(item?.reports).toEqual([
      expect.objectContaining({ reason: 'Spam', details: 'Schon wieder', reporter: second.username }),
      expect.objectContaining({ reason: 'Beleidigung oder Hass', details: null, reporter: reporter.username }),
    ]);

    const dismissed = await admin.http.post('/api/admin/reports/resolve', { type: 'comment', id: commentId, action: 'dismiss' });
    expect(dismissed.status, dismissed.text).toBe(200);
    expect(dismissed.json.message).toBe('Meldung verworfen.');
    expect((await openItems()).some((i) => i.type === 'comment' && i.id === commentId)).toBe(false);
    expect(await lastAudit()).toMatchObject({ action: 'report.dismiss', actorId: admin.id, targetId: String(commentId) });
    expect((await reporter.http.post('/api/reports', { type: 'comment', id: commentId, reason: 'Spam' })).status).toBe(409);
    expect(
      (await admin.http.post('/api/admin/reports/resolve', { type: 'comment', id: commentId, action: 'dismiss' })).status,
    ).toBe(404);
  });

  it('deletes a reported comment; the comment is gone for everyone and the deletion is audited', async () => {
    const recipeId = await insertRecipe();
    const commentId = await commentOn(recipeId);
    await reporter.http.post('/api/reports', { type: 'comment', id: commentId, reason: 'Spam' });
    const res = await admin.http.post('/api/admin/reports/resolve', { type: 'comment', id: commentId, action: 'delete' });
    expect(res.status, res.text).toBe(200);
    expect(res.json.message).toBe('Inhalt gelöscht.');
    const list = await new HttpClient(server.url).get(`/api/recipes/${recipeId}/comments`);
    expect(JSON.stringify(list.json)).not.toContain('Das ist Werbung');
    expect(await lastAudit()).toMatchObject({
      action: 'comment.delete',
      actorUsername: admin.username,
      targetId: String(commentId),
    });
    expect((await openItems()).some((i) => i.id === commentId && i.type === 'comment')).toBe(false);
  });

  it('deletes a reported community photo with its files', async () => {
    const recipeId = await insertRecipe();
    const upload = await postForm(server.url, `/api/recipes/${recipeId}/user-images`, asMember(author), [imagePart(photo)]);
    expect(upload.status, upload.text).toBe(200);
    const imageId = upload.json.id as number;
    await reporter.http.post('/api/reports', { type: 'photo', id: imageId, reason: 'Unangemessener Inhalt' });
    const item = (await openItems()).find((i) => i.type === 'photo' && i.id === imageId);
    expect(item?.content.imageUrl).toBe(upload.json.imageUrl);
    expect((await admin.http.post('/api/admin/reports/resolve', { type: 'photo', id: imageId, action: 'delete' })).status).toBe(
      200,
    );
    const files = await readdir(server.uploadDir);
    expect(files).not.toContain(String(upload.json.imageUrl).slice('/media/'.length));
    expect((await new HttpClient(server.url).get(`/api/recipes/${recipeId}/user-images`)).json).toEqual([]);
  });

  it('deletes a reported recipe', async () => {
    const recipeId = await insertRecipe('Gemeldetes Rezept');
    await reporter.http.post('/api/reports', { type: 'recipe', id: recipeId, reason: 'Urheberrechtsverletzung' });
    const item = (await openItems()).find((i) => i.type === 'recipe' && i.id === recipeId);
    expect(item?.content).toMatchObject({ recipe: { title: 'Gemeldetes Rezept' }, author: { username: author.username } });
    expect((await admin.http.post('/api/admin/reports/resolve', { type: 'recipe', id: recipeId, action: 'delete' })).status).toBe(
      200,
    );
    expect((await new HttpClient(server.url).get(`/api/recipes/${recipeId}`)).status).toBe(404);
    expect(await lastAudit()).toMatchObject({ action: 'recipe.delete', targetId: String(recipeId) });
  });

  it('refuses resolving for members', async () => {
    expect((await reporter.http.post('/api/admin/reports/resolve', { type: 'recipe', id: 1, action: 'delete' })).status).toBe(
      403,
    );
  });
});

describe('admin deletes through the members’ own endpoints are audited', () => {
  it("records an admin's delete of someone else's comment, not a member's delete of their own", async () => {
    const recipeId = await insertRecipe();
    const own = await commentOn(recipeId, 'Mein eigener');
    const before = await lastAudit();
    expect((await author.http.delete(`/api/comments/${own}`)).status).toBe(200);
    expect((await lastAudit())?.id).toBe(before?.id);
    const foreign = await commentOn(recipeId, 'Fremd');
    expect((await admin.http.delete(`/api/comments/${foreign}`)).status).toBe(200);
    expect(await lastAudit()).toMatchObject({ action: 'comment.delete', actorId: admin.id, targetId: String(foreign) });
  });
});

describe('challenge management', () => {
  const day = 24 * 60 * 60 * 1000;
  const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * day).toISOString();

  it('creates a challenge that everyone then sees with its status, edits and deletes it', async () => {
    const created = await admin.http.post('/api/admin/challenges', {
      title: '  Herbstsuppen  ',
      description: 'Zeig uns deine beste Suppe.',
      rules: 'Ein Foto pro Person.',
      tags: ['Suppe', 'Herbst', 'Suppe'],
      startDate: iso(-1),
      endDate: iso(6),
    });
    expect(created.status, created.text).toBe(200);
    expect(created.json).toMatchObject({ title: 'Herbstsuppen', status: 'Aktiv', tags: ['Suppe', 'Herbst'], submissions: [] });
    const id = created.json.id as number;
    const listed = await new HttpClient(server.url).get('/api/challenges?active=true');
    expect((listed.json as unknown as { id: number }[]).map((c) => c.id)).toContain(id);

    const edited = await admin.http.patch(`/api/admin/challenges/${id}`, { startDate: iso(2), endDate: iso(9) });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.json.status).toBe('Bald verfügbar');
    const backwards = await admin.http.patch(`/api/admin/challenges/${id}`, { endDate: iso(1) });
    expect(backwards.status).toBe(400);
    expect(backwards.json.message).toBe('Das Ende muss nach dem Beginn liegen.');

    expect((await admin.http.delete(`/api/admin/challenges/${id}`)).status).toBe(200);
    expect((await new HttpClient(server.url).get(`/api/challenges/${id}`)).status).toBe(404);
    expect((await admin.http.delete(`/api/admin/challenges/${id}`)).status).toBe(404);
    expect(await lastAudit()).toMatchObject({ action: 'challenge.delete', targetId: String(id) });
  });

  it('ends a running challenge now for admins only: 401 for a visitor, 403 for a member, audited with the write', async () => {
    const created = await admin.http.post('/api/admin/challenges', {
      title: 'Wintereintopf',
      description: 'Zeig uns deinen Eintopf.',
      startDate: iso(-3),
      endDate: iso(30),
    });
    expect(created.status, created.text).toBe(200);
    const id = created.json.id as number;

    const anonymous = await new HttpClient(server.url).post(`/api/admin/challenges/${id}/end`);
    expect(anonymous.status).toBe(401);
    const refused = await author.http.post(`/api/admin/challenges/${id}/end`);
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe('Nur für Administratoren.');
    expect((await new HttpClient(server.url).get(`/api/challenges/${id}`)).json.status).toBe('Aktiv');

    const before = Date.now();
    const ended = await admin.http.request('POST', `/api/admin/challenges/${id}/end`);
    expect(ended.status, ended.text).toBe(200);
    expect(ended.json).toMatchObject({ id, status: 'Beendet' });
    expect(new Date(String(ended.json.endDate)).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(String(ended.json.endDate)).getTime()).toBeLessThanOrEqual(Date.now());
    const seen = await new HttpClient(server.url).get(`/api/challenges/${id}`);
    expect(seen.json.status).toBe('Beendet');
    const active = await new HttpClient(server.url).get('/api/challenges?active=true');
    expect((active.json as unknown as { id: number }[]).map((c) => c.id)).not.toContain(id);
    expect(await lastAudit()).toMatchObject({
      action: 'challenge.end',
      actorId: admin.id,
      targetId: String(id),
      details: { title: 'Wintereintopf' },
    });

    const again = await admin.http.post(`/api/admin/challenges/${id}/end`);
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('Diese Challenge ist bereits beendet.');
    const upcoming = await admin.http.post('/api/admin/challenges', {
      title: 'Frühlingssalat',
      description: 'Bald.',
      startDate: iso(3),
      endDate: iso(10),
    });
    const early = await admin.http.post(`/api/admin/challenges/${upcoming.json.id as number}/end`);
    expect(early.status).toBe(409);
    expect(early.json.message).toContain('noch nicht begonnen');
    expect((await admin.http.post('/api/admin/challenges/999999/end')).status).toBe(404);
  });

  it('refuses a challenge without title, with the end before the start or a date that is no date', async () => {
    const base = { title: 'X', description: 'Y', startDate: iso(0), endDate: iso(1) };
    const untitled = await admin.http.post('/api/admin/challenges', { ...base, title: '   ' });
    expect(untitled.status).toBe(400);
    expect(untitled.json.message).toContain('Titel erforderlich');
    const reversed = await admin.http.post('/api/admin/challenges', { ...base, startDate: iso(2) });
    expect(reversed.status).toBe(400);
    expect(reversed.json.message).toContain('Das Ende muss nach dem Beginn liegen.');
    expect((await admin.http.post('/api/admin/challenges', { ...base, endDate: 'morgen' })).status).toBe(400);
  });

  it('deletes a challenge entry with its photo, and reports of entries work like the others', async () => {
    const recipeId = await insertRecipe();
    const [challenge] = await server.db
      .insert(challenges)
      .values({
        title: 'Fotochallenge',
        description: 'Fotos',
        startDate: new Date(Date.now() - day),
        endDate: new Date(Date.now() + day),
      })
      .returning({ id: challenges.id });
    const entry = await postForm(server.url, `/api/challenges/${challenge?.id}/submit`, asMember(author), [
      imagePart(photo),
      { name: 'recipeId', value: String(recipeId) },
    ]);
    expect(entry.status, entry.text).toBe(200);
    const entryId = entry.json.id as number;
    await reporter.http.post('/api/reports', { type: 'challengeEntry', id: entryId, reason: 'Spam' });
    const item = (await openItems()).find((i) => i.type === 'challengeEntry' && i.id === entryId);
    expect(item?.content.challenge).toMatchObject({ title: 'Fotochallenge' });

    const res = await admin.http.delete(`/api/admin/challenge-submissions/${entryId}`);
    expect(res.status, res.text).toBe(200);
    const detail = await new HttpClient(server.url).get(`/api/challenges/${challenge?.id}`);
    expect(detail.json.submissions).toEqual([]);
    expect(await readdir(server.uploadDir)).not.toContain(String(entry.json.imageUrl).slice('/media/'.length));
    expect((await openItems()).some((i) => i.type === 'challengeEntry' && i.id === entryId)).toBe(false);
    expect((await admin.http.delete(`/api/admin/challenge-submissions/${entryId}`)).status).toBe(404);
  });
});
