import type { VirtualItem } from '@tanstack/react-virtual';

/**
 * Measured card heights by list, kept for the page's life: coming Back to a list lays it out as
 * it was, so the browser's restored scroll position lands on the same post. A module of its own,
 * so that forgetting them at logout does not bring the post list into the first load.
 */
const measurements = new Map<string, VirtualItem[]>();
/** Lists whose layout is kept; the least recently left goes first. */
const measuredListsKept = 10;

export const measurementsOf = (listKey: string): VirtualItem[] => measurements.get(listKey) ?? [];

export function keepMeasurements(listKey: string, items: VirtualItem[]) {
  measurements.delete(listKey);
  measurements.set(listKey, items);
  if (measurements.size > measuredListsKept) measurements.delete(measurements.keys().next().value!);
}

/** Forgets every list's layout, with the rest of a session's data at logout. */
export const forgetListMeasurements = () => measurements.clear();
