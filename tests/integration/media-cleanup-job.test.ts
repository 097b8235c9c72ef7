import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challenges, challengeSubmissions, recipes, userImages, users } from '@kochclip/db/schema';
import {
  startBackgroundJobs,
  type TBackgroundJobs,
  MEDIA_CLEANUP_QUEUE,
  removeOrphanedMedia,
  createDirectoryStorage,
} from '@kochclip/server';
import { isolatedDatabase, type TIsolatedDb } from '../support/isolated-db';

let database: TIsolatedDb;
let mediaDir: string;
let jobs: TBackgroundJobs;
beforeAll(async () => {
  database = await isolatedDatabase('kochclip_it_media_cleanup');
  mediaDir = await mkdtemp(path.join(tmpdir(), 'kochclip-media-cleanup-'));
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

const TWO_DAYS_AGO = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);

async function file(name: string, modifiedAt = TWO_DAYS_AGO): Promise<string> {
  const target = path.join(mediaDir, name);
  await writeFile(target, 'x');
  await utimes(target, modifiedAt, modifiedAt);
  return `/media/${name}`;
}

describe('orphaned media cleanup', () => {
  it('is scheduled daily in Berlin time when the jobs start', async () => {
    const schedules = await jobs.boss.getSchedules(MEDIA_CLEANUP_QUEUE);
    expect(schedules).toEqual([
      expect.objectContaining({ name: MEDIA_CLEANUP_QUEUE, cron: '45 4 * * *', timezone: 'Europe/Berlin' }),
    ]);
  });

  it('removes day-old media files no row references and keeps referenced, young and foreign files', async () => {
    const { db } = database.handle;
    const [user] = await db
      .insert(users)
      .values({
        username: 'fotograf',
        email: 'fotograf@example.de',
        passwordHash: 'x',
        profileImageUrl: await file('avatar-a.webp'),
        headerImageUrl: await file('header-a.webp'),
      })
      .returning({ id: users.id });
    if (!user) throw new Error('insert failed');
    const [recipe] = await db
      .insert(recipes)
      .values({
        title: 'Bebildert',
        source: 'prompt',
        imageUrl: await file('recipe-a.webp'),
        thumbnailUrl: await file('recipe-a-thumb.webp'),
      })
      .returning({ id: recipes.id });
    if (!recipe) throw new Error('insert failed');
    await db.insert(userImages).values({ recipeId: recipe.id, userId: user.id, imageUrl: await file('community-a.webp') });
    await file('community-a-thumb.webp');
    const [challenge] = await db
      .insert(challenges)
      .values({ title: 'Challenge', description: 'x', startDate: new Date(), endDate: new Date(Date.now() + 1e9) })
      .returning({ id: challenges.id });
    if (!challenge) throw new Error('insert failed');
    await db
      .insert(challengeSubmissions)
      .values({ challengeId: challenge.id, userId: user.id, imageUrl: await file('challenge-a.webp') });
    await file('avatar-a-thumb.webp');

    const orphans = [
      'recipe-alt.webp',
      'recipe-alt-thumb.webp',
      'recipe-alt.svg',
      'community-alt.jpg',
      'header-alt.png',
      'challenge-alt.gif',
    ];
    for (const name of orphans) await file(name);
    await file('recipe-neu.webp', new Date());
    await file('seed-kartoffelsalat.svg');
    await file('audio-rezept-1.mp3');
    await file('recipe-notiz.txt');

    expect(await removeOrphanedMedia({ db, storage: createDirectoryStorage(mediaDir) })).toBe(orphans.length);

    expect((await readdir(mediaDir)).toSorted()).toEqual(
      [
        'audio-rezept-1.mp3',
        'avatar-a-thumb.webp',
        'avatar-a.webp',
        'challenge-a.webp',
        'community-a-thumb.webp',
        'community-a.webp',
        'header-a.webp',
        'recipe-a-thumb.webp',
        'recipe-a.webp',
        'recipe-neu.webp',
        'recipe-notiz.txt',
        'seed-kartoffelsalat.svg',
      ].toSorted(),
    );
  });
});
