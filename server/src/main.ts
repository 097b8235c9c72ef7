import type { Server } from 'node:http';
import { createDb } from '../../db/src';
import { migrateDatabase } from '../../db/src/migrate';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoData } from '../../db/src/seed/seed';
import { DEFAULT_LOGIN_LIMITS } from '../../routers/src/auth/auth.service';
import { hashPassword } from '../../routers/src/auth/password';
import { createApp } from './app';
import { startEmbeddedPostgres } from './embedded-postgres';
import { loadEnv, type TEnv } from './env';
import { startBackgroundJobs } from './jobs';
import type { TImageAiConfig } from './services/ai/openai/image-generator';
import { createStripeBilling, type TStripeBilling } from './services/payments/stripe-payments';
import { createDirectoryStorage } from './services/storage';

const log = (line: string) => console.log(line);

/** Image models often need more than a minute; no member waits for the background job. */
const IMAGE_TIMEOUT_MS = 120_000;

function imageAiConfig(env: TEnv): TImageAiConfig | null {
  if (!env.OPENAI_IMAGE_MODEL || !(env.OPENAI_API_KEY || env.OPENAI_BASE_URL)) return null;
  return {
    apiKey: env.OPENAI_API_KEY,
    baseUrl: env.OPENAI_BASE_URL,
    model: env.OPENAI_IMAGE_MODEL,
    timeoutMs: Math.max(env.OPENAI_TIMEOUT_MS, IMAGE_TIMEOUT_MS),
  };
}

/** Stripe only with a secret key; without one the premium page says payments are not set up. */
function stripeBilling(env: TEnv, publicOrigin: string): TStripeBilling | null {
  if (!env.STRIPE_SECRET_KEY) return null;
  return createStripeBilling({
    secretKey: env.STRIPE_SECRET_KEY,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? null,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? null,
    prices: { monthly: env.STRIPE_PRICE_MONTHLY, yearly: env.STRIPE_PRICE_YEARLY },
    returnUrl: `${publicOrigin}/premium`,
  });
}

/**
 * embedded-postgres installs async-exit-hook when imported, which calls process.exit(143) right after its own
 * hook, cutting a graceful shutdown (running jobs, open requests) short. We stop the embedded server ourselves.
 */
function takeOverSignal(signal: NodeJS.Signals, handler: () => void): void {
  for (const listener of process.listeners(signal)) process.removeListener(signal, listener);
  process.on(signal, handler);
}

async function main(): Promise<void> {
  const env = loadEnv();
  const embedded = env.DATABASE_URL
    ? null
    : await startEmbeddedPostgres(env.DATA_DIR, env.EMBEDDED_PG_PORT, log).catch((error: unknown) => {
        throw new Error(
          `Die eingebettete PostgreSQL-Datenbank konnte nicht starten (Port ${env.EMBEDDED_PG_PORT} belegt? Daten in ${env.DATA_DIR}). ${error instanceof Error ? error.message : typeof error === 'string' ? error : ''}`,
        );
      });
  const databaseUrl = env.DATABASE_URL ?? embedded?.url;
  if (!databaseUrl) throw new Error('Keine Datenbank konfiguriert.');

  await migrateDatabase(databaseUrl);
  const { db, sql, close } = createDb(databaseUrl);
  const storage = createDirectoryStorage(env.UPLOAD_DIR);
  if (env.SEED_DEMO_DATA) {
    const { seeded } = await seedDemoData(db, { hashPassword, saveImage: storage.save });
    if (seeded) log('Demo-Daten angelegt.');
  }

  const images = imageAiConfig(env);
  const jobs = await startBackgroundJobs({ databaseUrl, db, storage, log, images });

  const publicOrigin = env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`;
  const app = createApp({
    db,
    sql,
    storage,
    config: {
      freeAiGenerationsPerMonth: env.FREE_AI_GENERATIONS_PER_MONTH,
      premiumAiGenerationsPerMonth: 100,
      recipeCreationsPerMinute: 10,
      loginLimits: DEFAULT_LOGIN_LIMITS,
      secret: env.SESSION_SECRET,
    },
    ai:
      env.OPENAI_API_KEY || env.OPENAI_BASE_URL
        ? {
            apiKey: env.OPENAI_API_KEY,
            baseUrl: env.OPENAI_BASE_URL,
            model: env.OPENAI_MODEL,
            visionModel: env.OPENAI_VISION_MODEL,
            timeoutMs: env.OPENAI_TIMEOUT_MS,
          }
        : null,
    allowedOrigins: [publicOrigin],
    trustProxy: env.TRUST_PROXY,
    jobs: jobs.queue,
    billing: stripeBilling(env, publicOrigin),
    log,
  });

  const server: Server = app.listen(env.PORT, env.HOST, () => {
    log('');
    log(`Kochclip läuft: ${publicOrigin}`);
    log(`API-Dokumentation: ${publicOrigin}/api/docs`);
    log(`Datenbank: ${embedded ? `eingebettetes PostgreSQL (${env.DATA_DIR})` : 'DATABASE_URL'}`);
    log(`Hintergrundjobs: pg-boss, KI-Rezeptbilder ${images ? `mit ${images.model}` : 'aus'}`);
    log(`Zahlungen: ${env.STRIPE_SECRET_KEY ? 'Stripe' : 'nicht eingerichtet (STRIPE_SECRET_KEY fehlt)'}`);
    if (env.SEED_DEMO_DATA) {
      log(
        `Demo-Logins (Passwort „${DEMO_PASSWORD}“): ${DEMO_USERS.map((u) => `${u.username}${u.role === 'admin' ? ' (Admin)' : u.isPremium ? ' (Premium)' : ''}`).join(', ')}`,
      );
    }
  });

  server.on('error', (error: NodeJS.ErrnoException) => {
    console.error(
      error.code === 'EADDRINUSE'
        ? `Port ${env.PORT} ist belegt. Starte mit einem anderen Port, z. B. PORT=3001 npm start.`
        : error.message,
    );
    void jobs
      .stop()
      .then(close)
      .then(() => embedded?.stop())
      .finally(() => process.exit(1));
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal} empfangen, fahre herunter …`);
    // Order matters: no new requests, then running jobs finish, then the pools close, then the database stops.
    server.close(() => {
      void (async () => {
        await jobs.stop();
        await close();
        await embedded?.stop();
        process.exit(0);
      })();
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(1), 15_000).unref();
  };
  takeOverSignal('SIGTERM', () => shutdown('SIGTERM'));
  takeOverSignal('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
