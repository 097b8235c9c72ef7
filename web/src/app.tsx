import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { ScrollToTop } from './components/layout/scroll-to-top';
import { Toaster } from './components/ui/toaster';
import { OfflineDataGuard } from './features/pwa/offline-data';
import { createQueryClient } from './lib/query-client';
import { seedPageData, type TPageData } from './lib/page-data';
import { createTrpcClient, TRPCProvider, useTRPC } from './lib/trpc';
import { AppRoutes } from './routes/app-routes';

/** The server's answers for the page it rendered, in the cache before any page asks (lib/page-data.ts). */
function WithPageData({ data, children }: { data: TPageData | null; children: ReactNode }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  useState(() => data && seedPageData(queryClient, trpc, data));
  return children;
}

export function App({ pageData = null }: { pageData?: TPageData | null }) {
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(createTrpcClient);
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <WithPageData data={pageData}>
          <BrowserRouter>
            <ScrollToTop />
            <AppRoutes />
          </BrowserRouter>
        </WithPageData>
        <Toaster />
        <OfflineDataGuard />
      </TRPCProvider>
    </QueryClientProvider>
  );
}
