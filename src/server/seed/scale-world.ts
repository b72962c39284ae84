/**
 * The generated world of npm run seed:scale: how many of everything, who wrote, follows and
 * likes what, and the rows themselves, as plain arrays in each table's column order. Nothing
 * here touches a database; scale-sqlite.ts and scale-postgres.ts write the rows.
 *
 * Deterministic for given sizes (only the timestamps move with the clock): user i is u000001 /
 * user000001, post i is p0000001, and low numbers are the prolific and popular people, so that
 * benchmarks can name a busy profile (user000001 has the most followers and posts).
 */
import { formatTimestamp } from '@/backend/timestamps';
import {
  apportion,
  coprimeStep,
  distinctIndices,
  paretoWeights,
  pickOne,
  randomIndex,
  seededRandom,
  weightedSampler,
  zipfWeights,
  type Random,
} from './scale-random';
import { ScaleNotifications } from './scale-notifications';
import {
  avatarFor,
  bioFor,
  commentText,
  firstNames,
  lastNames,
  mediaUrls,
  postContent,
} from './scale-text';

export interface ScaleSizes {
  users: number;
  posts: number;
  follows: number;
  likes: number;
  /** Replies (comments), SCALE_REPLIES. */
  comments: number;
  /** Votes on replies, SCALE_VOTES. */
  votes: number;
  notifications: number;
}

/** What the seeded guest gets on top of the sample data, so its lists are long enough to page. */
export const guestShare = { follows: 200, likes: 300, bookmarks: 300 } as const;

/**
 * A generated account's password hash: not of the scrypt$ form the hasher reads, so every
 * password is refused at once, without spending a hash. Only the seeded guest can log in.
 */
export const unusablePasswordHash = 'disabled$generated-by-seed-scale';

const day = 24 * 60 * 60 * 1000;

export type ColumnType = 'text' | 'integer' | 'bigint';
export type Row = (string | number | null)[];
export interface TableSpec {
  name:
    | 'users'
    | 'posts'
    | 'follows'
    | 'reactions'
    | 'bookmarks'
    | 'comments'
    | 'comment_votes'
    | 'notification_groups'
    | 'notification_actors'
    | 'notification_marks';
  columns: readonly (readonly [name: string, type: ColumnType])[];
  /** An identity column the rows give values for (PostgreSQL must be told to take them). */
  identity?: string;
}

/** The columns written, in row order; seq (the insertion order) is left to the database. */
export const tables = {
  users: {
    name: 'users',
    columns: [
      ['id', 'text'],
      ['username', 'text'],
      ['first_name', 'text'],
      ['last_name', 'text'],
      ['email', 'text'],
      ['password_hash', 'text'],
      ['avatar_url', 'text'],
      ['bio', 'text'],
      ['website', 'text'],
      ['created_at', 'text'],
      ['updated_at', 'text'],
    ],
  },
  follows: {
    name: 'follows',
    columns: [
      ['follower_id', 'text'],
      ['followee_id', 'text'],
      ['created_at', 'text'],
    ],
  },
  posts: {
    name: 'posts',
    columns: [
      ['id', 'text'],
      ['content', 'text'],
      ['media_url', 'text'],
      ['username', 'text'],
      ['like_count', 'integer'],
      ['created_at', 'text'],
      ['created_ms', 'bigint'],
      ['updated_at', 'text'],
    ],
  },
  reactions: {
    name: 'reactions',
    columns: [
      ['post_id', 'text'],
      ['user_id', 'text'],
      ['kind', 'text'],
      ['created_at', 'text'],
    ],
  },
  bookmarks: {
    name: 'bookmarks',
    columns: [
      ['user_id', 'text'],
      ['post_id', 'text'],
      ['created_at', 'text'],
    ],
  },
  comments: {
    name: 'comments',
    columns: [
      ['id', 'text'],
      ['post_id', 'text'],
      ['username', 'text'],
      ['text', 'text'],
      ['created_at', 'text'],
      ['updated_at', 'text'],
    ],
  },
  commentVotes: {
    name: 'comment_votes',
    columns: [
      ['comment_id', 'text'],
      ['user_id', 'text'],
      ['kind', 'text'],
      ['created_at', 'text'],
    ],
  },
  notificationGroups: {
    name: 'notification_groups',
    identity: 'id',
    columns: [
      ['id', 'bigint'],
      ['recipient_id', 'text'],
      ['kind', 'text'],
      ['group_key', 'text'],
      ['post_id', 'text'],
      ['comment_id', 'text'],
      ['position', 'bigint'],
      ['actor_count', 'integer'],
      ['recent_actor_ids', 'text'],
      ['updated_at', 'text'],
    ],
  },
  notificationActors: {
    name: 'notification_actors',
    columns: [
      ['group_id', 'bigint'],
      ['actor_id', 'text'],
      ['created_at', 'text'],
    ],
  },
  notificationMarks: {
    name: 'notification_marks',
    columns: [
      ['user_id', 'text'],
      ['last_position', 'bigint'],
      ['read_position', 'bigint'],
    ],
  },
} as const satisfies Record<string, TableSpec>;

