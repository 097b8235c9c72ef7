import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import type { Server } from 'node:http';
import { createDb, describeCauses, migrateDatabase, waitForDatabase } from '@kochclip/db';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoData } from '@kochclip/db/seed';
import { DEFAULT_LOGIN_LIMITS, DEFAULT_ACCOUNT_MAIL_LIMITS, hashPassword } from '@kochclip/routers/server';
import { bootstrapAdmin } from './admin-bootstrap';
import { createApp } from './app';
import { startEmbeddedPostgres } from './embedded-postgres';
import { loadEnv, type TEnv } from './env';
import { startBackgroundJobs } from './jobs';
import type { Logger } from 'pino';
import { connectionBudget } from './database/connection-budget';
import { createLogger } from './observability/logger';
import { metricsRoute, serveClusterMetrics } from './observability/metrics';
import { requestLog } from './observability/request-log';
import { createDrainController } from './lifecycle';
import type { TImageAiConfig } from './adapters/ai/openai/image-generator';
import { createPushGateway } from './adapters/push/push-gateway';
import { resolveVapidKeys } from './adapters/push/vapid-keys';
import { speechEngineFor } from './adapters/speech';
import { createCachedSpeech } from './adapters/speech/speech-cache';
import { closeMediaPool, configureMediaPool } from './adapters/media/media-pool';
import { createStripeBilling, type TStripeBilling } from './adapters/payments/stripe-payments';
import { createHttpServer } from './http/http-server';
import { superviseWorkers } from './supervisor';
import { createAdminTools } from './adapters/admin-tools';
import { createMailSender } from './adapters/mail/mail-sender';
import { mediaStoresFor } from './adapters/storage/select-storage';
import { createLegalPages } from './legal/legal-pages';
import { privacyFactsOf } from './legal/privacy-facts';

/** Plain lines until the settings are read; then the process's pino logger (observability/logger.ts). */
let logger: Logger | null = null;
const log = (line: string) => (logger ? logger.info(line) : console.log(line));

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
 * embedded-postgres installs async-exit-hook when it is loaded (in startEmbeddedPostgres), which calls
 * process.exit(143) right after its own hook, cutting a graceful shutdown (running jobs, open requests) short. We
 * stop the embedded server ourselves.
 */
function takeOverSignal(signal: NodeJS.Signals, handler: () => void): void {
  for (const listener of process.listeners(signal)) process.removeListener(signal, listener);
  process.on(signal, handler);
}

/** A worker exits with this code when starting cannot succeed however often it is tried (the port is taken). */
const EXIT_CANNOT_START = 78;

