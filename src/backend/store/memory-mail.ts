import { StoreConflictError } from './errors';
import { maybeCopy } from './memory-rows';
import type { StateOf } from './memory-state';
import type { AccountTokensPort, MailPort, MailRow } from './port';

export function memoryMail(state: StateOf): MailPort {
  const patch = (id: string, change: Partial<MailRow>) => {
    const row = state().mail.get(id);
    if (row) state().mail.set(id, { ...row, ...change });
  };
  return {
    enqueue: async (row) => {
      if (state().mail.has(row._id)) throw new StoreConflictError(`mail ${row._id}`);
      state().mail.set(row._id, {
        ...row,
        attempts: 0,
        nextAttemptAt: row.createdAt,
        sentAt: null,
        failedAt: null,
        lastError: '',
      });
    },
    claimDue: async (at, leaseUntil, limit) => {
      const due = [...state().mail.values()]
        .filter((row) => !row.sentAt && !row.failedAt && row.nextAttemptAt <= at)
        .sort((a, b) => a.nextAttemptAt.localeCompare(b.nextAttemptAt))
        .slice(0, limit)
        .map((row) => ({ ...row, attempts: row.attempts + 1, nextAttemptAt: leaseUntil }));
      for (const row of due) state().mail.set(row._id, row);
      return due.map((row) => ({ ...row })).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    },
    markSent: async (id, at) => patch(id, { sentAt: at }),
    retryAt: async (id, nextAttemptAt, error) => patch(id, { nextAttemptAt, lastError: error }),
    giveUp: async (id, at, error) => patch(id, { failedAt: at, lastError: error }),
    deleteDoneBefore: async (before) => {
      const mail = state().mail;
      let deleted = 0;
      for (const row of [...mail.values()]) {
        const done = row.sentAt ?? row.failedAt;
        if (done !== null && done < before && mail.delete(row._id)) deleted++;
      }
      return deleted;
    },
    get: async (id) => maybeCopy(state().mail.get(id)),
    countUnsent: async () =>
      [...state().mail.values()].filter((row) => !row.sentAt && !row.failedAt).length,
  };
}

export function memoryAccountTokens(state: StateOf): AccountTokensPort {
  return {
    insert: async (row) => {
      if (state().accountTokens.has(row.hash)) throw new StoreConflictError('account token');
      state().accountTokens.set(row.hash, { ...row });
    },
    get: async (hash) => maybeCopy(state().accountTokens.get(hash)),
    use: async (hash, at) => {
      const row = state().accountTokens.get(hash);
      if (!row || row.usedAt !== null) return false;
      state().accountTokens.set(hash, { ...row, usedAt: at });
      return true;
    },
    deleteExpiredBefore: async (before) => {
      const tokens = state().accountTokens;
      let deleted = 0;
      for (const row of [...tokens.values()])
        if (row.expiresAt < before && tokens.delete(row.hash)) deleted++;
      return deleted;
    },
  };
}
