import type { CommentRow } from '../port';

/** A reply as kept: its row, and its seq to order replies of several posts by. */
export type KeptReply = CommentRow & { seq: number };

/** Posts whose newest replies one process keeps: about 1 KB each, so a few MB at most. */
const defaultCapacity = 5_000;
/** Lists show two replies a post; a post's own answer shows up to the list cap, not kept. */
export const keptRepliesPerPost = 10;

/**
 * The newest replies of the posts that lists showed lately, each kept with the post's reply
 * version it was read at (reply-versions.ts). An entry answers only for that version: the
 * version a page reads with its posts' states tells whether the replies changed since, wherever
 * they were changed. The least recently used post is forgotten first. Kept rows are shared by
 * every answer that uses them and are never changed.
 */
export class NewestRepliesCache {
  private readonly entries = new Map<string, { version: number; replies: KeptReply[] }>();

  constructor(private readonly capacity = defaultCapacity) {}

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
    this.entries.delete(key);
    this.entries.set(key, { version, replies });
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
