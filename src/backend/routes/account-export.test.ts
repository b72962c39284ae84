import { describe, expect, it } from 'vitest';
import { apiPaths, endpoints, pathOf, type PostResponse } from '@/contract';
import type { MediaStore } from '../media/media-store';
import { singleMedia } from '../posts/post-media';
import { downloadExport } from '../testing/account-data';
import { expectRefusal } from '../testing/refusals';
import { createTestApi, type TestApi } from '../testing/test-api';

const tinyPng =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const pngBytes = Uint8Array.from(atob(tinyPng.split(',')[1]!), (c) => c.charCodeAt(0));

/** Uploads kept in a map, read back a piece at a time as the Node host's folder is. */
function mapMediaStore(): MediaStore {
  const files = new Map<string, Uint8Array>();
  return {
    save: (bytes) => {
      const url = `/media/upload${files.size + 1}.png`;
      files.set(url, bytes);
      return Promise.resolve(url);
    },
    holds: (url) => Promise.resolve(files.has(url)),
    read: (url) => {
      const bytes = files.get(url);
      return Promise.resolve(bytes && [bytes.subarray(0, 10), bytes.subarray(10)]);
    },
  };
}

const createPost = (api: TestApi, token: string, postData: object) =>
  api.call<PostResponse>('POST', apiPaths.posts(), {
    token,
    headers: { prefer: 'return=minimal' },
    body: { postData },
  });

interface ExportedPost {
  _id: string;
  content: string;
  media: { url: string | null; alt: string; file: string | null }[];
  createdAt: string;
  likeCount: number;
  replyCount: number;
}

