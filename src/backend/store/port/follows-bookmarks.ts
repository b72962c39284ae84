import type { Page, PageQuery } from './pages';
import type { UserRow } from './users';

export interface FollowRow {
  followerId: string;
  followeeId: string;
  createdAt: string;
}

export interface FollowCounts {
  followers: number;
  following: number;
}

export interface FollowsPort {
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
}

export interface BookmarkRow {
  userId: string;
  postId: string;
  createdAt: string;
}

export interface BookmarksPort {
  /** The users' bookmarks, oldest first. */
  forUsers(userIds: readonly string[]): Promise<BookmarkRow[]>;
  exists(userId: string, postId: string): Promise<boolean>;
  insert(row: BookmarkRow): Promise<void>;
  delete(userId: string, postId: string): Promise<void>;
}
