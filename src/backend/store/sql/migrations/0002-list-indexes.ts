import type { Kysely, Migration } from 'kysely';

/**
 * Indexes for the paged lists of "Scale I": each list reads one index range in insertion order
 * (seq), newest first, and stops after a page. A profile's followers and following, a user's
 * liked posts and bookmarks, and the newest replies of a post.
 */
export function createListIndexes(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const createIndex = (name: string) => db.schema.createIndex(name).ifNotExists();
      await createIndex('follows_by_follower_seq')
        .on('follows')
        .columns(['follower_id', 'seq'])
        .execute();
      await createIndex('follows_by_followee_seq')
        .on('follows')
        .columns(['followee_id', 'seq'])
        .execute();
      await createIndex('reactions_by_user_seq')
        .on('reactions')
        .columns(['user_id', 'kind', 'seq'])
        .execute();
      await createIndex('bookmarks_by_user_seq')
        .on('bookmarks')
        .columns(['user_id', 'seq'])
        .execute();
      await createIndex('comments_by_post_seq')
        .on('comments')
        .columns(['post_id', 'seq'])
        .execute();
    },
  };
}
