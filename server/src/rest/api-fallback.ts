import type { Request, Response } from 'express';
import { AppError } from '@kochclip/routers/errors';
import { sendApiError } from '../http/errors';
import { normalisePath, pathPattern } from './route-table';

interface TKnownPath {
  pattern: RegExp;
  methods: string[];
}

/** The documented operations (procedures and hand-written upload routes) as path -> methods. */
function knownPaths(document: { paths?: Record<string, Record<string, unknown>> }): TKnownPath[] {
  return Object.entries(document.paths ?? {}).map(([path, operations]) => {
    const methods = Object.keys(operations).map((m) => m.toUpperCase());
    return { pattern: pathPattern(normalisePath(path)), methods: methods.includes('GET') ? [...methods, 'HEAD'] : methods };
  });
}

/**
 * After every /api handler: a documented path with another method is 405 with `Allow` (OPTIONS answers 204
 * with `Allow`), anything else 404, both as `{ message, code }`.
 */
export function apiFallback(document: { paths?: Record<string, Record<string, unknown>> }) {
  const paths = knownPaths(document);
  return (req: Request, res: Response): void => {
    const path = normalisePath(req.path);
    const allowed = paths.filter((p) => p.pattern.test(path)).flatMap((p) => p.methods);
    if (allowed.length === 0) {
      return sendApiError(req, res, new AppError('NOT_FOUND', 'Diesen API-Endpunkt gibt es nicht.'));
    }
    const allow = [...new Set(allowed)].join(', ');
    res.setHeader('Allow', allow);
    if (req.method === 'OPTIONS') {
      res.status(204).end();
      return;
    }
    const message = `Die Methode ${req.method} ist für diesen API-Endpunkt nicht erlaubt (erlaubt: ${allow}).`;
    sendApiError(req, res, new AppError('METHOD_NOT_SUPPORTED', message));
  };
}
