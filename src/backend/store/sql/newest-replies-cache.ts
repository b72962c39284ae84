import type { ReplyRow } from '../port';

/** A reply as kept: its row, and its seq to order replies of several posts by. */
export type KeptReply = ReplyRow & { seq: number };

/**
 * What one process keeps at most: 5,000 posts, and 2 million characters of replies (about 4 MB
 * as V8 holds strings, 8 at worst): a reply may be up to 500 graphemes of several code units each,
 * so the count of posts alone would not bound the memory.
 */
const defaultLimits = { posts: 5_000, characters: 2_000_000 };
/** Lists show two replies a post; a post's own answer shows up to the list cap, not kept. */
export const keptRepliesPerPost = 10;
/** What a kept reply costs besides its text: its ids, username, dates and the objects. */
const overheadPerReply = 200;

interface Entry {
  version: number;
  replies: KeptReply[];
  characters: number;
}

/**
 * The newest replies of the posts that lists showed lately, each kept with the post's reply
 * version it was read at (reply-versions.ts). An entry answers only for that version: the
 * version a page reads with its posts' states tells whether the replies changed since, wherever
 * they were changed. The least recently used post is forgotten first. Kept rows are shared by
 * every answer that uses them and are never changed.
 */
export class NewestRepliesCache {
  private readonly entries = new Map<string, Entry>();
  private characters = 0;

  constructor(private readonly limits = defaultLimits) {}

  /** The replies kept for the post at this version and count, if any. */
  get(postId: string, perPost: number, version: number): KeptReply[] | undefined {
    const key = `${perPost}:${postId}`;
    const entry = this.entries.get(key);
    if (entry === undefined || entry.version !== version) return undefined;
    // Moved to the end: the Map's order is then the order of use.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.replies;
  }

  set(postId: string, perPost: number, version: number, replies: KeptReply[]): void {
    if (perPost > keptRepliesPerPost) return;
    const key = `${perPost}:${postId}`;
    const known = this.entries.get(key);
    // A slower page that read an older version does not replace what a newer one kept.
    if (known !== undefined && known.version > version) return;
    if (known !== undefined) this.forget(key, known);
    const characters = replies.reduce((sum, row) => sum + row.text.length + overheadPerReply, 0);
    this.entries.set(key, { version, replies, characters });
    this.characters += characters;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.limits.posts && this.characters <= this.limits.characters)
        break;
      this.forget(oldest, entry);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private forget(key: string, entry: Entry) {
    this.entries.delete(key);
    this.characters -= entry.characters;
  }
}
