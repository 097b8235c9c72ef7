import { createFromFile } from '@kochclip/routers/create/create.service';
import { AppError } from '@kochclip/routers/errors';
import { RAW_ROUTES } from '@kochclip/routers/raw-routes/raw-routes';
import { FILE_REQUIRED, FILE_TOO_LARGE, INVALID_FILE_TYPE, MAX_RECIPE_FILE_BYTES } from '@kochclip/core';
import { sniffFileKind } from '../services/files/sniff';
import { readMultipart } from './read-upload';
import { memberUploadRoute, MULTIPART_OVERHEAD_BYTES, type TUploadRoute, type TUploadRouteDeps } from './upload-route';

/** The form field `draft`: absent or „false“ saves the recipe, „true“ makes a draft; anything else is refused. */
export function draftField(value: string | undefined): boolean {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  throw new AppError('BAD_REQUEST', 'Das Feld „draft“ muss „true“ oder „false“ sein.');
}

/** POST /api/analyze-file: a recipe from a PDF or a photo (multipart field `file`, type by content). */
export function analyzeFileRoute(deps: TUploadRouteDeps): TUploadRoute {
  return memberUploadRoute(deps, RAW_ROUTES.analyzeFile, async (ctx, req) => {
    if (!ctx.creator) throw new AppError('SERVICE_UNAVAILABLE', 'Die Dateianalyse ist gerade nicht verfügbar.');
    if (Number(req.headers['content-length'] ?? 0) > MAX_RECIPE_FILE_BYTES + MULTIPART_OVERHEAD_BYTES) {
      throw new AppError('PAYLOAD_TOO_LARGE', FILE_TOO_LARGE);
    }
    const { file: upload, fields } = await readMultipart(req, {
      fileField: 'file',
      maxBytes: MAX_RECIPE_FILE_BYTES,
      textFields: ['draft'],
      maxFieldBytes: 16,
    });
    const draft = draftField(fields.draft);
    if (upload.kind === 'too-large') throw new AppError('PAYLOAD_TOO_LARGE', FILE_TOO_LARGE);
    if (upload.kind !== 'file' || upload.data.length === 0) throw new AppError('BAD_REQUEST', FILE_REQUIRED);
    const kind = sniffFileKind(upload.data);
    if (!kind) throw new AppError('UNSUPPORTED_MEDIA_TYPE', INVALID_FILE_TYPE);
    return createFromFile(
      { db: ctx.db, config: ctx.config, creator: ctx.creator, member: ctx.user },
      { data: upload.data, kind },
      { draft },
    );
  });
}
