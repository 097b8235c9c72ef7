import type { Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import { knownAppError } from '@kochclip/routers/database-errors';
import { AppError, issuesFromZod, messageFromIssues, unauthorized } from '@kochclip/routers/errors';
import { HTML_TOO_LARGE, MAX_HTML_BYTES, ZImportHtmlInput } from '@kochclip/routers/import/import.schemas';
import { importFromHtml } from '@kochclip/routers/import/import.service';
import { assertJsonDepth, BODY_NOT_JSON, hasBody, isJsonContentType } from '../http/json-body';
import { decodeHtml, isHtmlAnswer } from '../services/import/page-fetch';
import { readMultipart } from './read-upload';
import { MULTIPART_OVERHEAD_BYTES, sendAppError, type TUploadRouteDeps } from './upload-route';

/** 2 MB of HTML written as a JSON string: quotes and line breaks are escaped, so room for twice the bytes. */
export const MAX_HTML_JSON_BYTES = 2 * MAX_HTML_BYTES + 64 * 1024;

export const NOT_A_PAGE_UPLOAD = 'Bitte lade eine gespeicherte Webseite hoch (.html).';
export const WRONG_CONTENT_TYPE =
  'Bitte sende die Seite als multipart/form-data (Feld „file“) oder als JSON mit „html“ und optional „sourceUrl“.';

/** The body as UTF-8 text, at most `max` bytes; compressed bodies are refused (inflating them would undo the limit). */
function readText(req: Request, max: number): Promise<string> {
  const encoding = req.headers['content-encoding'];
  if (encoding && encoding.toLowerCase() !== 'identity') {
    return Promise.reject(new AppError('UNSUPPORTED_MEDIA_TYPE', 'Komprimierte Anfrageinhalte werden nicht unterstützt.'));
  }
  if (Number(req.headers['content-length'] ?? 0) > max) return Promise.reject(new AppError('PAYLOAD_TOO_LARGE', HTML_TOO_LARGE));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > max) {
        req.pause();
        reject(new AppError('PAYLOAD_TOO_LARGE', HTML_TOO_LARGE));
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

async function jsonInput(req: Request): Promise<unknown> {
  if (!hasBody(req)) return {};
  const text = await readText(req, MAX_HTML_JSON_BYTES);
  if (text.trim() === '') return {};
  assertJsonDepth(text);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError('PARSE_ERROR', BODY_NOT_JSON);
  }
}

/** Multipart: the page in `file` (decoded by its BOM or declared charset), `sourceUrl` and `saveToDatabase` as text. */
async function multipartInput(req: Request): Promise<unknown> {
  if (Number(req.headers['content-length'] ?? 0) > MAX_HTML_BYTES + MULTIPART_OVERHEAD_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', HTML_TOO_LARGE);
  }
  const { file, fields } = await readMultipart(req, {
    fileField: 'file',
    maxBytes: MAX_HTML_BYTES,
    textFields: ['sourceUrl', 'saveToDatabase'],
    maxFieldBytes: 4096,
  });
  if (file.kind === 'too-large') throw new AppError('PAYLOAD_TOO_LARGE', HTML_TOO_LARGE);
  if (file.kind === 'malformed')
    throw new AppError('BAD_REQUEST', 'Die Anfrage konnte nicht gelesen werden (multipart/form-data).');
  if (file.kind === 'missing' || file.data.length === 0)
    throw new AppError('BAD_REQUEST', 'Bitte wähle eine Datei aus (Feld „file“).');
  if (!isHtmlAnswer(undefined, file.data)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_A_PAGE_UPLOAD);
  const save = fields.saveToDatabase;
  return {
    html: decodeHtml(file.data),
    ...(fields.sourceUrl ? { sourceUrl: fields.sourceUrl } : {}),
    ...(save === undefined ? {} : { saveToDatabase: save === 'true' ? true : save === 'false' ? false : save }),
  };
}

function parseInput(raw: unknown): z.output<typeof ZImportHtmlInput> {
  const parsed = ZImportHtmlInput.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issues = issuesFromZod(parsed.error);
  throw new AppError('BAD_REQUEST', messageFromIssues(issues), issues);
}

/**
 * POST /api/import/html: one route for both forms, because the REST layer takes JSON only and a multipart body
 * must reach the same extraction. Session and errors as everywhere on /api.
 */
export function importHtmlRoute(deps: TUploadRouteDeps): RequestHandler {
  return async (req: Request, res: Response) => {
    let bodyRead = false;
    try {
      const ctx = await deps.createContext(req, res, 'rest');
      if (!ctx.user) throw unauthorized();
      if (!ctx.creator)
        throw new AppError('SERVICE_UNAVAILABLE', 'Der Import ist gerade nicht verfügbar. Bitte versuche es später erneut.');
      const multipart = typeof req.is('multipart/form-data') === 'string';
      if (!multipart && hasBody(req) && !isJsonContentType(req)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', WRONG_CONTENT_TYPE);
      const raw = multipart ? await multipartInput(req) : await jsonInput(req);
      bodyRead = true;
      const recipe = await importFromHtml(
        { db: ctx.db, config: ctx.config, creator: ctx.creator, member: ctx.user, jobs: ctx.jobs },
        parseInput(raw),
      );
      res.setHeader('Cache-Control', 'no-store');
      res.json(recipe);
    } catch (error) {
      if (!bodyRead && hasBody(req) && !req.complete) res.setHeader('Connection', 'close');
      const known = knownAppError(error);
      if (known) return sendAppError(res, known);
      deps.log(`Fehler in POST /api/import/html: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      res.status(500).json({ message: 'Interner Serverfehler. Bitte versuche es später erneut.', code: 'INTERNAL_SERVER_ERROR' });
    }
  };
}
