import { escapeMarkup } from './markup';

/** What a public page says of itself to browsers, search engines and link previews. */
export interface PageMeta {
  /** The document's title, also og:title. */
  title: string;
  description: string;
  /** The page's own absolute address, without paging: rel=canonical and og:url. */
  canonical: string;
  /** og:type: a post is an article, a person's page a profile, a tag's page a website. */
  kind: 'article' | 'profile' | 'website';
  /**
   * An absolute picture address for the preview. A large one (a post's picture) makes the card
   * summary_large_image; a small one (an avatar) stays beside the summary.
   */
  image?: { url: string; alt: string; large: boolean } | undefined;
  /** The page's RSS feed, advertised with rel=alternate. */
  feed?: { url: string; title: string } | undefined;
  /** Keep the page out of search engines (a members-only person's login screen). */
  noindex?: boolean;
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeMarkup(content)}">`;

/**
 * The head's lines for a page: title, description, canonical link, Open Graph and Twitter card
 * tags, the feed and, when asked, noindex. Every value escaped.
 */
export function renderPageHead(page: PageMeta): string {
  const lines = [
    `<title>${escapeMarkup(page.title)}</title>`,
    meta('name', 'description', page.description),
    `<link rel="canonical" href="${escapeMarkup(page.canonical)}">`,
    meta('property', 'og:site_name', 'Murmur'),
    meta('property', 'og:type', page.kind),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', page.canonical),
    meta('name', 'twitter:card', page.image?.large ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
  ];
  if (page.image) {
    lines.push(
      meta('property', 'og:image', page.image.url),
      meta('name', 'twitter:image', page.image.url),
    );
    if (page.image.alt) {
      lines.push(
        meta('property', 'og:image:alt', page.image.alt),
        meta('name', 'twitter:image:alt', page.image.alt),
      );
    }
  }
  if (page.feed) {
    lines.push(
      `<link rel="alternate" type="application/rss+xml" title="${escapeMarkup(page.feed.title)}" href="${escapeMarkup(page.feed.url)}">`,
    );
  }
  if (page.noindex) lines.push(meta('name', 'robots', 'noindex'));
  return lines.join('\n');
}
