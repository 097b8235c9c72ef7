import type { NextFunction, Request, Response } from 'express';
import { AppError } from '@kochclip/routers/errors';
import { bearerToken } from '../context';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Features the app never uses (the microphone only on its own pages); a script injected some day cannot ask for them either. */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  // Cooking mode's optional voice commands listen through the browser's speech recognition, on our pages only.
  'microphone=(self)',
  // Stripe's Payment Element offers Apple Pay and Google Pay through the Payment Request API in its frame.
  'payment=(self "https://js.stripe.com")',
  'usb=()',
  'browsing-topics=()',
].join(', ');

const HSTS = 'max-age=31536000; includeSubDomains';

const BASE_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': PERMISSIONS_POLICY,
};

export interface TBaseLayerOptions {
  /** PUBLIC_ORIGIN is https: HSTS on every answer, also behind a proxy that sends no X-Forwarded-Proto. */
  httpsOrigin: boolean;
  isDraining: () => boolean;
}

/**
 * The first layer of the pipeline, for every answer of every route: the security headers (HSTS over HTTPS: the
 * request came over TLS, directly or with TRUST_PROXY as X-Forwarded-Proto https, or the public origin is https)
 * and `Connection: close` while the server drains before a stop. Content-Security-Policy is set per page
 * (web-app.ts, docs.ts) and for media (storage.ts).
 */
export function baseHeaders({ httpsOrigin, isDraining }: TBaseLayerOptions) {
  return (req: Request, res: Response, next: NextFunction): void => {
    res.set(BASE_HEADERS);
    if (httpsOrigin || req.secure) res.set('Strict-Transport-Security', HSTS);
    if (isDraining()) res.set('Connection', 'close');
    next();
  };
}

export const FOREIGN_ORIGIN = 'Anfrage von fremder Herkunft abgelehnt.';

/**
 * CSRF defence for cookie sessions (Lucia's guide): a state-changing request from a browser must come from our own
 * origin. Bearer-token clients carry no ambient credentials and are not checked.
 */
export function isForeignRequest(req: Request, allowedOrigins: readonly string[]): boolean {
  if (SAFE_METHODS.has(req.method) || bearerToken(req)) return false;
  const origin = req.headers.origin;
  const fetchSite = req.headers['sec-fetch-site'];
  const ownOrigin = `${req.protocol}://${req.host}`;
  return origin
    ? origin !== ownOrigin && !allowedOrigins.includes(origin)
    : fetchSite === 'cross-site' || fetchSite === 'same-site';
}

/** The CSRF check, once, for everything under /api and /trpc (REST, tRPC, uploads, webhooks). */
export function originCheck(allowedOrigins: readonly string[]) {
  return (req: Request, _res: Response, next: NextFunction): void => {
    next(isForeignRequest(req, allowedOrigins) ? new AppError('FORBIDDEN', FOREIGN_ORIGIN) : undefined);
  };
}
