import { QueryClientProvider, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { ScrollToTop } from './components/layout/scroll-to-top';
import { Toaster } from './components/ui/toaster';
import { OfflineDataGuard } from './features/pwa/offline-data';
import { createQueryClient } from './lib/query-client';
import type { THydratePageData } from './lib/hydrate-page-data';
import type { TPageData } from './lib/page-data';
import { createTrpcClient, TRPCProvider, useTRPC, type TTrpcClient } from './lib/trpc';
import { AppRoutes } from './routes/app-routes';

/** The cache the server rendered the page from, in the browser's cache before any page asks (lib/page-data.ts). */
function WithPageData({ data, hydrate, children }: { data: TPageData | null; hydrate?: THydratePageData; children: ReactNode }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  useState(() => {
    if (data && hydrate) hydrate(queryClient, trpc, data.queries);
  });
  return children;
}

interface TAppShellProps {
  queryClient: QueryClient;
  trpcClient: TTrpcClient;
  pageData: TPageData | null;
  /** Fills the cache from `pageData.queries` on a page the server rendered (lib/hydrate-page-data.ts). */
  hydrate?: THydratePageData;
  /** BrowserRouter in the browser, StaticRouter on the server (entry-server.tsx). */
  router: (routes: ReactNode) => ReactNode;
}

/** The app's tree, the same on the server and in the browser, so the browser hydrates what the server rendered. */
export function AppShell({ queryClient, trpcClient, pageData, hydrate, router }: TAppShellProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <WithPageData data={pageData} hydrate={hydrate}>
          {router(
            <>
              <ScrollToTop />
              <AppRoutes />
            </>,
          )}
        </WithPageData>
        <Toaster />
        <OfflineDataGuard />
      </TRPCProvider>
    </QueryClientProvider>
  );
}

const browserRouter = (routes: ReactNode) => <BrowserRouter>{routes}</BrowserRouter>;

export function App({ pageData = null, hydrate }: { pageData?: TPageData | null; hydrate?: THydratePageData }) {
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(createTrpcClient);
  return (
    <AppShell queryClient={queryClient} trpcClient={trpcClient} pageData={pageData} hydrate={hydrate} router={browserRouter} />
  );
}
