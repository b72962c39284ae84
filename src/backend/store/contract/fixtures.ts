import type { PostRow, Store, UserRow } from '../port';

/** How a contract part reaches the store of the running test: a fresh one per test. */
export type StoreGetter = () => Store;

export const userRow = (n: number, overrides: Partial<UserRow> = {}): UserRow => ({
  _id: `u${n}`,
  username: `user.${n}`,
  firstName: `First${n}`,
  lastName: `Last${n}`,
  email: `user${n}@example.com`,
  passwordHash: `pbkdf2$1000$salt${n}$hash${n}`,
  avatarUrl: '',
  bio: '',
  website: '',
  createdAt: `2026-11-${String(10 + n).padStart(2, '0')}T09:30:00.000+00:00`,
  updatedAt: `2026-11-${String(10 + n).padStart(2, '0')}T09:30:00.000+00:00`,
  ...overrides,
});

export const postRow = (id: string, overrides: Partial<PostRow> = {}): PostRow => ({
  _id: id,
  content: `Post ${id}`,
  mediaURL: '',
  username: 'user.1',
  likeCount: 0,
  createdAt: '2026-11-21T09:30:00+05:30',
  updatedAt: '2026-11-21T09:30:00+05:30',
  ...overrides,
});

/** Users u1..u{count}, inserted oldest first. */
export const insertUsers = async (store: Store, count = 3) => {
  const rows = Array.from({ length: count }, (_, index) => userRow(index + 1));
  for (const row of rows) await store.users.insert(row);
  return rows;
};

export const ids = (rows: readonly { _id: string }[]) => rows.map((row) => row._id);
export const sorted = (values: readonly string[]) => [...values].sort();
export const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
export const instant = (timestamp: string) => Date.parse(timestamp);
