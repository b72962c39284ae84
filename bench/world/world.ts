/**
 * The generated world of npm run seed:scale: how many of everything, who wrote, follows and
 * likes what, and the rows themselves, as plain arrays in each table's column order. Nothing
 * here touches a database; sqlite.ts and postgres.ts write the rows.
 *
 * Deterministic for given sizes (only the timestamps move with the clock): user i is u000001 /
 * user000001, post i is p0000001, and low numbers are the prolific and popular people, so that
 * benchmarks can name a busy profile (user000001 has the most followers and posts).
 */
import { ScaleNotifications } from './notifications';
import { followRows, userRows } from './people-rows';
import { planWorld, type GuestAccount, type WorldPlan } from './plan';
import { bookmarkRows, postRows, postTagRows, reactionRows, repostRows } from './post-rows';
import { replyRows, replyVoteRows } from './reply-rows';
import type { ScaleSizes } from './sizes';
import { tables, type FillStep } from './tables';

/**
 * Plans the world once (plan.ts), then yields rows table by table. Each table draws from
 * its own seeded stream, so its rows do not depend on the order tables are written.
 */
export class ScaleWorld {
  readonly userIds: string[];
  readonly usernames: string[];
  readonly postId: (i: number) => string;
  readonly authorOf: Int32Array;
  readonly postMs: Float64Array;
  readonly likeCounts: Int32Array;
  private readonly plan: WorldPlan;

  constructor(
    readonly sizes: ScaleSizes,
    guest: GuestAccount,
    readonly now: number = Date.now(),
  ) {
    const plan = planWorld(sizes, guest, now);
    this.plan = plan;
    this.userIds = plan.userIds;
    this.usernames = plan.usernames;
    this.postId = plan.postId;
    this.authorOf = plan.authorOf;
    this.postMs = plan.postMs;
    this.likeCounts = plan.likeCounts;
  }

  /** The tables in the order they are written (posts before the rows that point at them). */
  steps(): FillStep[] {
    const { sizes, plan } = this;
    return [
      { table: tables.users, count: sizes.users, rows: () => userRows(plan) },
      {
        table: tables.follows,
        count: sizes.follows + plan.guestFollows.length,
        rows: () => followRows(plan),
      },
      { table: tables.posts, count: sizes.posts, rows: () => postRows(plan) },
      { table: tables.postTags, count: countOf(postTagRows(plan)), rows: () => postTagRows(plan) },
      {
        table: tables.reactions,
        count: sizes.likes + plan.guestLikes.length,
        rows: () => reactionRows(plan),
      },
      { table: tables.reposts, count: plan.reposter.length, rows: () => repostRows(plan) },
      {
        table: tables.bookmarks,
        count: plan.guestBookmarks.length,
        rows: () => bookmarkRows(plan),
      },
      { table: tables.replies, count: sizes.replies, rows: () => replyRows(plan) },
      { table: tables.replyVotes, count: sizes.votes, rows: () => replyVoteRows(plan) },
      ...this.notificationSteps(),
    ];
  }

  private notificationSteps(): FillStep[] {
    const lines = new ScaleNotifications(
      {
        userIds: this.userIds,
        postId: this.postId,
        authorOf: this.authorOf,
        postMs: this.postMs,
        likeCounts: this.likeCounts,
        repostCounts: this.plan.repostCounts,
        reposter: this.plan.reposter,
        repostMs: this.plan.repostMs,
        guestId: this.plan.guest.id,
        now: this.now,
      },
      this.sizes.notifications,
    );
    return [
      { table: tables.notificationGroups, count: lines.count, rows: () => lines.groupRows() },
      { table: tables.notificationActors, count: lines.actorCount, rows: () => lines.actorRows() },
      { table: tables.notificationMarks, count: lines.recipients, rows: () => lines.markRows() },
    ];
  }
}

/** How many rows a table's generator yields, where the plan does not say. */
function countOf(rows: Iterable<unknown>): number {
  let count = 0;
  for (const _row of rows) count++;
  return count;
}
