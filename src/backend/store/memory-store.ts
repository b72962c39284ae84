import { memoryAccounts } from './memory-accounts';
import { memoryReplies } from './memory-replies';
import { memoryBookmarks, memoryFollows } from './memory-follows-bookmarks';
import { memoryHides } from './memory-hides';
import { memoryJobs } from './memory-jobs';
import { memoryAccountTokens, memoryMail } from './memory-mail';
import { memoryMedia } from './memory-media';
import { memoryMutedWords } from './memory-muted-words';
import { memoryModeration } from './memory-moderation';
import { memoryNotifications } from './memory-notifications';
import { memoryOAuth } from './memory-oauth';
import { memoryPosts, memoryReactions } from './memory-posts';
import { memoryTags } from './memory-tags';
import { memoryReposts } from './memory-reposts';
import { memoryUploads } from './memory-uploads';
import { copy } from './memory-rows';
import { cloneState, emptyState, type StateOf, type Table } from './memory-state';
import { memorySessions, memoryUsers } from './memory-users';
import type { Store, StoreTx } from './port';

/** The store's API over one state; a transaction runs it over a working copy. */
function operations(state: StateOf): StoreTx {
  return {
    users: memoryUsers(state),
    posts: memoryPosts(state),
    reactions: memoryReactions(state),
    tags: memoryTags(state),
    reposts: memoryReposts(state),
    follows: memoryFollows(state),
    bookmarks: memoryBookmarks(state),
    replies: memoryReplies(state),
    notifications: memoryNotifications(state),
    sessions: memorySessions(state),
    media: memoryMedia(state),
    uploads: memoryUploads(state),
    hides: memoryHides(state),
    mutedWords: memoryMutedWords(state),
    moderation: memoryModeration(state),
    mail: memoryMail(state),
    accountTokens: memoryAccountTokens(state),
    accounts: memoryAccounts(state),
    jobs: memoryJobs(state),
    oauth: memoryOAuth(state),
  };
}

export interface MemoryStore extends Store {
  /** A deep copy of everything stored, for tests that check a refused request changed nothing. */
  dump(): Record<Table, unknown[]>;
}

/**
 * Plain objects in memory: the browser host's storage and the fast store for unit tests.
 * Transactions run one at a time on a working copy (cloneState) that replaces the state only
 * on success.
 */
