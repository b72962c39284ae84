import { describe, expect, it } from 'vitest';
import {
  apiPaths,
  endpoints,
  guestCredentials,
  pathOf,
  type ReplyResponse,
  type PostsResponse,
} from '@/contract';
import { createTestApi, testClockStart } from '../testing/test-api';
import { guestProfile, resetGuest } from './reset-guest';

const hour = 60 * 60 * 1000;

/** The test API with its clock, so that resetGuest sees the time the API stamped posts with. */
async function start() {
  const api = await createTestApi();
  let now = Date.parse(testClockStart);
  const advance = (ms: number) => {
    api.advance(ms);
    now += ms;
  };
  const post = async (token: string, content: string) => {
    const answer = await api.call<PostsResponse>('POST', apiPaths.posts(), {
      token,
      body: { postData: { content } },
    });
    expect(answer.status).toBe(201);
    return answer.body.posts.find((candidate) => candidate.content === content)!._id;
  };
  const exists = async (postId: string) =>
    (await api.call('GET', apiPaths.post(postId))).status === 200;
  return { api, advance, post, exists, now: () => new Date(now) };
}

describe('resetGuest', () => {
  it('puts the profile back, removes guest posts over 24 hours old, keeps newer and others', async () => {
    const { api, advance, post, exists, now } = await start();
    const guest = await api.login(guestCredentials.username);
    const maya = await api.login('maya.clay');
    const defaced = {
      firstName: 'Hacked',
      lastName: 'Account',
      avatarUrl: '/avatars/avatar-1.svg',
      bio: 'buy cheap things',
      website: 'https://spam.example',
    };
    const edit = await api.call('POST', apiPaths.editUser(), {
      token: guest,
      body: { userData: defaced },
    });
    expect(edit.status).toBe(201);
    const old = await post(guest, 'an old guest post');
    const mayas = await post(maya, 'a post by maya, as old');
    // Others' likes and bookmarks of the old guest post go with it.
    for (const path of [apiPaths.like(old), apiPaths.bookmark(old)])
      expect((await api.call('POST', path, { token: maya })).status).toBeLessThan(300);
    advance(23 * hour);
    const recent = await post(guest, 'a recent guest post');
    advance(2 * hour);

    expect(await resetGuest(api.store, now())).toEqual({
      profileRestored: true,
      deletedPosts: 1,
      deletedReplies: 0,
    });
    const user = await api.store.users.getByUsername(guestCredentials.username);
    expect(user).toMatchObject(guestProfile);
    expect(user!.updatedAt.startsWith(now().toISOString().slice(0, 19))).toBe(true);
    expect(await exists(old)).toBe(false);
    expect(await exists(recent)).toBe(true);
    expect(await exists(mayas)).toBe(true);
    const mayaId = (await api.store.users.getByUsername('maya.clay'))!._id;
    const bookmarks = await api.store.bookmarks.forUsers([mayaId]);
    expect(bookmarks.map((bookmark) => bookmark.postId)).not.toContain(old);

    // Nothing left to do: the profile is not touched again.
    expect(await resetGuest(api.store, now())).toEqual({
      profileRestored: false,
      deletedPosts: 0,
      deletedReplies: 0,
    });
  });

  it('deletes in batches until every old guest post is gone', async () => {
    const { api, advance, post, exists, now } = await start();
    const guest = await api.login(guestCredentials.username);
    const old: string[] = [];
    for (let i = 0; i < 7; i++) old.push(await post(guest, `old post ${i}`));
    advance(25 * hour);
    const recent = await post(guest, 'recent post');
    expect(await resetGuest(api.store, now(), { batch: 3 })).toEqual({
      profileRestored: false,
      deletedPosts: 7,
      deletedReplies: 0,
    });
    for (const postId of old) expect(await exists(postId)).toBe(false);
    expect(await exists(recent)).toBe(true);
  });
});

describe('resetGuest and replies', () => {
  it("removes the guest's replies over 24 hours old, in batches, with their votes", async () => {
    const { api, advance, now } = await start();
    const guest = await api.login(guestCredentials.username);
    const maya = await api.login('maya.clay');
    const reply = async (text: string) => {
      const answer = await api.call<ReplyResponse>(
        'POST',
        pathOf(endpoints.addReply, { postId: 'p02' }),
        { token: guest, body: { commentData: { text } } },
      );
      expect(answer.status).toBe(201);
      return answer.body.comment._id;
    };
    const old: string[] = [];
    for (let i = 0; i < 5; i++) old.push(await reply(`old reply ${i}`));
    const upvote = pathOf(endpoints.upvoteReply, { postId: 'p02', replyId: old[0]! });
    expect((await api.call('POST', upvote, { token: maya })).status).toBe(200);
    advance(23 * hour);
    const recent = await reply('recent reply');
    advance(2 * hour);
    expect(await resetGuest(api.store, now(), { batch: 2 })).toEqual({
      profileRestored: false,
      deletedPosts: 0,
      deletedReplies: 5,
    });
    const left = await api.store.replies.forPosts(['p02']);
    expect(left.map((row) => row._id)).toEqual(['c02', 'c03', recent]);
    const mayaId = (await api.store.users.getByUsername('maya.clay'))!._id;
    expect(await api.store.replies.getVote(old[0]!, mayaId)).toBeUndefined();
  });
});

describe('the guest account switch', () => {
  it("ends the guest's blocks and mutes and forgets its muted words, in batches; others' blocks stay", async () => {
    const { api, now } = await start();
    const guest = await api.login(guestCredentials.username);
    const tariq = await api.login('tariq.codes');
    for (const id of ['2', '4', '5'])
      await api.call('POST', `/api/users/block/${id}/`, { token: guest });
    await api.call('POST', '/api/users/mute/6/', { token: guest, body: { durationSeconds: 3600 } });
    await api.call('POST', '/api/users/muted-words', { token: guest, body: { phrase: 'kiln' } });
    await api.call('POST', '/api/users/block/8/', { token: tariq });
    await resetGuest(api.store, now(), { batch: 2 });
    const list = (path: string) => api.call('GET', path, { token: guest });
    expect((await list('/api/users/blocks')).body.users).toEqual([]);
    expect((await list('/api/users/mutes')).body.users).toEqual([]);
    expect((await list('/api/users/muted-words')).body.mutedWords).toEqual([]);
    expect((await api.store.hides.between('2', '8')).map((row) => row.kind)).toEqual([]);
    expect((await api.store.hides.between('8', '3')).map((row) => row.kind)).toEqual(['blockedBy']);
  });

  it('GET /api/config says whether the guest is on; off, its login answers 403', async () => {
    const on = await createTestApi();
    expect((await on.call('GET', apiPaths.config())).body).toEqual({
      guestAccount: true,
      registrations: 'open',
      invitesByUsers: false,
      requireVerifiedEmail: false,
      requireAltText: false,
    });

    const off = await createTestApi({ guestAccount: false });
    expect((await off.call('GET', apiPaths.config())).body).toEqual({
      guestAccount: false,
      registrations: 'open',
      invitesByUsers: false,
      requireVerifiedEmail: false,
      requireAltText: false,
    });
    const answer = await off.call('POST', apiPaths.login(), { body: guestCredentials });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({
      errors: ['The guest account is turned off on this server. Please sign up instead.'],
      code: 'guest_account_off',
    });
    expect(await off.login('maya.clay')).toEqual(expect.any(String));
  });
});
