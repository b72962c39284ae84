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

/**
 * useSingleFlight for a toggle's clicks, which also ignores the second click of a double click
 * (MouseEvent.detail counts the clicks in a row; a key press has 0). When the first click's
 * answer comes back before the second click is handled (a fast server, a busy browser), the
 * first task is over, and the second click would undo what the first did.
 */
export function useToggleClick() {
  const once = useSingleFlight();
  return useCallback(
    (event: { detail: number }, task: () => Promise<unknown>) => {
      if (event.detail > 1) return;
      once(task);
    },
    [once],
  );
}
