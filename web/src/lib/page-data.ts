import type { DehydratedState } from '@tanstack/react-query';
import { PAGE_DATA_ID, PROFILE_RECIPES_PAGE, type TPageData as TPageDataBlock } from '@kochclip/core';

export { PROFILE_RECIPES_PAGE };

/** The page data block of a page the server rendered (entry-server.tsx): its route and the cache it rendered from. */
export type TPageData = TPageDataBlock<DehydratedState>;

/** Whether the server rendered the page for a member: its session's answer (`auth.me`'s key) names a user. */
export function renderedForMember(pageData: TPageData): boolean {
  return pageData.queries.queries.some(
    (query) =>
      JSON.stringify(query.queryKey[0]) === '["auth","me"]' && query.state.data !== null && query.state.data !== undefined,
  );
}

let taken = false;

/**
 * The page data the server sent with the page it rendered (server/src/http/public-pages), once: it describes the
 * page as it was loaded, not a later one. Null on pages the server did not render, or when the block is unreadable.
 */
export function takePageData(): TPageData | null {
  if (taken) return null;
  taken = true;
  const block = document.getElementById(PAGE_DATA_ID);
  block?.remove();
  if (!block?.textContent) return null;
  try {
    return JSON.parse(block.textContent) as TPageData;
  } catch {
    return null;
  }
}
