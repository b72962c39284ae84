import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { InviteBody, ReportBody, Role } from '@/contract';
import { endpoints } from '@/contract/endpoints';
import { apiRequest } from '@/web/lib/api-client';

export const moderationKeys = {
  all: ['moderation'] as const,
  queue: () => [...moderationKeys.all, 'queue'] as const,
  log: () => [...moderationKeys.all, 'log'] as const,
  signups: () => [...moderationKeys.all, 'signups'] as const,
};

const pageOf = (cursor: string | null) => (cursor ? { cursor } : {});

export const useReportQueue = () =>
  useInfiniteQuery({
    queryKey: moderationKeys.queue(),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(endpoints.reportQueue, { auth: true, signal, query: pageOf(pageParam) }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: keepPreviousData,
  });

export const useModerationLog = () =>
  useInfiniteQuery({
    queryKey: moderationKeys.log(),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(endpoints.moderationLog, { auth: true, signal, query: pageOf(pageParam) }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

export const useSignups = () =>
  useInfiniteQuery({
    queryKey: moderationKeys.signups(),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(endpoints.signups, { auth: true, signal, query: pageOf(pageParam) }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

export const useReportMutation = () =>
  useMutation({
    mutationFn: (body: ReportBody) => apiRequest(endpoints.report, { auth: true, body }),
  });

/** Every moderator's action: the queue, sign-ups and log are read again after it. */
function useModerationWrite<V>(write: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}

export type ReportActionKind = 'dismiss' | 'remove' | 'warn';
const reportRows = {
  dismiss: endpoints.dismissReport,
  remove: endpoints.removeReported,
  warn: endpoints.warnReported,
} as const;

export const useReportAction = () =>
  useModerationWrite(
    ({ kind, reportId, note }: { kind: ReportActionKind; reportId: string; note: string }) =>
      apiRequest(reportRows[kind], { auth: true, params: { reportId }, body: { note } }),
  );

export const useSuspend = () =>
  useModerationWrite(
    ({
      userId,
      note,
      durationSeconds,
    }: {
      userId: string;
      note: string;
      durationSeconds?: number;
    }) =>
      apiRequest(endpoints.suspendUser, {
        auth: true,
        params: { userId },
        body: durationSeconds ? { note, durationSeconds } : { note },
      }),
  );

export const useSetRole = () =>
  useModerationWrite(({ userId, role }: { userId: string; role: Role }) =>
    apiRequest(endpoints.setRole, { auth: true, params: { userId }, body: { role } }),
  );

export const useSignupDecision = () =>
  useModerationWrite(
    ({ userId, note, approve }: { userId: string; note: string; approve: boolean }) =>
      apiRequest(approve ? endpoints.approveSignup : endpoints.rejectSignup, {
        auth: true,
        params: { userId },
        body: { note },
      }),
  );

const inviteKeys = ['invites'] as const;

/** The viewer's invite codes, newest first. */
export const useInvites = () =>
  useInfiniteQuery({
    queryKey: inviteKeys,
    queryFn: ({ pageParam, signal }) =>
      apiRequest(endpoints.invites, { auth: true, signal, query: pageOf(pageParam) }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

/** Making and withdrawing codes: the list is read again after either. */
export function useInviteChange() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: inviteKeys });
  return {
    create: useMutation({
      mutationFn: (body: InviteBody) => apiRequest(endpoints.createInvite, { auth: true, body }),
      onSettled,
    }),
    withdraw: useMutation({
      mutationFn: (code: string) =>
        apiRequest(endpoints.deleteInvite, { auth: true, params: { code } }),
      onSettled,
    }),
  };
}
