import type { NextFunction, Request, Response } from 'express';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { knownAppError } from '../../../routers/src/database-errors';

export function apiNotFound(_req: Request, res: Response): void {
  res.status(404).json({ message: 'Diesen API-Endpunkt gibt es nicht.', code: 'NOT_FOUND' });
}

interface THttpError {
  status?: number;
  type?: string;
}

/** Last stop for errors outside tRPC: German text, right status, never a stack trace. */
export function errorHandler(log: (line: string) => void) {
  return (error: unknown, _req: Request, res: Response, _next: NextFunction): void => {
    const e = (typeof error === 'object' && error !== null ? error : {}) as THttpError;
    if (e.type === 'entity.parse.failed') {
      res.status(400).json({ message: 'Der Anfrageinhalt ist kein gültiges JSON.', code: 'PARSE_ERROR' });
      return;
    }
    if (e.type === 'entity.too.large' || e.status === 413) {
      res.status(413).json({ message: 'Die Anfrage ist zu groß.', code: 'PAYLOAD_TOO_LARGE' });
      return;
    }
    if (e.status && e.status >= 400 && e.status < 500) {
      res.status(e.status).json({ message: 'Ungültige Anfrage.', code: 'BAD_REQUEST' });
      return;
    }
    const known = knownAppError(error);
    if (known && !res.headersSent) {
      if (known.retryAfterSeconds) res.setHeader('Retry-After', String(known.retryAfterSeconds));
      res.status(getHTTPStatusCodeFromError(known)).json({ message: known.message, code: known.code });
      return;
    }
    log(`Unerwarteter Fehler: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    if (res.headersSent) return;
    res.status(500).json({ message: 'Interner Serverfehler. Bitte versuche es später erneut.', code: 'INTERNAL_SERVER_ERROR' });
  };
}
