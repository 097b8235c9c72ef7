import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import express, { type Router } from 'express';
import { ROOT_DIR } from '../env';

export const OPENAPI_FILE = path.join(ROOT_DIR, 'openapi', 'openapi.json');

/**
 * Swagger UI's files, found by package name. Importing the package itself would load its 1.5 MB browser bundle
 * into the server (11 MB of heap that every full collection marks again) just for this path.
 */
const SWAGGER_UI_DIR = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** Only the files the docs page loads; the package's own index.html (a petstore demo), oauth2-redirect and maps stay private. */
const DOCS_ASSETS = ['swagger-ui.css', 'swagger-ui-bundle.js'] as const;

const DOCS_HTML = `<!doctype html>
<html lang="de">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Kochclip API-Dokumentation</title>
    <link rel="stylesheet" href="/api/docs/assets/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/api/docs/assets/swagger-ui-bundle.js"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>`;

const INIT_JS = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true, withCredentials: true, tryItOutEnabled: true });`;

/** Swagger UI's own script files only; its React components set inline styles, and its logos are data URLs. */
export const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');
/** The committed contract: its paths also tell the REST fallback which methods a path has (405 vs 404). */
export function openApiDocument(): { paths?: Record<string, Record<string, unknown>> } {
  return JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as { paths?: Record<string, Record<string, unknown>> };
}

/** The committed OpenAPI document and a Swagger UI served from node_modules (works offline, no CDN). */
export function docsRouter(): Router {
  const document = readFileSync(OPENAPI_FILE, 'utf8');
  const router = express.Router();
  router.get('/openapi.json', (_req, res) => {
    res.type('application/json').send(document);
  });
  router.get('/docs', (_req, res) => {
    res.setHeader('Content-Security-Policy', DOCS_CSP);
    res.type('html').send(DOCS_HTML);
  });
  router.get('/docs/init.js', (_req, res) => {
    res.type('application/javascript').send(INIT_JS);
  });
  for (const file of DOCS_ASSETS) {
    router.get(`/docs/assets/${file}`, (_req, res) => {
      res.setHeader('Content-Security-Policy', DOCS_CSP);
      res.sendFile(path.join(SWAGGER_UI_DIR, file), { maxAge: '1d' });
    });
  }
  return router;
}
