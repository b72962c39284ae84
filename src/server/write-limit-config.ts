import {
  defaultWriteLimits,
  type WriteAction,
  type WriteLimits,
} from '../backend/limits/write-limits';

/** The environment variable of each write limit, per account: hourly, and daily for posts. */
const variables: Record<WriteAction, string[]> = {
  posts: ['LIMIT_POSTS_PER_HOUR', 'LIMIT_POSTS_PER_DAY'],
  edits: ['LIMIT_EDITS_PER_HOUR'],
  deletes: ['LIMIT_DELETES_PER_HOUR'],
  likes: ['LIMIT_LIKES_PER_HOUR'],
  bookmarks: ['LIMIT_BOOKMARKS_PER_HOUR'],
  follows: ['LIMIT_FOLLOWS_PER_HOUR'],
  profileEdits: ['LIMIT_PROFILE_EDITS_PER_HOUR'],
  uploads: ['LIMIT_UPLOADS_PER_HOUR'],
  replies: ['LIMIT_REPLIES_PER_HOUR', 'LIMIT_REPLIES_PER_DAY'],
  votes: ['LIMIT_VOTES_PER_HOUR'],
};

export interface WriteLimitConfig {
  /** Writes allowed per account and client address; 429 past them (docs/configuration.md, Write limits). */
  writeLimits: WriteLimits;
  /** LIMIT_UNSOLICITED_PER_HOUR: mentions and replies that notify non-followers, per author. */
  unsolicitedPerHour: number;
}

export function readWriteLimitConfig(
  value: (name: string) => string | undefined,
  problems: string[],
): WriteLimitConfig {
  const whole = (name: string, fallback: number) => {
    const text = value(name) ?? String(fallback);
    const number = /^\d{1,9}$/.test(text) ? Number(text) : 0;
    if (number >= 1) return number;
    problems.push(`${name} must be a whole number from 1 to 999999999 (got "${text}")`);
    return fallback;
  };
  const { rules } = defaultWriteLimits;
  const actions = Object.keys(rules) as WriteAction[];
  return {
    writeLimits: {
      rules: Object.fromEntries(
        actions.map((action) => [
          action,
          rules[action].map((rule, index) => ({
            ...rule,
            perAccount: whole(variables[action][index]!, rule.perAccount),
          })),
        ]),
      ) as WriteLimits['rules'],
      addressFactor: whole('LIMIT_ADDRESS_FACTOR', defaultWriteLimits.addressFactor),
      guestDivisor: whole('LIMIT_GUEST_DIVISOR', defaultWriteLimits.guestDivisor),
    },
    unsolicitedPerHour: whole('LIMIT_UNSOLICITED_PER_HOUR', 50),
  };
}
