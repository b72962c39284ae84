// Summaries of a benchmark's samples.

/** The value at quantile q (0 to 1) of values sorted ascending; 0 when there are none. */
export const percentile = (sorted: readonly number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

export interface Spread {
  median: number;
  min: number;
  max: number;
}

/** The median, least and largest of the finite values; undefined when there are none. */
export function spread(values: readonly number[]): Spread | undefined {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const [first, last] = [sorted[0], sorted[sorted.length - 1]];
  if (first === undefined || last === undefined) return undefined;
  const median = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { median, min: first, max: last };
}
