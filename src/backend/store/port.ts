/**
 * The store port: what the API needs from storage, normalised so that the memory adapter and the
 * SQL adapter (SQLite, PostgreSQL) implement the same thing. Rows hold no derived lists: the API
 * assembles followers, likes and bookmarks from edges.
 */
export interface UserRow {
  _id: string;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  passwordHash: string;
  avatarUrl: string;
  bio: string;
  website: string;
  createdAt: string;
  updatedAt: string;
}
export type UserPatch = Partial<
  Pick<UserRow, 'firstName' | 'lastName' | 'avatarUrl' | 'bio' | 'website' | 'updatedAt'>
>;

export interface PostRow {
  _id: string;
  content: string;
  mediaURL: string;
  /** The author's username; usernames never change. */
  username: string;
  likeCount: number;
  createdAt: string;
  updatedAt: string;
}
export type PostPatch = Partial<Pick<PostRow, 'content' | 'mediaURL' | 'likeCount' | 'updatedAt'>>;

export type ReactionKind = 'like' | 'dislike';
export interface ReactionRow {
  postId: string;
  userId: string;
  kind: ReactionKind;
  createdAt: string;
}

export interface FollowRow {
  followerId: string;
  followeeId: string;
  createdAt: string;
}

export interface BookmarkRow {
  userId: string;
  postId: string;
  createdAt: string;
}

export interface CommentRow {
  _id: string;
  postId: string;
  username: string;
  text: string;
  createdAt: string;
  updatedAt: string;
}

export interface SessionRow {
  _id: string;
  userId: string;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
}

export type PostOrder = 'latest' | 'oldest' | 'trending';

export interface PostQuery {
  order?: PostOrder;
  /** Only posts by these usernames. */
  authors?: readonly string[];
  /** Page size; without it every matching post comes back. */
  limit?: number;
  /** The opaque cursor a previous page returned. */
  cursor?: string;
}

export interface Page<T> {
  items: T[];
  /** Null on the last page. */
  nextCursor: string | null;
}

/** Everything a request may read or write. Inside a transaction it sees and makes one state. */
export interface StoreTx {
  users: {
    get(id: string): Promise<UserRow | undefined>;
    getByUsername(username: string): Promise<UserRow | undefined>;
    /** Every user, oldest first. */
    list(): Promise<UserRow[]>;
    getMany(ids: readonly string[]): Promise<UserRow[]>;
    getManyByUsername(usernames: readonly string[]): Promise<UserRow[]>;
    insert(row: UserRow): Promise<void>;
    update(id: string, patch: UserPatch): Promise<void>;
  };
  posts: {
    get(id: string): Promise<PostRow | undefined>;
    list(query?: PostQuery): Promise<Page<PostRow>>;
    insert(row: PostRow): Promise<void>;
    update(id: string, patch: PostPatch): Promise<void>;
    /** Removes the post with its reactions, comments and bookmarks. */
    delete(id: string): Promise<void>;
  };
  reactions: {
    get(postId: string, userId: string): Promise<ReactionRow | undefined>;
    /** Sets the user's one reaction to a post, replacing any other. */
    put(row: ReactionRow): Promise<void>;
    forPosts(postIds: readonly string[]): Promise<ReactionRow[]>;
  };
  follows: {
    exists(followerId: string, followeeId: string): Promise<boolean>;
    insert(row: FollowRow): Promise<void>;
    delete(followerId: string, followeeId: string): Promise<void>;
    /** Every edge that touches one of these users, on either side. */
    touching(userIds: readonly string[]): Promise<FollowRow[]>;
  };
  bookmarks: {
    /** The users' bookmarks, oldest first. */
    forUsers(userIds: readonly string[]): Promise<BookmarkRow[]>;
    exists(userId: string, postId: string): Promise<boolean>;
    insert(row: BookmarkRow): Promise<void>;
    delete(userId: string, postId: string): Promise<void>;
  };
  comments: {
    forPosts(postIds: readonly string[]): Promise<CommentRow[]>;
    insert(row: CommentRow): Promise<void>;
  };
  sessions: {
    get(id: string): Promise<SessionRow | undefined>;
    insert(row: SessionRow): Promise<void>;
    revoke(id: string, at: string): Promise<void>;
    /**
     * Deletes the sessions that expired, or were revoked, before the given time (compared as
     * instants, whatever their offsets), and answers how many went.
     */
    deleteEnded(before: string): Promise<number>;
  };
  media: {
    /** Which of these URLs a post's media or a user's avatar still uses, each once. */
    referenced(urls: readonly string[]): Promise<string[]>;
  };
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
  close(): Promise<void>;
}
