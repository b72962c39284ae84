import type { Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * Locks one row on PostgreSQL (FOR UPDATE) by a statement of its own, so that what the locking
 * transaction reads next is read after the lock is held. Under READ COMMITTED each statement
 * takes a new snapshot, but a statement that waited for the lock rereads only the locked row: a
 * subquery of that same statement (the viewer's reaction to a post, say) would still read what
 * stood before the wait, and two likes sent at once would both find none.
 */
export async function lockRow(
  db: Kysely<Database>,
  table: 'posts' | 'comments',
  id: string,
): Promise<void> {
  await db.selectFrom(table).select('id').where('id', '=', id).forUpdate().execute();
}
