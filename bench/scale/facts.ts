// What the scale bench reads from its world before the server starts: table sizes for the
// heading, and what the guest has not liked, followed or voted on yet, so that every write is new.
import { guestCredentials } from '@/contract';
import { BenchError } from '../support/settings';
import type { World } from '../support/world';

export interface WorldFacts {
  /** Rows per table. */
  counts: Record<string, number>;
  targets: {
    unlikedPosts: string[];
    /** "postId/replyId", replies by others. */
    unvotedReplies: string[];
    unfollowedUsers: string[];
  };
  /** The post with the most replies (seed:scale caps one post at 2,000). */
  busiestPost: { id: string; replies: number };
}

const countedTables = ['users', 'posts', 'follows', 'reactions', 'comments', 'comment_votes'];
const countNames: Record<string, string> = {
  reactions: 'likes',
  comments: 'replies',
  comment_votes: 'reply votes',
};

export const describeCounts = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([table, n]) => `${n.toLocaleString('en-US')} ${countNames[table] ?? table}`)
    .join(', ');

/** The facts, with up to `limit` fresh targets of each kind. */
export async function readFacts(world: World, limit: number): Promise<WorldFacts> {
  const counts: Record<string, number> = {};
  for (const table of countedTables) {
    const [row] = await world.read<{ n: number | string }>(`select count(*) as n from ${table}`);
    counts[table] = Number(row?.n ?? 0);
  }
  const guest = guestCredentials.username;
  const [guestRow] = await world.read<{ id: string }>('select id from users where username = ?', [
    guest,
  ]);
  if (!guestRow) throw new BenchError(`The database has no ${guest}: run npm run seed:scale.`);
  const ids = async (sql: string, params: unknown[]) =>
    (await world.read<{ id: string }>(sql, params)).map((row) => row.id);
  const targets = {
    // Newest first, as people like what they see at the top.
    unlikedPosts: await ids(
      `select id from posts p where not exists
         (select 1 from reactions r where r.post_id = p.id and r.user_id = ?)
       order by seq desc limit ?`,
      [guestRow.id, limit],
    ),
    unvotedReplies: (
      await world.read<{ post_id: string; id: string }>(
        `select post_id, id from comments c where c.username <> ? and not exists
           (select 1 from comment_votes v where v.comment_id = c.id and v.user_id = ?)
         order by seq desc limit ?`,
        [guest, guestRow.id, limit],
      )
    ).map((row) => `${row.post_id}/${row.id}`),
    unfollowedUsers: await ids(
      `select id from users u where u.id <> ? and not exists
         (select 1 from follows f where f.follower_id = ? and f.followee_id = u.id)
       order by seq limit ?`,
      [guestRow.id, guestRow.id, limit],
    ),
  };
  const [busiest] = await world.read<{ id: string; replies: number | string }>(
    `select post_id as id, count(*) as replies from comments
     group by post_id order by count(*) desc, post_id limit 1`,
  );
  if (!busiest)
    throw new BenchError('The world has no replies: run seed:scale with SCALE_REPLIES.');
  return { counts, targets, busiestPost: { id: busiest.id, replies: Number(busiest.replies) } };
}