// Each test builds a world and writes hundreds of rows: seconds on a busy PostgreSQL.
describe('GET /api/account/export', { timeout: 30_000 }, () => {
  it('streams a ZIP of the profile, posts, replies, media and lists, which reads back as written', async () => {
    const media = mapMediaStore();
    const api = await createTestApi({ media });
    const token = await api.login('kenji.rides');
    const kenji = await api.store.users.getByUsername('kenji.rides');
    const keep = async () => {
      const url = await media.save(pngBytes, 'image/png');
      await api.store.uploads.record({
        ...singleMedia(url, '')[0]!,
        id: url,
        ownerId: kenji!._id,
        files: [url],
        bytes: pngBytes.length,
        createdAt: '2026-11-21T12:00:00.000+00:00',
        postId: null,
        description: null,
      });
      return url;
    };
    const [uploaded, second] = [await keep(), await keep()];
    const withUpload = await createPost(api, token, {
      content: 'A ride at dawn',
      media: [
        { url: uploaded, alt: 'A road' },
        { url: second, alt: 'A hill' },
      ],
    });
    // A picture kept inside its post, as the in-page demo keeps them (its host has no uploads).
    const inline = {
      _id: 'inline-1',
      content: 'Inline',
      mediaURL: tinyPng,
      mediaAlt: '',
      media: singleMedia(tinyPng, ''),
      contentWarning: '',
      sensitive: false,
      username: 'kenji.rides',
      likeCount: 0,
      createdAt: '2026-11-21T12:30:00.000+00:00',
      updatedAt: '2026-11-21T12:30:00.000+00:00',
    };
    await api.store.posts.insert(inline);
    await api.call('POST', pathOf(endpoints.addReply, { postId: 'p01' }), {
      token,
      body: { commentData: { text: 'Lovely glaze' } },
    });
    const maya = await api.store.users.getByUsername('maya.clay');
    const lucia = await api.store.users.getByUsername('lucia_reads');
    await api.call('POST', pathOf(endpoints.block, { userId: maya!._id }), { token });
    await api.call('POST', pathOf(endpoints.mute, { userId: lucia!._id }), { token, body: {} });

    const { response, files, text, json } = await downloadExport(api, token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="murmur-kenji.rides-2026-11-21.zip"',
    );
    const inlineFile = `media/${inline._id}.png`;
    expect(Object.keys(files).sort()).toEqual(
      [
        'README.txt',
        'profile.json',
        'posts.json',
        'replies.json',
        'following.csv',
        'followers.csv',
        'blocks.csv',
        'mutes.csv',
        `media${uploaded}`.replace('media/media/', 'media/'),
        `media${second}`.replace('media/media/', 'media/'),
        inlineFile,
      ].sort(),
    );

    const me = await api.store.users.getByUsername('kenji.rides');
    expect(json('profile.json')).toMatchObject({
      _id: me!._id,
      username: 'kenji.rides',
      email: me!.email,
      firstName: me!.firstName,
    });
    const posts = json<ExportedPost[]>('posts.json');
    const stored = await api.store.posts.list({ authors: ['kenji.rides'], order: 'oldest' });
    expect(posts.map((post) => post._id)).toEqual(stored.items.map((post) => post._id));
    expect(posts.map((post) => post.content)).toEqual(stored.items.map((post) => post.content));
    expect(posts.find((post) => post._id === withUpload.body.post._id)).toMatchObject({
      media: [
        { url: uploaded, alt: 'A road', file: `media/${uploaded.slice('/media/'.length)}` },
        { url: second, alt: 'A hill', file: `media/${second.slice('/media/'.length)}` },
      ],
      likeCount: 0,
      replyCount: 0,
    });
    expect(posts.find((post) => post._id === inline._id)?.media).toEqual([
      { url: null, alt: '', file: inlineFile },
    ]);
    expect(files[inlineFile]).toEqual(pngBytes);
    expect(files[`media/${uploaded.slice('/media/'.length)}`]).toEqual(pngBytes);

    const replies = json<{ _id: string; postId: string; text: string }[]>('replies.json');
    expect(replies.at(-1)).toMatchObject({
      postId: 'p01',
      text: 'Lovely glaze',
      upvoteCount: 0,
      downvoteCount: 0,
    });

    // Kenji followed Tariq and Amara; the block of Maya ended no follow of his.
    expect(text('following.csv').split('\n')[0]).toBe(
      'Account address,Show boosts,Notify on new posts,Languages',
    );
    expect(text('following.csv').trim().split('\n').slice(1).sort()).toEqual([
      'amara_grows@localhost,true,false,',
      'tariq.codes@localhost,true,false,',
    ]);
    expect(text('followers.csv').trim().split('\n')).toEqual(
      expect.arrayContaining(['Account address', 'tariq.codes@localhost', 'guest@localhost']),
    );
    expect(text('blocks.csv')).toBe('maya.clay@localhost\n');
    expect(text('mutes.csv')).toBe(
      'Account address,Hide notifications\nlucia_reads@localhost,true\n',
    );
    expect(text('README.txt')).toContain('following.csv');
  });

  it('pages through hundreds of posts and replies, each once and in order', async () => {
    const api = await createTestApi();
    const token = await api.login('amara_grows');
    const me = await api.store.users.getByUsername('amara_grows');
    for (let n = 0; n < 250; n++) {
      const at = new Date(Date.parse('2026-01-01T00:00:00Z') + n * 60_000).toISOString();
      await api.store.posts.insert({
        _id: `bulk-${String(n).padStart(3, '0')}`,
        content: `Post ${n}`,
        mediaURL: '',
        mediaAlt: '',
        media: [],
        contentWarning: '',
        sensitive: false,
        username: me!.username,
        likeCount: 0,
        createdAt: at,
        updatedAt: at,
      });
      await api.store.replies.insert({
        _id: `reply-${String(n).padStart(3, '0')}`,
        postId: 'p01',
        username: me!.username,
        text: `Reply ${n}`,
        createdAt: at,
        updatedAt: at,
      });
    }
    const { json } = await downloadExport(api, token);
    const bulk = json<ExportedPost[]>('posts.json').filter((post) => post._id.startsWith('bulk-'));
    expect(bulk.map((post) => post.content)).toEqual(
      Array.from({ length: 250 }, (_, n) => `Post ${n}`),
    );
    const replies = json<{ _id: string }[]>('replies.json').filter((reply) =>
      reply._id.startsWith('reply-'),
    );
    expect(replies).toHaveLength(250);
    expect(new Set(replies.map((reply) => reply._id)).size).toBe(250);
  });

  it('allows a few exports an hour per account, then answers 429 with when to try again', async () => {
    const api = await createTestApi();
    const token = await api.login('lucia_reads');
    for (let n = 0; n < 3; n++)
      expect((await downloadExport(api, token)).response.status).toBe(200);
    const refused = await api.app.request('/api/account/export', {
      headers: { authorization: token },
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('3600');
    const body = (await refused.json()) as { errors: string[]; code: string };
    expect(body.code).toBe('too_many_exports');
    expect(body.errors[0]).toBe(
      'You can download your data a few times an hour. Try again in 60 minutes.',
    );
    // Another account is not held back, and the hour passes.
    expect((await downloadExport(api, await api.login('maya.clay'))).response.status).toBe(200);
    api.advance(60 * 60 * 1000);
    expect((await downloadExport(api, token)).response.status).toBe(200);
  });

  it('needs a token', async () => {
    const api = await createTestApi();
    expectRefusal(await api.call('GET', '/api/account/export'), 401, 'invalidToken');
  });
});
