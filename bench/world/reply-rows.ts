import { timeAfter, timestamp, type WorldPlan } from './plan';
import { coprimeStep, randomIndex, seededRandom } from './random';
import type { Row } from './tables';
import { replyText } from './text';

/**
 * Replies gather on well-liked posts (up to 2,000 on one); their authors are anyone. Written
 * post by post, each post's oldest first, as a post's replies page.
 */
export function* replyRows(plan: WorldPlan): Iterable<Row> {
  const random = seededRandom(7);
  let c = 0;
  for (let i = 0; i < plan.sizes.posts; i++) {
    const count = plan.replyCounts[i]!;
    if (count === 0) continue;
    const postId = plan.postId(i);
    const times = Array.from(plan.replyMs.subarray(c, c + count)).sort((a, b) => a - b);
    for (let k = 0; k < count; k++, c++) {
      const createdAt = timestamp(times[k]!);
      const author = plan.usernames[plan.replyAuthor[c]!]!;
      yield [plan.replyId(c), postId, author, replyText(random), createdAt, createdAt];
    }
  }
}

/**
 * Votes, reply by reply: voteCounts[c] distinct people other than the author, start + k * step
 * (mod users) as the likes are picked; four in five are upvotes.
 */
export function* replyVoteRows(plan: WorldPlan): Iterable<Row> {
  const random = seededRandom(9);
  const { users } = plan.sizes;
  for (let c = 0; c < plan.sizes.replies; c++) {
    const count = plan.voteCounts[c]!;
    if (count === 0) continue;
    const replyId = plan.replyId(c);
    const start = randomIndex(random, users);
    const step = coprimeStep(random, users);
    for (let k = 0, written = 0; written < count; k++) {
      const voter = (start + k * step) % users;
      if (voter === plan.replyAuthor[c]) continue;
      const kind = random() < 0.8 ? 'up' : 'down';
      yield [replyId, plan.userIds[voter]!, kind, timeAfter(plan, random, plan.replyMs[c]!)];
      written++;
    }
  }
}
