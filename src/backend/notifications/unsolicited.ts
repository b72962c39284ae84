import type { ResolvedDeps } from '../deps';

/**
 * Answers whether the author may notify one more person who does not follow them (a mention or a
 * reply), counting it: `unsolicitedPerHour` per author and hour, so that nobody can page a
 * stranger hundreds of times an hour. The post or reply is made either way.
 */
export type UnsolicitedGate = (authorId: string) => Promise<boolean>;

const hour = 60 * 60 * 1000;

export function unsolicitedGate(
  deps: Partial<Pick<ResolvedDeps, 'rateLimiter' | 'unsolicitedPerHour'>>,
): UnsolicitedGate | undefined {
  const { rateLimiter, unsolicitedPerHour } = deps;
  if (!rateLimiter || unsolicitedPerHour === undefined) return undefined;
  return async (authorId) =>
    (await rateLimiter.hit(`unsolicited:${authorId}`, unsolicitedPerHour, hour)).allowed;
}
