import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountTokens,
  apiTokens,
  householdInvitations,
  households,
  mailOutbox,
  recipes,
  recipeViewPending,
  recipeViews,
  sessions,
  users,
} from '@kochclip/db/schema';
import { createDb } from '@kochclip/db';
import { mergeRecipeIndexPendingLists } from '@kochclip/db/queries';
import { startBackgroundJobs, type TBackgroundJobs, cleanupJob, viewCountJob, createDirectoryStorage } from '@kochclip/server';
import { isolatedDatabase, type TIsolatedDb } from '../support/isolated-db';

let database: TIsolatedDb;
let mediaDir: string;
let jobs: TBackgroundJobs;
beforeAll(async () => {
  database = await isolatedDatabase('kochclip_it_cleanup');
  mediaDir = await mkdtemp(path.join(tmpdir(), 'kochclip-cleanup-'));
  jobs = await startBackgroundJobs({
    databaseUrl: database.url,
    db: database.handle.db,
    storage: createDirectoryStorage(mediaDir),
    log: () => undefined,
    images: null,
  });
});
afterAll(async () => {
  await jobs.stop();
  await database.drop();
  await rm(mediaDir, { recursive: true, force: true });
});

const HOUR = 60 * 60 * 1000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs);
const countOf = async (table: string) => {
  const rows = await database.handle.db.execute<{ count: number }>(
    sql`select count(*)::int as count from ${sql.identifier(table)}`,
  );
  return rows[0]?.count ?? 0;
};

describe('cleanup job', () => {
  it('is scheduled daily in Berlin time when the jobs start', async () => {
    const schedules = await jobs.boss.getSchedules('cleanup');
    expect(schedules).toEqual([expect.objectContaining({ name: 'cleanup', cron: '15 4 * * *', timezone: 'Europe/Berlin' })]);
  });

  it('deletes expired sessions and tokens, views older than a day and ended rate-limit windows, and keeps the rest', async () => {
    const { db } = database.handle;
    const [user] = await db
      .insert(users)
      .values({ username: 'aufraeumer', email: 'aufraeumer@example.de', passwordHash: 'x' })
      .returning({ id: users.id });
    const [recipe] = await db.insert(recipes).values({ title: 'Labskaus', source: 'prompt' }).returning({ id: recipes.id });
    if (!user || !recipe) throw new Error('insert failed');
    await db.insert(sessions).values([
      { id: 'abgelaufen', userId: user.id, expiresAt: at(-HOUR) },
      { id: 'gueltig', userId: user.id, expiresAt: at(HOUR) },
    ]);
    await db.insert(apiTokens).values([
      { tokenHash: 'abgelaufen', userId: user.id, expiresAt: at(-HOUR) },
      { tokenHash: 'gueltig', userId: user.id, expiresAt: at(HOUR) },
    ]);
    await db.insert(recipeViews).values([
      { recipeId: recipe.id, viewerKey: 'alt', viewedAt: at(-25 * HOUR) },
      { recipeId: recipe.id, viewerKey: 'frisch', viewedAt: at(-HOUR) },
    ]);
    await db.execute(sql`insert into rate_limits (key, count, reset_at) values
      ('vorbei', 3, now() - interval '1 minute'), ('laufend', 3, now() + interval '1 minute')`);

    await cleanupJob({ db, log: () => undefined }).run(null, { number: 1, of: 2 });

    expect(await db.select({ id: sessions.id }).from(sessions)).toEqual([{ id: 'gueltig' }]);
    expect(await db.select({ tokenHash: apiTokens.tokenHash }).from(apiTokens)).toEqual([{ tokenHash: 'gueltig' }]);
    expect(await db.select({ viewerKey: recipeViews.viewerKey }).from(recipeViews)).toEqual([{ viewerKey: 'frisch' }]);
    expect(await db.execute(sql`select key from rate_limits`)).toEqual([{ key: 'laufend' }]);
    expect(await countOf('recipes')).toBe(1);
  });

  it('deletes expired mail links, sent mails after 30 days and failed ones after 90, and keeps the rest', async () => {
    const { db } = database.handle;
    const [user] = await db
      .insert(users)
      .values({ username: 'postbote', email: 'postbote@example.de', passwordHash: 'x' })
      .returning({ id: users.id });
    if (!user) throw new Error('insert failed');
    await db.insert(accountTokens).values([
      { tokenHash: 'link-alt', userId: user.id, purpose: 'reset-password', email: 'postbote@example.de', expiresAt: at(-HOUR) },
      { tokenHash: 'link-neu', userId: user.id, purpose: 'verify-email', email: 'postbote@example.de', expiresAt: at(HOUR) },
    ]);
    const DAY = 24 * HOUR;
    await db.insert(mailOutbox).values([
      { recipient: 'a@example.de', template: 'verify-email', status: 'sent', sentAt: at(-31 * DAY) },
      { recipient: 'b@example.de', template: 'verify-email', status: 'sent', sentAt: at(-DAY) },
      { recipient: 'c@example.de', template: 'verify-email', status: 'failed', failedAt: at(-91 * DAY) },
      { recipient: 'd@example.de', template: 'verify-email', status: 'failed', failedAt: at(-31 * DAY) },
      { recipient: 'e@example.de', template: 'verify-email', status: 'pending' },
    ]);

    await cleanupJob({ db, log: () => undefined }).run(null, { number: 1, of: 2 });

    expect(await db.select({ tokenHash: accountTokens.tokenHash }).from(accountTokens)).toEqual([{ tokenHash: 'link-neu' }]);
    const left = await db.select({ recipient: mailOutbox.recipient }).from(mailOutbox).orderBy(mailOutbox.recipient);
    expect(left.map((r) => r.recipient)).toEqual(['b@example.de', 'd@example.de', 'e@example.de']);
  });

  it('deletes household invitations 30 days after they expired, and keeps later ones', async () => {
    const { db } = database.handle;
    const [user] = await db
      .insert(users)
      .values({ username: 'haushaelterin', email: 'haushaelterin@example.de', passwordHash: 'x' })
      .returning({ id: users.id });
    if (!user) throw new Error('insert failed');
    const [household] = await db.insert(households).values({ name: 'WG', ownerId: user.id }).returning({ id: households.id });
    if (!household) throw new Error('insert failed');
    const DAY = 24 * HOUR;
    await db.insert(householdInvitations).values([
      { householdId: household.id, tokenHash: 'alt', expiresAt: at(-31 * DAY) },
      { householdId: household.id, tokenHash: 'kuerzlich', expiresAt: at(-DAY), revokedAt: at(-2 * DAY) },
      { householdId: household.id, tokenHash: 'offen', expiresAt: at(DAY) },
    ]);

    await cleanupJob({ db, log: () => undefined }).run(null, { number: 1, of: 2 });

    const left = await db.select({ tokenHash: householdInvitations.tokenHash }).from(householdInvitations);
    expect(left.map((r) => r.tokenHash).sort()).toEqual(['kuerzlich', 'offen']);
  });
});

