import type { UserSummary } from '@/contract';

/** The summary of a person that lists such as likedBy and followers hold: no more than these. */
export const userSummary = ({
  _id,
  username,
  firstName,
  lastName,
  avatarUrl,
}: UserSummary): UserSummary => ({ _id, username, firstName, lastName, avatarUrl });
