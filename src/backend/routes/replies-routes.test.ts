import { describe, expect, it } from 'vitest';
import {
  endpoints,
  pathOf,
  type ReplyResponse,
  type RepliesPageResponse,
  type DeletedReplyResponse,
  type Post,
  type PostsPageResponse,
} from '@/contract';
import { expectRefusal, invalidField, refusalOf } from '../testing/refusals';
import {
  createTestApi,
  createTestApiAs,
  afterStart,
  minute,
  seededSummary,
  type TestApi,
} from '../testing/test-api';

const path = (
  name: 'replies' | 'reply' | 'addReply' | 'editReply' | 'deleteReply',
  postId: string,
  replyId = '',
) => pathOf(endpoints[name], { postId, replyId });
const body = (text: unknown) => ({ commentData: { text } });

const add = (api: TestApi, token: string, postId: string, text: unknown) =>
  api.call<ReplyResponse>('POST', path('addReply', postId), { token, body: body(text) });
const edit = (api: TestApi, token: string, postId: string, replyId: string, text: unknown) =>
  api.call<ReplyResponse>('POST', path('editReply', postId, replyId), {
    token,
    body: body(text),
  });
const remove = (api: TestApi, token: string, postId: string, replyId: string) =>
  api.call<DeletedReplyResponse>('DELETE', path('deleteReply', postId, replyId), { token });
const page = (api: TestApi, postId: string, query = '') =>
  api.call<RepliesPageResponse>('GET', path('replies', postId) + query);
const postOf = async (api: TestApi, postId: string) =>
  (await api.call<{ post: Post }>('GET', pathOf(endpoints.post, { postId }))).body.post;
const inList = async (api: TestApi, postId: string) =>
  (await api.call<PostsPageResponse>('GET', '/api/posts?limit=100')).body.posts.find(
    (post) => post._id === postId,
  )!;
const texts = (replies: { text: string }[]) => replies.map((reply) => reply.text);

describe('replies: read', () => {
  it("pages a post's replies oldest first, with their authors and ids", async () => {
    const api = await createTestApi();
    const first = await page(api, 'p02', '?limit=1');
    expect(first.status).toBe(200);
    expect(first.body.comments).toHaveLength(1);
    expect(first.body.comments[0]).toMatchObject({
      _id: 'c02',
      postId: 'p02',
      username: 'kenji.rides',
      author: seededSummary('kenji.rides'),
      votes: { upvotedBy: [], downvotedBy: [], upvoteCount: 0, downvoteCount: 0 },
      viewerVote: null,
    });
    const second = await page(api, 'p02', `?limit=1&cursor=${first.body.nextCursor}`);
    expect(second.body.comments.map((reply) => reply._id)).toEqual(['c03']);
    expect(second.body.nextCursor).toBeNull();
    expect((await page(api, 'p04')).body).toEqual({ comments: [], nextCursor: null });
  });

  it('answers 404 for an unknown post and 400 for a bad cursor or limit', async () => {
    const api = await createTestApi();
    const unknown = await page(api, 'no-such-post');
    expectRefusal(unknown, 404, 'postNotFound');
    const cursor = await page(api, 'p02', '?cursor=junk');
    expectRefusal(cursor, 400, 'invalidCursor');
    expect((await page(api, 'p02', '?limit=0')).status).toBe(400);
  });
});

describe('replies: read one', () => {
  it("answers one reply with its post's count, and the viewer's own vote", async () => {
    const api = await createTestApi();
    const anyone = await api.call<ReplyResponse>('GET', path('reply', 'p02', 'c03'));
    expect(anyone.status).toBe(200);
    expect(anyone.body.comment).toMatchObject({ _id: 'c03', postId: 'p02', viewerVote: null });
    expect(anyone.body.commentCount).toBe(2);
    const guest = await api.login('guest');
    await api.call('POST', pathOf(endpoints.upvoteReply, { postId: 'p02', replyId: 'c02' }), {
      token: guest,
    });
    const voted = await api.call<ReplyResponse>('GET', path('reply', 'p02', 'c02'), {
      token: guest,
    });
    expect(voted.body.comment).toMatchObject({ _id: 'c02', viewerVote: 'up' });
    expect(voted.body.comment.votes.upvoteCount).toBe(1);
  });

  it('answers 404 for an unknown reply, a reply of another post, or an unknown post', async () => {
    const api = await createTestApi();
    const unknown = await api.call('GET', path('reply', 'p02', 'no-such-reply'));
    expectRefusal(unknown, 404, 'replyNotFound');
    const elsewhere = await api.call('GET', path('reply', 'p01', 'c02'));
    expectRefusal(elsewhere, 404, 'replyNotFound');
    const noPost = await api.call('GET', path('reply', 'no-such-post', 'c02'));
    expectRefusal(noPost, 404, 'postNotFound');
  });
});

