import type { RequestHandler } from 'express';
import {
  exportForDownload,
  deleteMemberAccount,
  EXPORT_GONE,
  EXPORT_LINK_INVALID,
  verifyExportLink,
  ZExportLinkQuery,
} from '@kochclip/routers/server';
import { AppError, issuesFromZod, messageFromIssues } from '@kochclip/routers/errors';
import { expressPathOf, RAW_ROUTES } from '@kochclip/routers';
import { ZDeleteAccountInput } from '@kochclip/core/validators';
import { readJsonBody } from '../http/json-body';
import { currentRequestId } from '../http/request-scope';
import type { TStorage } from '../adapters/storage';
import { memberUploadRoute, type TUploadRoute, type TUploadRouteDeps } from './upload-route';

function parseDeleteInput(raw: unknown) {
  const parsed = ZDeleteAccountInput.safeParse(raw ?? {});
  if (parsed.success) return parsed.data;
  const issues = issuesFromZod(parsed.error);
  throw new AppError('BAD_REQUEST', messageFromIssues(issues), issues);
}

/** DELETE /api/user with a JSON body: trpc-to-openapi documents no body on DELETE, and the password belongs in none but the body. */
export function deleteAccountRoute(deps: TUploadRouteDeps): TUploadRoute {
  return memberUploadRoute(deps, RAW_ROUTES.deleteAccount, async (ctx, req) =>
    deleteMemberAccount(ctx, parseDeleteInput(await readJsonBody(req))),
  );
}

/**
 * GET /api/user/export/download: the signed link is the key (it also works from the e-mail on another device).
 * The archive streams from the store's archive area; nothing of it is ever under /media.
 */
export function downloadDataExportRoute(deps: Pick<TUploadRouteDeps, 'createContext'> & { storage: TStorage }): TUploadRoute {
  const handler: RequestHandler = async (req, res) => {
    const query = ZExportLinkQuery.safeParse(req.query);
    if (!query.success) throw new AppError('NOT_FOUND', EXPORT_LINK_INVALID);
    const ctx = await deps.createContext(req, res, 'rest');
    const id = verifyExportLink(ctx.config.secret, query.data);
    if (id === null) throw new AppError('NOT_FOUND', EXPORT_LINK_INVALID);
    const row = await exportForDownload(ctx.db, id);
    if (!row) throw new AppError('NOT_FOUND', EXPORT_LINK_INVALID);
    // The link's own expiry is not enough: the export may have expired earlier, been replaced or lost its archive.
    const gone = () =>
      void res.status(410).set('Cache-Control', 'private, no-store').json({ message: EXPORT_GONE, code: 'GONE', requestId: currentRequestId() });
    if (row.status !== 'ready' || !row.fileName || !row.expiresAt || row.expiresAt.getTime() <= Date.now()) return gone();
    const stream = await deps.storage.openArchive(row.fileName);
    if (!stream) return gone();
    res.set({
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="kochclip-daten-${row.createdAt.toISOString().slice(0, 10)}.zip"`,
      'Cache-Control': 'private, no-store',
      ...(row.sizeBytes ? { 'Content-Length': String(row.sizeBytes) } : {}),
    });
    stream.on('error', () => res.destroy());
    stream.pipe(res);
  };
  return { path: expressPathOf(RAW_ROUTES.downloadDataExport), handler };
}
