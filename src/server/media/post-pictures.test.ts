import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, errorCodes, mediaUploadResponseSchema, serverMessages } from '@/contract';
import { pngBytes, upload } from '../testing/media-upload';
import { createFileMediaStore, unlimitedMedia } from './file-media-store';
import { createS3MediaStore } from './s3-media-store';
import type { ServerMediaStore } from './server-media-store';
import { startS3rver, type TestBucket, type TestS3rver } from './testing/test-bucket';
import {
  createServerHarness,
  type HarnessOptions,
  type ServerHarness,
} from '../testing/server-harness';

let harness: ServerHarness | undefined;
let bucket: TestBucket | undefined;
afterEach(async () => {
  await harness?.close();
  await bucket?.close();
  harness = undefined;
  bucket = undefined;
});
let s3rver: TestS3rver;
beforeAll(async () => {
  s3rver = await startS3rver();
});
afterAll(() => s3rver.close());

const person = (username: string) => ({
  firstName: 'Test',
  lastName: 'Person',
  username,
  email: `${username}@example.com`,
  password: `${username}-long-passphrase`,
  confirmPassword: `${username}-long-passphrase`,
});

async function setUp(options: HarnessOptions['app'] = {}) {
  const h = await createServerHarness({ app: options });
  harness = h;
  const signUp = async (username: string) => {
    const body = person(username);
    expect((await h.call('POST', '/api/auth/signup', { body })).status).toBe(201);
    return h.login(username, body.password);
  };
  const send = async (token: string) => {
    const answer = await upload(h, pngBytes, { token });
    expect(answer.status).toBe(201);
    return mediaUploadResponseSchema.parse(await answer.json());
  };
  const post = async (token: string, postData: Record<string, unknown>) => {
    h.advance(1000);
    const answer = await h.call('POST', apiPaths.posts(), { token, body: { postData } });
    // The answer is every post (the spec's); the new one is the newest.
    const { items } = await h.store.posts.list({ order: 'latest', limit: 1 });
    return { ...answer, id: items[0]!._id };
  };
  /** Its status through the server and, on S3, the object's in the bucket when they differ. */
  const served = async (url: string) => {
    const status = (await h.app.request(url)).status;
    if (!bucket) return status;
    const kept = (await fetch(`${bucket.publicUrl}/${url.replace('/media/', '')}`)).status;
    return kept === status ? status : `${status} served, ${kept} in the bucket`;
  };
  const files = options.mediaStore ?? createFileMediaStore(join(h.dataDir, 'media'));
  return { h, signUp, send, post, served, files };
}

const refusal = (name: keyof typeof serverMessages) => ({
  errors: [serverMessages[name]],
  code: errorCodes[name as keyof typeof errorCodes],
});

