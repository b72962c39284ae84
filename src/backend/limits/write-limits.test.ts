import { describe, expect, it } from 'vitest';
import { errorCodes, apiPaths, endpoints, pathOf, tooManyWritesMessage } from '@/contract';
import { createTestApi, minute, type TestApi } from '../testing/test-api';
import type { WriteAction, WriteLimits } from './write-limits';

const hour = 60 * minute;
const pngBytes = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==',
  ),
  (char) => char.charCodeAt(0),
);

/** Two of every write an hour per account, plenty per address, and the guest half of that. */
const smallLimits = (perAccount = 2, addressFactor = 100): WriteLimits => ({
  rules: {
    posts: [{ perAccount, windowMs: hour }],
    edits: [{ perAccount, windowMs: hour }],
    deletes: [{ perAccount, windowMs: hour }],
    likes: [{ perAccount, windowMs: hour }],
    bookmarks: [{ perAccount, windowMs: hour }],
    follows: [{ perAccount, windowMs: hour }],
    profileEdits: [{ perAccount, windowMs: hour }],
    uploads: [{ perAccount, windowMs: hour }],
    replies: [{ perAccount, windowMs: hour }],
    votes: [{ perAccount, windowMs: hour }],
  },
  addressFactor,
  guestDivisor: 2,
});

type Send = (api: TestApi, token: string, client?: string) => Response | Promise<Response>;

