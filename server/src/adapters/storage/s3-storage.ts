import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type * as S3Sdk from '@aws-sdk/client-s3';
import type { NextFunction, Request, Response } from 'express';
import {
  assertArchiveName,
  MEDIA_CSP,
  MEDIA_MAX_AGE_SECONDS,
  MEDIA_PATH,
  mediaFileName,
  SAFE_NAME,
  type TStorage,
  type TStoredFile,
} from '../storage';
import { contentTypeOf } from './content-types';

export interface TS3Config {
  /** Empty for AWS itself; MinIO, Cloudflare R2 and others give their endpoint. */
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Bucket in the path (MinIO, most self-hosted servers) instead of the host name. */
  forcePathStyle: boolean;
}

const ARCHIVE_PREFIX = 'backups/';

type TSdk = typeof S3Sdk;

interface TS3Error {
  name?: string;
  $metadata?: { httpStatusCode?: number };
}

const statusOf = (error: unknown) => (error as TS3Error | null)?.$metadata?.httpStatusCode;
const isMissing = (error: unknown) => {
  const name = (error as TS3Error | null)?.name;
  return name === 'NoSuchKey' || name === 'NotFound' || statusOf(error) === 404;
};

function notFoundError(): Error {
  return Object.assign(new Error('Nicht gefunden.'), { status: 404 });
}

/**
 * Media in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2): every app server reads and writes the same files,
 * so the servers keep no state of their own. The SDK loads on first use, so a server without S3 never loads it.
 *
 * /media/<name> streams the object through the app with the headers the directory store sends (content type,
 * 7-day caching, ETag and Last-Modified with conditional requests, range requests for audio). Redirecting to a
 * public bucket address was the alternative; it would need the bucket's origin in the app's Content-Security-Policy
 * and would break the service worker's same-origin image cache, so media stay on the app's origin.
 */
