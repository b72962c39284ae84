import { StoreConflictError } from './errors';
import { copy } from './memory-rows';
import type { StateOf } from './memory-state';
import type { MutedWordsPort } from './port';

/** Muted words over a map by id; a reader's phrase is unique in any case, as SQL's key says. */
export function memoryMutedWords(state: StateOf): MutedWordsPort {
  const ofUser = (userId: string) =>
    [...state().mutedWords.values()].filter((row) => row.userId === userId);
  return {
    list: async (userId, atMs) =>
      ofUser(userId)
        .filter((row) => row.expiresMs === null || row.expiresMs > atMs)
        .map(copy),
    insert: async (row) => {
      const key = row.phrase.toLowerCase();
      if (ofUser(row.userId).some((other) => other.phrase.toLowerCase() === key))
        throw new StoreConflictError(`muted word ${row.phrase}`);
      state().mutedWords.set(row._id, copy(row));
    },
    delete: async (userId, id) => {
      const row = state().mutedWords.get(id);
      if (row?.userId !== userId) return false;
      state().mutedWords.delete(id);
      return true;
    },
    deleteEnded: async (userId, atMs) => {
      for (const row of ofUser(userId))
        if (row.expiresMs !== null && row.expiresMs <= atMs) state().mutedWords.delete(row._id);
    },
  };
}
