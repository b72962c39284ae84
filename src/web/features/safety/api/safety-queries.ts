import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { HiddenPeoplePageResponse } from '@/contract';
import { endpoints } from '@/contract/endpoints';
import { apiRequest } from '@/web/lib/api-client';
import { postKeys } from '@/web/lib/shared-state';

/** The safety feature's own caches: the viewer's muted words, mutes and blocks. */
export const safetyKeys = {
  all: ['safety'] as const,
  words: () => [...safetyKeys.all, 'words'] as const,
  people: (kind: 'mutes' | 'blocks') => [...safetyKeys.all, kind] as const,
};

export const mutedWordsQuery = () =>
  queryOptions({
    queryKey: safetyKeys.words(),
    queryFn: ({ signal }) => apiRequest(endpoints.mutedWords, { auth: true, signal }),
  });

/** The people the viewer muted or blocked, newest first, 20 a page. */
export const hiddenPeopleQuery = (kind: 'mutes' | 'blocks') =>
  infiniteQueryOptions({
    queryKey: safetyKeys.people(kind),
    queryFn: ({ pageParam, signal }): Promise<HiddenPeoplePageResponse> =>
      apiRequest(endpoints[kind], { auth: true, query: { limit: 20, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page: HiddenPeoplePageResponse) => page.nextCursor ?? undefined,
  });

export interface NewMutedWord {
  phrase: string;
  expiresInSeconds: number | null;
}

/**
 * Adds or removes a muted word; the lists that show posts are read again, as the server marks
 * them afresh.
 */
export function useMutedWordChange() {
  const queryClient = useQueryClient();
  const settled = () => {
    void queryClient.invalidateQueries({ queryKey: safetyKeys.words() });
    void queryClient.invalidateQueries({ queryKey: postKeys.all });
  };
  const add = useMutation({
    mutationFn: (word: NewMutedWord) =>
      apiRequest(endpoints.addMutedWord, { auth: true, body: word }),
    onSuccess: settled,
  });
  const remove = useMutation({
    mutationFn: (wordId: string) =>
      apiRequest(endpoints.deleteMutedWord, { auth: true, params: { wordId } }),
    onSuccess: settled,
  });
  return { add, remove };
}
