import type { IncomingMessage } from 'node:http';
import { AppError } from '@kochclip/routers/errors';

/** One limit for JSON bodies on both transports (/api and /trpc); uploads have their own. */
export const MAX_JSON_BYTES = 1024 * 1024;
/** Far deeper than any of our inputs; a 5,000-deep body must never reach a recursive walker. */
export const MAX_JSON_DEPTH = 64;

export const BODY_TOO_LARGE = 'Die Anfrage ist zu groß (höchstens 1 MiB JSON).';
export const BODY_TOO_DEEP = `Der Anfrageinhalt ist zu tief verschachtelt (höchstens ${MAX_JSON_DEPTH} Ebenen).`;
export const BODY_NOT_JSON = 'Der Anfrageinhalt ist kein gültiges JSON.';

/** Whether the request announces a body (RFC 9112 §6.3): chunked, or a non-zero Content-Length. */
export function hasBody(req: IncomingMessage): boolean {
  if (req.headers['transfer-encoding'] !== undefined) return true;
  const length = req.headers['content-length'];
  return length !== undefined && length !== '0';
}

export function isJsonContentType(req: IncomingMessage): boolean {
  const type = req.headers['content-type'];
  if (!type) return false;
  const semicolon = type.indexOf(';');
  return (semicolon === -1 ? type : type.slice(0, semicolon)).trim().toLowerCase() === 'application/json';
}

export function unsupportedMediaType(req: IncomingMessage): AppError {
  const type = req.headers['content-type'];
  const received = type ? `„${type.split(';')[0]?.trim() ?? type}“ wird nicht unterstützt` : 'Content-Type fehlt';
  return new AppError(
    'UNSUPPORTED_MEDIA_TYPE',
    `Nicht unterstützter Inhaltstyp (${received}). Bitte sende den Anfrageinhalt als JSON mit „Content-Type: application/json“.`,
  );
}

/**
 * Whether `text` nests arrays and objects deeper than `max`: one pass over the characters, skipping strings, so it
 * can run before JSON.parse and before any recursive walk (request bodies, the JSON files of a moved-in archive).
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  if (text.length <= max) return false;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i += 1;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth -= 1;
  }
  return false;
}

/** Throws the German 400 when `text` nests arrays and objects deeper than MAX_JSON_DEPTH. */
export function assertJsonDepth(text: string): void {
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) throw new AppError('BAD_REQUEST', BODY_TOO_DEEP);
}

export interface TBodyLimit {
  bytes: number;
  /** The German 413 text. */
  message: string;
}

const JSON_LIMIT: TBodyLimit = { bytes: MAX_JSON_BYTES, message: BODY_TOO_LARGE };

/**
 * Reads the body as UTF-8 text, at most `limit` (1 MiB of JSON by default) (Content-Length is checked before reading a byte).
 * On overflow it stops reading; the error sender closes the connection (see `req.complete`), so the rest of
 * a huge body is neither buffered nor parsed as the next request. Compressed bodies are refused: inflating
 * them would undo the limit.
 */
export function readBodyText(req: IncomingMessage, limit: TBodyLimit = JSON_LIMIT): Promise<string> {
  const encoding = req.headers['content-encoding'];
  if (encoding && encoding.toLowerCase() !== 'identity') {
    return Promise.reject(new AppError('UNSUPPORTED_MEDIA_TYPE', 'Komprimierte Anfrageinhalte werden nicht unterstützt.'));
  }
  if (Number(req.headers['content-length'] ?? 0) > limit.bytes) {
    return Promise.reject(new AppError('PAYLOAD_TOO_LARGE', limit.message));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit.bytes) {
        chunks.push(chunk);
        return;
      }
      stop();
      req.pause();
      reject(new AppError('PAYLOAD_TOO_LARGE', limit.message));
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks, size).toString('utf8'));
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}

/** A JSON body: `undefined` when there is none; German 413/415/400 for too large, not JSON, too deep or broken. */
export async function readJsonBody(req: IncomingMessage, limit: TBodyLimit = JSON_LIMIT): Promise<unknown> {
  if (!hasBody(req)) return undefined;
  if (!isJsonContentType(req)) throw unsupportedMediaType(req);
  const text = await readBodyText(req, limit);
  if (text.trim() === '') return undefined;
  assertJsonDepth(text);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError('PARSE_ERROR', BODY_NOT_JSON);
  }
}
