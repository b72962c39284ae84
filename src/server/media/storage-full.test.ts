import * as nodeFs from 'node:fs/promises';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { errorCodes, apiPaths, healthResponseSchema, serverMessages } from '@/contract';
import { pngBytes, upload } from '../testing/media-upload';
import { createServerHarness, type ServerHarness } from '../testing/server-harness';
import { MediaFullError } from '@/backend/media/media-store';
import { createFileMediaStore, type MediaFs, type MediaLimits } from './file-media-store';

let harness: ServerHarness | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

const mb = 1024 * 1024;
let admin = '';
const roomy: MediaLimits = { quotaBytes: 100 * mb, freeFloorBytes: 0 };

/** A media folder in a fresh temporary directory, the harness's own being made later. */
async function mediaDirOf() {
  const dir = await mkdtemp(join(tmpdir(), 'murmur-media-test-'));
  return { dir: join(dir, 'media'), remove: () => rm(dir, { recursive: true, force: true }) };
}

async function setUp(limits: MediaLimits, fs: MediaFs = nodeFs) {
  const media = await mediaDirOf();
  const mediaStore = createFileMediaStore(media.dir, limits, fs);
  const h = await createServerHarness({ app: { mediaStore } });
  harness = { ...h, close: () => h.close().then(media.remove) };
  admin = await h.adminToken();
  return { h, mediaDir: media.dir, token: await h.login() };
}

/** The real file calls, except that writes fail with ENOSPC halfway while the disk is "full". */
function diskThatFills() {
  const disk = { full: false };
  const fs: MediaFs = {
    ...nodeFs,
    open: async (...args: Parameters<typeof nodeFs.open>) => {
      const file = await nodeFs.open(...args);
      const writeFile = file.writeFile.bind(file);
      file.writeFile = async (data: Uint8Array) => {
        if (!disk.full) return writeFile(data);
        await writeFile(data.subarray(0, data.length >> 1));
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), {
          code: 'ENOSPC',
        });
      };
      return file;
    },
  };
  return { disk, fs };
}

/** The figures are an admin's: anyone else learns only whether uploads would be refused. */
const health = async (h: ServerHarness) =>
  healthResponseSchema.parse((await h.call('GET', apiPaths.health(), { token: admin })).body);

describe('uploads when storage runs out', () => {
  it('answers 507 on ENOSPC, leaves no partial file, and takes uploads again once space returns', async () => {
    const { disk, fs } = diskThatFills();
    const { h, mediaDir, token } = await setUp(roomy, fs);
    disk.full = true;
    const refused = await upload(h, pngBytes, { token });
    expect(refused.status).toBe(507);
    expect(await refused.json()).toEqual({
      errors: [serverMessages.mediaStorageFull],
      code: errorCodes.mediaStorageFull,
    });
    expect(await readdir(mediaDir)).toEqual([]);
    expect((await health(h)).storage?.mediaBytes).toBe(0);

    disk.full = false;
    const stored = await upload(h, pngBytes, { token });
    expect(stored.status).toBe(201);
    expect(await readdir(mediaDir)).toHaveLength(1);
    expect((await health(h)).storage?.mediaBytes).toBe(pngBytes.length);
  });

  it('answers 507 past the media quota, and counts what is stored again after a restart', async () => {
    const quota = { quotaBytes: 2 * pngBytes.length, freeFloorBytes: 0 };
    const { h, mediaDir, token } = await setUp(quota);
    expect((await upload(h, pngBytes, { token })).status).toBe(201);
    expect((await upload(h, pngBytes, { token })).status).toBe(201);
    const refused = await upload(h, pngBytes, { token });
    expect(refused.status).toBe(507);
    expect(await refused.json()).toEqual({
      errors: [serverMessages.mediaStorageFull],
      code: errorCodes.mediaStorageFull,
    });
    expect(await readdir(mediaDir)).toHaveLength(2);
    expect((await health(h)).storage).toMatchObject({
      mediaBytes: 2 * pngBytes.length,
      quotaBytes: 2 * pngBytes.length,
      full: true,
    });

    // A new process counts the folder once at start.
    const restarted = await createFileMediaStore(mediaDir, quota).report();
    expect(restarted.mediaBytes).toBe(2 * pngBytes.length);
    expect(restarted.full).toBe(true);
  });

  it('answers 507 when an upload would leave less free disk than the floor', async () => {
    let freeBytes = 150 * mb;
    const fs: MediaFs = {
      ...nodeFs,
      statfs: (async (path: string) => ({
        ...(await nodeFs.statfs(path)),
        bavail: freeBytes / 4096,
        bsize: 4096,
      })) as typeof nodeFs.statfs,
    };
    const { h, mediaDir, token } = await setUp(
      { quotaBytes: 100 * mb, freeFloorBytes: 200 * mb },
      fs,
    );
    const refused = await upload(h, pngBytes, { token });
    expect(refused.status).toBe(507);
    expect(await readdir(mediaDir)).toEqual([]);
    expect((await health(h)).storage).toMatchObject({ diskFreeBytes: 150 * mb, full: true });

    freeBytes = 300 * mb;
    expect((await upload(h, pngBytes, { token })).status).toBe(201);
    expect((await health(h)).storage?.full).toBe(false);
  });
});

