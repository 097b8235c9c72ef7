import type { NextFunction, Request, Response } from 'express';
import { bearerToken } from '../context';

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

/**
 * Headers for every response. HSTS only over HTTPS: the request came over TLS (directly or, with TRUST_PROXY,
 * X-Forwarded-Proto https) or the public origin is https. Content-Security-Policy is set per page (web-app.ts,
 * docs.ts) and for media (storage.ts).
 */
export function securityHeaders({ httpsOrigin }: { httpsOrigin: boolean }) {
  return (req: Request, res: Response, next: NextFunction): void => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    if (req.secure || httpsOrigin) res.setHeader('Strict-Transport-Security', HSTS);
    next();
  };
}

/**
 * CSRF defence for cookie sessions (Lucia's guide): a state-changing request from a browser must come
 * from our own origin. Bearer-token clients carry no ambient credentials and are not checked.
 */
export function originCheck(allowedOrigins: readonly string[]) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (SAFE_METHODS.has(req.method) || bearerToken(req)) return next();
    const origin = req.headers.origin;
    const fetchSite = req.headers['sec-fetch-site'];
    const ownOrigin = `${req.protocol}://${req.host}`;
    const foreign = origin
      ? origin !== ownOrigin && !allowedOrigins.includes(origin)
      : fetchSite === 'cross-site' || fetchSite === 'same-site';
    if (foreign) {
      res.status(403).json({ message: 'Anfrage von fremder Herkunft abgelehnt.', code: 'FORBIDDEN' });
      return;
    }
    next();
  };
}
