import type { NextFunction, Request, Response } from 'express';
import { bearerToken } from '../context';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function securityHeaders(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('X-Frame-Options', 'DENY');
  next();
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
