import { afterEach, describe, expect, it } from 'vitest';
import { recordUpload } from '@/backend/media/record-upload';
import type { KeptUpload } from '@/backend/media/keep-upload';
import { createMemoryStore } from '@/backend/store/memory-store';
import type { Store } from '@/backend/store/port';
import { userRow } from '@/backend/store/testing/suite/fixtures';
import { openTempPostgresStore } from '../database/testing/temp-postgres-store';
import { openTempSqliteStore } from '../database/testing/temp-sqlite-store';

const databaseUrl = process.env.TEST_DATABASE_URL;
const stores: { name: string; open: () => Promise<Store> }[] = [
  { name: 'memory', open: () => Promise.resolve(createMemoryStore()) },
  { name: 'sqlite', open: openTempSqliteStore },
  ...(databaseUrl ? [{ name: 'postgres', open: () => openTempPostgresStore(databaseUrl) }] : []),
];

const kept = (n: number, bytes: number): KeptUpload => ({
  upload: {
    url: `/media/share-${n}.webp`,
    type: 'image',
    width: 10,
    height: 10,
    blurhash: null,
    poster: null,
    variants: [],
  },
  files: [`/media/share-${n}.webp`],
  bytes,
});

// An account's share is checked where its upload is recorded, in one transaction with the
// record, so that uploads made at once cannot each find room that only one of them has.
describe.each(stores)('an account share on $name', ({ open }) => {
  let store: Store | undefined;
  afterEach(() => store?.close());

  it('lets uploads at once take only the room there is, and forgets the refused files', async () => {
    store = await open();
    await store.users.insert(userRow(1));
    let ids = 0;
    const forgotten: string[] = [];
    const deps = {
      store,
      newId: () => `upload-${++ids}`,
      timestamp: () => '2026-12-02T10:00:00.000Z',
      accountMediaQuotaBytes: 2_500,
    };
    const media = {
      forget: (url: string) => {
        forgotten.push(url);
        return Promise.resolve();
      },
    };
    const outcomes = await Promise.allSettled(
      [1, 2, 3, 4, 5, 6].map((n) => recordUpload(deps, media as never, 'u1', kept(n, 1_000))),
    );
    const refused = outcomes.flatMap((outcome) =>
      outcome.status === 'rejected' ? [outcome.reason as unknown] : [],
    );
    expect(outcomes.length - refused.length).toBe(2);
    for (const reason of refused) expect(reason).toMatchObject({ status: 507 });
    expect(await store.uploads.bytesOf('u1')).toBe(2_000);
    expect(forgotten).toHaveLength(4);
  });
});
