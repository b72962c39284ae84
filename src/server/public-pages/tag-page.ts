import { apiPaths, tagOf } from '@/contract';
import { escapeMarkup } from './markup';
import type { PageMeta } from './page-head';
import { postListMarkup, readPostList } from './post-list';
import { previewPicture, tagPath } from './post-markup';
import type { PublicOutcome, VisitorReads } from './public-api';
import { loginHref, publicDocument } from './public-document';

/** A tag's RSS feed, beside its page. */
export const tagFeedPath = (tag: string) => `${tagPath(tag)}/rss`;

/** What a tag's page and feed say of it. */
export const tagDescription = (tag: string) => `The newest posts with #${tag} on Murmur.`;

function tagHeader(tag: string, path: string): string {
  return `<section class="public-card" aria-labelledby="tag-heading">
<h1 id="tag-heading">#${escapeMarkup(tag)}</h1>
<p class="public-text">${escapeMarkup(tagDescription(tag))}</p>
<p class="public-login-actions"><a class="public-button public-button-primary" href="${escapeMarkup(loginHref(path))}">Post<span class="visually-hidden">, log in to post with #${escapeMarkup(tag)}</span></a>
<a class="public-button" href="${escapeMarkup(tagFeedPath(tag))}">RSS feed</a></p>
</section>`;
}

/**
 * A tag's public page: its posts newest first, a page at a time, as the API lists them for a
 * visitor (members-only people left out). A word that cannot be a tag is a 404, by the API's own
 * rule (`tagOf`), without asking it.
 */
export async function renderTagPage(
  read: VisitorReads,
  origin: string,
  rawTag: string,
  cursor: string | undefined,
): Promise<PublicOutcome<string>> {
  const tag = tagOf(rawTag);
  if (tag === undefined) return { kind: 'missing' };
  const posts = await readPostList(read, apiPaths.tagPosts(tag), cursor);
  if (posts.kind !== 'found') return posts;
  const path = tagPath(tag);
  const list = posts.value.posts;
  // The preview is the first listed post's picture that may be shown (previewPicture's rules).
  const picture = list.map(previewPicture).find((found) => found !== undefined);
  const page: PageMeta = {
    title: `#${tag} · Murmur`,
    description: tagDescription(tag),
    canonical: origin + path,
    kind: 'website',
    image: picture && { url: origin + picture.path, alt: picture.alt, large: true },
    feed: { url: origin + tagFeedPath(tag), title: `Posts with #${tag}` },
    // An empty tag's page has nothing to find: it stays out of search engines.
    noindex: list.length === 0,
  };
  const main = [
    tagHeader(tag, path),
    postListMarkup(
      posts.value,
      path,
      'posts-heading',
      `Posts with #${tag}`,
      `No posts with #${tag} yet.`,
    ),
  ].join('\n');
  return { kind: 'found', value: publicDocument(page, path, main) };
}
