import {
  useIsMutating,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { FollowResponse, PublicUser, UserSummary } from '../../../../contract';
import { apiPaths } from '../../../../contract/paths';
import { apiRequest } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { sessionStore } from '../../../lib/session';
import { cachedUser, restoreUsers, snapshotUsers, writeOwnAccount, writeUsers } from './user-cache';
import { userKeys } from './user-queries';

const summary = ({ _id, username, firstName, lastName, avatarUrl }: UserSummary): UserSummary => ({
  _id,
  username,
  firstName,
  lastName,
  avatarUrl,
});

const withPerson = (list: UserSummary[], person: UserSummary, present: boolean) => {
  const others = list.filter((entry) => entry._id !== person._id);
  return present ? [...others, summary(person)] : others;
};

/** Whom the logged-in user follows and who follows the target, as the server will have it. */
function applyFollow(queryClient: QueryClient, me: PublicUser, target: UserSummary, on: boolean) {
  const changed: PublicUser[] = [{ ...me, following: withPerson(me.following, target, on) }];
  const targetRecord = cachedUser(queryClient, target.username);
  if (targetRecord)
    changed.push({ ...targetRecord, followers: withPerson(targetRecord.followers, me, on) });
  writeUsers(queryClient, changed);
}

/**
 * Posts lists that depend on whom the user follows: every list of the posts resource except one
 * person's posts and the bookmarks, which a follow does not change. Only those on screen refetch.
 */
const followDependentPosts = (queryKey: readonly unknown[]) =>
  queryKey[0] === 'posts' && queryKey[1] !== 'user' && queryKey[1] !== 'bookmarks';

const followKey = (userId: string) => [...userKeys.all, 'follow', userId] as const;

/** Whether a follow or unfollow of this person is on its way (from any button showing them). */
export const useFollowPending = (userId: string) =>
  useIsMutating({ mutationKey: followKey(userId) }) > 0;

interface FollowChange {
  target: UserSummary;
  /** true to follow, false to unfollow. */
  follow: boolean;
}

/**
 * Follow or unfollow: the button, both people's counts and the lists change at once, and go back
 * if the server refuses (its message, e.g. "User Already following", shows as a toast).
 */
export function useFollow(target: UserSummary) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: followKey(target._id),
    mutationFn: ({ follow }: FollowChange) =>
      apiRequest<FollowResponse>(
        follow ? apiPaths.follow(target._id) : apiPaths.unfollow(target._id),
        { method: 'POST', auth: true },
      ),
    onMutate: async ({ follow }) => {
      const session = sessionStore.get();
      if (!session) return undefined;
      const username = session.user.username;
      const snapshot = await snapshotUsers(queryClient, [username, target.username]);
      applyFollow(queryClient, cachedUser(queryClient, username) ?? session.user, target, follow);
      return snapshot;
    },
    onError: (_error, _change, snapshot) => {
      if (snapshot) restoreUsers(queryClient, snapshot);
      // A refusal means the server saw it otherwise (another tab followed first): ask it again.
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
    onSuccess: ({ user, followUser }, { follow }) => {
      writeOwnAccount(queryClient, user);
      writeUsers(queryClient, [followUser]);
      void queryClient.invalidateQueries({
        predicate: (query) => followDependentPosts(query.queryKey),
      });
      const name = `${followUser.firstName} ${followUser.lastName}`;
      notify.success(follow ? `You started following ${name}` : `You have unfollowed ${name}`);
    },
  });
}
