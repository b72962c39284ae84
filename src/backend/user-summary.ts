// Who is looking, and how a person shows inside another view (a post's author, a reply's, a
// notification's actors): both views.ts and reply-views.ts build on these.
import type { UserSummary } from '../contract';
import type { UserRow } from './store/port';

/** The user whose token came with the request, if any (the auth guard has read their row). */
export type Viewer = UserRow | undefined;

export function toSummary(user: Pick<UserRow, keyof UserSummary>): UserSummary {
  return {
    _id: user._id,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    avatarUrl: user.avatarUrl,
  };
}
