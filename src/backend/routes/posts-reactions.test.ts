import { describe, expect, it } from 'vitest';
import { apiPaths, type Post, type PostsResponse } from '@/contract';
import {
  createTestApi,
  createTestApiAs,
  afterStart,
  minute,
  seededSummary,
  type TestApi,
} from '../testing/test-api';
import { expectRefusal, refusalOf } from '../testing/refusals';

const guestSummary = seededSummary('guest');

const react = async (api: TestApi, token: string, kind: 'like' | 'dislike', postId: string) => {
  const path = kind === 'like' ? apiPaths.like(postId) : apiPaths.dislike(postId);
  const answer = await api.call<PostsResponse>('POST', path, { token });
  const post =
    answer.status === 201
      ? answer.body.posts.find((candidate) => candidate._id === postId)
      : undefined;
  return { ...answer, post };
};
const names = (users: { username: string }[]) => users.map((user) => user.username);
/** The post as stored, read by the viewer whose token is given (anonymous without one). */
const stored = async (api: TestApi, postId: string, token?: string) =>
  (await api.call<{ post: Post }>('GET', apiPaths.post(postId), token ? { token } : {})).body.post;

describe('like and dislike', () => {
  it('like answers 201 with every post, adds the caller and counts up; liking twice is 400', async () => {
    const { api, token } = await createTestApiAs('guest');
    api.advance(3 * minute);
    const like = await react(api, token, 'like', 'p01');
    expect(like.status).toBe(201);
    expect(like.body.posts).toHaveLength(14);
    expect(like.post!.likes.likeCount).toBe(25);
    expect(like.post!.likes.likedBy).toContainEqual(guestSummary);
    // likedBy holds the viewer alone, so that no answer grows with the likes.
    expect(like.post!.likes.likedBy).toEqual([guestSummary]);
    expect(like.post!.likedByViewer).toBe(true);
    expect(Date.parse(like.post!.updatedAt)).toBe(afterStart(3 * minute));
    expect(await stored(api, 'p01', token)).toEqual(like.post);

    const twice = await react(api, token, 'like', 'p01');
    expectRefusal(twice, 400, 'alreadyLiked');
    expect((await stored(api, 'p01')).likes.likeCount).toBe(25);
  });

  it('refuses a seeded like repeated by its seeded liker', async () => {
    const { api, token } = await createTestApiAs('amara_grows');
    const answer = await react(api, token, 'like', 'p01');
    expectRefusal(answer, 400, 'alreadyLiked');
  });

  it('dislike moves the caller from likedBy to dislikedBy and counts down; disliking again is 400', async () => {
    const { api, token } = await createTestApiAs('guest');
    await react(api, token, 'like', 'p02');
    api.advance(minute);
    const dislike = await react(api, token, 'dislike', 'p02');
    expect(dislike.status).toBe(201);
    expect(dislike.post!.likes.likeCount).toBe(31);
    expect(names(dislike.post!.likes.likedBy)).not.toContain('guest');
    expect(dislike.post!.likes.dislikedBy).toEqual([guestSummary]);
    expect(Date.parse(dislike.post!.updatedAt)).toBe(afterStart(minute));

    const again = await react(api, token, 'dislike', 'p02');
    expectRefusal(again, 400, 'alreadyDisliked');
    expect((await stored(api, 'p02')).likes.likeCount).toBe(31);
  });

  it('dislike without a like first counts down and records the dislike', async () => {
    const { api, token } = await createTestApiAs('guest');
    const dislike = await react(api, token, 'dislike', 'p03');
    expect(dislike.status).toBe(201);
    expect(dislike.post!.likes.likeCount).toBe(41);
    expect(dislike.post!.likes.dislikedBy).toEqual([guestSummary]);
  });

  it('like after dislike takes the caller out of dislikedBy and counts up', async () => {
    const { api, token } = await createTestApiAs('guest');
    await react(api, token, 'dislike', 'p04');
    api.advance(2 * minute);
    const like = await react(api, token, 'like', 'p04');
    expect(like.status).toBe(201);
    expect(like.post!.likes.likeCount).toBe(37);
    expect(like.post!.likes.dislikedBy).toEqual([]);
    expect(like.post!.likes.likedBy).toContainEqual(guestSummary);
    expect(Date.parse(like.post!.updatedAt)).toBe(afterStart(2 * minute));
  });

  it('refuses disliking a post at zero likes with 400', async () => {
    const api = await createTestApi();
    const maya = await api.login('maya.clay');
    const created = await api.call<PostsResponse>('POST', apiPaths.posts(), {
      token: maya,
      body: { postData: { content: 'Fresh out of the kiln' } },
    });
    const fresh = created.body.posts[0]!;
    expect(fresh.likes.likeCount).toBe(0);
    const guest = await api.login('guest');
    const answer = await react(api, guest, 'dislike', fresh._id);
    expectRefusal(answer, 400, 'likeBelowZero');
    expect((await stored(api, fresh._id)).likes).toEqual({
      likeCount: 0,
      likedBy: [],
      dislikedBy: [],
    });

    // Liked once then disliked returns to zero; a second dislike is refused at zero.
    expect((await react(api, guest, 'like', fresh._id)).post!.likes.likeCount).toBe(1);
    expect((await react(api, guest, 'dislike', fresh._id)).post!.likes.likeCount).toBe(0);
    expect((await react(api, maya, 'dislike', fresh._id)).body).toEqual(refusalOf('likeBelowZero'));
  });

  it('answers 404 for an unknown post and 401 without a token', async () => {
    const { api, token } = await createTestApiAs('guest');
    for (const kind of ['like', 'dislike'] as const) {
      const unknown = await react(api, token, kind, 'p99');
      expectRefusal(unknown, 404, 'postNotFound');
    }
    const anonymous = await api.call('POST', apiPaths.like('p01'));
    expectRefusal(anonymous, 401, 'invalidToken');
  });

  it('keeps the count right when many users like at once', async () => {
    const api = await createTestApi();
    const users = ['maya.clay', 'tariq.codes', 'kenji.rides', 'guest'];
    const tokens = await Promise.all(users.map((username) => api.login(username)));
    const answers = await Promise.all(tokens.map((token) => react(api, token, 'like', 'p12')));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
    const post = await stored(api, 'p12');
    expect(post.likes.likeCount).toBe(15);
    // Each liker, reading with their own token, finds themselves in likedBy.
    for (const [index, token] of tokens.entries()) {
      const seen = await api.call<{ post: Post }>('GET', apiPaths.post('p12'), { token });
      expect(names(seen.body.post.likes.likedBy)).toEqual([users[index]]);
      expect(seen.body.post.likedByViewer).toBe(true);
    }
  });

  it('counts one like when a person sends the same like twice at once', async () => {
    const { api, token } = await createTestApiAs('guest');
    const answers = await Promise.all([1, 2, 3].map(() => react(api, token, 'like', 'p12')));
    expect(answers.map((answer) => answer.status).toSorted()).toEqual([201, 400, 400]);
    expect((await stored(api, 'p12')).likes.likeCount).toBe(12);
  });
});
