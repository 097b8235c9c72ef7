import { useLayoutEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/**
 * A new page starts at its top. The declarative router keeps the window's scroll position across navigations, so
 * saving a recipe at the bottom of the editor opened the recipe somewhere in its middle. Back and forward (POP)
 * keep the browser's own restoration, and a link to an anchor (`#…`) scrolls there itself.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType === NavigationType.Pop || hash) return;
    window.scrollTo(0, 0);
    // Only a new path is a new page: filters and tabs that change the query keep the place.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  return null;
}
