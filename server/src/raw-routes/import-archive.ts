import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import type { Request } from 'express';
import { AppError } from '@kochclip/routers/errors';
import {
  ARCHIVE_IMPORT_UNAVAILABLE,
  runningArchiveImport,
  spendArchiveBudget,
  startArchiveImport,
} from '@kochclip/routers/server';
import { ARCHIVE_ALREADY_RUNNING } from '@kochclip/core';
import { RAW_ROUTES } from '@kochclip/routers';
import { readArchiveSafely } from '../adapters/media/media-work';
import type { TStorage } from '../adapters/storage';
import { memberUploadRoute, MULTIPART_OVERHEAD_BYTES, type TUploadRoute, type TUploadRouteDeps } from './upload-route';

const MALFORMED = 'Die Anfrage konnte nicht gelesen werden (multipart/form-data).';

/** The archive's limits and refusals as the contract (and the web app's check) name them. */
const RULE = RAW_ROUTES.importArchive.file;

/**
 * Streams the part `file` to a private temporary file (never held in memory: an archive may have 200 MB) and reads
 * the text part `visibility`. A refused upload leaves no file behind.
 */
function receiveArchive(req: Request, target: string): Promise<{ received: boolean; visibility: string | undefined }> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { files: 1, fileSize: RULE.maxBytes + 1, fields: 5, fieldSize: 100, parts: 10 },
      });
    } catch {
      reject(new AppError('BAD_REQUEST', MALFORMED));
      return;
    }
    let visibility: string | undefined;
    let writing: Promise<void> | null = null;
    let tooLarge = false;
    let failed = false;
    const fail = (error: AppError) => {
      if (failed) return;
      failed = true;
      req.unpipe(parser);
      req.resume();
      reject(error);
    };
    parser.on('field', (name, value) => {
      if (name === 'visibility') visibility = value;
    });
    parser.on('file', (field, stream) => {
      if (field !== RULE.part || writing) {
        stream.resume();
        return;
      }
      stream.on('limit', () => {
        tooLarge = true;
        stream.resume();
      });
      writing = pipeline(stream, createWriteStream(target, { mode: 0o600 }));
    });
    parser.on('close', () => {
      void (async () => {
        try {
          await writing;
        } catch {
          fail(new AppError('BAD_REQUEST', MALFORMED));
          return;
        }
        if (tooLarge) fail(new AppError('PAYLOAD_TOO_LARGE', RULE.tooLarge));
        else if (!failed) resolve({ received: writing !== null, visibility });
      })();
    });
    parser.on('error', () => fail(new AppError('BAD_REQUEST', MALFORMED)));
    req.on('aborted', () => fail(new AppError('BAD_REQUEST', MALFORMED)));
    req.pipe(parser);
  });
}

/**
 * POST /api/import/archive („Rezepte umziehen“): the archive is checked in a media child (limits, format by content,
 * recipe count) before it is kept; then it waits in the store's archive area for its pg-boss job, and the answer is
 * 202 with the import's status.
 */
export function importArchiveRoute(deps: TUploadRouteDeps & { storage: TStorage }): TUploadRoute {
  return memberUploadRoute(deps, RAW_ROUTES.importArchive, async (ctx, req) => {
    if (!ctx.jobs) throw new AppError('SERVICE_UNAVAILABLE', ARCHIVE_IMPORT_UNAVAILABLE);
    if (Number(req.headers['content-length'] ?? 0) > RULE.maxBytes + MULTIPART_OVERHEAD_BYTES) {
      throw new AppError('PAYLOAD_TOO_LARGE', RULE.tooLarge);
    }
    if ((await runningArchiveImport(ctx.db, ctx.user.id)) !== null) throw new AppError('CONFLICT', ARCHIVE_ALREADY_RUNNING);
    const upload = path.join(tmpdir(), `kochclip-upload-${randomUUID()}`);
    try {
      const { received, visibility } = await receiveArchive(req, upload);
      if (!received || (await stat(upload).catch(() => null))?.size === 0) throw new AppError('BAD_REQUEST', RULE.missing);
      if (visibility !== undefined && visibility !== 'public' && visibility !== 'private') {
        throw new AppError('BAD_REQUEST', 'visibility muss „public“ oder „private“ sein.');
      }
      const checked = await readArchiveSafely(upload, 0, 0, `member:${ctx.user.id}`);
      await spendArchiveBudget(ctx.db, ctx.user.id);
      const fileName = `import-${ctx.user.id}-${randomUUID()}.bin`;
      await deps.storage.writeArchive(fileName, createReadStream(upload));
      try {
        return await startArchiveImport(ctx.db, ctx.jobs, {
          userId: ctx.user.id,
          format: checked.format,
          total: checked.total,
          fileName,
          visibility: visibility === 'public' ? 'public' : 'private',
        });
      } catch (error) {
        await deps.storage.removeArchive(fileName);
        throw error;
      }
    } finally {
      await rm(upload, { force: true });
    }
  });
}
