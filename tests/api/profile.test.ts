import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { http, HttpResponse } from 'msw';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@kochclip/db/schema';
import { chatCompletion, startEdge, TEST_LLM, TEST_LLM_BASE_URL } from '../support/edge';
import { HttpClient, uniqueUser } from '../support/http';
import { makePremium, signUp, someRecipeIds, type TSignedUp } from '../support/members';
import { startTestServer, type TTestServer } from '../support/server';

let server: TTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const visitor = () => new HttpClient(server.url);
const put = (member: TSignedUp, body: unknown) => member.http.request('PUT', '/api/user/profile', body);

describe('own profile', () => {
  it('answers visitors with 401', async () => {
    expect((await visitor().get('/api/user/profile')).status).toBe(401);
    expect((await visitor().patch('/api/user/profile', { firstName: 'X' })).status).toBe(401);
    expect((await visitor().post('/api/user/allergies', { allergyText: 'Nüsse' })).status).toBe(401);
  });

  it('returns user, recipes, likes and cookbooks for the member', async () => {
    const me = await signUp(server.url, 'profil');
    const [recipeId = 0] = await someRecipeIds(server.url, 1);
    await me.http.post(`/api/recipes/${recipeId}/like`);
    await me.http.post('/api/cookbooks', { title: 'Mein Buch' });
    const res = await me.http.get('/api/user/profile');
    expect(res.status, res.text).toBe(200);
    expect(res.json.user).toMatchObject({ username: me.username, recipeCount: 0, followerCount: 0, showLikedRecipes: true });
    expect(res.json.recipes).toEqual([]);
    expect(res.json.likes).toEqual([{ recipeId }]);
    expect(res.json.cookbooks).toMatchObject([{ title: 'Mein Buch' }]);
  });

  it('changes name, bio, social links and kitchen devices with PATCH', async () => {
    const me = await signUp(server.url, 'profil');
    const res = await me.http.patch('/api/user/profile', {
      firstName: ' Jana ',
      lastName: 'Koch',
      bio: 'Ich backe gern Brot.',
      socialMediaLinks: { instagram: 'https://www.instagram.com/jana.backt', youtube: '' },
      kitchenDevices: ['Thermomix', 'Brotbackautomat', 'Thermomix'],
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json.user).toMatchObject({
      firstName: 'Jana',
      lastName: 'Koch',
      bio: 'Ich backe gern Brot.',
      socialMediaLinks: { instagram: 'https://www.instagram.com/jana.backt' },
      kitchenDevices: ['Thermomix', 'Brotbackautomat'],
    });
  });

  it.each([
    ['a bio of 501 characters', { bio: 'a'.repeat(501) }, '500'],
    ['an unknown platform', { socialMediaLinks: { myspace: 'https://myspace.com/jana' } }, 'Unbekannte Plattform'],
    ['a plain http link', { socialMediaLinks: { instagram: 'http://instagram.com/jana' } }, 'https-Link'],
    ['a link on another host', { socialMediaLinks: { tiktok: 'https://evil.example/tiktok.com/@jana' } }, 'https-Link'],
    ['a javascript: link', { socialMediaLinks: { x: 'javascript:alert(1)' } }, 'https-Link'],
    ['an unknown kitchen device', { kitchenDevices: ['Zauberstab 3000'] }, 'Unbekanntes Küchengerät'],
    ['a premium device model for a free member', { kitchenDevices: ['Thermomix TM7'] }, 'Premium'],
  ])('rejects %s with 400', async (_label, body, text) => {
    const me = await signUp(server.url, 'profil');
    const res = await me.http.patch('/api/user/profile', body);
    expect(res.status).toBe(400);
    expect(res.json.message).toContain(text);
  });

  it('accepts a bio of exactly 500 characters and premium device models for premium members', async () => {
    const me = await signUp(server.url, 'profil');
    expect((await me.http.patch('/api/user/profile', { bio: 'a'.repeat(500) })).status).toBe(200);
    await makePremium(server.db, me.id);
    const res = await me.http.patch('/api/user/profile', { kitchenDevices: ['Thermomix TM7', 'Anova Precision Cooker 3.0'] });
    expect(res.status, res.text).toBe(200);
    expect(res.json.user).toMatchObject({ kitchenDevices: ['Thermomix TM7', 'Anova Precision Cooker 3.0'] });
  });

  it.each([
    ['role', 'admin'],
    ['isPremium', true],
    ['verified', true],
    ['isActive', false],
    ['email', 'neu@example.de'],
  ])('never lets a member write %s (400, unchanged)', async (field, value) => {
    const me = await signUp(server.url, 'profil');
    const before = (await me.http.get('/api/user/profile')).json.user as Record<string, unknown>;
    expect((await me.http.patch('/api/user/profile', { [field]: value })).status).toBe(400);
    expect((await put(me, { firstName: 'X', [field]: value })).status).toBe(400);
    const after = (await me.http.get('/api/user/profile')).json.user as Record<string, unknown>;
    expect(after[field]).toEqual(before[field]);
    expect(after.firstName).toBeNull();
  });

  it('sets allergies with PUT and refuses categories outside the 12', async () => {
    const me = await signUp(server.url, 'profil');
    const res = await put(me, { allergies: ['Sesam', 'Milch'], kitchenDevices: ['Grill'] });
    expect(res.status, res.text).toBe(200);
    expect(res.json.user).toMatchObject({ allergies: ['Milch', 'Sesam'], kitchenDevices: ['Grill'] });
    expect((await put(me, { allergies: ['Tomaten'] })).status).toBe(400);
  });

  it('accepts only its own uploaded picture as profileImageUrl', async () => {
    const me = await signUp(server.url, 'profil');
    for (const url of [
      'https://evil.example/a.png',
      '/media/recipe-1.webp',
      'javascript:alert(1)',
      '/media/avatar-00000000-0000-0000-0000-000000000000.webp',
    ]) {
      expect((await put(me, { profileImageUrl: url })).status).toBe(400);
    }
    expect((await put(me, { profileImageUrl: null })).status).toBe(200);
  });

  it('hides liked recipes from others when the member turns that off', async () => {
    const me = await signUp(server.url, 'profil');
    const [recipeId = 0] = await someRecipeIds(server.url, 1);
    await me.http.post(`/api/recipes/${recipeId}/like`);
    const liked = () => visitor().get(`/api/users/username/${me.username}/liked`);
    expect(((await liked()).json.recipes as { id: number }[]).map((r) => r.id)).toEqual([recipeId]);
    expect((await me.http.patch('/api/user/privacy', { showLikedRecipes: false })).status).toBe(200);
    expect((await liked()).json.recipes).toEqual([]);
    expect((await visitor().get(`/api/users/username/${me.username}`)).json.showsLikedRecipes).toBe(false);
    expect(((await me.http.get(`/api/users/username/${me.username}/liked`)).json.recipes as unknown[]).length).toBe(1);
  });
});

describe('allergies from free text', () => {
  it.each([
    ['Kuhmilch', ['Milch']],
    ['Laktoseintoleranz', ['Milch']],
    ['keine Sahne bitte', ['Milch']],
    ['Haselnüsse und Walnüsse', ['Nüsse']],
    ['Erdnüsse', ['Erdnüsse']],
    ['Erdnussbutter', ['Erdnüsse']],
    ['Garnelen, Krabben', ['Meeresfrüchte']],
    ['Tintenfisch', ['Meeresfrüchte']],
    ['Weizen; Dinkel', ['Gluten']],
    ['Zöliakie', ['Gluten']],
    ['Hühnereier', ['Eier']],
    ['Lachs und Sellerie', ['Fisch', 'Sellerie']],
    ['Tofu, Sesam, Dijon-Senf, Lupinenmehl', ['Soja', 'Sesam', 'Senf', 'Lupinen']],
    ['Mandelmilch vertrage ich', ['Nüsse']],
    ['Eis', []],
  ])('maps "%s" to %j and stores it', async (text, categories) => {
    const me = await signUp(server.url, 'allergie');
    const res = await me.http.post('/api/user/allergies', { allergyText: text });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({ categories });
    expect((await me.http.get('/api/user/profile')).json.user).toMatchObject({ allergies: categories });
  });

  it.each([
    ['an empty text', ''],
    ['only spaces', '   '],
    ['no text at all', undefined],
  ])('rejects %s with 400', async (_label, text) => {
    const me = await signUp(server.url, 'allergie');
    const res = await me.http.post('/api/user/allergies', text === undefined ? {} : { allergyText: text });
    expect(res.status).toBe(400);
    expect(res.json.message).toContain('Allergien');
  });

  it('adds what the LLM recognises and keeps the offline answer when the LLM fails', async () => {
    let answer: 'ok' | 'fail' = 'ok';
    const edge = startEdge(
      http.post(`${TEST_LLM_BASE_URL}/chat/completions`, () =>
        answer === 'ok'
          ? HttpResponse.json(chatCompletion(JSON.stringify({ categories: ['Nüsse', 'Erfunden'] })))
          : HttpResponse.json({ error: { message: 'kaputt' } }, { status: 500 }),
      ),
    );
    const withLlm = await startTestServer({}, { ai: TEST_LLM });
    try {
      const me = await signUp(withLlm.url, 'allergie');
      const res = await me.http.post('/api/user/allergies', { allergyText: 'Pesto und Milch' });
      expect(res.json).toEqual({ categories: ['Nüsse', 'Milch'] });
      answer = 'fail';
      const offline = await me.http.post('/api/user/allergies', { allergyText: 'Pesto und Milch' });
      expect(offline.status).toBe(200);
      expect(offline.json).toEqual({ categories: ['Milch'] });
    } finally {
      edge.close();
      await withLlm.close();
    }
  });
});

describe('public profile', () => {
  it('shows counts, devices, membership and the premium badge but no e-mail, allergies or account state', async () => {
    const res = await visitor().get('/api/users/username/ANNA');
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({
      username: 'anna',
      verified: true,
      isPremium: true,
      kitchenDevices: ['Thermomix', 'Heißluftfritteuse'],
    });
    for (const key of ['recipeCount', 'totalLikes', 'totalViews', 'followerCount', 'followingCount'])
      expect(typeof res.json[key]).toBe('number');
    expect(res.json.recipeCount).toBeGreaterThan(0);
    expect(typeof res.json.memberSince).toBe('string');
    expect(res.text).not.toMatch(/email|allergies|premiumUntil|role|isActive|passwordHash|referralCode|stripe/i);
  });

  it('carries isPremium only while premium lasts: none for a free member, none once it ran out', async () => {
    const member = await signUp(server.url, 'abzeichen');
    const profile = () => visitor().get(`/api/users/username/${member.username}`);
    expect((await profile()).json.isPremium).toBe(false);
    await makePremium(server.db, member.id);
    expect((await profile()).json.isPremium).toBe(true);
    await server.db
      .update(users)
      .set({ premiumUntil: new Date(Date.now() - 60_000) })
      .where(eq(users.id, member.id));
    expect((await profile()).json.isPremium).toBe(false);
  });

  it('marks the creator of a recipe as premium in lists and on the recipe, for visitors too', async () => {
    const annas = await visitor().get('/api/users/username/anna/recipes?limit=3');
    const cards = annas.json as unknown as { recipes: { id: number; createdBy: { isPremium: boolean } }[] };
    expect(cards.recipes.length).toBeGreaterThan(0);
    expect(cards.recipes.every((r) => r.createdBy.isPremium)).toBe(true);
    const detail = await visitor().get(`/api/recipes/${cards.recipes[0]?.id ?? 0}`);
    expect(detail.status, detail.text).toBe(200);
    expect(detail.json.createdBy).toMatchObject({ username: 'anna', isPremium: true });
    const maxs = await visitor().get('/api/users/username/max/recipes?limit=3');
    const free = maxs.json as unknown as { recipes: { createdBy: { isPremium: boolean } }[] };
    expect(free.recipes.length).toBeGreaterThan(0);
    expect(free.recipes.every((r) => !r.createdBy.isPremium)).toBe(true);
  });

  it("answers 404 'Benutzer nicht gefunden' for unknown and deactivated members", async () => {
    const res = await visitor().get('/api/users/username/gibt_es_nicht_42');
    expect(res.status).toBe(404);
    expect(res.json.message).toBe('Benutzer nicht gefunden');
    const gone = await signUp(server.url, 'weg');
    await server.db.update(users).set({ isActive: false }).where(eq(users.id, gone.id));
    expect((await visitor().get(`/api/users/username/${gone.username}`)).status).toBe(404);
    expect((await visitor().get('/api/users/username/gibt_es_nicht_42/recipes')).status).toBe(404);
  });

  it("pages through a member's recipes", async () => {
    const first = await visitor().get('/api/users/username/anna/recipes?limit=2');
    expect(first.status).toBe(200);
    const page = first.json as unknown as { recipes: { createdBy: { username: string } }[]; nextCursor: string | null };
    expect(page.recipes.every((r) => r.createdBy.username === 'anna')).toBe(true);
    expect(page.recipes.length).toBeLessThanOrEqual(2);
  });
});

describe('profile pictures', () => {
  const png = () =>
    sharp({ create: { width: 300, height: 200, channels: 3, background: '#2e86de' } })
      .png()
      .toBuffer();
  async function upload(member: TSignedUp | null, route: string, data: Uint8Array, type = 'image/png') {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(data)], { type }), 'bild.png');
    const token = member?.http.cookie('kc_session');
    const res = await fetch(`${server.url}${route}`, {
      method: 'POST',
      body: form,
      headers: token ? { cookie: `kc_session=${token}` } : {},
    });
    return { status: res.status, json: (await res.json()) as Record<string, string> };
  }
  const fileOf = (url: string) => path.join(server.uploadDir, url.replace('/media/', ''));

  it('stores the avatar as WebP, shows it on the profile and removes the previous file', async () => {
    const me = await signUp(server.url, 'bild');
    const first = await upload(me, '/api/user/profile-image', await png());
    expect(first.status).toBe(200);
    expect(first.json.profileImageUrl).toMatch(/^\/media\/avatar-[0-9a-f-]{36}\.webp$/);
    const firstUrl = first.json.profileImageUrl ?? '';
    expect(existsSync(fileOf(firstUrl))).toBe(true);
    const second = await upload(me, '/api/user/profile-image', await png());
    const secondUrl = second.json.profileImageUrl ?? '';
    expect(existsSync(fileOf(secondUrl))).toBe(true);
    expect(existsSync(fileOf(firstUrl))).toBe(false);
    expect((await visitor().get(`/api/users/username/${me.username}`)).json.profileImageUrl).toBe(secondUrl);
    expect((await put(me, { profileImageUrl: secondUrl })).status).toBe(200);
  });

  it('stores the header image', async () => {
    const me = await signUp(server.url, 'bild');
    const res = await upload(me, '/api/user/header-image', await png());
    expect(res.json.headerImageUrl).toMatch(/^\/media\/header-[0-9a-f-]{36}\.webp$/);
    expect((await visitor().get(`/api/users/username/${me.username}`)).json.headerImageUrl).toBe(res.json.headerImageUrl);
  });

  it('refuses visitors with 401 and a non-image with 415', async () => {
    expect((await upload(null, '/api/user/profile-image', await png())).status).toBe(401);
    const me = await signUp(server.url, 'bild');
    const res = await upload(me, '/api/user/header-image', new TextEncoder().encode('<html>kein Bild</html>'), 'image/png');
    expect(res.status).toBe(415);
  });
});

describe('reserved usernames', () => {
  // The last ones are pages of the route manifest that the hand-written list does not name.
  it.each([
    'collections',
    'Profile',
    'settings',
    'admin',
    'u',
    'trpc',
    'subscription-success',
    'challenges',
    'Umziehen',
    'vorrat',
  ])('refuses to register "%s" with 400', async (username) => {
    const res = await visitor().post('/api/register', { ...uniqueUser('x'), username });
    expect(res.status).toBe(400);
    expect(res.json.message).toContain('reserviert');
  });
});
