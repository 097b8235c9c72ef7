import path from 'node:path';
import express, { type Request, type Response, type Router } from 'express';

/**
 * The app page's policy: scripts and styles only from our own files (Vite emits no inline script) plus Stripe.js
 * for the premium checkout (its scripts, frames and API as Stripe's CSP guide lists them), images from our media
 * and data/blob URLs. The recipe page's JSON-LD is a data block, never executed, so script-src does not apply.
 */
export const APP_CSP = [
  "default-src 'self'",
  "script-src 'self' https://js.stripe.com https://*.js.stripe.com",
  "style-src 'self'",
  "img-src 'self' data: blob: https://*.stripe.com",
  "font-src 'self'",
  "connect-src 'self' https://api.stripe.com",
  'frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com',
  "media-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const HASHED_ASSET_MAX_AGE = 'public, max-age=31536000, immutable';
const OTHER_FILE_MAX_AGE = 'public, max-age=3600';

/** Paths that name a file: a miss is a 404, never the app page. Profile paths (/u/max.mustermann) are not files. */
const FILE_PATH = /\.(js|mjs|css|map|png|jpe?g|gif|webp|avif|svg|ico|txt|xml|json|webmanifest|woff2?|ttf|html?)$/i;

function notFound(_req: Request, res: Response): void {
  res.status(404).type('text/plain').send('Nicht gefunden.');
}

/**
 * The built web app: Vite's content-hashed files under /assets are cached for a year, index.html is revalidated
 * on every visit, source maps are never served, and every page route of the single-page app gets index.html.
 */
export function webAppRouter(webDist: string): Router {
  const router = express.Router();
  router.get(/\.map$/i, notFound);
  router.use(
    '/assets',
    express.static(path.join(webDist, 'assets'), {
      index: false,
      fallthrough: false,
      setHeaders: (res) => res.setHeader('Cache-Control', HASHED_ASSET_MAX_AGE),
    }),
  );
  router.use(
    express.static(webDist, {
      index: false,
      setHeaders: (res) => res.setHeader('Cache-Control', OTHER_FILE_MAX_AGE),
    }),
  );
  router.get('/{*splat}', (req, res) => {
    if (!req.path.startsWith('/u/') && FILE_PATH.test(req.path)) return notFound(req, res);
    res.setHeader('Content-Security-Policy', APP_CSP);
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(path.join(webDist, 'index.html'), { cacheControl: false });
  });
  return router;
}
