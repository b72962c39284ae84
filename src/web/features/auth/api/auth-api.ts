import { useMutation } from '@tanstack/react-query';
// The table straight from its module: the contract's index would bring zod into the first load.
import type { Login, Signup } from '@/contract';
// The area's own table, not the whole `endpoints`: this module is in the first load, and the
// other areas' rows load with the pages that use them.
import { authEndpoints } from '@/contract/endpoints-auth';
import { apiRequest } from '@/web/lib/api-client';

export const useLoginMutation = () =>
  useMutation({
    mutationFn: (credentials: Login) => apiRequest(authEndpoints.login, { body: credentials }),
  });

export const useSignupMutation = () =>
  useMutation({
    mutationFn: (details: Signup) => apiRequest(authEndpoints.signup, { body: details }),
    // The signup form words its own failures: "Username already exists" or "Unable to sign up!".
    meta: { toastError: false },
  });

export { serverConfigQuery } from '@/web/lib/server-config';
