import { describe, expect, it } from 'vitest';
import {
  endpoints,
  pathOf,
  type NotificationsPageResponse,
  type Post,
  type PostResponse,
  type PostsPageResponse,
} from '@/contract';
import { createTestApi, minute, type TestApi } from '../testing/test-api';
import { expectRefusal } from '../testing/refusals';

/** guest follows maya.clay, kenji.rides and lucia_reads; not tariq.codes (seed-people.ts). */
async function world() {
  const api = await createTestApi();
  const tokens = {
    guest: await api.login('guest'),
    maya: await api.login('maya.clay'),
    lucia: await api.login('lucia_reads'),
    tariq: await api.login('tariq.codes'),
  };
  return { api, ...tokens };
}

const write = async (api: TestApi, token: string, postData: Record<string, unknown>) =>
  api.call<PostResponse>('POST', pathOf(endpoints.createPost, {}), {
    token,
    body: { postData },
    headers: { Prefer: 'return=minimal' },
  });

const repost = (api: TestApi, token: string, postId: string, undo = false) =>
  api.call<PostResponse>('POST', pathOf(undo ? endpoints.unrepost : endpoints.repost, { postId }), {
    token,
  });

const feed = async (api: TestApi, token: string): Promise<Post[]> =>
  (await api.call<PostsPageResponse>('GET', '/api/feed?limit=50', { token })).body.posts;

const open = async (api: TestApi, postId: string, token: string) =>
  (await api.call<PostResponse>('GET', pathOf(endpoints.post, { postId }), { token })).body.post;

describe('reposts', () => {
  it('puts a post in a follower’s feed once however many they follow reposted it', async () => {
    const { api, guest, maya, lucia, tariq } = await world();
    // Read the feed first, so that the SQL stores keep a timeline the reposts must enter.
    await feed(api, guest);
    const postId = (await write(api, tariq, { content: 'Passed along' })).body.post._id;
    expect((await feed(api, guest)).map((post) => post._id)).not.toContain(postId);

    api.advance(minute);
    const first = await repost(api, maya, postId);
    expect(first.status).toBe(200);
    expect(first.body.post).toMatchObject({ repostCount: 1, repostedByViewer: true });
    api.advance(minute);
    await repost(api, lucia, postId);
    // Again: no change, no second repost.
    const again = await repost(api, lucia, postId);
    expect(again.status).toBe(200);
    expect(again.body.post.repostCount).toBe(2);

    const items = (await feed(api, guest)).filter((post) => post._id === postId);
    expect(items).toHaveLength(1);
    expect(items[0]!.repostedBy?.username).toBe('maya.clay');
    expect(items[0]).toMatchObject({ repostCount: 2, repostedByViewer: false });
    // On top: the newest thing in the feed.
    expect((await feed(api, guest))[0]!._id).toBe(postId);

    // Maya undoes hers: Lucia's repost keeps it there, in her name.
    const undone = await repost(api, maya, postId, true);
    expect(undone.body.post).toMatchObject({ repostCount: 1, repostedByViewer: false });
    const still = (await feed(api, guest)).filter((post) => post._id === postId);
    expect(still.map((post) => post.repostedBy?.username)).toEqual(['lucia_reads']);
    await repost(api, lucia, postId, true);
    expect((await feed(api, guest)).map((post) => post._id)).not.toContain(postId);
    // Undoing twice changes nothing.
    expect((await repost(api, lucia, postId, true)).body.post.repostCount).toBe(0);
  });

  it('leaves out your own posts reposted, and reposts by people you muted', async () => {
    const { api, guest, maya, lucia, tariq } = await world();
    const own = (await write(api, guest, { content: 'Mine' })).body.post._id;
    await repost(api, maya, own);
    const mine = (await feed(api, guest)).filter((post) => post._id === own);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.repostedBy).toBeUndefined();

    const postId = (await write(api, tariq, { content: 'Muted path' })).body.post._id;
    await repost(api, lucia, postId);
    expect((await feed(api, guest)).map((post) => post._id)).toContain(postId);
    await api.call('POST', pathOf(endpoints.mute, { userId: '6' }), { token: guest, body: {} });
    expect((await feed(api, guest)).map((post) => post._id)).not.toContain(postId);
  });

  it('tells the author, once, and takes it back on undo', async () => {
    const { api, maya, tariq } = await world();
    const postId = (await write(api, tariq, { content: 'Notify me' })).body.post._id;
    await repost(api, maya, postId);
    await repost(api, maya, postId);
    const lines = async () =>
      (
        await api.call<NotificationsPageResponse>('GET', '/api/notifications', { token: tariq })
      ).body.notifications.filter((line) => line.kind === 'repost');
    expect(await lines()).toEqual([
      expect.objectContaining({ actorCount: 1, post: expect.objectContaining({ _id: postId }) }),
    ]);
    await repost(api, maya, postId, true);
    expect(await lines()).toEqual([]);
  });

  it('answers 404 for an unknown post and needs a login', async () => {
    const { api, maya } = await world();
    expectRefusal(await repost(api, maya, 'nope'), 404, 'postNotFound');
    expect((await api.call('POST', pathOf(endpoints.repost, { postId: 'p01' }))).status).toBe(401);
  });
});

