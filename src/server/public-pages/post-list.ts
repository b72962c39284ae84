import type { PostsPageResponse } from '@/contract';
import { escapeMarkup } from './markup';
import { postArticle } from './post-markup';
import { outcomeOf, type PublicOutcome, type VisitorReads } from './public-api';

/** How many posts a public list (a profile, a tag) and its feed show: the newest 20. */
export const publicPostsPerPage = 20;

/**
 * One page of an API list of posts (`apiPath`: a person's, a tag's) as a visitor reads it, from
 * `cursor` on. A cursor that is not the API's own is a 400: the list starts from its top instead.
 */
export async function readPostList(
  read: VisitorReads,
  apiPath: string,
  cursor: string | undefined,
): Promise<PublicOutcome<PostsPageResponse>> {
  const query = new URLSearchParams({ limit: String(publicPostsPerPage) });
  if (cursor) query.set('cursor', cursor);
  const posts = outcomeOf(await read<PostsPageResponse>(`${apiPath}?${query}`));
  return posts.kind !== 'found' && cursor ? readPostList(read, apiPath, undefined) : posts;
}

/**
 * One page of a public list of posts with the link to the next one (keyset: the API's cursor):
 * what a profile and a tag's page show. `empty` is what an empty list says.
 */
export function postListMarkup(
  posts: PostsPageResponse,
  path: string,
  headingId: string,
  heading: string,
  empty = 'No posts yet.',
): string {
  const items = posts.posts.map((post) => postArticle(post, { linked: true, headingTag: 'h2' }));
  const older = posts.nextCursor
    ? `<p class="public-more"><a href="${escapeMarkup(`${path}?cursor=${encodeURIComponent(posts.nextCursor)}`)}">Older posts</a></p>`
    : '';
  const none = items.length ? '' : `<p class="public-note">${escapeMarkup(empty)}</p>`;
  return `<section aria-labelledby="${headingId}">
<h2 id="${headingId}" class="visually-hidden">${escapeMarkup(heading)}</h2>
${none}${items.join('\n')}
${older}
</section>`;
}
