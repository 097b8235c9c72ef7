import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TRPCError } from '@trpc/server';
import compression from 'compression';
import express, { type Express, type RequestHandler } from 'express';
import type postgres from 'postgres';
import type { TDb } from '@kochclip/db';
import type { TAdminTools, TRecipeCreator, TJobQueue, TPushGateway, TLegalPages } from '@kochclip/routers/ports';
import type { TAppConfig } from '@kochclip/routers/server';
import { AppError, appErrorOf } from '@kochclip/routers/errors';
import { appRouter, createCaller, expressPathOf, RAW_ROUTES } from '@kochclip/routers';
import { createContextFactory } from './context';
import { DEFAULT_SOURCE_URL, ROOT_DIR } from './env';
import { docsRouter, openApiDocument } from './http/docs';
import { errorHandler } from './http/errors';
import { requestScope } from './http/request-scope';
import { baseHeaders, originCheck } from './http/security';
import type { TLifecycle } from './lifecycle';
import { webAppRouter } from './http/web-app';
import { publicPages } from './http/public-pages/public-pages';
import { serverRenderFrom } from './http/public-pages/server-render';
import { sitemapRoutes } from './http/public-pages/sitemap';
import { assertTrpcCalls, trpcGuard, trpcRefusalOf } from './http/trpc-guard';
import { trpcHandler } from './http/trpc-handler';
import { audioClipRoute } from './http/audio-clips';
import { shareImageRoute } from './http/share-images';
import { createShareCards } from './adapters/images/share-card';
import { apiFallback } from './rest/api-fallback';
import { restRouter } from './rest/rest-router';
import type { TOpenAiConfig } from './adapters/ai/openai-engine';
import type { TStripeBilling } from './adapters/payments/stripe-payments';
import { createRecipeCreator } from './adapters/recipe-creator';
import type { TServerSpeech } from './adapters/speech/speech-cache';
import { MEDIA_PATH, type TStorage } from './adapters/storage';
import { uploadRoutes } from './raw-routes';
import { stripeWebhookRoute } from './raw-routes/stripe-webhook';
import { createAllergyInterpreter } from './adapters/ai/openai/allergy-interpreter';
import { mealPlanCalendarRoute } from './raw-routes/meal-plan-calendar';
import { deleteAccountRoute, downloadDataExportRoute } from './raw-routes/account-routes';
import { createLegalPages } from './legal/legal-pages';
import type { TPrivacyFacts } from './legal/legal-defaults';

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
  /** The web app's server entry (`vite build --ssr`); by default web/dist-ssr/entry-server.js beside `webDistDir`. */
  webServerEntry?: string;
  /** SSR_TIMEOUT_MS: how long a page may take to render on the server (public-pages/server-render.ts). */
  serverRenderTimeoutMs?: number;
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
  /** Layers every request passes right after the security headers (request logging, tracing, request ids). */
  layers?: readonly RequestHandler[];
  /** Service status, image model probe and media migration for the admin dashboard. */
  admin?: TAdminTools;
  /** URLs per sitemap file before /sitemap.xml becomes an index (50,000, the protocol's limit; tests use less). */
  sitemapUrlsPerFile?: number;
  /** Impressum and Datenschutz; absent, the default pages for an unconfigured instance. */
  legal?: TLegalPages;
}

export const WEB_DIST_DIR = path.join(ROOT_DIR, 'web', 'dist');

const UNCONFIGURED: TPrivacyFacts = {
  stripe: false,
  aiHost: null,
  aiImages: false,
  aiSpeech: false,
  push: false,
  s3Host: null,
  smtpHost: null,
};

/** A rate-limited tRPC call (failed logins, creation bursts) tells the client when to try again, as REST does. */
function retryAfter({ errors }: { errors: TRPCError[] }): { headers?: Record<string, string> } {
  if (errors.length === 0) return {};
  const seconds = Math.max(...errors.map((error) => appErrorOf(error)?.retryAfterSeconds ?? 0));
  return seconds > 0 ? { headers: { 'Retry-After': String(seconds) } } : {};
}

/**
 * The one HTTP pipeline: every request passes the same layers (security headers, draining, compression, then the
 * CSRF check for /api and /trpc), so a layer added here covers REST, tRPC, uploads, webhooks and files alike.
 * Every error of every route ends in the one error handler at the end.
 */
