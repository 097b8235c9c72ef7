/**
 * HTTP caching of a public GET over REST, declared in the procedure's meta (`cache`). The REST adapter
 * (server/src/rest/http-cache.ts) sends an ETag and answers If-None-Match with 304; a visitor's answer may be
 * kept by shared caches for `maxAgeSeconds` (and served stale while revalidating), a member's answer only by
 * their own client, and always revalidated. Procedures without it are sent with `Cache-Control: no-store`.
 */
export interface TCachePolicy {
  maxAgeSeconds: number;
  staleWhileRevalidateSeconds: number;
}

/** Lists, details and counters everyone may read: a few seconds stale is fine, a minute while revalidating. */
export const PUBLIC_READ: TCachePolicy = { maxAgeSeconds: 10, staleWhileRevalidateSeconds: 60 };
