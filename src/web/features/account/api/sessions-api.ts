import {
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import type { AccountSession, AccountSessionsResponse } from '@/contract/account-sessions';
import { sessionListMessages } from '@/contract/client-messages';
import { accountEndpoints } from '@/contract/endpoints-account';
import { apiRequest } from '@/web/lib/api-client';
import { notify } from '@/web/lib/notify';

const sessionKeys = ['account', 'sessions'] as const;
type SessionPages = InfiniteData<AccountSessionsResponse, string | null>;

/** The owner's live sessions, newest first, a page at a time. */
export const useAccountSessions = () =>
  useInfiniteQuery({
    queryKey: sessionKeys,
    queryFn: ({ pageParam, signal }) =>
      apiRequest(accountEndpoints.accountSessions, {
        auth: true,
        signal,
        query: pageParam ? { cursor: pageParam } : {},
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

/**
 * A write that takes sessions off the list at once, and puts them back if the server refuses
 * (whose message the app's one error path toasts); the list is read again after either.
 */
function useSessionsRemoval<V, A>(
  write: (variables: V) => Promise<A>,
  keep: (variables: V) => (session: AccountSession) => boolean,
  onSuccess: (answer: A, variables: V) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onMutate: async (variables: V) => {
      await queryClient.cancelQueries({ queryKey: sessionKeys });
      const before = queryClient.getQueryData<SessionPages>(sessionKeys);
      const kept = keep(variables);
      queryClient.setQueryData<SessionPages>(
        sessionKeys,
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({ ...page, sessions: page.sessions.filter(kept) })),
          },
      );
      return { before };
    },
    onError: (_error, _variables, context) => {
      if (context?.before) queryClient.setQueryData(sessionKeys, context.before);
    },
    onSuccess,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionKeys }),
  });
}

/** Logs one other session out. */
export const useEndSession = () =>
  useSessionsRemoval(
    (session: AccountSession) =>
      apiRequest(accountEndpoints.endSession, { auth: true, params: { sessionId: session._id } }),
    (ended) => (session) => session._id !== ended._id,
    (_answer, session) => notify.success(sessionListMessages.ended(session.device)),
  );

/** Logs out everywhere but here. */
export const useEndOtherSessions = () =>
  useSessionsRemoval(
    () => apiRequest(accountEndpoints.endOtherSessions, { auth: true }),
    () => (session) => session.current,
    ({ sessionsEnded }) => notify.success(sessionListMessages.othersEnded(sessionsEnded)),
  );
