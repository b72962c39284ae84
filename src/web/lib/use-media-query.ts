import { useCallback, useMemo, useSyncExternalStore } from 'react';

/**
 * Whether the window matches the CSS media `query`, following its changes. `fallback` answers
 * where there is no window to ask: the build's pre-rendering, and test DOMs without matchMedia.
 */
export function useMediaQuery(query: string, fallback: boolean): boolean {
  // One list per query, not one per render: React reads the snapshot on every render.
  const list = useMemo(
    () => (typeof window === 'undefined' ? undefined : window.matchMedia?.(query)),
    [query],
  );
  const subscribe = useCallback(
    (onChange: () => void) => {
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [list],
  );
  return useSyncExternalStore(
    subscribe,
    () => list?.matches ?? fallback,
    () => fallback,
  );
}
