import { describe, expect, it } from 'vitest';
import type {
  MutedWordResponse,
  MutedWordsResponse,
  PostResponse,
  PostsPageResponse,
  RepliesPageResponse,
} from '@/contract';
import { createTestApi, type TestApi } from '../testing/test-api';
import { expectRefusal } from '../testing/refusals';

const day = 86_400_000;
const path = '/api/users/muted-words';

async function world() {
  const api = await createTestApi();
  return { api, guest: await api.login('guest'), maya: await api.login('maya.clay') };
}

const write = async (api: TestApi, token: string, content: string) =>
  (
    await api.call<PostResponse>('POST', '/api/posts', {
      token,
      body: { postData: { content } },
      headers: { Prefer: 'return=minimal' },
    })
  ).body.post._id;

const mute = (api: TestApi, token: string, body: unknown) =>
  api.call<MutedWordResponse>('POST', path, { token, body });

const explore = async (api: TestApi, token?: string) =>
  (await api.call<PostsPageResponse>('GET', '/api/posts?limit=50', token ? { token } : {})).body
    .posts;

describe('muted words', () => {
  it('fold matching posts and replies in the reader’s lists, whole words in any case, pages keeping their size', async () => {
    const { api, guest, maya } = await world();
    const hit = await write(api, maya, 'The KILN opened early!');
    const miss = await write(api, maya, 'Kilns and kilnware are another word');
    await api.call('POST', `/api/comments/add/${miss}`, {
      token: maya,
      body: { commentData: { text: 'my kiln cracked' } },
    });
    const added = await mute(api, guest, { phrase: '  kiln  ' });
    expect(added.status).toBe(201);
    expect(added.body.mutedWord).toEqual({
      _id: expect.any(String),
      phrase: 'kiln',
      expiresAt: null,
      createdAt: expect.any(String),
    });
    const before = await explore(api);
    const posts = await explore(api, guest);
    expect(posts.map((post) => post._id)).toEqual(before.map((post) => post._id));
    const byId = new Map(posts.map((post) => [post._id, post]));
    expect(byId.get(hit)!.filtered).toEqual({ phrase: 'kiln' });
    expect(byId.get(miss)!.filtered).toBeUndefined();
    expect(byId.get(miss)!.comments.map((reply) => reply.filtered)).toEqual([{ phrase: 'kiln' }]);
    const replies = await api.call<RepliesPageResponse>('GET', `/api/comments/${miss}?limit=5`, {
      token: guest,
    });
    expect(replies.body.comments.map((reply) => reply.filtered)).toEqual([{ phrase: 'kiln' }]);
    // Others see it as it is.
    expect((await explore(api, maya)).find((post) => post._id === hit)!.filtered).toBeUndefined();
  });

  it('end when their time is up, and can be removed', async () => {
    const { api, guest, maya } = await world();
    const hit = await write(api, maya, 'spoiler ahead');
    const added = await mute(api, guest, { phrase: 'Spoiler', expiresInSeconds: 86_400 });
    expect(added.body.mutedWord.expiresAt).not.toBeNull();
    const folded = async () =>
      (await explore(api, guest)).find((post) => post._id === hit)!.filtered;
    expect(await folded()).toEqual({ phrase: 'Spoiler' });
    api.advance(day);
    expect(await folded()).toBeUndefined();
    expect((await api.call<MutedWordsResponse>('GET', path, { token: guest })).body).toEqual({
      mutedWords: [],
    });
    const again = await mute(api, guest, { phrase: 'spoiler' });
    expect(again.status).toBe(201);
    expect(await folded()).toEqual({ phrase: 'spoiler' });
    const removed = await api.call<MutedWordsResponse>(
      'DELETE',
      `${path}/${again.body.mutedWord._id}`,
      { token: guest },
    );
    expect(removed.body).toEqual({ mutedWords: [] });
    expect(await folded()).toBeUndefined();
    expectRefusal(
      await api.call('DELETE', `${path}/${again.body.mutedWord._id}`, { token: guest }),
      404,
      'mutedWordNotFound',
    );
  });

  it('refuses a duplicate in any case with 409, a bad expiry with 400, a bad phrase with 422, more than 100 with 400', async () => {
    const { api, guest, maya } = await world();
    expect((await mute(api, guest, { phrase: 'Glaze' })).status).toBe(201);
    expectRefusal(await mute(api, guest, { phrase: 'glaze' }), 409, 'mutedWordExists');
    expectRefusal(
      await mute(api, guest, { phrase: 'x', expiresInSeconds: 3600 }),
      400,
      'mutedWordExpiryUnknown',
    );
    for (const phrase of ['', '   ', 'x'.repeat(101)])
      expect((await mute(api, guest, { phrase })).status).toBe(422);
    for (let n = 1; n < 100; n++)
      expect((await mute(api, guest, { phrase: `word${n}` })).status).toBe(201);
    expectRefusal(await mute(api, guest, { phrase: 'one too many' }), 400, 'tooManyMutedWords');
    // Each reader's own: maya's list is empty, and she cannot remove the guest's words.
    expect(
      (await api.call<MutedWordsResponse>('GET', path, { token: maya })).body.mutedWords,
    ).toEqual([]);
    const [first] = (await api.call<MutedWordsResponse>('GET', path, { token: guest })).body
      .mutedWords;
    expect(first!.phrase).toBe('Glaze');
    expectRefusal(
      await api.call('DELETE', `${path}/${first!._id}`, { token: maya }),
      404,
      'mutedWordNotFound',
    );
    expect((await api.call('GET', path)).status).toBe(401);
  });
});
