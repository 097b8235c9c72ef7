import type { IncomingHttpHeaders } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { AppError } from '@kochclip/routers/errors';
import { bearerToken } from '../context';
import { sendApiError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Features the app never uses; a script injected some day cannot ask for them either. */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  // Stripe's Payment Element offers Apple Pay and Google Pay through the Payment Request API in its frame.
  'payment=(self "https://js.stripe.com")',
  'usb=()',
  'browsing-topics=()',
].join(', ');

const HSTS = 'max-age=31536000; includeSubDomains';

const BASE_HEADERS = [
  'X-Content-Type-Options',
  'nosniff',
  'Referrer-Policy',
  'strict-origin-when-cross-origin',
  'X-Frame-Options',
  'DENY',
  'Permissions-Policy',
  PERMISSIONS_POLICY,
] as const;
const HTTPS_HEADERS = [...BASE_HEADERS, 'Strict-Transport-Security', HSTS] as const;

/**
 * The headers every response gets, as a flat name/value list (`writeHead` takes it as it is). HSTS only over
 * HTTPS: the request came over TLS (directly or, with TRUST_PROXY, X-Forwarded-Proto https) or the public origin
 * is https. Content-Security-Policy is set per page (web-app.ts, docs.ts) and for media (storage.ts).
 */
export function securityHeaderList(https: boolean): readonly string[] {
  return https ? HTTPS_HEADERS : BASE_HEADERS;
}

export const FOREIGN_ORIGIN = 'Anfrage von fremder Herkunft abgelehnt.';

/** What the CSRF check reads of a request: Express's request, or the REST layer's `ClientRequest`. */
interface TOriginFacts {
  method?: string;
  headers: IncomingHttpHeaders;
  protocol: string;
  host: string | undefined;
}

/**
 * CSRF defence for cookie sessions (Lucia's guide): a state-changing request from a browser must come
 * from our own origin. Bearer-token clients carry no ambient credentials and are not checked.
 */
export function isForeignRequest(req: TOriginFacts, allowedOrigins: readonly string[]): boolean {
  if (SAFE_METHODS.has(req.method ?? '') || bearerToken(req)) return false;
  const origin = req.headers.origin;
  const fetchSite = req.headers['sec-fetch-site'];
  const ownOrigin = `${req.protocol}://${req.host}`;
  return origin
    ? origin !== ownOrigin && !allowedOrigins.includes(origin)
    : fetchSite === 'cross-site' || fetchSite === 'same-site';
}

/** The CSRF check for what Express serves under /api and /trpc (the REST layer checks its own routes). */
export function originCheck(allowedOrigins: readonly string[]) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!isForeignRequest(req, allowedOrigins)) return next();
    sendApiError(req, res, new AppError('FORBIDDEN', FOREIGN_ORIGIN));
  };
}