/** One table's rows and how many there will be (for progress). */
export interface FillStep {
  table: TableSpec;
  count: number;
  rows: () => Iterable<Row>;
}

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
  const replies = env.SCALE_REPLIES ?? env.SCALE_COMMENTS;
  const comments = whole('SCALE_REPLIES', replies, posts, 0);
  const sizes = {
    users,
    posts,
    follows: whole('SCALE_FOLLOWS', env.SCALE_FOLLOWS, 3_000_000, 0),
    likes: whole('SCALE_LIKES', env.SCALE_LIKES, 5_000_000, 0),
    comments,
    votes: whole('SCALE_VOTES', env.SCALE_VOTES, comments, 0),
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
  const maxComments = Math.floor((posts * commentCap) / 2);
  if (sizes.comments > maxComments)
    throw new RangeError(`SCALE_REPLIES may be at most ${maxComments} for ${posts} posts`);
  const maxVotes = Math.floor((sizes.comments * voteCap(users)) / 2);
  if (sizes.votes > maxVotes)
    throw new RangeError(`SCALE_VOTES may be at most ${maxVotes} for these users and replies`);
  return sizes;
}

/** The most anyone follows: a quarter of everyone, and never more than 5000. */
const followCap = (users: number) => Math.min(Math.floor((users - 1) / 4), 5000);
/** The most likes a post gets: half of everyone. */
const likeCap = (users: number) => Math.max(1, Math.floor(users / 2));
const commentCap = 2000;
/** The most votes a reply gets: half of everyone but its author. */
const voteCap = (users: number) => Math.floor((users - 1) / 2);

const padded = (prefix: string, width: number) => (i: number) =>
  prefix + String(i + 1).padStart(width, '0');
const widthFor = (count: number, least: number) => Math.max(least, String(count).length);
const timestamp = (ms: number) => formatTimestamp(new Date(ms));

export interface GuestAccount {
  id: string;
  username: string;
}

/**
 * Plans the world once (who wrote each post, how many likes each gets, how many people each
 * follows, what the guest follows, likes and saves), then yields rows table by table. Each table
 * draws from its own seeded stream, so its rows do not depend on the order tables are written.
 */
export class ScaleWorld {
  readonly userIds: string[];
  readonly usernames: string[];
  readonly postId: (i: number) => string;
  private readonly commentId: (i: number) => string;
  /** The author (user index) of each post. */
  readonly authorOf: Int32Array;
  /** Each post's creation time, epoch ms, rising with its index over the last 365 days. */
  readonly postMs: Float64Array;
  /** Likes of each post from generated people (the guest's come on top). */
  readonly likeCounts: Int32Array;
  private readonly commentCounts: Int32Array;
  /** Each reply's author (user index) and time, epoch ms; replies are numbered post by post. */
  private readonly commentAuthor: Int32Array;
  private readonly commentMs: Float64Array;
  /** Votes on each reply: a heavy tail, as likes. */
  private readonly voteCounts: Int32Array;
  /** How many people each person follows. */
  private readonly followCounts: Int32Array;
  private readonly guestFollows: Int32Array;
  private readonly guestLikes: Int32Array;
  private readonly guestLiked: Uint8Array;
  private readonly guestBookmarks: Int32Array;

