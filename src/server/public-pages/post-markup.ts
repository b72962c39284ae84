import type { Post, PostMedia, Reply, UserSummary } from '@/contract';
import { loginHref } from './public-document';
import { linkify } from '@/contract/linkify';
import { escapeMarkup, shortened } from './markup';

const profilePath = (username: string) => `/posts/user/${encodeURIComponent(username)}`;

/** A tag's page, by its stored form (src/contract/hashtags.ts: NFC, case-folded). */
export const tagPath = (tag: string) => `/tags/${encodeURIComponent(tag)}`;
export const postPath = (postId: string) => `/posts/${encodeURIComponent(postId)}`;
export { profilePath };

/** The name a person goes by: first and last name, or the username without them. */
export const displayName = (person: Pick<UserSummary, 'firstName' | 'lastName' | 'username'>) =>
  `${person.firstName} ${person.lastName}`.trim() || person.username;

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});
const timeElement = (at: string) =>
  `<time datetime="${escapeMarkup(new Date(at).toISOString())}">${escapeMarkup(dateFormat.format(new Date(at)))} UTC</time>`;

/**
 * The preview picture of a post: its first picture's 1280 px copy, else its 640 px one, else the
 * widest; a video's still frame. None for a sensitive post or one behind a content warning (a
 * preview would show what the author asked to hide), nor for a data URL (no address to give).
 */
export function previewPicture(
  post: Post,
): { path: string; alt: string; type: string } | undefined {
  if (post.sensitive || post.contentWarning) return undefined;
  const first = post.media[0];
  if (!first) return undefined;
  const stored = (url: string | null): url is string => !!url && url.startsWith('/media/');
  if (first.type === 'video')
    return stored(first.poster)
      ? { path: first.poster, alt: first.alt, type: 'image/webp' }
      : undefined;
  const variant =
    first.variants.find((copy) => copy.width === 1280) ??
    first.variants.find((copy) => copy.width === 640) ??
    first.variants.at(-1);
  if (variant && stored(variant.url))
    return { path: variant.url, alt: first.alt, type: 'image/webp' };
  return stored(first.url)
    ? { path: first.url, alt: first.alt, type: imageType(first.url) }
    : undefined;
}

const imageType = (url: string) => {
  const extension = /\.([a-z0-9]+)$/.exec(url)?.[1];
  return extension === 'jpg' ? 'image/jpeg' : `image/${extension ?? 'webp'}`;
};

/** What a preview says of a post: its content warning instead of its text, else its text. */
export function describePost(post: Post, max = 200): string {
  if (post.contentWarning) return `Content warning: ${shortened(post.contentWarning, max)}`;
  const text = shortened(post.content, max);
  if (text) return text;
  return post.media.length > 0
    ? `${post.media.length === 1 ? 'A picture' : 'Pictures'} by @${post.username}`
    : '';
}

function mediaMarkup(media: readonly PostMedia[]): string {
  const items = media.map((item) => {
    if (item.type === 'video') {
      const poster = item.poster ? ` poster="${escapeMarkup(item.poster)}"` : '';
      return `<video controls preload="none" src="${escapeMarkup(item.url)}"${poster} aria-label="${escapeMarkup(item.alt || 'Video')}"></video>`;
    }
    const size = item.width && item.height ? ` width="${item.width}" height="${item.height}"` : '';
    const srcset = item.variants.length
      ? ` srcset="${escapeMarkup(item.variants.map((copy) => `${copy.url} ${copy.width}w`).join(', '))}" sizes="(max-width: 640px) 100vw, 600px"`
      : '';
    return `<img src="${escapeMarkup(item.url)}"${srcset}${size} alt="${escapeMarkup(item.alt)}" loading="lazy" decoding="async">`;
  });
  return items.length
    ? `<div class="public-media public-media-${Math.min(items.length, 4)}">${items.join('')}</div>`
    : '';
}

function authorLine(author: UserSummary, headingTag: string, headingId: string): string {
  const avatar = author.avatarUrl
    ? `<img class="public-avatar" src="${escapeMarkup(author.avatarUrl)}" alt="" width="40" height="40">`
    : `<span class="public-avatar" aria-hidden="true"></span>`;
  return `<header class="public-author">${avatar}<${headingTag} id="${headingId}" class="public-author-name"><a href="${escapeMarkup(profilePath(author.username))}">${escapeMarkup(displayName(author))}</a> <span class="public-handle">@${escapeMarkup(author.username)}</span></${headingTag}></header>`;
}

/** A post's text with its addresses, mentions and tags as links, as the app's rich text shows it. */
function textMarkup(post: Post): string {
  return linkify(post.content, post.mentions)
    .map((part) => {
      const text = escapeMarkup(part.text);
      if (part.kind === 'link')
        return `<a href="${escapeMarkup(part.href)}" rel="noopener noreferrer nofollow ugc">${text}</a>`;
      if (part.kind === 'mention')
        return `<a href="${escapeMarkup(profilePath(part.username))}">${text}</a>`;
      if (part.kind === 'tag') return `<a href="${escapeMarkup(tagPath(part.tag))}">${text}</a>`;
      return text;
    })
    .join('');
}

/** The text and media of a post, behind its content warning or sensitive mark where it has one. */
function bodyMarkup(post: Post): string {
  const text = post.content ? `<p class="public-text">${textMarkup(post)}</p>` : '';
  const media = mediaMarkup(post.media);
  const shownMedia =
    post.sensitive && media
      ? `<details class="public-hidden"><summary>Sensitive media: show</summary>${media}</details>`
      : media;
  if (post.contentWarning)
    return `<details class="public-hidden"><summary>${escapeMarkup(post.contentWarning)}: show</summary>${text}${shownMedia}</details>`;
  return text + shownMedia;
}

/**
 * A post as an <article>: its author, text, media, time and actions. The actions are links to
 * the login screen that come back here; `linked` makes the time a link to the post's own page (in
 * a list). `headingTag` is the author line's heading level on this page.
 */
export function postArticle(
  post: Post,
  { linked, headingTag }: { linked: boolean; headingTag: 'h1' | 'h2' },
): string {
  const path = postPath(post._id);
  const headingId = `post-${escapeMarkup(post._id)}`;
  const time = linked
    ? `<a href="${escapeMarkup(path)}">${timeElement(post.createdAt)}</a>`
    : timeElement(post.createdAt);
  const login = escapeMarkup(loginHref(path));
  return `<article class="public-card public-post" aria-labelledby="${headingId}">
${authorLine(post.author, headingTag, headingId)}
${bodyMarkup(post)}
<footer class="public-post-footer">${time}
<span class="public-actions">
<a class="public-action" href="${login}">Like <span class="public-count">${post.likes.likeCount}</span><span class="visually-hidden">, log in to like</span></a>
<a class="public-action" href="${login}">Reply <span class="public-count">${post.commentCount}</span><span class="visually-hidden">, log in to reply</span></a>
</span></footer>
</article>`;
}

/** A reply under a post on its page. */
export function replyArticle(reply: Reply): string {
  const headingId = `reply-${escapeMarkup(reply._id)}`;
  const at = reply.createdAt
    ? `<footer class="public-post-footer">${timeElement(reply.createdAt)}</footer>`
    : '';
  return `<article class="public-card public-reply" aria-labelledby="${headingId}">
${authorLine(reply.author, 'h3', headingId)}
<p class="public-text">${escapeMarkup(reply.text)}</p>
${at}
</article>`;
}
