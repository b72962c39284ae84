import { timeAfter, timestamp, type WorldPlan } from './plan';
import { coprimeStep, pickOne, randomIndex, seededRandom } from './random';
import type { Row } from './tables';
import { mediaUrls, postContent } from './text';
import { seedMediaAlt } from '@/backend/seed/seed-media-descriptions';
import { hashtagsIn } from '@/contract/hashtags';

export function* postRows(plan: WorldPlan): Iterable<Row> {
  const random = seededRandom(4);
  for (let i = 0; i < plan.sizes.posts; i++) {
    const created = plan.postMs[i]!;
    const createdAt = timestamp(created);
    // Text first, then media: the same draws as before posts had descriptions, so that a world
    // generated now is the one generated then.
    const content = postContent(random);
    const mediaURL = random() < 0.15 ? pickOne(random, mediaUrls) : '';
    yield [
      plan.postId(i),
      content,
      mediaURL,
      seedMediaAlt(mediaURL),
      plan.usernames[plan.authorOf[i]!]!,
      // Every like row is counted: the generated ones and the guest's.
      plan.likeCounts[i]! + plan.guestLiked[i]!,
      plan.repostCounts[i]!,
      createdAt,
      created,
      createdAt,
    ];
  }
}

/** Each post's hashtags (about one post in ten carries one), from the same rows as postRows. */
export function* postTagRows(plan: WorldPlan): Iterable<Row> {
  for (const [id, content, , , username, , , , createdMs] of postRows(plan))
    for (const tag of hashtagsIn(String(content))) yield [id!, tag, username!, createdMs!];
}

/**
 * Likes, post by post: post i gets likeCounts[i] distinct people, start + k * step (mod users)
 * with a step coprime to users, so no set of likers is kept. The guest's likes come last.
 */
export function* reactionRows(plan: WorldPlan): Iterable<Row> {
  const random = seededRandom(5);
  const { users, posts } = plan.sizes;
  for (let i = 0; i < posts; i++) {
    const count = plan.likeCounts[i]!;
    if (count === 0) continue;
    const postId = plan.postId(i);
    const start = randomIndex(random, users);
    const step = coprimeStep(random, users);
    for (let k = 0; k < count; k++) {
      const liker = plan.userIds[(start + k * step) % users]!;
      yield [postId, liker, 'like', timeAfter(plan, random, plan.postMs[i]!)];
    }
  }
  for (const i of plan.guestLikes)
    yield [plan.postId(i), plan.guest.id, 'like', timeAfter(plan, random, plan.postMs[i]!)];
}

/** Reposts, post by post, each post's oldest first: who and when are in the plan (plan.ts). */
export function* repostRows(plan: WorldPlan): Iterable<Row> {
  for (let i = 0, r = 0; i < plan.sizes.posts; i++) {
    const count = plan.repostCounts[i]!;
    if (count === 0) continue;
    const postId = plan.postId(i);
    for (let k = 0; k < count; k++, r++) {
      const ms = plan.repostMs[r]!;
      yield [postId, plan.userIds[plan.reposter[r]!]!, timestamp(ms), ms];
    }
  }
}

export function* bookmarkRows(plan: WorldPlan): Iterable<Row> {
  const random = seededRandom(6);
  for (const i of plan.guestBookmarks)
    yield [plan.guest.id, plan.postId(i), timeAfter(plan, random, plan.postMs[i]!)];
}
