import { describe, expect, it } from 'vitest';
import type { Post } from '../../../../contract';
import { sortPosts } from './sort-posts';

const post = (id: string, createdAt: string, likeCount: number): Post => ({
  _id: id,
  content: id,
  mediaURL: '',
  username: 'guest',
  createdAt,
  updatedAt: createdAt,
  likes: { likeCount, likedBy: [], dislikedBy: [] },
  comments: [],
  commentCount: 0,
  author: {
    _id: 'u-guest',
    username: 'guest',
    firstName: 'Guest',
    lastName: 'Murmur',
    avatarUrl: '',
  },
  likedByViewer: false,
  dislikedByViewer: false,
  bookmarkedByViewer: false,
});

const middle = post('middle', '2026-11-10T10:00:00+05:30', 50);
const oldest = post('oldest', '2026-01-02T09:00:00+00:00', 7);
const newest = post('newest', '2026-11-21T08:00:00Z', 12);
const posts = [middle, oldest, newest];
const ids = (list: Post[]) => list.map((p) => p._id);

describe('sortPosts', () => {
  it('puts the newest first for Latest, reading each timestamp with its offset', () => {
    expect(ids(sortPosts(posts, 'Latest'))).toEqual(['newest', 'middle', 'oldest']);
  });

  it('puts the oldest first for Oldest', () => {
    expect(ids(sortPosts(posts, 'Oldest'))).toEqual(['oldest', 'middle', 'newest']);
  });

  it('puts the most liked first for Trending, ties in their order', () => {
    const tie = post('tie', '2026-05-05T00:00:00Z', 12);
    expect(ids(sortPosts([...posts, tie], 'Trending'))).toEqual([
      'middle',
      'newest',
      'tie',
      'oldest',
    ]);
  });

  it('leaves the order as it is for any other value', () => {
    for (const sort of ['', 'latest', 'Popular', 'LATEST'])
      expect(ids(sortPosts(posts, sort))).toEqual(['middle', 'oldest', 'newest']);
  });

  it('never changes the list it was given', () => {
    const given = [...posts];
    sortPosts(given, 'Latest');
    expect(given).toEqual(posts);
    expect(sortPosts(given, 'Other')).not.toBe(given);
  });
});
