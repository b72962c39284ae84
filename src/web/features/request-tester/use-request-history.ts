import { useCallback, useState } from 'react';
import { storage, storageKeys } from '../../lib/storage';
import { addEntry, parseHistory, toKept, withData, type HistoryEntry } from './history';

const save = (entries: readonly HistoryEntry[]) =>
  storage.writeJson(
    storageKeys.requestHistory,
    entries.map((entry) => ({ ...entry, outcome: toKept(entry.outcome) })),
  );

/** The tester's history in localStorage: newest first, read once, written on every change. */
export function useRequestHistory() {
  const [entries, setEntries] = useState(() =>
    parseHistory(storage.readJson(storageKeys.requestHistory)),
  );

  const change = useCallback((update: (entries: HistoryEntry[]) => HistoryEntry[]) => {
    setEntries((current) => {
      const next = update(current);
      save(next);
      return next;
    });
  }, []);

  return {
    entries,
    add: useCallback(
      (entry: HistoryEntry) =>
        change((current) =>
          addEntry(current, { ...entry, outcome: withData(toKept(entry.outcome)) }),
        ),
      [change],
    ),
    remove: useCallback(
      (id: string) => change((current) => current.filter((entry) => entry.id !== id)),
      [change],
    ),
    clear: useCallback(() => change(() => []), [change]),
  };
}
