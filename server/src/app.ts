import { existsSync } from 'node:fs';
import type { RequestListener } from 'node:http';
import path from 'node:path';
import type { TRPCError } from '@trpc/server';
import { createExpressMiddleware } from '@trpc/server/adapters/express';
import compression from 'compression';
import express from 'express';
import type postgres from 'postgres';
import type { TDb } from '@kochclip/db';
import type { TAdminTools } from '@kochclip/routers/admin/admin-tools';
import type { TAppConfig } from '@kochclip/routers/context';
import type { TRecipeCreator } from '@kochclip/routers/create/creator';
import type { TJobQueue } from '@kochclip/routers/create/job-queue';
import type { TPushGateway } from '@kochclip/routers/social/push/push-gateway';
import { AppError, appErrorOf } from '@kochclip/routers/errors';
import { appRouter } from '@kochclip/routers';
import { createContextFactory } from './context';
import { ROOT_DIR } from './env';
import { docsRouter, openApiDocument } from './http/docs';
import { errorHandler, sendApiError } from './http/errors';
import { MAX_JSON_BYTES } from './http/json-body';
import { originCheck, securityHeaderList } from './http/security';
import type { TLifecycle } from './lifecycle';
import { webAppRouter } from './http/web-app';
import { trpcGuard } from './http/trpc-guard';
import { audioClipRoute } from './http/audio-clips';
import { apiFallback } from './rest/api-fallback';
import { restApi, type TRestApiDeps } from './rest/rest-api';
import type { TOpenAiConfig } from './services/ai/openai-engine';
import type { TStripeBilling } from './services/payments/stripe-payments';
import { createRecipeCreator } from './services/recipe-creator';
import type { TServerSpeech } from './services/speech/speech-cache';
import { MEDIA_PATH, type TStorage } from './services/storage';
import { analyzeFileHandler } from './uploads/analyze-file';
import { registerCommunityUploads } from './uploads/community-uploads';
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
  /** PUBLIC_ORIGIN: an https origin makes the session cookie Secure and turns on HSTS, also behind a proxy that sends no X-Forwarded-Proto. */
  publicOrigin?: string;
  log: (line: string) => void;
  webDistDir?: string;
  /** LLM settings; null or absent means the built-in engine (parser, OCR, community search). */
  ai?: TOpenAiConfig | null;
  /** Replaces the default recipe creator built from `storage` and `ai`. */
  creator?: TRecipeCreator;
  /** Tells readiness that the process is draining before a stop; absent, it never is. */
  lifecycle?: TLifecycle;
  /** Background jobs on pg-boss; absent, nothing is enqueued. */
  jobs?: TJobQueue;
  /** Web push (VAPID key, endpoint policy); absent, the push procedures answer 503. */
  push?: TPushGateway;
  /** Read-aloud synthesis with its cache and clip route; absent, playlists answer 503. */
  speech?: TServerSpeech;
  /** Stripe; absent or null, payment calls answer 503 'Zahlungen sind derzeit nicht eingerichtet.'. */
  billing?: TStripeBilling | null;
  admin?: TAdminTools;
}

export const WEB_DIST_DIR = path.join(ROOT_DIR, 'web', 'dist');

/** A rate-limited tRPC call (failed logins, creation bursts) tells the client when to try again (REST: sendApiError). */
function retryAfter({ errors }: { errors: TRPCError[] }): { headers?: Record<string, string> } {
  if (errors.length === 0) return {};
  const seconds = Math.max(...errors.map((error) => appErrorOf(error)?.retryAfterSeconds ?? 0));
  return seconds > 0 ? { headers: { 'Retry-After': String(seconds) } } : {};
}

/**
 * The server's request listener: the REST layer answers the procedures' routes first (rest-api.ts), Express
 * everything else.
 */
