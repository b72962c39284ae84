/**
 * The generated world's notifications (npm run seed:scale): SCALE_NOTIFICATIONS lines, at most
 * one per post, spread over the posts' year in the order they happened. A post with likes gives
 * its author a line of them (actor_count its likes, the three newest named); a post without gives
 * someone popular a mention by its author; every 100th line is a mention of the guest instead, so
 * that the guest's /notifications has pages to read. On top, every reposted post gives its author
 * a repost line, as the app writes one (src/backend/notifications/notifier.ts): actor_count its
 * reposts, its three newest reposters named, at the time of its newest repost; it comes after the
 * line of the post it follows in time. Positions rise per recipient in line order,
 * as the API gives them; each recipient has read all but a few (the guest all but 150, so its
 * unread count is at the cap). Group ids are written explicitly (the actors point at them): the
 * world is filled into a database whose notification tables are empty.
 */
import { formatTimestamp } from '@/backend/timestamps';
import { randomIndex, seededRandom, weightedSampler, zipfWeights } from './random';
import type { Row } from './tables';

/** What the notifications are made from: the world's people, posts, authors, likes and reposts. */
export interface NotificationSource {
  userIds: readonly string[];
  postId: (i: number) => string;
  authorOf: Int32Array;
  postMs: Float64Array;
  likeCounts: Int32Array;
  /** Reposts per post, and each repost's reposter and time, numbered post by post (plan.ts). */
  repostCounts: Int32Array;
  reposter: Int32Array;
  repostMs: Float64Array;
  guestId: string;
  now: number;
}

interface Line {
  id: number;
  recipient: number;
  kind: 'like' | 'mention' | 'repost';
  post: number;
  actorCount: number;
  /** Newest first. */
  actors: number[];
  /** When each actor acted, newest first; without it, a minute apart before updatedMs. */
  actorMs?: number[];
  updatedMs: number;
  position: number;
}

/** The guest in `recipient` and `actors`: generated people are 0..users-1. */
const guest = -1;
const guestEvery = 100;
const guestUnread = 150;
const namedActors = 3;
const minute = 60_000;
const day = 24 * 60 * minute;

export class ScaleNotifications {
  /** How many lines each person (and, last, the guest) receives: their newest position. */
  private readonly lastPositions: Int32Array;
  /** How many lines there are in all, the repost lines among them. */
  readonly count: number = 0;
  /** How many actor rows the lines name in all. */
  readonly actorCount: number = 0;

  /** `sampled` is SCALE_NOTIFICATIONS: the lines of likes and mentions. */
  constructor(
    private readonly world: NotificationSource,
    private readonly sampled: number,
  ) {
    this.lastPositions = new Int32Array(world.userIds.length + 1);
    for (const line of this.lines()) {
      this.lastPositions[this.slot(line.recipient)] = line.position;
      this.count++;
      this.actorCount += line.actors.length;
    }
  }

  private slot(recipient: number) {
    return recipient === guest ? this.world.userIds.length : recipient;
  }

  private idOf(person: number) {
    return person === guest ? this.world.guestId : this.world.userIds[person]!;
  }

  /** Every line, in time order; the same each time it is read (one seeded stream). */
  *lines(): Iterable<Line> {
    const { userIds, authorOf, likeCounts, postMs, now } = this.world;
    const users = userIds.length;
    const posts = authorOf.length;
    const random = seededRandom(8);
    const popular = weightedSampler(zipfWeights(users, 3));
    const positions = new Int32Array(users + 1);
    const reposts = this.repostLines(positions);
    let id = 0;
    for (let j = 0; j < this.sampled; j++) {
      const post = Math.floor((j * posts) / this.sampled);
      const author = authorOf[post]!;
      const likes = likeCounts[post]!;
      const toGuest = j % guestEvery === guestEvery - 1;
      let recipient = author;
      let actors = [author];
      if (toGuest || likes === 0) {
        recipient = toGuest ? guest : popular(random);
        if (recipient === author) recipient = (author + 1) % users;
      } else {
        const start = randomIndex(random, users);
        actors = [];
        for (let k = 0; actors.length < Math.min(likes, namedActors); k++) {
          const liker = (start + k) % users;
          if (liker !== author) actors.push(liker);
        }
      }
      const updatedMs = postMs[post]! + random() * Math.min(day, now - postMs[post]!);
      yield {
        id: ++id,
        recipient,
        kind: actors[0] === author ? 'mention' : 'like',
        post,
        actorCount: actors[0] === author ? 1 : likes,
        actors,
        updatedMs,
        position: ++positions[this.slot(recipient)]!,
      };
      // The reposted posts from this one up to the next line's (to the last, after the last line).
      const until = j + 1 < this.sampled ? Math.floor(((j + 1) * posts) / this.sampled) : posts;
      for (const line of reposts.until(until)) yield { ...line, id: ++id };
    }
  }

  /** The repost lines in post order, handed out up to a post; `positions` is shared with lines. */
  private repostLines(positions: Int32Array) {
    const { authorOf, repostCounts, reposter, repostMs } = this.world;
    let post = 0;
    let end = 0; // one past the last repost of the posts handed out
    const slot = (recipient: number) => this.slot(recipient);
    return {
      *until(last: number): Iterable<Omit<Line, 'id'>> {
        for (; post < last; post++) {
          const count = repostCounts[post]!;
          if (count === 0) continue;
          end += count;
          const newest = Array.from(
            { length: Math.min(count, namedActors) },
            (_, k) => end - 1 - k,
          );
          const recipient = authorOf[post]!;
          yield {
            recipient,
            kind: 'repost',
            post,
            actorCount: count,
            actors: newest.map((r) => reposter[r]!),
            actorMs: newest.map((r) => repostMs[r]!),
            updatedMs: repostMs[end - 1]!,
            position: ++positions[slot(recipient)]!,
          };
        }
      },
    };
  }

  *groupRows(): Iterable<Row> {
    for (const line of this.lines()) {
      const postId = this.world.postId(line.post);
      yield [
        line.id,
        this.idOf(line.recipient),
        line.kind,
        `post:${postId}`,
        postId,
        null,
        line.position,
        line.actorCount,
        JSON.stringify(line.actors.map((actor) => this.idOf(actor))),
        formatTimestamp(new Date(line.updatedMs)),
      ];
    }
  }

  /** The named actors only: a line's other likers are counted in actor_count, not listed. */
  *actorRows(): Iterable<Row> {
    for (const line of this.lines())
      for (const [k, actor] of line.actors.entries()) {
        const ms = line.actorMs?.[k] ?? line.updatedMs - k * minute;
        yield [line.id, this.idOf(actor), formatTimestamp(new Date(ms))];
      }
  }

  get recipients() {
    return this.lastPositions.filter((last) => last > 0).length;
  }

  *markRows(): Iterable<Row> {
    const users = this.world.userIds.length;
    for (let slot = 0; slot <= users; slot++) {
      const last = this.lastPositions[slot]!;
      if (last === 0) continue;
      const unread = slot === users ? guestUnread : slot % 7;
      yield [
        slot === users ? this.world.guestId : this.world.userIds[slot]!,
        last,
        Math.max(0, last - unread),
      ];
    }
  }
}
