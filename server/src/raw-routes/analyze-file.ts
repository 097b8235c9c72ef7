import { createFromFile } from '@kochclip/routers/server';
import { AppError } from '@kochclip/routers/errors';
import { RAW_ROUTES } from '@kochclip/routers';
import { INVALID_FILE_TYPE } from '@kochclip/core';
import { sniffFileKind } from '../adapters/files/sniff';
import { memberUploadRoute, type TUploadRoute, type TUploadRouteDeps } from './upload-route';

/** The form field `draft`: absent or „false“ saves the recipe, „true“ makes a draft; anything else is refused. */
export function draftField(value: string | undefined): boolean {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  throw new AppError('BAD_REQUEST', 'Das Feld „draft“ muss „true“ oder „false“ sein.');
}

/** POST /api/analyze-file: a recipe from a PDF or a photo (multipart field `file`, type by content). */
export function analyzeFileRoute(deps: TUploadRouteDeps): TUploadRoute {
  return memberUploadRoute(deps, RAW_ROUTES.analyzeFile, async (ctx, _req, form) => {
    if (!ctx.creator) throw new AppError('SERVICE_UNAVAILABLE', 'Die Dateianalyse ist gerade nicht verfügbar.');
    const upload = await form.file({ textFields: ['draft'], maxFieldBytes: 16 });
    const draft = draftField(upload.fields.draft);
    const kind = sniffFileKind(upload.data);
    if (!kind) throw new AppError('UNSUPPORTED_MEDIA_TYPE', INVALID_FILE_TYPE);
    return createFromFile(
      { db: ctx.db, config: ctx.config, creator: ctx.creator, member: ctx.user },
      { data: upload.data, kind },
      { draft },
    );
  });
}
