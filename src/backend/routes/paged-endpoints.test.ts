import { describe, expect, it } from 'vitest';
import {
  errorCodes,
  apiPaths,
  serverMessages,
  type Post,
  type PostsPageResponse,
  type PublicUser,
  type UsersPageResponse,
} from '@/contract';
import { createTestApi, createTestApiAs, minute, type TestApi } from '../testing/test-api';
import { expectRefusal } from '../testing/refusals';

/** Follows nextCursor from the first page to the last, answering every item in order. */
async function readAll<T>(
  api: TestApi,
  path: string,
  key: 'posts' | 'users',
  options: { token?: string; limit?: number } = {},
): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 50; pages++) {
    const separator = path.includes('?') ? '&' : '?';
    const query: string = `limit=${options.limit ?? 2}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const answer: { status: number; body: Record<string, T[]> & { nextCursor: string | null } } =
      await api.call<Record<string, T[]> & { nextCursor: string | null }>(
        'GET',
        `${path}${separator}${query}`,
        options.token ? { token: options.token } : {},
      );
    expect(answer.status, path).toBe(200);
    items.push(...answer.body[key]!);
    cursor = answer.body.nextCursor;
    if (cursor === null) return items;
  }
  throw new Error(`${path} never reached its last page`);
}

const ids = (posts: Post[]) => posts.map((post) => post._id);
const usernames = (users: PublicUser[]) => users.map((user) => user.username);
const minimal = { Prefer: 'return=minimal' };

describe('the home feed', () => {
  it('pages through the own and the followed posts, newest first, each once', async () => {
    const { api, token } = await createTestApiAs('guest');
    const feed = await readAll<Post>(api, '/api/feed?sort=latest', 'posts', { token });
    expect(feed).toHaveLength(9);
    expect(new Set(ids(feed)).size).toBe(9);
    expect(new Set(feed.map((post) => post.username))).toEqual(
      new Set(['maya.clay', 'kenji.rides', 'lucia_reads']),
    );
    const times = feed.map((post) => Date.parse(post.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('shows the viewer their own new post on top, and drops the unfollowed', async () => {
    const { api, token } = await createTestApiAs('guest');
    api.advance(minute);
    await api.call('POST', apiPaths.posts(), {
      token,
      body: { postData: { content: 'mine' } },
      headers: minimal,
    });
    await api.call('POST', apiPaths.unfollow('kenji.rides'), { token, headers: minimal });
    const feed = await readAll<Post>(api, '/api/feed', 'posts', { token, limit: 20 });
    expect(feed[0]!.content).toBe('mine');
    expect(feed.map((post) => post.username)).not.toContain('kenji.rides');
    expect(feed).toHaveLength(7);
  });

  it('ranks by likes under trending, each once', async () => {
    const { api, token } = await createTestApiAs('guest');
    const feed = await readAll<Post>(api, '/api/feed?sort=trending', 'posts', { token });
    expect(feed).toHaveLength(9);
    const likes = feed.map((post) => post.likes.likeCount);
    expect(likes).toEqual([...likes].sort((a, b) => b - a));
  });

  it('needs a token, and takes only latest and trending', async () => {
    const api = await createTestApi();
    const anonymous = await api.call('GET', apiPaths.feed());
    expectRefusal(anonymous, 401, 'invalidToken');
    const token = await api.login('guest');
    const oldest = await api.call('GET', `${apiPaths.feed()}?sort=oldest`, { token });
    expect(oldest.status).toBe(400);
    expect(oldest.body).toEqual({
      errors: ['sort must be latest or trending'],
      code: errorCodes.postSortUnknown,
    });
    // A trending cursor without its window (as Explore's are) would rank the whole feed.
    const windowless = btoa(JSON.stringify(['trending', 5, 'p01'])).replace(/=+$/, '');
    const refused = await api.call('GET', `${apiPaths.feed()}?sort=trending&cursor=${windowless}`, {
      token,
    });
    expectRefusal(refused, 400, 'invalidCursor');
  });
});

describe("the viewer's liked and bookmarked posts", () => {
  it.each([
    ['liked', apiPaths.likedPosts(), apiPaths.like, 'likedByViewer'],
    ['bookmarked', apiPaths.bookmarkedPosts(), apiPaths.bookmark, 'bookmarkedByViewer'],
  ] as const)('%s: newest first, with the viewer state set', async (_name, path, act, flag) => {
    const { api, token } = await createTestApiAs('guest');
    for (const postId of ['p03', 'p01', 'p07']) {
      await api.call('POST', act(postId), { token, headers: minimal });
      api.advance(minute);
    }
    const posts = await readAll<Post>(api, path, 'posts', { token });
    expect(ids(posts)).toEqual(['p07', 'p01', 'p03']);
    expect(posts.every((post) => post[flag])).toBe(true);
    expect((await api.call('GET', path)).status).toBe(401);
  });

  it('leaves a disliked post out of the liked list', async () => {
    const { api, token } = await createTestApiAs('guest');
    await api.call('POST', apiPaths.like('p02'), { token, headers: minimal });
    await api.call('POST', apiPaths.dislike('p02'), { token, headers: minimal });
    const posts = await readAll<Post>(api, apiPaths.likedPosts(), 'posts', { token });
    expect(posts).toEqual([]);
  });
});

describe('people', () => {
  it('search matches part of the username or first name, any case, leaving the viewer out', async () => {
    const { api, token } = await createTestApiAs('maya.clay');
    const found = await readAll<PublicUser>(api, '/api/users?q=MA', 'users', { token, limit: 1 });
    // amara_grows by username; maya.clay is the viewer; Tariq, Kenji, Lucía and Guest do not match.
    expect(usernames(found)).toEqual(['amara_grows']);
    const everyone = await readAll<PublicUser>(api, '/api/users?q=', 'users', { token });
    expect(usernames(everyone).sort()).toEqual(
      ['amara_grows', 'guest', 'kenji.rides', 'lucia_reads', 'tariq.codes'].sort(),
    );
    const literal = await api.call<UsersPageResponse>('GET', '/api/users?q=%25&limit=5');
    expect(literal.body).toEqual({ users: [], nextCursor: null });
  });

  it('search takes a handle as written, with its @', async () => {
    const { api, token } = await createTestApiAs('guest');
    const found = await readAll<PublicUser>(api, '/api/users?q=%40amara', 'users', { token });
    expect(usernames(found)).toEqual(['amara_grows']);
    const spaced = await readAll<PublicUser>(api, '/api/users?q=%20%40amara', 'users', { token });
    expect(usernames(spaced)).toEqual(['amara_grows']);
    // Only a leading @ is the handle's: one inside the text matches nothing (no username has one).
    const inside = await api.call<UsersPageResponse>('GET', '/api/users?q=am%40ara&limit=5', {
      token,
    });
    expect(inside.body).toEqual({ users: [], nextCursor: null });
  });

  it('a profile carries counts and whether the viewer follows, and lists page', async () => {
    const { api, token } = await createTestApiAs('guest');
    const { body } = await api.call<{ user: PublicUser }>('GET', apiPaths.user('maya.clay'), {
      token,
    });
    expect(body.user).toMatchObject({
      followerCount: 4,
      followingCount: 2,
      postCount: 3,
      followedByViewer: true,
    });
    const followers = await readAll<PublicUser>(api, apiPaths.followers('maya.clay'), 'users', {
      token,
    });
    // Newest follow first: the seed adds them in this order.
    expect(usernames(followers)).toEqual(['guest', 'lucia_reads', 'amara_grows', 'tariq.codes']);
    const following = await readAll<PublicUser>(api, apiPaths.following('maya.clay'), 'users');
    expect(usernames(following)).toEqual(['lucia_reads', 'amara_grows']);
    // In a list, followers holds the viewer alone: lucia_reads follows guest, guest follows her.
    const lucia = followers.find((user) => user.username === 'lucia_reads')!;
    expect(lucia.followers.map((user) => user.username)).toEqual(['guest']);
    expect(lucia.following.map((user) => user.username)).toEqual(['guest']);
    expect(lucia.followedByViewer).toBe(true);
    expect((await api.call('GET', apiPaths.followers('nobody'))).status).toBe(404);
    // The profile form: the same counts, and no lists beyond the viewer.
    const profile = await api.call<{ user: PublicUser }>('GET', apiPaths.profile('maya.clay'), {
      token,
    });
    expect(profile.body.user).toMatchObject({ followerCount: 4, followedByViewer: true });
    expect(profile.body.user.followers.map((user) => user.username)).toEqual(['guest']);
    expect(profile.body.user.following).toEqual([]);
    expect((await api.call('GET', apiPaths.profile('nobody'))).status).toBe(404);
  });
});

describe('paging parameters', () => {
  const pagedPaths = [
    apiPaths.feed(),
    apiPaths.posts(),
    apiPaths.likedPosts(),
    apiPaths.bookmarkedPosts(),
    apiPaths.userPosts('maya.clay'),
    apiPaths.users(),
    apiPaths.followers('maya.clay'),
    apiPaths.following('maya.clay'),
  ];

  it.each(pagedPaths)('%s refuses a bad limit or cursor with 400 and a message', async (path) => {
    const { api, token } = await createTestApiAs('guest');
    const badLimit = ['limit must be a whole number from 1 to 100', errorCodes.pageLimit] as const;
    const badCursor = [serverMessages.invalidCursor, errorCodes.invalidCursor] as const;
    for (const [query, [message, code]] of [
      ['limit=0', badLimit],
      ['limit=101', badLimit],
      ['limit=2.5', badLimit],
      ['cursor=bm90IG91cnM', badCursor],
      // A cursor of another list: the people list's, or (for people) the liked posts' one.
      [`cursor=${path === apiPaths.users() ? 'WyJsaWtlZCIsMV0' : 'WyJ1c2VycyIsMV0'}`, badCursor],
    ] as const) {
      const answer = await api.call('GET', `${path}?${query}`, { token });
      expect(answer.status, `${path}?${query}`).toBe(400);
      expect(answer.body).toEqual({ errors: [message], code });
    }
  });

  it('gives 20 items a page unless limit says otherwise', async () => {
    const { api, token } = await createTestApiAs('guest');
    for (let index = 0; index < 25; index++)
      await api.call('POST', apiPaths.posts(), {
        token,
        body: { postData: { content: `post ${index}` } },
        headers: minimal,
      });
    const page = await api.call<PostsPageResponse>('GET', `${apiPaths.posts()}?sort=latest`);
    expect(page.body.posts).toHaveLength(20);
    expect(page.body.nextCursor).toEqual(expect.any(String));
  });
});

describe('Prefer: return=minimal', () => {
  it('post writes answer the changed post, or the deleted id', async () => {
    const { api, token } = await createTestApiAs('guest');
    const created = await api.call<{ post: Post }>('POST', apiPaths.posts(), {
      token,
      body: { postData: { content: 'small answers' } },
      headers: minimal,
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('Preference-Applied')).toBe('return=minimal');
    expect(Object.keys(created.body)).toEqual(['post']);
    expect(created.body.post).toMatchObject({ content: 'small answers', commentCount: 0 });
    const postId = created.body.post._id;

    const liked = await api.call<{ post: Post }>('POST', apiPaths.like(postId), {
      token,
      headers: minimal,
    });
    expect(liked.body.post.likes.likeCount).toBe(1);
    expect(liked.body.post.likedByViewer).toBe(true);

    const edited = await api.call<{ post: Post }>('POST', apiPaths.editPost(postId), {
      token,
      body: { postData: { content: 'edited' } },
      headers: minimal,
    });
    expect(edited.body.post.content).toBe('edited');

    const marked = await api.call<{ post: Post }>('POST', apiPaths.bookmark(postId), {
      token,
      headers: minimal,
    });
    expect(marked.body.post.bookmarkedByViewer).toBe(true);

    const deleted = await api.call('DELETE', apiPaths.post(postId), { token, headers: minimal });
    expect(deleted.body).toEqual({ postId });
  });

  it('follow answers both people with their new counts; a profile edit answers the user', async () => {
    const { api, token } = await createTestApiAs('guest');
    const followed = await api.call<{ user: PublicUser; followUser: PublicUser }>(
      'POST',
      apiPaths.follow('tariq.codes'),
      { token, headers: minimal },
    );
    expect(followed.status).toBe(200);
    expect(followed.body.user).toMatchObject({ username: 'guest', followingCount: 4 });
    expect(followed.body.followUser).toMatchObject({
      username: 'tariq.codes',
      followerCount: 2,
      followedByViewer: true,
    });
    const edited = await api.call<{ user: PublicUser }>('POST', apiPaths.editUser(), {
      token,
      body: { userData: { bio: 'short' } },
      headers: minimal,
    });
    expect(edited.status).toBe(201);
    expect(edited.body.user).toMatchObject({ bio: 'short', followingCount: 4 });
    expect(edited.body.user).not.toHaveProperty('email');
  });
});

describe('capped whole lists', () => {
  it('GET /api/posts holds the newest posts up to the cap and links to the paged rest', async () => {
    const api = await createTestApi({ listCap: 5 });
    const answer = await api.call<{ posts: Post[] }>('GET', apiPaths.posts());
    expect(answer.body.posts).toHaveLength(5);
    expect(answer.headers.get('X-Total-Count')).toBe('14');
    const link = /^<([^>]+)>; rel="next"$/.exec(answer.headers.get('Link') ?? '');
    expect(link).not.toBeNull();
    const rest = await readAll<Post>(api, link![1]!.replace(/&?limit=\d+/, ''), 'posts', {
      limit: 100,
    });
    const all = [...answer.body.posts, ...rest];
    expect(new Set(ids(all)).size).toBe(14);
  });

  it('a write without Prefer answers the capped list too', async () => {
    const { api, token } = await createTestApiAs('guest', { listCap: 3 });
    const like = await api.call<{ posts: Post[] }>('POST', apiPaths.like('p02'), { token });
    expect(like.status).toBe(201);
    expect(like.body.posts).toHaveLength(3);
    expect(like.headers.get('X-Total-Count')).toBe('14');
  });

  it("GET /api/users and one user's followers stop at the cap; the counts stay whole", async () => {
    const api = await createTestApi({ listCap: 2 });
    const users = await api.call<{ users: PublicUser[] }>('GET', apiPaths.users());
    expect(users.body.users).toHaveLength(2);
    expect(users.headers.get('X-Total-Count')).toBe('6');
    expect(users.headers.get('Link')).toMatch(
      /^<\/api\/users\?limit=100&cursor=[^>]+>; rel="next"$/,
    );
    const maya = await api.call<{ user: PublicUser }>('GET', apiPaths.user('maya.clay'));
    expect(maya.body.user.followers).toHaveLength(2);
    expect(maya.body.user.followerCount).toBe(4);
  });

  it('an answer within the cap says its whole count', async () => {
    const api = await createTestApi();
    const answer = await api.call('GET', apiPaths.userPosts('maya.clay'));
    expect(answer.headers.get('X-Total-Count')).toBe('3');
    expect(answer.headers.get('Link')).toBeNull();
  });
});
