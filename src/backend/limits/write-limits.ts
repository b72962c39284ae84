import { endpoints, type Endpoint } from '@/contract';

export type WriteAction =
  | 'posts'
  | 'edits'
  | 'deletes'
  | 'likes'
  | 'bookmarks'
  | 'follows'
  | 'profileEdits'
  | 'uploads'
  | 'replies'
  | 'votes';

/** At most `perAccount` of an action by one account in `windowMs`. */
export interface WriteRule {
  perAccount: number;
  windowMs: number;
}

export interface WriteLimits {
  rules: Record<WriteAction, WriteRule[]>;
  /** One client address may do this many times what one account may (households, offices). */
  addressFactor: number;
  /** The shared guest account, whose password is public, may do this many times less. */
  guestDivisor: number;
}

const hour = 60 * 60 * 1000;
const day = 24 * hour;

/** The Node host's limits unless the environment says otherwise (docs/configuration.md, Write limits). */
export const defaultWriteLimits: WriteLimits = {
  rules: {
    posts: [
      { perAccount: 30, windowMs: hour },
      { perAccount: 300, windowMs: day },
    ],
    edits: [{ perAccount: 60, windowMs: hour }],
    deletes: [{ perAccount: 60, windowMs: hour }],
    likes: [{ perAccount: 600, windowMs: hour }],
    bookmarks: [{ perAccount: 300, windowMs: hour }],
    follows: [{ perAccount: 200, windowMs: hour }],
    profileEdits: [{ perAccount: 30, windowMs: hour }],
    uploads: [{ perAccount: 60, windowMs: hour }],
    replies: [
      { perAccount: 60, windowMs: hour },
      { perAccount: 600, windowMs: day },
    ],
    votes: [{ perAccount: 600, windowMs: hour }],
  },
  addressFactor: 5,
  guestDivisor: 10,
};

/**
 * Which action each limited endpoint row counts as: undoing a like, a follow or a vote counts too.
 * Editing and deleting a reply count with post edits and deletes.
 */
export const limitedWrites = new Map<Endpoint, WriteAction>([
  [endpoints.createPost, 'posts'],
  [endpoints.editPost, 'edits'],
  [endpoints.deletePost, 'deletes'],
  [endpoints.like, 'likes'],
  [endpoints.dislike, 'likes'],
  [endpoints.bookmark, 'bookmarks'],
  [endpoints.removeBookmark, 'bookmarks'],
  [endpoints.follow, 'follows'],
  [endpoints.unfollow, 'follows'],
  [endpoints.editUser, 'profileEdits'],
  [endpoints.media, 'uploads'],
  [endpoints.addReply, 'replies'],
  [endpoints.editReply, 'edits'],
  [endpoints.deleteReply, 'deletes'],
  [endpoints.upvoteReply, 'votes'],
  [endpoints.downvoteReply, 'votes'],
  [endpoints.unvoteReply, 'votes'],
]);
