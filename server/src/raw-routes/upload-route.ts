import type { Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import type { TSessionUser } from '@kochclip/routers/shared/session-user.schemas';
import type { TContext } from '@kochclip/routers/context';
import { AppError, unauthorized } from '@kochclip/routers/errors';
import { expressPathOf, type TRawRoute } from '@kochclip/routers/raw-routes/raw-routes';
import { IMAGE_INVALID_TYPE, IMAGE_REQUIRED, IMAGE_TOO_LARGE, MAX_IMAGE_BYTES } from '@kochclip/core';
import { sniffImageKind, type TImageKind } from '../adapters/files/sniff';
import { storeWebp } from '../adapters/images/recipe-picture';
import type { TStorage } from '../adapters/storage';
import { readMultipart } from './read-upload';

export interface TUploadRouteDeps {
  createContext: (req: Request, res: Response, transport: TContext['transport']) => Promise<TContext>;
}

export type TMemberContext = TContext & { user: TSessionUser };

/** Room for multipart boundaries, part headers and small text fields on top of the file itself. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** A route beside the procedures, where Express serves it. */
export interface TUploadRoute {
  path: string;
  handler: RequestHandler;
}

/**
 * A member's upload, the sibling of a procedure (the REST router takes JSON bodies only), served at its contract's
 * path: the same context factory and member check, the body in the form the contract names (multipart, or also
 * JSON), the answer checked and stripped by the contract's output schema, every refusal thrown to the pipeline's
 * one error handler (which closes the connection when the body was not read).
 */
export function memberUploadRoute<C extends TRawRoute>(
  deps: TUploadRouteDeps,
  contract: C,
  handler: (ctx: TMemberContext, req: Request) => Promise<z.input<C['output']>>,
): TUploadRoute {
  return {
    path: expressPathOf(contract),
    handler: async (req, res) => {
      const ctx = await deps.createContext(req, res, 'rest');
      if (!ctx.user) throw unauthorized();
      if (!contract.json && !req.is('multipart/form-data')) {
        throw new AppError('BAD_REQUEST', 'Bitte sende die Datei als multipart/form-data.');
      }
      const data = await handler({ ...ctx, user: ctx.user }, req);
      res
        .status(contract.outputStatus ?? 200)
        .set('Cache-Control', 'no-store')
        .json(contract.output.parse(data));
    },
  };
}

export interface TImageUpload {
  data: Buffer;
  kind: TImageKind;
  fields: Record<string, string>;
}

/**
 * Reads the image part `fileField` (≤ 5 MB inclusive, type by content) and the named text fields; throws the
 * German AppError for a missing, oversized or non-image file. Nothing is stored here.
 */
export async function readImageUpload(
  req: Request,
  { fileField = 'image', textFields = [] }: { fileField?: string; textFields?: readonly string[] } = {},
): Promise<TImageUpload> {
  if (Number(req.headers['content-length'] ?? 0) > MAX_IMAGE_BYTES + MULTIPART_OVERHEAD_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', IMAGE_TOO_LARGE);
  }
  // busboy reports its limit once a file reaches maxBytes, so one byte more keeps exactly 5 MB allowed.
  const { file, fields } = await readMultipart(req, { fileField, maxBytes: MAX_IMAGE_BYTES, textFields });
  if (file.kind === 'too-large') throw new AppError('PAYLOAD_TOO_LARGE', IMAGE_TOO_LARGE);
  if (file.kind === 'malformed')
    throw new AppError('BAD_REQUEST', 'Die Anfrage konnte nicht gelesen werden (multipart/form-data).');
  if (file.kind === 'missing' || file.data.length === 0) throw new AppError('BAD_REQUEST', IMAGE_REQUIRED);
  const kind = sniffImageKind(file.data);
  if (!kind) throw new AppError('UNSUPPORTED_MEDIA_TYPE', IMAGE_INVALID_TYPE);
  return { data: file.data, kind, fields };
}

/**
 * Re-encodes a member's photo (metadata and GPS go, pixels are capped). Our own refusals (too many pixels, a
 * busy pool) pass as they are; bytes that look like an image but do not decode are an invalid type (415).
 */
export async function storeMemberPhoto(storage: TStorage, data: Uint8Array, prefix: string) {
  try {
    return await storeWebp(storage, data, prefix);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', IMAGE_INVALID_TYPE);
  }
}
