import { queryOptions, useMutation } from '@tanstack/react-query';
// The table straight from its module: the contract's index would bring zod into the first load.
import type { Login, Signup } from '@/contract';
import { endpoints } from '@/contract/endpoints';
import { apiRequest } from '@/web/lib/api-client';

export const useLoginMutation = () =>
  useMutation({
    mutationFn: (credentials: Login) => apiRequest(endpoints.login, { body: credentials }),
  });

export const useSignupMutation = () =>
  useMutation({
    mutationFn: (details: Signup) => apiRequest(endpoints.signup, { body: details }),
    // The signup form words its own failures: "Username already exists" or "Unable to sign up!".
    meta: { toastError: false },
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
