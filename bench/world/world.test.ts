import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readScaleSizes } from './sizes';
import { ScaleWorld } from './world';

/**
 * Each table's rows of a small world made at a fixed time, hashed. The figures are those the
 * generator gave when it still lived in src/server/seed: a change to them changes every world that
 * npm run seed:scale makes, and so every benchmark figure measured on one (docs/benchmarks.md).
 */
const fingerprint = {
  users: [200, '6bff0a2ab2fdb3f7'],
  follows: [3200, 'effa501a6c21fcbc'],
  posts: [1000, '34ad00b1db369cea'],
  post_tags: [110, 'bd95cd95a9d5fd4a'],
  reactions: [5300, 'a9098f67b3d0c37b'],
  // 63 of the 1,000 posts reposted (plan.ts), each of them a repost line for its author.
  reposts: [154, '03a0612c0c677fef'],
  bookmarks: [300, 'ef26848d4113adb1'],
  comments: [1000, 'd9e6d0772e31544e'],
  comment_votes: [1000, '6283129eb23af8d0'],
  notification_groups: [1063, '9cda3e8ea8e7ac59'],
  notification_actors: [2454, 'dd6d39e7df6c2dd5'],
  notification_marks: [201, 'e74c726c76a8ed4d'],
};

describe('the scale world', () => {
  it('is the same world for the same sizes and time', () => {
    const sizes = readScaleSizes({
      SCALE_USERS: '200',
      SCALE_POSTS: '1000',
      SCALE_FOLLOWS: '3000',
      SCALE_LIKES: '5000',
    });
    const world = new ScaleWorld(
      sizes,
      { id: 'guest-id', username: 'guest' },
      Date.UTC(2026, 0, 1),
    );
    const seen: Record<string, [number, string]> = {};
    for (const step of world.steps()) {
      const hash = createHash('sha256');
      let rows = 0;
      for (const row of step.rows()) {
        hash.update(JSON.stringify(row));
        rows++;
      }
      expect(rows).toBe(step.count);
      seen[step.table.name] = [rows, hash.digest('hex').slice(0, 16)];
    }
    expect(seen).toEqual(fingerprint);
  });

  it('still reads SCALE_COMMENTS, the older name of SCALE_REPLIES', () => {
    const sizes = readScaleSizes({
      SCALE_USERS: '50',
      SCALE_POSTS: '100',
      SCALE_FOLLOWS: '100',
      SCALE_LIKES: '100',
      SCALE_COMMENTS: '40',
    });
    expect(sizes.replies).toBe(40);
    expect(sizes.votes).toBe(40);
  });
});
