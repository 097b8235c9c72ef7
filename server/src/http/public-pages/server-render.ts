import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { TPageData } from '@kochclip/routers';

/**
 * The web app's server entry (web/src/entry-server.tsx, built by `vite build --ssr` into web/dist-ssr): the same
 * React components the browser runs render a public page. The server loads the built file, it does not import
 * the web package (ARCHITECTURE.md).
 */
export interface TServerRender {
  renderPage(input: { url: string; origin: string; data: TPageData }): Promise<{ html: string; queries: unknown }>;
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
