import type { NotificationState } from './memory-notifications';
import type {
  BookmarkRow,
  ReplyRow,
  ReplyVoteRow,
  FollowRow,
  HideRow,
  MutedWordRow,
  PostRow,
  ReactionRow,
  SessionRow,
  UserRow,
  ReportRow,
  ModerationActionRow,
  InviteRow,
  MailRow,
  AccountTokenRow,
  OAuthAppRow,
  OAuthCodeRow,
  OAuthTokenRow,
  RetryKeyRow,
  UploadRow,
  RepostRow,
  JobRow,
} from './port';

/** The memory store's tables, keyed as the SQL tables' primary keys (pairs joined by pair()). */
export interface MemoryState extends NotificationState {
  users: Map<string, UserRow>;
  posts: Map<string, PostRow>;
  reactions: Map<string, ReactionRow>;
  /** Keyed by post and reposter. */
  reposts: Map<string, RepostRow>;
  follows: Map<string, FollowRow>;
  bookmarks: Map<string, BookmarkRow>;
  replies: Map<string, ReplyRow>;
  replyVotes: Map<string, ReplyVoteRow>;
  sessions: Map<string, SessionRow>;
  /** Keyed by reader, hidden person and kind. */
  hides: Map<string, HideRow>;
  mutedWords: Map<string, MutedWordRow>;
  reports: Map<string, ReportRow>;
  moderationActions: Map<string, ModerationActionRow>;
  invites: Map<string, InviteRow>;
  mail: Map<string, MailRow>;
  jobs: Map<string, JobRow>;
  /** Keyed by the token's hash. */
  accountTokens: Map<string, AccountTokenRow>;
  oauthApps: Map<string, OAuthAppRow>;
  oauthCodes: Map<string, OAuthCodeRow>;
  oauthTokens: Map<string, OAuthTokenRow>;
  /** By user and key (pair). */
  retryKeys: Map<string, RetryKeyRow>;
  /** Recorded uploads, by id. */
  uploads: Map<string, UploadRow>;
  /** Deleted accounts' usernames, by username, until they free up. */
  retiredUsernames: Map<string, { username: string; freesMs: number }>;
  /** Each row's insertion number by table and key, as the SQL tables' seq column. */
  seqs: Map<string, number>;
  /** The last insertion number given: a row made again after a delete takes a new one. */
  lastSeq: number;
}

/**
 * How a part of the store reaches the state: the committed one, or a transaction's working copy.
 * Call it at every use, never once up front, as the committed state is replaced on each commit.
 */
export type StateOf = () => MemoryState;

/** The state's tables of rows, without the insertion numbers kept beside them. */
export type Table = Exclude<keyof MemoryState, 'seqs' | 'lastSeq'>;

export const emptyState = (): MemoryState => ({
  users: new Map(),
  posts: new Map(),
  reactions: new Map(),
  reposts: new Map(),
  follows: new Map(),
  bookmarks: new Map(),
  replies: new Map(),
  replyVotes: new Map(),
  sessions: new Map(),
  hides: new Map(),
  mutedWords: new Map(),
  reports: new Map(),
  moderationActions: new Map(),
  invites: new Map(),
  mail: new Map(),
  jobs: new Map(),
  accountTokens: new Map(),
  oauthApps: new Map(),
  oauthCodes: new Map(),
  oauthTokens: new Map(),
  retryKeys: new Map(),
  uploads: new Map(),
  retiredUsernames: new Map(),
  notificationLines: new Map(),
  notificationActors: new Map(),
  notificationMarks: new Map(),
  seqs: new Map(),
  lastSeq: 0,
});

/** A working copy: rows are replaced, never mutated in place, so copying the maps is enough. */
export function cloneState(state: MemoryState): MemoryState {
  return {
    users: new Map(state.users),
    posts: new Map(state.posts),
    reactions: new Map(state.reactions),
    reposts: new Map(state.reposts),
    follows: new Map(state.follows),
    bookmarks: new Map(state.bookmarks),
    replies: new Map(state.replies),
    replyVotes: new Map(state.replyVotes),
    sessions: new Map(state.sessions),
    hides: new Map(state.hides),
    mutedWords: new Map(state.mutedWords),
    reports: new Map(state.reports),
    moderationActions: new Map(state.moderationActions),
    invites: new Map(state.invites),
    mail: new Map(state.mail),
    jobs: new Map(state.jobs),
    accountTokens: new Map(state.accountTokens),
    oauthApps: new Map(state.oauthApps),
    oauthCodes: new Map(state.oauthCodes),
    oauthTokens: new Map(state.oauthTokens),
    retryKeys: new Map(state.retryKeys),
    uploads: new Map(state.uploads),
    retiredUsernames: new Map(state.retiredUsernames),
    notificationLines: new Map(state.notificationLines),
    notificationActors: new Map(state.notificationActors),
    notificationMarks: new Map(state.notificationMarks),
    seqs: new Map(state.seqs),
    lastSeq: state.lastSeq,
  };
}

/** A key made of two ids, as a composite primary key. */
export const pair = (a: string, b: string) => `${a}\u0000${b}`;

/** The insertion numbers of rows, kept as SQL's seq column keeps them. */
export function rowNumbers(state: StateOf) {
  return {
    /** Numbers a new row as SQL's seq would; a replaced row keeps its number. */
    numberRow: (table: string, key: string) => {
      const s = state();
      const name = pair(table, key);
      if (!s.seqs.has(name)) s.seqs.set(name, ++s.lastSeq);
    },
    /** Forgets a deleted row's number, so that the row made again comes first, as in SQL. */
    forgetRow: (table: string, key: string) => void state().seqs.delete(pair(table, key)),
    seqOf: (table: string, key: string) => state().seqs.get(pair(table, key)) ?? 0,
  };
}
