import {
  toAuthorRow,
  type BookmarkRow,
  type FollowRow,
  type Page,
  type PostOrder,
  type PostRow,
  type ReactionKind,
  type ReactionRow,
  type SessionRow,
  type Store,
  type UserRow,
} from '@/backend/store/port';

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
  role: 'user',
  suspendedUntil: null,
  approval: 'approved',
  emailVerifiedAt: `2026-11-${String(10 + n).padStart(2, '0')}T09:30:00.000+00:00`,
  visibleTo: 'everyone',
  ...overrides,
});

/** What a post's or reply's state carries of user n, their author. */
export const authorRow = (n: number) => toAuthorRow(userRow(n));

/** When a row of the suite was written unless the test says otherwise: in an offset not UTC's. */
export const writtenAt = '2026-11-21T09:30:00+05:30';

export const postRow = (id: string, overrides: Partial<PostRow> = {}): PostRow => ({
  _id: id,
  content: `Post ${id}`,
  mediaURL: '',
  mediaAlt: '',
  media: [],
  contentWarning: '',
  sensitive: false,
  username: 'user.1',
  likeCount: 0,
  createdAt: writtenAt,
  updatedAt: writtenAt,
  ...overrides,
});

export const reactionRow = (postId: string, userId: string, kind: ReactionKind): ReactionRow => ({
  postId,
  userId,
  kind,
  createdAt: writtenAt,
});

export const bookmarkRow = (userId: string, postId: string): BookmarkRow => ({
  userId,
  postId,
  createdAt: writtenAt,
});

export const followRow = (followerId: string, followeeId: string): FollowRow => ({
  followerId,
  followeeId,
  createdAt: writtenAt,
});

/** A session made at writtenAt for a week, not revoked. */
export const sessionRow = (id: string, userId: string): SessionRow => ({
  _id: id,
  userId,
  createdAt: writtenAt,
  expiresAt: '2026-11-28T09:30:00+05:30',
  revokedAt: null,
  userAgent: null,
  address: null,
  lastSeenAt: writtenAt,
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

/**
 * Every page of a list, following nextCursor until it is null. between(n) runs after the n-th
 * page is read and before the next, to change the store while a reader pages through.
 */
export async function allPages<T>(
  read: (cursor: string | undefined) => Promise<Page<T>>,
  between?: (pagesRead: number) => Promise<void>,
): Promise<T[][]> {
  const pages: T[][] = [];
  let cursor: string | undefined;
  for (;;) {
    const page = await read(cursor);
    pages.push(page.items);
    if (page.nextCursor === null) return pages;
    if (typeof page.nextCursor !== 'string' || pages.length > 2_000)
      throw new Error('paging does not end');
    cursor = page.nextCursor;
    await between?.(pages.length);
  }
}

/** A post order as the port documents it: newer, older or more liked first, ties by _id. */
export function comparePostsIn(order: PostOrder) {
  const key = (post: PostRow) => (order === 'trending' ? post.likeCount : instant(post.createdAt));
  const direction = order === 'oldest' ? 1 : -1;
  return (a: PostRow, b: PostRow) =>
    (key(a) - key(b) || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0)) * direction;
}
