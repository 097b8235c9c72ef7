import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import express, { type Handler } from 'express';

export const MEDIA_PATH = '/media';

export interface TStoredFile {
  name: string;
  url: string;
  modifiedAt: Date;
}

export interface TStorage {
  /** Stores bytes under a safe file name and returns the public URL. */
  save: (fileName: string, data: string | Uint8Array) => Promise<string>;
  /** Deletes a file by the public URL `save` returned; URLs outside the media path and missing files are ignored. */
  remove: (url: string) => Promise<void>;
  /** Every stored file (for the orphan cleanup). */
  list: () => Promise<TStoredFile[]>;
  /** Serves stored files with their content type; files can never run script in our origin. */
  handler: () => Handler;
}

const SAFE_NAME = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,150}$/;

export function createDirectoryStorage(dir: string): TStorage {
  return {
    async save(fileName, data) {
      if (!SAFE_NAME.test(fileName)) throw new Error(`unsafe file name: ${fileName}`);
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, fileName), data);
      return `${MEDIA_PATH}/${fileName}`;
    },
    async remove(url) {
      const prefix = `${MEDIA_PATH}/`;
      if (!url.startsWith(prefix)) return;
      const fileName = url.slice(prefix.length);
      if (!SAFE_NAME.test(fileName)) return;
      await rm(path.join(dir, fileName), { force: true });
    },
    async list() {
      const names = await readdir(dir).catch(() => []);
      const files = await Promise.all(
        names
          .filter((name) => SAFE_NAME.test(name))
          .map(async (name) => {
            const info = await stat(path.join(dir, name)).catch(() => null);
            return info?.isFile() ? { name, url: `${MEDIA_PATH}/${name}`, modifiedAt: info.mtime } : null;
          }),
      );
      return files.filter((file) => file !== null);
    },
    handler() {
      const serve = express.static(dir, { index: false, dotfiles: 'deny', maxAge: '7d', fallthrough: false });
      return (req, res, next) => {
        res.setHeader('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
        serve(req, res, next);
      };
    },
  };
}