describe('replies: write', () => {
  it('adds a reply (201) with the new count, and the post and lists count it', async () => {
    const { api, token } = await createTestApiAs('guest');
    api.advance(2 * minute);
    const answer = await add(api, token, 'p02', 'Same here 🙂');
    expect(answer.status).toBe(201);
    expect(answer.body.commentCount).toBe(3);
    const at = afterStart(2 * minute);
    expect(answer.body.comment).toMatchObject({
      postId: 'p02',
      username: 'guest',
      text: 'Same here 🙂',
      author: seededSummary('guest'),
      viewerVote: null,
    });
    expect(Date.parse(answer.body.comment.createdAt!)).toBe(at);
    const post = await postOf(api, 'p02');
    expect(post.commentCount).toBe(3);
    // The post's own answer carries the two newest, as lists do; GET /api/comments has them all.
    expect(post.comments.map((reply) => reply._id)).toEqual(['c03', answer.body.comment._id]);
    const listed = await inList(api, 'p02');
    expect(listed.commentCount).toBe(3);
    // Lists show the two newest replies, oldest first.
    expect(listed.comments.map((reply) => reply._id)).toEqual(['c03', answer.body.comment._id]);
    const replies = (await page(api, 'p02')).body.comments;
    expect(replies.at(-1)).toEqual(answer.body.comment);
  });

  it('takes an emoji-only reply and refuses a blank, a too-long or a missing one (422)', async () => {
    const { api, token } = await createTestApiAs('guest');
    const emoji = await add(api, token, 'p02', '🎉👍🏽');
    expect(emoji.status).toBe(201);
    expect(emoji.body.comment.text).toBe('🎉👍🏽');
    // 500 characters (graphemes) fit; 501 do not, however few code units.
    expect((await add(api, token, 'p02', '👍🏽'.repeat(500))).status).toBe(201);
    for (const [text, message] of [
      ['   ', 'text is required'],
      ['a'.repeat(501), 'text must be at most 500 characters'],
      ['👍🏽'.repeat(501), 'text must be at most 500 characters'],
      [undefined, 'text is required'],
      [42, 'text is required'],
    ] as const) {
      const refused = await add(api, token, 'p02', text);
      expect(refused.status, String(text)).toBe(422);
      expect(refused.body).toEqual(invalidField(message));
    }
    expect((await postOf(api, 'p02')).commentCount).toBe(4);
  });

  it('refuses a reply without a token (401) or to an unknown post (404)', async () => {
    const api = await createTestApi();
    const anonymous = await api.call('POST', path('addReply', 'p02'), { body: body('Hi') });
    expect(anonymous.status).toBe(401);
    const token = await api.login('guest');
    const unknown = await add(api, token, 'no-such-post', 'Hi');
    expectRefusal(unknown, 404, 'postNotFound');
    expect((await postOf(api, 'p02')).commentCount).toBe(2);
  });

  it('lets the author edit their reply, and no one else (403)', async () => {
    const api = await createTestApi();
    const kenji = await api.login('kenji.rides');
    api.advance(minute);
    const edited = await edit(api, kenji, 'p02', 'c02', 'Two coffees, in fact.');
    expect(edited.status).toBe(200);
    expect(edited.body.comment.text).toBe('Two coffees, in fact.');
    expect(edited.body.commentCount).toBe(2);
    expect(Date.parse(edited.body.comment.updatedAt!)).toBe(afterStart(minute));
    // The post's author may delete the reply, but not edit it.
    const tariq = await api.login('tariq.codes');
    const refused = await edit(api, tariq, 'p02', 'c02', 'Hijacked');
    expectRefusal(refused, 403, 'cannotEditReply');
    expect(texts((await page(api, 'p02')).body.comments)).toEqual([
      'Two coffees, in fact.',
      'Future you will be grateful. Present you deserves a biscuit.',
    ]);
    const blank = await edit(api, kenji, 'p02', 'c02', ' ');
    expect(blank.status).toBe(422);
  });

  it('answers 404 for an unknown reply, or a reply of another post', async () => {
    const api = await createTestApi();
    const kenji = await api.login('kenji.rides');
    for (const [postId, replyId, refusal] of [
      ['p02', 'no-such-reply', 'replyNotFound'],
      ['p01', 'c02', 'replyNotFound'],
      ['no-such-post', 'c02', 'postNotFound'],
    ] as const) {
      const edited = await edit(api, kenji, postId, replyId, 'x');
      expect(edited.status).toBe(404);
      expect(edited.body).toEqual(refusalOf(refusal));
      const deleted = await remove(api, kenji, postId, replyId);
      expect(deleted.status).toBe(404);
      expect(deleted.body).toEqual(refusalOf(refusal));
    }
  });

  it("deletes a reply for its author or the post's author, and for no one else (403)", async () => {
    const api = await createTestApi();
    const guest = await api.login('guest');
    const refused = await remove(api, guest, 'p02', 'c02');
    expectRefusal(refused, 403, 'cannotDeleteReply');
    const own = await remove(api, await api.login('kenji.rides'), 'p02', 'c02');
    expect(own.status).toBe(200);
    expect(own.body).toEqual({ commentId: 'c02', commentCount: 1 });
    const byPostAuthor = await remove(api, await api.login('tariq.codes'), 'p02', 'c03');
    expect(byPostAuthor.body).toEqual({ commentId: 'c03', commentCount: 0 });
    const post = await postOf(api, 'p02');
    expect(post.commentCount).toBe(0);
    expect(post.comments).toEqual([]);
    expect((await inList(api, 'p02')).commentCount).toBe(0);
    const again = await remove(api, guest, 'p02', 'c02');
    expect(again.status).toBe(404);
  });

  it('deleting a post deletes its replies', async () => {
    const api = await createTestApi();
    const tariq = await api.login('tariq.codes');
    expect(
      (await api.call('DELETE', pathOf(endpoints.deletePost, { postId: 'p02' }), { token: tariq }))
        .status,
    ).toBe(200);
    expect(await api.store.replies.get('c02')).toBeUndefined();
    expect((await page(api, 'p02')).status).toBe(404);
  });
});
