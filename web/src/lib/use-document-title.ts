import { useEffect } from 'react';

export const APP_TITLE = 'Kochclip – Rezepte aus Kochvideos';

/** Sets the tab title to "<page> – Kochclip"; without a page title the app's full title is used. */
export function useDocumentTitle(pageTitle?: string): void {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} – Kochclip` : APP_TITLE;
  }, [pageTitle]);
}