const json = (method: string, path: string, body?: unknown): Send => {
  return (api, token, client = 'client-a') =>
    api.app.request(path, {
      method,
      headers: {
        authorization: token,
        'x-test-client': client,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
};

const uploadPng: Send = (api, token, client = 'client-a') => {
  const form = new FormData();
  form.set('file', new File([pngBytes], 'dot.png', { type: 'image/png' }));
  return api.app.request(apiPaths.media(), {
    method: 'POST',
    headers: { authorization: token, 'x-test-client': client },
    body: form,
  });
};

/** The path of a reply row, on kenji.rides's reply c02 under tariq.codes's post p02. */
function reply(
  name: 'addReply' | 'editReply' | 'deleteReply' | 'upvoteReply' | 'downvoteReply' | 'unvoteReply',
) {
  return pathOf(endpoints[name], { postId: 'p02', replyId: 'c02' });
}

/** One request of each limited endpoint row; repeating it may be refused, but it still counts. */
const writes: [string, WriteAction, Send][] = [
  ['create a post', 'posts', json('POST', apiPaths.posts(), { postData: { content: 'Hello' } })],
  ['edit a post', 'edits', json('POST', apiPaths.editPost('p01'), { postData: { content: 'x' } })],
  ['delete a post', 'deletes', json('DELETE', apiPaths.post('no-such-post'))],
  ['like', 'likes', json('POST', apiPaths.like('p01'))],
  ['dislike', 'likes', json('POST', apiPaths.dislike('p01'))],
  ['bookmark', 'bookmarks', json('POST', apiPaths.bookmark('p01'))],
  ['remove a bookmark', 'bookmarks', json('POST', apiPaths.removeBookmark('p01'))],
  ['follow', 'follows', json('POST', apiPaths.follow('3'))],
  ['unfollow', 'follows', json('POST', apiPaths.unfollow('3'))],
  [
    'edit the profile',
    'profileEdits',
    json('POST', apiPaths.editUser(), { userData: { bio: 'b' } }),
  ],
  ['upload', 'uploads', uploadPng],
  ['reply', 'replies', json('POST', reply('addReply'), { commentData: { text: 'Hi' } })],
  ['edit a reply', 'edits', json('POST', reply('editReply'), { commentData: { text: 'x' } })],
  ['delete a reply', 'deletes', json('DELETE', reply('deleteReply'))],
  ['upvote a reply', 'votes', json('POST', reply('upvoteReply'))],
  ['downvote a reply', 'votes', json('POST', reply('downvoteReply'))],
  ['unvote a reply', 'votes', json('POST', reply('unvoteReply'))],
];

async function setUp(limits = smallLimits()) {
  const api = await createTestApi({
    writeLimits: limits,
    media: { save: () => Promise.resolve('/media/dot.png') },
  });
  return { api, token: await api.login('maya.clay') };
}

async function expectTooMany(answer: Response, retryAfterSeconds: number) {
  expect(answer.status).toBe(429);
  expect(answer.headers.get('retry-after')).toBe(String(retryAfterSeconds));
  expect(await answer.json()).toEqual({
    errors: [tooManyWritesMessage(retryAfterSeconds)],
    code: errorCodes.tooManyWrites,
  });
}

describe('write limits', () => {
  it.each(writes)('%s: the third in an hour answers 429 with Retry-After', async (_, _a, send) => {
    const { api, token } = await setUp();
    for (let i = 0; i < 2; i++) expect((await send(api, token)).status).not.toBe(429);
    api.advance(10 * minute);
    await expectTooMany(await send(api, token), 50 * 60);
    // Another account is not held up.
    expect((await send(api, await api.login('tariq.codes'))).status).not.toBe(429);
  });

  it('counts like and dislike together, and bookmark and its removal together', async () => {
    const { api, token } = await setUp();
    const send = (index: number) => writes[index]![2](api, token);
    for (const index of [3, 4]) expect((await send(index)).status).not.toBe(429);
    expect((await send(4)).status).toBe(429);
    for (const index of [5, 6]) expect((await send(index)).status).not.toBe(429);
    expect((await send(5)).status).toBe(429);
  });

  it('lets the account write again once its window has ended, by the clock', async () => {
    const { api, token } = await setUp();
    const post = writes[0]![2];
    for (let i = 0; i < 2; i++) expect((await post(api, token)).status).toBe(201);
    api.advance(hour - 1000);
    await expectTooMany(await post(api, token), 1);
    api.advance(1000);
    expect((await post(api, token)).status).toBe(201);
    expect((await post(api, token)).status).toBe(201);
    expect((await post(api, token)).status).toBe(429);
  });

  it('gives the shared guest account a tighter limit', async () => {
    const { api } = await setUp(smallLimits(4));
    const guest = await api.login('guest');
    const post = writes[0]![2];
    for (let i = 0; i < 2; i++) expect((await post(api, guest)).status).toBe(201);
    await expectTooMany(await post(api, guest), 60 * 60);
  });

  it('holds one address to its limit across accounts, and keeps addresses apart', async () => {
    const { api, token } = await setUp(smallLimits(2, 2));
    const other = await api.login('tariq.codes');
    const third = await api.login('amara_grows');
    const like = writes[3]![2];
    for (const account of [token, token, other, other])
      expect((await like(api, account)).status).not.toBe(429);
    await expectTooMany(await like(api, third), 60 * 60);
    expect((await like(api, third, 'client-b')).status).not.toBe(429);
  });

  it('enforces posts per day beside posts per hour', async () => {
    const limits = smallLimits(10);
    limits.rules.posts = [
      { perAccount: 2, windowMs: hour },
      { perAccount: 3, windowMs: 24 * hour },
    ];
    const { api, token } = await setUp(limits);
    const post = writes[0]![2];
    for (let i = 0; i < 2; i++) expect((await post(api, token)).status).toBe(201);
    api.advance(hour);
    expect((await post(api, token)).status).toBe(201);
    await expectTooMany(await post(api, token), 23 * 60 * 60);
    expect(tooManyWritesMessage(23 * 60 * 60)).toBe(
      'You are doing that too often. Try again in 23 hours.',
    );
  });

  it('leaves reads and other writes alone', async () => {
    const { api, token } = await setUp(smallLimits(1));
    for (let i = 0; i < 5; i++) {
      expect((await json('GET', apiPaths.posts())(api, token)).status).toBe(200);
      expect((await json('GET', apiPaths.bookmarks())(api, token)).status).toBe(200);
    }
  });
});
