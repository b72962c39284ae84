import type { TagSummary } from '@/contract';
import type { Reader } from './hides';
import type { Page } from './pages';

/**
 * The hashtags of posts. A store keeps them in step with the posts' text itself (the tags of
 * contract/hashtags.ts's hashtagsIn): on insert, on an edit of the content and when the post
 * goes, however it goes. A tag's posts are a PostQuery with `tag`.
 */
export interface TagsPort {
  /**
   * The tags used by the most distinct authors in posts created at or after sinceMs (epoch ms),
   * at most `limit`, the most used first, ties by tag; `uses` counts the authors. With a reader,
   * the authors hidden from them are not counted (the server passes a visitor: the suspended).
   */
  trending(sinceMs: number, limit: number, reader?: Reader): Promise<TagSummary[]>;
  /**
   * The tags that begin with `prefix` (stored form), in code-point order of the tag, a page at a
   * time; `uses` counts the posts that carry each. Tags no post carries any more are left out.
   */
  search(prefix: string, page: { limit: number; cursor?: string }): Promise<Page<TagSummary>>;
}
