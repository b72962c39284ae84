import type { Page, PageQuery } from './pages';
import type { AuthorRow } from './users';

export interface CommentRow {
  _id: string;
  postId: string;
  username: string;
  text: string;
  createdAt: string;
  updatedAt: string;
}

export type CommentPatch = Partial<Pick<CommentRow, 'text' | 'updatedAt'>>;

/** One user's one vote on a reply: an edge, as a reaction is to a post. */
export type VoteKind = 'up' | 'down';
export interface CommentVoteRow {
  commentId: string;
  userId: string;
  kind: VoteKind;
  createdAt: string;
}

/** What a reply shows besides its row: its votes counted in the store, and the viewer's own. */
export interface CommentState {
  upvoteCount: number;
  downvoteCount: number;
  /** The viewer's vote; null without one (or without a viewer). */
  viewerVote: VoteKind | null;
  /** The reply's author, read in the same question (a page then needs no question for them). */
  author: AuthorRow | undefined;
}

/** Comments (the API's replies) and the votes on them. */
export interface CommentsPort {
  get(id: string): Promise<CommentRow | undefined>;
  forPosts(postIds: readonly string[]): Promise<CommentRow[]>;
  /**
   * Up to perPost newest comments of each post, oldest first within a post. versions holds each
   * post's replyVersion as its state was read: a store may answer a post from the replies it
   * read before at that version.
   */
  newest(
    postIds: readonly string[],
    perPost: number,
    versions?: ReadonlyMap<string, number>,
  ): Promise<CommentRow[]>;
  /**
   * One page of a post's comments, oldest first (insertion order), by a keyset cursor: a reader
   * paging while others write sees no comment twice and skips none that stayed.
   */
  page(postId: string, page: PageQuery): Promise<Page<CommentRow>>;
  /**
   * The vote counts, the author and the viewer's own vote of each of these comments, in one
   * question; an unknown comment is left out.
   */
  states(commentIds: readonly string[], viewerId?: string): Promise<Map<string, CommentState>>;
  /** Up to limit replies by this username, the first written first (the guest's reset). */
  oldestBy(username: string, limit: number): Promise<CommentRow[]>;
  insert(row: CommentRow): Promise<void>;
  update(id: string, patch: CommentPatch): Promise<void>;
  /** Removes the comment with its votes. */
  delete(id: string): Promise<void>;
  getVote(commentId: string, userId: string): Promise<CommentVoteRow | undefined>;
  /** Sets the user's one vote on a comment, replacing any other. */
  putVote(row: CommentVoteRow): Promise<void>;
  deleteVote(commentId: string, userId: string): Promise<void>;
}
