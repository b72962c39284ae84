import { describe, expect, it } from 'vitest';
import { InvalidCursorError } from '@/backend/store/errors';
import { unreadCountCap, type NotificationEvent, type Store } from '@/backend/store/port';
import { allPages, insertUsers, postRow, type StoreGetter } from './fixtures';

const at = (minute: number) => `2026-11-21T10:${String(minute).padStart(2, '0')}:00.000+00:00`;

/** u1 is told that actorId liked post p1 (one line per post). */
const like = (actorId: string, minute = 0, postId = 'p1'): NotificationEvent => ({
  recipientId: 'u1',
  kind: 'like',
  groupKey: `like:${postId}`,
  postId,
  replyId: null,
  actorId,
  createdAt: at(minute),
});

const follow = (actorId: string, minute = 0): NotificationEvent => ({
  recipientId: 'u1',
  kind: 'follow',
  groupKey: 'follow:2026-11-21',
  postId: null,
  replyId: null,
  actorId,
  createdAt: at(minute),
});

async function world(store: Store, users = 5) {
  await insertUsers(store, users);
  for (const id of ['p1', 'p2', 'p3']) await store.posts.insert(postRow(id));
}

const firstPage = (store: Store, limit = 20) => store.notifications.page('u1', { limit });

/** Grouped notification lines, their actors, paging, the read marker and removal. */
export function describeNotificationsSuite(store: StoreGetter): void {
  describe('notifications', () => {
    it('groups actors on one line, newest first, and counts them all', async () => {
      await world(store());
      for (const [n, actor] of ['u2', 'u3', 'u4', 'u5'].entries())
        expect(await store().notifications.add(like(actor, n))).toBe(true);
      const { items, nextCursor } = await firstPage(store());
      expect(nextCursor).toBeNull();
      expect(typeof items[0]?._id).toBe('string');
      expect(items).toEqual([
        {
          _id: items[0]!._id,
          kind: 'like',
          postId: 'p1',
          replyId: null,
          actorIds: ['u5', 'u4', 'u3'],
          actorCount: 4,
          read: false,
          updatedAt: at(3),
          postText: 'Post p1',
          replyText: null,
          moderation: null,
        },
      ]);
      // The same actor twice is one event.
      expect(await store().notifications.add(like('u3', 9))).toBe(false);
      expect((await firstPage(store())).items).toEqual(items);
      expect(await store().notifications.page('u2', { limit: 20 })).toEqual({
        items: [],
        nextCursor: null,
      });
    });

    it('takes an actor out, names the newest again, and drops the line when none is left', async () => {
      await world(store());
      for (const [n, actor] of ['u2', 'u3', 'u4', 'u5'].entries())
        await store().notifications.add(like(actor, n));
      const lineId = (await firstPage(store())).items[0]!._id;
      expect(await store().notifications.remove('u1', 'like', 'like:p1', 'u2')).toBe(true);
      expect((await firstPage(store())).items[0]).toMatchObject({
        _id: lineId,
        actorIds: ['u5', 'u4', 'u3'],
        actorCount: 3,
      });
      expect(await store().notifications.remove('u1', 'like', 'like:p1', 'u5')).toBe(true);
      expect((await firstPage(store())).items[0]).toMatchObject({
        actorIds: ['u4', 'u3'],
        actorCount: 2,
        updatedAt: at(2),
      });
      expect(await store().notifications.remove('u1', 'like', 'like:p1', 'u5')).toBe(false);
      expect(await store().notifications.remove('u1', 'like', 'like:p2', 'u4')).toBe(false);
      await store().notifications.remove('u1', 'like', 'like:p1', 'u4');
      await store().notifications.remove('u1', 'like', 'like:p1', 'u3');
      expect((await firstPage(store())).items).toEqual([]);
      expect(await store().notifications.unreadCount('u1')).toBe(0);
    });

    it('pages by the newest event, and a new event moves its line to the top', async () => {
      await world(store());
      await store().notifications.add(like('u2', 0, 'p1'));
      await store().notifications.add(like('u2', 1, 'p2'));
      await store().notifications.add(follow('u3', 2));
      await store().notifications.add(like('u2', 3, 'p3'));
      await store().notifications.add(like('u4', 4, 'p1'));
      const pages = await allPages((cursor) =>
        store().notifications.page('u1', { limit: 2, ...(cursor ? { cursor } : {}) }),
      );
      expect(pages.map((page) => page.map((line) => line.postId))).toEqual([
        ['p1', 'p3'],
        [null, 'p2'],
      ]);
      expect(pages[1]![0]).toMatchObject({ kind: 'follow', postId: null, actorIds: ['u3'] });
      await expect(
        store().notifications.page('u1', { limit: 2, cursor: 'not-a-cursor' }),
      ).rejects.toBeInstanceOf(InvalidCursorError);
    });

    it('reads up to a position: later events stay unread, and the marker never goes back', async () => {
      await world(store());
      expect(await store().notifications.lastPosition('u1')).toBe(0);
      expect(await store().notifications.unreadCount('u1')).toBe(0);
      await store().notifications.add(like('u2', 0, 'p1'));
      await store().notifications.add(like('u2', 1, 'p2'));
      const marker = await store().notifications.lastPosition('u1');
      await store().notifications.add(like('u2', 2, 'p3'));
      expect(await store().notifications.unreadCount('u1')).toBe(3);
      await store().notifications.markRead('u1', marker);
      expect(await store().notifications.unreadCount('u1')).toBe(1);
      expect((await firstPage(store())).items.map((line) => [line.postId, line.read])).toEqual([
        ['p3', false],
        ['p2', true],
        ['p1', true],
      ]);
      await store().notifications.markRead('u1', marker - 1);
      expect(await store().notifications.unreadCount('u1')).toBe(1);
      // A read line with a new actor is unread again, on top.
      await store().notifications.add(like('u3', 3, 'p1'));
      expect(await store().notifications.unreadCount('u1')).toBe(2);
      expect((await firstPage(store())).items[0]).toMatchObject({ postId: 'p1', read: false });
      expect(await store().notifications.unreadCount('u2')).toBe(0);
    });

    it(`counts unread lines up to ${unreadCountCap}`, async () => {
      await world(store());
      await store().transaction(async (tx) => {
        for (let n = 0; n < unreadCountCap + 5; n++)
          await tx.notifications.add({ ...follow('u2'), groupKey: `follow:${n}` });
      });
      expect(await store().notifications.unreadCount('u1')).toBe(unreadCountCap);
      await store().notifications.markRead('u1', 10);
      expect(await store().notifications.unreadCount('u1')).toBe(unreadCountCap - 5);
    });

    it('removes the lines about a post, or a reply, and says whose they were', async () => {
      await world(store());
      await store().replies.insert({
        _id: 'c1',
        postId: 'p2',
        username: 'user.3',
        text: 'x'.repeat(300),
        createdAt: at(0),
        updatedAt: at(0),
      });
      const reply: NotificationEvent = {
        recipientId: 'u1',
        kind: 'reply',
        groupKey: 'reply:c1',
        postId: 'p2',
        replyId: 'c1',
        actorId: 'u3',
        createdAt: at(1),
      };
      await store().notifications.add(reply);
      await store().notifications.add({ ...reply, recipientId: 'u2', kind: 'mention' });
      await store().notifications.add(like('u2', 2, 'p1'));
      await store().notifications.add(like('u2', 3, 'p2'));
      const replyLine = (await firstPage(store())).items.find((line) => line.kind === 'reply');
      expect(replyLine).toMatchObject({ postText: 'Post p2', replyText: 'x'.repeat(120) });

      expect((await store().notifications.removeAbout({ replyId: 'c1' }, 10)).sort()).toEqual([
        'u1',
        'u2',
      ]);
      expect((await firstPage(store())).items.map((line) => line.postId)).toEqual(['p2', 'p1']);
      expect(await store().notifications.removeAbout({ postId: 'p2' }, 10)).toEqual(['u1']);
      expect((await firstPage(store())).items.map((line) => line.postId)).toEqual(['p1']);
      // Deleting the post takes its lines with it.
      await store().posts.delete('p1');
      expect((await firstPage(store())).items).toEqual([]);
      expect(await store().notifications.removeAbout({ postId: 'p1' }, 10)).toEqual([]);
    });

    it('rolls back with the transaction that added the event', async () => {
      await world(store());
      await expect(
        store().transaction(async (tx) => {
          await tx.notifications.add(like('u2'));
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
      expect(await store().notifications.unreadCount('u1')).toBe(0);
      expect(await store().notifications.lastPosition('u1')).toBe(0);
    });
  });
}
