import type { Role } from '@/contract/moderation';
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
}

/** The standing of a new account unless said otherwise: a user, approved, not suspended. */
export type NewUserRow = Omit<UserRow, 'role' | 'suspendedUntil' | 'approval'> &
  Partial<Pick<UserRow, 'role' | 'suspendedUntil' | 'approval'>>;

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
  /**
   * Whether any account has this email address, in any case (the SQL stores compare with the
   * database's lower(), the memory store with toLowerCase()).
   */
  emailTaken(email: string): Promise<boolean>;
  /** Every user, oldest first. */
  list(): Promise<UserRow[]>;
  getMany(ids: readonly string[]): Promise<UserRow[]>;
  getManyByUsername(usernames: readonly string[]): Promise<UserRow[]>;
  /** People newest first, optionally matching a search. */
  page(query: UserQuery): Promise<Page<UserRow>>;
  count(): Promise<number>;
  insert(row: NewUserRow): Promise<void>;
  update(id: string, patch: UserPatch): Promise<void>;
  /** Whether the account is suspended at this instant (false for an unknown id). */
  isSuspended(id: string, at: Date): Promise<boolean>;
  /** Sign-ups waiting for approval, oldest first. */
  awaitingApproval(query: PageQuery): Promise<Page<UserRow>>;
  /** Deletes a sign-up still waiting for approval (it has made nothing yet); false if none. */
  deleteAwaiting(id: string): Promise<boolean>;
}

export interface SessionRow {
  _id: string;
  userId: string;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
}

export interface SessionsPort {
  get(id: string): Promise<SessionRow | undefined>;
  /**
   * The session with its user's row in one question, as every request with a token needs both;
   * user is undefined when the session's user is gone.
   */
  getWithUser(id: string): Promise<{ session: SessionRow; user: UserRow | undefined } | undefined>;
  insert(row: SessionRow): Promise<void>;
  revoke(id: string, at: string): Promise<void>;
  /** Revokes every live session of the user but `keepId`'s; answers the ids it revoked. */
  revokeAllOf(userId: string, at: string, keepId?: string): Promise<string[]>;
  /**
   * Deletes the sessions that expired, or were revoked, before the given time (compared as
   * instants, whatever their offsets), and answers how many went.
   */
  deleteEnded(before: string): Promise<number>;
}