describe('view-count job', () => {
  it('is scheduled every minute and adds the pending views to the recipes, also for a recipe deleted meanwhile', async () => {
    const schedules = await jobs.boss.getSchedules('view-count');
    expect(schedules).toEqual([expect.objectContaining({ name: 'view-count', cron: '* * * * *' })]);
    const { db } = database.handle;
    const made = await db
      .insert(recipes)
      .values([
        { title: 'Kässpätzle', source: 'prompt', viewCount: 10 },
        { title: 'Maultaschen', source: 'prompt', viewCount: 3 },
        { title: 'Flammkuchen', source: 'prompt', viewCount: 0 },
      ])
      .returning({ id: recipes.id });
    const [spaetzle, maultaschen, flammkuchen] = made.map((r) => r.id);
    if (spaetzle === undefined || maultaschen === undefined || flammkuchen === undefined) throw new Error('insert failed');
    await db.insert(recipeViewPending).values([
      { recipeId: spaetzle, views: 5 },
      { recipeId: flammkuchen, views: 2 },
    ]);
    await db.delete(recipes).where(eq(recipes.id, flammkuchen));
    await viewCountJob({ db, log: () => undefined }).run(null, { number: 1, of: 1 });
    const counts = await db
      .select({ id: recipes.id, views: recipes.viewCount })
      .from(recipes)
      .where(inArray(recipes.id, [spaetzle, maultaschen]));
    expect(Object.fromEntries(counts.map((r) => [r.id, r.views]))).toEqual({ [spaetzle]: 15, [maultaschen]: 3 });
    expect(await countOf('recipe_view_pending')).toBe(0);
    // The fold's updates went through the GIN indexes' pending lists, which the job merged.
    await db.execute(sql`create extension if not exists pgstattuple`);
    const pending = await db.execute<{ tuples: number }>(
      sql`select pending_tuples::int as tuples from pgstatginindex('recipes_search_vector_idx')`,
    );
    expect(pending[0]?.tuples).toBe(0);
  });
});

describe('view-count job without owning the indexes', () => {
  it('still folds the views, and the merge reports that the role may not instead of failing the job', async () => {
    const role = `kc_not_owner_${process.pid}`;
    const { db } = database.handle;
    await db.execute(sql.raw(`create role ${role} login`));
    await db.execute(sql.raw(`grant select, update on recipes to ${role}`));
    const url = new URL(database.url);
    url.username = role;
    const guest = createDb(url.toString(), { max: 1 });
    try {
      expect(await mergeRecipeIndexPendingLists(guest.db)).toBe(false);
    } finally {
      await guest.close();
      await db.execute(sql.raw(`drop owned by ${role}`));
      await db.execute(sql.raw(`drop role ${role}`));
    }
    expect(await mergeRecipeIndexPendingLists(db)).toBe(true);
  });
});