function describeError(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

/**
 * The primary process of `npm start`: the embedded database (when no DATABASE_URL is set), migrations, demo data
 * and the first admin once, then WEB_CONCURRENCY workers under the supervisor. SIGTERM drains every worker, then
 * stops the embedded database.
 */
async function runPrimary(env: TEnv): Promise<void> {
  const embedded = env.DATABASE_URL
    ? null
    : await startEmbeddedPostgres(env.DATA_DIR, env.EMBEDDED_PG_PORT, log).catch((error: unknown) => {
        throw new Error(
          `Die eingebettete PostgreSQL-Datenbank konnte nicht starten (Port ${env.EMBEDDED_PG_PORT} belegt? Daten in ${env.DATA_DIR}). ${error instanceof Error ? error.message : typeof error === 'string' ? error : ''}`,
        );
      });
  const databaseUrl = env.DATABASE_URL ?? embedded?.url;
  if (!databaseUrl) throw new Error('Keine Datenbank konfiguriert.');

  // Migrations hold a session advisory lock, which PgBouncer in transaction mode cannot keep: DATABASE_DIRECT_URL.
  const sessionUrl = env.DATABASE_DIRECT_URL ?? databaseUrl;
  await waitForDatabase(sessionUrl, {
    timeoutMs: env.DATABASE_STARTUP_WAIT_SECONDS * 1000,
    connectTimeoutSeconds: env.DATABASE_CONNECT_TIMEOUT_SECONDS,
    log,
  });
  await migrateDatabase(sessionUrl);
  const setup = createDb(sessionUrl, { max: 1, connectTimeoutSeconds: env.DATABASE_CONNECT_TIMEOUT_SECONDS });
  try {
    if (env.SEED_DEMO_DATA) {
      const { seeded } = await seedDemoData(setup.db, { hashPassword, saveImage: mediaStoresFor(env).storage.save });
      if (seeded) log('Demo-Daten angelegt.');
    }
    if (env.ADMIN_USERNAME && env.ADMIN_PASSWORD) {
      log(await bootstrapAdmin(setup.db, { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD, email: env.ADMIN_EMAIL }));
    }
    // Generated once here, so every worker signs with the same pair.
    await resolveVapidKeys(setup.db, { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY });
  } finally {
    await setup.close();
  }

  let stopping = false;
  const stopAll = (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    void supervisor
      .stop()
      .then(() => embedded?.stop())
      .then(
        () => process.exit(exitCode),
        (error: unknown) => {
          console.error(`Herunterfahren unvollständig: ${describeError(error)}`);
          process.exit(1);
        },
      );
    setTimeout(() => process.exit(1), (env.SHUTDOWN_DRAIN_SECONDS + 30) * 1000).unref();
  };
  serveClusterMetrics();
  const supervisor = superviseWorkers({
    workers: env.WEB_CONCURRENCY,
    // The session secret is generated per process when not set: the workers must share the primary's.
    env: { DATABASE_URL: databaseUrl, SESSION_SECRET: env.SESSION_SECRET },
    log,
    onCannotStart: () => stopAll(1),
    cannotStartCode: EXIT_CANNOT_START,
  });
  takeOverSignal('SIGTERM', () => {
    log('SIGTERM empfangen, fahre alle Worker herunter …');
    stopAll(0);
  });
  takeOverSignal('SIGINT', () => {
    log('SIGINT empfangen, fahre alle Worker herunter …');
    stopAll(0);
  });

  await supervisor.listening;
  const publicOrigin = env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`;
  const images = imageAiConfig(env);
  log('');
  log(`Kochclip läuft: ${publicOrigin}`);
  log(`API-Dokumentation: ${publicOrigin}/api/docs`);
  log(`Prozesse: ${env.WEB_CONCURRENCY} Worker unter dem Node-Cluster (WEB_CONCURRENCY), abgestürzte werden ersetzt`);
  const perWorker = connectionBudget(env.DATABASE_POOL_MAX, env.WEB_CONCURRENCY);
  log(
    `Datenbank: ${embedded ? `eingebettetes PostgreSQL (${env.DATA_DIR})` : 'DATABASE_URL'}, höchstens ${env.WEB_CONCURRENCY * (perWorker.main + perWorker.list + perWorker.jobs)} Verbindungen (DATABASE_POOL_MAX ${env.DATABASE_POOL_MAX}: je Worker ${perWorker.main} + ${perWorker.list} für Listen + ${perWorker.jobs} für Jobs)`,
  );
  const { storage } = mediaStoresFor(env);
  log(`Medien: ${storage.kind === 's3' ? `S3 (${storage.location})` : storage.location}`);
  log(`Hintergrundjobs: pg-boss, KI-Rezeptbilder ${images ? `mit ${images.model}` : 'aus'}`);
  log(`E-Mail: ${env.SMTP_URL ? 'über SMTP_URL' : `keine SMTP_URL, E-Mails als .eml-Dateien in ${env.MAIL_DIR}`}`);
  log(`Zahlungen: ${env.STRIPE_SECRET_KEY ? 'Stripe' : 'nicht eingerichtet (STRIPE_SECRET_KEY fehlt)'}`);
  if (env.SEED_DEMO_DATA) {
    log(
      `Demo-Logins (Passwort „${DEMO_PASSWORD}“): ${DEMO_USERS.map((u) => `${u.username}${u.role === 'admin' ? ' (Admin)' : u.isPremium ? ' (Premium)' : ''}`).join(', ')}`,
    );
  }
}

/** One worker: the app on the shared port, its background jobs and pools; SIGTERM drains it and stops it cleanly. */
async function runWorker(env: TEnv): Promise<void> {
  const databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) throw new Error('Keine Datenbank konfiguriert.');
  const connections = connectionBudget(env.DATABASE_POOL_MAX, env.WEB_CONCURRENCY);
  const { db, sql, close } = createDb(databaseUrl, {
    max: connections.main,
    listMax: connections.list,
    applicationName: 'kochclip',
    idleTimeoutSeconds: env.DATABASE_IDLE_TIMEOUT_SECONDS,
    connectTimeoutSeconds: env.DATABASE_CONNECT_TIMEOUT_SECONDS,
    statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    prepare: env.DATABASE_PREPARE,
  });
  const { storage, previous } = mediaStoresFor(env);
  // MEDIA_PROCESSES is per worker; unset, the workers share the cores between them.
  configureMediaPool({
    processes: env.MEDIA_PROCESSES ?? Math.max(1, Math.round(availableParallelism() / env.WEB_CONCURRENCY)),
    maxQueue: env.MEDIA_QUEUE_LENGTH,
    taskTimeoutMs: env.MEDIA_TASK_TIMEOUT_SECONDS * 1000,
    queueTimeoutMs: env.MEDIA_TASK_TIMEOUT_SECONDS * 1000,
    maxHeapMb: env.MEDIA_HEAP_MB,
    maxRssMb: env.MEDIA_RSS_MB,
    log,
  });
  const images = imageAiConfig(env);
  const vapid = await resolveVapidKeys(db, { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY });
  const push = { vapid, subject: env.VAPID_SUBJECT, policy: {} };
  const publicOrigin = env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`;
  const mail = {
    sender: createMailSender({ smtpUrl: env.SMTP_URL ?? null, from: env.MAIL_FROM, mailDir: env.MAIL_DIR, log }),
    origin: publicOrigin,
  };
  const jobs = await startBackgroundJobs({
    databaseUrl: env.DATABASE_DIRECT_URL ?? databaseUrl,
    maxConnections: connections.jobs,
    applicationName: 'kochclip:jobs',
    db,
    storage,
    log,
    images,
    push,
    mail,
    dataExports: { secret: env.SESSION_SECRET, publicOrigin },
  });

  const drainer = createDrainController({ drainSeconds: env.SHUTDOWN_DRAIN_SECONDS, log });
  const ai =
    env.OPENAI_API_KEY || env.OPENAI_BASE_URL
      ? {
          apiKey: env.OPENAI_API_KEY,
          baseUrl: env.OPENAI_BASE_URL,
          model: env.OPENAI_MODEL,
          visionModel: env.OPENAI_VISION_MODEL,
          timeoutMs: env.OPENAI_TIMEOUT_MS,
        }
      : null;
  const speechEngine = speechEngineFor(env);
  const app = createApp({
    db,
    sql,
    storage,
    config: {
      freeAiGenerationsPerMonth: env.FREE_AI_GENERATIONS_PER_MONTH,
      premiumAiGenerationsPerMonth: 100,
      recipeCreationsPerMinute: 10,
      loginLimits: DEFAULT_LOGIN_LIMITS,
      registrationsPerHour: env.REGISTRATIONS_PER_HOUR_PER_ADDRESS,
      accountMailLimits: DEFAULT_ACCOUNT_MAIL_LIMITS,
      writeBudgets: {
        comment: env.WRITE_BUDGET_COMMENTS,
        rating: env.WRITE_BUDGET_RATINGS,
        communityPhoto: env.WRITE_BUDGET_COMMUNITY_PHOTOS,
        challengeEntry: env.WRITE_BUDGET_CHALLENGE_ENTRIES,
        collection: env.WRITE_BUDGET_COLLECTIONS,
        cookbook: env.WRITE_BUDGET_COOKBOOKS,
        follow: env.WRITE_BUDGET_FOLLOWS,
        shoppingList: env.WRITE_BUDGET_SHOPPING_LISTS,
        mealPlan: env.WRITE_BUDGET_MEAL_PLAN,
        recipeEdit: env.WRITE_BUDGET_RECIPE_EDITS,
      },
      referralWeeksPerMonth: env.REFERRAL_WEEKS_PER_MONTH,
      secret: env.SESSION_SECRET,
    },
    ai,
    allowedOrigins: [publicOrigin],
    publicOrigin,
    serverRenderTimeoutMs: env.SSR_TIMEOUT_MS,
    trustProxy: env.TRUST_PROXY,
    jobs: jobs.queue,
    lifecycle: drainer.lifecycle,
    push: createPushGateway(vapid, push.policy),
    speech: createCachedSpeech({ db, storage, engine: speechEngine, log }),
    billing: stripeBilling(env, publicOrigin),
    admin: createAdminTools({ storage, previous, ai, images, speech: speechEngine, log }),
    legal: createLegalPages({
      impressumFile: env.IMPRESSUM_FILE,
      datenschutzFile: env.DATENSCHUTZ_FILE,
      sourceUrl: env.SOURCE_URL,
      facts: privacyFactsOf(env),
      log,
    }),
    log,
    layers: [
      requestLog({ logger: logger ?? createLogger({ format: env.LOG_FORMAT, level: env.LOG_LEVEL }), log: env.LOG_REQUESTS }),
      metricsRoute({ token: env.METRICS_TOKEN, source: { sql, jobQueues: () => jobs.boss.getQueues() } }),
    ],
  });

  const server: Server = createHttpServer(app, env).listen(env.PORT, env.HOST, () => log(`Worker ${process.pid} bereit.`));
  server.on('error', (error: NodeJS.ErrnoException) => {
    console.error(
      error.code === 'EADDRINUSE'
        ? `Port ${env.PORT} ist belegt. Starte mit einem anderen Port, z. B. PORT=3001 npm start.`
        : error.message,
    );
    void jobs
      .stop()
      .then(close)
      .finally(() => process.exit(error.code === 'EADDRINUSE' || error.code === 'EACCES' ? EXIT_CANNOT_START : 1));
  });

  drainer.attach(server);
  let stopping = false;
  const shutdown = (reason: string, exitCode: number) => {
    if (stopping) return;
    stopping = true;
    log(`${reason}, Worker ${process.pid} fährt herunter …`);
    // Order matters: readiness says 503 and requests in flight finish, then running jobs, then the pools, then the database.
    void (async () => {
      await drainer.drain();
      await jobs.stop();
      await closeMediaPool();
      await close();
      process.exit(exitCode);
    })().catch((error: unknown) => {
      console.error(`Herunterfahren unvollständig: ${describeError(error)}`);
      process.exit(1);
    });
    setTimeout(() => process.exit(1), (env.SHUTDOWN_DRAIN_SECONDS + 15) * 1000).unref();
  };
  takeOverSignal('SIGTERM', () => shutdown('SIGTERM empfangen', 0));
  // Ctrl-C reaches the whole process group; the primary asks each worker to stop with SIGTERM.
  takeOverSignal('SIGINT', () => undefined);
  // After an unexpected error the process state is unknown: log it, stop cleanly, and let the supervisor replace it.
  const crash = (kind: string) => (error: unknown) => {
    console.error(`${kind}: ${describeError(error)}`);
    shutdown(kind, 1);
  };
  process.on('unhandledRejection', crash('Unbehandelte Promise-Ablehnung'));
  process.on('uncaughtException', crash('Unbehandelter Fehler'));
}

async function main(): Promise<void> {
  const env = loadEnv();
  logger = createLogger({ format: env.LOG_FORMAT, level: env.LOG_LEVEL });
  if (cluster.isWorker) await runWorker(env);
  else await runPrimary(env);
}

main().catch((error: unknown) => {
  console.error(describeCauses(error));
  process.exit(1);
});