export function createMemoryStore(): MemoryStore {
  let committed = emptyState();
  let queue: Promise<unknown> = Promise.resolve();
  const transaction = <T>(fn: (tx: StoreTx) => Promise<T>): Promise<T> => {
    const run = async () => {
      const working = cloneState(committed);
      const result = await fn(operations(() => working));
      committed = working;
      return result;
    };
    const result = queue.then(run, run);
    queue = result.catch(() => undefined);
    return result;
  };
  // A write outside a transaction queues behind the running one, whose commit would otherwise
  // replace the state and lose it (a logout's revoke during a login, say). Reads stay direct.
  const queued =
    <A extends unknown[]>(write: (tx: StoreTx, ...args: A) => Promise<void>) =>
    (...args: A) =>
      transaction((tx) => write(tx, ...args));
  const direct = operations(() => committed);
  const store: StoreTx = {
    users: {
      ...direct.users,
      insert: queued((tx, row) => tx.users.insert(row)),
      update: queued((tx, id, patch) => tx.users.update(id, patch)),
      deleteAwaiting: (id) => transaction((tx) => tx.users.deleteAwaiting(id)),
    },
    posts: {
      ...direct.posts,
      insert: queued((tx, row) => tx.posts.insert(row)),
      update: queued((tx, id, patch) => tx.posts.update(id, patch)),
      delete: queued((tx, id) => tx.posts.delete(id)),
    },
    reactions: { ...direct.reactions, put: queued((tx, row) => tx.reactions.put(row)) },
    reposts: {
      put: (row) => transaction((tx) => tx.reposts.put(row)),
      delete: (postId, userId) => transaction((tx) => tx.reposts.delete(postId, userId)),
    },
    follows: {
      ...direct.follows,
      insert: queued((tx, row) => tx.follows.insert(row)),
      delete: queued((tx, followerId, followeeId) => tx.follows.delete(followerId, followeeId)),
    },
    bookmarks: {
      ...direct.bookmarks,
      insert: queued((tx, row) => tx.bookmarks.insert(row)),
      delete: queued((tx, userId, postId) => tx.bookmarks.delete(userId, postId)),
    },
    replies: {
      ...direct.replies,
      insert: queued((tx, row) => tx.replies.insert(row)),
      update: queued((tx, id, patch) => tx.replies.update(id, patch)),
      delete: queued((tx, id) => tx.replies.delete(id)),
      putVote: queued((tx, row) => tx.replies.putVote(row)),
      deleteVote: queued((tx, replyId, userId) => tx.replies.deleteVote(replyId, userId)),
    },
    notifications: {
      ...direct.notifications,
      add: (event) => transaction((tx) => tx.notifications.add(event)),
      remove: (...args) => transaction((tx) => tx.notifications.remove(...args)),
      removeAbout: (...args) => transaction((tx) => tx.notifications.removeAbout(...args)),
      markRead: queued((tx, recipientId, position) =>
        tx.notifications.markRead(recipientId, position),
      ),
    },
    sessions: {
      ...direct.sessions,
      insert: queued((tx, row) => tx.sessions.insert(row)),
      revoke: queued((tx, id, at) => tx.sessions.revoke(id, at)),
      revokeOf: (userId, id, at) => transaction((tx) => tx.sessions.revokeOf(userId, id, at)),
      touch: queued((tx, id, at, since) => tx.sessions.touch(id, at, since)),
      revokeAllOf: (userId, at, keepId) =>
        transaction((tx) => tx.sessions.revokeAllOf(userId, at, keepId)),
    },
    media: direct.media,
    tags: direct.tags,
    uploads: {
      ...direct.uploads,
      record: queued((tx, row) => tx.uploads.record(row)),
      attach: queued((tx, postId, ids) => tx.uploads.attach(postId, ids)),
      describe: (id, ownerId, description) =>
        transaction((tx) => tx.uploads.describe(id, ownerId, description)),
      remove: (urls) => transaction((tx) => tx.uploads.remove(urls)),
      removeOfOwner: (ownerId) => transaction((tx) => tx.uploads.removeOfOwner(ownerId)),
    },
    hides: {
      ...direct.hides,
      put: queued((tx, row) => tx.hides.put(row)),
      delete: queued((tx, readerId, hiddenId, kind) => tx.hides.delete(readerId, hiddenId, kind)),
    },
    mutedWords: {
      ...direct.mutedWords,
      insert: queued((tx, row) => tx.mutedWords.insert(row)),
      delete: (userId, id) => transaction((tx) => tx.mutedWords.delete(userId, id)),
      deleteEnded: queued((tx, userId, atMs) => tx.mutedWords.deleteEnded(userId, atMs)),
    },
    moderation: {
      ...direct.moderation,
      insertReport: queued((tx, row) => tx.moderation.insertReport(row)),
      resolveReportsOf: (...args) => transaction((tx) => tx.moderation.resolveReportsOf(...args)),
      insertAction: queued((tx, row) => tx.moderation.insertAction(row)),
      insertInvite: queued((tx, row) => tx.moderation.insertInvite(row)),
      useInvite: (code, at) => transaction((tx) => tx.moderation.useInvite(code, at)),
      deleteInvite: queued((tx, code) => tx.moderation.deleteInvite(code)),
    },
    mail: {
      ...direct.mail,
      enqueue: queued((tx, row) => tx.mail.enqueue(row)),
      claimDue: (...args) => transaction((tx) => tx.mail.claimDue(...args)),
      markSent: queued((tx, id, at) => tx.mail.markSent(id, at)),
      retryAt: queued((tx, id, next, error) => tx.mail.retryAt(id, next, error)),
      giveUp: queued((tx, id, at, error) => tx.mail.giveUp(id, at, error)),
      deleteDoneBefore: (before) => transaction((tx) => tx.mail.deleteDoneBefore(before)),
    },
    jobs: {
      ...direct.jobs,
      enqueue: queued((tx, row) => tx.jobs.enqueue(row)),
      claimDue: (...args) => transaction((tx) => tx.jobs.claimDue(...args)),
      complete: (...args) => transaction((tx) => tx.jobs.complete(...args)),
      retryAt: (...args) => transaction((tx) => tx.jobs.retryAt(...args)),
      fail: (...args) => transaction((tx) => tx.jobs.fail(...args)),
      retry: (...args) => transaction((tx) => tx.jobs.retry(...args)),
      deleteFinishedBefore: (before) => transaction((tx) => tx.jobs.deleteFinishedBefore(before)),
    },
    accountTokens: {
      ...direct.accountTokens,
      insert: queued((tx, row) => tx.accountTokens.insert(row)),
      use: (hash, at) => transaction((tx) => tx.accountTokens.use(hash, at)),
      deleteExpiredBefore: (before) =>
        transaction((tx) => tx.accountTokens.deleteExpiredBefore(before)),
    },
    accounts: {
      ...direct.accounts,
      delete: (userId, tombstoneId) => transaction((tx) => tx.accounts.delete(userId, tombstoneId)),
      retireUsername: queued((tx, username, freesMs) =>
        tx.accounts.retireUsername(username, freesMs),
      ),
      forgetFreedUsernames: (atMs) => transaction((tx) => tx.accounts.forgetFreedUsernames(atMs)),
    },
    oauth: {
      ...direct.oauth,
      insertApp: queued((tx, row) => tx.oauth.insertApp(row)),
      insertCode: queued((tx, row) => tx.oauth.insertCode(row)),
      useCode: (hash, at) => transaction((tx) => tx.oauth.useCode(hash, at)),
      insertToken: queued((tx, row) => tx.oauth.insertToken(row)),
      revokeToken: (hash, appId, at) => transaction((tx) => tx.oauth.revokeToken(hash, appId, at)),
      revokeTokensOfCode: (hash, at) => transaction((tx) => tx.oauth.revokeTokensOfCode(hash, at)),
      revokeAllOf: queued((tx, userId, at) => tx.oauth.revokeAllOf(userId, at)),
      revokeAppOf: (userId, appId, at) =>
        transaction((tx) => tx.oauth.revokeAppOf(userId, appId, at)),
      claimRetryKey: (claim, since, abandonedBefore) =>
        transaction((tx) => tx.oauth.claimRetryKey(claim, since, abandonedBefore)),
      keepRetryKey: queued((tx, userId, key, postId) => tx.oauth.keepRetryKey(userId, key, postId)),
      releaseRetryKey: queued((tx, userId, key) => tx.oauth.releaseRetryKey(userId, key)),
      forgetRetryKeysBefore: (before) =>
        transaction((tx) => tx.oauth.forgetRetryKeysBefore(before)),
    },
  };

  return {
    ...store,
    transaction,
    lockingTransaction: transaction,
    // Its schema is the code's own.
    pendingMigrations: async () => 0,
    close: async () => undefined,
    dump: () =>
      Object.fromEntries(
        Object.entries(committed)
          .filter(([table]) => table !== 'seqs' && table !== 'lastSeq')
          .map(([table, rows]) => [table, [...(rows as Map<string, object>).values()].map(copy)]),
      ) as Record<Table, unknown[]>,
  };
}
