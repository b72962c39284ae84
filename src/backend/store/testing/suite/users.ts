import { describe, expect, it } from 'vitest';
import { StoreConflictError } from '@/backend/store/errors';
import { ids, insertUsers, sorted, userRow, type StoreGetter } from './fixtures';

/** users: insert, get, list, getMany, update, and the unique username and id. */
export function describeUsersSuite(store: StoreGetter): void {
  describe('users', () => {
    it('inserts a user and gets it by id and by username', async () => {
      const [first] = await insertUsers(store(), 1);
      expect(await store().users.get('u1')).toEqual(first);
      expect(await store().users.getByUsername('user.1')).toEqual(first);
    });

    it('answers undefined for an unknown id or username', async () => {
      await insertUsers(store(), 1);
      expect(await store().users.get('nobody')).toBeUndefined();
      expect(await store().users.getByUsername('nobody')).toBeUndefined();
      expect(await store().users.getByUsername('USER.1')).toBeUndefined();
    });

    it('finds an account by its email address, in any case, the oldest of duplicates of old', async () => {
      await store().users.insert(userRow(1, { email: 'Maya.Clay@Example.com' }));
      expect((await store().users.getByEmail('maya.clay@example.com'))?._id).toBe('u1');
      expect((await store().users.getByEmail('MAYA.CLAY@EXAMPLE.COM'))?._id).toBe('u1');
      expect(await store().users.getByEmail('maya.clay@example.org')).toBeUndefined();
      // A database from before the rule may hold two accounts of one address: both stay.
      await store().users.insert(userRow(2, { email: 'maya.clay@example.com' }));
      expect((await store().users.getByEmail('Maya.Clay@example.com'))?._id).toBe('u1');
      expect(ids(await store().users.list())).toEqual(['u1', 'u2']);
    });

    it('keeps every field exactly, including unicode and empty strings', async () => {
      const row = userRow(1, {
        firstName: 'Zoë 🌱',
        lastName: "O'Brien",
        bio: 'Line one\nline two, "quoted", \\ and 𝄞',
        website: 'https://example.com/a?b=c&d=e',
        avatarUrl: '/avatars/zoe.png',
        createdAt: '2026-11-21T09:30:00+05:30',
        updatedAt: '2026-11-21T09:30:00.000+00:00',
      });
      await store().users.insert(row);
      expect(await store().users.get(row._id)).toEqual(row);
    });

    it('lists every user, oldest first', async () => {
      expect(await store().users.list()).toEqual([]);
      const rows = await insertUsers(store(), 4);
      expect(ids(await store().users.list())).toEqual(ids(rows));
      expect(await store().users.list()).toEqual(rows);
    });

    it('gets many users by id or username, skipping unknown ones', async () => {
      await insertUsers(store(), 4);
      expect(sorted(ids(await store().users.getMany(['u3', 'u1', 'nobody'])))).toEqual([
        'u1',
        'u3',
      ]);
      expect(
        sorted(ids(await store().users.getManyByUsername(['user.4', 'user.2', 'nobody']))),
      ).toEqual(['u2', 'u4']);
      expect(await store().users.getMany([])).toEqual([]);
      expect(await store().users.getManyByUsername([])).toEqual([]);
    });

    it('gets many by a list of any length, short or as long as a whole-list answer', async () => {
      await insertUsers(store(), 4);
      // One parameter holds the whole list, however long (dialect.ts).
      for (const length of [1, 99, 100, 101, 2_000]) {
        const unknown = Array.from({ length: length - 2 }, (_, index) => `nobody-${index}`);
        const asked = length === 1 ? ['u2'] : ['u4', ...unknown, 'u2'];
        const expected = length === 1 ? ['u2'] : ['u2', 'u4'];
        expect(sorted(ids(await store().users.getMany(asked)))).toEqual(expected);
        const usernames = asked.map((id) => id.replace(/^u(\d)$/, 'user.$1'));
        expect(sorted(ids(await store().users.getManyByUsername(usernames)))).toEqual(expected);
      }
    });

    it('changes only the fields a patch gives', async () => {
      const [first, second] = await insertUsers(store(), 2);
      await store().users.update('u1', {
        bio: 'New bio',
        updatedAt: '2026-11-22T10:00:00.000+00:00',
      });
      expect(await store().users.get('u1')).toEqual({
        ...first,
        bio: 'New bio',
        updatedAt: '2026-11-22T10:00:00.000+00:00',
      });
      expect(await store().users.get('u2')).toEqual(second);
    });

    it('leaves a field alone when the patch holds it as undefined', async () => {
      const [first] = await insertUsers(store(), 1);
      await store().users.update('u1', { website: undefined, firstName: 'Renamed' });
      expect(await store().users.get('u1')).toEqual({ ...first, firstName: 'Renamed' });
    });

    it('can set a field to the empty string', async () => {
      const [first] = await insertUsers(store(), 1);
      await store().users.update('u1', { bio: 'Something' });
      await store().users.update('u1', { bio: '' });
      expect(await store().users.get('u1')).toEqual(first);
    });

    it('ignores an update of an unknown user', async () => {
      const rows = await insertUsers(store(), 2);
      await store().users.update('nobody', { bio: 'x' });
      expect(await store().users.list()).toEqual(rows);
    });

    it('refuses a second user with a taken username', async () => {
      await insertUsers(store(), 1);
      const taken = store().users.insert(userRow(2, { username: 'user.1' }));
      await expect(taken).rejects.toBeInstanceOf(StoreConflictError);
      // Marked as the username's, so that the API answers 422 username_taken for it.
      await expect(taken).rejects.toHaveProperty('on', 'username');
      expect(await store().users.get('u2')).toBeUndefined();
      expect(await store().users.list()).toHaveLength(1);
    });

    it('refuses a second user with a taken id', async () => {
      await insertUsers(store(), 1);
      await expect(
        store().users.insert(userRow(1, { username: 'other.name' })),
      ).rejects.toBeInstanceOf(StoreConflictError);
      expect(await store().users.getByUsername('other.name')).toBeUndefined();
    });

    it('answers copies: changing a returned row changes nothing stored', async () => {
      const [first] = await insertUsers(store(), 1);
      const got = (await store().users.get('u1'))!;
      got.bio = 'mutated';
      const listed = await store().users.list();
      listed[0]!.firstName = 'mutated';
      expect(await store().users.get('u1')).toEqual(first);
    });
  });
}
