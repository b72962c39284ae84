import { describe, expect, it } from 'vitest';
import type { Post, UserSummary } from '@/contract';
import { viewerReactionOf, withViewerLike } from './viewer-reactions';

const person = (username: string): UserSummary => ({
  _id: `id-${username}`,
  username,
  firstName: username,
  lastName: 'Tester',
  avatarUrl: '',
});
const guest = person('guest');

const post = (likeCount: number, reaction?: 'like' | 'dislike'): Post => ({
  _id: 'p01',
  content: 'A post',
  mediaURL: '',
  mediaAlt: '',
  media: [],
  contentWarning: '',
  sensitive: false,
  username: 'maya.clay',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  likes: {
    likeCount,
    likedBy: reaction === 'like' ? [guest] : [],
    dislikedBy: reaction === 'dislike' ? [guest] : [],
  },
  comments: [],
  commentCount: 0,
  author: person('maya.clay'),
  likedByViewer: reaction === 'like',
  dislikedByViewer: reaction === 'dislike',
  bookmarkedByViewer: false,
  mentions: [],
  repostCount: 0,
  quoteCount: 0,
  repostedByViewer: false,
  allowQuotes: true,
});

describe('withViewerLike', () => {
  it('likes: the count goes up, the viewer is the liker, a dislike is replaced', () => {
    const liked = withViewerLike(post(4, 'dislike'), guest, true);
    expect(liked).toMatchObject({
      likedByViewer: true,
      dislikedByViewer: false,
      likes: { likeCount: 5, likedBy: [guest], dislikedBy: [] },
    });
  });

  it('unlikes (a dislike): the count goes down, never below zero', () => {
    const unliked = withViewerLike(post(1, 'like'), guest, false);
    expect(unliked).toMatchObject({
      likedByViewer: false,
      dislikedByViewer: true,
      likes: { likeCount: 0, likedBy: [], dislikedBy: [guest] },
    });
    expect(withViewerLike(post(0), guest, false).likes.likeCount).toBe(0);
  });

  it('leaves the rest of the post, and its reaction can be put back', () => {
    const before = post(3);
    const liked = withViewerLike(before, guest, true);
    expect({ ...liked, ...viewerReactionOf(before) }).toEqual(before);
  });
});
