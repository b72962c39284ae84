import {
  useIsMutating,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { PublicUser, UserSummary } from '../../../../contract';
import { endpoints } from '../../../../contract/endpoints';
import { apiRequest } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { sessionStore } from '../../../lib/session';
import { userSummary } from '../../../lib/user-summary';
import { cachedUser, restoreUsers, snapshotUsers, writeOwnAccount, writeUsers } from './user-cache';
import { userKeys } from './user-queries';

const withPerson = (list: UserSummary[], person: UserSummary, present: boolean) => {
  const others = list.filter((entry) => entry._id !== person._id);
  return present ? [...others, userSummary(person)] : others;
};

/** A count after one follow (+1) or unfollow (-1), never below zero. */
const counted = (count: number, on: boolean) => Math.max(0, count + (on ? 1 : -1));

/**
 * Whom the logged-in user follows and who follows the target, as the server will have it: the
 * lists, the counts (which the lists, being capped, cannot give) and the target's followedByViewer.
 */
function applyFollow(queryClient: QueryClient, me: PublicUser, target: UserSummary, on: boolean) {
  const changed: PublicUser[] = [
    {
      ...me,
      following: withPerson(me.following, target, on),
      followingCount: counted(me.followingCount, on),
    },
  ];
  const targetRecord = cachedUser(queryClient, target.username);
  if (targetRecord)
    changed.push({
      ...targetRecord,
      followers: withPerson(targetRecord.followers, me, on),
      followerCount: counted(targetRecord.followerCount, on),
      followedByViewer: on,
    });
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
      apiRequest(follow ? endpoints.follow : endpoints.unfollow, {
        params: { userId: target._id },
        auth: true,
      }),
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
