import { describe, expect, it } from 'vitest';
import type { PostsPageResponse } from '@/contract';
import type { PostMedia } from '@/contract/post-media';
import { seededAnswer } from '../testing/seeded-answer';
import { fillPage, firstPageRequest, renderFirstPage } from './index';

/** A picture as the pipeline stores it, with its copies. */
const photo = (post: number, index: number): PostMedia => ({
  url: `/media/p${post}-${index}.webp`,
  type: 'image',
  width: 2048,
  height: 1536,
  blurhash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj',
  poster: null,
  alt: `Photo ${index} of post ${post}`,
  variants: [320, 640, 1280].map((width) => ({
    url: `/media/p${post}-${index}-${width}.webp`,
    width,
    height: (width * 3) / 4,
  })),
});

/** The answer with two photos in every post. */
const withPhotos = (answer: PostsPageResponse): PostsPageResponse => ({
  ...answer,
  posts: answer.posts.map((post, n) => ({ ...post, media: [photo(n, 1), photo(n, 2)] })),
});

async function firstPage(pathname: string, search: string, viewer: string) {
  const request = firstPageRequest(pathname, search)!;
  const answer = await seededAnswer<PostsPageResponse>(viewer, request.apiUrl);
  return { request, answer, page: renderFirstPage(request, answer, viewer) };
}

describe('a logged-in visitor’s first posts, rendered on the server', () => {
  it('asks the API exactly as the app asks for a list’s first page', () => {
    expect(firstPageRequest('/', '')?.apiUrl).toBe('/api/feed?limit=20&sort=trending');
    expect(firstPageRequest('/explore', '?sort=oldest')?.apiUrl).toBe(
      '/api/posts?limit=20&sort=oldest',
    );
    expect(firstPageRequest('/explore', '?sort=nonsense')?.apiUrl).toBe(
      '/api/posts?limit=20&sort=latest',
    );
    expect(firstPageRequest('/notifications', '')).toBeUndefined();
  });

  it('renders the first five posts of the answer in the flow, inert until the app arrives', async () => {
    const { answer, page } = await firstPage('/explore', '', 'guest');
    expect(answer.posts.length).toBeGreaterThan(5);
    expect(page.title).toBe('Explore · Murmur');
    expect(page.body).toContain('aria-label="Explore"');
    expect(page.body.match(/<article /g)).toHaveLength(5);
    const first = answer.posts[0]!;
    expect(page.body).toContain(first.content.slice(0, 30).replace(/'/g, '&#x27;'));
    expect(page.body).toContain('data-flow=""');
    // Nothing pressed or picked before the app takes over could be kept: none of it is live.
    expect(page.body).not.toMatch(/<button (?!aria-disabled="true")/);
    expect(page.body).not.toMatch(/<select (?!aria-disabled="true")/);
    expect(page.body).toMatch(/^<div data-shell=""/);
  });

  it('shows the viewer’s own posts with their menu, and only theirs', async () => {
    const { answer, page } = await firstPage('/explore', '', 'maya.clay');
    const shown = answer.posts.slice(0, 5);
    const mine = shown.filter((post) => post.author.username === 'maya.clay').length;
    expect(mine).toBeGreaterThan(0);
    expect(page.body.match(/aria-label="More options"/g) ?? []).toHaveLength(mine);
  });

  it('lets only the first screen’s largest picture load with the page; the others wait for the app', async () => {
    const { request, answer } = await firstPage('/', '', 'guest');
    const { body } = renderFirstPage(request, withPhotos(answer), 'guest');
    const [outside = '', ...inside] = body
      .split(/<noscript>|<\/noscript>/)
      .reduce<string[]>((parts, part, index) => {
        if (index % 2 === 0) parts[0] = (parts[0] ?? '') + part;
        else parts.push(part);
        return parts;
      }, []);
    // The first post's first picture is asked for with the page, and first: no box of post 2
    // is larger.
    const fetched = [...outside.matchAll(/<img [^>]*src="(\/media\/[^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(fetched).toEqual(['/media/p0-1.webp']);
    expect(outside.match(/fetchPriority="high"/gi)).toHaveLength(1);
    // The other nine pictures of the five posts are there for a reader without JavaScript only,
    // and their boxes keep the pictures' names meanwhile.
    expect(inside).toHaveLength(9);
    expect(inside.every((part) => /^<img [^>]*loading="lazy"/.test(part))).toBe(true);
    expect(outside).toContain('aria-label="Photo 1 of post 4"');
  });

  it('goes into the page template: title, preloads in the head, the page in the root', async () => {
    const { page } = await firstPage('/', '', 'guest');
    const template =
      '<html><head><title>Murmur</title></head><body><div id="root"></div></body></html>';
    const html = fillPage(template, page);
    expect(html).toContain('<title>User Feed · Murmur</title>');
    expect(html).toContain(`${page.head}</head>`);
    expect(html).toContain(`<div id="root">${page.body}</div>`);
  });

  it('asks for the largest picture first of all, right after the viewport it is sized for', async () => {
    const { request, answer } = await firstPage('/', '', 'guest');
    const page = renderFirstPage(request, withPhotos(answer), 'guest');
    const template = [
      '<html><head><meta charset="UTF-8" />',
      '<meta name="viewport" content="width=device-width, initial-scale=1.0" />',
      '<title>Murmur</title><script src="/boot.js"></script>',
      '<link rel="stylesheet" href="/assets/style.css" /></head>',
      '<body><div id="root"></div></body></html>',
    ].join('');
    const html = fillPage(template, page);
    // The picture, then the header's logo: both before the script and the style sheet.
    const viewportEnd = html.indexOf('/>', html.indexOf('name="viewport"')) + 2;
    expect(html.slice(viewportEnd)).toMatch(/^<link rel="preload" as="image" imageSrcSet=/);
    const picture = html.indexOf('imageSrcSet=');
    expect(html.indexOf('href="/favicon.svg"')).toBeGreaterThan(picture);
    expect(html.indexOf('href="/favicon.svg"')).toBeLessThan(html.indexOf('/boot.js'));
    expect(html.match(/imageSrcSet=/g)).toHaveLength(1);
    expect(html.slice(picture)).toMatch(/^imageSrcSet="\/media\/p0-1-320\.webp 320w/);
  });
});
