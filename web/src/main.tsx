import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { ErrorBoundary } from './components/error-boundary';
import { registerServiceWorkerLater } from './features/pwa/service-worker-registration';
import { adoptCspNonce } from './lib/csp-nonce';
import { EarlyTapsReplay } from './lib/early-taps';
import type { THydratePageData } from './lib/hydrate-page-data';
import { renderedForMember, takePageData } from './lib/page-data';
import { preloadRoute } from './routes/app-routes';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('Element #root fehlt in index.html.');

adoptCspNonce();
const taken = takePageData();
// A page kept for another address (the service worker's copy of `/` opened offline) is drawn anew, not hydrated.
const pageData = taken?.path === location.pathname ? taken : null;
const app = (hydrate?: THydratePageData) => (
  <StrictMode>
    <ErrorBoundary>
      <App pageData={pageData} hydrate={hydrate} />
      <EarlyTapsReplay />
    </ErrorBoundary>
  </StrictMode>
);
const render = () => {
  const root = createRoot(container);
  startTransition(() => root.render(app()));
};

if (pageData) {
  // A page the server rendered with the app's components (entry-server.tsx): once the page's code and the cache
  // are here, the browser takes over the server's markup (hydrateRoot) instead of drawing it anew. Inside a
  // transition React hydrates in short tasks, yielding to the browser between them, as the first render does.
  // The page's code is asked for in a task of its own: Vite's preload links for its chunks (one per chunk, up to
  // 40 on a recipe) cost 15-80 ms at a phone's speed, which would lengthen this script's evaluation, the page's
  // longest task.
  setTimeout(() => {
    void Promise.all([import('./lib/hydrate-page-data'), preloadRoute(pageData.route, renderedForMember(pageData))]).then(
      ([{ hydratePageData }]) => startTransition(() => void hydrateRoot(container, app(hydratePageData))),
      render,
    );
  });
} else render();

registerServiceWorkerLater();