  constructor(
    readonly sizes: ScaleSizes,
    private readonly guest: GuestAccount,
    readonly now: number = Date.now(),
  ) {
    const { users, posts } = sizes;
    const userId = padded('u', widthFor(users, 6));
    const username = padded('user', widthFor(users, 6));
    this.userIds = Array.from({ length: users }, (_, i) => userId(i));
    this.usernames = Array.from({ length: users }, (_, i) => username(i));
    this.postId = padded('p', widthFor(posts, 7));
    this.commentId = padded('c', widthFor(sizes.comments, 7));

    const random = seededRandom(1);
    // Posts per author: Zipf over the user number, so user000001 writes thousands and most
    // people a handful; then dealt out over time in random order.
    const perAuthor = apportion(random, posts, zipfWeights(users, 20), posts);
    this.authorOf = shuffledOwners(random, perAuthor, posts);
    const spacing = (365 * day) / posts;
    this.postMs = new Float64Array(posts);
    for (let i = 0; i < posts; i++)
      this.postMs[i] = Math.floor(this.now - 365 * day + (i + random()) * spacing);

    // Likes: a heavy tail, so Trending has posts with thousands of likes and most have a few.
    // Shifted down so that many posts get none.
    const likeWeights = paretoWeights(random, posts, 1.5).map((weight) => weight - 0.6);
    this.likeCounts = apportion(random, sizes.likes, likeWeights, likeCap(users));
    const commentWeights = Float64Array.from(this.likeCounts, (likes) => likes + 1);
    this.commentCounts = apportion(random, sizes.comments, commentWeights, commentCap);
    this.followCounts = apportion(
      random,
      sizes.follows,
      paretoWeights(random, users, 1.3),
      followCap(users),
    );

    this.guestFollows = distinctIndices(random, users, guestShare.follows).sort();
    this.guestLikes = distinctIndices(random, posts, guestShare.likes).sort();
    this.guestLiked = new Uint8Array(posts);
    for (const i of this.guestLikes) this.guestLiked[i] = 1;
    this.guestBookmarks = distinctIndices(random, posts, guestShare.bookmarks).sort();

    // Replies: after their post, by anyone; votes come from others (not their author).
    const planReplies = seededRandom(8);
    this.commentAuthor = new Int32Array(sizes.comments);
    this.commentMs = new Float64Array(sizes.comments);
    for (let i = 0, c = 0; i < posts; i++) {
      for (let k = 0; k < this.commentCounts[i]!; k++, c++) {
        this.commentMs[c] = Math.floor(
          this.postMs[i]! + planReplies() * (this.now - this.postMs[i]!),
        );
        this.commentAuthor[c] = randomIndex(planReplies, users);
      }
    }
    const voteWeights = paretoWeights(planReplies, sizes.comments, 1.5).map((w) => w - 0.6);
    this.voteCounts = apportion(planReplies, sizes.votes, voteWeights, voteCap(users));
  }

  /** The tables in the order they are written (posts before the rows that point at them). */
  steps(): FillStep[] {
    const { sizes } = this;
    return [
      { table: tables.users, count: sizes.users, rows: () => this.users() },
      {
        table: tables.follows,
        count: sizes.follows + this.guestFollows.length,
        rows: () => this.follows(),
      },
      { table: tables.posts, count: sizes.posts, rows: () => this.posts() },
      {
        table: tables.reactions,
        count: sizes.likes + this.guestLikes.length,
        rows: () => this.reactions(),
      },
      { table: tables.bookmarks, count: this.guestBookmarks.length, rows: () => this.bookmarks() },
      { table: tables.comments, count: sizes.comments, rows: () => this.comments() },
      { table: tables.commentVotes, count: sizes.votes, rows: () => this.commentVotes() },
      ...this.notificationSteps(),
    ];
  }

  private notificationSteps(): FillStep[] {
    const plan = new ScaleNotifications(
      {
        userIds: this.userIds,
        postId: this.postId,
        authorOf: this.authorOf,
        postMs: this.postMs,
        likeCounts: this.likeCounts,
        guestId: this.guest.id,
        now: this.now,
      },
      this.sizes.notifications,
    );
    return [
      { table: tables.notificationGroups, count: plan.count, rows: () => plan.groupRows() },
      { table: tables.notificationActors, count: plan.actorCount, rows: () => plan.actorRows() },
      { table: tables.notificationMarks, count: plan.recipients, rows: () => plan.markRows() },
    ];
  }

  /** A time between `from` and now, for an edge made after what it points at existed. */
  private after(random: Random, from: number) {
    return timestamp(from + random() * (this.now - from));
  }

  *users(): Iterable<Row> {
    const random = seededRandom(2);
    for (let i = 0; i < this.sizes.users; i++) {
      // Joined a year or two ago: before any generated post, follow or like.
      const created = timestamp(this.now - 730 * day + random() * 364 * day);
      const username = this.usernames[i]!;
      yield [
        this.userIds[i]!,
        username,
        pickOne(random, firstNames),
        pickOne(random, lastNames),
        `${username}@example.com`,
        unusablePasswordHash,
        avatarFor(random),
        bioFor(random),
        random() < 0.1 ? `https://example.com/${username}` : '',
        created,
        created,
      ];
    }
  }

