import { readFileSync } from 'node:fs';
import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, recipes, users } from '@kochclip/db/schema';
import { createApiToken } from '@kochclip/routers/server';
import { HttpClient, uniqueUser } from '../support/http';
import { isolatedDatabase, type TIsolatedDb } from '../support/isolated-db';
import { signUp, type TSignedUp } from '../support/members';
import { startTestServer, type TTestServer } from '../support/server';

interface TOpenApi {
  paths: Record<string, Record<string, unknown>>;
}
const DOCUMENT = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../openapi/openapi.json'), 'utf8')) as TOpenApi;
/** Every admin operation the document holds: new ones are covered by the access tests without being listed here. */
const ADMIN_OPERATIONS = Object.entries(DOCUMENT.paths)
  .filter(([template]) => template.startsWith('/admin/') || template === '/generate-missing-images')
  .flatMap(([template, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase(), template })));

let database: TIsolatedDb;
let server: TTestServer;
let admin: TSignedUp;
let member: TSignedUp;

async function makeAdmin(who: TSignedUp): Promise<void> {
  await server.db.update(users).set({ role: 'admin' }).where(eq(users.id, who.id));
}

beforeAll(async () => {
  database = await isolatedDatabase('kochclip_it_admin', { seed: true });
  server = await startTestServer({}, { database: database.handle });
  [admin, member] = await Promise.all([signUp(server.url, 'chefin'), signUp(server.url, 'mitglied')]);
  await makeAdmin(admin);
}, 60_000);
afterAll(async () => {
  await server.close();
  await database.drop();
});

const visitor = () => new HttpClient(server.url);

interface TAuditEntry {
  action: string;
  actorUsername: string;
  targetId: string | null;
  details: Record<string, unknown>;
}

async function auditEntries(limit: number): Promise<TAuditEntry[]> {
  const res = await admin.http.get(`/api/admin/audit-log?limit=${limit}`);
  expect(res.status, res.text).toBe(200);
  return (res.json as unknown as { entries: TAuditEntry[] }).entries;
}

