/**
 * What undoes the newest migrations, newest first, for the tests that take a database back to an
 * older schema and migrate it again. Each list ends by forgetting that the migration ran.
 */
export const undoMigrations = {
  // The column may stay nullable: 0031's undo drops the table, and 0032 run again changes nothing.
  '0032-retry-key-claims': ["delete from kysely_migration where name = '0032-retry-key-claims'"],
  '0031-retry-keys': [
    'drop table if exists post_retry_keys',
    'alter table uploads drop column description',
    "delete from kysely_migration where name = '0031-retry-keys'",
  ],
  // The tables stay unlogged: setting them so again changes nothing.
  '0030-unlogged-counts': ["delete from kysely_migration where name = '0030-unlogged-counts'"],
  '0029-open-streams': [
    'drop table if exists open_streams',
    "delete from kysely_migration where name = '0029-open-streams'",
  ],
  '0028-oauth': [
    'drop table if exists oauth_tokens',
    'drop table if exists oauth_codes',
    'drop table if exists oauth_apps',
    "delete from kysely_migration where name = '0028-oauth'",
  ],
  '0027-jobs': [
    'drop table if exists jobs',
    "delete from kysely_migration where name = '0027-jobs'",
  ],
  '0026-job-runs': [
    'drop table if exists job_runs',
    "delete from kysely_migration where name = '0026-job-runs'",
  ],
  '0025-token-key': [
    'drop table if exists token_key',
    "delete from kysely_migration where name = '0025-token-key'",
  ],
  // Its column and index stay (SQLite has neither, and cannot drop a column "if exists"): the
  // migration makes each only where it is missing.
  '0024-post-search-words': ["delete from kysely_migration where name = '0024-post-search-words'"],
  '0023-public-pages': [
    'drop index users_members_only',
    'alter table users drop column visible_to',
    "delete from kysely_migration where name = '0023-public-pages'",
  ],
  '0022-reposts': [
    'drop table quotes',
    'drop table reposts',
    'drop index timeline_entries_by_owner_post',
    'alter table timeline_entries drop column reposter_id',
    'alter table posts drop column quote_of',
    'alter table posts drop column allow_quotes',
    'alter table posts drop column repost_count',
    'alter table posts drop column quote_count',
    "delete from kysely_migration where name = '0022-reposts'",
  ],
  '0021-tags': [
    'drop table tag_counts',
    'drop table post_tags',
    "delete from kysely_migration where name = '0021-tags'",
  ],
  // Its index stays, as the statements of both databases cannot drop SQLite's triggers: the
  // migration makes each part only where it is missing, and nothing older touches them.
  '0020-post-search': ["delete from kysely_migration where name = '0020-post-search'"],
  '0019-uploads': [
    'drop table upload_files',
    'drop table uploads',
    'alter table posts drop column media_json',
    'alter table posts drop column content_warning',
    'alter table posts drop column sensitive',
    "delete from kysely_migration where name = '0019-uploads'",
  ],
  '0018-retired-usernames': [
    'drop table retired_usernames',
    ...[
      'comment_votes_by_user',
      'notification_actors_by_actor',
      'user_hides_by_hidden',
      'reports_by_reporter',
      'reports_by_target_user',
      'moderation_actions_by_moderator',
    ].map((index) => `drop index ${index}`),
    "delete from kysely_migration where name = '0018-retired-usernames'",
  ],
  '0017-mail': [
    'drop table account_tokens',
    'drop table mail_outbox',
    'drop index users_by_email',
    'alter table users drop column email_verified_at',
    "delete from kysely_migration where name = '0017-mail'",
  ],
  '0016-session-devices': [
    'drop index sessions_by_user_newest',
    'create index sessions_by_user on sessions (user_id)',
    'alter table sessions drop column user_agent',
    'alter table sessions drop column address',
    'alter table sessions drop column last_seen_at',
    "delete from kysely_migration where name = '0016-session-devices'",
  ],
} as const;
