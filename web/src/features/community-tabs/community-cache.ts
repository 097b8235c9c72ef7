const MINUTE_MS = 60_000;

/** Cache freshness per list (spec part 1 §9 and part 2 §9); comments and ratings retry once. */
export const COMMENTS_CACHE = { staleTime: 2 * MINUTE_MS, retry: 1 } as const;
export const RATINGS_CACHE = { staleTime: 3 * MINUTE_MS, retry: 1 } as const;
export const CHALLENGES_CACHE = { staleTime: 10 * MINUTE_MS } as const;
export const IMAGES_CACHE = { staleTime: 5 * MINUTE_MS } as const;
