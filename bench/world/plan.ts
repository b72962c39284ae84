/**
 * The plan of npm run seed:scale's world, made once before any row: the ids, who wrote each post
 * and when, how many likes, replies, votes, reposts and follows each gets, and what the guest
 * follows, likes and saves. The row makers (*-rows.ts) read it.
 */
import { formatTimestamp } from '@/backend/timestamps';
import {
  apportion,
  coprimeStep,
  distinctIndices,
  paretoWeights,
  randomIndex,
  seededRandom,
  zipfWeights,
  type Random,
} from './random';
import { replyCap, followCap, likeCap, voteCap, type ScaleSizes } from './sizes';

export const day = 24 * 60 * 60 * 1000;
export const timestamp = (ms: number) => formatTimestamp(new Date(ms));

/** What the seeded guest gets on top of the sample data, so its lists are long enough to page. */
export const guestShare = { follows: 200, likes: 300, bookmarks: 300 } as const;

export interface GuestAccount {
  id: string;
  username: string;
}

export interface WorldPlan {
  sizes: ScaleSizes;
  guest: GuestAccount;
  /** The time the world is made at, epoch ms: everything in it happened before. */
  now: number;
  userIds: string[];
  usernames: string[];
  postId: (i: number) => string;
  replyId: (i: number) => string;
  /** The author (user index) of each post. */
  authorOf: Int32Array;
  /** Each post's creation time, epoch ms, rising with its index over the last 365 days. */
  postMs: Float64Array;
  /** Likes of each post from generated people (the guest's come on top). */
  likeCounts: Int32Array;
  replyCounts: Int32Array;
  /** Each reply's author (user index) and time, epoch ms; replies are numbered post by post. */
  replyAuthor: Int32Array;
  replyMs: Float64Array;
  /** Votes on each reply: a heavy tail, as likes. */
  voteCounts: Int32Array;
  /** Reposts of each post (none by its author); reposts are numbered post by post. */
  repostCounts: Int32Array;
  /** Each repost's reposter (user index) and time, epoch ms, each post's oldest first. */
  reposter: Int32Array;
  repostMs: Float64Array;
  followCounts: Int32Array;
  guestFollows: Int32Array;
  guestLikes: Int32Array;
  /** 1 for each post the guest likes. */
  guestLiked: Uint8Array;
  guestBookmarks: Int32Array;
}

const padded = (prefix: string, width: number) => (i: number) =>
  prefix + String(i + 1).padStart(width, '0');
const widthFor = (count: number, least: number) => Math.max(least, String(count).length);

export function planWorld(sizes: ScaleSizes, guest: GuestAccount, now: number): WorldPlan {
  const { users, posts } = sizes;
  const userId = padded('u', widthFor(users, 6));
  const username = padded('user', widthFor(users, 6));

  const random = seededRandom(1);
  // Posts per author: Zipf over the user number, so user000001 writes thousands and most
  // people a handful; then dealt out over time in random order.
  const perAuthor = apportion(random, posts, zipfWeights(users, 20), posts);
  const authorOf = shuffledOwners(random, perAuthor, posts);
  const spacing = (365 * day) / posts;
  const postMs = new Float64Array(posts);
  for (let i = 0; i < posts; i++)
    postMs[i] = Math.floor(now - 365 * day + (i + random()) * spacing);

  // Likes: a heavy tail, so Trending has posts with thousands of likes and most have a few.
  // Shifted down so that many posts get none.
  const likeWeights = paretoWeights(random, posts, 1.5).map((weight) => weight - 0.6);
  const likeCounts = apportion(random, sizes.likes, likeWeights, likeCap(users));
  const replyWeights = Float64Array.from(likeCounts, (likes) => likes + 1);
  const replyCounts = apportion(random, sizes.replies, replyWeights, replyCap);
  const followCounts = apportion(
    random,
    sizes.follows,
    paretoWeights(random, users, 1.3),
    followCap(users),
  );

  const guestFollows = distinctIndices(random, users, guestShare.follows).sort();
  const guestLikes = distinctIndices(random, posts, guestShare.likes).sort();
  const guestLiked = new Uint8Array(posts);
  for (const i of guestLikes) guestLiked[i] = 1;
  const guestBookmarks = distinctIndices(random, posts, guestShare.bookmarks).sort();

  return {
    sizes,
    guest,
    now,
    userIds: Array.from({ length: users }, (_, i) => userId(i)),
    usernames: Array.from({ length: users }, (_, i) => username(i)),
    postId: padded('p', widthFor(posts, 7)),
    replyId: padded('c', widthFor(sizes.replies, 7)),
    authorOf,
    postMs,
    likeCounts,
    replyCounts,
    ...planReplies(sizes, now, postMs, replyCounts),
    ...planReposts(sizes, now, authorOf, postMs, likeCounts),
    followCounts,
    guestFollows,
    guestLikes,
    guestLiked,
    guestBookmarks,
  };
}

