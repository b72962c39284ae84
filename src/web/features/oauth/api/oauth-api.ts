import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuthorizationRequest, AuthorizedAppsResponse } from '@/contract/oauth';
import { oauthEndpoints } from '@/contract/endpoints-oauth';
import { apiRequest } from '@/web/lib/api-client';
import { notify } from '@/web/lib/notify';

const authorizedAppsKey = ['oauth', 'authorized-apps'] as const;

/** The request checked by the server: the app and scopes to show, or where to send a fault. */
export const useAuthorizationCheck = (request: AuthorizationRequest) =>
  useQuery({
    queryKey: ['oauth', 'authorization', request],
    queryFn: ({ signal }) =>
      apiRequest(oauthEndpoints.checkAuthorization, { auth: true, signal, query: { ...request } }),
    // One request, one check: a refetch would only ask the same again.
    staleTime: Infinity,
  });

/** The person's Allow or Deny: where the page goes next, or the code to show. */
export const useAuthorizationDecision = (request: AuthorizationRequest) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (approve: boolean) =>
      apiRequest(oauthEndpoints.decideAuthorization, {
        auth: true,
        body: { ...request, approve },
      }),
    // The screen says what went wrong beside its buttons.
    meta: { toastError: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authorizedAppsKey }),
  });
};

/** The apps holding live tokens of the person, newest authorization first. */
export const useAuthorizedApps = () =>
  useQuery({
    queryKey: authorizedAppsKey,
    queryFn: ({ signal }) => apiRequest(oauthEndpoints.authorizedApps, { auth: true, signal }),
  });

/** Revokes every token the app holds: the app leaves the list at once, and comes back on a refusal. */
export const useRevokeApp = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (app: { _id: string; name: string }) =>
      apiRequest(oauthEndpoints.revokeAuthorizedApp, { auth: true, params: { appId: app._id } }),
    onMutate: async (app) => {
      await queryClient.cancelQueries({ queryKey: authorizedAppsKey });
      const before = queryClient.getQueryData<AuthorizedAppsResponse>(authorizedAppsKey);
      queryClient.setQueryData<AuthorizedAppsResponse>(
        authorizedAppsKey,
        (data) => data && { apps: data.apps.filter((entry) => entry._id !== app._id) },
      );
      return { before };
    },
    onError: (_error, _app, context) => {
      if (context?.before) queryClient.setQueryData(authorizedAppsKey, context.before);
    },
    onSuccess: (_answer, app) => notify.success(`${app.name} can no longer use your account`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: authorizedAppsKey }),
  });
};
