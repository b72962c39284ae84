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
/** passwordHash is written only by the login that upgrades an old hash (never by a profile edit). */
export type UserPatch = Partial<
  Pick<
    UserRow,
    'firstName' | 'lastName' | 'avatarUrl' | 'bio' | 'website' | 'updatedAt' | 'passwordHash'
  >
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

/** What a list shows of a post besides its row: counted in the store, and one viewer's own state. */
export interface PostState {
  commentCount: number;
  /** The viewer's reaction; null without one (or without a viewer). */
  reaction: ReactionKind | null;
  /** Whether the viewer bookmarked it. */
  bookmarked: boolean;
}

export type PostOrder = 'latest' | 'oldest' | 'trending';

export interface PostQuery {
  order?: PostOrder;
  /** Only posts by these usernames. */
  authors?: readonly string[];
  /**
   * Only the home feed of this user id: their own posts and those of the people they follow.
   * Trending looks at the feed's newest trendingWindow posts only (fixed by the first page).
   */
  feedOf?: string;
  /** Page size; without it every matching post comes back. */
  limit?: number;
  /** The opaque cursor a previous page returned. */
  cursor?: string;
}

/** How many of a feed's newest posts its trending order ranks. */
export const trendingWindow = 500;

/** One page of a list ordered by insertion, newest first. */
export interface PageQuery {
  limit: number;
  /** The opaque cursor a previous page returned. */
  cursor?: string;
}

export interface UserQuery extends PageQuery {
  /**
   * Part of the username or the first name, any case, its spaces at either end ignored; empty,
   * blank or absent matches everyone.
   */
  q?: string;
  /** Leave this user id out (the viewer). */
  excludeId?: string;
}

export interface FollowCounts {
  followers: number;
  following: number;
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
    /** People newest first, optionally matching a search. */
    page(query: UserQuery): Promise<Page<UserRow>>;
    count(): Promise<number>;
    insert(row: UserRow): Promise<void>;
    update(id: string, patch: UserPatch): Promise<void>;
  };
  posts: {
    get(id: string): Promise<PostRow | undefined>;
    list(query?: PostQuery): Promise<Page<PostRow>>;
    /** The posts the user likes, the newest like first. */
    likedBy(userId: string, page: PageQuery): Promise<Page<PostRow>>;
    /** The posts the user bookmarked, the newest bookmark first. */
    bookmarkedBy(userId: string, page: PageQuery): Promise<Page<PostRow>>;
    /** How many posts each of these authors wrote; an author without posts is left out. */
    countByAuthors(usernames: readonly string[]): Promise<Map<string, number>>;
    /**
     * The comment count of each of these posts and the viewer's reaction and bookmark, in one
     * question; an unknown post is left out.
     */
    states(postIds: readonly string[], viewerId?: string): Promise<Map<string, PostState>>;
    count(): Promise<number>;
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
    /** The user's followers, the newest follow first. */
    followers(userId: string, page: PageQuery): Promise<Page<UserRow>>;
    /** The people the user follows, the newest follow first. */
    following(userId: string, page: PageQuery): Promise<Page<UserRow>>;
    /** Follower and following counts of each of these users (zeros included). */
    counts(userIds: readonly string[]): Promise<Map<string, FollowCounts>>;
    /** The edges, either way, between one user and each of these users. */
    between(userId: string, otherIds: readonly string[]): Promise<FollowRow[]>;
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
    /** Up to perPost newest comments of each post, oldest first within a post. */
    newest(postIds: readonly string[], perPost: number): Promise<CommentRow[]>;
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
    /**
     * Inside a transaction, as its first call: holds off every write of a post or user until the
     * transaction ends, so that what referenced answers stays true meanwhile (the orphan sweep
     * deletes a file only under it). SQLite's and the memory store's transactions already do.
     */
    holdReferences(): Promise<void>;
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
