import postgres from 'postgres';
import { migrateDatabase } from '@kochclip/db';

/** Tests run against the real PostgreSQL server; TEST_DATABASE_ADMIN_URL points elsewhere if needed. */
export const ADMIN_URL = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TTestDatabase {
  url: string;
  drop: () => Promise<void>;
}

/** A fresh, empty database (no table, every migration pending): its name and URL. */
export async function createEmptyDatabase(prefix: string): Promise<{ name: string; url: string }> {
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => undefined });
  try {
    await admin.unsafe(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

/** A fresh, migrated database for one test run. */
export async function createTestDatabase(prefix: string): Promise<TTestDatabase> {
  const { name, url } = await createEmptyDatabase(prefix);
  await migrateDatabase(url);
  return {
    url,
    drop: async () => {
      const sql = postgres(ADMIN_URL, { max: 1, onnotice: () => undefined });
      try {
        await sql.unsafe(`drop database if exists ${name} with (force)`);
      } finally {
        await sql.end();
      }
    },
  };
}
