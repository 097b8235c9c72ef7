import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { loadEnv } from './env';
import { SAFE_NAME } from './adapters/storage';
import { mediaStoresFor } from './adapters/storage/select-storage';

/**
 * The media half of scripts/backup.sh and scripts/restore.sh, through the app's own storage adapter and settings
 * (UPLOAD_DIR, or S3_BUCKET with its keys and S3_ENDPOINT): no aws CLI needed, and any S3-compatible store works
 * as the app sees it.
 *   tsx server/src/media-copy-cli.ts download <dir>   every media file of the store into <dir>, listing on stdout
 *   tsx server/src/media-copy-cli.ts upload <dir>     every media file in <dir> into the store (nothing is deleted)
 */
const PARALLEL = 8;

async function inLanes<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, lane));
}

async function main(): Promise<void> {
  const [direction, directory] = process.argv.slice(2);
  if ((direction !== 'download' && direction !== 'upload') || !directory) {
    process.stderr.write('Aufruf: media-copy-cli.ts download|upload <Verzeichnis>\n');
    process.exit(2);
  }
  const { storage } = mediaStoresFor(loadEnv());
  if (direction === 'download') {
    await mkdir(directory, { recursive: true });
    const files = await storage.list();
    await inLanes(files, async (file) => {
      const stream = await storage.open(file.name);
      if (!stream) return; // removed meanwhile
      await writeFile(path.join(directory, file.name), await buffer(stream));
    });
    const listing = files.map((file) => `${file.name}\t${file.size}`).sort();
    process.stdout.write(listing.length > 0 ? `${listing.join('\n')}\n` : '');
    process.stderr.write(`${files.length} Mediendateien aus ${storage.location} kopiert.\n`);
    return;
  }
  const names = (await readdir(directory, { withFileTypes: true }))
    .filter((entry) => entry.isFile() && SAFE_NAME.test(entry.name))
    .map((entry) => entry.name);
  await inLanes(names, async (name) => {
    await storage.save(name, await readFile(path.join(directory, name)));
  });
  process.stderr.write(`${names.length} Mediendateien nach ${storage.location} kopiert.\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`Medien konnten nicht kopiert werden: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
