import { TRPCError } from '@trpc/server';
import { resolveResponse } from '@trpc/server/http';
import type { Request, Response } from 'express';
import { appRouter, createCaller } from '@kochclip/routers';
import type { TContext } from '@kochclip/routers';
import {
  pageTitle,
  recipeJsonLd,
  routeHead,
  SITE_DESCRIPTION,
  type THeadAnswers,
  type THeadInput,
  type TJsonLdSource,
  type TPageData,
  type TRouteHead,
  type TRouteId,
} from '@kochclip/core';
import { requestOrigin } from '../../context';
import { pageRouteOf } from './page-route';
import { renderWithin, SERVER_RENDER_TIMEOUT_MS, type TServerRender } from './server-render';
import { shortDescription, type TPageHead } from './html';

export interface TPublicPagesDeps {
  /** The request's own context (its session), as /api and /trpc build it. */
  createContext: (req: Request, res: Response, transport: TContext['transport']) => Promise<TContext>;
  /** PUBLIC_ORIGIN: canonical URLs use it; without it, the origin the client addressed. */
  publicOrigin?: string;
  /** The web app's server entry: pages rendered by the app's own components (absent: the app as built). */
  serverRender?: () => Promise<TServerRender | null>;
  /** SSR_TIMEOUT_MS: past it, the page is sent as the app as built (status 200) and the render is aborted. */
  renderTimeoutMs?: number;
  log?: (line: string) => void;
}

export interface TRenderedPage {
  status: 200 | 404;
  head: TPageHead;
  body: string;
  /** The route and the query cache the page was rendered from, which the app hydrates (not on the 404 page). */
  data?: TPageData;
}

const MAX_ROW_ID = 2_147_483_647;

const NOT_FOUND_HEAD: TPageHead = { title: pageTitle('Page Not Found'), description: SITE_DESCRIPTION, noindex: true };

/** A NOT_FOUND, or an input the procedure refuses (such as an impossible id), means there is no such page. */
const isNotFound = (error: unknown) => error instanceof TRPCError && (error.code === 'NOT_FOUND' || error.code === 'BAD_REQUEST');

/** A recipe or cookbook id in a path: canonical decimal digits (no leading zero) within PostgreSQL's integer, else null. */
function pathId(raw: string): number | null {
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0;
  return id >= 1 && id <= MAX_ROW_ID ? id : null;
}

/** The route's head with absolute URLs, its description one line for previews. */
function pageHead(head: TRouteHead, origin: string): TPageHead {
  const absolute = (url: string) => new URL(url, origin).href;
  return {
    title: head.title,
    description: shortDescription(head.description),
    ...(head.canonicalPath ? { canonicalUrl: absolute(head.canonicalPath) } : {}),
    imageUrl: head.image ? absolute(head.image.url) : null,
    ...(head.image?.size ? { imageSize: head.image.size } : {}),
    preloadImage: head.preloadImage ?? null,
    ogType: head.ogType ?? 'website',
    ...(head.noindex ? { noindex: true } : {}),
  };
}

interface TDehydratedQuery {
  queryKey: unknown;
  state: { data?: unknown; status: string };
}

function isQueryList(value: unknown): value is { queries: TDehydratedQuery[] } {
  return typeof value === 'object' && value !== null && Array.isArray((value as { queries?: unknown }).queries);
}

/**
 * The answers a page rendered with, read from its query cache: tRPC's keys are `[['recipes', 'get'], { input,
 * type }]`, an infinite list keeps its pages (the first one is the page the reader sees first).
 */
function answersOf(queries: unknown): THeadInput['answer'] {
  const list = isQueryList(queries) ? queries.queries : [];
  const answer = (procedure: string): unknown => {
    for (const { queryKey, state } of list) {
      if (!Array.isArray(queryKey) || state.status !== 'success') continue;
      const [path, options] = queryKey as [unknown, { type?: string } | undefined];
      if (!Array.isArray(path) || path.join('.') !== procedure) continue;
      return options?.type === 'infinite' ? (state.data as { pages?: unknown[] } | undefined)?.pages?.[0] : state.data;
    }
    return undefined;
  };
  // The shapes are the procedures' outputs as sent (JSON); THeadAnswers names the fields the heads read.
  return <P extends keyof THeadAnswers>(procedure: P) => answer(procedure) as THeadAnswers[P] | undefined;
}

/**
 * The server's answer to a page request, from the route manifest (@kochclip/core): a page the app's own
 * components render with the answers they ask for (web/src/entry-server.tsx), its head and status from
 * `ROUTE_HEADS`; the 404 page; or null for another app page (index.html as built). A render that fails or passes
 * its deadline is logged and answered with the app as built.
 */
