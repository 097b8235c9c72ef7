import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import express, { type Handler } from 'express';

export const MEDIA_PATH = '/media';

/** Media files can never run script in our origin, wherever they are served from. */
export const MEDIA_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

export interface TStoredFile {
  name: string;
  url: string;
  modifiedAt: Date;
  size: number;
}

/**
 * Where media live: a local directory (one machine) or an S3-compatible bucket (storage/s3-storage.ts, any number
 * of app servers). Everything that stores or serves media goes through this interface.
 */
export interface TStorage {
  readonly kind: 'local' | 's3';
  /** The directory or bucket, for the System tab and the logs. */
  readonly location: string;
  /** Stores bytes under a safe file name and returns the public URL. */
  save: (fileName: string, data: string | Uint8Array) => Promise<string>;
  /** Deletes a file by the public URL `save` returned; URLs outside the media path and missing files are ignored. */
  remove: (url: string) => Promise<void>;
  /** Every stored media file (orphan cleanup, backup); backup archives are not media and are not listed. */
  list: () => Promise<TStoredFile[]>;
  /** A stored file as a stream, or null when there is none. */
  open: (fileName: string) => Promise<Readable | null>;
  has: (fileName: string) => Promise<boolean>;
  /** Serves stored files under /media with their content type, caching headers and range requests. */
  handler: () => Handler;
  /** Writes a backup archive beside the media (never served under /media); returns its size in bytes. */
  writeArchive: (name: string, body: Readable) => Promise<number>;
  openArchive: (name: string) => Promise<Readable | null>;
  /** Deletes an archive (a member's expired or deleted data export); a missing one is fine. */
  removeArchive: (name: string) => Promise<void>;
}

export const SAFE_NAME = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,150}$/;
/** Media backups, the members' data exports (server/src/account) and archives being moved in (jobs/archive-import.job.ts), which live beside them and are never media. */
const ARCHIVE_NAME = /^(backup-[0-9a-zA-Z._-]{1,100}\.tar|export-[0-9a-zA-Z._-]{1,100}\.zip|import-[0-9a-zA-Z._-]{1,100}\.bin)$/;
/** express.static's cache time for media; the S3 store sends the same. */
export const MEDIA_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/** The file name behind a public media URL, or null for anything else. */
export function mediaFileName(url: string): string | null {
  const prefix = `${MEDIA_PATH}/`;
  if (!url.startsWith(prefix)) return null;
  const name = url.slice(prefix.length);
  return SAFE_NAME.test(name) ? name : null;
}

export function assertArchiveName(name: string): void {
  if (!ARCHIVE_NAME.test(name)) throw new Error(`unsafe archive name: ${name}`);
}

/** Backups sit in a dot directory: list() skips it (names start with a letter or digit), static serving denies dot files. */
const ARCHIVE_DIR = '.backups';

export function createDirectoryStorage(dir: string): TStorage {
  const archiveDir = path.join(dir, ARCHIVE_DIR);
  return {
    kind: 'local',
    location: dir,
    async save(fileName, data) {
      if (!SAFE_NAME.test(fileName)) throw new Error(`unsafe file name: ${fileName}`);
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, fileName), data);
      return `${MEDIA_PATH}/${fileName}`;
    },
    async remove(url) {
      const fileName = mediaFileName(url);
      if (fileName) await rm(path.join(dir, fileName), { force: true });
    },
    async list() {
      const names = await readdir(dir).catch(() => []);
      const files = await Promise.all(
        names
          .filter((name) => SAFE_NAME.test(name))
          .map(async (name) => {
            const info = await stat(path.join(dir, name)).catch(() => null);
            return info?.isFile() ? { name, url: `${MEDIA_PATH}/${name}`, modifiedAt: info.mtime, size: info.size } : null;
          }),
      );
      return files.filter((file) => file !== null);
    },
    async open(fileName) {
      if (!SAFE_NAME.test(fileName)) return null;
      const info = await stat(path.join(dir, fileName)).catch(() => null);
      return info?.isFile() ? createReadStream(path.join(dir, fileName)) : null;
    },
    async has(fileName) {
      if (!SAFE_NAME.test(fileName)) return false;
      const info = await stat(path.join(dir, fileName)).catch(() => null);
      return info?.isFile() ?? false;
    },
    handler() {
      const serve = express.static(dir, {
        index: false,
        dotfiles: 'deny',
        maxAge: MEDIA_MAX_AGE_SECONDS * 1000,
        fallthrough: false,
      });
      return (req, res, next) => {
        res.setHeader('Content-Security-Policy', MEDIA_CSP);
        serve(req, res, next);
      };
    },
    async writeArchive(name, body) {
      assertArchiveName(name);
      await mkdir(archiveDir, { recursive: true });
      const target = path.join(archiveDir, name);
      await pipeline(body, createWriteStream(target));
      return (await stat(target)).size;
    },
    async openArchive(name) {
      assertArchiveName(name);
      const info = await stat(path.join(archiveDir, name)).catch(() => null);
      return info?.isFile() ? createReadStream(path.join(archiveDir, name)) : null;
    },
    async removeArchive(name) {
      assertArchiveName(name);
      await rm(path.join(archiveDir, name), { force: true });
    },
  };
}
