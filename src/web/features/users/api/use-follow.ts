import {
  useIsMutating,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { Account, PublicUser, UserResponse, UserSummary } from '@/contract';
import { startedFollowingMessage, unfollowedMessage } from '@/contract/client-messages';
import { endpoints } from '@/contract/endpoints';
import { apiRequest } from '@/web/lib/api-client';
import { notify } from '@/web/lib/notify';
import { sessionStore } from '@/web/lib/session';
import { userSummary } from '@/web/lib/user-summary';
import { mergePerson, restorePeople, snapshotPeople } from './user-cache';
import { followChanged, patchPerson, userKeys } from '@/web/lib/shared-state';

const withPerson = (list: UserSummary[], person: UserSummary, present: boolean) => {
  const others = list.filter((entry) => entry._id !== person._id);
  return present ? [...others, userSummary(person)] : others;
};

const counted = (count: number, on: boolean) => Math.max(0, count + (on ? 1 : -1));

/**
 * The follow as the server will have it, in every cache at once: the target's follower count and
 * followedByViewer (and the viewer among their followers), the viewer's following count, and the
 * viewer's own detail, whose following list is whole.
 */
function applyFollow(queryClient: QueryClient, me: Account, target: UserSummary, on: boolean) {
  patchPerson(queryClient, target._id, (user) =>
    user.followedByViewer === on
      ? user
      : {
          ...user,
          followers: withPerson(user.followers, me, on),
          followerCount: counted(user.followerCount, on),
          followedByViewer: on,
        },
  );
  patchPerson(queryClient, me._id, (user) => ({
    ...user,
    followingCount: counted(user.followingCount, on),
  }));
  queryClient.setQueryData<UserResponse>(userKeys.detail(me.username), (old) =>
    old ? { user: { ...old.user, following: withPerson(old.user.following, target, on) } } : old,
  );
}

/** The stored session after the server's answer: its counts, and whom it follows. */
function updateSession(me: PublicUser, target: UserSummary, on: boolean) {
  const session = sessionStore.get();
  if (!session) return;
  const { followers: _followers, following: _following, ...fields } = me;
  sessionStore.updateUser({
    ...session.user,
    ...fields,
    following: withPerson(session.user.following, target, on),
  });
}

const followKey = (userId: string) => [...userKeys.all, 'follow', userId] as const;

/** Whether a follow or unfollow of this person is on its way (from any button showing them). */
export const useFollowPending = (userId: string) =>
  useIsMutating({ mutationKey: followKey(userId) }) > 0;

interface FollowChange {
  follow: boolean;
}

/**
 * Follow or unfollow: the button, both people's counts and the lists change at once, and go back
 * if the server refuses (its message, e.g. "User Already following", shows as a toast). The server
 * answers both people only (Prefer: return=minimal), with their counts as they now are.
 */
export function useFollow(target: UserSummary) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: followKey(target._id),
    mutationFn: ({ follow }: FollowChange) =>
      apiRequest(follow ? endpoints.follow : endpoints.unfollow, {
        params: { userId: target._id },
        auth: true,
        prefer: 'minimal',
      }),
    onMutate: async ({ follow }) => {
      const session = sessionStore.get();
      if (!session) return undefined;
      const snapshot = await snapshotPeople(queryClient);
      applyFollow(queryClient, session.user, target, follow);
      return snapshot;
    },
    onError: (_error, _change, snapshot) => {
      if (snapshot) restorePeople(queryClient, snapshot);
      // A refusal means the server saw it otherwise (another tab followed first): ask it again.
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
    onSuccess: ({ user, followUser }, { follow }) => {
      mergePerson(queryClient, user);
      mergePerson(queryClient, followUser);
      updateSession(user, followUser, follow);
      // The feed holds the posts of whom the viewer follows: it starts again.
      void followChanged(queryClient);
      const name = `${followUser.firstName} ${followUser.lastName}`;
      notify.success(follow ? startedFollowingMessage(name) : unfollowedMessage(name));
    },
  });
}
