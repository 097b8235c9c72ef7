import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';

const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** Encodings the client accepts (q > 0); `*` accepts any. */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (token && (q === undefined || Number(q) > 0)) accepted.add(token);
  }
  return accepted;
}

function filesUnder(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full, base) : [`/${path.relative(base, full).split(path.sep).join('/')}`];
  });
}

/**
 * Serves the brotli (quality 11) and gzip files the build wrote beside each asset (web/compress-plugin.ts)
 * instead of compressing on every request; files without them fall through to express.static and the
 * compression layer. The list is read once at startup: the build directory does not change while it runs.
 */
export function precompressedFiles(root: string, setHeaders: (res: Parameters<RequestHandler>[1]) => void): RequestHandler {
  const files = new Set(filesUnder(root));
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const accepted = acceptedEncodings(req.headers['accept-encoding']);
    const encoding = ENCODINGS.find((e) => (accepted.has(e.name) || accepted.has('*')) && files.has(req.path + e.suffix));
    if (!encoding) return next();
    const file = path.join(root, req.path + encoding.suffix);
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Content-Encoding', encoding.name);
    // The type of the original file; send keeps a Content-Type already set and takes the length from the file.
    res.type(path.extname(req.path));
    setHeaders(res);
    res.sendFile(file, { cacheControl: false }, (error) => {
      if (error) next(error);
    });
  };
}
