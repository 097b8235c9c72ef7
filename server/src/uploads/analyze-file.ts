import type { Request, Response } from 'express';
import type { TContext } from '@kochclip/routers/context';
import { createFromFile } from '@kochclip/routers/create/create.service';
import { knownAppError } from '@kochclip/routers/database-errors';
import { AppError, unauthorized } from '@kochclip/routers/errors';
import { sniffFileKind } from '../services/files/sniff';
import { readUpload } from './read-upload';
import { MULTIPART_OVERHEAD_BYTES, sendAppError } from './upload-route';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export const INVALID_FILE_TYPE = 'Bitte lade nur PDF, JPG, PNG oder WebP Dateien hoch.';
export const FILE_TOO_LARGE = 'Die Datei darf maximal 10MB groß sein.';

export interface TAnalyzeFileDeps {
  createContext: (req: Request, res: Response, transport: TContext['transport']) => Promise<TContext>;
  log: (line: string) => void;
}

/** Refuses before or while reading; the connection is closed so an unread body is not parsed as a request. */
function refuse(res: Response, error: AppError): void {
  res.setHeader('Connection', 'close');
  sendAppError(res, error);
}

/**
 * POST /api/analyze-file: a plain Express route because the REST adapter takes JSON bodies only.
 * Same session handling as the API (shared context factory), same `{ message, code }` German errors.
 */
export function analyzeFileHandler(deps: TAnalyzeFileDeps) {
  return async (req: Request, res: Response): Promise<void> => {
    const ctx = await deps.createContext(req, res, 'rest');
    if (!ctx.user) return refuse(res, unauthorized());
    if (!ctx.creator) return refuse(res, new AppError('SERVICE_UNAVAILABLE', 'Die Dateianalyse ist gerade nicht verfügbar.'));
    if (!req.is('multipart/form-data')) {
      return refuse(res, new AppError('BAD_REQUEST', 'Bitte sende die Datei als multipart/form-data im Feld „file“.'));
    }
    if (Number(req.headers['content-length'] ?? 0) > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES) {
      return refuse(res, new AppError('PAYLOAD_TOO_LARGE', FILE_TOO_LARGE));
    }

    const upload = await readUpload(req, MAX_UPLOAD_BYTES);
    if (upload.kind === 'too-large') return refuse(res, new AppError('PAYLOAD_TOO_LARGE', FILE_TOO_LARGE));
    if (upload.kind !== 'file' || upload.data.length === 0) {
      return refuse(res, new AppError('BAD_REQUEST', 'Bitte wähle eine Datei aus (Feld „file“).'));
    }
    const kind = sniffFileKind(upload.data);
    if (!kind) return sendAppError(res, new AppError('UNSUPPORTED_MEDIA_TYPE', INVALID_FILE_TYPE));

    try {
      const recipe = await createFromFile(
        { db: ctx.db, config: ctx.config, creator: ctx.creator, member: ctx.user },
        { data: upload.data, kind },
      );
      res.json(recipe);
    } catch (error) {
      const known = knownAppError(error);
      if (known) return sendAppError(res, known);
      deps.log(`Fehler in analyze-file: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      res.status(500).json({ message: 'Interner Serverfehler. Bitte versuche es später erneut.', code: 'INTERNAL_SERVER_ERROR' });
    }
  };
}
