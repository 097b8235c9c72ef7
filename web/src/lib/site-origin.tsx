import { createContext, useContext } from 'react';

const OriginContext = createContext<string | null>(null);

/** The site's origin on the server (entry-server.tsx), where there is no `window.location`. */
export const SiteOrigin = OriginContext.Provider;

/** The origin of absolute URLs on a page: the server's for its render, the browser's own in the browser. */
export function useSiteOrigin(): string {
  return useContext(OriginContext) ?? window.location.origin;
}
