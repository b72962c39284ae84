import { describe, expect, it } from 'vitest';
import { StoreConflictError } from '@/backend/store/errors';
import type { HideKind, Member, PostOrder, Reader, Store } from '@/backend/store/port';
import {
  allPages,
  ids,
  insertUsers,
  postRow,
  sorted,
  writtenAt,
  type StoreGetter,
} from './fixtures';
import { expectSteadyPagesWhileHiding, minuteOf, readingAt } from './hidden-authors';

const now = readingAt;
const readerAt = (id: string, atMs = now): Member => ({ id, atMs });
const minute = minuteOf;

const hide = (
  store: Store,
  readerId: string,
  hiddenN: number,
  kind: HideKind,
  untilMs = null as number | null,
) =>
  store.hides.put({
    readerId,
    hiddenId: `u${hiddenN}`,
    hiddenUsername: `user.${hiddenN}`,
    kind,
    untilMs,
    createdAt: writtenAt,
  });

/** A block as the rule writes it: a row on each side. */
async function block(store: Store, blocker: number, blocked: number) {
  await hide(store, `u${blocker}`, blocked, 'block');
  await hide(store, `u${blocked}`, blocker, 'blockedBy');
}

/**
 * u1 reads. u1 blocked u2, u3 blocked u1, u1 muted u4; u5 and u6 are strangers to it all. Each
 * of u1..u6 wrote p{n}, u1 follows u4, u5 and u6, and everyone else follows u1.
 */
async function insertWorld(store: Store) {
  await insertUsers(store, 6);
  for (const n of [1, 2, 3, 4, 5, 6])
    await store.posts.insert(postRow(`p${n}`, { username: `user.${n}`, createdAt: minute(n) }));
  for (const n of [4, 5, 6])
    await store.follows.insert({ followerId: 'u1', followeeId: `u${n}`, createdAt: writtenAt });
  for (const n of [2, 3, 4, 5, 6])
    await store.follows.insert({ followerId: `u${n}`, followeeId: 'u1', createdAt: writtenAt });
  await block(store, 1, 2);
  await block(store, 3, 1);
  await hide(store, 'u1', 4, 'mute');
}

const page = { limit: 50 };

