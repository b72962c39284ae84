import { notificationLimits } from '@/contract/notification';

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

export type CommentPatch = Partial<Pick<CommentRow, 'text' | 'updatedAt'>>;

/** One user's one vote on a reply: an edge, as a reaction is to a post. */
export type VoteKind = 'up' | 'down';
export interface CommentVoteRow {
  commentId: string;
  userId: string;
  kind: VoteKind;
  createdAt: string;
}

/** What a reply shows besides its row: its votes counted in the store, and the viewer's own. */
export interface CommentState {
  upvoteCount: number;
  downvoteCount: number;
  /** The viewer's vote; null without one (or without a viewer). */
  viewerVote: VoteKind | null;
  /** The reply's author, read in the same question (a page then needs no question for them). */
  author: UserRow | undefined;
}

/** What a notification line is about; the API's NotificationKind. */
export type NotificationKind = 'like' | 'reply' | 'vote' | 'follow' | 'mention';

/** Someone did something that concerns the recipient: one actor joins one line. */
export interface NotificationEvent {
  recipientId: string;
  kind: NotificationKind;
  /**
   * Which line of the recipient's this event joins, with its kind: one per post for likes, per
   * reply for votes, per UTC day for follows, one per event for replies and mentions.
   */
  groupKey: string;
  postId: string | null;
  commentId: string | null;
  actorId: string;
  createdAt: string;
}

/** One line of a recipient's notifications, as stored. */
export interface NotificationLine {
  _id: string;
  kind: NotificationKind;
  postId: string | null;
  commentId: string | null;
  /** The newest actors, newest first: at most notificationRecentActors. */
  actorIds: string[];
  actorCount: number;
  /** Whether the recipient's read marker covers its newest event. */
  read: boolean;
  /** When its newest event happened. */
  updatedAt: string;
  /** The start of the post's and the reply's text (excerptSourceLength characters at most). */
  postText: string | null;
  commentText: string | null;
}

/** How many actors a line names; actorCount counts them all. */
export const notificationRecentActors = notificationLimits.actorsShown;
/** How many characters of a post's or reply's text a line carries, to cut its excerpt from. */
export const excerptSourceLength = 120;
/** The unread count stops at this: it means "this many or more" (see the contract). */
export const unreadCountCap = notificationLimits.unreadCountCap;

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
  /**
   * The post's author, read in the same question (a page then needs no question for them);
   * undefined when the author has no row, as the port accepts a post before its user.
   */
  author: UserRow | undefined;
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

/** One page of a list ordered by insertion (newest first, unless the list says otherwise). */
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
     * The comment count, the author and the viewer's reaction and bookmark of each of these
     * posts, in one question; an unknown post is left out.
     */
    states(postIds: readonly string[], viewerId?: string): Promise<Map<string, PostState>>;
    count(): Promise<number>;
    insert(row: PostRow): Promise<void>;
    update(id: string, patch: PostPatch): Promise<void>;
    /**
     * Removes the post with its reactions, comments (and their votes), bookmarks and notification
     * lines.
     */
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
    get(id: string): Promise<CommentRow | undefined>;
    forPosts(postIds: readonly string[]): Promise<CommentRow[]>;
    /** Up to perPost newest comments of each post, oldest first within a post. */
    newest(postIds: readonly string[], perPost: number): Promise<CommentRow[]>;
    /**
     * One page of a post's comments, oldest first (insertion order), by a keyset cursor: a reader
     * paging while others write sees no comment twice and skips none that stayed.
     */
    page(postId: string, page: PageQuery): Promise<Page<CommentRow>>;
    /**
     * The vote counts, the author and the viewer's own vote of each of these comments, in one
     * question; an unknown comment is left out.
     */
    states(commentIds: readonly string[], viewerId?: string): Promise<Map<string, CommentState>>;
    /** Up to limit replies by this username, the first written first (the guest's reset). */
    oldestBy(username: string, limit: number): Promise<CommentRow[]>;
    insert(row: CommentRow): Promise<void>;
    update(id: string, patch: CommentPatch): Promise<void>;
    /** Removes the comment with its votes. */
    delete(id: string): Promise<void>;
    getVote(commentId: string, userId: string): Promise<CommentVoteRow | undefined>;
    /** Sets the user's one vote on a comment, replacing any other. */
    putVote(row: CommentVoteRow): Promise<void>;
    deleteVote(commentId: string, userId: string): Promise<void>;
  };
  notifications: {
    /**
     * Adds the actor to the event's line, making the line when the recipient has none with this
     * kind and key, and moves the line to the top (a new position above the read marker). Answers
     * false, changing nothing, when the actor is on the line already.
     */
    add(event: NotificationEvent): Promise<boolean>;
    /**
     * Takes the actor out of the line; the line goes when nobody is left on it. Answers whether
     * the actor was on it.
     */
    remove(
      recipientId: string,
      kind: NotificationKind,
      groupKey: string,
      actorId: string,
    ): Promise<boolean>;
    /**
     * Deletes every line about this post (any of its replies included) or this reply, and
     * answers whose lines went (at most `limit` of them).
     */
    removeAbout(
      about: { postId: string } | { commentId: string },
      limit: number,
    ): Promise<string[]>;
    /** The recipient's lines, the most recently moved first. */
    page(recipientId: string, page: PageQuery): Promise<Page<NotificationLine>>;
    /** How many lines are above the read marker, counted up to unreadCountCap. */
    unreadCount(recipientId: string): Promise<number>;
    /** The position of the recipient's newest event (0 before any): what a marker names. */
    lastPosition(recipientId: string): Promise<number>;
    /** Moves the read marker up to position (never down). */
    markRead(recipientId: string, position: number): Promise<void>;
  };
  sessions: {
    get(id: string): Promise<SessionRow | undefined>;
    /**
     * The session with its user's row in one question, as every request with a token needs both;
     * user is undefined when the session's user is gone.
     */
    getWithUser(
      id: string,
    ): Promise<{ session: SessionRow; user: UserRow | undefined } | undefined>;
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