describe('what /api/health tells of the storage', () => {
  it('gives its figures to an admin only: anyone else, signed in or not, learns whether it is full', async () => {
    const { h, token } = await setUp({ quotaBytes: pngBytes.length, freeFloorBytes: 0 });
    expect((await upload(h, pngBytes, { token })).status).toBe(201);
    for (const asked of [{}, { token }, { token: 'not-a-token' }])
      expect((await h.call('GET', apiPaths.health(), asked)).body).toEqual({
        status: 'ok',
        storage: { full: true },
      });
    expect((await health(h)).storage).toEqual({
      mediaBytes: pngBytes.length,
      quotaBytes: pngBytes.length,
      diskFreeBytes: expect.any(Number),
      full: true,
    });
  });
});

describe('one media quota for several processes sharing the media folder', () => {
  it('refuses an upload past the quota that another process brought near', async () => {
    const media = await mediaDirOf();
    try {
      const quota = { quotaBytes: 1000, freeFloorBytes: 0 };
      const first = createFileMediaStore(media.dir, quota);
      const second = createFileMediaStore(media.dir, quota);
      expect((await second.report()).mediaBytes).toBe(0);
      await first.save(new Uint8Array(700), 'image/gif');
      await expect(second.save(new Uint8Array(700), 'image/gif')).rejects.toThrow(MediaFullError);
      expect((await second.report()).mediaBytes).toBe(700);

      // Once the first process deletes its file, the second has room again.
      const [stored] = (await readdir(media.dir)).filter((name) => name.endsWith('.gif'));
      await first.forget(`/media/${stored!}`);
      await second.save(new Uint8Array(700), 'image/gif');
      expect((await first.report()).mediaBytes).toBe(700);
    } finally {
      await media.remove();
    }
  });

  it('never keeps two uploads written at once that together pass the quota', async () => {
    const media = await mediaDirOf();
    try {
      const quota = { quotaBytes: 1000, freeFloorBytes: 0 };
      const stores = [1, 2, 3, 4].map(() => createFileMediaStore(media.dir, quota));
      const results = await Promise.allSettled(
        stores.map((store) => store.save(new Uint8Array(600), 'image/gif')),
      );
      const kept = results.filter((result) => result.status === 'fulfilled');
      expect(kept.length).toBeLessThanOrEqual(1);
      for (const result of results)
        if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(MediaFullError);
      const files = await readdir(media.dir);
      expect(files).toHaveLength(kept.length);
      expect((await stores[0]!.report()).mediaBytes).toBeLessThanOrEqual(1000);
    } finally {
      await media.remove();
    }
  });
});
