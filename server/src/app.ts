import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TRPCError } from '@trpc/server';
import { createExpressMiddleware } from '@trpc/server/adapters/express';
import express, { type Express } from 'express';
import type postgres from 'postgres';
import type { TDb } from '../../db/src';
import type { TAppConfig } from '../../routers/src/context';
import type { TRecipeCreator } from '../../routers/src/create/creator';
import type { TJobQueue } from '../../routers/src/create/job-queue';
import { appErrorOf } from '../../routers/src/errors';
import { appRouter } from '../../routers/src/root';
import { createContextFactory } from './context';
import { ROOT_DIR } from './env';
import { docsRouter, openApiDocument } from './http/docs';
import { errorHandler } from './http/errors';
import { MAX_JSON_BYTES } from './http/json-body';
import { originCheck, securityHeaders } from './http/security';
import { trpcGuard } from './http/trpc-guard';
import { apiFallback } from './rest/api-fallback';
import { restApi } from './rest/rest-api';
import type { TOpenAiConfig } from './services/ai/openai-engine';
import type { TStripeBilling } from './services/payments/stripe-payments';
import { createRecipeCreator } from './services/recipe-creator';
import { MEDIA_PATH, type TStorage } from './services/storage';
import { analyzeFileHandler } from './uploads/analyze-file';
import { stripeWebhookRoute } from './webhooks/stripe-webhook';
import { createAllergyInterpreter } from './services/ai/openai/allergy-interpreter';
import { registerProfileUploads } from './uploads/profile-uploads';

export interface TAppDeps {
  db: TDb;
  sql: postgres.Sql;
  storage: TStorage;
  config: TAppConfig;
  allowedOrigins: readonly string[];
  trustProxy: boolean;
  log: (line: string) => void;
  webDistDir?: string;
  /** LLM settings; null or absent means the built-in engine (parser, OCR, community search). */
  ai?: TOpenAiConfig | null;
  /** Replaces the default recipe creator built from `storage` and `ai`. */
  creator?: TRecipeCreator;
  /** Background jobs on pg-boss; absent, nothing is enqueued. */
  jobs?: TJobQueue;
  /** Stripe; absent or null, payment calls answer 503 'Zahlungen sind derzeit nicht eingerichtet.'. */
  billing?: TStripeBilling | null;
}

export const WEB_DIST_DIR = path.join(ROOT_DIR, 'web', 'dist');

/** A rate-limited tRPC call (failed logins, creation bursts) tells the client when to try again (REST: sendApiError). */
function retryAfter({ errors }: { errors: TRPCError[] }): { headers?: Record<string, string> } {
  if (errors.length === 0) return {};
  const seconds = Math.max(...errors.map((error) => appErrorOf(error)?.retryAfterSeconds ?? 0));
  return seconds > 0 ? { headers: { 'Retry-After': String(seconds) } } : {};
}

export function createApp(deps: TAppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.trustProxy);
  app.set('query parser', 'simple');
  app.use(securityHeaders);

  app.get('/api/health/live', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/api/health/ready', async (_req, res) => {
    try {
      await deps.sql`select 1`;
      res.json({ status: 'ok', database: 'ok' });
    } catch {
      res.status(503).json({ status: 'error', database: 'nicht erreichbar' });
    }
  });

  app.use(MEDIA_PATH, deps.storage.handler());
  app.use(['/api', '/trpc'], originCheck(deps.allowedOrigins));
  app.use('/api', docsRouter());

  const creator = deps.creator ?? createRecipeCreator({ storage: deps.storage, ai: deps.ai ?? null, log: deps.log });
  const allergyInterpreter = deps.ai ? createAllergyInterpreter(deps.ai, deps.log) : undefined;
  const createContext = createContextFactory({
    db: deps.db,
    config: deps.config,
    creator,
    jobs: deps.jobs,
    payments: deps.billing?.payments,
    allergyInterpreter,
  });
  const onError = ({ error, path: procedure }: { error: { code: string; cause?: unknown }; path?: string }) => {
    if (error.code === 'INTERNAL_SERVER_ERROR') {
      const cause = error.cause instanceof Error ? (error.cause.stack ?? error.cause.message) : String(error.cause);
      deps.log(`Fehler in ${procedure ?? 'unbekannt'}: ${cause}`);
    }
  };

  app.use('/trpc', trpcGuard(appRouter));
  app.use(
    '/trpc',
    createExpressMiddleware({
      router: appRouter,
      createContext: ({ req, res }) => createContext(req, res, 'trpc'),
      responseMeta: retryAfter,
      onError,
      maxBodySize: MAX_JSON_BYTES,
    }),
  );

  app.post('/api/analyze-file', analyzeFileHandler({ createContext, log: deps.log }));
  app.post('/api/webhooks/stripe', ...stripeWebhookRoute({ db: deps.db, parseWebhook: deps.billing?.parseWebhook ?? null, log: deps.log }));
  registerProfileUploads(app, { createContext, log: deps.log, storage: deps.storage });
  app.use('/api', restApi({ router: appRouter, createContext, log: deps.log }));
  app.use('/api', apiFallback(openApiDocument()));

  const webDist = deps.webDistDir ?? WEB_DIST_DIR;
  if (existsSync(path.join(webDist, 'index.html'))) {
    app.use(express.static(webDist, { index: false, maxAge: '1h' }));
    app.get('/{*splat}', (_req, res) => {
      res.sendFile(path.join(webDist, 'index.html'), { maxAge: 0 });
    });
  }

  app.use(errorHandler(deps.log));
  return app;
}
