import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { usersQuery } from '../../features/users/api/user-queries';

/**
 * The people list by username, so that a post shows its author's name and picture as a profile
 * edit left them; the list stops at the server's cap, and past it a post's own author stands in.
 */
export function useAuthors() {
  const users = useQuery(usersQuery());
  return useMemo(
    () => new Map((users.data ?? []).map((user) => [user.username, user])),
    [users.data],
  );
}
