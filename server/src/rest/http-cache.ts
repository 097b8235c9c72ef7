import { hash } from 'node:crypto';
import etag from 'etag';
import type { Request, Response } from 'express';
import fresh from 'fresh';
import type { TCachePolicy } from '@kochclip/routers/server';

/**
 * Who the answer was made for. `personal` answers (a member, or a request that carried credentials or got a
 * cookie back) are never stored by shared caches; `variant` goes into the ETag, so a member's ETag never equals
 * the visitor's (or another member's) for the same URL, even where the bodies happen to agree.
 */
export interface TAudience {
  personal: boolean;
  variant: string;
}

/**
 * A JSON text as the whole answer, written with Node's `end`: headers and body go out in one socket write.
 * Express's `send` turns a text of 1,000 characters or more into a Buffer, which Node writes beside the headers
 * with `writev`, and looks the content type up by name (docs/performance.md, the REST recipe page).
 */
export function sendJsonText(res: Response, body: string): void {
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  // Set here, not left to `end`: Node counts the length itself only where a body is sent, not for HEAD.
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
}

const VISITOR_TAG = hash('sha1', 'visitor', 'base64url').slice(0, 10);

/** The `etag` package's weak validator of the body, with the audience's tag in front. */
function etagOf(variant: string, body: string): string {
  const tag = variant === 'visitor' ? VISITOR_TAG : hash('sha1', variant, 'base64url').slice(0, 10);
  return `W/"${tag}-${etag(body, { weak: true }).slice(3)}`;
}

/**
 * Sends a public read with ETag, Cache-Control and `Vary: Cookie, Authorization`, or 304 when the client already
 * holds it. The procedure has run either way (the ETag is the answer's hash), so a revalidated recipe detail counts
 * its view like a full GET. `fresh` gets only If-None-Match: we are the origin, so a request's `Cache-Control:
 * no-cache` (fetch adds it to every request with a conditional header) asks us to check the validator, which is
 * what this does, not to send the whole answer again.
 */
export function sendCacheable(req: Request, res: Response, policy: TCachePolicy, audience: TAudience, body: string): void {
  const tag = etagOf(audience.variant, body);
  res.set({
    ETag: tag,
    'Cache-Control': audience.personal
      ? 'private, no-cache'
      : `public, max-age=${policy.maxAgeSeconds}, stale-while-revalidate=${policy.staleWhileRevalidateSeconds}`,
  });
  res.vary('Cookie').vary('Authorization');
  if (fresh({ 'if-none-match': req.headers['if-none-match'] }, { etag: tag })) res.status(304).end();
  else sendJsonText(res, body);
}
