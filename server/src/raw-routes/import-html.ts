import { AppError, issuesFromZod, messageFromIssues } from '@kochclip/routers/errors';
import { HTML_TOO_LARGE, MAX_HTML_BYTES, NOT_A_PAGE_UPLOAD, WRONG_PAGE_CONTENT_TYPE } from '@kochclip/core';
import { ZImportHtmlInput, importFromHtml } from '@kochclip/routers/server';
import { RAW_ROUTES } from '@kochclip/routers';
import { hasBody, isJsonContentType, readJsonBody } from '../http/json-body';
import { decodeHtml, isHtmlAnswer } from '../adapters/import/page-fetch';
import { memberUploadRoute, type TFormReader, type TUploadRoute, type TUploadRouteDeps } from './upload-route';

/** 2 MB of HTML written as a JSON string: quotes and line breaks are escaped, so room for twice the bytes. */
export const MAX_HTML_JSON_BYTES = 2 * MAX_HTML_BYTES + 64 * 1024;

/** Multipart: the page in `file` (decoded by its BOM or declared charset), `sourceUrl`, `saveToDatabase` and `draft` as text. */
async function multipartInput(form: TFormReader): Promise<unknown> {
  const file = await form.file({ textFields: ['sourceUrl', 'saveToDatabase', 'draft'], maxFieldBytes: 4096 });
  const { fields } = file;
  if (!isHtmlAnswer(undefined, file.data)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_A_PAGE_UPLOAD);
  const save = fields.saveToDatabase;
  const { draft } = fields;
  return {
    ...(draft === undefined ? {} : { draft: draft === 'true' ? true : draft === 'false' ? false : draft }),
    html: decodeHtml(file.data),
    ...(fields.sourceUrl ? { sourceUrl: fields.sourceUrl } : {}),
    ...(save === undefined ? {} : { saveToDatabase: save === 'true' ? true : save === 'false' ? false : save }),
  };
}

function parseInput(raw: unknown) {
  const parsed = ZImportHtmlInput.safeParse(raw ?? {});
  if (parsed.success) return parsed.data;
  const issues = issuesFromZod(parsed.error);
  throw new AppError('BAD_REQUEST', messageFromIssues(issues), issues);
}

/**
 * POST /api/import/html: one route for both forms (a saved page as multipart `file`, or JSON with `html`), since
 * the REST router takes JSON of at most 1 MiB and a page may have 2 MB.
 */
export function importHtmlRoute(deps: TUploadRouteDeps): TUploadRoute {
  return memberUploadRoute(deps, RAW_ROUTES.importHtml, async (ctx, req, form) => {
    if (!ctx.creator)
      throw new AppError('SERVICE_UNAVAILABLE', 'Der Import ist gerade nicht verfügbar. Bitte versuche es später erneut.');
    const multipart = typeof req.is('multipart/form-data') === 'string';
    if (!multipart && hasBody(req) && !isJsonContentType(req))
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', WRONG_PAGE_CONTENT_TYPE);
    const raw = multipart
      ? await multipartInput(form)
      : await readJsonBody(req, { bytes: MAX_HTML_JSON_BYTES, message: HTML_TOO_LARGE });
    return importFromHtml(
      { db: ctx.db, config: ctx.config, creator: ctx.creator, member: ctx.user, jobs: ctx.jobs },
      parseInput(raw),
    );
  });
}
