import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { ErrorBoundary } from './components/error-boundary';
import { registerServiceWorkerLater } from './features/pwa/service-worker-registration';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('Element #root fehlt in index.html.');

createRoot(container).render(
  <StrictMode>
    <ErrorBoundary>
      <App />
    </ErrorBoundary>
  </StrictMode>,
);

registerServiceWorkerLater();
