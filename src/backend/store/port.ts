/**
 * The store port: what the API needs from storage, normalised so that the memory adapter and the
 * SQL adapter (SQLite, PostgreSQL) implement the same thing. Rows hold no derived lists: the API
 * assembles followers, likes and bookmarks from edges. Each part's rows and methods are in port/.
 */
import type { AccountsPort } from './port/accounts';
import type { RepliesPort } from './port/replies';
import type { BookmarksPort, FollowsPort } from './port/follows-bookmarks';
import type { HidesPort } from './port/hides';
import type { JobsPort } from './port/jobs';
import type { AccountTokensPort, MailPort } from './port/mail';
import type { MediaPort } from './port/media';
import type { MutedWordsPort } from './port/muted-words';
import type { ModerationPort } from './port/moderation';
import type { NotificationsPort } from './port/notifications';
import type { OAuthPort } from './port/oauth';
import type { TagsPort } from './port/tags';
import type { PostsPort, ReactionsPort, RepostsPort } from './port/posts';
import type { UploadsPort } from './port/uploads';
import type { SessionsPort, UsersPort } from './port/users';

export * from './port/accounts';
export * from './port/replies';
export * from './port/follows-bookmarks';
export * from './port/hides';
export * from './port/jobs';
export * from './port/mail';
export * from './port/media';
export * from './port/muted-words';
export * from './port/moderation';
export * from './port/notifications';
export * from './port/oauth';
export * from './port/pages';
export * from './port/post-search';
export * from './port/posts';
export * from './port/tags';
export * from './port/uploads';
export * from './port/users';

/** Everything a request may read or write. Inside a transaction it sees and makes one state. */
export interface StoreTx {
  users: UsersPort;
  posts: PostsPort;
  reactions: ReactionsPort;
  tags: TagsPort;
  reposts: RepostsPort;
  follows: FollowsPort;
  bookmarks: BookmarksPort;
  replies: RepliesPort;
  notifications: NotificationsPort;
  sessions: SessionsPort;
  media: MediaPort;
  uploads: UploadsPort;
  hides: HidesPort;
  mutedWords: MutedWordsPort;
  moderation: ModerationPort;
  mail: MailPort;
  accountTokens: AccountTokensPort;
  accounts: AccountsPort;
  jobs: JobsPort;
  oauth: OAuthPort;
}

export interface Store extends StoreTx {
  /**
   * Runs fn as one unit: every write lands or none does, and the result is as if no other
   * transaction interleaved (serializable). A rule that spans rows (like once, follow once,
   * counters read then written) runs inside one, and relies on that: an SQL adapter takes the
   * write lock up front (SQLite's BEGIN IMMEDIATE) or runs SERIALIZABLE and retries on conflict
   * (PostgreSQL). Inside fn, every read and write goes through tx, never through the store.
   */
  transaction<T>(fn: (tx: StoreTx) => Promise<T>): Promise<T>;
  /**
   * Runs fn as one unit, like transaction, for a write that keeps its rules with row locks rather
   * than by running alone: it first reads the rows it will write back through a locking read
   * (reactions.lockTarget, users.lock, replies.lockVoteTarget), and leans on unique keys and
   * counters that move in one statement for the rest. PostgreSQL runs it at READ COMMITTED, so
   * that writes which meet wait for each other's row locks instead of failing and running again;
   * SQLite and the memory store run it as transaction, which runs alone anyway.
   */
  lockingTransaction<T>(fn: (tx: StoreTx) => Promise<T>): Promise<T>;
  /**
   * How many of the code's schema migrations the database has not run (0: current); throws when
   * the database does not answer. For the readiness check (GET /api/health/ready).
   */
  pendingMigrations(): Promise<number>;
  close(): Promise<void>;
}
