import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, mediaUploadResponseSchema, sessionCookieName } from '@/contract';
import { createSharpPictures } from '../media/sharp-pictures';
import { upload } from '../testing/media-upload';
import { photoPng } from '../testing/picture-files';
import { childText, parsed, parsedXml, signUp, writePost } from '../testing/public-pages';
import { createServerHarness, type ServerHarness } from '../testing/server-harness';

let h: ServerHarness;
const origin = 'http://localhost';
let token: string;
let picture: { url: string; variants: { url: string; width: number }[] };

beforeAll(async () => {
  h = await createServerHarness({ app: { pictures: createSharpPictures() } });
  token = await signUp(h, 'tag.writer', 'Tess');
  for (let n = 1; n <= 20; n += 1)
    await writePost(h, token, { content: `Garden note ${n} & <more> #Garden` });
  picture = mediaUploadResponseSchema.parse(
    await (await upload(h, await photoPng(1600, 1000), { token })).json(),
  );
  await writePost(h, token, {
    content: 'Tomatoes #garden',
    media: [{ url: picture.url, alt: 'Red noise' }],
  });
  await writePost(h, token, { content: 'The newest, no picture #GARDEN' });
  // A members-only person's posts are on no visitor's list, a tag's included.
  const quiet = await signUp(h, 'tag.quiet', 'Quiet');
  await writePost(h, quiet, { content: 'Only for members #garden' });
  const edit = await h.call('POST', apiPaths.editUser(), {
    token: quiet,
    body: { userData: { visibleTo: 'members' } },
  });
  expect(edit.status).toBe(201);
});
afterAll(() => h.close());

describe('a tag’s public page', () => {
  it("links each post's tags, mentions and addresses, and nothing else", async () => {
    await writePost(h, token, {
      content: 'Kiln day with @tag.writer #Pottery <b>hot</b> https://example.org/glaze. #kiln',
    });
    const page = parsed((await h.call('GET', '/tags/pottery')).text);
    const text = page.document.querySelector('article .public-text')!;
    expect(text.textContent).toBe(
      'Kiln day with @tag.writer #Pottery <b>hot</b> https://example.org/glaze. #kiln',
    );
    expect(text.querySelector('b')).toBeNull();
    const links = [...text.querySelectorAll('a')].map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['@tag.writer', '/posts/user/tag.writer'],
      ['#Pottery', '/tags/pottery'],
      ['https://example.org/glaze', 'https://example.org/glaze'],
      ['#kiln', '/tags/kiln'],
    ]);
  });

  it('is rendered for a visitor with its title, card, canonical link (case-folded) and feed', async () => {
    const answer = await h.call('GET', '/tags/GARDEN');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(answer.headers.get('vary')).toBe('Cookie');
    const page = parsed(answer.text);
    expect(page.title).toBe('#garden · Murmur');
    expect(page.og('title')).toBe(page.title);
    expect(page.og('description')).toBe('The newest posts with #garden on Murmur.');
    expect(page.og('type')).toBe('website');
    expect(page.link('canonical')).toBe(`${origin}/tags/garden`);
    expect(page.og('url')).toBe(`${origin}/tags/garden`);
    expect(page.named('robots')).toBeUndefined();
    const feed = page.document.querySelector('link[rel="alternate"][type="application/rss+xml"]');
    expect(feed?.getAttribute('href')).toBe(`${origin}/tags/garden/rss`);
    expect(page.document.querySelector('h1')?.textContent).toBe('#garden');
  });

  it('previews the first listed picture, its 1280 px copy, as a large card', async () => {
    const page = parsed((await h.call('GET', '/tags/garden')).text);
    const variant = picture.variants.find((copy) => copy.width === 1280)!;
    expect(page.og('image')).toBe(origin + variant.url);
    expect(page.og('image:alt')).toBe('Red noise');
    expect(page.named('twitter:card')).toBe('summary_large_image');
  });

  it('lists the newest 20 posts, escaped, with older ones a keyset page further, and no members-only post', async () => {
    const answer = await h.call('GET', '/tags/garden');
    const page = parsed(answer.text);
    const articles = [...page.document.querySelectorAll('article')];
    expect(articles).toHaveLength(20);
    expect(articles[0]!.querySelector('.public-text')?.textContent).toBe(
      'The newest, no picture #GARDEN',
    );
    expect(articles[2]!.querySelector('.public-text')?.textContent).toBe(
      'Garden note 20 & <more> #Garden',
    );
    expect(answer.text).not.toContain('Only for members');
    // Someone logged in reads it with the tag: the visitor's list is what left it out.
    const member = await h.call('GET', `${apiPaths.tagPosts('garden')}?limit=1`, { token });
    expect(JSON.stringify(member.body)).toContain('Only for members');
    const older = [...page.document.querySelectorAll('a')].find(
      (a) => a.textContent === 'Older posts',
    );
    expect(older?.getAttribute('href')).toMatch(/^\/tags\/garden\?cursor=/);
    const next = parsed((await h.call('GET', older!.getAttribute('href')!)).text);
    expect(next.document.querySelectorAll('article')).toHaveLength(2);
    expect(next.link('canonical')).toBe(`${origin}/tags/garden`);
    expect(next.document.body.textContent).not.toContain('Only for members');
  });

  it('asks a visitor to log in to post, like or reply, coming back to the page or the post', async () => {
    const page = parsed((await h.call('GET', '/tags/garden')).text);
    const post = [...page.document.querySelectorAll('main a')].find((a) =>
      a.textContent?.startsWith('Post'),
    );
    expect(post?.getAttribute('href')).toBe(
      `/login?redirectTo=${encodeURIComponent('/tags/garden')}`,
    );
    const like = page.document.querySelector('article .public-action');
    expect(like?.getAttribute('href')).toMatch(/^\/login\?redirectTo=%2Fposts%2F/);
  });

  it('is one tag in any case and Unicode form, in another script too', async () => {
    await writePost(h, token, { content: 'Coffee #CAFE\u0301' });
    const page = parsed((await h.call('GET', `/tags/${encodeURIComponent('Cafe\u0301')}`)).text);
    expect(page.title).toBe('#café · Murmur');
    expect(page.link('canonical')).toBe(`${origin}/tags/caf%C3%A9`);
    expect(page.document.querySelectorAll('article')).toHaveLength(1);
  });

  it('says a tag without posts has none yet, kept out of search engines', async () => {
    const answer = await h.call('GET', '/tags/nothing_here');
    expect(answer.status).toBe(200);
    const page = parsed(answer.text);
    expect(page.document.querySelector('main .public-note')?.textContent).toBe(
      'No posts with #nothing_here yet.',
    );
    expect(page.document.querySelectorAll('article')).toHaveLength(0);
    expect(page.named('robots')).toBe('noindex');
    expect(page.og('image')).toBeUndefined();
  });

  it('answers the not-found page for what cannot be a tag, and the top of the list for a bad cursor', async () => {
    const notTags = [
      `/tags/${'a'.repeat(65)}`,
      '/tags/2026',
      '/tags/a%20b',
      '/tags/%23garden',
      `/tags/${encodeURIComponent('<script>')}`,
      '/tags/%E0%A4',
    ];
    for (const path of notTags) {
      const answer = await h.call('GET', path);
      expect(answer.status, path).toBe(404);
      const page = parsed(answer.text);
      expect(page.title, path).toBe('Not found · Murmur');
      expect(page.named('robots'), path).toBe('noindex');
    }
    expect((await h.call('GET', `/tags/${'a'.repeat(64)}`)).status).toBe(200);
    for (const cursor of ['nonsense', '%00', 'x'.repeat(3000)]) {
      const answer = await h.call('GET', `/tags/garden?cursor=${cursor}`);
      expect(answer.status, cursor).toBe(200);
      expect(parsed(answer.text).document.querySelectorAll('article')).toHaveLength(20);
    }
  });

  it('is the app for a browser with the session cookie', async () => {
    const app = await h.call('GET', '/tags/garden', {
      headers: { cookie: `${sessionCookieName}=${token}` },
    });
    expect(app.status).toBe(200);
    expect(app.text).toContain('/assets/app-1a2b3c.js');
  });
});

