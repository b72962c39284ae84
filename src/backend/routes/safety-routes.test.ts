import { describe, expect, it } from 'vitest';
import {
  endpoints,
  pathOf,
  type HiddenPeoplePageResponse,
  type NotificationsPageResponse,
  type PostResponse,
  type PostsPageResponse,
  type UserResponse,
  type UsersPageResponse,
} from '@/contract';
import { createTestApi, type TestApi } from '../testing/test-api';
import { expectRefusal } from '../testing/refusals';

const hour = 3_600_000;
const ids = (posts: { _id: string }[]) => posts.map((post) => post._id);

/** The seeded people the tests use: maya.clay (2), tariq.codes (3), kenji.rides (5), guest (8). */
async function world() {
  const api = await createTestApi();
  const tokens = {
    guest: await api.login('guest'),
    maya: await api.login('maya.clay'),
    tariq: await api.login('tariq.codes'),
  };
  return { api, ...tokens };
}

const write = async (api: TestApi, token: string, content: string) => {
  const answer = await api.call<PostResponse>('POST', pathOf(endpoints.createPost, {}), {
    token,
    body: { postData: { content } },
    headers: { Prefer: 'return=minimal' },
  });
  return answer.body.post._id;
};

const act = (
  api: TestApi,
  name: keyof typeof endpoints,
  params: Record<string, string>,
  token: string,
  body?: unknown,
) =>
  api.call(endpoints[name].method, pathOf(endpoints[name], params as never), {
    token,
    ...(body === undefined ? {} : { body }),
  });

const explore = async (api: TestApi, token?: string) =>
  ids(
    (await api.call<PostsPageResponse>('GET', '/api/posts?limit=50', token ? { token } : {})).body
      .posts,
  );

