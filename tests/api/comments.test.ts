import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRecipe, registerMember, type TCommunityMember } from '../support/community';
import { HttpClient } from '../support/http';
import { startTestServer, type TTestServer } from '../support/server';

interface TComment {
  id: number;
  userId: number | null;
  content: string;
  parentId: number | null;
  isDeleted: boolean;
  user: {
    username: string;
    firstName: string | null;
    lastName: string | null;
    profileImageUrl: string | null;
    verified: boolean;
  } | null;
}

let server: TTestServer;
let author: TCommunityMember;
let other: TCommunityMember;
let admin: TCommunityMember;
let recipeId: number;
let otherRecipeId: number;

beforeAll(async () => {
  server = await startTestServer();
  [author, other, admin] = await Promise.all([
    registerMember(server.url),
    registerMember(server.url),
    registerMember(server.url, { admin: true }),
  ]);
  recipeId = await insertRecipe(author.id, 'Kommentar-Testrezept');
  otherRecipeId = await insertRecipe(author.id, 'Anderes Testrezept');
});
afterAll(async () => {
  await server.close();
});

const visitor = () => new HttpClient(server.url);

async function comment(member: TCommunityMember, content: string, parentId?: number, recipe = recipeId): Promise<TComment> {
  const res = await member.http.post(
    `/api/recipes/${recipe}/comments`,
    parentId === undefined ? { content } : { content, parentId },
  );
  expect(res.status, res.text).toBe(200);
  return res.json as unknown as TComment;
}

async function listOf(recipe = recipeId): Promise<TComment[]> {
  const res = await visitor().get(`/api/recipes/${recipe}/comments`);
  expect(res.status, res.text).toBe(200);
  return res.json as unknown as TComment[];
}

describe('POST /api/recipes/{id}/comments', () => {
  it('stores the trimmed text and answers with the author without private fields', async () => {
    const created = await comment(author, '   Sehr lecker!   ');
    expect(created.content).toBe('Sehr lecker!');
    expect(created.parentId).toBeNull();
    expect(created.user?.username).toBe(author.username);
    expect(JSON.stringify(created)).not.toMatch(/email|passwordHash/);
  });

  it('refuses visitors with 401', async () => {
    const res = await visitor().post(`/api/recipes/${recipeId}/comments`, { content: 'Hallo' });
    expect(res.status).toBe(401);
    expect(res.json).toEqual({
      message: 'Anmeldung erforderlich',
      code: 'UNAUTHORIZED',
      requestId: expect.any(String) as string,
    });
  });

  it.each([
    ['only spaces', { content: '    ' }],
    ['2001 characters', { content: 'a'.repeat(2001) }],
    ['no content', {}],
    ['a number as content', { content: 42 }],
  ])('rejects %s with a German 400', async (_name, body) => {
    const res = await author.http.post(`/api/recipes/${recipeId}/comments`, body);
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('BAD_REQUEST');
    expect(String(res.json.message)).toMatch(/Kommentar|Zeichen|Text|Eingabe|Zeichenkette|erwartet/);
  });

  it('accepts exactly 2000 characters', async () => {
    const created = await comment(author, 'b'.repeat(2000));
    expect(created.content).toHaveLength(2000);
  });

  it('answers 404 for a recipe that does not exist', async () => {
    const res = await author.http.post('/api/recipes/999999999/comments', { content: 'Hallo' });
    expect(res.status).toBe(404);
    expect(res.json.message).toBe('Rezept nicht gefunden');
  });

  it('rejects a reply whose parent belongs to another recipe with 400', async () => {
    const foreign = await comment(other, 'Auf dem anderen Rezept', undefined, otherRecipeId);
    const res = await author.http.post(`/api/recipes/${recipeId}/comments`, { content: 'Antwort', parentId: foreign.id });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('Der Kommentar, auf den du antwortest, gehört zu einem anderen Rezept.');
  });

  it('rejects a reply to a comment that does not exist with 400', async () => {
    const res = await author.http.post(`/api/recipes/${recipeId}/comments`, { content: 'Antwort', parentId: 2_000_000_000 });
    expect(res.status).toBe(400);
  });

  it('attaches a reply to a reply to the top-level comment', async () => {
    const top = await comment(author, 'Oberster Kommentar');
    const reply = await comment(other, 'Erste Antwort', top.id);
    const nested = await comment(author, 'Antwort auf die Antwort', reply.id);
    expect(reply.parentId).toBe(top.id);
    expect(nested.parentId).toBe(top.id);
  });
});

