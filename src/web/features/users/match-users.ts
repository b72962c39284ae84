/**
 * Who to follow for what was typed: a case-insensitive part of the first name or of the
 * username, and never the logged-in user.
 */
export function matchUsers<T extends { firstName: string; username: string }>(
  users: readonly T[],
  search: string,
  currentUsername: string,
): T[] {
  const needle = search.trim().toLowerCase();
  return users.filter(
    (user) =>
      user.username !== currentUsername &&
      (user.firstName.toLowerCase().includes(needle) ||
        user.username.toLowerCase().includes(needle)),
  );
}
