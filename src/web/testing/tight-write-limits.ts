import { defaultWriteLimits, type WriteLimits } from '@/backend/limits/write-limits';

/** The Node host's write limits, but one like or dislike an hour per account. */
export const oneLikeAnHour: WriteLimits = {
  ...defaultWriteLimits,
  rules: { ...defaultWriteLimits.rules, likes: [{ perAccount: 1, windowMs: 60 * 60 * 1000 }] },
};

/** The Node host's write limits, but one vote on a reply an hour per account. */
export const oneVoteAnHour: WriteLimits = {
  ...defaultWriteLimits,
  rules: { ...defaultWriteLimits.rules, votes: [{ perAccount: 1, windowMs: 60 * 60 * 1000 }] },
};
