/**
 * Seeded randomness for the generated world (npm run seed:scale): the same sizes always give the
 * same ids, names, authors, follows and likes, so benchmarks can address them.
 */

export type Random = () => number;

/** mulberry32: a tiny, fast 32-bit generator, plenty for test data. Returns [0, 1). */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number in [0, n). */
export const randomIndex = (random: Random, n: number) => Math.floor(random() * n);

export const pickOne = <T>(random: Random, items: readonly T[]): T =>
  items[randomIndex(random, items.length)]!;

/**
 * Zipf-like weights 1 / (rank + offset): index 0 weighs most. The offset flattens the head, so
 * the first few are popular without one of them taking almost everything.
 */
export function zipfWeights(n: number, offset: number): Float64Array {
  const weights = new Float64Array(n);
  for (let i = 0; i < n; i++) weights[i] = 1 / (i + 1 + offset);
  return weights;
}

/**
 * Pareto weights (at least 1, heavy tail: most near 1, a few very large), in random order. A
 * smaller alpha gives a heavier tail.
 */
export function paretoWeights(random: Random, n: number, alpha: number): Float64Array {
  const weights = new Float64Array(n);
  for (let i = 0; i < n; i++) weights[i] = Math.pow(1 - random(), -1 / alpha);
  return weights;
}

/** Draws an index with probability proportional to its weight (binary search on the totals). */
export function weightedSampler(weights: Float64Array): (random: Random) => number {
  const cumulative = new Float64Array(weights.length);
  let total = 0;
  for (let i = 0; i < weights.length; i++) cumulative[i] = total += weights[i]!;
  return (random) => {
    const target = random() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (cumulative[mid]! > target) high = mid;
      else low = mid + 1;
    }
    return low;
  };
}

/**
 * Splits `total` into whole counts proportional to the weights, none above `cap`, summing to
 * exactly `total`. What rounding and the cap leave over goes one at a time to random entries
 * below the cap. The caller keeps total well under cap * n, so that this ends quickly.
 */
export function apportion(
  random: Random,
  total: number,
  weights: Float64Array,
  cap: number,
): Int32Array {
  const n = weights.length;
  if (total > cap * n) throw new RangeError(`Cannot split ${total} into ${n} counts of <= ${cap}`);
  let sum = 0;
  for (let i = 0; i < n; i++) sum += weights[i]!;
  const counts = new Int32Array(n);
  let given = 0;
  for (let i = 0; i < n; i++) {
    const count = Math.min(cap, Math.floor((total * weights[i]!) / sum));
    counts[i] = count;
    given += count;
  }
  for (let rest = total - given; rest > 0;) {
    const i = randomIndex(random, n);
    if (counts[i]! < cap) {
      counts[i]!++;
      rest--;
    }
  }
  return counts;
}

/** `count` distinct indices from [0, n), in random order (a partial Fisher-Yates shuffle). */
export function distinctIndices(random: Random, n: number, count: number): Int32Array {
  const chosen = new Map<number, number>(); // sparse view of a shuffled 0..n-1
  const result = new Int32Array(Math.min(count, n));
  for (let i = 0; i < result.length; i++) {
    const j = i + randomIndex(random, n - i);
    const atJ = chosen.get(j) ?? j;
    chosen.set(j, chosen.get(i) ?? i);
    result[i] = atJ;
  }
  return result;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * A random step in [1, n) that shares no factor with n: start + k * step (mod n) then visits
 * n distinct values, which gives a post k distinct likers without remembering who liked it.
 */
export function coprimeStep(random: Random, n: number): number {
  if (n < 2) return 1;
  for (;;) {
    const step = 1 + randomIndex(random, n - 1);
    if (gcd(n, step) === 1) return step;
  }
}
