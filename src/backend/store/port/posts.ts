import type { PostMedia } from '@/contract';
import type { Reader } from './hides';
import type { Page, PageQuery } from './pages';
import type { PostSearchPort } from './post-search';
import type { AuthorRow } from './users';

export interface PostRow {
  _id: string;
  content: string;
  mediaURL: string;
  /** The media's description (alt text); empty without one. */
  mediaAlt: string;
  /** Its pictures or video in order; the first is mediaURL's (empty without media). */
  media: PostMedia[];
  /** Shown before the post's text and media; empty without one. */
  contentWarning: string;
  /** Whether its pictures stay blurred until a reader shows them. */
  sensitive: boolean;
  /** The author's username; usernames never change. */
  username: string;
  likeCount: number;
  createdAt: string;
  updatedAt: string;
  /** The id of the post this one quotes; absent when it quotes none (or that post was deleted). */
  quoteOf?: string;
  /** False when its author turned quotes of it off; absent means true. */
  allowQuotes?: boolean;
  /**
   * Only on a home feed page's rows: the username of the followed person whose repost put it
   * there (the first of them); absent when it is there for its author.
   */
  repostedBy?: string;
}

/**
 * Posts' states for one viewer, read with a page's rows where its statement could (the kept
 * feed's): a presenter showing the page to that viewer asks no second question for them.
 */
export interface ViewedStates {
  /** Whose states they are; undefined for no viewer. */
  viewerId: string | undefined;
  byPost: Map<string, PostState>;
}

/** A page of posts, with their states when the page's statement read them too. */
export type PostsPage = Page<PostRow> & { viewed?: ViewedStates };
export type PostPatch = Partial<
  Pick<
    PostRow,
    | 'content'
    | 'mediaURL'
    | 'mediaAlt'
    | 'media'
    | 'contentWarning'
    | 'sensitive'
    | 'likeCount'
    | 'updatedAt'
    | 'allowQuotes'
  >
>;

export type ReactionKind = 'like' | 'dislike';
export interface ReactionRow {
  postId: string;
  userId: string;
  kind: ReactionKind;
  createdAt: string;
}

/** What a list shows of a post besides its row: counted in the store, and one viewer's own state. */
export interface PostState {
  replyCount: number;
  /** The viewer's reaction; null without one (or without a viewer). */
  reaction: ReactionKind | null;
  bookmarked: boolean;
  /** How many people reposted it, how many posts quote it, and whether the viewer reposted it. */
  repostCount: number;
  quoteCount: number;
  reposted: boolean;
  /**
   * The post's author, read in the same question (a page then needs no question for them);
   * undefined when the author has no row, as the port accepts a post before its user.
   */
  author: AuthorRow | undefined;
  /** A number that moves whenever one of the post's replies changes; a store may not keep one. */
  replyVersion?: number;
}

export type PostOrder = 'latest' | 'oldest' | 'trending';

export interface PostQuery {
  order?: PostOrder;
  /** Only posts by these usernames. */
  authors?: readonly string[];
  /** Only posts carrying this hashtag (stored form, contract/hashtags.ts); 'latest' order only. */
  tag?: string;
  /**
   * Only the home feed of this user id: their own posts and those of the people they follow,
   * and, newest first only, the posts the people they follow reposted (once each, at the first
   * such repost, and not when the post is theirs or its author's posts are in the feed anyway;
   * each carries repostedBy). Trending ranks posts of the followed authors only.
   * Trending looks at the feed's newest trendingWindow posts only (fixed by the first page).
   */
  feedOf?: string;
  /** Page size; without it every matching post comes back. */
  limit?: number;
  cursor?: string;
  /** Who reads it: the authors hidden from them are left out (port/hides.ts). */
  reader?: Reader;
}

/** How many of a feed's newest posts its trending order ranks. */
export const trendingWindow = 500;

export interface PostsPort extends PostSearchPort {
  get(id: string): Promise<PostRow | undefined>;
  /** These posts (a page's quoted posts: bounded) in one question; unknown ids are left out. */
  byIds(ids: readonly string[]): Promise<PostRow[]>;
  list(query?: PostQuery): Promise<PostsPage>;
  /** The posts the user likes, the newest like first. */
  likedBy(userId: string, page: PageQuery): Promise<Page<PostRow>>;
  /** The posts the user bookmarked, the newest bookmark first. */
  bookmarkedBy(userId: string, page: PageQuery): Promise<Page<PostRow>>;
  /** How many posts each of these authors wrote; an author without posts is left out. */
  countByAuthors(usernames: readonly string[]): Promise<Map<string, number>>;
  /**
   * The reply count, the author and the viewer's reaction and bookmark of each of these
   * posts, in one question; an unknown post is left out.
   */
  states(postIds: readonly string[], viewerId?: string): Promise<Map<string, PostState>>;
  count(): Promise<number>;
  /**
   * Forgets the home timelines kept for readers who have not read their feed since the given
   * day (whole days since 1970, UTC), if this store keeps any; answers how many. Each is built
   * again on its reader's next page.
   */
  forgetQuietTimelines(before: number): Promise<number>;
  insert(row: PostRow): Promise<void>;
  update(id: string, patch: PostPatch): Promise<void>;
  /**
   * Removes the post with its reactions, replies (and their votes), bookmarks and notification
   * lines.
   */
  delete(id: string): Promise<void>;
}

export interface RepostRow {
  postId: string;
  userId: string;
  createdAt: string;
}

export interface RepostsPort {
  /** Adds the repost; false when the user had reposted the post already. */
  put(row: RepostRow): Promise<boolean>;
  /** Removes the repost; false when there was none. */
  delete(postId: string, userId: string): Promise<boolean>;
}

/** What a reaction needs to know of its post, read at once (ReactionsPort.lockTarget). */
export interface ReactionTarget {
  post: PostRow;
  /** The post's author, undefined when no user has its username. */
  authorId: string | undefined;
  /** Whether the author and the reacting person have blocked one another, either way. */
  blocked: boolean;
  /** The reacting person's reaction to the post, if any. */
  reaction: ReactionKind | undefined;
}

export interface ReactionsPort {
  get(postId: string, userId: string): Promise<ReactionRow | undefined>;
  /**
   * The post a user reacts to, with what the reaction's rules ask (undefined when there is no
   * such post). In a locking transaction on PostgreSQL it locks the post's row until the commit,
   * so that reactions to one post take turns: a like count read here may be written back moved by
   * one, and the reaction read here is still the user's when it is replaced.
   */
  lockTarget(postId: string, userId: string): Promise<ReactionTarget | undefined>;
  /** Sets the user's one reaction to a post, replacing any other. */
  put(row: ReactionRow): Promise<void>;
  forPosts(postIds: readonly string[]): Promise<ReactionRow[]>;
}
