import { useCallback, useRef } from 'react';

/**
 * Runs a task only when the one it started before has finished, and ignores calls meanwhile.
 * A mutation's isPending reaches the screen a tick after the click (TanStack Query batches its
 * notifications), so a double click would otherwise send the same change twice: two posts, or
 * a second bookmark that the server refuses. Failures are the mutation's own to report.
 */
export function useSingleFlight() {
  const running = useRef(false);
  return useCallback((task: () => Promise<unknown>) => {
    if (running.current) return;
    running.current = true;
    void task()
      .catch(() => undefined)
      .finally(() => {
        running.current = false;
      });
  }, []);
}
