import { memoryMutedWords } from './memory-muted-words';
import { copy, seqPage } from './memory-rows';
import { pair, rowNumbers, type MemoryState, type StateOf } from './memory-state';
import { isSuspendedAt, type HideKind, type HideRow, type HidesPort, type Reader } from './port';

const hideKey = (readerId: string, hiddenId: string, kind: HideKind) =>
  pair(pair(readerId, hiddenId), kind);

const inForce = (row: HideRow, atMs: number) => row.untilMs === null || row.untilMs > atMs;

/**
 * The memory store's visibility filter, the one predicate every list of this store asks: whether
 * a person (by id or by username) is hidden from the reader now: blocked either way or muted by
 * them, or suspended (unless the reader is a moderator), or, for a visitor, shown only to people
 * logged in (visibleTo 'members'). Without a reader nothing is. The SQL
 * store's twin is hiddenAuthorsFilter (sql/hides.ts).
 */
export function hiddenFrom(
  state: Pick<MemoryState, 'hides' | 'users'>,
  reader: Reader | undefined,
): (person: { id: string } | { username: string }) => boolean {
  if (!reader) return () => false;
  const ids = new Set<string>();
  const names = new Set<string>();
  for (const row of state.hides.values()) {
    if (row.readerId !== reader.id || !inForce(row, reader.atMs)) continue;
    ids.add(row.hiddenId);
    names.add(row.hiddenUsername);
  }
  if (!reader.staff) {
    const at = new Date(reader.atMs);
    for (const user of state.users.values()) {
      const membersOnly = reader.id === null && user.visibleTo === 'members';
      if (!isSuspendedAt(user, at) && !membersOnly) continue;
      ids.add(user._id);
      names.add(user.username);
    }
  }
  return (person) => ('id' in person ? ids.has(person.id) : names.has(person.username));
}

export function memoryHides(state: StateOf): HidesPort {
  const { numberRow, forgetRow, seqOf } = rowNumbers(state);
  return {
    between: async (readerId, otherId) =>
      [...state().hides.values()]
        .filter((row) => row.readerId === readerId && row.hiddenId === otherId)
        .map(copy),
    put: async (row) => {
      const key = hideKey(row.readerId, row.hiddenId, row.kind);
      state().hides.set(key, copy(row));
      numberRow('hides', key);
    },
    delete: async (readerId, hiddenId, kind) => {
      const key = hideKey(readerId, hiddenId, kind);
      state().hides.delete(key);
      forgetRow('hides', key);
    },
    page: async (readerId, kind, page) => {
      const atMs = page.reader?.atMs ?? 0;
      const rows = [...state().hides.entries()]
        .filter(([, row]) => row.readerId === readerId && row.kind === kind && inForce(row, atMs))
        .map(([key, row]) => ({ seq: seqOf('hides', key), item: row }));
      return seqPage(kind === 'block' ? 'blocks' : 'mutes', rows, page);
    },
    hiddenAmong: async (reader, usernames) => {
      const hidden = hiddenFrom(state(), reader);
      return new Set(usernames.filter((username) => hidden({ username })));
    },
    pageFilterOf: async (reader, usernames) => {
      const hidden = hiddenFrom(state(), reader);
      const words =
        reader.id === null ? [] : await memoryMutedWords(state).list(reader.id, reader.atMs);
      return {
        hidden: new Set(usernames.filter((username) => hidden({ username }))),
        phrases: words.map((row) => row.phrase),
      };
    },
    readersHiding: async (hiddenId, readerIds, atMs) => {
      const readers = new Set(readerIds);
      return new Set(
        [...state().hides.values()]
          .filter((row) => row.hiddenId === hiddenId && readers.has(row.readerId))
          .filter((row) => inForce(row, atMs))
          .map((row) => row.readerId),
      );
    },
    any: async (reader) =>
      [...state().hides.values()].some(
        (row) => row.readerId === reader.id && inForce(row, reader.atMs),
      ),
  };
}

/** Whether either of the two has blocked the other: a block is kept on both sides. */
export function blockedInMemory(state: MemoryState, userId: string, otherId: string): boolean {
  if (userId === otherId) return false;
  return [...state.hides.values()].some(
    (row) =>
      row.readerId === userId &&
      row.hiddenId === otherId &&
      (row.kind === 'block' || row.kind === 'blockedBy'),
  );
}
