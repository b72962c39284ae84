import type { Post } from '@/contract';
import { escapeMarkup, escapeXml, shortened } from './markup';
import { postPath, previewPicture } from './post-markup';

/** What a feed says of itself: a profile's or a tag's. */
export interface FeedChannel {
  title: string;
  /** The absolute address of the page the feed follows. */
  link: string;
  description: string;
  /** The feed's own absolute address (atom:link rel=self, as validators ask). */
  self: string;
}

/** The size in bytes of a stored file by its path (/media/…), when the store can tell. */
export type LengthOf = (path: string) => Promise<number | undefined>;

/** RFC 822 dates, as RSS 2.0 asks: toUTCString writes "Wed, 02 Dec 2026 03:23:48 GMT". */
const rfc822 = (at: string) => new Date(at).toUTCString();

/** A post's text and pictures as HTML, which the item's description carries escaped. */
function itemHtml(post: Post, origin: string): string {
  const warning = post.contentWarning
    ? `<p><strong>Content warning: ${escapeMarkup(post.contentWarning)}</strong></p>`
    : '';
  const text = post.content
    ? post.content
        .split(/\n{2,}/)
        .map((paragraph) => `<p>${escapeMarkup(paragraph).replace(/\n/g, '<br>')}</p>`)
        .join('')
    : '';
  const pictures = post.media
    .filter((item) => item.type !== 'video' && item.url.startsWith('/media/'))
    .map(
      (item) =>
        `<p><img src="${escapeMarkup(origin + item.url)}" alt="${escapeMarkup(item.alt)}"></p>`,
    )
    .join('');
  return warning + text + pictures;
}

async function itemXml(post: Post, origin: string, lengthOf: LengthOf): Promise<string> {
  const link = origin + postPath(post._id);
  const heading = shortened(post.contentWarning ? `CW: ${post.contentWarning}` : post.content, 80);
  const lines = [
    heading ? `<title>${escapeXml(heading)}</title>` : '',
    `<link>${escapeXml(link)}</link>`,
    `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
    `<pubDate>${rfc822(post.createdAt)}</pubDate>`,
    `<description>${escapeXml(itemHtml(post, origin))}</description>`,
  ];
  // RSS 2.0 gives an item one enclosure: the first picture, where its size is known.
  const picture = previewPicture(post);
  const length = picture && (await lengthOf(picture.path));
  if (picture && length !== undefined)
    lines.push(
      `<enclosure url="${escapeXml(origin + picture.path)}" length="${length}" type="${escapeXml(picture.type)}"/>`,
    );
  return `<item>\n${lines.filter(Boolean).join('\n')}\n</item>`;
}

/**
 * An RSS 2.0 document of posts, newest first: a profile's newest 20, or a tag's. Every text is
 * escaped for XML; a description's HTML is escaped once more, as RSS carries it as text.
 */
export async function rssDocument(
  channel: FeedChannel,
  posts: readonly Post[],
  origin: string,
  lengthOf: LengthOf,
): Promise<string> {
  const items = await Promise.all(posts.map((post) => itemXml(post, origin, lengthOf)));
  const newest = posts[0];
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
<channel>
<title>${escapeXml(channel.title)}</title>
<link>${escapeXml(channel.link)}</link>
<description>${escapeXml(channel.description)}</description>
<atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>
<generator>Murmur</generator>
${newest ? `<lastBuildDate>${rfc822(newest.createdAt)}</lastBuildDate>` : ''}
${items.join('\n')}
</channel>
</rss>
`;
}
