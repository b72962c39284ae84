import { afterEach, describe, expect, it } from 'vitest';
import { MediaFullError, type StoredMedia } from '@/backend/media/media-store';
import { apiPaths, mediaUploadResponseSchema } from '@/contract';
import { pngBytes, upload } from '../../testing/media-upload';
import { createServerHarness, type ServerHarness } from '../../testing/server-harness';
import { orphanGraceMs, removeOrphanMedia } from '../orphan-sweep';
import type { ServerMediaStore } from '../server-media-store';

/** An empty place for uploads (a folder, a bucket) and stores over it. */
export interface MediaPlace {
  /** A store over the place, as one server process opens it; unlimited unless a quota is set. */
  open(quotaBytes?: number): ServerMediaStore;
  close(): Promise<void>;
}

export interface MediaStoreAdapter {
  name: string;
  place(): Promise<MediaPlace>;
}

const bytesOf = async (pieces: AsyncIterable<Uint8Array> | Iterable<Uint8Array> | undefined) => {
  if (!pieces) return undefined;
  const parts: number[] = [];
  for await (const piece of pieces) parts.push(...piece);
  return Uint8Array.from(parts);
};

const listed = async (store: ServerMediaStore, savedBefore: number) => {
  const all: StoredMedia[] = [];
  for await (const page of store.list(savedBefore)) all.push(...page);
  return all;
};

/** A bit past the sweep's grace period: every upload made so far counts as old. */
const sweepTime = () => Date.now() + orphanGraceMs + 60_000;

/**
 * What every media store of the Node host must do, run against each adapter: the folder in
 * DATA_DIR and an S3 bucket (on a real S3-protocol server).
 */
