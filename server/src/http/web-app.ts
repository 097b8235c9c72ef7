import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Request, type Response, type Router } from 'express';
import { CSP_NONCE_META, EARLY_TAPS_SCRIPT } from '@kochclip/core';
import { renderTemplate } from './public-pages/html';
import type { TPageRenderer, TRenderedPage } from './public-pages/public-pages';
import { precompressedFiles } from './static-precompressed';

/** The tab list's `outline:none` and the open tab panel's `animation-duration:0s` (web/src/components/ui/tabs.tsx). */
const SERVER_RENDERED_STYLE_ATTRIBUTES = ['outline:none', 'animation-duration:0s'];

function sha256Source(value: string): string {
  return `'sha256-${createHash('sha256').update(value).digest('base64')}'`;
}

/**
 * The app page's policy: scripts and styles only from our own files (Vite emits no inline script) plus Stripe.js
 * for the premium checkout (its scripts, frames and API as Stripe's CSP guide lists them) and, by its hash, the one
 * inline script of a server-rendered page (core's early-taps.ts); images from our media and data/blob URLs. The pages' JSON-LD is a data block, never executed, so script-src does not apply.
 * Style elements only with the page's own nonce (`CSP_NONCE_META`: Radix UI's scroll lock writes one when a dialog or
 * menu opens). Style attributes are refused too, except the two Radix UI's tabs write into server-rendered HTML (see
 * `SERVER_RENDERED_STYLE_ATTRIBUTES`); the browser compares each attribute's value with these hashes.
 */
export function appCsp(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${sha256Source(EARLY_TAPS_SCRIPT)} https://js.stripe.com https://*.js.stripe.com`,
    `style-src 'self' 'nonce-${nonce}'`,
    `style-src-attr 'unsafe-hashes' ${SERVER_RENDERED_STYLE_ATTRIBUTES.map(sha256Source).join(' ')}`,
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
}

const HASHED_ASSET_MAX_AGE = 'public, max-age=31536000, immutable';
const OTHER_FILE_MAX_AGE = 'public, max-age=3600';

/** Paths that name a file: a miss is a 404, never the app page. Profile paths (/u/max.mustermann) are not files. */
const FILE_PATH = /\.(js|mjs|css|map|png|jpe?g|gif|webp|avif|svg|ico|txt|xml|json|webmanifest|woff2?|ttf|html?|br|gz)$/i;

function notFound(_req: Request, res: Response): void {
  res.status(404).type('text/plain').send('Nicht gefunden.');
}

/**
 * The built web app: Vite's content-hashed files under /assets are cached for a year (their brotli and gzip
 * copies from the build served as they are), index.html is revalidated on every visit, source maps are never
 * served, and every page route gets index.html with the page's head and first content (public-pages/), or the
 * 404 page for a path, recipe or member that does not exist.
 */
export function webAppRouter(
  webDist: string,
  renderPage: TPageRenderer = () => Promise.resolve(null),
  log: (line: string) => void = () => undefined,
): Router {
  const router = express.Router();
  let template: string | undefined;
  const indexHtml = () => (template ??= readFileSync(path.join(webDist, 'index.html'), 'utf8'));
  const assetHeaders = (res: Response) => res.setHeader('Cache-Control', HASHED_ASSET_MAX_AGE);
  const fileHeaders = (res: Response) => res.setHeader('Cache-Control', OTHER_FILE_MAX_AGE);

  router.get(/\.(map|br|gz)$/i, notFound);
  router.use('/assets', precompressedFiles(path.join(webDist, 'assets'), assetHeaders));
  router.use(
    '/assets',
    express.static(path.join(webDist, 'assets'), { index: false, fallthrough: false, setHeaders: assetHeaders }),
  );
  router.use(precompressedFiles(webDist, fileHeaders));
  router.use(express.static(webDist, { index: false, setHeaders: fileHeaders }));
  router.get('/{*splat}', async (req, res) => {
    if (!req.path.startsWith('/u/') && FILE_PATH.test(req.path)) return notFound(req, res);
    let page: TRenderedPage | null = null;
    try {
      page = await renderPage(req, res);
    } catch (error) {
      // The database may be away: the app page still loads and shows its own error.
      log(`Seite ${req.path} ohne Inhalt ausgeliefert: ${error instanceof Error ? error.message : String(error)}`);
    }
    const nonce = randomBytes(16).toString('base64');
    res.setHeader('Content-Security-Policy', appCsp(nonce));
    // A member's page holds their view of it: never kept by a shared cache.
    res.setHeader('Cache-Control', 'private, no-cache');
    res.status(page?.status ?? 200).type('html');
    const html = page ? renderTemplate(indexHtml(), page.head, page.body, page.data) : indexHtml();
    res.send(html.replace('<head>', () => `<head>\n    <meta name="${CSP_NONCE_META}" content="${nonce}" />`));
  });
  return router;
}
