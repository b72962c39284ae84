import type { Page, PageQuery } from './pages';
import type { AuthorRow } from './users';

export interface ReplyRow {
  _id: string;
  postId: string;
  username: string;
  text: string;
  createdAt: string;
  updatedAt: string;
}

export type ReplyPatch = Partial<Pick<ReplyRow, 'text' | 'updatedAt'>>;

/** One user's one vote on a reply: an edge, as a reaction is to a post. */
export type VoteKind = 'up' | 'down';
export interface ReplyVoteRow {
  replyId: string;
  userId: string;
  kind: VoteKind;
  createdAt: string;
}

/** What a reply shows besides its row: its votes counted in the store, and the viewer's own. */
export interface ReplyState {
  upvoteCount: number;
  downvoteCount: number;
  /** The viewer's vote; null without one (or without a viewer). */
  viewerVote: VoteKind | null;
  /** The reply's author, read in the same question (a page then needs no question for them). */
  author: AuthorRow | undefined;
}

/** Replies and the votes on them. */
/** What a vote needs to know of its reply, read at once (RepliesPort.lockVoteTarget). */
export interface VoteTarget {
  reply: ReplyRow;
  authorId: string | undefined;
  blocked: boolean;
  vote: VoteKind | undefined;
}

export interface RepliesPort {
  get(id: string): Promise<ReplyRow | undefined>;
  forPosts(postIds: readonly string[]): Promise<ReplyRow[]>;
  /**
   * Up to perPost newest replies of each post, oldest first within a post. versions holds each
   * post's replyVersion as its state was read: a store may answer a post from the replies it
   * read before at that version.
   */
  newest(
    postIds: readonly string[],
    perPost: number,
    versions?: ReadonlyMap<string, number>,
  ): Promise<ReplyRow[]>;
  /**
   * One page of a post's replies, oldest first (insertion order), by a keyset cursor: a reader
   * paging while others write sees no reply twice and skips none that stayed.
   */
  page(postId: string, page: PageQuery): Promise<Page<ReplyRow>>;
  /**
   * The vote counts, the author and the viewer's own vote of each of these replies, in one
   * question; an unknown reply is left out.
   */
  states(replyIds: readonly string[], viewerId?: string): Promise<Map<string, ReplyState>>;
  /** Up to limit replies by this username, the first written first (the guest's reset). */
  oldestBy(username: string, limit: number): Promise<ReplyRow[]>;
  /** One page of the replies by this username, the first written first (the owner's export). */
  pageByAuthor(username: string, page: PageQuery): Promise<Page<ReplyRow>>;
  insert(row: ReplyRow): Promise<void>;
  update(id: string, patch: ReplyPatch): Promise<void>;
  /** Removes the reply with its votes. */
  delete(id: string): Promise<void>;
  getVote(replyId: string, userId: string): Promise<ReplyVoteRow | undefined>;
  /**
   * The reply a user votes on, with its author's id, whether a block stands between the author
   * and the voter, and the voter's vote (undefined when there is no such reply). In a locking
   * transaction on PostgreSQL it locks the reply's row until the commit, so that votes on one
   * reply take turns (see ReactionsPort.lockTarget).
   */
  lockVoteTarget(replyId: string, userId: string): Promise<VoteTarget | undefined>;
  /** Sets the user's one vote on a reply, replacing any other. */
  putVote(row: ReplyVoteRow): Promise<void>;
  deleteVote(replyId: string, userId: string): Promise<void>;
}
