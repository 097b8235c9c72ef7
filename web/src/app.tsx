import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { Toaster } from './components/ui/toaster';
import { OfflineDataGuard } from './features/pwa/offline-data';
import { createQueryClient } from './lib/query-client';
import { createTrpcClient, TRPCProvider } from './lib/trpc';
import { AppRoutes } from './routes/app-routes';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(createTrpcClient);
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <Toaster />
        <OfflineDataGuard />
      </TRPCProvider>
    </QueryClientProvider>
  );
}
