import yauzl from 'yauzl';
import { AppError } from '@kochclip/routers/errors';
import {
  ARCHIVE_BOMB,
  ARCHIVE_DAMAGED,
  ARCHIVE_ENTRY_TOO_LARGE,
  ARCHIVE_INFLATED_TOO_LARGE,
  ARCHIVE_TOO_MANY_ENTRIES,
  ARCHIVE_UNSAFE_PATH,
  MAX_ARCHIVE_ENTRIES,
  MAX_COMPRESSION_RATIO,
  MAX_ENTRY_BYTES,
  MAX_INFLATED_BYTES,
  RATIO_FLOOR_BYTES,
} from '@kochclip/core';

/** One file of a zip, as its central directory states it (sizes are enforced while reading: yauzl validates them). */
export interface TZipFile {
  name: string;
  size: number;
  entry: yauzl.Entry;
}

export interface TZip {
  files: TZipFile[];
  read: (file: TZipFile) => Promise<Buffer>;
  close: () => void;
}

/** What all zips of one upload (the outer one and Tandoor's inner ones) may use together. */
export interface TZipBudget {
  entries: number;
  inflated: number;
}

export const newZipBudget = (): TZipBudget => ({ entries: 0, inflated: 0 });

export const isZip = (data: Uint8Array) => data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04;

/** macOS resource forks and hidden files: never a recipe. */
const isJunk = (name: string) => name.startsWith('__MACOSX/') || name.split('/').some((part) => part.startsWith('.'));

const OPTIONS: yauzl.Options = {
  lazyEntries: true,
  autoClose: false,
  decodeStrings: true,
  validateEntrySizes: true,
  strictFileNames: true,
};

function refusal(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const message = error instanceof Error ? error.message : String(error);
  // yauzl's own checks of a file name: absolute paths, '..', backslashes.
  return /path|file ?name|characters/i.test(message)
    ? new AppError('BAD_REQUEST', ARCHIVE_UNSAFE_PATH)
    : new AppError('BAD_REQUEST', ARCHIVE_DAMAGED);
}

function checkFile(entry: yauzl.Entry, budget: TZipBudget): void {
  budget.entries += 1;
  if (budget.entries > MAX_ARCHIVE_ENTRIES) throw new AppError('PAYLOAD_TOO_LARGE', ARCHIVE_TOO_MANY_ENTRIES);
  const name = entry.fileName;
  if (name.startsWith('/') || name.includes('\\') || name.split('/').includes('..') || /^[a-z]:/i.test(name)) {
    throw new AppError('BAD_REQUEST', ARCHIVE_UNSAFE_PATH);
  }
  if (entry.uncompressedSize > MAX_ENTRY_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', ARCHIVE_ENTRY_TOO_LARGE);
  if (
    entry.uncompressedSize > RATIO_FLOOR_BYTES &&
    entry.uncompressedSize > MAX_COMPRESSION_RATIO * Math.max(1, entry.compressedSize)
  ) {
    throw new AppError('PAYLOAD_TOO_LARGE', ARCHIVE_BOMB);
  }
  budget.inflated += entry.uncompressedSize;
  if (budget.inflated > MAX_INFLATED_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', ARCHIVE_INFLATED_TOO_LARGE);
}

function collect(zip: yauzl.ZipFile, budget: TZipBudget): Promise<TZipFile[]> {
  return new Promise((resolve, reject) => {
    const files: TZipFile[] = [];
    zip.on('entry', (entry: yauzl.Entry) => {
      try {
        checkFile(entry, budget);
        if (!entry.fileName.endsWith('/') && !isJunk(entry.fileName) && !entry.isEncrypted()) {
          files.push({ name: entry.fileName, size: entry.uncompressedSize, entry });
        }
        zip.readEntry();
      } catch (error) {
        reject(refusal(error));
      }
    });
    zip.on('end', () => resolve(files));
    zip.on('error', (error: unknown) => reject(refusal(error)));
    zip.readEntry();
  });
}

async function readFile(zip: yauzl.ZipFile, file: TZipFile): Promise<Buffer> {
  const stream = await zip.openReadStreamPromise(file.entry);
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    length += chunk.length;
    if (length > MAX_ENTRY_BYTES) {
      stream.destroy();
      throw new AppError('PAYLOAD_TOO_LARGE', ARCHIVE_ENTRY_TOO_LARGE);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Opens a zip (a file on disk, or an inner zip in memory) and checks its central directory before anything is
 * unpacked: number of files, size of each file and of all together, compression ratio, and file names.
 */
export async function openZip(source: { path: string } | { data: Buffer }, budget: TZipBudget): Promise<TZip> {
  let zip: yauzl.ZipFile;
  try {
    zip = 'path' in source ? await yauzl.openPromise(source.path, OPTIONS) : await yauzl.fromBufferPromise(source.data, OPTIONS);
  } catch (error) {
    throw refusal(error);
  }
  try {
    if (budget.entries + zip.entryCount > MAX_ARCHIVE_ENTRIES) throw new AppError('PAYLOAD_TOO_LARGE', ARCHIVE_TOO_MANY_ENTRIES);
    const files = await collect(zip, budget);
    return {
      files,
      read: (file) =>
        readFile(zip, file).catch((error: unknown) => {
          throw refusal(error);
        }),
      close: () => zip.close(),
    };
  } catch (error) {
    zip.close();
    throw refusal(error);
  }
}
