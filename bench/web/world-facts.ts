// bench:web's world, checked before anything starts: the guest is there and there are enough
// posts to scroll through. Its size in words, for the heading.
import { guestCredentials } from '@/contract';
import { BenchError } from '../support/settings';
import type { World } from '../support/world';

const names: Record<string, string> = { reactions: 'likes' };

export async function readWorld(world: World, scrollPosts: number): Promise<string> {
  const count = async (sql: string, params: unknown[] = []) =>
    Number((await world.read<{ n: number | string }>(sql, params))[0]?.n ?? 0);
  const counts: Record<string, number> = {};
  for (const table of ['users', 'posts', 'follows', 'reactions'])
    counts[table] = await count(`select count(*) as n from ${table}`);
  const { username } = guestCredentials;
  if ((await count('select count(*) as n from users where username = ?', [username])) === 0)
    throw new BenchError(`The database has no ${username}: run npm run seed:scale first.`);
  if ((counts.posts ?? 0) < scrollPosts)
    throw new BenchError(
      `The database holds ${counts.posts} posts, fewer than the ${scrollPosts} to scroll ` +
        'through: make a bigger world with npm run seed:scale (SCALE_POSTS).',
    );
  return Object.entries(counts)
    .map(([table, n]) => `${n.toLocaleString('en-US')} ${names[table] ?? table}`)
    .join(', ');
}
