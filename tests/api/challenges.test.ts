import { readdir } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipes } from '@kochclip/db/schema';
import {
  imagePart,
  insertChallenge,
  insertRecipe,
  photoJpeg,
  postForm,
  registerMember,
  type TCommunityMember,
} from '../support/community';
import { testDb } from '../support/db';
import { HttpClient } from '../support/http';
import { startTestServer, type TTestServer } from '../support/server';

interface TChallenge {
  id: number;
  title: string;
  status: string;
  participantCount: number;
  rules: string | null;
  tags: string[];
  startDate: string;
  endDate: string;
}
interface TSubmission {
  id: number;
  imageUrl: string;
  description: string | null;
  createdAt: string;
  recipe: { id: number; title: string } | null;
  user: { username: string };
}

let server: TTestServer;
let member: TCommunityMember;
let other: TCommunityMember;
let recipeId: number;
let photo: Buffer;
let active: number;
let upcoming: number;
let ended: number;

beforeAll(async () => {
  server = await startTestServer();
  [member, other] = await Promise.all([registerMember(server.url), registerMember(server.url)]);
  recipeId = await insertRecipe(member.id, 'Challenge-Testsuppe');
  photo = await photoJpeg();
  [active, upcoming, ended] = await Promise.all([insertChallenge(-1, 10), insertChallenge(5, 20), insertChallenge(-20, -2)]);
});
afterAll(async () => {
  await server.close();
});

const visitor = () => new HttpClient(server.url);
const storedFiles = async () => (await readdir(server.uploadDir).catch(() => [])).filter((f) => f.startsWith('challenge-'));

async function list(query: string): Promise<TChallenge[]> {
  const res = await visitor().get(`/api/challenges${query}`);
  expect(res.status, res.text).toBe(200);
  return res.json as unknown as TChallenge[];
}

function submit(
  who: TCommunityMember | null,
  challengeId: number,
  fields: Record<string, string> = { recipeId: String(recipeId) },
  image: Buffer | null = photo,
) {
  const parts = [...Object.entries(fields).map(([name, value]) => ({ name, value })), ...(image ? [imagePart(image)] : [])];
  return postForm(server.url, `/api/challenges/${challengeId}/submit`, who, parts);
}

describe('GET /api/challenges', () => {
  it('lists active, upcoming and all challenges with their status', async () => {
    const activeList = await list('?active=true');
    const upcomingList = await list('?upcoming=true');
    const all = await list('');
    expect(activeList.map((c) => c.id)).toContain(active);
    expect(activeList.map((c) => c.id)).not.toContain(upcoming);
    expect(activeList.every((c) => c.status === 'Aktiv')).toBe(true);
    expect(upcomingList.map((c) => c.id)).toContain(upcoming);
    expect(upcomingList.every((c) => c.status === 'Bald verfügbar')).toBe(true);
    expect(all.find((c) => c.id === ended)?.status).toBe('Beendet');
    expect(all.map((c) => c.id)).toEqual(expect.arrayContaining([active, upcoming, ended]));
  });

  it('includes the seeded German challenges: at least two active, one upcoming and one ended', async () => {
    const all = await list('');
    const count = (status: string) => all.filter((c) => c.status === status).length;
    expect(count('Aktiv')).toBeGreaterThanOrEqual(2);
    expect(count('Bald verfügbar')).toBeGreaterThanOrEqual(1);
    expect(count('Beendet')).toBeGreaterThanOrEqual(1);
    expect(all.map((c) => c.title)).toContain('Kürbis-Wochen');
  });

  it('rejects a filter other than true or false with 400', async () => {
    const res = await visitor().get('/api/challenges?active=ja');
    expect(res.status).toBe(400);
  });
});

