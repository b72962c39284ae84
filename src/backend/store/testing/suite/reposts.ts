import { describe, expect, it } from 'vitest';
import type { PostQuery, Store } from '@/backend/store/port';
import { allPages, followRow, ids, insertUsers, postRow, type StoreGetter } from './fixtures';

/** A minute of 21 November 2026, UTC. */
const at = (n: number) => new Date(Date.UTC(2026, 10, 21, 0, n)).toISOString();

const repost = (store: Store, postId: string, n: number, minute: number) =>
  store.reposts.put({ postId, userId: `u${n}`, createdAt: at(minute) });

/** u1 reads; they follow u2 and u3, not u4. */
async function world(store: Store) {
  await insertUsers(store, 4);
  await store.follows.insert(followRow('u1', 'u2'));
  await store.follows.insert(followRow('u1', 'u3'));
}

const feed = (store: Store, query: Partial<PostQuery> = {}) =>
  store.posts.list({ feedOf: 'u1', order: 'latest', limit: 50, ...query });
const shown = async (store: Store, query: Partial<PostQuery> = {}) =>
  (await feed(store, query)).items.map((post) => [post._id, post.repostedBy ?? null]);

export function describeRepostsSuite(getStore: StoreGetter) {
  describe('reposts', () => {
    it('adds a repost once, removes it once, and counts reposts and quotes', async () => {
      const store = getStore();
      await world(store);
      await store.posts.insert(postRow('p', { username: 'user.4', createdAt: at(1) }));
      expect(await repost(store, 'p', 2, 2)).toBe(true);
      expect(await repost(store, 'p', 2, 3)).toBe(false);
      await repost(store, 'p', 3, 4);
      await store.posts.insert(
        postRow('q', { username: 'user.2', quoteOf: 'p', createdAt: at(5) }),
      );
      const states = await store.posts.states(['p', 'q'], 'u2');
      expect(states.get('p')).toMatchObject({ repostCount: 2, quoteCount: 1, reposted: true });
      expect(states.get('q')).toMatchObject({ repostCount: 0, quoteCount: 0, reposted: false });
      expect(await store.posts.get('q')).toMatchObject({ quoteOf: 'p' });
      expect(await store.reposts.delete('p', 'u2')).toBe(true);
      expect(await store.reposts.delete('p', 'u2')).toBe(false);
      await store.posts.delete('q');
      expect((await store.posts.states(['p'], 'u2')).get('p')).toMatchObject({
        repostCount: 1,
        quoteCount: 0,
        reposted: false,
      });
      expect(ids(await store.posts.byIds(['p', 'gone']))).toEqual(['p']);
    });

    it('keeps allowQuotes when false and lets an edit turn it on', async () => {
      const store = getStore();
      await insertUsers(store, 1);
      await store.posts.insert(postRow('p', { allowQuotes: false }));
      expect((await store.posts.get('p'))?.allowQuotes).toBe(false);
      await store.posts.update('p', { allowQuotes: true });
      expect((await store.posts.get('p'))?.allowQuotes).toBeUndefined();
    });

    // Read first: the SQL store then keeps the timeline the reposts must enter; not read: the
    // posts and reposts themselves answer.
    for (const readFirst of [true, false]) {
      it(`holds a post once, at its first followed repost (${readFirst ? 'kept' : 'unkept'})`, async () => {
        const store = getStore();
        await world(store);
        await store.posts.insert(postRow('own', { username: 'user.2', createdAt: at(1) }));
        await store.posts.insert(postRow('far', { username: 'user.4', createdAt: at(2) }));
        await store.posts.insert(postRow('mine', { username: 'user.1', createdAt: at(3) }));
        if (readFirst) await feed(store);
        await repost(store, 'far', 3, 10);
        await repost(store, 'far', 2, 11);
        // A followed author's post and the reader's own stay where they are, unmarked.
        await repost(store, 'own', 3, 12);
        await repost(store, 'mine', 2, 13);
        // Someone not followed reposting changes nothing.
        await store.posts.insert(postRow('other', { username: 'user.4', createdAt: at(4) }));
        await repost(store, 'other', 4, 14);
        expect(await shown(store)).toEqual([
          ['far', 'user.3'],
          ['mine', null],
          ['own', null],
        ]);
        // Paged one at a time, the reposts keep their places.
        const pages = await allPages((cursor) =>
          feed(store, { limit: 1, ...(cursor ? { cursor } : {}) }),
        );
        expect(pages.flat().map((post) => post._id)).toEqual(['far', 'mine', 'own']);

        await store.reposts.delete('far', 'u3');
        expect(await shown(store)).toEqual([
          ['far', 'user.2'],
          ['mine', null],
          ['own', null],
        ]);
        await store.reposts.delete('far', 'u2');
        expect(ids((await feed(store)).items)).toEqual(['mine', 'own']);
      });
    }

    it('leaves out the reposts of someone hidden from the reader', async () => {
      const store = getStore();
      await world(store);
      await store.posts.insert(postRow('far', { username: 'user.4', createdAt: at(2) }));
      await feed(store);
      await repost(store, 'far', 3, 10);
      await store.hides.put({
        readerId: 'u1',
        hiddenId: 'u3',
        hiddenUsername: 'user.3',
        kind: 'mute',
        untilMs: null,
        createdAt: at(11),
      });
      const reader = { id: 'u1', atMs: Date.parse(at(12)) };
      expect(ids((await feed(store, { reader })).items)).toEqual([]);
      expect(ids((await feed(store)).items)).toEqual(['far']);
    });

    it('ranks only the followed people’s own posts in the trending feed', async () => {
      const store = getStore();
      await world(store);
      await store.posts.insert(postRow('own', { username: 'user.2', createdAt: at(1) }));
      await store.posts.insert(
        postRow('far', { username: 'user.4', createdAt: at(2), likeCount: 9 }),
      );
      await feed(store, { order: 'trending' });
      await repost(store, 'far', 3, 10);
      expect(ids((await feed(store, { order: 'trending' })).items)).toEqual(['own']);
    });
  });
}