describe('a post’s pictures on the Node host', () => {
  it('answers three pictures in order, measured as uploaded, with its warning and mark', async () => {
    const { h, signUp, send, post } = await setUp();
    const token = await signUp('ada.pics');
    const uploads = [await send(token), await send(token), await send(token)];
    const media = uploads.map((item, n) => ({ url: item.url, alt: `Picture ${n}` }));
    const made = await post(token, {
      content: 'Three',
      // What a client claims of a picture's size is not taken: the record's is.
      media,
      contentWarning: '  Spiders  ',
      sensitive: true,
    });
    expect(made.status).toBe(201);
    const read = await h.call('GET', apiPaths.post(made.id));
    const shown = read.body.post;
    expect(shown.media).toEqual(uploads.map((item, n) => ({ ...item, alt: `Picture ${n}` })));
    expect(shown.mediaURL).toBe(uploads[0]!.url);
    expect(shown.mediaAlt).toBe('Picture 0');
    expect(shown.contentWarning).toBe('Spiders');
    expect(shown.sensitive).toBe(true);

    const edited = await h.call('POST', apiPaths.editPost(made.id), {
      token,
      body: { postData: { contentWarning: '', sensitive: false, content: 'Three again' } },
    });
    expect(edited.status).toBe(201);
    const again = (await h.call('GET', apiPaths.post(made.id))).body.post;
    expect(again.media).toEqual(shown.media);
    expect([again.contentWarning, again.sensitive]).toEqual(['', false]);
  });

  it('refuses someone else’s upload, and one another post shows, with 422 mediaNotYours', async () => {
    const { signUp, send, post } = await setUp();
    const ada = await signUp('ada.pics');
    const bo = await signUp('bo.pics');
    const adas = await send(ada);
    const theft = await post(bo, { content: 'Mine now', media: [{ url: adas.url, alt: 'x' }] });
    expect([theft.status, theft.body]).toEqual([422, refusal('mediaNotYours')]);
    expect((await post(ada, { media: [{ url: adas.url }] })).status).toBe(201);
    const twice = await post(ada, { media: [{ url: adas.url }] });
    expect([twice.status, twice.body]).toEqual([422, refusal('mediaNotYours')]);
  });

  it('refuses five files, a video with a picture and a warning of 101 characters', async () => {
    const { signUp, send, post } = await setUp();
    const token = await signUp('ada.pics');
    const picture = await send(token);
    const five = Array.from({ length: 5 }, () => ({ url: picture.url }));
    expect((await post(token, { media: five })).status).toBe(422);
    const mixed = [{ url: '/media/AAAAAAAAAAAAAAAAAAAAAA.mp4' }, { url: picture.url }];
    expect((await post(token, { media: mixed })).status).toBe(422);
    const long = await post(token, { content: 'Hi', contentWarning: 'x'.repeat(101) });
    expect(long.status).toBe(422);
    expect((await post(token, { content: 'Hi', contentWarning: 'x'.repeat(100) })).status).toBe(
      201,
    );
  });

  it('with REQUIRE_ALT_TEXT, refuses a picture without a description', async () => {
    const { signUp, send, post } = await setUp({ media: { requireAltText: true } });
    const token = await signUp('ada.pics');
    const picture = await send(token);
    const bare = await post(token, { media: [{ url: picture.url, alt: '   ' }] });
    expect([bare.status, bare.body]).toEqual([422, refusal('mediaAltRequired')]);
    const old = await post(token, { mediaURL: picture.url });
    expect([old.status, old.body]).toEqual([422, refusal('mediaAltRequired')]);
    expect((await post(token, { media: [{ url: picture.url, alt: 'A pot' }] })).status).toBe(201);
  });

  it('refuses an account past its share with 507 while another still uploads', async () => {
    const { h, signUp, send } = await setUp({
      media: { accountMediaQuotaBytes: pngBytes.length * 2 },
    });
    const ada = await signUp('ada.pics');
    const bo = await signUp('bo.pics');
    await send(ada);
    await send(ada);
    const full = await upload(h, pngBytes, { token: ada });
    expect([full.status, await full.json()]).toEqual([507, refusal('accountMediaFull')]);
    await send(bo);
  });
});

/** Where the pictures are kept: the folder under DATA_DIR, or an S3 bucket (s3rver). */
const storages = [
  {
    name: 'in the folder',
    open: (): Promise<{ mediaStore?: ServerMediaStore }> => Promise.resolve({}),
  },
  {
    name: 'in an S3 bucket',
    async open() {
      bucket = await s3rver.bucket();
      return { mediaStore: createS3MediaStore(bucket.config, unlimitedMedia.quotaBytes) };
    },
  },
];

