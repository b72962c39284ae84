import { describe, expect, it } from 'vitest';
import {
  apiPaths,
  serverMessages,
  type Post,
  type PostResponse,
  type PostsPageResponse,
  type PostsResponse,
} from '@/contract';
import { expectInvalidField, expectRefusal } from '../testing/refusals';
import {
  createTestApi,
  createTestApiAs,
  afterStart,
  minute,
  type TestApi,
} from '../testing/test-api';

const tinyPng =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const create = (api: TestApi, token: string | undefined, postData: unknown) =>
  api.call<PostsResponse>('POST', apiPaths.posts(), {
    ...(token ? { token } : {}),
    body: { postData },
  });
const byId = (posts: Post[], id: string) => posts.find((post) => post._id === id);

describe('reading posts', () => {
  it('GET /api/posts answers all 14, newest first, each with likes and replies', async () => {
    const api = await createTestApi();
    const answer = await api.call<PostsResponse>('GET', apiPaths.posts());
    expect(answer.status).toBe(200);
    const { posts } = answer.body;
    expect(posts).toHaveLength(14);
    const times = posts.map((post) => Date.parse(post.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const post of posts) {
      expect(Object.keys(post.likes).sort()).toEqual(['dislikedBy', 'likeCount', 'likedBy']);
      expect(post.likes.likeCount).toBeGreaterThanOrEqual(post.likes.likedBy.length);
      expect(Array.isArray(post.comments)).toBe(true);
    }
    // An anonymous reader is in no likedBy: the list holds the viewer alone.
    expect(byId(posts, 'p01')!.likes.likedBy).toEqual([]);
    expect(byId(posts, 'p01')!.likes.likeCount).toBe(24);
    expect(byId(posts, 'p05')!.comments).toHaveLength(2);
    expect(byId(posts, 'p05')!.commentCount).toBe(2);
    expect(byId(posts, 'p05')!.author.username).toBe(byId(posts, 'p05')!.username);
  });

  it.each(['latest', 'oldest', 'trending'] as const)(
    'pages through every post exactly once, sort %s',
    async (sort) => {
      const api = await createTestApi();
      const seen: Post[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const query: string = `?limit=5&sort=${sort}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
        const page = await api.call<PostsPageResponse>('GET', `${apiPaths.posts()}${query}`);
        expect(page.status).toBe(200);
        expect(page.body.posts.length).toBeLessThanOrEqual(5);
        seen.push(...page.body.posts);
        cursor = page.body.nextCursor;
        pages++;
      } while (cursor !== null && pages < 10);
      expect(pages).toBe(3);
      expect(seen).toHaveLength(14);
      expect(new Set(seen.map((post) => post._id)).size).toBe(14);
      const keys = seen.map((post) =>
        sort === 'trending' ? post.likes.likeCount : Date.parse(post.createdAt),
      );
      expect(keys).toEqual([...keys].sort((a, b) => (sort === 'oldest' ? a - b : b - a)));
    },
  );

  it('the first page has 5 posts and a cursor; ?sort alone orders the whole list', async () => {
    const api = await createTestApi();
    const page = await api.call<PostsPageResponse>('GET', '/api/posts?limit=5');
    expect(page.body.posts.map((post) => post._id)).toEqual(['p14', 'p13', 'p12', 'p11', 'p10']);
    expect(typeof page.body.nextCursor).toBe('string');
    const oldest = await api.call<PostsResponse>('GET', '/api/posts?sort=oldest');
    expect(oldest.status).toBe(200);
    expect(oldest.body.posts).toHaveLength(14);
    expect(oldest.body.posts[0]!._id).toBe('p01');
  });

  it.each([
    ['?limit=0', 'limit must be a whole number from 1 to 100', 'invalid_limit'],
    ['?limit=101', 'limit must be a whole number from 1 to 100', 'invalid_limit'],
    ['?limit=x', 'limit must be a whole number from 1 to 100', 'invalid_limit'],
    ['?limit=5&cursor=not-a-cursor', serverMessages.invalidCursor, 'invalid_cursor'],
    ['?cursor=not-a-cursor', serverMessages.invalidCursor, 'invalid_cursor'],
    ['?sort=random&limit=5', 'sort must be latest, oldest or trending', 'invalid_sort'],
  ])('GET /api/posts%s answers 400', async (query, message, code) => {
    const api = await createTestApi();
    const answer = await api.call('GET', `/api/posts${query}`);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ errors: [message], code });
  });

  it('refuses a cursor made for another sort', async () => {
    const api = await createTestApi();
    const page = await api.call<PostsPageResponse>('GET', '/api/posts?limit=5&sort=trending');
    const answer = await api.call(
      'GET',
      `/api/posts?limit=5&sort=oldest&cursor=${page.body.nextCursor}`,
    );
    expectRefusal(answer, 400, 'invalidCursor');
  });

  it('GET /api/posts/:id answers the post, or 404', async () => {
    const api = await createTestApi();
    const answer = await api.call<PostResponse>('GET', apiPaths.post('p03'));
    expect(answer.status).toBe(200);
    expect(answer.body.post).toMatchObject({
      _id: 'p03',
      username: 'amara_grows',
      mediaURL: '/seed/balcony-tomatoes.svg',
    });
    const unknown = await api.call('GET', apiPaths.post('p99'));
    expectRefusal(unknown, 404, 'postNotFound');
  });

  it("GET /api/posts/user/:username answers only that author's posts, or 404", async () => {
    const api = await createTestApi();
    const answer = await api.call<PostsResponse>('GET', apiPaths.userPosts('maya.clay'));
    expect(answer.status).toBe(200);
    expect(answer.body.posts.map((post) => post._id)).toEqual(['p13', 'p08', 'p01']);
    expect(answer.body.posts.every((post) => post.username === 'maya.clay')).toBe(true);
    const unknown = await api.call('GET', apiPaths.userPosts('nobody'));
    expectRefusal(unknown, 404, 'userNotRegistered');
  });
});

describe('creating posts', () => {
  it('answers 201 with every post, the new one by the caller with no likes', async () => {
    const { api, token } = await createTestApiAs('guest');
    api.advance(minute);
    const answer = await create(api, token, { content: 'Hello, Murmur!', mediaURL: '' });
    expect(answer.status).toBe(201);
    expect(answer.body.posts).toHaveLength(15);
    const post = answer.body.posts[0]!;
    expect(post).toMatchObject({
      content: 'Hello, Murmur!',
      mediaURL: '',
      username: 'guest',
      likes: { likeCount: 0, likedBy: [], dislikedBy: [] },
      comments: [],
    });
    expect(Date.parse(post.createdAt)).toBe(afterStart(minute));
    expect(post.updatedAt).toBe(post.createdAt);
    const stored = await api.call<PostResponse>('GET', apiPaths.post(post._id));
    expect(stored.body.post).toEqual(post);
  });

  it('ignores a username sent in postData and needs a token', async () => {
    const { api, token } = await createTestApiAs('guest');
    const answer = await create(api, token, { content: 'mine', username: 'maya.clay' });
    expect(answer.body.posts[0]!.username).toBe('guest');
    const anonymous = await create(api, undefined, { content: 'anonymous' });
    expectRefusal(anonymous, 401, 'invalidToken');
    expect((await api.store.posts.list()).items).toHaveLength(15);
  });

  it.each([
    ['empty content and no media', { content: '', mediaURL: '' }],
    ['blank content', { content: '  \n ' }],
  ])('refuses %s with 422: a post needs text or media', async (_case, postData) => {
    const { api, token } = await createTestApiAs('guest');
    const answer = await create(api, token, postData);
    expectRefusal(answer, 422, 'postNeedsContent');
    expect((await api.store.posts.list()).items).toHaveLength(14);
  });

  it.each([
    ['501 characters', { content: 'a'.repeat(501) }, 'content must be at most 500 characters'],
    [
      'text declared as PNG',
      { content: 'x', mediaURL: `data:image/png;base64,${btoa('just some text, no image')}` },
      'mediaURL must be a PNG, JPEG, GIF or WebP image, or an MP4 or WebM video',
    ],
    [
      'a PNG declared as JPEG',
      { content: 'x', mediaURL: tinyPng.replace('image/png', 'image/jpeg') },
      'mediaURL says image/jpeg but holds image/png',
    ],
    [
      'broken base64',
      { content: 'x', mediaURL: 'data:image/png;base64,a' },
      'mediaURL is not valid base64',
    ],
    [
      'an external URL',
      { content: 'x', mediaURL: 'https://example.com/cat.png' },
      'mediaURL must be a file of this site or a base64 data URL',
    ],
    [
      'a protocol-relative URL',
      { content: 'x', mediaURL: '//example.com/cat.png' },
      'mediaURL must be a file of this site or a base64 data URL',
    ],
  ])('refuses %s with 422', async (_case, postData, message) => {
    const { api, token } = await createTestApiAs('guest');
    const answer = await create(api, token, postData);
    expectInvalidField(answer, message);
    expect((await api.store.posts.list()).items).toHaveLength(14);
  });

  it('refuses a body without postData with 422', async () => {
    const { api, token } = await createTestApiAs('guest');
    const answer = await api.call('POST', apiPaths.posts(), { token, body: { content: 'flat' } });
    expectInvalidField(answer, 'postData is required');
  });

  it.each([
    ['a NUL character', 'a\u0000b'],
    ['a lone high surrogate', 'broken \uD83D emoji'],
    ['a lone low surrogate', '\uDC4D'],
  ])('refuses text with %s (no store can keep it) with 400', async (_case, content) => {
    const { api, token } = await createTestApiAs('guest');
    const answer = await create(api, token, { content });
    expectRefusal(answer, 400, 'unstorableText');
    expect((await api.store.posts.list()).items).toHaveLength(14);
  });

  it('accepts 500 emoji graphemes and a real PNG data URL', async () => {
    const { api, token } = await createTestApiAs('guest');
    const emoji = '👍🏽'.repeat(500);
    const long = await create(api, token, { content: emoji });
    expect(long.status).toBe(201);
    expect(long.body.posts[0]!.content).toBe(emoji);
    const image = await create(api, token, { content: '', mediaURL: tinyPng });
    expect(image.status).toBe(201);
    expect(image.body.posts[0]!.mediaURL).toBe(tinyPng);
  });
});
