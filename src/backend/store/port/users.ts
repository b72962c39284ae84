import type { Role } from '@/contract/moderation';
import type { ProfileAudience } from '@/contract/user';
import type { Page, PageQuery } from './pages';

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
  role: Role;
  /** Until when the account is suspended (foreverSuspended for good); null when it is not. */
  suspendedUntil: string | null;
  /** 'awaiting': a sign-up that a moderator has not approved yet, which cannot log in. */
  approval: 'approved' | 'awaiting';
  /** When the owner confirmed the email address (a mailed link); null until then. */
  emailVerifiedAt: string | null;
  /**
   * Who may see the profile and its posts: 'members' is the owner's "only logged-in people"
   * setting, which hides them from visitors (no public page, no feed, left out of the sitemap).
   */
  visibleTo: ProfileAudience;
}

/**
 * The standing of a new account unless said otherwise: a user, approved, not suspended, its
 * address confirmed when it was made (a sign-up says it is not).
 */
type Standing = 'role' | 'suspendedUntil' | 'approval' | 'emailVerifiedAt' | 'visibleTo';
export type NewUserRow = Omit<UserRow, Standing> & Partial<Pick<UserRow, Standing>>;

/** The suspendedUntil of a suspension for good: later than any end a moderator may give. */
export const foreverSuspended = '9999-12-31T23:59:59.000+00:00';

/** Whether the account is suspended at this instant. */
export const isSuspendedAt = (user: Pick<UserRow, 'suspendedUntil'>, at: Date) =>
  user.suspendedUntil !== null && Date.parse(user.suspendedUntil) > at.getTime();

/** A new account's row with its standing filled in. */
export const withStanding = (row: NewUserRow): UserRow => ({
  role: 'user',
  suspendedUntil: null,
  approval: 'approved',
  emailVerifiedAt: row.createdAt,
  visibleTo: 'everyone',
  ...row,
});
/**
 * What a page shows of a post's or reply's author, and of the people a text mentions: read for
 * every row of every page, so it leaves out what no page shows (the email and password hash
 * among them).
 */
export type AuthorRow = Pick<
  UserRow,
  '_id' | 'username' | 'firstName' | 'lastName' | 'avatarUrl' | 'website'
>;

/** The author fields of a user's row, as every store answers them. */
export function toAuthorRow(user: AuthorRow): AuthorRow {
  return {
    _id: user._id,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    avatarUrl: user.avatarUrl,
    website: user.website,
  };
}

/** passwordHash is written only by the login that upgrades an old hash (never by a profile edit). */
export type UserPatch = Partial<
  Pick<
    UserRow,
    | 'firstName'
    | 'lastName'
    | 'avatarUrl'
    | 'bio'
    | 'website'
    | 'updatedAt'
    | 'passwordHash'
    | 'role'
    | 'suspendedUntil'
    | 'approval'
    | 'email'
    | 'emailVerifiedAt'
    | 'visibleTo'
  >
>;

export interface UserQuery extends PageQuery {
  /**
   * Part of the username or the first name, any case, its spaces at either end ignored; empty,
   * blank or absent matches everyone.
   */
  q?: string;
  /** Leave this user id out (the viewer). */
  excludeId?: string;
}

export interface UsersPort {
  get(id: string): Promise<UserRow | undefined>;
  getByUsername(username: string): Promise<UserRow | undefined>;
  /** The account with this email address, in any case (the oldest, should two share it). */
  getByEmail(email: string): Promise<UserRow | undefined>;
  /** Every user, oldest first. */
  list(): Promise<UserRow[]>;
  getMany(ids: readonly string[]): Promise<UserRow[]>;
  getManyByUsername(usernames: readonly string[]): Promise<UserRow[]>;
  /** People newest first, optionally matching a search. */
  page(query: UserQuery): Promise<Page<UserRow>>;
  count(): Promise<number>;
  insert(row: NewUserRow): Promise<void>;
  update(id: string, patch: UserPatch): Promise<void>;
  /**
   * Sets these people's updatedAt. In a locking transaction on PostgreSQL it locks their rows
   * until the commit, in the order of their ids (as the kept follow counts' triggers do), so that
   * two writes touching the same two people cannot lock them crosswise.
   */
  touch(ids: readonly string[], at: string): Promise<void>;
  /** Whether the account is suspended at this instant (false for an unknown id). */
  isSuspended(id: string, at: Date): Promise<boolean>;
  /**
   * The profiles anyone may see (approved, not suspended at `at`, visible to everyone) whose
   * numbers, in the order accounts were made, fall in [from, to): one block of the sitemap, read
   * as one range of the insertion order, however many accounts there are.
   */
  publicProfiles(block: { from: number; to: number; at: Date }): Promise<PublicProfileRow[]>;
  /** The number of the newest account in the order accounts were made; 0 with none. */
  lastNumber(): Promise<number>;
  /** Sign-ups waiting for approval, oldest first. */
  awaitingApproval(query: PageQuery): Promise<Page<UserRow>>;
  /** Deletes a sign-up still waiting for approval (it has made nothing yet); false if none. */
  deleteAwaiting(id: string): Promise<boolean>;
}

/** What the sitemap names of a public profile. */
export type PublicProfileRow = Pick<UserRow, 'username' | 'updatedAt'>;

export interface SessionRow {
  _id: string;
  userId: string;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  /** The User-Agent it logged in with, cut to sessionAgentMax; null where none came. */
  userAgent: string | null;
  /** The client address it logged in from; null where none was known (sessions before 0016). */
  address: string | null;
  /** When a request last came with it, moved at most every few minutes (touch). */
  lastSeenAt: string;
}

/** A new session: what it logged in with may be unknown; last seen starts at its creation. */
export type NewSessionRow = Omit<SessionRow, 'userAgent' | 'address' | 'lastSeenAt'> &
  Partial<Pick<SessionRow, 'userAgent' | 'address' | 'lastSeenAt'>>;

/** A new session's row with what is unknown filled in. */
export const withSessionDefaults = (row: NewSessionRow): SessionRow => ({
  userAgent: null,
  address: null,
  lastSeenAt: row.createdAt,
  ...row,
});

/** The longest User-Agent a session keeps: enough for any real browser's. */
export const sessionAgentMax = 512;

export interface SessionsPort {
  get(id: string): Promise<SessionRow | undefined>;
  /**
   * The session with its user's row in one question, as every request with a token needs both;
   * user is undefined when the session's user is gone.
   */
  getWithUser(id: string): Promise<{ session: SessionRow; user: UserRow | undefined } | undefined>;
  insert(row: NewSessionRow): Promise<void>;
  revoke(id: string, at: string): Promise<void>;
  /**
   * The user's live sessions (not revoked, expiring after `at`), newest first. Those revoked or
   * expired stay in the index range until deleteEnded takes them, a bounded few per user.
   */
  liveOf(userId: string, at: string, query: PageQuery): Promise<Page<SessionRow>>;
  /** Revokes the user's live session of this id; false when it is not one (or not theirs). */
  revokeOf(userId: string, id: string, at: string): Promise<boolean>;
  /** Sets lastSeenAt to `at` unless it is already `since` or later (another process moved it). */
  touch(id: string, at: string, since: string): Promise<void>;
  /** Revokes every live session of the user but `keepId`'s; answers the ids it revoked. */
  revokeAllOf(userId: string, at: string, keepId?: string): Promise<string[]>;
  /**
   * Deletes the sessions that expired, or were revoked, before the given time (compared as
   * instants, whatever their offsets), and answers how many went.
   */
  deleteEnded(before: string): Promise<number>;
}
