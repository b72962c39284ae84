import { queryOptions, useMutation } from '@tanstack/react-query';
// The table straight from its module: the contract's index would bring zod into the first load.
import type { Login, Signup } from '@/contract';
import { endpoints } from '@/contract/endpoints';
import { apiRequest, sessionCheckEndpoint } from '@/web/lib/api-client';

export const useLoginMutation = () =>
  useMutation({
    mutationFn: (credentials: Login) => apiRequest(endpoints.login, { body: credentials }),
  });

export const useSignupMutation = () =>
  useMutation({
    mutationFn: (details: Signup) => apiRequest(endpoints.signup, { body: details }),
    // The signup form words its own failures (spec section 8).
    meta: { toastError: false },
  });

/** Revokes the token on the server. Its failure does not matter: the session ends anyway. */
export const revokeToken = (token: string) =>
  apiRequest(endpoints.logout, { token }).catch(() => undefined);

/**
 * Asks the server, once per token and page load, whether it still takes `token` (any
 * authenticated GET would do; the bookmarks are the smallest). A refusal ends the session through
 * the API client, like a refusal of any other call, if `token` is still the session's.
 */
export const sessionCheckQuery = (token: string) =>
  queryOptions({
    queryKey: ['session', token],
    queryFn: ({ signal }) => apiRequest(sessionCheckEndpoint, { auth: true, token, signal }),
    staleTime: Infinity,
  });

/**
 * What this server offers (GET /api/config), asked once per page load: one build serves every
 * instance, so whether the guest account is on is known only at run time.
 */
export const serverConfigQuery = queryOptions({
  queryKey: ['server-config'],
  queryFn: ({ signal }) => apiRequest(endpoints.config, { signal }),
  staleTime: Infinity,
});