/** The visibility filter: every list leaves out whom a block or a mute hides from its reader. */
export function describeHidesSuite(store: StoreGetter): void {
  describe('hidden people', () => {
    it('posts: Explore, a profile and the feed leave out blocked people both ways, muted for the muter', async () => {
      await insertWorld(store());
      const explore = (reader?: Reader, order: PostOrder = 'latest') =>
        store().posts.list({ order, limit: 50, ...(reader ? { reader } : {}) });
      expect(ids((await explore(readerAt('u1'))).items)).toEqual(['p6', 'p5', 'p1']);
      expect(sorted(ids((await explore(readerAt('u1'), 'trending')).items))).toEqual([
        'p1',
        'p5',
        'p6',
      ]);
      // u2 and u3 do not see u1; u4, muted, sees everyone; nobody's filter without a reader.
      expect(ids((await explore(readerAt('u2'))).items)).toEqual(['p6', 'p5', 'p4', 'p3', 'p2']);
      expect(ids((await explore(readerAt('u3'))).items)).toEqual(['p6', 'p5', 'p4', 'p3', 'p2']);
      expect(ids((await explore(readerAt('u4'))).items)).toHaveLength(6);
      expect(ids((await explore()).items)).toHaveLength(6);
      const profile = (n: number) =>
        store().posts.list({ authors: [`user.${n}`], limit: 5, reader: readerAt('u1') });
      for (const n of [2, 3, 4]) expect((await profile(n)).items).toEqual([]);
      expect(ids((await profile(5)).items)).toEqual(['p5']);
      for (const order of ['latest', 'oldest', 'trending'] as const) {
        const feed = await store().posts.list({
          feedOf: 'u1',
          order,
          limit: 20,
          reader: readerAt('u1'),
        });
        expect(sorted(ids(feed.items)), order).toEqual(['p1', 'p5', 'p6']);
      }
    });

    it('the feed drops a muted person at once, and brings them back when the mute ends', async () => {
      await insertUsers(store(), 3);
      for (const n of [1, 2, 3])
        await store().posts.insert(
          postRow(`p${n}`, { username: `user.${n}`, createdAt: minute(n) }),
        );
      for (const n of [2, 3])
        await store().follows.insert({
          followerId: 'u1',
          followeeId: `u${n}`,
          createdAt: writtenAt,
        });
      const feed = async (atMs = now) =>
        ids(
          (await store().posts.list({ feedOf: 'u1', limit: 20, reader: readerAt('u1', atMs) }))
            .items,
        );
      // The first read keeps a timeline where the store keeps them.
      expect(await feed()).toEqual(['p3', 'p2', 'p1']);
      await hide(store(), 'u1', 3, 'mute', now + 60_000);
      expect(await feed()).toEqual(['p2', 'p1']);
      expect(await feed(now + 60_000)).toEqual(['p3', 'p2', 'p1']);
      expect(await store().hides.any(readerAt('u1'))).toBe(true);
      expect(await store().hides.any(readerAt('u1', now + 60_000))).toBe(false);
    });

    it('liked, bookmarks, replies, people and notifications leave out hidden people', async () => {
      await insertWorld(store());
      for (const n of [2, 3, 4, 5]) {
        await store().reactions.put({
          postId: `p${n}`,
          userId: 'u1',
          kind: 'like',
          createdAt: writtenAt,
        });
        await store().bookmarks.insert({ userId: 'u1', postId: `p${n}`, createdAt: writtenAt });
        await store().replies.insert({
          _id: `r${n}`,
          postId: 'p5',
          username: `user.${n}`,
          text: `Reply ${n}`,
          createdAt: writtenAt,
          updatedAt: writtenAt,
        });
        await store().notifications.add({
          recipientId: 'u1',
          kind: 'mention',
          groupKey: `post:p${n}`,
          postId: `p${n}`,
          replyId: null,
          actorId: `u${n}`,
          createdAt: writtenAt,
        });
      }
      const reader = readerAt('u1');
      expect(ids((await store().posts.likedBy('u1', { ...page, reader })).items)).toEqual(['p5']);
      expect(ids((await store().posts.bookmarkedBy('u1', { ...page, reader })).items)).toEqual([
        'p5',
      ]);
      expect(ids((await store().posts.likedBy('u1', page)).items)).toHaveLength(4);
      expect(ids((await store().replies.page('p5', { ...page, reader })).items)).toEqual(['r5']);
      expect(
        ids((await store().replies.page('p5', { ...page, reader: readerAt('u5') })).items),
      ).toEqual(['r2', 'r3', 'r4', 'r5']);
      expect(
        ids((await store().replies.page('p5', { ...page, reader: readerAt('u2') })).items),
      ).toEqual(['r2', 'r3', 'r4', 'r5']);
      expect(
        sorted(ids((await store().follows.followers('u1', { ...page, reader })).items)),
      ).toEqual(['u5', 'u6']);
      expect(
        sorted(ids((await store().follows.following('u1', { ...page, reader })).items)),
      ).toEqual(['u5', 'u6']);
      expect(sorted(ids((await store().users.page({ ...page, reader })).items))).toEqual([
        'u1',
        'u5',
        'u6',
      ]);
      expect(
        sorted(ids((await store().users.page({ ...page, reader: readerAt('u2') })).items)),
      ).toEqual(['u2', 'u3', 'u4', 'u5', 'u6']);
      const lines = await store().notifications.page('u1', { ...page, reader });
      expect(lines.items.map((line) => line.actorIds)).toEqual([['u5']]);
      expect((await store().notifications.page('u1', page)).items).toHaveLength(4);
      expect(
        sorted([
          ...(await store().hides.hiddenAmong(reader, ['user.2', 'user.3', 'user.4', 'user.5'])),
        ]),
      ).toEqual(['user.2', 'user.3', 'user.4']);
      // Who, among a new post's connected followers, hides its author.
      expect(await store().hides.readersHiding('u4', ['u1', 'u5'], now)).toEqual(new Set(['u1']));
      expect(await store().hides.readersHiding('u1', ['u2', 'u3', 'u5'], now)).toEqual(
        new Set(['u2', 'u3']),
      );
      expect(await store().hides.readersHiding('u1', [], now)).toEqual(new Set());
    });

    it('pages of posts skip and repeat nothing while blocks come and go between them', () =>
      expectSteadyPagesWhileHiding(store, readerAt('u1'), async (hidden) => {
        if (hidden) return block(store(), 1, 2);
        await store().hides.delete('u1', 'u2', 'block');
        await store().hides.delete('u2', 'u1', 'blockedBy');
      }));

    it('lists a reader blocks and mutes newest first, paged, without ended mutes', async () => {
      await insertUsers(store(), 6);
      for (const n of [2, 3, 4]) await block(store(), 1, n);
      await hide(store(), 'u1', 5, 'mute', now - 1);
      await hide(store(), 'u1', 6, 'mute', now + 1);
      await hide(store(), 'u1', 2, 'mute');
      const read = (kind: 'block' | 'mute') =>
        allPages((cursor) =>
          store().hides.page('u1', kind, {
            limit: 2,
            reader: readerAt('u1'),
            ...(cursor ? { cursor } : {}),
          }),
        );
      const blocks = await read('block');
      expect(blocks.map((rows) => rows.map((row) => row.hiddenId))).toEqual([['u4', 'u3'], ['u2']]);
      const mutes = (await read('mute')).flat();
      expect(mutes.map((row) => [row.hiddenId, row.untilMs])).toEqual([
        ['u2', null],
        ['u6', now + 1],
      ]);
      expect(await store().hides.between('u2', 'u1')).toEqual([
        {
          readerId: 'u2',
          hiddenId: 'u1',
          hiddenUsername: 'user.1',
          kind: 'blockedBy',
          untilMs: null,
          createdAt: writtenAt,
        },
      ]);
      // Muting again sets the new end in place.
      await hide(store(), 'u1', 6, 'mute', null);
      expect((await read('mute')).flat().map((row) => [row.hiddenId, row.untilMs])).toEqual([
        ['u2', null],
        ['u6', null],
      ]);
    });

    it('keeps each reader’s muted words, unique in any case, and forgets ended ones', async () => {
      await insertUsers(store(), 2);
      const word = (id: string, phrase: string, expiresMs: number | null, userId = 'u1') => ({
        _id: id,
        userId,
        phrase,
        expiresMs,
        createdAt: writtenAt,
      });
      await store().mutedWords.insert(word('w1', 'Kiln', null));
      await store().mutedWords.insert(word('w2', 'glaze', now + 10));
      await store().mutedWords.insert(word('w3', 'kiln', null, 'u2'));
      await expect(store().mutedWords.insert(word('w4', 'KILN', null))).rejects.toThrow(
        StoreConflictError,
      );
      expect(await store().mutedWords.list('u1', now)).toEqual([
        word('w1', 'Kiln', null),
        word('w2', 'glaze', now + 10),
      ]);
      expect(ids(await store().mutedWords.list('u1', now + 10))).toEqual(['w1']);
      await store().mutedWords.deleteEnded('u1', now + 10);
      await store().mutedWords.insert(word('w5', 'Glaze', null));
      expect(await store().mutedWords.delete('u2', 'w1')).toBe(false);
      expect(await store().mutedWords.delete('u1', 'w1')).toBe(true);
      expect(ids(await store().mutedWords.list('u1', now))).toEqual(['w5']);
      expect(ids(await store().mutedWords.list('u2', now))).toEqual(['w3']);
    });

    it('answers a page’s filter in one question: its hidden people and the reader’s phrases', async () => {
      await insertUsers(store(), 4);
      await block(store(), 1, 2);
      await hide(store(), 'u1', 3, 'mute', now - 1);
      const word = (id: string, phrase: string, expiresMs: number | null) => ({
        _id: id,
        userId: 'u1',
        phrase,
        expiresMs,
        createdAt: writtenAt,
      });
      await store().mutedWords.insert(word('w1', 'kiln', null));
      await store().mutedWords.insert(word('w2', 'glaze', now + 10));
      await store().mutedWords.insert(word('w3', 'ended', now));
      const filter = await store().hides.pageFilterOf(readerAt('u1'), [
        'user.2',
        'user.3',
        'user.4',
      ]);
      expect(filter).toEqual({ hidden: new Set(['user.2']), phrases: ['kiln', 'glaze'] });
      expect(await store().hides.pageFilterOf(readerAt('u1'), [])).toEqual({
        hidden: new Set(),
        phrases: ['kiln', 'glaze'],
      });
      expect(await store().hides.pageFilterOf(readerAt('u4'), ['user.1', 'user.2'])).toEqual({
        hidden: new Set(),
        phrases: [],
      });
      expect(
        await store().hides.pageFilterOf({ id: null, atMs: now }, ['user.1', 'user.2']),
      ).toEqual({ hidden: new Set(), phrases: [] });
    });
  });
}
