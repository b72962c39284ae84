import { useCallback, useEffect, useState } from 'react';
import { onSessionChange } from '../../lib/session';
import { storage, storageKeys } from '../../lib/storage';
import {
  addEntry,
  parseHistory,
  toKept,
  toRemembered,
  withData,
  type HistoryEntry,
} from './history';

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

  // The app removes the stored history when a user's session ends (lib/forget-user-data.ts);
  // an open tester forgets its copy too, or its next request would write it all back.
  useEffect(
    () =>
      onSessionChange((previous) => {
        if (previous) setEntries([]);
      }),
    [],
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
      (entry: HistoryEntry) => {
        const remembered = toRemembered(entry);
        change((current) =>
          addEntry(current, { ...remembered, outcome: withData(remembered.outcome) }),
        );
      },
      [change],
    ),
    remove: useCallback(
      (id: string) => change((current) => current.filter((entry) => entry.id !== id)),
      [change],
    ),
    clear: useCallback(() => change(() => []), [change]),
  };
}
