import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the window matches the CSS media `query`, following its changes. `fallback` answers
 * where there is no window to ask: the build's pre-rendering, and test DOMs without matchMedia.
 */
export function useMediaQuery(query: string, fallback: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(query).matches ?? fallback,
    () => fallback,
  );
}
