import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { createDb } from '@kochclip/db';
import { recipes, users } from '@kochclip/db/schema';
import { seedDemoData } from '@kochclip/db/seed';
import { hashPassword } from '@kochclip/routers/server';
import { createDirectoryStorage } from '@kochclip/server';
import { createTestDatabase } from '../../tests/support/database';
import { syntheticRecipe } from '../bench/synthetic';

export const SOAK_PASSWORD = 'Zwiebelkuchen!42';

export interface TSoakDatabase {
  url: string;
  /** Shared by both app processes, as one bucket would be. */
  mediaDir: string;
  /** Every recipe id, most liked first (visitors open popular recipes more often). */
  recipeIds: number[];
  memberNames: string[];
  drop: () => Promise<void>;
}

const BATCH = 1000;

/**
 * A fresh database on the PostgreSQL server of TEST_DATABASE_ADMIN_URL (default 127.0.0.1:5432), migrated, with the
 * demo data, `recipeCount` synthetic recipes (scripts/bench/synthetic.ts) and `memberCount` members who share one
 * password (hashed once: registering each over HTTP would cost an argon2 hash and the per-address limit each).
 */
export async function prepareSoakDatabase(recipeCount: number, memberCount: number): Promise<TSoakDatabase> {
  const database = await createTestDatabase('kochclip_soak');
  const mediaDir = await mkdtemp(path.join(tmpdir(), 'kochclip-soak-media-'));
  const handle = createDb(database.url, { max: 1 });
  try {
    await seedDemoData(handle.db, { hashPassword, saveImage: createDirectoryStorage(mediaDir).save });
    for (let start = 0; start < recipeCount; start += BATCH) {
      const batch = Array.from({ length: Math.min(BATCH, recipeCount - start) }, (_, k) => ({
        ...syntheticRecipe(start + k),
        source: 'seed' as const,
      }));
      await handle.db.insert(recipes).values(batch);
    }
    const passwordHash = await hashPassword(SOAK_PASSWORD);
    const memberNames = Array.from({ length: memberCount }, (_, i) => `soak_${i}`);
    for (let start = 0; start < memberCount; start += BATCH) {
      const names = memberNames.slice(start, start + BATCH);
      await handle.db
        .insert(users)
        .values(names.map((username) => ({ username, email: `${username}@example.de`, passwordHash })));
    }
    await handle.db.execute(sql`vacuum analyze`);
    const rows = await handle.db
      .select({ id: recipes.id })
      .from(recipes)
      .orderBy(sql`${recipes.likeCount} desc, ${recipes.id}`);
    return {
      url: database.url,
      mediaDir,
      recipeIds: rows.map((row) => row.id),
      memberNames,
      drop: async () => {
        await database.drop();
        await rm(mediaDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await database.drop();
    throw error;
  } finally {
    await handle.close();
  }
}

/**
 * Connections of the apps that sit in an open transaction although no request is running one: what a transaction
 * whose BEGIN lost its connection's reservation leaves behind (postgres.js, porsager/postgres#823 and #1189).
 */
export async function idleInTransaction(url: string): Promise<number> {
  const client = postgres(url, { max: 1, onnotice: () => undefined });
  try {
    const [row] = await client<{ n: number }[]>`
      select count(*)::int as n from pg_stat_activity
      where datname = current_database() and state like 'idle in transaction%' and pid <> pg_backend_pid()`;
    return row?.n ?? 0;
  } finally {
    await client.end();
  }
}
