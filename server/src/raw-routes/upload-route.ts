import type { Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import type { TSessionUser, TContext } from '@kochclip/routers/server';
import { AppError, unauthorized } from '@kochclip/routers/errors';
import { expressPathOf, type TRawRoute } from '@kochclip/routers';
import { IMAGE_INVALID_TYPE } from '@kochclip/core';
import type { TFileRule } from '@kochclip/core/raw-routes';
import { sniffImageKind, type TImageKind } from '../adapters/files/sniff';
import { storeWebp } from '../adapters/images/recipe-picture';
import type { TStorage } from '../adapters/storage';
import { readMultipart, type TMultipartOptions } from './read-upload';

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
  handler: (ctx: TMemberContext, req: Request, form: TFormReader) => Promise<z.input<C['output']>>,
): TUploadRoute {
  return {
    path: expressPathOf(contract),
    handler: async (req, res) => {
      const ctx = await deps.createContext(req, res, 'rest');
      if (!ctx.user) throw unauthorized();
      if (!contract.json && !req.is('multipart/form-data')) {
        throw new AppError('BAD_REQUEST', 'Bitte sende die Datei als multipart/form-data.');
      }
      const rule = contract.file;
      const form: TFormReader = {
        file: (options) => readFormFile(req, fileRuleOf(rule), options),
        image: (options) => readImageUpload(req, fileRuleOf(rule), options),
      };
      const data = await handler({ ...ctx, user: ctx.user }, req, form);
      res
        .status(contract.outputStatus ?? 200)
        .set('Cache-Control', 'no-store')
        .json(contract.output.parse(data));
    },
  };
}

const MALFORMED_FORM = 'Die Anfrage konnte nicht gelesen werden (multipart/form-data).';

type TTextFields = Pick<TMultipartOptions, 'textFields' | 'maxFieldBytes'>;

/** The route's file read by the route's own rule (its `FORM_ROUTES` entry): the limits the web app checks too. */
export interface TFormReader {
  file: (options?: TTextFields) => Promise<TFormFile>;
  image: (options?: TTextFields) => Promise<TImageUpload>;
}

function fileRuleOf(rule: TFileRule | undefined): TFileRule {
  if (!rule) throw new Error('Diese Route nimmt keine Datei entgegen.');
  return rule;
}

export interface TFormFile {
  data: Buffer;
  fields: Record<string, string>;
}

export interface TImageUpload extends TFormFile {
  kind: TImageKind;
}

/**
 * Reads the rule's file part (at most `maxBytes`, inclusive) and the named text fields; throws the rule's German
 * refusal for a missing, empty or oversized file. Nothing is stored here.
 */
export async function readFormFile(req: Request, rule: TFileRule, { textFields = [], maxFieldBytes }: TTextFields = {}): Promise<TFormFile> {
  if (Number(req.headers['content-length'] ?? 0) > rule.maxBytes + MULTIPART_OVERHEAD_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', rule.tooLarge);
  }
  const { file, fields } = await readMultipart(req, { fileField: rule.part, maxBytes: rule.maxBytes, textFields, maxFieldBytes });
  if (file.kind === 'too-large') throw new AppError('PAYLOAD_TOO_LARGE', rule.tooLarge);
  if (file.kind === 'malformed') throw new AppError('BAD_REQUEST', MALFORMED_FORM);
  if (file.kind === 'missing' || file.data.length === 0) throw new AppError('BAD_REQUEST', rule.missing);
  return { data: file.data, fields };
}

/** `readFormFile` for a photo: the type is told by the first bytes (JPEG, PNG, GIF, WebP), never by the name. */
export async function readImageUpload(req: Request, rule: TFileRule, options: TTextFields = {}): Promise<TImageUpload> {
  const { data, fields } = await readFormFile(req, rule, options);
  const kind = sniffImageKind(data);
  if (!kind) throw new AppError('UNSUPPORTED_MEDIA_TYPE', rule.types?.message ?? IMAGE_INVALID_TYPE);
  return { data, kind, fields };
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