describe('block', () => {
  it('hides both ways, ends the follows both ways and keeps the counts right', async () => {
    const { api, guest, maya } = await world();
    const mayaPost = await write(api, maya, 'From Maya');
    const guestPost = await write(api, guest, 'From the guest');
    // The guest follows maya.clay; make maya follow the guest too.
    await act(api, 'follow', { userId: '8' }, maya);
    const before = await api.call<UserResponse>('GET', '/api/profiles/maya.clay');
    const blocked = await act(api, 'block', { userId: '2' }, guest);
    expect(blocked.status).toBe(200);
    expect(blocked.body.user).toMatchObject({
      username: 'maya.clay',
      blockedByViewer: true,
      blockingViewer: false,
      followedByViewer: false,
      followerCount: before.body.user.followerCount - 1,
      followingCount: before.body.user.followingCount - 1,
    });
    expect(await explore(api, guest)).not.toContain(mayaPost);
    expect(await explore(api, maya)).not.toContain(guestPost);
    expect(await explore(api)).toEqual(expect.arrayContaining([mayaPost, guestPost]));
    const seenByMaya = await api.call<UserResponse>('GET', '/api/profiles/guest', { token: maya });
    expect(seenByMaya.body.user).toMatchObject({ blockedByViewer: false, blockingViewer: true });
    const profilePosts = await api.call<PostsPageResponse>('GET', '/api/posts/user/guest?limit=5', {
      token: maya,
    });
    expect(profilePosts.body.posts).toEqual([]);
    // Again: 200 with the same state.
    const again = await act(api, 'block', { userId: 'maya.clay' }, guest);
    expect(again.status).toBe(200);
    expect(again.body.user).toMatchObject({ blockedByViewer: true });
    const unblocked = await act(api, 'unblock', { userId: '2' }, guest);
    expect(unblocked.body.user).toMatchObject({ blockedByViewer: false, followedByViewer: false });
    expect(await explore(api, guest)).toContain(mayaPost);
    expect((await act(api, 'unblock', { userId: '2' }, guest)).status).toBe(200);
  });

  it('refuses following, replying, liking and voting either way with 403, and opening a post with 404', async () => {
    const { api, guest, maya } = await world();
    const mayaPost = await write(api, maya, 'Blocked soon');
    const guestPost = await write(api, guest, 'Mine');
    const reply = await act(api, 'addReply', { postId: guestPost }, maya, {
      commentData: { text: 'Hi' },
    });
    const replyId = (reply.body as { comment: { _id: string } }).comment._id;
    await act(api, 'block', { userId: '2' }, guest);
    for (const [token, label] of [
      [guest, 'blocker'],
      [maya, 'blocked'],
    ] as const) {
      const [other, otherPost] = token === guest ? ['2', mayaPost] : ['8', guestPost];
      expectRefusal(
        await act(api, 'follow', { userId: other }, token),
        403,
        'blockedInteraction',
        label,
      );
      expectRefusal(
        await act(api, 'like', { postId: otherPost }, token),
        403,
        'blockedInteraction',
        label,
      );
      expectRefusal(
        await act(api, 'addReply', { postId: otherPost }, token, { commentData: { text: 'x' } }),
        403,
        'blockedInteraction',
        label,
      );
      expectRefusal(
        await act(api, 'post', { postId: otherPost }, token),
        404,
        'postNotFound',
        label,
      );
      expectRefusal(
        await act(api, 'replies', { postId: otherPost }, token),
        404,
        'postNotFound',
        label,
      );
    }
    expectRefusal(
      await act(api, 'upvoteReply', { postId: guestPost, replyId }, guest),
      403,
      'blockedInteraction',
    );
    // The guest's own post no longer shows maya's reply in its newest replies.
    const own = await act(api, 'post', { postId: guestPost }, guest);
    expect((own.body as PostResponse).post.comments).toEqual([]);
  });

  it('a mention between blocked people notifies nobody, but the post is written', async () => {
    const { api, guest, maya } = await world();
    await act(api, 'block', { userId: '8' }, maya);
    const postId = await write(api, guest, 'Hello @maya.clay');
    expect(postId).toBeTruthy();
    const lines = await api.call<NotificationsPageResponse>('GET', '/api/notifications?limit=20', {
      token: maya,
    });
    expect(lines.body.notifications.filter((line) => line.kind === 'mention')).toEqual([]);
  });

  it('refuses yourself with 400 and an unknown person with 404; pages the blocks newest first', async () => {
    const { api, guest } = await world();
    expectRefusal(await act(api, 'block', { userId: '8' }, guest), 400, 'cannotBlockSelf');
    expectRefusal(await act(api, 'block', { userId: 'nobody' }, guest), 404, 'userNotRegistered');
    expectRefusal(await act(api, 'mute', { userId: 'guest' }, guest), 400, 'cannotMuteSelf');
    for (const id of ['2', '3', '4']) await act(api, 'block', { userId: id }, guest);
    const first = await api.call<HiddenPeoplePageResponse>('GET', '/api/users/blocks?limit=2', {
      token: guest,
    });
    expect(first.body.users.map((row) => row.user.username)).toEqual([
      'amara_grows',
      'tariq.codes',
    ]);
    const second = await api.call<HiddenPeoplePageResponse>(
      'GET',
      `/api/users/blocks?limit=2&cursor=${encodeURIComponent(first.body.nextCursor!)}`,
      { token: guest },
    );
    expect(second.body).toEqual({
      users: [
        {
          user: expect.objectContaining({ username: 'maya.clay' }),
          since: expect.any(String),
          until: null,
        },
      ],
      nextCursor: null,
    });
    expect((await api.call('GET', '/api/users/blocks')).status).toBe(401);
  });
});

