import { describe, expect, it } from 'vitest';
import { NewestRepliesCache, keptRepliesPerPost, type KeptReply } from './newest-replies-cache';

const reply = (id: string, postId: string, seq: number): KeptReply => ({
  _id: id,
  postId,
  username: 'user.1',
  text: `Reply ${id}`,
  createdAt: '2026-11-21T09:30:00+05:30',
  updatedAt: '2026-11-21T09:30:00+05:30',
  seq,
});

describe('NewestRepliesCache', () => {
  it('answers a post only at the version and count its replies were kept at', () => {
    const cache = new NewestRepliesCache();
    const replies = [reply('c1', 'p1', 1), reply('c2', 'p1', 2)];
    cache.set('p1', 2, 7, replies);
    expect(cache.get('p1', 2, 7)).toBe(replies);
    expect(cache.get('p1', 2, 8)).toBeUndefined();
    expect(cache.get('p1', 1, 7)).toBeUndefined();
    expect(cache.get('p2', 2, 7)).toBeUndefined();
    // A newer read replaces the entry; a slower page's older one does not.
    cache.set('p1', 2, 8, [reply('c3', 'p1', 3)]);
    expect(cache.get('p1', 2, 7)).toBeUndefined();
    expect(cache.get('p1', 2, 8)?.map((row) => row._id)).toEqual(['c3']);
    cache.set('p1', 2, 7, replies);
    expect(cache.get('p1', 2, 7)).toBeUndefined();
    expect(cache.get('p1', 2, 8)?.map((row) => row._id)).toEqual(['c3']);
  });

  it('keeps a post without replies, and never the long lists of a post of its own', () => {
    const cache = new NewestRepliesCache();
    cache.set('p1', 2, 0, []);
    expect(cache.get('p1', 2, 0)).toEqual([]);
    cache.set('p2', keptRepliesPerPost + 1, 0, [reply('c1', 'p2', 1)]);
    expect(cache.get('p2', keptRepliesPerPost + 1, 0)).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it('forgets the post used least lately when full', () => {
    const cache = new NewestRepliesCache({ posts: 2, characters: 1_000_000 });
    cache.set('p1', 2, 0, []);
    cache.set('p2', 2, 0, []);
    cache.get('p1', 2, 0);
    cache.set('p3', 2, 0, []);
    expect(cache.size).toBe(2);
    expect(cache.get('p2', 2, 0)).toBeUndefined();
    expect(cache.get('p1', 2, 0)).toEqual([]);
    expect(cache.get('p3', 2, 0)).toEqual([]);
  });

  it('forgets the posts used least lately while the replies kept are over their characters', () => {
    const cache = new NewestRepliesCache({ posts: 100, characters: 3_000 });
    const long = (id: string, postId: string) => ({
      ...reply(id, postId, 1),
      text: 'x'.repeat(1_000),
    });
    cache.set('p1', 2, 0, [long('c1', 'p1')]);
    cache.set('p2', 2, 0, [long('c2', 'p2')]);
    expect(cache.size).toBe(2);
    // 1,200 characters each with what a reply costs besides its text: a third is one too many.
    cache.set('p3', 2, 0, [long('c3', 'p3')]);
    expect(cache.size).toBe(2);
    expect(cache.get('p1', 2, 0)).toBeUndefined();
    // Replacing an entry counts its old replies out.
    cache.set('p3', 2, 1, []);
    cache.set('p4', 2, 0, [long('c4', 'p4')]);
    expect(cache.size).toBe(3);
  });
});
