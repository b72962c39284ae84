import { day, timeAfter, timestamp, type WorldPlan } from './plan';
import { pickOne, randomIndex, seededRandom, weightedSampler, zipfWeights } from './random';
import type { Row } from './tables';
import { avatarFor, bioFor, firstNames, lastNames } from './text';

/**
 * A generated account's password hash: not of the scrypt$ form the hasher reads, so every
 * password is refused at once, without spending a hash. Only the seeded guest can log in.
 */
export const unusablePasswordHash = 'disabled$generated-by-seed-scale';

export function* userRows(plan: WorldPlan): Iterable<Row> {
  const random = seededRandom(2);
  for (let i = 0; i < plan.sizes.users; i++) {
    // Joined a year or two ago: before any generated post, follow or like.
    const created = timestamp(plan.now - 730 * day + random() * 364 * day);
    const username = plan.usernames[i]!;
    yield [
      plan.userIds[i]!,
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
export function* followRows(plan: WorldPlan): Iterable<Row> {
  const random = seededRandom(3);
  const { users } = plan.sizes;
  const popular = weightedSampler(zipfWeights(users, 3));
  const yearAgo = plan.now - 365 * day;
  const picked = new Set<number>();
  for (let follower = 0; follower < users; follower++) {
    const count = plan.followCounts[follower]!;
    picked.clear();
    // Ends quickly: count is at most a quarter of everyone, and 30% of picks are uniform.
    while (picked.size < count) {
      const followee = random() < 0.7 ? popular(random) : randomIndex(random, users);
      if (followee !== follower) picked.add(followee);
    }
    const followerId = plan.userIds[follower]!;
    for (const followee of Int32Array.from(picked).sort())
      yield [followerId, plan.userIds[followee]!, timeAfter(plan, random, yearAgo)];
  }
  for (const followee of plan.guestFollows)
    yield [plan.guest.id, plan.userIds[followee]!, timeAfter(plan, random, yearAgo)];
}
