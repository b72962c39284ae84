import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Config } from '../../media-storage-config';
import { s3ClientFor } from '../s3-media-store';

export interface TestBucket {
  config: S3Config;
  /** Where s3rver serves the bucket's objects to anyone, as a CDN would. */
  publicUrl: string;
  close(): Promise<void>;
}

/** A real S3-protocol server in this process, on a free port, over a temporary directory. */
export async function startS3rver() {
  const directory = await mkdtemp(join(tmpdir(), 'murmur-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  let buckets = 0;
  return {
    /** A new, empty bucket, as the operator makes one before the server starts. */
    async bucket(publicUrl?: boolean): Promise<TestBucket> {
      const bucket = `murmur-test-${++buckets}`;
      const endpoint = `http://127.0.0.1:${port}`;
      const base = {
        endpoint,
        bucket,
        region: 'us-east-1',
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
        forcePathStyle: true,
      };
      const config: S3Config = {
        ...base,
        publicUrl: publicUrl ? `${endpoint}/${bucket}` : undefined,
      };
      const client = s3ClientFor(config);
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      return {
        config,
        publicUrl: `${endpoint}/${bucket}`,
        close: () => Promise.resolve(client.destroy()),
      };
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

export type TestS3rver = Awaited<ReturnType<typeof startS3rver>>;
