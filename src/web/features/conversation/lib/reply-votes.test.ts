import { describe, expect, it } from 'vitest';
import type { Reply, UserSummary } from '@/contract';
import { nextVote, withViewerVote } from './reply-votes';

const me: UserSummary = {
  _id: 'u1',
  username: 'guest',
  firstName: 'Guest',
  lastName: 'User',
  avatarUrl: '',
};

const reply = (up: number, down: number, viewerVote: 'up' | 'down' | null): Reply => ({
  _id: 'c1',
  postId: 'p1',
  username: 'maya.clay',
  avatarUrl: '',
  text: 'A reply',
  votes: {
    upvotedBy: viewerVote === 'up' ? [me] : [],
    downvotedBy: viewerVote === 'down' ? [me] : [],
    upvoteCount: up,
    downvoteCount: down,
  },
  author: { ...me, _id: 'u2', username: 'maya.clay' },
  viewerVote,
  mentions: [],
});

describe('a vote on a reply', () => {
  it('adds an upvote, moves it to a downvote, and takes it back', () => {
    const up = withViewerVote(reply(2, 1, null), me, 'up');
    expect(up.votes).toMatchObject({ upvoteCount: 3, downvoteCount: 1, upvotedBy: [me] });
    const moved = withViewerVote(up, me, 'down');
    expect(moved.votes).toMatchObject({ upvoteCount: 2, downvoteCount: 2, downvotedBy: [me] });
    expect(moved.viewerVote).toBe('down');
    const none = withViewerVote(moved, me, null);
    expect(none.votes).toMatchObject({ upvoteCount: 2, downvoteCount: 1, upvotedBy: [] });
    expect(none.viewerVote).toBeNull();
  });

  it('takes back a vote pressed twice, and moves one when the other is pressed', () => {
    expect(nextVote(null, 'up')).toBe('up');
    expect(nextVote('up', 'up')).toBeNull();
    expect(nextVote('up', 'down')).toBe('down');
  });
});