describe('quotes', () => {
  it('shows the quoted post in a frame, counts it and tells its author', async () => {
    const { api, maya, tariq } = await world();
    const quotedId = (await write(api, tariq, { content: 'Quote me' })).body.post._id;
    const quote = await write(api, maya, { content: 'So true', quoteOf: quotedId });
    expect(quote.status).toBe(201);
    expect(quote.body.post.quoteOf).toMatchObject({
      state: 'shown',
      _id: quotedId,
      content: 'Quote me',
      author: expect.objectContaining({ username: 'tariq.codes' }),
    });
    expect((await open(api, quotedId, tariq)).quoteCount).toBe(1);
    const notes = await api.call<NotificationsPageResponse>('GET', '/api/notifications', {
      token: tariq,
    });
    expect(notes.body.notifications.map((line) => line.kind)).toContain('quote');

    // Deleted: the frame says so.
    await api.call('DELETE', pathOf(endpoints.deletePost, { postId: quotedId }), {
      token: tariq,
      headers: { Prefer: 'return=minimal' },
    });
    expect((await open(api, quote.body.post._id, maya)).quoteOf).toEqual({
      state: 'unavailable',
      _id: quotedId,
    });
  });

  it('refuses a quote of a post whose author turned quotes off with 403, until turned on', async () => {
    const { api, maya, tariq } = await world();
    const created = await write(api, tariq, { content: 'No quotes', allowQuotes: false });
    const postId = created.body.post._id;
    expect(created.body.post.allowQuotes).toBe(false);
    expectRefusal(await write(api, maya, { content: 'Hm', quoteOf: postId }), 403, 'quotesOff');
    const edited = await api.call<PostResponse>('POST', pathOf(endpoints.editPost, { postId }), {
      token: tariq,
      body: { postData: { allowQuotes: true } },
      headers: { Prefer: 'return=minimal' },
    });
    expect(edited.body.post.allowQuotes).toBe(true);
    expect((await write(api, maya, { content: 'Now', quoteOf: postId })).status).toBe(201);
    expectRefusal(
      await write(api, maya, { content: 'x', quoteOf: 'nope' }),
      404,
      'quotedPostNotFound',
    );
  });

  it('shows a blocked author’s quoted post as unavailable', async () => {
    const { api, maya, tariq, guest } = await world();
    const quotedId = (await write(api, tariq, { content: 'Blocked later' })).body.post._id;
    const quoteId = (await write(api, maya, { content: 'Look', quoteOf: quotedId })).body.post._id;
    await api.call('POST', pathOf(endpoints.block, { userId: '3' }), { token: guest });
    expect((await open(api, quoteId, guest)).quoteOf).toEqual({
      state: 'unavailable',
      _id: quotedId,
    });
  });
});
