import { Migrator, sql, type Kysely, type Migration } from 'kysely';
import type { SqlDialect } from '../dialect';
import type { Database } from '../schema';
import { createTables } from './0001-tables';
import { createListIndexes } from './0002-list-indexes';
import { sqliteSeqNeverReused } from './0003-sqlite-seq-never-reused';
import { createRateLimitWindows } from './0004-rate-limit-windows';
import { createReplyVotes } from './0005-reply-votes';
import { createNotificationTables } from './0006-notifications';
import { createKeptCounts } from './0007-kept-counts';
import { createHomeTimelines } from './0008-home-timelines';
import { createPostLikesById } from './0009-post-likes-by-id';
import { createTimelineReadDays } from './0010-timeline-read-days';
import { createReplyVersions } from './0011-reply-versions';
import { createMediaDescriptions } from './0012-media-descriptions';
import { createHides } from './0013-hides';
import { createModeration } from './0014-moderation';
import { createSuspendedIndex } from './0015-suspended';
import { createSessionDevices } from './0016-session-devices';
import { createMail } from './0017-mail';
import { createRetiredUsernames } from './0018-retired-usernames';
import { createUploads } from './0019-uploads';
import { createPostSearch } from './0020-post-search';
import { createTags } from './0021-tags';
import { createReposts } from './0022-reposts';
import { createPublicPages } from './0023-public-pages';
import { createPostSearchWords } from './0024-post-search-words';
import { createTokenKey } from './0025-token-key';
import { createJobRuns } from './0026-job-runs';
import { createJobs } from './0027-jobs';
import { createOAuth } from './0028-oauth';
import { createOpenStreams } from './0029-open-streams';
import { unlogCounts } from './0030-unlogged-counts';
import { createRetryKeys } from './0031-retry-keys';
import { createRetryKeyClaims } from './0032-retry-key-claims';

/**
 * The migrations as code, in the order they apply (Kysely sorts them by name). The backend runs
 * where files cannot be read, so there is no migrations folder to scan. Never edit one that has
 * shipped: add the next.
 */
function migrations(dialect: SqlDialect): Record<string, Migration> {
  return {
    '0001-tables': createTables(dialect),
    '0002-list-indexes': createListIndexes(),
    '0003-sqlite-seq-never-reused': sqliteSeqNeverReused(dialect),
    '0004-rate-limit-windows': createRateLimitWindows(dialect),
    '0005-comment-votes': createReplyVotes(dialect),
    '0006-notifications': createNotificationTables(dialect),
    '0007-kept-counts': createKeptCounts(dialect),
    '0008-home-timelines': createHomeTimelines(dialect),
    '0009-post-likes-by-id': createPostLikesById(),
    '0010-timeline-read-days': createTimelineReadDays(dialect),
    '0011-reply-versions': createReplyVersions(dialect),
    '0012-media-descriptions': createMediaDescriptions(),
    '0013-hides': createHides(dialect),
    '0014-moderation': createModeration(dialect),
    '0015-suspended': createSuspendedIndex(),
    '0016-session-devices': createSessionDevices(),
    '0017-mail': createMail(dialect),
    '0018-retired-usernames': createRetiredUsernames(dialect),
    '0019-uploads': createUploads(dialect),
    '0020-post-search': createPostSearch(dialect),
    '0021-tags': createTags(dialect),
    '0022-reposts': createReposts(dialect),
    '0023-public-pages': createPublicPages(),
    '0024-post-search-words': createPostSearchWords(dialect),
    '0025-token-key': createTokenKey(dialect),
    '0026-job-runs': createJobRuns(dialect),
    '0027-jobs': createJobs(dialect),
    '0028-oauth': createOAuth(dialect),
    '0029-open-streams': createOpenStreams(dialect),
    '0030-unlogged-counts': unlogCounts(dialect),
    '0031-retry-keys': createRetryKeys(dialect),
    '0032-retry-key-claims': createRetryKeyClaims(dialect),
  };
}

async function migratorOf(db: Kysely<Database>, dialect: SqlDialect): Promise<Migrator> {
  return new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations(dialect)) },
    // Kysely looks for its bookkeeping tables in every schema unless told which one: another
    // schema's kysely_migration (another app's, a parallel test's) would pass for ours.
    ...(dialect === 'postgres' ? { migrationTableSchema: await currentSchema(db) } : {}),
  });
}

/** Brings the database's schema up to date; a no-op when it already is. */
export async function migrateToLatest(db: Kysely<Database>, dialect: SqlDialect): Promise<void> {
  const migrator = await migratorOf(db, dialect);
  const { error } = await migrator.migrateToLatest();
  if (error !== undefined) {
    throw error instanceof Error ? error : new Error('Migration failed', { cause: error });
  }
}

/**
 * How many of the code's migrations the database has not run: above 0 when this code is newer
 * than the schema (a deploy whose migration has not run yet). Throws when the database cannot be
 * read.
 */
export async function pendingMigrations(db: Kysely<Database>, dialect: SqlDialect) {
  const known = await (await migratorOf(db, dialect)).getMigrations();
  return known.filter((migration) => migration.executedAt === undefined).length;
}

/** The schema PostgreSQL creates tables in: the first of the search_path that exists. */
async function currentSchema(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(
    db,
  );
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('No schema of the search_path exists to create the tables in.');
  return schema;
}