describe.each(storages)(
  'a post’s pictures kept $name leave it by the job its removal queued',
  (storage) => {
    it('when its author deletes it, or edits a picture out', async () => {
      const { h, signUp, send, post, served } = await setUp(await storage.open());
      const token = await signUp('ada.pics');
      const [a, b] = [await send(token), await send(token)];
      const made = await post(token, { media: [{ url: a.url }, { url: b.url }] });
      const id = made.id;
      expect([await served(a.url), await served(b.url)]).toEqual([200, 200]);
      const edited = await h.call('POST', apiPaths.editPost(id), {
        token,
        body: { postData: { media: [{ url: b.url }] } },
      });
      expect(edited.status).toBe(201);
      await h.jobsDone();
      expect([await served(a.url), await served(b.url)]).toEqual([404, 200]);
      expect((await h.call('DELETE', apiPaths.post(id), { token })).status).toBe(200);
      await h.jobsDone();
      expect(await served(b.url)).toBe(404);
      expect(
        await h.store.uploads.bytesOf((await h.store.users.getByUsername('ada.pics'))!._id),
      ).toBe(0);
    });

    it('when a moderator removes it', async () => {
      const { h, signUp, send, post, served } = await setUp(await storage.open());
      const token = await signUp('ada.pics');
      const moderator = await signUp('mo.derates');
      const mo = await h.store.users.getByUsername('mo.derates');
      await h.store.users.update(mo!._id, { role: 'moderator' });
      const picture = await send(token);
      const made = await post(token, { media: [{ url: picture.url, alt: 'Ads' }] });
      const reporter = await signUp('re.ports');
      const report = await h.call('POST', '/api/reports', {
        token: reporter,
        body: { targetType: 'post', targetId: made.id, reason: 'spam', comment: '' },
      });
      expect(report.status).toBe(201);
      const removed = await h.call(
        'POST',
        `/api/moderation/reports/${report.body.report._id}/remove`,
        { token: moderator, body: { note: 'Spam' } },
      );
      expect(removed.status).toBe(200);
      await h.jobsDone();
      expect(await served(picture.url)).toBe(404);
    });

    it('when its account is deleted, posted or not', async () => {
      const { h, signUp, send, post, served } = await setUp(await storage.open());
      const token = await signUp('ada.pics');
      const [shown, unposted] = [await send(token), await send(token)];
      expect((await post(token, { media: [{ url: shown.url }] })).status).toBe(201);
      const deleted = await h.call('POST', '/api/account/delete', {
        token,
        body: { password: person('ada.pics').password, username: 'ada.pics' },
      });
      expect(deleted.status).toBe(200);
      await h.jobsDone();
      expect([await served(shown.url), await served(unposted.url)]).toEqual([404, 404]);
    });

    it('with every variant and poster its upload took', async () => {
      const { h, signUp, post, served, files } = await setUp(await storage.open());
      const token = await signUp('ada.pics');
      const ada = await h.store.users.getByUsername('ada.pics');
      // An upload as the picture pipeline keeps one: a main file, its variants and a poster.
      const [main, small, poster] = [
        await files.save(pngBytes, 'image/png'),
        await files.save(pngBytes, 'image/png'),
        await files.save(pngBytes, 'image/png'),
      ];
      await h.store.transaction((tx) =>
        tx.uploads.record({
          id: 'measured',
          ownerId: ada!._id,
          url: main,
          type: 'image',
          width: 1280,
          height: 960,
          blurhash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj',
          poster,
          variants: [{ url: small, width: 320, height: 240 }],
          files: [main, small, poster],
          bytes: pngBytes.length * 3,
          createdAt: '2026-11-21T12:00:00.000+00:00',
          postId: null,
          description: null,
        }),
      );
      const made = await post(token, { media: [{ url: main, alt: 'A kite' }] });
      const shown = (await h.call('GET', apiPaths.post(made.id))).body.post;
      expect(shown.media).toEqual([
        {
          url: main,
          type: 'image',
          width: 1280,
          height: 960,
          blurhash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj',
          poster,
          alt: 'A kite',
          variants: [{ url: small, width: 320, height: 240 }],
        },
      ]);
      expect((await h.call('DELETE', apiPaths.post(made.id), { token })).status).toBe(200);
      await h.jobsDone();
      expect([await served(main), await served(small), await served(poster)]).toEqual([
        404, 404, 404,
      ]);
    });
  },
);
