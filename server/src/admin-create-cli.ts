import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { createDb, migrateDatabase } from '@kochclip/db';
import { bootstrapAdmin } from './admin-bootstrap';
import { runningEmbeddedUrl, startEmbeddedPostgres } from './embedded-postgres';
import { loadEnv } from './env';

/**
 * npm run admin:create [-- --username NAME --password PASSWORT --email ADRESSE]: creates the first admin (or
 * makes an existing member one) in DATABASE_URL or the embedded database of DATA_DIR; asks for what is missing.
 */
const say = (line: string) => process.stdout.write(`${line}\n`);
const { values } = parseArgs({ options: { username: { type: 'string' }, password: { type: 'string' }, email: { type: 'string' } } });

/** Reads answers through the line iterator, which buffers: piped answers arrive before the questions are asked. */
async function askMissing() {
  const prompt = createInterface({ input: process.stdin, terminal: false });
  const lines = prompt[Symbol.asyncIterator]();
  const ask = async (question: string) => {
    process.stdout.write(question);
    const answer = await lines.next();
    return answer.done ? '' : String(answer.value).trim();
  };
  try {
    const username = values.username ?? (await ask('Benutzername des Admins: '));
    const email = values.email ?? ((await ask('E-Mail-Adresse (leer lassen, um keine anzugeben): ')) || undefined);
    const password = values.password ?? (await ask('Passwort (mindestens 6 Zeichen): '));
    return { username, email, password };
  } finally {
    prompt.close();
  }
}

async function main(): Promise<void> {
  const env = loadEnv();
  const { username, email, password } = values.username && values.password ? { username: values.username, email: values.email, password: values.password } : await askMissing();

  let embedded: Awaited<ReturnType<typeof startEmbeddedPostgres>> | null = null;
  let url = env.DATABASE_URL ?? (await runningEmbeddedUrl(env.DATA_DIR, env.EMBEDDED_PG_PORT));
  if (!url) {
    embedded = await startEmbeddedPostgres(env.DATA_DIR, env.EMBEDDED_PG_PORT, say);
    url = embedded.url;
  }
  const { db, close } = createDb(url, { max: 1 });
  try {
    await migrateDatabase(url);
    say(await bootstrapAdmin(db, { username, password, email }));
  } finally {
    await close();
    await embedded?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
