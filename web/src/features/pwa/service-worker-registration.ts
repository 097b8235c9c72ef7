export const SERVICE_WORKER_URL = '/sw.js';
/** Spec: the worker is registered 1000 ms after start, so it never competes with the first page load. */
export const SERVICE_WORKER_DELAY_MS = 1000;

export function registerServiceWorkerLater(): void {
  if (!('serviceWorker' in navigator)) return;
  window.setTimeout(() => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => undefined);
  }, SERVICE_WORKER_DELAY_MS);
}

/** The app's registration, registering it now when the delayed registration has not happened yet. */
export async function serviceWorkerRegistration(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration('/');
  return existing ?? navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
}
