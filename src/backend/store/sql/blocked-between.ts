import type { ExpressionBuilder } from 'kysely';
import type { Database } from './schema';

/**
 * Whether either of the two has blocked the other, as a subquery of a larger read (a block is kept
 * on both sides, so the reader's rows tell it): safety/blocked.ts's blockedEitherWay in SQL.
 */
export function blockedBetween<DB extends Database, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  userId: string,
  otherIdColumn: string,
) {
  const db = eb as unknown as ExpressionBuilder<Database, never>;
  return db.exists(
    db
      .selectFrom('user_hides as h')
      .select('h.seq')
      .where('h.reader_id', '=', userId)
      .whereRef('h.hidden_id', '=', db.ref(otherIdColumn as never))
      .where('h.kind', 'in', ['block', 'blockedBy']),
  );
}
