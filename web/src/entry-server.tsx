import { dehydrate, QueryClient, skipToken, type DefaultOptions, type DehydratedState, type Query } from '@tanstack/react-query';
import { createTRPCClient, httpLink } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { Route, Routes, StaticRouter } from 'react-router';
import type { TRouteId } from '@kochclip/core';
import { AppShell } from './app';
import { ErrorBoundary } from './components/error-boundary';
import { AppLayout } from './components/layout/app-layout';
import { PageNotFound } from './components/layout/page-not-found';
import { sessionQueryOptions } from './features/auth/use-auth';
import { SiteOrigin } from './lib/site-origin';
import { createQueryClient } from './lib/query-client';
import type { AppRouter, TTrpcClient } from './lib/trpc';
import { preloadRoute } from './routes/app-routes';

/**
 * The server's entry into the web app (`vite build --ssr`, loaded by server/src/http/public-pages/): renders a
 * page with the same components the browser runs, with the answers those components ask for, and hands back the
 * query cache it rendered from, which the browser hydrates (main.tsx, `hydrateRoot`). No page declares its data
 * a second time: what the components ask for is what the server reads.
 */
export interface TServerRenderInput {
  /** The page's path and query, as requested. */
  url: string;
  /** The site's origin for absolute URLs (JSON-LD), as the browser's `location.origin`. */
  origin: string;
  /** The route the path opens (its code is loaded before rendering, as the browser does before hydrating). */
  route: TRouteId | null;
  /** The not-found page instead of the route's own (a record the reader may not open, an unknown path). */
  notFound?: boolean;
  /** Answers a tRPC request (`/trpc/…`) in the server's process, for the reader of the page. */
  trpcFetch: (url: string, init: RequestInit) => Promise<Response>;
  /** Ends the render (the server's deadline, server/src/http/public-pages/server-render.ts). */
  signal: AbortSignal;
}

export interface TServerRenderOutput {
  html: string;
  queries: DehydratedState;
}

/** Renders that load the answers the last one asked for; a page with more levels of waiting is cut short here. */
const MAX_RENDER_PASSES = 5;

/**
 * Waits for every lazy piece (as the browser has it once its code is here) and writes each Suspense boundary in
 * place: no fallback to hydrate, no inline script (the page's CSP allows none).
 */
async function renderToHtml(tree: ReactNode, signal: AbortSignal): Promise<string> {
  let failure: unknown = null;
  const { prelude } = await prerender(tree, {
    signal,
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => void (failure ??= error),
  });
  signal.throwIfAborted();
  if (failure) throw failure instanceof Error ? failure : new Error('Die Seite ließ sich nicht rendern.', { cause: failure });
  return new Response(prelude).text();
}

/** React's mark of a Suspense boundary it left to the browser (a piece that waited or failed); text never writes it. */
const BOUNDARY_LEFT_TO_BROWSER = '<!--$!-->';

/**
 * One render pass. Synchronous first (`renderToString`: the same markup as `prerender` when nothing waits, at
 * about two thirds of its cost, docs/performance.md); when a piece waited for its code or failed, the pass is
 * rendered again with `prerender`, which waits for it or reports the error.
 */
async function renderPass(tree: ReactNode, signal: AbortSignal): Promise<string> {
  signal.throwIfAborted();
  let html: string | null = null;
  try {
    html = renderToString(tree);
  } catch {
    // A piece outside any Suspense boundary waited (or threw): prerender waits for it, or reports the error.
  }
  return html !== null && !html.includes(BOUNDARY_LEFT_TO_BROWSER) ? html : renderToHtml(tree, signal);
}

/** A query a component asked for in the last render, enabled, and not read yet (the server never refreshes one). */
function isAwaited(query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  if (query.options.queryFn === skipToken) return false;
  // The observer's options (with `enabled`) are the query's options: TanStack Query builds the query from them.
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/**
 * Renders until no component waits for an answer: each render registers the queries its components ask for
 * (useQuery builds them in the cache), which are then read once, without retries, and rendered with; a read a
 * component started itself while rendering (a prefetch, such as the recipe page's ratings) is waited for with
 * them. A pass that registered and started nothing new is the page.
 */
async function renderWithAnswers(tree: ReactNode, queryClient: QueryClient, signal: AbortSignal): Promise<string> {
  for (let pass = 1; ; pass++) {
    const html = await renderPass(tree, signal);
    const queries = queryClient.getQueryCache().getAll();
    const awaited = queries.filter(isAwaited);
    const started = queries.filter((query) => query.state.fetchStatus === 'fetching');
    if ((awaited.length === 0 && started.length === 0) || pass === MAX_RENDER_PASSES) return html;
    // A failed read stays an error in the cache: the page renders it as the browser would (not found, …).
    await Promise.all([
      ...awaited.map((query) => query.fetch({ ...query.options, retry: false }).catch(() => undefined)),
      ...started.map((query) => query.promise?.catch(() => undefined)),
    ]);
  }
}

function inProcessClient(trpcFetch: TServerRenderInput['trpcFetch'], signal: AbortSignal): TTrpcClient {
  return createTRPCClient<AppRouter>({
    links: [
      httpLink({
        url: '/trpc',
        fetch: (url, init) =>
          trpcFetch(typeof url === 'string' ? url : url instanceof URL ? url.href : url.url, { ...init, signal }),
      }),
    ],
  });
}

/** The app's query defaults, and a read the server made is the answer the page shows (an error too: the not-found view), never one it waits on again. */
const SERVER_QUERY_DEFAULTS: DefaultOptions = (() => {
  const defaults = createQueryClient().getDefaultOptions();
  // A read a component starts itself may name its own retries (the ratings: one): then without waiting.
  return {
    ...defaults,
    queries: { ...defaults.queries, retry: false, retryDelay: 0, retryOnMount: false, refetchOnMount: false },
  };
})();

/** Loads a route's code (once per process), before the server's deadline for the render starts. */
export const prepareRoute = preloadRoute;

export async function renderPage({
  url,
  origin,
  route,
  notFound,
  trpcFetch,
  signal,
}: TServerRenderInput): Promise<TServerRenderOutput> {
  if (route && !notFound) await preloadRoute(route);
  const queryClient = new QueryClient({ defaultOptions: SERVER_QUERY_DEFAULTS });
  const trpcClient = inProcessClient(trpcFetch, signal);
  // The session first, as the browser reads it before its pages' own queries: a page that waits for it (the
  // visitor's `/`) renders with it in its first pass. A failed read is rendered as the browser would.
  const meKey = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient }).auth.me.queryKey();
  await queryClient.prefetchQuery(sessionQueryOptions(trpcClient, meKey));
  const notFoundRoutes = () => (
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="*" element={<PageNotFound />} />
      </Route>
    </Routes>
  );
  try {
    const html = await renderWithAnswers(
      <StrictMode>
        <ErrorBoundary>
          <SiteOrigin value={origin}>
            <AppShell
              queryClient={queryClient}
              trpcClient={trpcClient}
              pageData={null}
              router={(routes) => <StaticRouter location={url}>{notFound ? notFoundRoutes() : routes}</StaticRouter>}
            />
          </SiteOrigin>
        </ErrorBoundary>
      </StrictMode>,
      queryClient,
      signal,
    );
    return { html, queries: dehydrate(queryClient) };
  } finally {
    queryClient.clear();
  }
}