/** Polls until `count` statements of the test database wait for a row lock. */
async function waitForLockWaiters(count: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const [row] = await database.handle.sql<{ n: number }[]>`
      select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`;
    if ((row?.n ?? 0) >= count) return;
    if (Date.now() > deadline) throw new Error(`Zeitüberschreitung: ${row?.n ?? 0} von ${count} Anfragen warten`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
const fill = (template: string) => `/api${template.replace(/\{[^}]+\}/g, '1')}`;

describe('access to the admin API', () => {
  it('documents the admin operations the spec names', () => {
    const names = ADMIN_OPERATIONS.map((op) => `${op.method} ${op.template}`);
    for (const expected of [
      'GET /admin/stats',
      'GET /admin/users',
      'PATCH /admin/users/{id}/role',
      'PATCH /admin/users/{id}/status',
      'PATCH /admin/users/{id}/verified',
      'GET /admin/recipes',
      'DELETE /admin/recipes/{id}',
      'POST /admin/recipes/{id}/regenerate-image',
      'POST /admin/regenerate-images',
      'POST /admin/test-gpt-image-1',
      'POST /generate-missing-images',
      'POST /admin/migrate-blob-images',
    ]) {
      expect(names).toContain(expected);
    }
  });

  it('answers every admin operation with 401 for a visitor and 403 for a member, in German, changing nothing', async () => {
    const [before] = await server.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    for (const { method, template } of ADMIN_OPERATIONS) {
      const asVisitor = await visitor().request(method, fill(template));
      expect(asVisitor.status, `${method} ${template}`).toBe(401);
      expect(asVisitor.json).toEqual({
        message: 'Anmeldung erforderlich',
        code: 'UNAUTHORIZED',
        requestId: expect.any(String) as string,
      });
      const asMember = await member.http.request(method, fill(template));
      expect(asMember.status, `${method} ${template}`).toBe(403);
      expect(asMember.json).toEqual({
        message: 'Nur für Administratoren.',
        code: 'FORBIDDEN',
        requestId: expect.any(String) as string,
      });
    }
    const [after] = await server.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    expect(after?.n).toBe(before?.n);
  });
});

describe('GET /api/admin/stats', () => {
  it('counts members, recipes, active members and views, with today in Berlin time', async () => {
    await signUp(server.url, 'heute');
    const [counts] = await server.db.execute<{ users: number; recipes: number; views: string; today: number }>(sql`
      select (select count(*) from users)::int as users, (select count(*) from recipes)::int as recipes,
        ((select coalesce(sum(view_count), 0) from recipes) + (select coalesce(sum(p.views), 0) from recipe_view_pending p join recipes r on r.id = p.recipe_id))::text as views,
        (select count(*) from users where created_at >= date_trunc('day', now() at time zone 'Europe/Berlin') at time zone 'Europe/Berlin')::int as today`);
    const res = await admin.http.get('/api/admin/stats');
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({
      totalUsers: counts?.users,
      newUsersToday: counts?.today,
      totalRecipes: counts?.recipes,
      newRecipesToday: 0,
      activeUsers: expect.any(Number) as unknown,
      totalViews: Number(counts?.views),
    });
    expect(counts?.today).toBeGreaterThanOrEqual(3);
  });

  it('counts a member as active after a signed-in request and records it at most once an hour', async () => {
    const fresh = await signUp(server.url, 'aktiv');
    await server.db.update(users).set({ lastSeenAt: null }).where(eq(users.id, fresh.id));
    const before = (await admin.http.get('/api/admin/stats')).json.activeUsers as number;
    await fresh.http.get('/api/user');
    const after = (await admin.http.get('/api/admin/stats')).json.activeUsers as number;
    expect(after).toBe(before + 1);

    const halfAnHourAgo = new Date(Date.now() - 30 * 60 * 1000);
    await server.db.update(users).set({ lastSeenAt: halfAnHourAgo }).where(eq(users.id, fresh.id));
    await fresh.http.get('/api/user');
    const [unchanged] = await server.db.select({ at: users.lastSeenAt }).from(users).where(eq(users.id, fresh.id));
    expect(unchanged?.at?.getTime()).toBe(halfAnHourAgo.getTime());

    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await server.db.update(users).set({ lastSeenAt: twoHoursAgo }).where(eq(users.id, fresh.id));
    await fresh.http.get('/api/user');
    const [moved] = await server.db.select({ at: users.lastSeenAt }).from(users).where(eq(users.id, fresh.id));
    expect(moved?.at?.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('no longer counts a member last seen 31 days ago', async () => {
    const gone = await signUp(server.url, 'weg');
    await gone.http.get('/api/user');
    const before = (await admin.http.get('/api/admin/stats')).json.activeUsers as number;
    await server.db
      .update(users)
      .set({ lastSeenAt: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000) })
      .where(eq(users.id, gone.id));
    expect((await admin.http.get('/api/admin/stats')).json.activeUsers).toBe(before - 1);
  });
});

describe('GET /api/admin/users', () => {
  it('searches username and e-mail case-insensitively and shows the table columns, never a hash', async () => {
    const special = uniqueUser('Suchbar');
    const http = new HttpClient(server.url);
    expect((await http.post('/api/register', { ...special, firstName: 'Greta', lastName: 'Garbo' })).status).toBe(200);
    const byName = await admin.http.get(`/api/admin/users?search=${encodeURIComponent(special.username.toUpperCase())}`);
    expect(byName.status, byName.text).toBe(200);
    expect(byName.json.total).toBe(1);
    const [row] = byName.json.users as Record<string, unknown>[];
    expect(row).toMatchObject({
      username: special.username,
      email: special.email.toLowerCase(),
      firstName: 'Greta',
      lastName: 'Garbo',
      role: 'user',
      isActive: true,
      verified: false,
    });
    expect(Object.keys(row ?? {})).not.toContain('passwordHash');
    const byMail = await admin.http.get(
      `/api/admin/users?search=${encodeURIComponent(special.email.split('@')[0]?.toUpperCase() ?? '')}`,
    );
    expect((byMail.json.users as { username: string }[]).map((u) => u.username)).toEqual([special.username]);
  });

  it('takes % and _ in the search literally', async () => {
    const res = await admin.http.get('/api/admin/users?search=%25');
    expect(res.status).toBe(200);
    expect(res.json.total).toBe(0);
  });

  it('pages the list with the total', async () => {
    const first = await admin.http.get('/api/admin/users?limit=2&page=1');
    const second = await admin.http.get('/api/admin/users?limit=2&page=2');
    const [all] = await server.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(first.json.total).toBe(all?.n);
    expect(first.json.users).toHaveLength(2);
    const ids = (page: typeof first) => (page.json.users as { id: number }[]).map((u) => u.id);
    expect(ids(first).some((id) => ids(second).includes(id))).toBe(false);
  });

  it('refuses a page size above 100 with 400', async () => {
    expect((await admin.http.get('/api/admin/users?limit=101')).status).toBe(400);
  });
});

describe('changing a member', () => {
  it('makes a member admin and back, and the audit log says who did what to whom', async () => {
    const target = await signUp(server.url, 'befoerdert');
    const promoted = await admin.http.patch(`/api/admin/users/${target.id}/role`, { role: 'admin' });
    expect(promoted.status, promoted.text).toBe(200);
    expect(promoted.json.role).toBe('admin');
    expect((await target.http.get('/api/admin/stats')).status).toBe(200);
    expect((await admin.http.patch(`/api/admin/users/${target.id}/role`, { role: 'user' })).json.role).toBe('user');
    expect((await target.http.get('/api/admin/stats')).status).toBe(403);

    const entries = await auditEntries(5);
    expect(entries.slice(0, 2)).toEqual([
      expect.objectContaining({
        action: 'user.role',
        actorUsername: admin.username,
        targetId: String(target.id),
        details: expect.objectContaining({ to: 'user' }) as unknown,
      }),
      expect.objectContaining({
        action: 'user.role',
        targetId: String(target.id),
        details: expect.objectContaining({ to: 'admin' }) as unknown,
      }),
    ]);
  });

  it('refuses a role other than user or admin, and an unknown member with 404', async () => {
    const bad = await admin.http.patch(`/api/admin/users/${member.id}/role`, { role: 'superuser' });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toContain('Die Rolle muss user oder admin sein.');
    const missing = await admin.http.patch('/api/admin/users/999999/role', { role: 'admin' });
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe('Benutzer nicht gefunden');
  });

  it('refuses self-demotion and self-deactivation with 400 in German', async () => {
    const demote = await admin.http.patch(`/api/admin/users/${admin.id}/role`, { role: 'user' });
    expect(demote.status).toBe(400);
    expect(demote.json).toEqual({
      message: 'Du kannst dir die Administratorrechte nicht selbst entziehen.',
      code: 'BAD_REQUEST',
      requestId: expect.any(String) as string,
    });
    const deactivate = await admin.http.patch(`/api/admin/users/${admin.id}/status`, { isActive: false });
    expect(deactivate.status).toBe(400);
    expect(deactivate.json).toEqual({
      message: 'Du kannst dein eigenes Konto nicht deaktivieren.',
      code: 'BAD_REQUEST',
      requestId: expect.any(String) as string,
    });
  });

  it('never lets two admins remove each other at once: one change lands, the other is refused as the last admin', async () => {
    const [first, second] = await Promise.all([signUp(server.url, 'duell'), signUp(server.url, 'duell')]);
    // Only these two are admins, so the rule is about them alone.
    await server.db.update(users).set({ role: 'user' }).where(eq(users.role, 'admin'));
    await server.db
      .update(users)
      .set({ role: 'admin' })
      .where(sql`${users.id} in (${first.id}, ${second.id})`);
    // Seen within the hour, so neither request writes its member row before it reaches the admin rows.
    await Promise.all([first.http.get('/api/user'), second.http.get('/api/user')]);
    try {
      // Both requests pass the role check, then wait on the admin rows this transaction holds: a real overlap.
      let requests: Promise<Awaited<ReturnType<HttpClient['patch']>>[]> | undefined;
      await database.handle.sql.begin(async (tx) => {
        await tx`select id from users where role = 'admin' for update`;
        requests = Promise.all([
          first.http.patch(`/api/admin/users/${second.id}/role`, { role: 'user' }),
          second.http.patch(`/api/admin/users/${first.id}/status`, { isActive: false }),
        ]);
        await waitForLockWaiters(2);
      });
      const answers = await (requests ?? Promise.resolve([]));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
      expect(answers.find((a) => a.status === 400)?.json.message).toBe(
        'Der letzte aktive Administrator kann nicht entfernt werden.',
      );
      const [left] = await server.db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(sql`${users.role} = 'admin' and ${users.isActive}`);
      expect(left?.n).toBe(1);
    } finally {
      await server.db
        .update(users)
        .set({ role: 'user', isActive: true })
        .where(sql`${users.id} in (${first.id}, ${second.id})`);
      await makeAdmin(admin);
    }
  });

  it('verifies a member and removes the verification; only true or false are accepted', async () => {
    const target = await signUp(server.url, 'verifiziert');
    expect((await admin.http.patch(`/api/admin/users/${target.id}/verified`, { verified: true })).json.verified).toBe(true);
    expect((await admin.http.patch(`/api/admin/users/${target.id}/verified`, { verified: false })).json.verified).toBe(false);
    expect((await admin.http.patch(`/api/admin/users/${target.id}/verified`, { verified: 'ja' })).status).toBe(400);
    expect((await admin.http.patch(`/api/admin/users/${target.id}/verified`)).status).toBe(400);
  });

  it('deactivation ends the cookie session and the API token at once; login is refused in German until reactivated', async () => {
    const credentials = uniqueUser('gesperrt');
    const browser = new HttpClient(server.url);
    const registered = await browser.post('/api/register', credentials);
    const id = registered.json.id as number;
    const { token } = await createApiToken(server.db, id, 'skript');
    const script = new HttpClient(server.url, { authorization: `Bearer ${token}` });
    expect((await browser.get('/api/user')).status).toBe(200);
    expect((await script.get('/api/user')).status).toBe(200);

    const off = await admin.http.patch(`/api/admin/users/${id}/status`, { isActive: false });
    expect(off.status, off.text).toBe(200);
    expect(off.json.isActive).toBe(false);
    expect((await browser.get('/api/user')).status).toBe(401);
    expect((await script.get('/api/user')).status).toBe(401);
    const login = await new HttpClient(server.url).post('/api/login', {
      username: credentials.username,
      password: credentials.password,
    });
    expect(login.status).toBe(403);
    expect(login.json.message).toBe('Dieses Konto wurde deaktiviert. Bitte wende dich an den Support.');

    expect((await admin.http.patch(`/api/admin/users/${id}/status`, { isActive: true })).json.isActive).toBe(true);
    const again = await new HttpClient(server.url).post('/api/login', {
      username: credentials.username,
      password: credentials.password,
    });
    expect(again.status).toBe(200);
    const actions = await auditEntries(2);
    expect(actions.map((entry) => entry.action)).toEqual(['user.activate', 'user.deactivate']);
  });
});

describe('recipes', () => {
  it('searches by title or creator username and shows views, category and the creator', async () => {
    const cook = await signUp(server.url, 'koechin');
    const [recipe] = await server.db
      .insert(recipes)
      .values({ title: 'Zitronen-Risotto', category: 'Italienisch', source: 'prompt', createdById: cook.id, viewCount: 7 })
      .returning({ id: recipes.id });
    const byTitle = await admin.http.get('/api/admin/recipes?search=zitronen-RIS');
    expect(byTitle.status, byTitle.text).toBe(200);
    expect(byTitle.json.recipes).toEqual([
      expect.objectContaining({
        id: recipe?.id,
        title: 'Zitronen-Risotto',
        category: 'Italienisch',
        viewCount: 7,
        hasImage: false,
        imagePending: false,
        creator: { id: cook.id, username: cook.username },
      }),
    ]);
    const byCreator = await admin.http.get(`/api/admin/recipes?search=${cook.username.toUpperCase()}`);
    expect((byCreator.json.recipes as { id: number }[]).map((r) => r.id)).toEqual([recipe?.id]);
  });

  it("deletes anyone's recipe with its picture files, and the recipe is gone", async () => {
    const cook = await signUp(server.url, 'fremd');
    await writeFile(path.join(server.uploadDir, 'recipe-admin-test.webp'), 'x');
    await writeFile(path.join(server.uploadDir, 'recipe-admin-test-thumb.webp'), 'x');
    const [recipe] = await server.db
      .insert(recipes)
      .values({
        title: 'Wird gelöscht',
        source: 'prompt',
        createdById: cook.id,
        imageUrl: '/media/recipe-admin-test.webp',
        thumbnailUrl: '/media/recipe-admin-test-thumb.webp',
      })
      .returning({ id: recipes.id });
    const res = await admin.http.delete(`/api/admin/recipes/${recipe?.id}`);
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({ success: true });
    expect((await visitor().get(`/api/recipes/${recipe?.id}`)).status).toBe(404);
    expect(await readdir(server.uploadDir)).not.toContain('recipe-admin-test.webp');
    expect(await readdir(server.uploadDir)).not.toContain('recipe-admin-test-thumb.webp');
    expect((await admin.http.delete(`/api/admin/recipes/${recipe?.id}`)).status).toBe(404);
    const [entry] = await auditEntries(1);
    expect(entry).toMatchObject({ action: 'recipe.delete', details: { title: 'Wird gelöscht' } });
  });

  it('answers image requests with 503 in German where no background jobs run', async () => {
    const [recipe] = await server.db.select({ id: recipes.id }).from(recipes).limit(1);
    const res = await admin.http.post(`/api/admin/recipes/${recipe?.id}/regenerate-image`);
    expect(res.status).toBe(503);
    expect(res.json.message).toBe('Die Hintergrundjobs laufen auf diesem Server nicht. Bitte versuche es später erneut.');
  });
});

describe('analytics', () => {
  it('has 30 Berlin days per series, ending today, and counts a view and a like of today', async () => {
    // The seed's likes are older than the period, so the new recipe's one like ranks.
    await server.db.execute(sql`update likes set created_at = now() - interval '40 days'`);
    const [recipe] = await server.db
      .insert(recipes)
      .values({ title: 'Analytik-Auflauf', source: 'video' })
      .returning({ id: recipes.id });
    const before = await admin.http.get('/api/admin/analytics');
    expect(before.status, before.text).toBe(200);
    const series = before.json as unknown as Record<
      'newUsers' | 'newRecipes' | 'aiGenerations' | 'views',
      { day: string; count: number }[]
    >;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
    for (const name of ['newUsers', 'newRecipes', 'aiGenerations', 'views'] as const) {
      expect(series[name]).toHaveLength(30);
      expect(series[name].at(-1)?.day).toBe(today);
    }
    const viewsBefore = series.views.at(-1)?.count ?? 0;
    const liker = await signUp(server.url, 'liker');
    await liker.http.get(`/api/recipes/${recipe?.id}`);
    await liker.http.post(`/api/recipes/${recipe?.id}/like`);
    const after = (await admin.http.get('/api/admin/analytics')).json as unknown as {
      views: { count: number }[];
      aiGenerations: { count: number }[];
      newRecipes: { count: number }[];
      topViewed: { id: number; count: number }[];
      topLiked: { id: number; title: string; count: number }[];
    };
    expect(after.views.at(-1)?.count).toBe(viewsBefore + 1);
    expect(after.newRecipes.at(-1)?.count).toBeGreaterThanOrEqual(1);
    expect(after.aiGenerations.at(-1)?.count).toBeGreaterThanOrEqual(1);
    expect(after.topViewed).toContainEqual({ id: recipe?.id, title: 'Analytik-Auflauf', count: 1 });
    expect(after.topLiked).toContainEqual({ id: recipe?.id, title: 'Analytik-Auflauf', count: 1 });
  });
});

describe('system and image model', () => {
  it('checks the database for real and tells which services run', async () => {
    const res = await admin.http.get('/api/admin/system');
    expect(res.status, res.text).toBe(200);
    expect(res.json.database).toMatchObject({ status: 'Online', version: expect.stringMatching(/^PostgreSQL \d+/) as unknown });
    expect(res.json.services).toMatchObject({
      text: { status: 'Offline-Modus' },
      images: { status: 'Offline-Modus' },
      storage: { status: 'Aktiv', detail: expect.stringContaining('Lokales Verzeichnis') as unknown },
      jobs: { status: 'Nicht eingerichtet' },
    });
  });

  it('tests the image model without a key offline: not available, with a German recommendation', async () => {
    const res = await admin.http.post('/api/admin/test-gpt-image-1');
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({
      available: false,
      modelAvailable: false,
      approaches: [],
      diagnosis: { workingApproaches: 0, status: 'Kein Bildmodell eingerichtet' },
      recommendation: expect.stringContaining('OPENAI_IMAGE_MODEL') as unknown,
    });
  });

  it('shows image statistics with photos and illustrations counted apart', async () => {
    const res = await admin.http.get('/api/admin/image-stats');
    expect(res.status, res.text).toBe(200);
    const [counts] = await server.db.execute<{ total: number; real: number; drawn: number }>(
      sql`select count(*)::int as total, count(*) filter (where image_url is not null and image_url not like '%.svg')::int as real,
        count(*) filter (where image_url like '%.svg')::int as drawn from recipes`,
    );
    expect(res.json).toEqual({
      totalRecipes: counts?.total,
      withImages: counts?.real,
      withIllustrations: counts?.drawn,
      withoutImages: (counts?.total ?? 0) - (counts?.real ?? 0),
      pending: 0,
      imageModel: null,
    });
  });
});
