import type { Page, PageQuery } from './pages';

/**
 * Why one person's content is hidden from another: the reader blocked them ('block'), they
 * blocked the reader ('blockedBy'), or the reader muted them ('mute'). A block is stored as two
 * rows, one per side, so that every list asks one question of one reader's rows.
 */
export type HideKind = 'block' | 'blockedBy' | 'mute';

export interface HideRow {
  readerId: string;
  hiddenId: string;
  /** The hidden person's username (usernames never change): posts and replies name authors so. */
  hiddenUsername: string;
  kind: HideKind;
  /** When a mute ends, in ms since 1970; null until undone (blocks are always null). */
  untilMs: number | null;
  createdAt: string;
}

/**
 * Who reads a list, and when: the lists leave out the authors hidden from them at that instant
 * (an ended mute or suspension no longer counts, with no job to remove it). Without a reader,
 * nothing is hidden: the lists the server reads for itself.
 */
export interface Reader {
  /** The logged-in reader; null for a visitor, from whom only suspended accounts are hidden. */
  id: string | null;
  atMs: number;
  /** A moderator or an admin, who still sees suspended accounts' content. */
  staff?: boolean;
}

/** A reader who is logged in: the one whose own blocks, mutes and words apply. */
export type Member = Reader & { id: string };

/** Who of a page's people is hidden from its reader, and which phrases the reader muted. */
export interface PageFilter {
  hidden: Set<string>;
  phrases: string[];
}

export interface HidesPort {
  /** The reader's rows about one other person (at most one of each kind), ended mutes included. */
  between(readerId: string, otherId: string): Promise<HideRow[]>;
  /** Writes the row, replacing the reader's row of that kind about that person. */
  put(row: HideRow): Promise<void>;
  delete(readerId: string, hiddenId: string, kind: HideKind): Promise<void>;
  /** The reader's blocks or their mutes still in force at `page.reader`, the newest first. */
  page(readerId: string, kind: 'block' | 'mute', page: PageQuery): Promise<Page<HideRow>>;
  /** Which of these usernames are hidden from the reader (a page's authors: bounded). */
  hiddenAmong(reader: Reader, usernames: readonly string[]): Promise<Set<string>>;
  /**
   * What a page of posts asks of its reader, in one question: hiddenAmong these usernames, and
   * the phrases of the reader's muted words in force (mutedWords.list's, in its order).
   */
  pageFilterOf(reader: Reader, usernames: readonly string[]): Promise<PageFilter>;
  /**
   * Which of these readers (the connected followers of a new post's author: bounded) hide that
   * person from themselves at the instant, by a block or a mute.
   */
  readersHiding(hiddenId: string, readerIds: readonly string[], atMs: number): Promise<Set<string>>;
  /** Whether anything at all is hidden from the reader now. */
  any(reader: Member): Promise<boolean>;
}
