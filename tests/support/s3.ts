import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { createS3Storage, type TS3Config, type TStorage } from '@kochclip/server';

export interface TFakeS3 {
  config: TS3Config;
  /** A new store on the bucket, as each app server would make its own. */
  storage: () => TStorage;
  close: () => Promise<void>;
}

/** A real S3-compatible server (s3rver, files in a temporary directory) on loopback with one bucket. */
export async function startFakeS3(bucket = 'kochclip-medien'): Promise<TFakeS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'kochclip-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const config: TS3Config = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: 'us-east-1',
    // s3rver's built-in credentials.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  return {
    config,
    storage: () => createS3Storage(config),
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