describe('POST /api/challenges/{id}/submit', () => {
  it('stores the entry with a re-encoded image; the detail shows it with recipe title and user', async () => {
    const challengeId = await insertChallenge(-1, 3);
    const res = await submit(member, challengeId, { recipeId: String(recipeId), description: ' Meine Suppe ' });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ description: 'Meine Suppe', recipe: { id: recipeId, title: 'Challenge-Testsuppe' } });
    expect(String(res.json.imageUrl)).toMatch(/^\/media\/challenge-.+\.webp$/);

    const detail = await visitor().get(`/api/challenges/${challengeId}`);
    expect(detail.status).toBe(200);
    expect(detail.json).toMatchObject({ rules: 'Ein Foto pro Person.', tags: ['Test'], participantCount: 1, status: 'Aktiv' });
    const submissions = detail.json.submissions as TSubmission[];
    expect(submissions).toHaveLength(1);
    expect(submissions[0]).toMatchObject({ user: { username: member.username }, recipe: { title: 'Challenge-Testsuppe' } });
    expect(JSON.stringify(detail.json)).not.toMatch(/email|passwordHash/);
  });

  it('refuses a second entry by the same member with 409, keeps the first and counts members once', async () => {
    const challengeId = await insertChallenge(-1, 3);
    expect((await submit(member, challengeId)).status).toBe(200);
    const before = await storedFiles();
    const second = await submit(member, challengeId);
    expect(second.status).toBe(409);
    expect(second.json.message).toBe('Du hast bereits einen Beitrag zu dieser Challenge eingereicht.');
    expect(await storedFiles()).toEqual(before);
    expect((await submit(other, challengeId)).status).toBe(200);
    const detail = await visitor().get(`/api/challenges/${challengeId}`);
    expect(detail.json.participantCount).toBe(2);
  });

  it('lets only one of several concurrent entries by one member through', async () => {
    const challengeId = await insertChallenge(-1, 3);
    const results = await Promise.all(Array.from({ length: 5 }, () => submit(member, challengeId)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
  });

  it('refuses entries to an upcoming and to an ended challenge with a German 400', async () => {
    const early = await submit(member, upcoming);
    expect(early.status).toBe(400);
    expect(early.json.message).toBe('Diese Challenge hat noch nicht begonnen. Einreichungen sind erst ab dem Start möglich.');
    const late = await submit(member, ended);
    expect(late.status).toBe(400);
    expect(late.json.message).toBe('Diese Challenge ist bereits beendet. Es sind keine Einreichungen mehr möglich.');
  });

  it('requires the image and the recipe, refuses disguised files and oversized images', async () => {
    const challengeId = await insertChallenge(-1, 3);
    const noImage = await submit(member, challengeId, { recipeId: String(recipeId) }, null);
    expect(noImage).toMatchObject({ status: 400, json: { message: 'Bild erforderlich' } });
    expect((await submit(member, challengeId, {})).status).toBe(400);
    expect((await submit(member, challengeId, { recipeId: '999999999' })).status).toBe(400);
    const html = await submit(
      member,
      challengeId,
      { recipeId: String(recipeId) },
      Buffer.from('<html><body>kein Bild</body></html>'),
    );
    expect(html.status).toBe(415);
    const huge = Buffer.alloc(5 * 1024 * 1024 + 1);
    photo.copy(huge);
    expect((await submit(member, challengeId, { recipeId: String(recipeId) }, huge)).status).toBe(413);
    expect((await visitor().get(`/api/challenges/${challengeId}`)).json.submissions).toEqual([]);
  });

  it('refuses visitors with 401 and answers 404 for a missing challenge', async () => {
    expect((await submit(null, active)).status).toBe(401);
    const missing = await submit(member, 999_999_999);
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe('Challenge nicht gefunden');
    expect((await visitor().get('/api/challenges/999999999')).status).toBe(404);
  });
});

describe('challenges and „Nur für mich“ recipes', () => {
  const makePrivate = (id: number) => testDb().db.update(recipes).set({ visibility: 'private' }).where(eq(recipes.id, id));

  it('shows an entry whose recipe went „Nur für mich“ without its recipe, and takes no private recipe', async () => {
    const challengeId = await insertChallenge(-1, 10, 'Testchallenge Geheimrezepte');
    const [cook, guest] = await Promise.all([registerMember(server.url), registerMember(server.url)]);
    const shared = await insertRecipe(cook.id, 'Erst öffentliche Suppe');
    expect((await submit(cook, challengeId, { recipeId: String(shared) })).status).toBe(200);
    await makePrivate(shared);
    const detail = await visitor().get(`/api/challenges/${challengeId}`);
    const [entry] = detail.json.submissions as TSubmission[];
    expect(entry?.user.username).toBe(cook.username);
    expect(entry?.recipe).toBeNull();
    expect(detail.text).not.toContain('Erst öffentliche Suppe');

    const secret = await insertRecipe(guest.id, 'Geheime Suppe');
    await makePrivate(secret);
    const own = await submit(guest, challengeId, { recipeId: String(secret) });
    expect(own.status).toBe(400);
    expect(own.json.message).toBe(
      'Ein Rezept „Nur für mich“ kann nicht an einer Challenge teilnehmen. Stelle es im Editor auf „Öffentlich“.',
    );
    const othersSecret = await submit(guest, challengeId, { recipeId: String(shared) });
    expect(othersSecret.status).toBe(400);
    expect(othersSecret.json.message).toBe('Das gewählte Rezept gibt es nicht.');
  });
});
