import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { ErrorBoundary } from './components/error-boundary';
import { registerServiceWorkerLater } from './features/pwa/service-worker-registration';
import { takePageData } from './lib/page-data';
import { preloadServerPage } from './routes/app-routes';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('Element #root fehlt in index.html.');

const pageData = takePageData();
const app = (
  <StrictMode>
    <ErrorBoundary>
      <App pageData={pageData} />
    </ErrorBoundary>
  </StrictMode>
);

/** A page the server rendered with React (entry-server.tsx) is hydrated: the browser takes over its markup. */
const start = () => {
  if (pageData?.queries) {
    hydrateRoot(container, app);
    return;
  }
  const root = createRoot(container);
  startTransition(() => root.render(app));
};

// On a page the server rendered, its content stays until the page's code is here; React then takes it over (or
// replaces it with the same page, filled from the server's answers) instead of showing a spinner.
if (pageData) void preloadServerPage(pageData.page).then(start, start);
else start();

registerServiceWorkerLater();
