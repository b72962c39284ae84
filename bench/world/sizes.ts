/** How big npm run seed:scale makes its world: the SCALE_* settings, checked, and their caps. */

export interface ScaleSizes {
  users: number;
  posts: number;
  follows: number;
  likes: number;
  /** Replies, SCALE_REPLIES. */
  replies: number;
  /** Votes on replies, SCALE_VOTES. */
  votes: number;
  notifications: number;
}

/** The most anyone follows: a quarter of everyone, and never more than 5000. */
export const followCap = (users: number) => Math.min(Math.floor((users - 1) / 4), 5000);
/** The most likes a post gets: half of everyone. */
export const likeCap = (users: number) => Math.max(1, Math.floor(users / 2));
export const replyCap = 2000;
/** The most votes a reply gets: half of everyone but its author. */
export const voteCap = (users: number) => Math.floor((users - 1) / 2);

const whole = (name: string, text: string | undefined, fallback: number, min: number) => {
  const raw = text?.trim() || String(fallback);
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < min)
    throw new RangeError(`${name} must be a whole number of at least ${min} (got "${raw}")`);
  return Number(raw);
};

/**
 * SCALE_USERS, SCALE_POSTS, SCALE_FOLLOWS, SCALE_LIKES, SCALE_REPLIES (SCALE_COMMENTS, its older
 * name, still counts), SCALE_VOTES and SCALE_NOTIFICATIONS, checked. Replies default to one per
 * post, votes to one per reply, notification lines to one per post up to 1,000,000 (at most one
 * per post).
 */
export function readScaleSizes(env: Record<string, string | undefined>): ScaleSizes {
  const users = whole('SCALE_USERS', env.SCALE_USERS, 100_000, 10);
  const posts = whole('SCALE_POSTS', env.SCALE_POSTS, 1_000_000, 1);
  const replies = whole('SCALE_REPLIES', env.SCALE_REPLIES ?? env.SCALE_COMMENTS, posts, 0);
  const sizes = {
    users,
    posts,
    follows: whole('SCALE_FOLLOWS', env.SCALE_FOLLOWS, 3_000_000, 0),
    likes: whole('SCALE_LIKES', env.SCALE_LIKES, 5_000_000, 0),
    replies,
    votes: whole('SCALE_VOTES', env.SCALE_VOTES, replies, 0),
    notifications: whole(
      'SCALE_NOTIFICATIONS',
      env.SCALE_NOTIFICATIONS,
      Math.min(1_000_000, posts),
      0,
    ),
  };
  if (sizes.notifications > posts)
    throw new RangeError(`SCALE_NOTIFICATIONS may be at most SCALE_POSTS (${posts})`);
  // Well under what distinct pairs allow, so that picking distinct ones stays quick.
  const maxFollows = Math.floor((users * followCap(users)) / 2);
  if (sizes.follows > maxFollows)
    throw new RangeError(`SCALE_FOLLOWS may be at most ${maxFollows} for ${users} users`);
  const maxLikes = Math.floor((posts * likeCap(users)) / 2);
  if (sizes.likes > maxLikes)
    throw new RangeError(`SCALE_LIKES may be at most ${maxLikes} for these users and posts`);
  const maxReplies = Math.floor((posts * replyCap) / 2);
  if (sizes.replies > maxReplies)
    throw new RangeError(`SCALE_REPLIES may be at most ${maxReplies} for ${posts} posts`);
  const maxVotes = Math.floor((sizes.replies * voteCap(users)) / 2);
  if (sizes.votes > maxVotes)
    throw new RangeError(`SCALE_VOTES may be at most ${maxVotes} for these users and replies`);
  return sizes;
}