  /**
   * Who follows whom: each person follows followCounts[i] others, 70% picked by popularity (so a
   * few have tens of thousands of followers), the rest at random. Written follower by follower,
   * followees ascending, which keeps the unique (follower, followee) index appending.
   */
  *follows(): Iterable<Row> {
    const random = seededRandom(3);
    const { users } = this.sizes;
    const popular = weightedSampler(zipfWeights(users, 3));
    const yearAgo = this.now - 365 * day;
    const picked = new Set<number>();
    for (let follower = 0; follower < users; follower++) {
      const count = this.followCounts[follower]!;
      picked.clear();
      // Ends quickly: count is at most a quarter of everyone, and 30% of picks are uniform.
      while (picked.size < count) {
        const followee = random() < 0.7 ? popular(random) : randomIndex(random, users);
        if (followee !== follower) picked.add(followee);
      }
      const followerId = this.userIds[follower]!;
      for (const followee of Int32Array.from(picked).sort())
        yield [followerId, this.userIds[followee]!, this.after(random, yearAgo)];
    }
    for (const followee of this.guestFollows)
      yield [this.guest.id, this.userIds[followee]!, this.after(random, yearAgo)];
  }

  *posts(): Iterable<Row> {
    const random = seededRandom(4);
    for (let i = 0; i < this.sizes.posts; i++) {
      const created = this.postMs[i]!;
      const createdAt = timestamp(created);
      yield [
        this.postId(i),
        postContent(random),
        random() < 0.15 ? pickOne(random, mediaUrls) : '',
        this.usernames[this.authorOf[i]!]!,
        // Every like row is counted: the generated ones and the guest's.
        this.likeCounts[i]! + this.guestLiked[i]!,
        createdAt,
        created,
        createdAt,
      ];
    }
  }

  /**
   * Likes, post by post: post i gets likeCounts[i] distinct people, start + k * step (mod users)
   * with a step coprime to users, so no set of likers is kept. The guest's likes come last.
   */
  *reactions(): Iterable<Row> {
    const random = seededRandom(5);
    const { users, posts } = this.sizes;
    for (let i = 0; i < posts; i++) {
      const count = this.likeCounts[i]!;
      if (count === 0) continue;
      const postId = this.postId(i);
      const start = randomIndex(random, users);
      const step = coprimeStep(random, users);
      for (let k = 0; k < count; k++) {
        const liker = this.userIds[(start + k * step) % users]!;
        yield [postId, liker, 'like', this.after(random, this.postMs[i]!)];
      }
    }
    for (const i of this.guestLikes)
      yield [this.postId(i), this.guest.id, 'like', this.after(random, this.postMs[i]!)];
  }

  *bookmarks(): Iterable<Row> {
    const random = seededRandom(6);
    for (const i of this.guestBookmarks)
      yield [this.guest.id, this.postId(i), this.after(random, this.postMs[i]!)];
  }

  /**
   * Replies gather on well-liked posts (up to 2,000 on one); their authors are anyone. Written
   * post by post, each post's oldest first, as a post's replies page.
   */
  *comments(): Iterable<Row> {
    const random = seededRandom(7);
    let c = 0;
    for (let i = 0; i < this.sizes.posts; i++) {
      const count = this.commentCounts[i]!;
      if (count === 0) continue;
      const postId = this.postId(i);
      const times = Array.from(this.commentMs.subarray(c, c + count)).sort((a, b) => a - b);
      for (let k = 0; k < count; k++, c++) {
        const createdAt = timestamp(times[k]!);
        const author = this.usernames[this.commentAuthor[c]!]!;
        yield [this.commentId(c), postId, author, commentText(random), createdAt, createdAt];
      }
    }
  }

  /**
   * Votes, reply by reply: voteCounts[c] distinct people other than the author, start + k * step
   * (mod users) as the likes are picked; four in five are upvotes.
   */
  *commentVotes(): Iterable<Row> {
    const random = seededRandom(9);
    const { users } = this.sizes;
    for (let c = 0; c < this.sizes.comments; c++) {
      const count = this.voteCounts[c]!;
      if (count === 0) continue;
      const commentId = this.commentId(c);
      const start = randomIndex(random, users);
      const step = coprimeStep(random, users);
      for (let k = 0, written = 0; written < count; k++) {
        const voter = (start + k * step) % users;
        if (voter === this.commentAuthor[c]) continue;
        const kind = random() < 0.8 ? 'up' : 'down';
        yield [commentId, this.userIds[voter]!, kind, this.after(random, this.commentMs[c]!)];
        written++;
      }
    }
  }
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
