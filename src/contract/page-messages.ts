// What pages say in place of their content: an empty list, an error screen. A module apart from
// client-messages.ts because the error screen comes with every first load, and a module is
// bundled whole into the first chunk that needs it.
/** What an empty list says, in the original specification's words (docs/product.md). */
export const emptyListMessages = {
  posts: 'No Posts yet to be shown',
  liked: 'No Liked Posts by you',
  bookmarked: 'No BookMarked Posts by you',
  replies: 'No replies yet.',
  notifications: 'Nothing yet. Likes, replies, votes, new followers and mentions of you show here.',
  tagged: 'No posts with this tag yet.',
  trendingTags: 'No tags used in the last 24 hours.',
} as const;

/** A tag page's title, and what it says of an address that cannot be a tag. */
export const tagPageMessages = {
  title: (tag: string) => `#${tag}`,
  notATag: 'Tags are letters, digits and _, and not only digits. This address is not one.',
  peopleUsing: (count: number) => (count === 1 ? '1 person' : `${count} people`),
} as const;

/** What a post search that found nothing says. */
export const noPostsFoundMessage = (q: string) => `No posts match “${q}”`;

/** The error screens: a page that could not load, an unknown address, an unexpected error. */
export const errorScreenMessages = {
  notLoadedTitle: 'This page could not load',
  notLoaded:
    'Part of Murmur did not arrive, perhaps because the connection dropped or a new version came out. Reloading usually fixes it.',
  notFoundTitle: 'Page not found',
  notFound: 'There is nothing at this address.',
  unknownAddress:
    'There is nothing at this address. It may have moved, or the link may be mistyped.',
  unexpectedTitle: 'Unexpected Application Error!',
  postNotFoundTitle: 'Post not found',
  postNotHere: 'This post is not here',
  postNotHereDetail: 'It may have been deleted, or the address is not quite right.',
} as const;

/**
 * What the polite status says of a list of people: how many the first page found, "or more" when
 * the server has further pages (it does not count them), or that no one matched.
 */
export function peopleCountMessage(count: number, more: boolean, search: string): string {
  if (count === 0) return search ? `No one matches “${search}”` : 'No one else is here yet';
  const people = `${count}${more ? ' or more' : ''} ${count === 1 && !more ? 'person' : 'people'}`;
  return search ? `${people} found` : people;
}
