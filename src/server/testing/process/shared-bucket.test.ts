import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, guestCredentials } from '@/contract';
import { inSchema, runAsAdmin } from '@/server/database/testing/temp-postgres-store';
import { startS3rver, type TestS3rver } from '../../media/testing/test-bucket';
import { bluePng, bytesAt, uploadThrough } from '../process-uploads';
import { request, useServerProcesses } from '../server-process';

const { freshDataDir, start } = useServerProcesses();

/** TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test runs this test. */
const databaseUrl = process.env.TEST_DATABASE_URL;

let s3rver: TestS3rver;
beforeAll(async () => {
  s3rver = await startS3rver();
});
afterAll(() => s3rver?.close());

describe('two server processes sharing one PostgreSQL database and one S3 bucket', () => {
  it.skipIf(!databaseUrl)(
    'show through one the picture posted through the other',
    async () => {
      const schema = `murmur_t_bucket_${randomBytes(6).toString('hex')}`;
      await runAsAdmin(databaseUrl!, `create schema ${schema}`);
      try {
        const bucket = await s3rver.bucket();
        const { endpoint, bucket: name, credentials } = bucket.config;
        const env = {
          DATABASE_URL: inSchema(databaseUrl!, schema),
          JWT_SECRET: 'one-secret-for-both-servers-32-bytes!!',
          S3_ENDPOINT: endpoint!,
          S3_BUCKET: name,
          S3_ACCESS_KEY_ID: credentials!.accessKeyId,
          S3_SECRET_ACCESS_KEY: credentials!.secretAccessKey,
          S3_FORCE_PATH_STYLE: 'true',
        };
        // Different DATA_DIRs: nothing is shared but the database and the bucket.
        const first = await start(await freshDataDir(), env);
        const second = await start(await freshDataDir(), { ...env, SEED: 'false' });
        const login = await request(first, 'POST', apiPaths.login(), { body: guestCredentials });
        const token = login.body.encodedToken as string;
        const url = await uploadThrough(first, token, await bluePng());
        const post = await request(first, 'POST', apiPaths.posts(), {
          token,
          body: { postData: { content: 'A blue square', mediaURL: url } },
        });
        expect(post.status).toBe(201);

        const throughFirst = await bytesAt(first, url);
        expect(throughFirst.status).toBe(200);
        expect(await bytesAt(second, url)).toEqual(throughFirst);

        await Promise.all([first.stop(), second.stop()]);
        await bucket.close();
      } finally {
        await runAsAdmin(databaseUrl!, `drop schema if exists ${schema} cascade`);
      }
    },
    120_000,
  );
});
