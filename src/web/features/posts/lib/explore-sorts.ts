/** Explore's orders, Latest first (docs/product.md, /explore), as the sort menu names them. */
export const postSorts = ['Latest', 'Oldest', 'Trending'] as const;
export type PostSort = (typeof postSorts)[number];

/** The order an Explore address asks for (?sort=oldest): Latest when it names none we know. */
export const exploreSortOf = (params: URLSearchParams): PostSort =>
  postSorts.find((sort) => sort.toLowerCase() === params.get('sort')) ?? 'Latest';
