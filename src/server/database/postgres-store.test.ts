import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { allPages, postRow, userRow } from '@/backend/store/testing/suite/fixtures';
import { describeStoreSuite } from '@/backend/store/testing/store-suite';
import { seedData } from '@/backend/seed/seed-data';
import { createScryptHasher } from '../auth/scrypt-hasher';
import { seedWorld } from '../seed/seed-world';
import { openStore } from './open-store';
import { postgresTransactionSlots } from './transaction-slots';
import { describeSqlStoreChecks } from './testing/sql-store-checks';
import { inSchema, openTempPostgresStore, runAsAdmin } from './testing/temp-postgres-store';

/** TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test runs these; without it they skip. */
const databaseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!databaseUrl)('PostgreSQL', () => {
  const openTemp = () => openTempPostgresStore(databaseUrl!);
  describeStoreSuite('postgres', openTemp, 'whole words');
  describeSqlStoreChecks('postgres', openTemp);

  describe('PostgreSQL schema', () => {
    const schema = `murmur_t_reopen_${process.pid}`;
    const otherSchema = `${schema}_other`;
    const url = (name = schema) => inSchema(databaseUrl!, name);
    beforeEach(() =>
      runAsAdmin(databaseUrl!, `create schema ${schema}; create schema ${otherSchema}`),
    );
    afterEach(() =>
      runAsAdmin(databaseUrl!, `drop schema if exists ${schema}, ${otherSchema} cascade`),
    );

    it('searches a word in few posts, in many of the newest, and in many but none of the newest', async () => {
      const store = await openStore({ dataDir: '', databaseUrl: url() });
      try {
        await store.users.insert(userRow(1));
        // 6,000 posts, more than the newest a search reads before it asks the GIN index.
        const written = Array.from({ length: 6_000 }, (_, n) => {
          const words = [
            n % 10 === 0 ? 'common' : '',
            n < 100 ? 'older' : '',
            [10, 2_500, 5_990].includes(n) ? 'rare' : '',
          ];
          return postRow(`p${String(n).padStart(4, '0')}`, {
            username: 'user.1',
            content: `Post ${n} ${words.join(' ')}`,
            createdAt: new Date(Date.UTC(2026, 10, 1) + n * 1000).toISOString(),
          });
        });
        await store.transaction(async (tx) => {
          for (const row of written) await tx.posts.insert(row);
        });
        const newestWith = (word: string) =>
          written
            .filter((row) => row.content.split(' ').includes(word))
            .map((row) => row._id)
            .reverse();
        for (const word of ['common', 'older', 'rare']) {
          const pages = await allPages((cursor) =>
            store.posts.search({
              terms: [word],
              sort: 'latest',
              limit: 20,
              ...(cursor ? { cursor } : {}),
            }),
          );
          expect(pages.flat().map((row) => row._id)).toEqual(newestWith(word));
        }
        expect(
          (await store.posts.search({ terms: ['absent'], sort: 'latest', limit: 20 })).items,
        ).toEqual([]);
      } finally {
        await store.close();
      }
    }, 60_000);

    it('migrates its own schema when another schema of the database is migrated already', async () => {
      const other = await openStore({ dataDir: '', databaseUrl: url(otherSchema) });
      try {
        const store = await openStore({ dataDir: '', databaseUrl: url() });
        await store.users.insert(userRow(1));
        expect(await other.users.list()).toEqual([]);
        await store.close();
      } finally {
        await other.close();
      }
    });

    it('keeps the data across a close and reopen, migrating only once', async () => {
      const first = await openStore({ dataDir: '', databaseUrl: url() });
      await first.users.insert(userRow(1));
      await first.close();
      // Two stores opening at once both find the schema up to date or bring it there.
      const [second, third] = await Promise.all([
        openStore({ dataDir: '', databaseUrl: url() }),
        openStore({ dataDir: '', databaseUrl: url() }),
      ]);
      expect(await second.users.list()).toEqual([userRow(1)]);
      expect(await third.users.getByUsername('user.1')).toEqual(userRow(1));
      await Promise.all([second.close(), third.close()]);
    });

    it('is seeded once when two servers start on the empty database at the same time', async () => {
      const [first, second] = await Promise.all([
        openStore({ dataDir: '', databaseUrl: url() }),
        openStore({ dataDir: '', databaseUrl: url() }),
      ]);
      try {
        const hasher = createScryptHasher({ N: 2 ** 10, r: 8, p: 1 });
        const seeded = await Promise.all([seedWorld(first, hasher), seedWorld(second, hasher)]);
        expect(seeded.toSorted()).toEqual([false, true]);
        expect(await first.users.list()).toHaveLength(seedData.users.length);
      } finally {
        await Promise.all([first.close(), second.close()]);
      }
    });

    it('counts follows made both ways at once, each on its own connection, without a deadlock', async () => {
      const store = await openStore({ dataDir: '', databaseUrl: url() });
      try {
        const people = Array.from({ length: 12 }, (_, n) => userRow(n + 1));
        for (const person of people) await store.users.insert(person);
        // Every pair follows each other, both edges written at the same moment.
        const edges = people.flatMap((a, i) =>
          people.slice(i + 1).flatMap((b) => [
            [a._id, b._id],
            [b._id, a._id],
          ]),
        );
        const createdAt = '2026-11-21T09:30:00+05:30';
        await Promise.all(
          edges.map(([followerId, followeeId]) =>
            store.follows.insert({ followerId: followerId!, followeeId: followeeId!, createdAt }),
          ),
        );
        const counts = await store.follows.counts(people.map((person) => person._id));
        for (const person of people)
          expect(counts.get(person._id)).toEqual({ followers: 11, following: 11 });
      } finally {
        await store.close();
      }
    });

    it('runs at most postgresTransactionSlots transactions at once, and every one of them', async () => {
      const store = await openStore({ dataDir: '', databaseUrl: url() });
      try {
        await store.users.insert(userRow(1));
        // Every slot's connection opened first: on a busy machine, the first slot alone could
        // otherwise run all eight while the second one's connection is still being made.
        await Promise.all(
          Array.from({ length: postgresTransactionSlots }, () =>
            store.transaction((tx) => tx.users.get('u1')),
          ),
        );
        let running = 0;
        let most = 0;
        const bio = (n: number) =>
          store.transaction(async (tx) => {
            most = Math.max(most, ++running);
            try {
              // Each holds its transaction over round trips, so that the others would overlap;
              // one that loses a conflict with the other in its slot is run again.
              await tx.users.update('u1', { bio: `bio ${n}` });
              await tx.users.get('u1');
              return n;
            } finally {
              running--;
            }
          });
        const done = await Promise.all(Array.from({ length: 8 }, (_, n) => bio(n)));
        expect(done).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
        expect(most).toBe(postgresTransactionSlots);
        expect((await store.users.get('u1'))?.bio).toMatch(/^bio [0-7]$/);
      } finally {
        await store.close();
      }
    });

    it("keeps a reader's timeline whole while they follow, read and others post, all at once", async () => {
      const store = await openStore({ dataDir: '', databaseUrl: url() });
      try {
        const people = Array.from({ length: 8 }, (_, n) => userRow(n + 1));
        for (const person of people) await store.users.insert(person);
        const at = (minute: number) => new Date(Date.UTC(2026, 10, 21, 9, minute)).toISOString();
        const post = (id: string, author: number, minute: number) =>
          postRow(id, { username: `user.${author}`, createdAt: at(minute), likeCount: 0 });
        for (let author = 2; author <= 8; author++)
          await store.posts.insert(post(`before${author}`, author, author));
        const firstPage = () => store.posts.list({ feedOf: 'u1', limit: 20 });
        // Each follow races feed reads (which build u1's timeline) and a post of the followed.
        await Promise.all(
          people
            .slice(1)
            .flatMap((person, n) => [
              store.follows.insert({ followerId: 'u1', followeeId: person._id, createdAt: at(0) }),
              firstPage(),
              store.posts.insert(post(`during${n + 2}`, n + 2, 30 + n)),
              firstPage(),
            ]),
        );
        const whole = await store.posts.list({ feedOf: 'u1' });
        expect(whole.items).toHaveLength(14);
        expect((await firstPage()).items).toEqual(whole.items);
      } finally {
        await store.close();
      }
    });
  });
});
