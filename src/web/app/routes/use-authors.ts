import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { usersQuery } from '../../features/users/api/user-queries';

/** Every user by username, so that a post can show its author's name and picture. */
export function useAuthors() {
  const users = useQuery(usersQuery());
  return useMemo(
    () => new Map((users.data ?? []).map((user) => [user.username, user])),
    [users.data],
  );
}
