import type { Generated } from 'kysely';
import type { ModerationActionKind } from '@/contract/moderation';
import type { NotificationKind } from '../port';

/**
 * The tables as Kysely sees them. Columns are snake_case; queries alias them to the port's field
 * names. Timestamps are the port's ISO strings, kept as given.
 */
export interface Database {
  users: UsersTable;
  posts: PostsTable;
  reactions: ReactionsTable;
  reposts: RepostsTable;
  quotes: QuotesTable;
  follows: FollowsTable;
  bookmarks: BookmarksTable;
  /** Replies; the tables keep the original word (docs/architecture.md, Glossary). */
  comments: RepliesTable;
  comment_votes: ReplyVotesTable;
  sessions: SessionsTable;
  notification_marks: NotificationMarksTable;
  notification_groups: NotificationGroupsTable;
  notification_actors: NotificationActorsTable;
  timeline_owners: TimelineOwnersTable;
  timeline_entries: TimelineEntriesTable;
  user_hides: UserHidesTable;
  muted_words: MutedWordsTable;
  reports: ReportsTable;
  moderation_actions: ModerationActionsTable;
  invites: InvitesTable;
  mail_outbox: MailOutboxTable;
  jobs: JobsTable;
  account_tokens: AccountTokensTable;
  oauth_apps: OAuthAppsTable;
  oauth_codes: OAuthCodesTable;
  oauth_tokens: OAuthTokensTable;
  post_retry_keys: PostRetryKeysTable;
  retired_usernames: RetiredUsernamesTable;
  uploads: UploadsTable;
  post_tags: PostTagsTable;
  tag_counts: TagCountsTable;
  upload_files: UploadFilesTable;
}

export interface MailOutboxTable {
  seq: InsertionOrder;
  id: string;
  to_address: string;
  subject: string;
  body_text: string;
  created_at: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  sent_at: string | null;
  failed_at: string | null;
  last_error: Generated<string>;
}

export interface JobsTable {
  id: string;
  kind: string;
  /** The payload as JSON text. */
  payload: string;
  state: Generated<'queued' | 'running' | 'done' | 'failed'>;
  attempts: Generated<number>;
  run_after: string;
  lease_until: string | null;
  last_error: Generated<string>;
  created_at: string;
  finished_at: string | null;
}