/** Replies: after their post, by anyone; votes come from others (not their author). */
function planReplies(
  sizes: ScaleSizes,
  now: number,
  postMs: Float64Array,
  replyCounts: Int32Array,
): Pick<WorldPlan, 'replyAuthor' | 'replyMs' | 'voteCounts'> {
  const random = seededRandom(8);
  const replyAuthor = new Int32Array(sizes.replies);
  const replyMs = new Float64Array(sizes.replies);
  for (let i = 0, c = 0; i < sizes.posts; i++) {
    for (let k = 0; k < replyCounts[i]!; k++, c++) {
      replyMs[c] = Math.floor(postMs[i]! + random() * (now - postMs[i]!));
      replyAuthor[c] = randomIndex(random, sizes.users);
    }
  }
  const voteWeights = paretoWeights(random, sizes.replies, 1.5).map((w) => w - 0.6);
  const voteCounts = apportion(random, sizes.votes, voteWeights, voteCap(sizes.users));
  return { replyAuthor, replyMs, voteCounts };
}

/**
 * Reposts, from a stream of their own (the rest of the world is as it was before them): a post
 * with L likes is reposted with chance (L + 1) / 100, about one post in twenty, and then by
 * 1 + L / 20 people and up to two more, so a post with thousands of likes has hundreds. The
 * reposters are distinct and never the author, start + k * step (mod users) as votes are picked.
 * A repost comes within a day of its post, as the post's notification line does
 * (notifications.ts), so that the repost lines' positions rise in time order as the others do.
 */
function planReposts(
  sizes: ScaleSizes,
  now: number,
  authorOf: Int32Array,
  postMs: Float64Array,
  likeCounts: Int32Array,
): Pick<WorldPlan, 'repostCounts' | 'reposter' | 'repostMs'> {
  const random = seededRandom(10);
  const { users, posts } = sizes;
  const repostCounts = new Int32Array(posts);
  let total = 0;
  for (let i = 0; i < posts; i++) {
    const likes = likeCounts[i]!;
    if (random() >= (likes + 1) / 100) continue;
    const count = Math.min(users - 1, 1 + Math.floor(likes / 20) + randomIndex(random, 3));
    repostCounts[i] = count;
    total += count;
  }
  const reposter = new Int32Array(total);
  const repostMs = new Float64Array(total);
  for (let i = 0, r = 0; i < posts; i++) {
    const count = repostCounts[i]!;
    if (count === 0) continue;
    const start = randomIndex(random, users);
    const step = coprimeStep(random, users);
    const within = Math.min(day, now - postMs[i]!);
    const times = Array.from({ length: count }, () => Math.floor(postMs[i]! + random() * within));
    times.sort((a, b) => a - b);
    for (let k = 0, written = 0; written < count; k++) {
      const person = (start + k * step) % users;
      if (person === authorOf[i]) continue;
      reposter[r] = person;
      repostMs[r++] = times[written++]!;
    }
  }
  return { repostCounts, reposter, repostMs };
}

/** An owner per item: owner o appears counts[o] times, in random order. */
function shuffledOwners(random: Random, counts: Int32Array, total: number): Int32Array {
  const owners = new Int32Array(total);
  let at = 0;
  for (let owner = 0; owner < counts.length; owner++)
    owners.fill(owner, at, (at += counts[owner]!));
  for (let i = total - 1; i > 0; i--) {
    const j = randomIndex(random, i + 1);
    [owners[i], owners[j]] = [owners[j]!, owners[i]!];
  }
  return owners;
}

/** A time between `from` and the plan's now, for an edge made after what it points at existed. */
export function timeAfter(plan: WorldPlan, random: Random, from: number) {
  return timestamp(from + random() * (plan.now - from));
}
