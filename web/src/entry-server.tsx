import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppShell } from './app';
import { ErrorBoundary } from './components/error-boundary';
import { SiteOrigin } from './lib/site-origin';
import { createQueryClient } from './lib/query-client';
import { seedPageData, type TPageData } from './lib/page-data';
import { createTrpcClient, type AppRouter } from './lib/trpc';
import { preloadServerPage } from './routes/app-routes';

/**
 * The server's entry into the web app (`vite build --ssr`, loaded by server/src/http/public-pages/): renders a
 * public page with the same components the browser runs, from the answers the server read for it, and hands back
 * the query cache it rendered from, which the browser hydrates (main.tsx, `hydrateRoot`).
 */
export interface TServerRenderInput {
  /** The page's path and query, as requested. */
  url: string;
  /** The site's origin for absolute URLs (JSON-LD), as the browser's `location.origin`. */
  origin: string;
  data: TPageData;
}

export interface TServerRenderOutput {
  html: string;
  queries: DehydratedState;
}

/**
 * Waits for every lazy piece (as the browser has it once its code is here) and writes each Suspense boundary in
 * place: no fallback to hydrate, no inline script (the page's CSP allows none).
 */
async function renderToHtml(tree: ReactNode): Promise<string> {
  let failure: unknown = null;
  const { prelude } = await prerender(tree, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => void (failure ??= error),
  });
  if (failure) throw failure instanceof Error ? failure : new Error('Die Seite ließ sich nicht rendern.', { cause: failure });
  return new Response(prelude).text();
}

export async function renderPage({ url, origin, data }: TServerRenderInput): Promise<TServerRenderOutput> {
  await preloadServerPage(data.page);
  const queryClient = createQueryClient();
  const trpcClient = createTrpcClient();
  seedPageData(queryClient, createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient }), data);
  const html = await renderToHtml(
    <StrictMode>
      <ErrorBoundary>
        <SiteOrigin value={origin}>
          <AppShell
            queryClient={queryClient}
            trpcClient={trpcClient}
            pageData={null}
            router={(routes) => <StaticRouter location={url}>{routes}</StaticRouter>}
          />
        </SiteOrigin>
      </ErrorBoundary>
    </StrictMode>,
  );
  return { html, queries: dehydrate(queryClient) };
}
