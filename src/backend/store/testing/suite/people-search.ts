import { describe, expect, it } from 'vitest';
import type { UserQuery } from '@/backend/store/port';
import { allPages, ids, userRow, type StoreGetter } from './fixtures';

/** People whose usernames and first names hold case, `_`, `%` and `\` to match or not. */
const people = [
  userRow(1, { username: 'ann_lee', firstName: 'Ann' }),
  userRow(2, { username: 'joanna', firstName: 'Jo' }),
  userRow(3, { username: 'bob', firstName: 'ANNIKA' }),
  userRow(4, { username: 'carl', firstName: 'Carl', lastName: 'Annan', email: 'ann@example.com' }),
  userRow(5, { username: 'annlee', firstName: '100% Dan' }),
  userRow(6, { username: 'dan.x', firstName: 'Dan_X' }),
  userRow(7, { username: 'backslash', firstName: 'Back\\slash' }),
  userRow(8, { username: 'a1b', firstName: 'A%B' }),
];

/** users.page with q: part of a username or first name, any case, its wildcards literal. */
export function describePeopleSearchSuite(store: StoreGetter): void {
  describe('users.page search', () => {
    const search = async (q: string, query: Partial<UserQuery> = {}) =>
      ids((await store().users.page({ limit: 100, q, ...query })).items);
    const insertPeople = async () => {
      for (const row of people) await store().users.insert(row);
    };

    it('matches part of a username or first name in any case, newest first', async () => {
      await insertPeople();
      expect(await search('ANN')).toEqual(['u5', 'u3', 'u2', 'u1']);
      expect(await search('ann')).toEqual(['u5', 'u3', 'u2', 'u1']);
      expect(await search('aNnIkA')).toEqual(['u3']);
      expect(await search('lee')).toEqual(['u5', 'u1']);
      expect(await search('dan')).toEqual(['u6', 'u5']);
      // Not the last name nor the email.
      expect(await search('annan')).toEqual([]);
      expect(await search('example')).toEqual([]);
      expect((await store().users.page({ limit: 1, q: 'ann' })).items).toEqual([people[4]]);
    });

    it('leaves out the excluded user, with or without a search', async () => {
      await insertPeople();
      expect(await search('ann', { excludeId: 'u2' })).toEqual(['u5', 'u3', 'u1']);
      expect(await search('', { excludeId: 'u8' })).toEqual([
        'u7',
        'u6',
        'u5',
        'u4',
        'u3',
        'u2',
        'u1',
      ]);
      const everyone = await store().users.page({ limit: 100, excludeId: 'u1' });
      expect(ids(everyone.items)).toEqual(['u8', 'u7', 'u6', 'u5', 'u4', 'u3', 'u2']);
      expect(await search('ann', { excludeId: 'nobody' })).toEqual(['u5', 'u3', 'u2', 'u1']);
    });

    it('takes %, _ and \\ in the search literally', async () => {
      await insertPeople();
      expect(await search('_')).toEqual(['u6', 'u1']);
      expect(await search('n_l')).toEqual(['u1']);
      expect(await search('%')).toEqual(['u8', 'u5']);
      expect(await search('1%d')).toEqual([]);
      expect(await search('a%b')).toEqual(['u8']);
      expect(await search('%%')).toEqual([]);
      expect(await search('\\')).toEqual(['u7']);
      expect(await search('K\\S')).toEqual(['u7']);
      expect(await search('\\%')).toEqual([]);
    });

    it('matches everyone for an empty or blank search, and ignores surrounding spaces', async () => {
      await insertPeople();
      const everyone = ['u8', 'u7', 'u6', 'u5', 'u4', 'u3', 'u2', 'u1'];
      expect(await search('')).toEqual(everyone);
      expect(await search('   ')).toEqual(everyone);
      expect(ids((await store().users.page({ limit: 100 })).items)).toEqual(everyone);
      expect(await search('  Ann ')).toEqual(['u5', 'u3', 'u2', 'u1']);
      expect(await search('100% d')).toEqual(['u5']);
    });

    it('pages through a search one at a time, each match once', async () => {
      await insertPeople();
      const pages = await allPages((cursor) =>
        store().users.page({ limit: 1, q: 'AN', excludeId: 'u3', ...(cursor ? { cursor } : {}) }),
      );
      expect(pages.map((page) => ids(page))).toEqual([['u6'], ['u5'], ['u2'], ['u1']]);
    });
  });
}
