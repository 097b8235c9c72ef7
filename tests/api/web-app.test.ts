import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TTestServer } from '../support/server';

interface TRaw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A plain HTTP GET that shows the bytes as sent (fetch would decompress and hide Content-Encoding). */
function rawGet(baseUrl: string, pathname: string, headers: Record<string, string> = {}): Promise<TRaw> {
  return new Promise((resolve, reject) => {
    request(`${baseUrl}${pathname}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

const INDEX_HTML =
  '<!doctype html><html lang="de"><body><div id="root"></div><script type="module" src="/assets/index-Ab12Cd34.js"></script></body></html>';
const BUNDLE = `console.log(${JSON.stringify('Kochclip '.repeat(5000))});`;
/** A second bundle with the build's brotli and gzip copies beside it (web/compress-plugin.ts). */
const PRECOMPRESSED = `console.log(${JSON.stringify('Spätzle '.repeat(5000))});`;
const PRECOMPRESSED_BR = brotliCompressSync(PRECOMPRESSED, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
const PRECOMPRESSED_GZ = gzipSync(PRECOMPRESSED, { level: 9 });

let webDist: string;
let server: TTestServer;
let httpsServer: TTestServer;
let proxied: TTestServer;
beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'kochclip-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
  await writeFile(path.join(webDist, 'assets', 'index-Ab12Cd34.js'), BUNDLE);
  await writeFile(path.join(webDist, 'assets', 'index-Ab12Cd34.js.map'), '{"version":3}');
  await writeFile(path.join(webDist, 'assets', 'landing-Zz99Yy88.js'), PRECOMPRESSED);
  await writeFile(path.join(webDist, 'assets', 'landing-Zz99Yy88.js.br'), PRECOMPRESSED_BR);
  await writeFile(path.join(webDist, 'assets', 'landing-Zz99Yy88.js.gz'), PRECOMPRESSED_GZ);
  await writeFile(path.join(webDist, 'assets', 'index-Ef56Gh78.css'), `body{color:#333}${'.k{margin:0}'.repeat(500)}`);
  await writeFile(path.join(webDist, 'favicon.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(400)}</svg>`);
  server = await startTestServer({}, { webDistDir: webDist });
  httpsServer = await startTestServer({}, { webDistDir: webDist, publicOrigin: 'https://kochclip.example' });
  proxied = await startTestServer({}, { webDistDir: webDist, trustProxy: true });
});
afterAll(async () => {
  await Promise.all([server.close(), httpsServer.close(), proxied.close()]);
  await rm(webDist, { recursive: true, force: true });
});

function expectAppPageHeaders(res: TRaw): void {
  expect(res.headers['cache-control']).toBe('private, no-cache');
  const csp = String(res.headers['content-security-policy']);
  expect(csp).toMatch(/script-src 'self'[^;]*;/);
  expect(csp).toContain("object-src 'none'");
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('unsafe-eval');
}

describe('the web app over HTTP', () => {
  it.each(['/profile', '/settings', '/create', '/recipe/5/kochen'])(
    'answers the app page %s with index.html as built, revalidated on every visit and under a Content-Security-Policy',
    async (pathname) => {
      const res = await rawGet(server.url, pathname);
      expect(res.status).toBe(200);
      expect(res.body.toString()).toBe(INDEX_HTML);
      expectAppPageHeaders(res);
    },
  );

  it.each(['/', '/recipe/1', '/u/anna', '/anna', '/recipes?sort=popular', '/community', '/u/max.mustermann'])(
    'answers %s with the app page and its own head, under the same headers',
    async (pathname) => {
      const res = await rawGet(server.url, pathname);
      expect(res.status).toBe(pathname === '/u/max.mustermann' ? 404 : 200);
      expect(res.body.toString()).toContain('<script type="module" src="/assets/index-Ab12Cd34.js"></script>');
      expectAppPageHeaders(res);
    },
  );

  it.each(['/assets/nope.js', '/assets/nope', '/foo.png', '/favicon.ico', '/deep/path/style.css'])(
    'answers the unknown file %s with 404, not with the app page',
    async (pathname) => {
      const res = await rawGet(server.url, pathname);
      expect(res.status).toBe(404);
      expect(res.body.toString()).not.toContain('<html');
    },
  );

  it('never serves source maps, even when the build left them beside the bundle', async () => {
    const res = await rawGet(server.url, '/assets/index-Ab12Cd34.js.map');
    expect(res.status).toBe(404);
    expect(res.body.toString()).not.toContain('"version"');
  });

  it('serves robots.txt as text, naming the sitemap at the address the client used', async () => {
    const res = await rawGet(server.url, '/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body.toString()).toContain(`Sitemap: ${server.url}/sitemap.xml`);
  });

  it('caches content-hashed assets for a year as immutable', async () => {
    const res = await rawGet(server.url, '/assets/index-Ab12Cd34.js');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the JS bundle with brotli to clients that accept it, and with gzip to the others', async () => {
    const br = await rawGet(server.url, '/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.length).toBeLessThan(BUNDLE.length / 10);
    expect(brotliDecompressSync(br.body).toString()).toBe(BUNDLE);
    const gzip = await rawGet(server.url, '/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(BUNDLE);
  });

  it.each([
    ['CSS', '/assets/index-Ef56Gh78.css'],
    ['SVG', '/favicon.svg'],
    ['a large JSON answer', '/api/openapi.json'],
  ])('compresses %s', async (_kind, pathname) => {
    const res = await rawGet(server.url, pathname, { 'accept-encoding': 'gzip, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('sends the brotli file the build wrote, byte for byte, with the script type and the asset cache policy', async () => {
    const res = await rawGet(server.url, '/assets/landing-Zz99Yy88.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toContain('Accept-Encoding');
    expect(res.headers['content-length']).toBe(String(PRECOMPRESSED_BR.length));
    expect(res.body.equals(PRECOMPRESSED_BR)).toBe(true);
    expect(brotliDecompressSync(res.body).toString()).toBe(PRECOMPRESSED);
  });

  it('sends the gzip file to a client without brotli, and the plain file to one without either', async () => {
    const gz = await rawGet(server.url, '/assets/landing-Zz99Yy88.js', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body.equals(PRECOMPRESSED_GZ)).toBe(true);
    const plain = await rawGet(server.url, '/assets/landing-Zz99Yy88.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(PRECOMPRESSED);
  });

  it.each(['/assets/landing-Zz99Yy88.js.br', '/assets/landing-Zz99Yy88.js.gz'])(
    'never serves the compressed copy %s by its own name',
    async (pathname) => {
      expect((await rawGet(server.url, pathname)).status).toBe(404);
    },
  );

  it('sends uncompressed bytes to a client that asks for no encoding', async () => {
    const res = await rawGet(server.url, '/assets/index-Ab12Cd34.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe(BUNDLE);
  });
});

describe('security headers', () => {
  // The procedures' REST answers (a list, a 404, a 400) leave the server before Express: they must carry the same headers.
  it.each(['/', '/api/health/live', '/api/recipes?limit=1', '/api/recipes/999999999', '/api/recipes?limit=0'])(
    'sends the security headers with %s, compressed or not',
    async (pathname) => {
      for (const headers of [{}, { 'accept-encoding': 'gzip' }] as Record<string, string>[]) {
        const res = await rawGet(server.url, pathname, headers);
        expect(res.headers['permissions-policy']).toContain('camera=()');
        expect(res.headers['permissions-policy']).toContain('geolocation=()');
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['x-frame-options']).toBe('DENY');
        expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      }
    },
  );

  it('puts /api/docs under a Content-Security-Policy without inline script', async () => {
    const res = await rawGet(server.url, '/api/docs');
    expect(res.status).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(res.body.toString()).not.toMatch(/<script>(?!<\/script>)/);
  });

  it('sends no HSTS over plain HTTP', async () => {
    expect((await rawGet(server.url, '/')).headers['strict-transport-security']).toBeUndefined();
    expect(
      (await rawGet(server.url, '/', { 'x-forwarded-proto': 'https' })).headers['strict-transport-security'],
    ).toBeUndefined();
  });

  it.each(['/api/health/live', '/api/recipes?limit=1'])(
    'sends HSTS with %s behind a trusted proxy that reports HTTPS',
    async (pathname) => {
      const res = await rawGet(proxied.url, pathname, { 'x-forwarded-proto': 'https' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect((await rawGet(proxied.url, pathname)).headers['strict-transport-security']).toBeUndefined();
      expect(
        (await rawGet(server.url, pathname, { 'x-forwarded-proto': 'https' })).headers['strict-transport-security'],
      ).toBeUndefined();
    },
  );

  it.each(['/', '/api/recipes?limit=1'])('sends HSTS with %s when the public origin is https', async (pathname) => {
    const res = await rawGet(httpsServer.url, pathname);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