export interface AccountTokensTable {
  seq: InsertionOrder;
  hash: string;
  user_id: string;
  purpose: 'password-reset' | 'verify-email';
  email: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** Migration 0028: OAuth apps, codes and tokens (0028-oauth.ts). */
export interface OAuthAppsTable {
  seq: InsertionOrder;
  id: string;
  client_id: string;
  secret_hash: string;
  name: string;
  website: string | null;
  redirect_uris: string;
  scopes: string;
  created_at: string;
}

export interface OAuthCodesTable {
  seq: InsertionOrder;
  hash: string;
  app_id: string;
  user_id: string;
  redirect_uri: string;
  scopes: string;
  challenge: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface OAuthTokensTable {
  seq: InsertionOrder;
  id: string;
  hash: string;
  app_id: string;
  user_id: string | null;
  scopes: string;
  code_hash: string | null;
  created_at: string;
  revoked_at: string | null;
}

/** Migration 0031: the Idempotency-Key of each status an app posted (0031-retry-keys.ts). */
export interface PostRetryKeysTable {
  user_id: string;
  key: string;
  /** Null while the create that claimed the key is making its post (0032-retry-key-claims.ts). */
  post_id: string | null;
  created_at: string;
}

/** Migration 0018: deleted accounts' usernames, until they free up (0018-retired-usernames.ts). */
export interface RetiredUsernamesTable {
  username: string;
  frees_ms: number | string;
}

/** Migration 0019: uploads as measured, and the upload of each of their files (0019-uploads.ts). */
export interface UploadsTable {
  seq: InsertionOrder;
  id: string;
  owner_id: string;
  url: string;
  kind: 'image' | 'gifv' | 'video';
  width: number | null;
  height: number | null;
  blurhash: string | null;
  poster: string | null;
  variants_json: string;
  files_json: string;
  bytes: number | string;
  created_at: string;
  post_id: string | null;
  /** Migration 0031: what an app said of it before a post showed it. */
  description: string | null;
}

export interface UploadFilesTable {
  url: string;
  upload_id: string;
}

export interface ReportsTable {
  seq: InsertionOrder;
  id: string;
  reporter_id: string;
  target_type: 'post' | 'reply' | 'user';
  target_id: string;
  target_user_id: string;
  reason: 'spam' | 'harassment' | 'illegal' | 'other';
  comment: string;
  created_at: string;
  resolved_at: string | null;
}

export interface ModerationActionsTable {
  seq: InsertionOrder;
  id: string;
  kind: ModerationActionKind;
  moderator_id: string;
  user_id: string;
  target_type: 'post' | 'reply' | 'user';
  target_id: string;
  note: string;
  until: string | null;
  role: 'user' | 'moderator' | 'admin' | null;
  created_at: string;
}

export interface InvitesTable {
  seq: InsertionOrder;
  code: string;
  creator_id: string;
  max_uses: number;
  uses: number;
  expires_at: string;
  created_at: string;
}

/**
 * Every table's primary key is its insertion order. The memory adapter answers lists in the order
 * rows were first written (a Map's order), and the API breaks createdAt ties by that order, so the
 * SQL lists order by seq to answer the same. The port's ids are unique keys beside it.
 */
type InsertionOrder = Generated<number>;

export interface UsersTable {
  seq: InsertionOrder;
  id: string;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  password_hash: string;
  avatar_url: string;
  bio: string;
  website: string;
  created_at: string;
  updated_at: string;
  /** The role and standing, added by migration 0014. */
  role: Generated<'user' | 'moderator' | 'admin'>;
  suspended_until: string | null;
  approval: Generated<'approved' | 'awaiting'>;
  /** Added by migration 0017. */
  email_verified_at: string | null;
  /** 'everyone' or 'members' (ProfileAudience), added by migration 0023. */
  visible_to: Generated<'everyone' | 'members'>;
  /** Kept by triggers (kept-counts.ts), as are the other *_count columns but like_count. */
  follower_count: Generated<number>;
  following_count: Generated<number>;
}

export interface PostsTable {
  seq: InsertionOrder;
  id: string;
  content: string;
  media_url: string;
  /** The media's description (alt text), added by migration 0012. */
  media_alt: Generated<string>;
  /** The media list as JSON, null without media; added by migration 0019 with the two below. */
  media_json: string | null;
  content_warning: Generated<string>;
  /** SQLite answers 0 or 1. */
  sensitive: Generated<boolean | number>;
  username: string;
  like_count: number;
  created_at: string;
  /**
   * created_at as epoch milliseconds. The port's timestamps carry offsets (+05:30, +00:00), so
   * their text does not sort by instant; the feed's order and cursors use this instead.
   */
  created_ms: number;
  updated_at: string;
  comment_count: Generated<number>;
  /** Moves whenever one of the post's replies changes (reply-versions.ts). */
  reply_version: Generated<number>;
  /** Migration 0022: the quoted post's id (no foreign key: a deleted one is shown as such). */
  quote_of: string | null;
  /** SQLite answers 0 or 1. */
  allow_quotes: Generated<boolean | number>;
  repost_count: Generated<number>;
  quote_count: Generated<number>;
}

/** Migration 0022: the post each quote quotes, for the kept quote count. */
export interface QuotesTable {
  quote_id: string;
  quoted_id: string;
}

/** Migration 0022: who reposted which post, and when. */
export interface RepostsTable {
  post_id: string;
  user_id: string;
  created_at: string;
  created_ms: number;
}

export interface ReactionsTable {
  seq: InsertionOrder;
  post_id: string;
  user_id: string;
  kind: 'like' | 'dislike';
  created_at: string;
}

export interface FollowsTable {
  seq: InsertionOrder;
  follower_id: string;
  followee_id: string;
  created_at: string;
}

export interface BookmarksTable {
  seq: InsertionOrder;
  user_id: string;
  post_id: string;
  created_at: string;
}

export interface RepliesTable {
  seq: InsertionOrder;
  id: string;
  post_id: string;
  username: string;
  text: string;
  created_at: string;
  updated_at: string;
  upvote_count: Generated<number>;
  downvote_count: Generated<number>;
}

export interface ReplyVotesTable {
  seq: InsertionOrder;
  comment_id: string;
  user_id: string;
  kind: 'up' | 'down';
  created_at: string;
}

export interface SessionsTable {
  seq: InsertionOrder;
  id: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  /** Migration 0016: what the session logged in with, and when it was last seen (null: never since). */
  user_agent: string | null;
  address: string | null;
  last_seen_at: string | null;
}

/** Migration 0006: grouped notifications (see 0006-notifications.ts). */
export interface NotificationMarksTable {
  user_id: string;
  last_position: number | string;
  read_position: number | string;
}

export interface NotificationGroupsTable {
  id: Generated<number | string>;
  recipient_id: string;
  kind: NotificationKind;
  group_key: string;
  post_id: string | null;
  comment_id: string | null;
  position: number | string;
  actor_count: number;
  /** JSON array of the newest actors' ids, newest first. */
  recent_actor_ids: string;
  updated_at: string;
  /** A moderation line's ModerationNotice as JSON, added by migration 0014. */
  moderation: string | null;
}

export interface NotificationActorsTable {
  id: Generated<number | string>;
  group_id: number | string;
  actor_id: string;
  created_at: string;
}

/** A reader whose home timeline is kept (home-timeline.ts); ready once built. */
export interface TimelineOwnersTable {
  owner_id: string;
  ready: Generated<number>;
  floor_ms: number | null;
  floor_id: string | null;
  /** The day (whole days since 1970, UTC) its reader last read their feed: readDay. */
  read_day: number | null;
}

export interface TimelineEntriesTable {
  owner_id: string;
  created_ms: number;
  post_id: string;
  /** Migration 0022: whose repost brought the post; null when its author did. */
  reposter_id: string | null;
}

/** Migration 0013: the people hidden from each reader (0013-hides.ts). */
export interface UserHidesTable {
  seq: InsertionOrder;
  reader_id: string;
  hidden_id: string;
  hidden_username: string;
  kind: 'block' | 'blockedBy' | 'mute';
  until_ms: number | string | null;
  created_at: string;
}

/** Migration 0013: each reader's muted words and phrases (0013-hides.ts). */
export interface MutedWordsTable {
  seq: InsertionOrder;
  id: string;
  user_id: string;
  phrase: string;
  /** The phrase in lower case: a reader's is unique in any case. */
  phrase_key: string;
  expires_ms: number | string | null;
  created_at: string;
}

/** A post's hashtags, with its author and instant copied in (migration 0021). */
export interface PostTagsTable {
  post_id: string;
  tag: string;
  username: string;
  created_ms: number;
}

/** Each tag's number of posts, kept by triggers (tag-counts.ts). */
export interface TagCountsTable {
  tag: string;
  post_count: number;
}
