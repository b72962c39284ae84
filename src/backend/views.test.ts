import { describe, expect, it, vi } from 'vitest';
import { createMemoryStore } from './store/memory-store';
import type { PostRow, UserRow } from './store/port';
import { presentPosts } from './views';

const at = '2026-11-21T09:30:00.000+00:00';
const person = (n: number): UserRow => ({
  _id: `u${n}`,
  username: `person.${n}`,
  firstName: `First${n}`,
  lastName: `Last${n}`,
  email: `person${n}@example.com`,
  passwordHash: 'x',
  avatarUrl: '',
  bio: '',
  website: '',
  createdAt: at,
  updatedAt: at,
  role: 'user',
  suspendedUntil: null,
  approval: 'approved',
  emailVerifiedAt: at,
  visibleTo: 'everyone',
});
const post = (id: string, username: string, content: string): PostRow => ({
  _id: id,
  content,
  mediaURL: '',
  mediaAlt: '',
  media: [],
  contentWarning: '',
  sensitive: false,
  username,
  likeCount: 0,
  createdAt: at,
  updatedAt: at,
});

describe('presentPosts', () => {
  async function world() {
    const store = createMemoryStore();
    for (const n of [1, 2, 3]) await store.users.insert(person(n));
    const rows = [
      post('p1', 'person.1', 'Hello'),
      post('p2', 'person.2', 'Hi @person.3 and @nobody'),
    ];
    for (const row of rows) await store.posts.insert(row);
    await store.replies.insert({
      _id: 'c1',
      postId: 'p1',
      username: 'person.3',
      text: 'A reply',
      createdAt: at,
      updatedAt: at,
    });
    return { store, rows, lookups: vi.spyOn(store.users, 'getManyByUsername') };
  }

  it('takes the authors of posts and replies from their states, asking only for mentions', async () => {
    const { store, rows, lookups } = await world();
    const posts = await presentPosts(store, rows, undefined);
    expect(posts.map((p) => [p.author.username, p.author.firstName])).toEqual([
      ['person.1', 'First1'],
      ['person.2', 'First2'],
    ]);
    expect(posts[0]!.comments.map((c) => [c.author.username, c.author.firstName])).toEqual([
      ['person.3', 'First3'],
    ]);
    expect(posts[1]!.mentions).toEqual(['person.3']);
    // One question, for the two names mentioned; none for any author.
    expect(lookups.mock.calls).toEqual([[['person.3', 'nobody']]]);
  });

  it('still finds the author of a post whose state is gone (deleted since its page was read)', async () => {
    const { store, rows, lookups } = await world();
    await store.posts.delete('p1');
    const posts = await presentPosts(store, rows, undefined);
    expect(posts[0]!.author).toMatchObject({ username: 'person.1', firstName: 'First1' });
    expect(lookups.mock.calls.at(-1)).toEqual([['person.1']]);
  });

  it('keeps the order of the keys a post has always had', async () => {
    const { store, rows } = await world();
    const [first] = await presentPosts(store, rows, undefined);
    expect(Object.keys(first!)).toEqual([
      '_id',
      'content',
      'mediaURL',
      'mediaAlt',
      'username',
      'createdAt',
      'updatedAt',
      'likes',
      'comments',
      'commentCount',
      'author',
      'likedByViewer',
      'dislikedByViewer',
      'bookmarkedByViewer',
      'mentions',
      'media',
      'contentWarning',
      'sensitive',
      'repostCount',
      'quoteCount',
      'repostedByViewer',
      'allowQuotes',
    ]);
  });
});