export function describeMediaStore(adapter: MediaStoreAdapter) {
  describe(`the ${adapter.name} media store`, () => {
    const cleanups: (() => Promise<unknown>)[] = [];
    afterEach(async () => {
      for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    });
    const place = async () => {
      const made = await adapter.place();
      cleanups.push(() => made.close());
      return made;
    };
    const served = async (store: ServerMediaStore) => {
      const h: ServerHarness = await createServerHarness({ app: { mediaStore: store } });
      cleanups.push(() => h.close());
      return h;
    };

    it('keeps bytes under an unguessable /media/ name, reads them back and forgets them', async () => {
      const store = (await place()).open();
      const urls = await Promise.all(
        Array.from({ length: 20 }, () => store.save(pngBytes, 'image/png')),
      );
      for (const url of urls) expect(url).toMatch(/^\/media\/[A-Za-z0-9_-]{22}\.png$/);
      expect(new Set(urls).size).toBe(urls.length);
      const [url] = urls as [string];
      expect(await store.holds(url)).toBe(true);
      expect(await bytesOf(await store.read(url))).toEqual(pngBytes);

      await store.forget(url);
      expect(await store.holds(url)).toBe(false);
      expect(await store.read(url)).toBeUndefined();
      // Forgetting twice, or a URL that names no upload, changes nothing.
      await store.forget(url);
      await store.forget('https://elsewhere.example/picture.png');
      await store.forget('/media/../secret.png');
      expect(await store.holds(urls[1]!)).toBe(true);
      expect(await store.holds('/media/neverSaved.png')).toBe(false);
    });

    it('passes the readiness probe and leaves nothing behind it', async () => {
      const store = (await place()).open();
      await store.probe();
      await store.probe();
      expect(await listed(store, sweepTime())).toEqual([]);
      expect((await store.report()).mediaBytes).toBe(0);
    });

    it('lists the uploads saved before a time, with when each was saved', async () => {
      const store = (await place()).open();
      const before = Date.now();
      const urls = [
        await store.save(pngBytes, 'image/png'),
        await store.save(pngBytes, 'image/gif'),
      ];
      expect(await listed(store, before - 60_000)).toEqual([]);
      const all = await listed(store, Date.now() + 60_000);
      expect(all.map((stored) => stored.url).sort()).toEqual([...urls].sort());
      // A bucket keeps whole seconds.
      for (const { savedAt } of all) expect(Math.abs(savedAt - before)).toBeLessThan(5_000);
    });

    it('refuses an upload past the quota, also when another process brought it near', async () => {
      const room = await place();
      const first = room.open(1000);
      const second = room.open(1000);
      expect((await second.report()).mediaBytes).toBe(0);
      const kept = await first.save(new Uint8Array(700), 'image/gif');
      await expect(second.save(new Uint8Array(700), 'image/gif')).rejects.toThrow(MediaFullError);
      await expect(first.save(new Uint8Array(301), 'image/gif')).rejects.toThrow(MediaFullError);
      expect(await listed(second, Date.now() + 60_000)).toHaveLength(1);
      expect(await room.open(1000).report()).toMatchObject({ mediaBytes: 700, quotaBytes: 1000 });

      // Once the first process removes its upload, the second has room again.
      await first.forget(kept);
      await second.save(new Uint8Array(700), 'image/gif');
      expect((await room.open(1000).report()).mediaBytes).toBe(700);
    });

    it('never keeps two uploads written at once that together pass the quota', async () => {
      const room = await place();
      const stores = [1, 2, 3, 4].map(() => room.open(1000));
      const results = await Promise.allSettled(
        stores.map((store) => store.save(new Uint8Array(600), 'image/gif')),
      );
      expect(results.filter((result) => result.status === 'fulfilled').length).toBeLessThanOrEqual(
        1,
      );
      expect(await listed(stores[0]!, Date.now() + 60_000)).toHaveLength(
        results.filter((result) => result.status === 'fulfilled').length,
      );
    });

    it('serves an upload with its type, length and a day of caching, and 404 at once once removed', async () => {
      const store = (await place()).open();
      const h = await served(store);
      const answer = await upload(h, pngBytes, { token: await h.login() });
      expect(answer.status).toBe(201);
      const { url } = mediaUploadResponseSchema.parse(await answer.json());

      const got = await h.app.request(url);
      expect(got.status).toBe(200);
      expect(got.headers.get('content-type')).toBe('image/png');
      expect(got.headers.get('content-length')).toBe(String(pngBytes.length));
      expect(got.headers.get('cache-control')).toBe('public, max-age=86400');
      expect(got.headers.get('etag')).toBeTruthy();
      expect(new Uint8Array(await got.arrayBuffer())).toEqual(pngBytes);

      const part = await h.app.request(url, { headers: { range: 'bytes=1-3' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 1-3/${pngBytes.length}`);
      expect([...new Uint8Array(await part.arrayBuffer())]).toEqual([0x50, 0x4e, 0x47]);
      const past = await h.app.request(url, { headers: { range: 'bytes=100-200' } });
      expect(past.status).toBe(416);
      expect(past.headers.get('content-range')).toBe(`bytes */${pngBytes.length}`);
      const head = await h.app.request(url, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.headers.get('content-length')).toBe(String(pngBytes.length));
      const again = await h.app.request(url, {
        headers: { 'if-none-match': got.headers.get('etag')! },
      });
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(got.headers.get('etag'));

      await store.forget(url);
      expect((await h.app.request(url)).status).toBe(404);
      expect((await h.app.request(url, { method: 'HEAD' })).status).toBe(404);
    });

    it("sweeps old uploads no post uses, keeping a post's", async () => {
      const store = (await place()).open();
      const h = await served(store);
      const token = await h.login();
      const urls: string[] = [];
      for (let n = 0; n < 2; n++)
        urls.push(
          mediaUploadResponseSchema.parse(await (await upload(h, pngBytes, { token })).json()).url,
        );
      const [inPost, unused] = urls as [string, string];
      const created = await h.call('POST', apiPaths.posts(), {
        token,
        body: { postData: { content: 'with a picture', mediaURL: inPost } },
      });
      expect(created.status).toBe(201);

      expect(await removeOrphanMedia(h.store, store, { now: Date.now() })).toBe(0);
      expect(await removeOrphanMedia(h.store, store, { now: sweepTime() })).toBe(1);
      expect((await h.app.request(unused)).status).toBe(404);
      expect((await h.app.request(inPost)).status).toBe(200);
    });

    it("removes a deleted account's uploads: they answer 404 and the quota goes back down", async () => {
      const store = (await place()).open(10_000);
      const h = await served(store);
      const rena = { username: 'rena.gone', password: 'rena-long-passphrase' };
      const signup = await h.call('POST', '/api/auth/signup', {
        body: {
          ...rena,
          firstName: 'Rena',
          lastName: 'Gone',
          email: 'rena@example.com',
          confirmPassword: rena.password,
        },
      });
      expect(signup.status).toBe(201);
      const token = await h.login(rena.username, rena.password);
      const uploaded = await upload(h, pngBytes, { token });
      const { url } = mediaUploadResponseSchema.parse(await uploaded.json());
      const post = await h.call('POST', apiPaths.posts(), {
        token,
        body: { postData: { content: 'A pot', mediaURL: url } },
      });
      expect(post.status).toBe(201);
      expect((await h.app.request(url)).status).toBe(200);
      expect((await store.report()).mediaBytes).toBe(pngBytes.length);

      const deleted = await h.call('POST', '/api/account/delete', { token, body: rena });
      expect(deleted.status).toBe(200);
      await h.jobsDone();
      expect((await h.app.request(url)).status).toBe(404);
      expect((await store.report()).mediaBytes).toBe(0);
    });
  });
}
