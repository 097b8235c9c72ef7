import type { RequestHandler } from 'express';
import { createFromFile } from '@kochclip/routers/create/create.service';
import { AppError } from '@kochclip/routers/errors';
import { ZRecipeDetail } from '@kochclip/routers/recipes/recipes.schemas';
import { sniffFileKind } from '../services/files/sniff';
import { readUpload } from './read-upload';
import { memberUploadRoute, MULTIPART_OVERHEAD_BYTES, type TUploadRouteDeps } from './upload-route';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export const INVALID_FILE_TYPE = 'Bitte lade nur PDF, JPG, PNG oder WebP Dateien hoch.';
export const FILE_TOO_LARGE = 'Die Datei darf maximal 10MB groß sein.';

/** POST /api/analyze-file: a recipe from a PDF or a photo (multipart field `file`, type by content). */
export function analyzeFileHandler(deps: TUploadRouteDeps): RequestHandler {
  return memberUploadRoute(deps, ZRecipeDetail, async (ctx, req) => {
    if (!ctx.creator) throw new AppError('SERVICE_UNAVAILABLE', 'Die Dateianalyse ist gerade nicht verfügbar.');
    if (Number(req.headers['content-length'] ?? 0) > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES) {
      throw new AppError('PAYLOAD_TOO_LARGE', FILE_TOO_LARGE);
    }
    const upload = await readUpload(req, MAX_UPLOAD_BYTES);
    if (upload.kind === 'too-large') throw new AppError('PAYLOAD_TOO_LARGE', FILE_TOO_LARGE);
    if (upload.kind !== 'file' || upload.data.length === 0) throw new AppError('BAD_REQUEST', 'Bitte wähle eine Datei aus (Feld „file“).');
    const kind = sniffFileKind(upload.data);
    if (!kind) throw new AppError('UNSUPPORTED_MEDIA_TYPE', INVALID_FILE_TYPE);
    return createFromFile({ db: ctx.db, config: ctx.config, creator: ctx.creator, member: ctx.user }, { data: upload.data, kind });
  });
}