export function createS3Storage(config: TS3Config): TStorage {
  let connection: Promise<{ sdk: TSdk; s3: S3Sdk.S3Client }> | undefined;
  const connect = () =>
    (connection ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      s3: new sdk.S3Client({
        region: config.region,
        endpoint: config.endpoint,
        forcePathStyle: config.forcePathStyle,
        credentials:
          config.accessKeyId && config.secretAccessKey
            ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
            : undefined,
        // Checksums only where the API demands them: several S3-compatible servers reject the SDK's default ones.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    })));
  const Bucket = config.bucket;

  async function getObject(Key: string): Promise<Readable | null> {
    const { sdk, s3 } = await connect();
    try {
      const object = await s3.send(new sdk.GetObjectCommand({ Bucket, Key }));
      return object.Body instanceof Readable ? object.Body : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async function serve(req: Request, res: Response, next: NextFunction, Key: string): Promise<void> {
    const { sdk, s3 } = await connect();
    const ifModifiedSince = req.headers['if-modified-since'] ? new Date(req.headers['if-modified-since']) : undefined;
    const conditions = {
      IfNoneMatch: req.headers['if-none-match'],
      IfModifiedSince: ifModifiedSince && !Number.isNaN(ifModifiedSince.getTime()) ? ifModifiedSince : undefined,
    };
    let object;
    try {
      object =
        req.method === 'HEAD'
          ? await s3.send(new sdk.HeadObjectCommand({ Bucket, Key, Range: req.headers.range, ...conditions }))
          : await s3.send(new sdk.GetObjectCommand({ Bucket, Key, Range: req.headers.range, ...conditions }));
    } catch (error) {
      const status = statusOf(error);
      if (status === 304) {
        res.status(304).end();
        return;
      }
      if (isMissing(error)) return next(notFoundError());
      if (status === 416) {
        res.status(416).end();
        return;
      }
      throw error;
    }
    res.status(object.ContentRange ? 206 : 200);
    res.setHeader('Content-Type', object.ContentType ?? contentTypeOf(Key));
    if (object.ContentLength !== undefined) res.setHeader('Content-Length', String(object.ContentLength));
    if (object.ContentRange) res.setHeader('Content-Range', object.ContentRange);
    if (object.ETag) res.setHeader('ETag', object.ETag);
    if (object.LastModified) res.setHeader('Last-Modified', object.LastModified.toUTCString());
    res.setHeader('Accept-Ranges', 'bytes');
    res.setHeader('Cache-Control', `public, max-age=${MEDIA_MAX_AGE_SECONDS}`);
    const body = 'Body' in object ? object.Body : undefined;
    if (req.method === 'HEAD' || !(body instanceof Readable)) {
      res.end();
      return;
    }
    // A client that hangs up mid-file destroys the bucket stream too (pipeline), so no connection to the bucket leaks.
    await pipeline(body, res).catch(() => undefined);
  }

  return {
    kind: 's3',
    location: `${config.endpoint ?? 'AWS S3'} · Bucket ${config.bucket}`,

    async save(fileName, data) {
      if (!SAFE_NAME.test(fileName)) throw new Error(`unsafe file name: ${fileName}`);
      const { sdk, s3 } = await connect();
      await s3.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: fileName,
          Body: typeof data === 'string' ? Buffer.from(data) : data,
          ContentType: contentTypeOf(fileName),
        }),
      );
      return `${MEDIA_PATH}/${fileName}`;
    },

    async remove(url) {
      const fileName = mediaFileName(url);
      if (!fileName) return;
      const { sdk, s3 } = await connect();
      await s3.send(new sdk.DeleteObjectCommand({ Bucket, Key: fileName }));
    },

    async list() {
      const { sdk, s3 } = await connect();
      const files: TStoredFile[] = [];
      let ContinuationToken: string | undefined;
      do {
        // The delimiter keeps backups/ (and anything else in a "folder") out of the media list.
        const page = await s3.send(new sdk.ListObjectsV2Command({ Bucket, Delimiter: '/', ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (!object.Key || !SAFE_NAME.test(object.Key)) continue;
          files.push({
            name: object.Key,
            url: `${MEDIA_PATH}/${object.Key}`,
            modifiedAt: object.LastModified ?? new Date(0),
            size: object.Size ?? 0,
          });
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return files;
    },

    open: (fileName) => (SAFE_NAME.test(fileName) ? getObject(fileName) : Promise.resolve(null)),

    async has(fileName) {
      if (!SAFE_NAME.test(fileName)) return false;
      const { sdk, s3 } = await connect();
      try {
        await s3.send(new sdk.HeadObjectCommand({ Bucket, Key: fileName }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    handler() {
      return (req, res, next) => {
        const name = req.path.slice(1);
        if (!SAFE_NAME.test(name)) return next(notFoundError());
        res.setHeader('Content-Security-Policy', MEDIA_CSP);
        serve(req, res, next, name).catch(next);
      };
    },

    async writeArchive(name, body) {
      assertArchiveName(name);
      const [{ s3 }, { Upload }] = await Promise.all([connect(), import('@aws-sdk/lib-storage')]);
      let bytes = 0;
      const counted = new PassThrough();
      counted.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      // Multipart upload in parts: an archive of any size streams through without being held in memory.
      const upload = new Upload({
        client: s3,
        params: {
          Bucket,
          Key: `${ARCHIVE_PREFIX}${name}`,
          Body: counted,
          ContentType: name.endsWith('.zip') ? 'application/zip' : 'application/x-tar',
        },
      });
      await Promise.all([pipeline(body, counted), upload.done()]);
      return bytes;
    },

    openArchive(name) {
      assertArchiveName(name);
      return getObject(`${ARCHIVE_PREFIX}${name}`);
    },

    async removeArchive(name) {
      assertArchiveName(name);
      const { sdk, s3 } = await connect();
      await s3.send(new sdk.DeleteObjectCommand({ Bucket, Key: `${ARCHIVE_PREFIX}${name}` }));
    },
  };
}
