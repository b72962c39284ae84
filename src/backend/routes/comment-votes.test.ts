import { describe, expect, it } from 'vitest';
import {
  endpoints,
  pathOf,
  serverMessages,
  type CommentResponse,
  type CommentsPageResponse,
  type Post,
} from '@/contract';
import { createTestApi, seededSummary, type TestApi } from '../testing/test-api';

type Vote = 'upvoteComment' | 'downvoteComment' | 'unvoteComment';
const vote = (api: TestApi, token: string, name: Vote, postId = 'p02', commentId = 'c02') =>
  api.call<CommentResponse>('POST', pathOf(endpoints[name], { postId, commentId }), { token });
/** c02 (kenji.rides's reply to p02) as the given viewer reads it. */
const c02 = async (api: TestApi, token?: string) => {
  const answer = await api.call<CommentsPageResponse>(
    'GET',
    pathOf(endpoints.comments, { postId: 'p02' }),
    token ? { token } : {},
  );
  return answer.body.comments.find((comment) => comment._id === 'c02')!;
};
const errors = (message: string) => ({ errors: [message] });

describe('votes on replies', () => {
  it('upvotes once, moves to a downvote and back, and unvotes; counts follow', async () => {
    const api = await createTestApi();
    const guest = await api.login('guest');
    const maya = await api.login('maya.clay');
    const up = await vote(api, guest, 'upvoteComment');
    expect(up.status).toBe(200);
    expect(up.body.commentCount).toBe(2);
    expect(up.body.comment.votes).toEqual({
      upvotedBy: [seededSummary('guest')],
      downvotedBy: [],
      upvoteCount: 1,
      downvoteCount: 0,
    });
    expect(up.body.comment.viewerVote).toBe('up');
    expect((await vote(api, maya, 'upvoteComment')).body.comment.votes.upvoteCount).toBe(2);

    const down = await vote(api, guest, 'downvoteComment');
    expect(down.body.comment.votes).toEqual({
      upvotedBy: [],
      downvotedBy: [seededSummary('guest')],
      upvoteCount: 1,
      downvoteCount: 1,
    });
    expect(down.body.comment.viewerVote).toBe('down');
    const back = await vote(api, guest, 'upvoteComment');
    expect(back.body.comment.votes.upvoteCount).toBe(2);
    expect(back.body.comment.votes.downvoteCount).toBe(0);

    const unvote = await vote(api, guest, 'unvoteComment');
    expect(unvote.status).toBe(200);
    expect(unvote.body.comment.viewerVote).toBeNull();
    expect(unvote.body.comment.votes.upvoteCount).toBe(1);
    // Others read the counts, and their own vote only.
    const read = await c02(api, maya);
    expect(read.viewerVote).toBe('up');
    expect(read.votes.upvotedBy).toEqual([seededSummary('maya.clay')]);
    const anonymous = await c02(api);
    expect(anonymous.viewerVote).toBeNull();
    expect(anonymous.votes).toEqual({
      upvotedBy: [],
      downvotedBy: [],
      upvoteCount: 1,
      downvoteCount: 0,
    });
  });

  it('refuses voting the same way twice, and unvoting without a vote (400)', async () => {
    const api = await createTestApi();
    const guest = await api.login('guest');
    const none = await vote(api, guest, 'unvoteComment');
    expect(none.status).toBe(400);
    expect(none.body).toEqual(errors(serverMessages.notVoted));
    await vote(api, guest, 'upvoteComment');
    const twiceUp = await vote(api, guest, 'upvoteComment');
    expect(twiceUp.status).toBe(400);
    expect(twiceUp.body).toEqual(errors(serverMessages.alreadyUpvoted));
    await vote(api, guest, 'downvoteComment');
    const twiceDown = await vote(api, guest, 'downvoteComment');
    expect(twiceDown.status).toBe(400);
    expect(twiceDown.body).toEqual(errors(serverMessages.alreadyDownvoted));
    expect((await c02(api)).votes).toMatchObject({ upvoteCount: 0, downvoteCount: 1 });
  });

  it('refuses a vote on your own reply (400)', async () => {
    const api = await createTestApi();
    const kenji = await api.login('kenji.rides');
    for (const name of ['upvoteComment', 'downvoteComment', 'unvoteComment'] as const) {
      const refused = await vote(api, kenji, name);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual(errors(serverMessages.cannotVoteOwnComment));
    }
    expect((await c02(api)).votes).toMatchObject({ upvoteCount: 0, downvoteCount: 0 });
  });

  it('refuses without a token (401), and an unknown post or reply (404)', async () => {
    const api = await createTestApi();
    const anonymous = await api.call(
      'POST',
      pathOf(endpoints.upvoteComment, { postId: 'p02', commentId: 'c02' }),
    );
    expect(anonymous.status).toBe(401);
    const guest = await api.login('guest');
    const post = await vote(api, guest, 'upvoteComment', 'no-such-post');
    expect(post.status).toBe(404);
    expect(post.body).toEqual(errors(serverMessages.postNotFound));
    for (const [postId, commentId] of [
      ['p02', 'no-such-reply'],
      ['p01', 'c02'],
    ]) {
      const reply = await vote(api, guest, 'downvoteComment', postId, commentId);
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual(errors(serverMessages.commentNotFound));
    }
  });

  it("shows vote counts and the viewer's vote on the replies of a post and of lists", async () => {
    const api = await createTestApi();
    const guest = await api.login('guest');
    await vote(api, guest, 'downvoteComment');
    const answer = await api.call<{ post: Post }>(
      'GET',
      pathOf(endpoints.post, { postId: 'p02' }),
      {
        token: guest,
      },
    );
    const shown = answer.body.post.comments.find((comment) => comment._id === 'c02')!;
    expect(shown.viewerVote).toBe('down');
    expect(shown.votes.downvoteCount).toBe(1);
    const deleted = await api.call(
      'DELETE',
      pathOf(endpoints.deleteComment, { postId: 'p02', commentId: 'c02' }),
      { token: await api.login('kenji.rides') },
    );
    expect(deleted.status).toBe(200);
    expect(await api.store.comments.getVote('c02', seededSummary('guest')._id)).toBeUndefined();
  });
});
