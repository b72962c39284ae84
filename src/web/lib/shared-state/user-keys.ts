/** Which side of a person's follows a list shows. */
export type FollowSide = 'followers' | 'following';

/**
 * Query keys of the people caches: the users feature reads and changes them, and a post made or
 * deleted changes its author's post count in them (post-events.ts).
 */
export const userKeys = {
  all: ['users'] as const,
  details: () => [...userKeys.all, 'detail'] as const,
  /** One person by username: their profile, and for the logged-in user whom they follow. */
  detail: (username: string) => [...userKeys.details(), username] as const,
  profiles: () => [...userKeys.all, 'profile'] as const,
  /** One person's bounded view (counts, no lists). */
  profile: (username: string) => [...userKeys.profiles(), username] as const,
  /** Every paged list of people: a follow patches them all. */
  pages: () => [...userKeys.all, 'pages'] as const,
  /** People newest first, or those matching a search ('' for everyone). */
  search: (search: string) => [...userKeys.pages(), 'search', search] as const,
  /**
   * The same, for the sidebar, which reads the first page only: sharing /users' entry, it would
   * refetch every page scrolled there.
   */
  panel: (search: string) => [...userKeys.pages(), 'panel', search] as const,
  follows: (side: FollowSide, username: string) => [...userKeys.pages(), side, username] as const,
};
