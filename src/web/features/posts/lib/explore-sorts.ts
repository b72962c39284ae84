/** Explore's orders (spec section 4), as the sort menu names them; the server sorts. */
export const postSorts = ['Latest', 'Oldest', 'Trending'] as const;
export type PostSort = (typeof postSorts)[number];
