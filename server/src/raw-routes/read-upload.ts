import busboy from 'busboy';
import type { Request } from 'express';
import { findRefusedText, refusedTextError, type TRefusedText } from '@kochclip/routers/server';

export type TUpload = { kind: 'file'; data: Buffer } | { kind: 'too-large' } | { kind: 'missing' } | { kind: 'malformed' };

export interface TMultipart {
  /** The one file part named `fileField`. */
  file: TUpload;
  /** Text parts named in `textFields` (first value wins); others are ignored. */
  fields: Record<string, string>;
}

export interface TMultipartOptions {
  fileField: string;
  maxBytes: number;
  textFields?: readonly string[];
  /** Longest accepted text part in bytes; longer values are cut by busboy and refused as malformed. */
  maxFieldBytes?: number;
}

/**
 * Reads one multipart file part into memory (never to disk) and stops collecting above maxBytes (inclusive limit), so a
 * refused upload leaves nothing behind. Text parts listed in `textFields` come back as strings; one that
 * contains U+0000 rejects with the German 400 naming it, once the body has been read.
 */
export function readMultipart(req: Request, options: TMultipartOptions): Promise<TMultipart> {
  const wanted = new Set(options.textFields ?? []);
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      // busboy reports the limit when the file reaches it; one byte more keeps maxBytes itself acceptable.
      parser = busboy({
        headers: req.headers,
        limits: { files: 1, fileSize: options.maxBytes + 1, fields: 10, fieldSize: options.maxFieldBytes ?? 10_000, parts: 20 },
      });
    } catch {
      resolve({ file: { kind: 'malformed' }, fields: {} });
      return;
    }
    let file: TUpload = { kind: 'missing' };
    let malformed = false;
    const fields: Record<string, string> = {};
    let refused: TRefusedText | null = null;
    let settled = false;
    const finish = (result: TMultipart) => {
      if (settled) return;
      settled = true;
      if (refused && !malformed) reject(refusedTextError(refused));
      else resolve(result);
    };
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) malformed = true;
      if (!wanted.has(name) || name in fields) return;
      const found = refused ? null : findRefusedText(value);
      if (found) refused = { path: name, reason: found.reason };
      fields[name] = value;
    });
    parser.on('file', (field, stream) => {
      if (field !== options.fileField || file.kind !== 'missing') {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      let tooLarge = false;
      stream.on('data', (chunk: Buffer) => {
        if (!tooLarge) chunks.push(chunk);
      });
      stream.on('limit', () => {
        tooLarge = true;
        chunks.length = 0;
        file = { kind: 'too-large' };
      });
      stream.on('end', () => {
        if (!tooLarge) file = { kind: 'file', data: Buffer.concat(chunks) };
      });
    });
    parser.on('close', () => finish(malformed ? { file: { kind: 'malformed' }, fields: {} } : { file, fields }));
    parser.on('error', () => finish({ file: { kind: 'malformed' }, fields: {} }));
    req.on('error', () => finish({ file: { kind: 'malformed' }, fields: {} }));
    req.on('aborted', () => finish({ file: { kind: 'malformed' }, fields: {} }));
    req.pipe(parser);
  });
}

/** The single field `file` of the creation upload. */
export async function readUpload(req: Request, maxBytes: number): Promise<TUpload> {
  return (await readMultipart(req, { fileField: 'file', maxBytes })).file;
}
