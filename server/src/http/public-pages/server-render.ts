import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { TRouteId } from '@kochclip/core';

/** How long the server renders a page before it sends the app as built instead (SSR_TIMEOUT_MS overrides it). */
export const SERVER_RENDER_TIMEOUT_MS = 2000;

/**
 * The web app's server entry (web/src/entry-server.tsx, built by `vite build --ssr` into web/dist-ssr): the same
 * React components the browser runs render a page, with the answers they ask for. The server loads the built
 * file, it does not import the web package (ARCHITECTURE.md).
 */
export interface TServerRender {
  /** Loads the route's code: once per process, not counted against the render's deadline. */
  prepareRoute?(route: TRouteId): Promise<void>;
  renderPage(input: {
    url: string;
    origin: string;
    route: TRouteId | null;
    notFound?: boolean;
    /** Answers the components' tRPC requests in this process, for the page's reader. */
    trpcFetch: (url: string, init: RequestInit) => Promise<Response>;
    signal: AbortSignal;
  }): Promise<{ html: string; queries: unknown }>;
}

const isServerRender = (value: unknown): value is TServerRender =>
  typeof value === 'object' && value !== null && typeof (value as { renderPage?: unknown }).renderPage === 'function';

/** Loads the entry once, on first use; null when the build has none (the page is sent as index.html then). */
export function serverRenderFrom(entryFile: string): () => Promise<TServerRender | null> {
  let loading: Promise<TServerRender | null> | undefined;
  return () =>
    (loading ??= existsSync(entryFile)
      ? import(pathToFileURL(entryFile).href).then((module: unknown) => {
          if (!isServerRender(module)) throw new Error(`${entryFile} exportiert kein renderPage.`);
          return module;
        })
      : Promise.resolve(null));
}

/**
 * The render, ended by the deadline: the signal reaches React's `prerender` and the page's tRPC calls, and the
 * server stops waiting when it fires even if the entry does not (it never holds a request past the deadline).
 */
export async function renderWithin<T>(timeoutMs: number, render: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const signal = AbortSignal.timeout(timeoutMs);
  let onAbort: (() => void) | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    onAbort = () => reject(new Error(`Rendern nach ${timeoutMs} ms abgebrochen.`));
    signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([render(signal), deadline]);
  } finally {
    if (onAbort) signal.removeEventListener('abort', onAbort);
  }
}
