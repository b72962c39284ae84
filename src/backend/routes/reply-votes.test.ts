import { describe, expect, it } from 'vitest';
import {
  endpoints,
  pathOf,
  type ReplyResponse,
  type RepliesPageResponse,
  type Post,
} from '@/contract';
import { expectRefusal } from '../testing/refusals';
import { createTestApi, seededSummary, type TestApi } from '../testing/test-api';

type Vote = 'upvoteReply' | 'downvoteReply' | 'unvoteReply';
const vote = (api: TestApi, token: string, name: Vote, postId = 'p02', replyId = 'c02') =>
  api.call<ReplyResponse>('POST', pathOf(endpoints[name], { postId, replyId }), { token });
/** c02 (kenji.rides's reply to p02) as the given viewer reads it. */
const c02 = async (api: TestApi, token?: string) => {
  const answer = await api.call<RepliesPageResponse>(
    'GET',
    pathOf(endpoints.replies, { postId: 'p02' }),
    token ? { token } : {},
  );
  return answer.body.comments.find((reply) => reply._id === 'c02')!;
};

describe('votes on replies', () => {
  it('upvotes once, moves to a downvote and back, and unvotes; counts follow', async () => {
    const api = await createTestApi();
    const guest = await api.login('guest');
    const maya = await api.login('maya.clay');
    const up = await vote(api, guest, 'upvoteReply');
    expect(up.status).toBe(200);
    expect(up.body.commentCount).toBe(2);
    expect(up.body.comment.votes).toEqual({
      upvotedBy: [seededSummary('guest')],
      downvotedBy: [],
      upvoteCount: 1,
      downvoteCount: 0,
    });
    expect(up.body.comment.viewerVote).toBe('up');
    expect((await vote(api, maya, 'upvoteReply')).body.comment.votes.upvoteCount).toBe(2);

    const down = await vote(api, guest, 'downvoteReply');
    expect(down.body.comment.votes).toEqual({
      upvotedBy: [],
      downvotedBy: [seededSummary('guest')],
      upvoteCount: 1,
      downvoteCount: 1,
    });
    expect(down.body.comment.viewerVote).toBe('down');
    const back = await vote(api, guest, 'upvoteReply');
    expect(back.body.comment.votes.upvoteCount).toBe(2);
    expect(back.body.comment.votes.downvoteCount).toBe(0);

    const unvote = await vote(api, guest, 'unvoteReply');
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

  it('counts one upvote when a person sends the same upvote three times at once', async () => {
    const api = await createTestApi();
    const guest = await api.login('guest');
    const answers = await Promise.all([1, 2, 3].map(() => vote(api, guest, 'upvoteReply')));
    expect(answers.map((answer) => answer.status).toSorted()).toEqual([200, 400, 400]);
    expect((await c02(api)).votes.upvoteCount).toBe(1);
  });

  it('refuses voting the same way twice, and unvoting without a vote (400)', async () => {
    const api = await createTestApi();
    const guest = await api.login('guest');
    const none = await vote(api, guest, 'unvoteReply');
    expectRefusal(none, 400, 'notVoted');
    await vote(api, guest, 'upvoteReply');
    const twiceUp = await vote(api, guest, 'upvoteReply');
    expectRefusal(twiceUp, 400, 'alreadyUpvoted');
    await vote(api, guest, 'downvoteReply');
    const twiceDown = await vote(api, guest, 'downvoteReply');
    expectRefusal(twiceDown, 400, 'alreadyDownvoted');
    expect((await c02(api)).votes).toMatchObject({ upvoteCount: 0, downvoteCount: 1 });
  });

  it('refuses a vote on your own reply (400)', async () => {
    const api = await createTestApi();
    const kenji = await api.login('kenji.rides');
    for (const name of ['upvoteReply', 'downvoteReply', 'unvoteReply'] as const) {
      const refused = await vote(api, kenji, name);
      expectRefusal(refused, 400, 'cannotVoteOwnReply');
    }
    expect((await c02(api)).votes).toMatchObject({ upvoteCount: 0, downvoteCount: 0 });
  });

  it('refuses without a token (401), and an unknown post or reply (404)', async () => {
    const api = await createTestApi();
    const anonymous = await api.call(
      'POST',
      pathOf(endpoints.upvoteReply, { postId: 'p02', replyId: 'c02' }),
    );
    expect(anonymous.status).toBe(401);
    const guest = await api.login('guest');
    const post = await vote(api, guest, 'upvoteReply', 'no-such-post');
    expectRefusal(post, 404, 'postNotFound');
    for (const [postId, replyId] of [
      ['p02', 'no-such-reply'],
      ['p01', 'c02'],
    ]) {
      const reply = await vote(api, guest, 'downvoteReply', postId, replyId);
      expectRefusal(reply, 404, 'replyNotFound');
    }
  });

  it("shows vote counts and the viewer's vote on the replies of a post and of lists", async () => {
    const api = await createTestApi();
    const guest = await api.login('guest');
    await vote(api, guest, 'downvoteReply');
    const answer = await api.call<{ post: Post }>(
      'GET',
      pathOf(endpoints.post, { postId: 'p02' }),
      {
        token: guest,
      },
    );
    const shown = answer.body.post.comments.find((reply) => reply._id === 'c02')!;
    expect(shown.viewerVote).toBe('down');
    expect(shown.votes.downvoteCount).toBe(1);
    const deleted = await api.call(
      'DELETE',
      pathOf(endpoints.deleteReply, { postId: 'p02', replyId: 'c02' }),
      { token: await api.login('kenji.rides') },
    );
    expect(deleted.status).toBe(200);
    expect(await api.store.replies.getVote('c02', seededSummary('guest')._id)).toBeUndefined();
  });
});