describe('mute', () => {
  it('hides the muted person from the muter only, until the mute ends', async () => {
    const { api, guest, maya } = await world();
    const mayaPost = await write(api, maya, 'Muted soon');
    const muted = await act(api, 'mute', { userId: '2' }, guest, { durationSeconds: 3600 });
    expect(muted.status).toBe(200);
    expect(muted.body.user).toMatchObject({
      mutedByViewer: true,
      mutedUntil: expect.any(String),
      blockedByViewer: false,
      followedByViewer: true,
    });
    expect(await explore(api, guest)).not.toContain(mayaPost);
    const feed = await api.call<PostsPageResponse>('GET', '/api/feed?limit=20', { token: guest });
    expect(ids(feed.body.posts)).not.toContain(mayaPost);
    expect(await explore(api, maya)).toContain(mayaPost);
    // Muted people are not told and may still interact: maya can like the guest's post.
    const guestPost = await write(api, guest, 'Still reachable');
    expect((await act(api, 'like', { postId: guestPost }, maya)).status).toBe(201);
    // The like's notification leaves the guest's list while the mute lasts.
    const lines = () =>
      api.call<NotificationsPageResponse>('GET', '/api/notifications?limit=20', { token: guest });
    expect((await lines()).body.notifications.some((line) => line.post?._id === guestPost)).toBe(
      false,
    );
    const mutes = await api.call<HiddenPeoplePageResponse>('GET', '/api/users/mutes', {
      token: guest,
    });
    expect(mutes.body.users).toEqual([
      {
        user: expect.objectContaining({ username: 'maya.clay' }),
        since: expect.any(String),
        until: muted.body.user.mutedUntil,
      },
    ]);
    api.advance(hour);
    expect(await explore(api, guest)).toContain(mayaPost);
    expect((await lines()).body.notifications.some((line) => line.post?._id === guestPost)).toBe(
      true,
    );
    expect(
      (await api.call<HiddenPeoplePageResponse>('GET', '/api/users/mutes', { token: guest })).body
        .users,
    ).toEqual([]);
    const profile = await api.call<UserResponse>('GET', '/api/profiles/maya.clay', {
      token: guest,
    });
    expect(profile.body.user).toMatchObject({ mutedByViewer: false, mutedUntil: null });
  });

  it('mutes until undone without a duration, and unmutes', async () => {
    const { api, guest, maya } = await world();
    const mayaPost = await write(api, maya, 'Long mute');
    const muted = await act(api, 'mute', { userId: 'maya.clay' }, guest);
    expect(muted.body.user).toMatchObject({ mutedByViewer: true, mutedUntil: null });
    // Within the token's life: a later read with an expired token would be anonymous.
    api.advance(6 * 24 * hour);
    expect(await explore(api, guest)).not.toContain(mayaPost);
    const unmuted = await act(api, 'unmute', { userId: '2' }, guest);
    expect(unmuted.body.user).toMatchObject({ mutedByViewer: false });
    expect(await explore(api, guest)).toContain(mayaPost);
  });

  it('refuses a duration that is not an hour, a day or a week with 400, and an unknown person with 404', async () => {
    const { api, guest } = await world();
    for (const durationSeconds of [0, 60, 1800.5, -3600])
      expectRefusal(
        await act(api, 'mute', { userId: '2' }, guest, { durationSeconds }),
        400,
        'muteDurationUnknown',
      );
    expect(
      (await act(api, 'mute', { userId: '2' }, guest, { durationSeconds: 'soon' })).status,
    ).toBe(422);
    expectRefusal(await act(api, 'mute', { userId: 'nobody' }, guest), 404, 'userNotRegistered');
    for (const durationSeconds of [3600, 86_400, 604_800, null])
      expect((await act(api, 'mute', { userId: '2' }, guest, { durationSeconds })).status).toBe(
        200,
      );
  });

  it('pages the mutes newest first', async () => {
    const { api, guest } = await world();
    for (const id of ['2', '3', '4', '5']) await act(api, 'mute', { userId: id }, guest);
    const pages: string[][] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const answer = await api.call<HiddenPeoplePageResponse>(
        'GET',
        `/api/users/mutes?limit=3${query}`,
        { token: guest },
      );
      pages.push(answer.body.users.map((row) => row.user._id));
      cursor = answer.body.nextCursor;
    } while (cursor);
    expect(pages).toEqual([['5', '4', '3'], ['2']]);
  });

  it('leaves muted and blocked people out of the people lists', async () => {
    const { api, guest } = await world();
    await act(api, 'mute', { userId: '2' }, guest);
    await act(api, 'block', { userId: '6' }, guest);
    const people = await api.call<UsersPageResponse>('GET', '/api/users?limit=20', {
      token: guest,
    });
    expect(people.body.users.map((user) => user._id).sort()).toEqual(['3', '4', '5']);
    const following = await api.call<UsersPageResponse>('GET', '/api/users/guest/following', {
      token: guest,
    });
    expect(following.body.users.map((user) => user._id)).toEqual(['5']);
  });
});
