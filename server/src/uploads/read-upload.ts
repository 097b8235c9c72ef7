import busboy from 'busboy';
import type { Request } from 'express';

export type TUpload = { kind: 'file'; data: Buffer } | { kind: 'too-large' } | { kind: 'missing' } | { kind: 'malformed' };

/**
 * Reads the multipart field `file` into memory (never to disk) and stops collecting at maxBytes, so a
 * refused upload leaves nothing behind.
 */
export function readUpload(req: Request, maxBytes: number): Promise<TUpload> {
  return new Promise((resolve) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { files: 1, fileSize: maxBytes, fields: 10, fieldSize: 10_000, parts: 20 },
      });
    } catch {
      resolve({ kind: 'malformed' });
      return;
    }
    let result: TUpload = { kind: 'missing' };
    let settled = false;
    const finish = (upload: TUpload) => {
      if (settled) return;
      settled = true;
      resolve(upload);
    };
    parser.on('file', (field, stream) => {
      if (field !== 'file' || result.kind !== 'missing') {
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
        result = { kind: 'too-large' };
      });
      stream.on('end', () => {
        if (!tooLarge) result = { kind: 'file', data: Buffer.concat(chunks) };
      });
    });
    parser.on('close', () => finish(result));
    parser.on('error', () => finish({ kind: 'malformed' }));
    req.on('error', () => finish({ kind: 'malformed' }));
    req.on('aborted', () => finish({ kind: 'malformed' }));
    req.pipe(parser);
  });
}
