import type { TEnv } from '../../env';
import { createDirectoryStorage, type TStorage } from '../storage';
import { createS3Storage } from './s3-storage';

export interface TMediaStores {
  /** Where media are written and served from. */
  storage: TStorage;
  /** Where they were before, for the migration: the upload directory when S3 is configured now, otherwise none. */
  previous: TStorage | null;
}

/** S3-compatible storage when S3_BUCKET is set (with its keys), otherwise the upload directory. */
export function mediaStoresFor(env: TEnv): TMediaStores {
  const directory = createDirectoryStorage(env.UPLOAD_DIR);
  if (!env.S3_BUCKET || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) return { storage: directory, previous: null };
  return {
    storage: createS3Storage({
      endpoint: env.S3_ENDPOINT,
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    }),
    previous: directory,
  };
}