export function createApp(deps: TAppDeps): RequestListener {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.trustProxy);
  app.set('query parser', 'simple');
  // What every response gets, for Express's answers and the REST layer's alike:
  // - the security headers (HSTS when the request or the public origin is HTTPS);
  // - `Connection: close` while draining;
  // - compression, only for requests that accept an encoding: the others skip its wrapper around write and end
  //   (about 2 % of a recipe detail's CPU), and answers it would not touch need no `Vary` from it.
  // In Express it is one layer: each layer costs a path match per request.
  const httpsOrigin = deps.publicOrigin?.startsWith('https://') ?? false;
  const isDraining = deps.lifecycle?.isDraining ?? (() => false);
  const baseHeaders = (secure: boolean): readonly string[] => {
    const headers = securityHeaderList(httpsOrigin || secure);
    return isDraining() ? [...headers, 'Connection', 'close'] : headers;
  };
  const compress = compression();
  app.use((req, res, next) => {
    const headers = baseHeaders(req.secure);
    for (let i = 0; i < headers.length; i += 2) res.setHeader(headers[i] as string, headers[i + 1] as string);
    if (req.headers['accept-encoding']) return compress(req, res, next);
    next();
  });

  const creator = deps.creator ?? createRecipeCreator({ storage: deps.storage, ai: deps.ai ?? null, log: deps.log });
  const allergyInterpreter = deps.ai ? createAllergyInterpreter(deps.ai, deps.log) : undefined;
  const createContext = createContextFactory({
    db: deps.db,
    config: deps.config,
    creator,
    jobs: deps.jobs,
    secureCookies: deps.publicOrigin?.startsWith('https:') ?? false,
    media: deps.storage,
    payments: deps.billing?.payments,
    allergyInterpreter,
    push: deps.push,
    speech: deps.speech,
    admin: deps.admin,
  });

  // The procedures' REST routes are answered before Express (below). Methods and paths the table does not hold
  // (health, docs, the uploads, which are all POSTs no procedure declares, checked by
  // tests/unit/rest-route-table.test.ts) come here.
  app.use(['/api', '/trpc'], originCheck(deps.allowedOrigins));

  app.get('/api/health/live', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/api/health/ready', async (_req, res) => {
    if (isDraining()) {
      res.status(503).json({ status: 'draining', message: 'Der Server fährt gerade herunter.' });
      return;
    }
    try {
      await deps.sql`select 1`;
      res.json({ status: 'ok', database: 'ok' });
    } catch {
      res.status(503).json({ status: 'error', database: 'nicht erreichbar' });
    }
  });

  // Media files are read-only: another method gets the German 405 with `Allow`, as on /api (static serving sent an empty one).
  app.use(MEDIA_PATH, (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    res.setHeader('Allow', 'GET, HEAD');
    sendApiError(
      req,
      res,
      new AppError('METHOD_NOT_SUPPORTED', `Die Methode ${req.method} ist für Mediendateien nicht erlaubt (erlaubt: GET, HEAD).`),
    );
  });
  if (deps.speech) app.use(MEDIA_PATH, audioClipRoute(deps.speech));
  app.use(MEDIA_PATH, deps.storage.handler());
  app.use('/api', docsRouter());

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
  registerCommunityUploads(app, { createContext, log: deps.log, storage: deps.storage });
  app.post(
    '/api/webhooks/stripe',
    ...stripeWebhookRoute({ db: deps.db, parseWebhook: deps.billing?.parseWebhook ?? null, log: deps.log }),
  );
  registerProfileUploads(app, { createContext, log: deps.log, storage: deps.storage });
  app.use('/api', apiFallback(openApiDocument()));

  const webDist = deps.webDistDir ?? WEB_DIST_DIR;
  if (existsSync(path.join(webDist, 'index.html'))) {
    // The service worker must be revalidated on every check, or browsers keep an old app shell for up to a day.
    app.get('/sw.js', (_req, res) => {
      res.sendFile(path.join(webDist, 'sw.js'), { maxAge: 0, headers: { 'Service-Worker-Allowed': '/' } });
    });
    app.use(webAppRouter(webDist));
  }

  app.use(errorHandler(deps.log));

  const rest = restApi({
    router: appRouter,
    createContext,
    log: deps.log,
    allowedOrigins: deps.allowedOrigins,
    trustProxy: deps.trustProxy,
    baseHeaders,
    // compression is a connect middleware: it reads and wraps only node's own request and response.
    compress: compress as unknown as TRestApiDeps['compress'],
  });
  return (req, res) => {
    if (!rest(req, res)) app(req, res);
  };
}