describe('a tag’s RSS feed', () => {
  it('is RSS 2.0 of the newest 20 posts, cached as a profile’s feed', async () => {
    const answer = await h.call('GET', '/tags/Garden/rss');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=300');
    const rss = parsedXml(answer.text).documentElement;
    expect(rss.nodeName).toBe('rss');
    expect(rss.getAttribute('version')).toBe('2.0');
    const channels = rss.getElementsByTagName('channel');
    expect(channels).toHaveLength(1);
    const channel = channels[0]!;
    expect(childText(channel, 'title')).toBe('#garden on Murmur');
    expect(childText(channel, 'link')).toBe(`${origin}/tags/garden`);
    expect(childText(channel, 'description')).toBe('The newest posts with #garden on Murmur.');
    const self = [...channel.children].find((node) => node.nodeName === 'atom:link');
    expect(self?.getAttribute('href')).toBe(`${origin}/tags/garden/rss`);
    expect(self?.getAttribute('rel')).toBe('self');
    const items = [...channel.getElementsByTagName('item')];
    expect(items).toHaveLength(20);
    expect(childText(items[0]!, 'title')).toBe('The newest, no picture #GARDEN');
    expect(childText(items[2]!, 'description')).toBe(
      '<p>Garden note 20 &amp; &lt;more&gt; #Garden</p>',
    );
    for (const item of items) {
      expect(childText(item, 'link')).toMatch(new RegExp(`^${origin}/posts/[^/]+$`));
      expect(childText(item, 'guid')).toBe(childText(item, 'link'));
      expect(Number.isNaN(Date.parse(childText(item, 'pubDate')!))).toBe(false);
    }
    expect(answer.text).not.toContain('Only for members');
  });

  it('carries the picture as an enclosure with its address, length and type', async () => {
    const xml = parsedXml((await h.call('GET', '/tags/garden/rss')).text);
    const enclosures = [...xml.getElementsByTagName('enclosure')];
    expect(enclosures).toHaveLength(1);
    const enclosure = enclosures[0]!;
    const variant = picture.variants.find((copy) => copy.width === 1280)!;
    expect(enclosure.getAttribute('url')).toBe(origin + variant.url);
    expect(enclosure.getAttribute('type')).toBe('image/webp');
    const bytes = (await (await h.app.request(variant.url)).arrayBuffer()).byteLength;
    expect(Number(enclosure.getAttribute('length'))).toBe(bytes);
  });

  it('is an empty feed for a tag without posts, and 404 for what cannot be a tag', async () => {
    const empty = parsedXml((await h.call('GET', '/tags/nothing_here/rss')).text);
    expect(empty.getElementsByTagName('channel')).toHaveLength(1);
    expect(empty.getElementsByTagName('item')).toHaveLength(0);
    for (const path of [`/tags/${'a'.repeat(65)}/rss`, '/tags/2026/rss', '/tags/a%20b/rss'])
      expect((await h.call('GET', path)).status, path).toBe(404);
  });
});
