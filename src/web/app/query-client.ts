import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiClientError } from '../lib/api-client';
import { notifyError } from '../lib/notify';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** false when the mutation shows its own message for a failure. */
      toastError?: boolean;
    };
  }
}

/** A refusal will not change on a second try; a network error or a 5xx might. */
const worthRetrying = (error: unknown) =>
  !(error instanceof ApiClientError) || error.status === 0 || error.status >= 500;

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({
      // A first load shows its failure where the data would be; a failed refresh only has a toast.
      onError: (error, query) => {
        if (query.state.data !== undefined) notifyError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => {
        if (mutation.meta?.toastError !== false) notifyError(error);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failures, error) => failures < 1 && worthRetrying(error),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
