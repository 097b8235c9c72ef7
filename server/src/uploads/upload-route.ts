import type { Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import type { TSessionUser } from '@kochclip/routers/auth/auth.schemas';
import type { TContext } from '@kochclip/routers/context';
import { AppError, unauthorized } from '@kochclip/routers/errors';
import { sniffImageKind, type TImageKind } from '../services/files/sniff';
import { storeWebp } from '../services/images/recipe-picture';
import type { TStorage } from '../services/storage';
import { readMultipart } from './read-upload';

export interface TUploadRouteDeps {
  createContext: (req: Request, res: Response, transport: TContext['transport']) => Promise<TContext>;
}

export type TMemberContext = TContext & { user: TSessionUser };

/** Room for multipart boundaries, part headers and small text fields on top of the file itself. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * A multipart route, the sibling of a procedure (the REST adapter takes JSON bodies only): the same context
 * factory and member check, the answer checked and stripped by its output schema, every refusal thrown to the
 * pipeline's one error handler (which closes the connection when the body was not read).
 */
export function memberUploadRoute<T extends z.ZodType>(
  deps: TUploadRouteDeps,
  output: T,
  handler: (ctx: TMemberContext, req: Request) => Promise<z.input<T>>,
): RequestHandler {
  return async (req, res) => {
    const ctx = await deps.createContext(req, res, 'rest');
    if (!ctx.user) throw unauthorized();
    if (!req.is('multipart/form-data')) throw new AppError('BAD_REQUEST', 'Bitte sende die Datei als multipart/form-data.');
    const data = await handler({ ...ctx, user: ctx.user }, req);
    res.set('Cache-Control', 'no-store').json(output.parse(data));
  };
}

/** Photos members share (community images, challenge entries, profile and header images), spec part 2 §5. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TOO_LARGE = 'Datei zu groß: Bitte wählen Sie ein Bild unter 5MB aus.';
export const IMAGE_INVALID_TYPE = 'Ungültiger Dateityp: Bitte wählen Sie eine Bilddatei aus (JPG, PNG, GIF oder WebP).';
export const IMAGE_REQUIRED = 'Bild erforderlich';

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
