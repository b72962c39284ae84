import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaUploadResponseSchema } from '@/contract';
import { pngBytes, upload } from '../testing/media-upload';
import { createServerHarness } from '../testing/server-harness';
import { readConfig } from '../config';
import { createFileMediaStore, unlimitedMedia } from './file-media-store';
import { openMediaStore } from './open-media-store';
import { createS3MediaStore } from './s3-media-store';
import { describeMediaStore } from './testing/media-store-suite';
import { startS3rver, type TestS3rver } from './testing/test-bucket';

let s3rver: TestS3rver;
beforeAll(async () => {
  s3rver = await startS3rver();
});
afterAll(() => s3rver.close());

describeMediaStore({
  name: 'folder',
  async place() {
    const dir = await mkdtemp(join(tmpdir(), 'murmur-media-test-'));
    return {
      open: (quotaBytes) =>
        createFileMediaStore(
          join(dir, 'media'),
          quotaBytes ? { quotaBytes, freeFloorBytes: 0 } : unlimitedMedia,
        ),
      close: () => rm(dir, { recursive: true, force: true }),
    };
  },
});

describeMediaStore({
  name: 'S3',
  async place() {
    const bucket = await s3rver.bucket();
    return {
      open: (quotaBytes) =>
        createS3MediaStore(bucket.config, quotaBytes ?? unlimitedMedia.quotaBytes),
      close: () => bucket.close(),
    };
  },
});

describe('the S3 media store behind a CDN (S3_PUBLIC_URL)', () => {
  it('redirects /media/<name> to the public URL, where a removed upload is gone at once', async () => {
    const bucket = await s3rver.bucket(true);
    const store = createS3MediaStore(bucket.config, unlimitedMedia.quotaBytes);
    const h = await createServerHarness({ app: { mediaStore: store } });
    try {
      const answer = await upload(h, pngBytes, { token: await h.login() });
      const { url } = mediaUploadResponseSchema.parse(await answer.json());
      const name = url.slice('/media/'.length);

      const redirect = await h.app.request(url);
      expect(redirect.status).toBe(302);
      expect(redirect.headers.get('location')).toBe(`${bucket.publicUrl}/${name}`);
      expect(redirect.headers.get('cache-control')).toBe('public, max-age=86400');
      const fromCdn = await fetch(redirect.headers.get('location')!);
      expect(fromCdn.status).toBe(200);
      expect(new Uint8Array(await fromCdn.arrayBuffer())).toEqual(pngBytes);

      await store.forget(url);
      expect((await fetch(`${bucket.publicUrl}/${name}`)).status).toBe(404);
      // A name the store never makes is not redirected.
      expect((await h.app.request('/media/x.exe')).status).toBe(404);
    } finally {
      await h.close();
      await bucket.close();
    }
  });

  it('refuses to start over a bucket that is not there', async () => {
    const bucket = await s3rver.bucket();
    const store = createS3MediaStore({ ...bucket.config, bucket: 'no-such-bucket' }, 1000);
    await expect(store.checkBucket()).rejects.toThrow(/no-such-bucket/);
    await expect(createS3MediaStore(bucket.config, 1000).checkBucket()).resolves.toBeUndefined();
    await bucket.close();
  });
});

describe('the media store the settings name', () => {
  it('opens the bucket the S3 settings name, and the folder without them', async () => {
    const bucket = await s3rver.bucket();
    const { endpoint, bucket: name, credentials } = bucket.config;
    const env = {
      S3_ENDPOINT: endpoint!,
      S3_BUCKET: name,
      S3_ACCESS_KEY_ID: credentials!.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials!.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    };
    const dir = await mkdtemp(join(tmpdir(), 'murmur-media-test-'));
    try {
      const inBucket = await openMediaStore(readConfig(env), join(dir, 'media'));
      const url = await inBucket.save(pngBytes, 'image/png');
      expect(await createS3MediaStore(bucket.config, 1000).holds(url)).toBe(true);
      const inFolder = await openMediaStore(readConfig({}), join(dir, 'media'));
      expect(await inFolder.holds(url)).toBe(false);
      await expect(
        openMediaStore(readConfig({ ...env, S3_BUCKET: 'not-made' }), join(dir, 'media')),
      ).rejects.toThrow(/not-made/);
    } finally {
      await rm(dir, { recursive: true, force: true });
      await bucket.close();
    }
  });
});
