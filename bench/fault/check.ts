// After the fault run, every write the server acknowledged is looked up in the database itself
// (not through the server): SQLite's file, or the run's own PostgreSQL schema.
import type { World } from '../support/world';
import type { Writer } from './writers';

export interface CheckResult {
  checked: Record<'posts' | 'deletes' | 'likes' | 'bookmarks' | 'follows' | 'unfollows', number>;
  /** What was acknowledged but is missing or wrong, a line each. */
  missing: string[];
  /** Writes a cut request left unknown, not checked. */
  unknown: number;
}

/** Every acknowledged post, edit, delete, like, bookmark and follow, looked up one by one. */
export async function checkAcknowledged(
  world: World,
  writers: readonly Writer[],
): Promise<CheckResult> {
  const checked = { posts: 0, deletes: 0, likes: 0, bookmarks: 0, follows: 0, unfollows: 0 };
  const missing: string[] = [];
  let unknown = 0;
  const one = async <T>(sql: string, params: unknown[]) => (await world.read<T>(sql, params))[0];
  for (const writer of writers) {
    for (const [id, post] of writer.posts) {
      if (post.state === 'unknown') {
        unknown++;
        continue;
      }
      const row = await one<{ content: string }>('select content from posts where id = ?', [id]);
      if (post.state === 'deleted') {
        checked.deletes++;
        if (row) missing.push(`post ${id}: deleted (acknowledged) but still stored`);
        continue;
      }
      checked.posts++;
      if (!row) missing.push(`post ${id} by ${writer.username}: acknowledged but not stored`);
      else if (post.contentKnown && row.content !== post.content)
        missing.push(`post ${id}: content "${row.content}", acknowledged "${post.content}"`);
    }
    for (const [id, state] of writer.likes) {
      if (state !== 'yes') {
        unknown++;
        continue;
      }
      checked.likes++;
      const sql = 'select kind from reactions where post_id = ? and user_id = ?';
      const row = await one<{ kind: string }>(sql, [id, writer.id]);
      if (row?.kind !== 'like') missing.push(`like of ${id} by ${writer.username}: not stored`);
    }
    for (const [id, state] of writer.bookmarks) {
      if (state !== 'yes') {
        unknown++;
        continue;
      }
      checked.bookmarks++;
      const sql = 'select 1 as found from bookmarks where post_id = ? and user_id = ?';
      if (!(await one(sql, [id, writer.id])))
        missing.push(`bookmark of ${id} by ${writer.username}: not stored`);
    }
    for (const [id, state] of writer.follows) {
      if (state === 'unknown') {
        unknown++;
        continue;
      }
      checked[state === 'yes' ? 'follows' : 'unfollows']++;
      const sql = 'select 1 as found from follows where follower_id = ? and followee_id = ?';
      const stored = Boolean(await one(sql, [writer.id, id]));
      if (stored !== (state === 'yes'))
        missing.push(
          `${writer.username} ${state === 'yes' ? 'follows' : 'unfollowed'} ${id}: stored ${stored}`,
        );
    }
  }
  return { checked, missing, unknown };
}