export function publicPages(deps: TPublicPagesDeps) {
  const timeoutMs = deps.renderTimeoutMs ?? SERVER_RENDER_TIMEOUT_MS;
  const log = deps.log ?? (() => undefined);

  async function renderApp(
    req: Request,
    context: TContext,
    origin: string,
    route: TRouteId | null,
    notFound = false,
  ): Promise<{ html: string; queries: unknown } | null> {
    try {
      const app = await deps.serverRender?.();
      if (!app) return null;
      if (route && !notFound) await app.prepareRoute?.(route);
      const failedCalls: string[] = [];
      const rendered = await renderWithin(timeoutMs, (signal) =>
        app.renderPage({
          url: req.originalUrl,
          origin,
          route,
          notFound,
          signal,
          // The components' requests take the /trpc path in this process, for the page's reader.
          trpcFetch: async (url, init) => {
            const path = new URL(url, origin).pathname.replace(/^\/trpc\//, '');
            const response = await resolveResponse({
              router: appRouter,
              req: new Request(new URL(url, origin), init),
              path,
              error: null,
              createContext: () => Promise.resolve(context),
            });
            if (response.status >= 500) failedCalls.push(path);
            return response;
          },
        }),
      );
      // A page rendered around a server error (the database away) is no answer to keep: the app asks again.
      if (failedCalls.length > 0) throw new Error(`${failedCalls.join(', ')} schlug fehl.`);
      return rendered;
    } catch (error) {
      log(`Seite ${req.path} nicht auf dem Server gerendert: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  }

  async function notFoundPage(req: Request, res: Response, origin: string, context?: TContext): Promise<TRenderedPage> {
    const rendered = await renderApp(req, context ?? (await deps.createContext(req, res, 'internal')), origin, null, true);
    return { status: 404, head: NOT_FOUND_HEAD, body: rendered?.html ?? '' };
  }

  return async function render(req: Request, res: Response): Promise<TRenderedPage | null> {
    const origin = deps.publicOrigin ?? requestOrigin(req) ?? 'http://localhost';
    const match = pageRouteOf(req.path);
    if (!match) return notFoundPage(req, res, origin);
    const { route, params } = match;
    /**
     * The app as built (index.html, status 200), unless the page's record is not there for this reader: then the
     * 404 page. For pages the server does not render, and for those whose render failed or passed its deadline, so
     * a slow render never turns a missing or private recipe into a 200. A page the server renders keeps its head
     * (title, previews, a recipe's JSON-LD) from the record it read.
     */
    const appUnlessMissing = async (context: TContext): Promise<TRenderedPage | null> => {
      if (!route.record) return null;
      const id = route.record === 'member' ? 0 : pathId(params.id ?? '');
      if (id === null) return notFoundPage(req, res, origin, context);
      // A visitor on a members-only page is left to the app, which asks them to log in: the owner of a private
      // recipe is not told it is gone before they are.
      if (route.access !== 'public' && !context.user) return null;
      const caller = createCaller(context);
      const read = async (): Promise<{ procedure: keyof THeadAnswers; answer: unknown }> => {
        switch (route.record) {
          case 'member':
            return {
              procedure: 'social.publicProfile',
              answer: await caller.social.publicProfile({ username: params.username ?? '' }),
            };
          case 'recipe':
            return { procedure: 'recipes.get', answer: await caller.recipes.get({ id }) };
          case 'challenge':
            return { procedure: 'social.getChallenge', answer: await caller.social.getChallenge({ id }) };
          default:
            return { procedure: 'social.cookbook', answer: await caller.social.cookbook({ id }) };
        }
      };
      let record: Awaited<ReturnType<typeof read>>;
      try {
        record = await read();
      } catch (error) {
        if (isNotFound(error)) return notFoundPage(req, res, origin, context);
        throw error;
      }
      // The answer as the procedure sends it (JSON), which the heads read.
      const sent: unknown = JSON.parse(JSON.stringify(record.answer));
      const head = routeHead(route.id, {
        params,
        answer: <P extends keyof THeadAnswers>(procedure: P) =>
          procedure === record.procedure ? (sent as THeadAnswers[P]) : undefined,
      });
      if (!head) return null;
      const jsonLd = route.id === 'recipe' ? recipeJsonLd(sent as TJsonLdSource, origin) : undefined;
      return { status: 200, head: { ...pageHead(head, origin), ...(jsonLd ? { jsonLd } : {}) }, body: '' };
    };
    if (route.record !== undefined && route.record !== 'member' && pathId(params.id ?? '') === null) {
      return notFoundPage(req, res, origin);
    }
    const context = await deps.createContext(req, res, 'internal');
    if (!route.serverRender) return appUnlessMissing(context);
    const rendered = await renderApp(req, context, origin, route.id);
    if (!rendered) return appUnlessMissing(context);
    const head = routeHead(route.id, { params, answer: answersOf(rendered.queries) });
    // The page's own not-found view (the recipe, member or cookbook is not there for this reader), not hydrated.
    if (!head) return { status: 404, head: NOT_FOUND_HEAD, body: rendered.html };
    return {
      status: 200,
      head: pageHead(head, origin),
      body: rendered.html,
      data: { route: route.id, path: req.path, queries: rendered.queries },
    };
  };
}

export type TPageRenderer = (req: Request, res: Response) => Promise<TRenderedPage | null>;