describe('GET /api/recipes/{id}/comments', () => {
  it('lists top-level comments newest first, each followed by its replies oldest first', async () => {
    const recipe = await insertRecipe(author.id, 'Reihenfolge-Testrezept');
    const first = await comment(author, 'Erster', undefined, recipe);
    const second = await comment(other, 'Zweiter', undefined, recipe);
    const replyA = await comment(other, 'Antwort A', first.id, recipe);
    const replyB = await comment(author, 'Antwort B', first.id, recipe);
    const list = await listOf(recipe);
    expect(list.map((c) => c.id)).toEqual([second.id, first.id, replyA.id, replyB.id]);
    expect(list[0]?.user).toMatchObject({ username: other.username, verified: false });
  });

  it('answers 404 for a missing recipe and 400 for a non-numeric id', async () => {
    expect((await visitor().get('/api/recipes/999999999/comments')).status).toBe(404);
    expect((await visitor().get('/api/recipes/abc/comments')).status).toBe(400);
  });
});

describe('PATCH /api/comments/{id}', () => {
  it('lets the author edit the trimmed text', async () => {
    const created = await comment(author, 'Vorher');
    const res = await author.http.patch(`/api/comments/${created.id}`, { content: '  Nachher  ' });
    expect(res.status, res.text).toBe(200);
    expect(res.json.content).toBe('Nachher');
    expect((await listOf()).find((c) => c.id === created.id)?.content).toBe('Nachher');
  });

  it('refuses another member with 403 and a visitor with 401, leaving the text unchanged', async () => {
    const created = await comment(author, 'Bleibt so');
    const byOther = await other.http.patch(`/api/comments/${created.id}`, { content: 'Übernommen' });
    expect(byOther.status).toBe(403);
    expect(byOther.json.message).toBe('Nur der Verfasser kann diesen Kommentar bearbeiten.');
    expect((await admin.http.patch(`/api/comments/${created.id}`, { content: 'Admin' })).status).toBe(403);
    expect((await visitor().patch(`/api/comments/${created.id}`, { content: 'Besucher' })).status).toBe(401);
    expect((await listOf()).find((c) => c.id === created.id)?.content).toBe('Bleibt so');
  });

  it('rejects empty text with 400 and a missing comment with 404', async () => {
    const created = await comment(author, 'Text');
    expect((await author.http.patch(`/api/comments/${created.id}`, { content: '  ' })).status).toBe(400);
    expect((await author.http.patch('/api/comments/2000000000', { content: 'Hallo' })).status).toBe(404);
  });
});

describe('DELETE /api/comments/{id}', () => {
  it('lets the author delete without a body', async () => {
    const created = await comment(author, 'Weg damit');
    const res = await author.http.delete(`/api/comments/${created.id}`);
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({ success: true });
    expect((await listOf()).some((c) => c.id === created.id)).toBe(false);
    expect((await author.http.delete(`/api/comments/${created.id}`)).status).toBe(404);
  });

  it('refuses another member with 403 and a visitor with 401', async () => {
    const created = await comment(author, 'Nicht deins');
    const res = await other.http.delete(`/api/comments/${created.id}`);
    expect(res.status).toBe(403);
    expect(res.json.message).toBe('Nur der Verfasser kann diesen Kommentar löschen.');
    expect((await visitor().delete(`/api/comments/${created.id}`)).status).toBe(401);
    expect((await listOf()).some((c) => c.id === created.id)).toBe(true);
  });

  it('lets an admin delete any comment', async () => {
    const created = await comment(other, 'Unpassend');
    expect((await admin.http.delete(`/api/comments/${created.id}`)).status).toBe(200);
    expect((await listOf()).some((c) => c.id === created.id)).toBe(false);
  });

  it('keeps the replies of a deleted comment and shows the parent as deleted without text or author', async () => {
    const top = await comment(author, 'Geheimer Inhalt');
    const reply = await comment(other, 'Antwort bleibt', top.id);
    expect((await author.http.delete(`/api/comments/${top.id}`)).status).toBe(200);
    const list = await listOf();
    const shown = list.find((c) => c.id === top.id);
    expect(shown).toMatchObject({ isDeleted: true, content: '', user: null, userId: null });
    expect(list.find((c) => c.id === reply.id)).toMatchObject({ content: 'Antwort bleibt', parentId: top.id });
    expect(JSON.stringify(list)).not.toContain('Geheimer Inhalt');

    expect((await author.http.patch(`/api/comments/${top.id}`, { content: 'Wieder da' })).status).toBe(404);
    const replyToDeleted = await other.http.post(`/api/recipes/${recipeId}/comments`, { content: 'Noch eine', parentId: top.id });
    expect(replyToDeleted.status).toBe(400);

    expect((await other.http.delete(`/api/comments/${reply.id}`)).status).toBe(200);
    expect((await listOf()).some((c) => c.id === top.id)).toBe(false);
  });
});
