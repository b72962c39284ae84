import { useCallback, useEffect, useRef, useState } from 'react';
import { onSessionChange } from '@/web/lib/session';
import { storage, storageKeys } from '@/web/lib/storage';
import { addEntry, parseHistory, toKept, toStored, withData, type HistoryEntry } from './history';

const save = (entries: readonly HistoryEntry[]) =>
  storage.writeJson(storageKeys.requestHistory, entries.map(toStored));

/** The tester's history in localStorage: newest first, read once, written on every change. */
export function useRequestHistory() {
  const [entries, setEntries] = useState(() =>
    parseHistory(storage.readJson(storageKeys.requestHistory)),
  );

  // Counts the sessions that ended while this page was open: see `add`.
  const endedSessions = useRef(0);
  // The app removes the stored history when a user's session ends
  // (lib/session/forget-user-data.ts); an open tester forgets its copy too, or its next request
  // would write it all back.
  useEffect(
    () =>
      onSessionChange((previous) => {
        if (!previous) return;
        endedSessions.current += 1;
        setEntries([]);
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
    /** A mark to give `add` with the answer of a request sent now. */
    mark: useCallback(() => endedSessions.current, []),
    /**
     * Adds a request and its answer, unless the session it was sent in has ended since: the
     * previous user's request must not land in the next user's history.
     */
    add: useCallback(
      (entry: HistoryEntry, sentAt: number) => {
        if (sentAt !== endedSessions.current) return;
        change((current) =>
          addEntry(current, { ...entry, outcome: withData(toKept(entry.outcome)) }),
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
