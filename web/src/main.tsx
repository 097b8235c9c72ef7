import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { ErrorBoundary } from './components/error-boundary';
import { registerServiceWorkerLater } from './features/pwa/service-worker-registration';
import type { THydratePageData } from './lib/hydrate-page-data';
import { renderedForMember, takePageData } from './lib/page-data';
import { preloadRoute } from './routes/app-routes';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('Element #root fehlt in index.html.');

const taken = takePageData();
// A page kept for another address (the service worker's copy of `/` opened offline) is drawn anew, not hydrated.
const pageData = taken?.path === location.pathname ? taken : null;
const app = (hydrate?: THydratePageData) => (
  <StrictMode>
    <ErrorBoundary>
      <App pageData={pageData} hydrate={hydrate} />
    </ErrorBoundary>
  </StrictMode>
);
const render = () => {
  const root = createRoot(container);
  startTransition(() => root.render(app()));
};

/**
 * Runs `start` once the browser has shown the server's markup (its first contentful paint, which the browser
 * reports once the frame is on screen), at once in a hidden tab, which paints nothing, and after 3 s at the latest.
 * A fast connection otherwise brings the page's code before the first frame, and its loading and hydration then
 * hold back what the server already sent (docs/performance.md, Lighthouse on the server-rendered pages).
 */
const afterFirstPaint = (start: () => void) => {
  let waiting = true;
  const once = () => {
    if (waiting) start();
    waiting = false;
  };
  if (document.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes.includes('paint')) {
    once();
    return;
  }
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    once();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(once, 3000);
};

if (pageData) {
  // A page the server rendered with the app's components (entry-server.tsx): once the page's code and the cache
  // are here, the browser takes over the server's markup (hydrateRoot) instead of drawing it anew. Inside a
  // transition React hydrates in short tasks, yielding to the browser between them, as the first render does.
  const member = renderedForMember(pageData);
  const start = () =>
    void Promise.all([import('./lib/hydrate-page-data'), preloadRoute(pageData.route, member)]).then(
      ([{ hydratePageData }]) => startTransition(() => void hydrateRoot(container, app(hydratePageData))),
      render,
    );
  // A member's page brings much more code (the creator at `/`), which waits for the first paint; a visitor's page
  // lost more blocking time by waiting than it gained (docs/performance.md).
  if (member) afterFirstPaint(start);
  else start();
} else render();

registerServiceWorkerLater();
