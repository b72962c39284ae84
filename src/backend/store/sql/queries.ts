import type { Kysely } from 'kysely';
import type { StoreTx } from '../port';
import { accountQueries } from './accounts';
import { bookmarkQueries } from './bookmarks';
import { replyQueries } from './replies';
import type { SqlDialect } from './dialect';
import { followQueries } from './follows';
import { hideQueries } from './hides';
import { jobQueries } from './jobs';
import { mutedWordQueries } from './muted-words';
import { accountTokenQueries, mailQueries } from './mail';
import { mediaQueries } from './media';
import { moderationQueries } from './moderation';
import type { NewestRepliesCache } from './newest-replies-cache';
import { notificationQueries } from './notifications';
import { oauthQueries } from './oauth';
import { postQueries } from './posts';
import { reactionQueries } from './reactions';
import { repostQueries } from './reposts';
import type { Database } from './schema';
import { sessionQueries } from './sessions';
import { tagQueries } from './tags';
import { uploadQueries } from './uploads';
import { userQueries } from './users';

/**
 * The port's reads and writes over one Kysely handle: the pool or single connection outside a
 * transaction, or the one connection a transaction holds (inTransaction). Each is one SQL
 * statement but a home feed page, which outside a transaction reads the reader's kept timeline
 * in a read transaction and builds it in a transaction of its own (home-timeline.ts).
 */
export function storeQueries(
  db: Kysely<Database>,
  dialect: SqlDialect,
  inTransaction = false,
  /** The store's kept newest replies; outside transactions only. */
  replyCache?: NewestRepliesCache,
): StoreTx {
  return {
    users: userQueries(db, dialect),
    posts: postQueries(db, dialect, inTransaction),
    reactions: reactionQueries(db, dialect),
    tags: tagQueries(db),
    reposts: repostQueries(db),
    follows: followQueries(db, dialect),
    bookmarks: bookmarkQueries(db, dialect),
    replies: replyQueries(db, dialect, replyCache),
    notifications: notificationQueries(db),
    sessions: sessionQueries(db, dialect),
    media: mediaQueries(db, dialect),
    uploads: uploadQueries(db, dialect),
    hides: hideQueries(db, dialect),
    mutedWords: mutedWordQueries(db),
    moderation: moderationQueries(db),
    mail: mailQueries(db, dialect),
    accountTokens: accountTokenQueries(db),
    accounts: accountQueries(db, dialect),
    jobs: jobQueries(db, dialect),
    oauth: oauthQueries(db, dialect),
  };
}
