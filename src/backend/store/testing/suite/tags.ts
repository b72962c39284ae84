import { describe, expect, it } from 'vitest';
import type { Member, Store } from '@/backend/store/port';
import { allPages, ids, insertUsers, postRow, writtenAt, type StoreGetter } from './fixtures';
import { minuteOf, readingAt } from './hidden-authors';

// A fresh reader for each read: a store may remember what it asked about one (sql/hides.ts).
const reader = (): Member => ({ id: 'u1', atMs: readingAt });
const tagged = (store: Store, tag: string, cursor?: string, limit = 2) =>
  store.posts.list({ tag, limit, reader: reader(), ...(cursor ? { cursor } : {}) });
const tagIds = async (store: Store, tag: string) =>
  ids((await allPages((cursor) => tagged(store, tag, cursor))).flat());

/** p{n} by user.{author}, n minutes into the reading day, with the text given. */
const post = (store: Store, n: number, author: number, content: string) =>
  store.posts.insert(
    postRow(`p${n}`, { username: `user.${author}`, content, createdAt: minuteOf(n) }),
  );

const day = 24 * 60 * 60_000;

export function describeTagsSuite(store: StoreGetter) {
  describe('hashtags', () => {
    it("lists a tag's posts newest first, paged, whatever case the text wrote it in", async () => {
      await insertUsers(store(), 3);
      await post(store(), 1, 2, 'Hello #Murmur');
      await post(store(), 2, 3, 'no tag here, only a#b and #123');
      await post(store(), 3, 2, '#murmur and #Kiln');
      await post(store(), 4, 3, 'again #MURMUR');
      expect(await tagIds(store(), 'murmur')).toEqual(['p4', 'p3', 'p1']);
      expect(await tagIds(store(), 'kiln')).toEqual(['p3']);
      expect(await tagIds(store(), 'b')).toEqual([]);
      expect(await tagIds(store(), '123')).toEqual([]);
    });

    it('follows edits and deletes of posts, and the deletion of an account', async () => {
      await insertUsers(store(), 3);
      await post(store(), 1, 2, '#pottery day');
      await post(store(), 2, 3, '#pottery too');
      await store().posts.update('p1', { content: 'now #glaze instead' });
      expect(await tagIds(store(), 'pottery')).toEqual(['p2']);
      expect(await tagIds(store(), 'glaze')).toEqual(['p1']);
      // An edit of something else keeps the tags.
      await store().posts.update('p1', { sensitive: true });
      expect(await tagIds(store(), 'glaze')).toEqual(['p1']);
      await store().posts.delete('p2');
      expect(await tagIds(store(), 'pottery')).toEqual([]);
      expect((await store().tags.search('pot', { limit: 5 })).items).toEqual([]);
      await store().accounts.delete('u2', 'tombstone');
      expect(await tagIds(store(), 'glaze')).toEqual([]);
      expect(await store().tags.trending(0, 10)).toEqual([]);
    });

    it('leaves out the posts of people hidden from the reader', async () => {
      await insertUsers(store(), 4);
      await post(store(), 1, 2, '#kiln by a blocked person');
      await post(store(), 2, 3, '#kiln by a muted one');
      await post(store(), 3, 4, '#kiln by a stranger');
      const hide = (hiddenN: number, kind: 'block' | 'mute') =>
        store().hides.put({
          readerId: 'u1',
          hiddenId: `u${hiddenN}`,
          hiddenUsername: `user.${hiddenN}`,
          kind,
          untilMs: null,
          createdAt: writtenAt,
        });
      await hide(2, 'block');
      await hide(3, 'mute');
      expect(await tagIds(store(), 'kiln')).toEqual(['p3']);
      await store().users.update('u4', { suspendedUntil: new Date(readingAt + day).toISOString() });
      expect(await tagIds(store(), 'kiln')).toEqual([]);
    });

    it('trends the tags used by the most distinct people since an instant', async () => {
      await insertUsers(store(), 4);
      // user.2 says #a three times: still one person.
      await post(store(), 1, 2, '#a');
      await post(store(), 2, 2, '#a #b');
      await post(store(), 3, 2, '#A');
      await post(store(), 4, 3, '#b #c');
      await post(store(), 5, 4, '#b #c');
      await post(store(), 0, 4, '#old');
      expect(await store().tags.trending(Date.parse(minuteOf(1)), 10)).toEqual([
        { tag: 'b', uses: 3 },
        { tag: 'c', uses: 2 },
        { tag: 'a', uses: 1 },
      ]);
      expect(await store().tags.trending(Date.parse(minuteOf(1)), 2)).toHaveLength(2);
      expect(await store().tags.trending(0, 10)).toContainEqual({ tag: 'old', uses: 1 });
      // A suspended author is not counted for a reader.
      await store().users.update('u4', { suspendedUntil: new Date(readingAt + day).toISOString() });
      expect(
        await store().tags.trending(Date.parse(minuteOf(1)), 10, { id: null, atMs: readingAt }),
      ).toEqual([
        { tag: 'b', uses: 2 },
        { tag: 'a', uses: 1 },
        { tag: 'c', uses: 1 },
      ]);
    });

    it('finds tags by the beginning of their stored form, paged in their order', async () => {
      await insertUsers(store(), 2);
      await post(store(), 1, 2, '#kiln #kilnwork #Kiln_2 #glaze');
      await post(store(), 2, 2, '#kilnwork #Ölkanne #ölfarbe');
      const pages = await allPages((cursor) =>
        store().tags.search('kiln', { limit: 2, ...(cursor ? { cursor } : {}) }),
      );
      expect(pages).toEqual([
        [
          { tag: 'kiln', uses: 1 },
          { tag: 'kiln_2', uses: 1 },
        ],
        [{ tag: 'kilnwork', uses: 2 }],
      ]);
      const umlaut = await store().tags.search('öl', { limit: 5 });
      expect(umlaut.items.map((item) => item.tag)).toEqual(['ölfarbe', 'ölkanne']);
      expect((await store().tags.search('zzz', { limit: 5 })).items).toEqual([]);
    });
  });
}
