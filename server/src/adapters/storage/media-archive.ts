import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { extract, pack } from 'tar-stream';
import { z } from 'zod';
import { SAFE_NAME, type TStorage } from '../storage';

export const MANIFEST = 'manifest.json';
const FORMAT = 'kochclip-media-backup';
/** No media file comes near this (photos ≤ 5 MB before re-encoding); a larger entry is not ours. */
const MAX_ENTRY_BYTES = 64 * 1024 * 1024;

const ZManifest = z.object({
  format: z.literal(FORMAT),
  version: z.literal(1),
  createdAt: z.string(),
  source: z.string(),
  files: z.array(z.object({ name: z.string(), size: z.number(), modifiedAt: z.string() })),
});

export interface TArchiveResult {
  files: number;
  bytes: number;
}

/** `backup-<UTC time>-<task>.tar`: sorts by time, names the task that wrote it. */
export function archiveName(taskId: number, now = new Date()): string {
  return `backup-${now.toISOString().replaceAll(':', '-')}-${taskId}.tar`;
}

/**
 * Writes every media file and a manifest (first entry: format, time, store, each file's name, size and date) as one
 * tar archive into the store's backup area. Streams file by file, so memory stays flat however large the media are.
 */
export async function backupMedia(storage: TStorage, name: string): Promise<TArchiveResult> {
  const files = await storage.list();
  const archive = pack();
  // tar-stream's streams are streamx streams; the store takes a Node stream.
  const written = storage.writeArchive(name, Readable.from(archive));
  // A failed upload must stop the packing, or the loop below would wait on a stream nobody reads.
  written.catch((error: unknown) => archive.destroy(error instanceof Error ? error : new Error(String(error))));
  const manifest = {
    format: FORMAT,
    version: 1,
    createdAt: new Date().toISOString(),
    source: `${storage.kind}: ${storage.location}`,
    files: files.map((file) => ({ name: file.name, size: file.size, modifiedAt: file.modifiedAt.toISOString() })),
  };
  archive.entry({ name: MANIFEST, mtime: new Date() }, JSON.stringify(manifest, null, 2));
  let count = 0;
  for (const file of files) {
    const source = await storage.open(file.name);
    // Deleted since the listing (a recipe removed meanwhile): the manifest lists it, the archive does not hold it.
    if (!source) continue;
    await new Promise<void>((resolve, reject) => {
      const entry = archive.entry({ name: file.name, size: file.size, mtime: file.modifiedAt }, (error) =>
        error ? reject(error) : resolve(),
      );
      pipeline(source, entry).catch(reject);
    });
    count += 1;
  }
  archive.finalize();
  const bytes = await written;
  return { files: count, bytes };
}

async function readEntry(entry: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const part of entry) {
    const chunk = Buffer.isBuffer(part) ? part : Buffer.from(String(part));
    size += chunk.length;
    if (size > MAX_ENTRY_BYTES) throw new Error('Eintrag der Sicherung ist zu groß');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Emergency restore: every file of the archive that the store does not have is stored again; files that exist are
 * left as they are (they may be newer). Entries with names a media file cannot have are skipped.
 */
export async function restoreMedia(storage: TStorage, name: string): Promise<TArchiveResult> {
  const source = await storage.openArchive(name);
  if (!source) throw new Error(`Sicherung ${name} nicht gefunden`);
  const present = new Set((await storage.list()).map((file) => file.name));
  const entries = extract();
  const feeding = pipeline(source, entries);
  let files = 0;
  let bytes = 0;
  for await (const entry of entries) {
    const entryName = entry.header.name;
    if (entryName === MANIFEST) {
      ZManifest.parse(JSON.parse((await readEntry(entry)).toString('utf8')));
      continue;
    }
    if (entry.header.type !== 'file' || !SAFE_NAME.test(entryName) || present.has(entryName)) {
      entry.resume();
      continue;
    }
    const data = await readEntry(entry);
    await storage.save(entryName, data);
    present.add(entryName);
    files += 1;
    bytes += data.length;
  }
  await feeding;
  return { files, bytes };
}
