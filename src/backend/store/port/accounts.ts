/** What a deletion leaves for the host to finish once it is committed. */
export interface DeletedAccount {
  /** The sessions that were still live: their open event streams end. */
  sessionIds: string[];
  /** The media the account's posts and avatar used, each once: their files may go. */
  mediaUrls: string[];
}

/** The account as a whole: its deletion, and the usernames deleted accounts leave retired. */
export interface AccountsPort {
  /**
   * Deletes the account and every row that names it: its posts (with their replies, likes and
   * bookmarks), its replies, likes, dislikes, votes and bookmarks, its follows both ways, the
   * notification lines it received and its place on other people's lines (a line left with
   * nobody goes), its sessions, hides both ways, muted words, invites, the reports it filed and
   * those about it. The kept counts it moved move back: a like it gave comes off the post's
   * count. The moderators' log keeps its entries, the account named by `tombstoneId` instead.
   * Answers undefined, changing nothing, when there is no such account.
   */
  delete(userId: string, tombstoneId: string): Promise<DeletedAccount | undefined>;
  /**
   * Deletes a bounded share of the account's most numerous rows (likes and dislikes, moving the
   * like counts back; posts with what hangs on them; replies; votes), so that a big account goes
   * in many short transactions before the one that takes the rest (delete). Answers the media
   * the posts it took used, and whether none of those rows is left. A store whose delete is
   * cheap whatever the size may take none and answer done.
   */
  deleteBatch(userId: string, limit: number): Promise<{ done: boolean; mediaUrls: string[] }>;
  /** Whether an admin other than this account exists. */
  hasOtherAdmin(userId: string): Promise<boolean>;
  /** Keeps the username from being taken again until the instant freesMs. */
  retireUsername(username: string, freesMs: number): Promise<void>;
  /** Whether the username is retired at the instant atMs. */
  isRetired(username: string, atMs: number): Promise<boolean>;
  /** Forgets the usernames that freed up before atMs; answers how many. */
  forgetFreedUsernames(atMs: number): Promise<number>;
}
