import { useEffect, useState } from 'react';

/** How long typing must pause before a search is sent: one request per word, not per key. */
export const searchDelayMs = 250;

/** `value` once it has stopped changing for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs = searchDelayMs): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