export function createApp(deps: TAppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  // ETags only where a route decides on caching (rest/http-cache.ts); errors and personal answers carry none.
  app.set('etag', false);
  app.set('trust proxy', deps.trustProxy);
  app.set('query parser', 'simple');
  const isDraining = deps.lifecycle?.isDraining ?? (() => false);
  app.use(requestScope());
  app.use(baseHeaders({ httpsOrigin: deps.publicOrigin?.startsWith('https://') ?? false, isDraining }));
  for (const layer of deps.layers ?? []) app.use(layer);
  // Only clients that accept an encoding pass through compression (docs/performance.md: its wrapper around every
  // write is a measurable share of an uncompressed answer).
  const compress = compression();
  app.use((req, res, next) => (req.headers['accept-encoding'] ? compress(req, res, next) : next()));
  app.use(['/api', '/trpc'], originCheck(deps.allowedOrigins));

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
    accountFiles: { removeExportArchive: (name) => deps.storage.removeArchive(name) },
    legal: deps.legal ?? createLegalPages({ sourceUrl: DEFAULT_SOURCE_URL, facts: UNCONFIGURED, log: deps.log }),
  });

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

  // Media files are read-only: another method gets the German 405 with `Allow`, as on /api.
  app.use(MEDIA_PATH, (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    res.setHeader('Allow', 'GET, HEAD');
    next(
      new AppError('METHOD_NOT_SUPPORTED', `Die Methode ${req.method} ist für Mediendateien nicht erlaubt (erlaubt: GET, HEAD).`),
    );
  });
  if (deps.speech) app.use(MEDIA_PATH, audioClipRoute(deps.speech));
  app.use(MEDIA_PATH, shareImageRoute(createShareCards({ db: deps.db, storage: deps.storage, log: deps.log })));
  app.use(MEDIA_PATH, deps.storage.handler());
  app.use('/api', docsRouter());

  app.use('/api', restRouter({ router: appRouter, createCaller, createContext }));

  app.use('/trpc', trpcGuard());
  app.use(
    '/trpc',
    trpcHandler({
      router: appRouter,
      createContext: (req, res, info) => {
        const refusal = trpcRefusalOf(req);
        if (refusal) throw refusal;
        assertTrpcCalls(info);
        return createContext(req, res, 'trpc');
      },
      responseMeta: retryAfter,
      onError: ({ error, path: procedure }) => {
        if (error.code !== 'INTERNAL_SERVER_ERROR') return;
        const cause = error.cause instanceof Error ? (error.cause.stack ?? error.cause.message) : String(error.cause);
        deps.log(`Fehler in ${procedure ?? 'unbekannt'}: ${cause}`);
      },
    }),
  );

  for (const route of uploadRoutes({ createContext, storage: deps.storage })) app.post(route.path, route.handler);
  const deletion = deleteAccountRoute({ createContext });
  app.delete(deletion.path, deletion.handler);
  const download = downloadDataExportRoute({ createContext, storage: deps.storage });
  app.get(download.path, download.handler);
  app.post(
    expressPathOf(RAW_ROUTES.stripeWebhook),
    ...stripeWebhookRoute({ db: deps.db, parseWebhook: deps.billing?.parseWebhook ?? null, log: deps.log, jobs: deps.jobs }),
  );
  const calendar = mealPlanCalendarRoute({ createContext });
  app.get(calendar.path, calendar.handler);
  app.use('/api', apiFallback(openApiDocument()));

  const webDist = deps.webDistDir ?? WEB_DIST_DIR;
  if (existsSync(path.join(webDist, 'index.html'))) {
    // The service worker must be revalidated on every check, or browsers keep an old app shell for up to a day.
    app.get('/sw.js', (_req, res) => {
      res.sendFile(path.join(webDist, 'sw.js'), { maxAge: 0, headers: { 'Service-Worker-Allowed': '/' } });
    });
    app.use(sitemapRoutes({ db: deps.db, publicOrigin: deps.publicOrigin, urlsPerFile: deps.sitemapUrlsPerFile }));
    const serverRender = serverRenderFrom(deps.webServerEntry ?? path.join(webDist, '..', 'dist-ssr', 'entry-server.js'));
    const pages = publicPages({
      createContext,
      publicOrigin: deps.publicOrigin,
      serverRender,
      renderTimeoutMs: deps.serverRenderTimeoutMs,
      log: deps.log,
    });
    app.use(webAppRouter(webDist, pages, deps.log));
  }

  app.use(errorHandler(deps.log));
  return app;
}
