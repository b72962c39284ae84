import { tagOf } from '@/contract';

/** Escapes text for HTML: Mastodon's content and note are HTML, Murmur's texts are plain. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

// A link, a mention or a hashtag, in that order of preference where they overlap.
const token =
  /(https?:\/\/[^\s<]+[^\s<.,;:!?)\]'"])|(^|[^\w@])@([a-z0-9_.]{3,30})|(^|[^\w#&])#([\p{L}\p{N}_]+)/giu;

/**
 * A post's plain text as the HTML Mastodon's clients render: paragraphs at blank lines, <br> at
 * single line breaks, links, @mentions and #tags as anchors to Murmur's own pages.
 */
export function textToHtml(text: string, origin: string, mentioned: ReadonlySet<string>): string {
  const paragraphs = text.trim().split(/\n\s*\n/);
  return paragraphs
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) => `<p>${linked(paragraph, origin, mentioned).replace(/\n/g, '<br />')}</p>`)
    .join('');
}

function linked(text: string, origin: string, mentioned: ReadonlySet<string>): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(token)) {
    const [whole, url, mentionLead, username, tagLead, tag] = match;
    const start = match.index;
    html += escapeHtml(text.slice(last, start));
    last = start + whole.length;
    if (url) {
      html += `<a href="${escapeHtml(url)}" rel="nofollow noopener noreferrer" target="_blank">${escapeHtml(url)}</a>`;
    } else if (username && mentioned.has(username.toLowerCase())) {
      const href = `${origin}/posts/user/${encodeURIComponent(username)}`;
      html += `${escapeHtml(mentionLead ?? '')}<span class="h-card"><a href="${escapeHtml(href)}" class="u-url mention">@<span>${escapeHtml(username)}</span></a></span>`;
    } else if (tag && tagOf(tag) !== undefined) {
      const href = `${origin}/tags/${encodeURIComponent(tagOf(tag)!)}`;
      html += `${escapeHtml(tagLead ?? '')}<a href="${escapeHtml(href)}" class="mention hashtag" rel="tag">#<span>${escapeHtml(tag)}</span></a>`;
    } else {
      html += escapeHtml(whole);
    }
  }
  return html + escapeHtml(text.slice(last));
}
