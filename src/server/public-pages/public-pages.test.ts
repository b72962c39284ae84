import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, errorCodes, mediaUploadResponseSchema, sessionCookieName } from '@/contract';
import { createSharpPictures } from '../media/sharp-pictures';
import { upload } from '../testing/media-upload';
import { photoPng } from '../testing/picture-files';
import { childText, parsed, parsedXml, signUp, writePost } from '../testing/public-pages';
import { createServerHarness, type ServerHarness } from '../testing/server-harness';

let h: ServerHarness;
const origin = 'http://localhost';
const tricky = `Tom & "Jerry" <b>bold</b> it's </script><script>alert(1)</script>`;

beforeAll(async () => {
  h = await createServerHarness({ app: { pictures: createSharpPictures() } });
});
afterAll(() => h.close());

describe('a post’s public page', () => {
  let token: string;
  let plainId: string;
  let pictureId: string;
  let pictureUrl: string;

  beforeAll(async () => {
    token = await signUp(h, 'maya.public', 'Maya "M" <Clay>');
    plainId = await writePost(h, token, { content: tricky });
    const stored = await upload(h, await photoPng(1600, 1000), { token });
    expect(stored.status).toBe(201);
    const media = mediaUploadResponseSchema.parse(await stored.json());
    pictureUrl = media.variants.find((variant) => variant.width === 1280)!.url;
    pictureId = await writePost(h, token, {
      content: 'A picture',
      media: [{ url: media.url, alt: 'Green noise' }],
    });
  });

  it('is rendered for a visitor with its title, description, canonical link and card, all escaped', async () => {
    const answer = await h.call('GET', `/posts/${plainId}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const page = parsed(answer.text);
    expect(page.title).toBe(`Maya "M" <Clay> Clay on Murmur: “${tricky.slice(0, 59)}…”`);
    expect(page.og('title')).toBe(page.title);
    expect(page.og('description')).toBe(tricky);
    expect(page.named('description')).toBe(tricky);
    expect(page.link('canonical')).toBe(`${origin}/posts/${plainId}`);
    expect(page.og('url')).toBe(`${origin}/posts/${plainId}`);
    expect(page.og('image')).toBeUndefined();
    expect(page.named('twitter:card')).toBe('summary');
    expect(page.named('robots')).toBeUndefined();
    // The text is the post's, to the character, and nothing in it became markup.
    expect(page.document.querySelector('article .public-text')?.textContent).toBe(tricky);
    expect(page.document.querySelectorAll('script')).toHaveLength(0);
    expect(page.document.querySelector('article h1')?.textContent).toContain('@maya.public');
  });

  it('asks a visitor to log in to like or reply, coming back to the post', async () => {
    const page = parsed((await h.call('GET', `/posts/${plainId}`)).text);
    const actions = [...page.document.querySelectorAll('.public-action')];
    expect(actions.map((action) => action.textContent)).toEqual([
      'Like 0, log in to like',
      'Reply 0, log in to reply',
    ]);
    for (const action of actions)
      expect(action.getAttribute('href')).toBe(
        `/login?redirectTo=${encodeURIComponent(`/posts/${plainId}`)}`,
      );
  });

  it('previews the first picture’s 1280 px copy as a large card', async () => {
    const page = parsed((await h.call('GET', `/posts/${pictureId}`)).text);
    expect(page.og('image')).toBe(origin + pictureUrl);
    expect(page.og('image:alt')).toBe('Green noise');
    expect(page.named('twitter:card')).toBe('summary_large_image');
    expect(page.document.querySelector('article img[alt="Green noise"]')).not.toBeNull();
  });

  it('previews no picture of a sensitive post, and says its content warning instead of its text', async () => {
    const stored = mediaUploadResponseSchema.parse(
      await (await upload(h, await photoPng(700, 500), { token })).json(),
    );
    const id = await writePost(h, token, {
      content: 'The spoiler',
      contentWarning: 'Film ending',
      sensitive: true,
      media: [{ url: stored.url, alt: '' }],
    });
    const page = parsed((await h.call('GET', `/posts/${id}`)).text);
    expect(page.og('image')).toBeUndefined();
    expect(page.named('twitter:card')).toBe('summary');
    expect(page.og('description')).toBe('Content warning: Film ending');
    expect(page.document.querySelector('details summary')?.textContent).toBe('Film ending: show');
  });

  it('is the app for a browser with the session cookie, and a 404 page for a post that is not there', async () => {
    const app = await h.call('GET', `/posts/${plainId}`, {
      headers: { cookie: `${sessionCookieName}=${token}` },
    });
    expect(app.text).toContain('/assets/app-1a2b3c.js');
    const missing = await h.call('GET', '/posts/no-such-post');
    expect(missing.status).toBe(404);
    expect(parsed(missing.text).named('robots')).toBe('noindex');
  });
});

describe('a profile’s public page and its RSS feed', () => {
  beforeAll(async () => {
    const token = await signUp(h, 'ravi.public', 'Ravi & <Co>');
    await writePost(h, token, { content: 'The first' });
    for (let n = 1; n <= 21; n += 1)
      await writePost(h, token, { content: `Post ${n} & <more>\u0007` });
  });

  it('shows who they are and their newest posts, with Follow asking to log in and the feed advertised', async () => {
    const answer = await h.call('GET', '/posts/user/ravi.public');
    expect(answer.status).toBe(200);
    const page = parsed(answer.text);
    expect(page.title).toBe('Ravi & <Co> Clay (@ravi.public) · Murmur');
    expect(page.og('type')).toBe('profile');
    expect(page.link('canonical')).toBe(`${origin}/posts/user/ravi.public`);
    const feed = page.document.querySelector('link[rel="alternate"][type="application/rss+xml"]');
    expect(feed?.getAttribute('href')).toBe(`${origin}/posts/user/ravi.public/rss`);
    expect(page.document.querySelectorAll('article')).toHaveLength(20);
    const follow = [...page.document.querySelectorAll('a')].find((a) =>
      a.textContent?.startsWith('Follow'),
    );
    expect(follow?.getAttribute('href')).toBe(
      `/login?redirectTo=${encodeURIComponent('/posts/user/ravi.public')}`,
    );
    // The older posts are a keyset page further: the 22nd is there, the first page's are not.
    const older = [...page.document.querySelectorAll('a')].find(
      (a) => a.textContent === 'Older posts',
    );
    const next = parsed((await h.call('GET', older!.getAttribute('href')!)).text);
    expect(next.document.querySelectorAll('article')).toHaveLength(2);
    expect(next.link('canonical')).toBe(`${origin}/posts/user/ravi.public`);
  });

  it('offers an RSS 2.0 feed of the newest 20 posts, each with its link, guid, date and escaped text', async () => {
    const answer = await h.call('GET', '/posts/user/ravi.public/rss');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const xml = parsedXml(answer.text);
    const rss = xml.documentElement;
    expect(rss.nodeName).toBe('rss');
    expect(rss.getAttribute('version')).toBe('2.0');
    const channel = rss.getElementsByTagName('channel')[0]!;
    expect(childText(channel, 'title')).toBe('Ravi & <Co> Clay (@ravi.public) on Murmur');
    expect(childText(channel, 'link')).toBe(`${origin}/posts/user/ravi.public`);
    expect(childText(channel, 'description')).toBeTruthy();
    const items = [...channel.getElementsByTagName('item')];
    expect(items).toHaveLength(20);
    const newest = items[0]!;
    expect(childText(newest, 'title')).toBe('Post 21 & <more>');
    expect(childText(newest, 'description')).toBe('<p>Post 21 &amp; &lt;more&gt;</p>');
    const link = childText(newest, 'link')!;
    expect(link).toMatch(new RegExp(`^${origin}/posts/[^/]+$`));
    const guid = newest.getElementsByTagName('guid')[0]!;
    expect(guid.getAttribute('isPermaLink')).toBe('true');
    expect(guid.textContent).toBe(link);
    const pubDate = childText(newest, 'pubDate')!;
    // RFC 822, as RSS 2.0 asks: "Wed, 02 Dec 2026 03:23:48 GMT".
    expect(pubDate).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
    expect(Number.isNaN(Date.parse(pubDate))).toBe(false);
  });

  it('carries a picture as an enclosure with its address, length and type', async () => {
    const other = await signUp(h, 'lena.public', 'Lena');
    const stored = mediaUploadResponseSchema.parse(
      await (await upload(h, await photoPng(900, 600), { token: other })).json(),
    );
    await writePost(h, other, { content: 'Look', media: [{ url: stored.url, alt: 'Noise' }] });
    const variant = stored.variants.find((copy) => copy.width === 640)!;
    const xml = parsedXml((await h.call('GET', '/posts/user/lena.public/rss')).text);
    const enclosure = xml.getElementsByTagName('enclosure')[0]!;
    expect(enclosure.getAttribute('url')).toBe(origin + variant.url);
    expect(enclosure.getAttribute('type')).toBe('image/webp');
    const bytes = (await (await h.app.request(variant.url)).arrayBuffer()).byteLength;
    expect(Number(enclosure.getAttribute('length'))).toBe(bytes);
  });

  it('answers 404 for the feed of nobody', async () => {
    expect((await h.call('GET', '/posts/user/nobody.here/rss')).status).toBe(404);
  });
});

describe('"Only logged-in people may see my profile and posts"', () => {
  let token: string;
  let postId: string;

  beforeAll(async () => {
    token = await signUp(h, 'quiet.person', 'Quiet');
    postId = await writePost(h, token, { content: 'Only for members' });
    const edit = await h.call('POST', apiPaths.editUser(), {
      token,
      body: { userData: { visibleTo: 'members' } },
    });
    expect(edit.status).toBe(201);
    expect(edit.body.user.visibleTo).toBe('members');
  });

  it('answers visitors the login screen with noindex on the post’s page and the profile', async () => {
    for (const path of [`/posts/${postId}`, '/posts/user/quiet.person']) {
      const answer = await h.call('GET', path);
      const page = parsed(answer.text);
      expect(page.named('robots'), path).toBe('noindex');
      expect(page.title).toBe('Log in to see this · Murmur');
      expect(answer.text).not.toContain('Only for members');
      expect(answer.text).not.toContain('Quiet');
      expect(page.og('image')).toBeUndefined();
      const login = [...page.document.querySelectorAll('main a')].find(
        (a) => a.textContent === 'Log in',
      );
      expect(login?.getAttribute('href')).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
    }
  });

  it('answers 404 for their feed, and leaves them out of the sitemap and of a visitor’s API reads', async () => {
    expect((await h.call('GET', '/posts/user/quiet.person/rss')).status).toBe(404);
    const sitemap = (await h.call('GET', '/sitemaps/profiles-0.xml')).text;
    expect(sitemap).not.toContain('quiet.person');
    const post = await h.call('GET', apiPaths.post(postId));
    expect(post.status).toBe(401);
    expect(post.body.code).toBe(errorCodes.membersOnly);
    expect((await h.call('GET', apiPaths.user('quiet.person'))).status).toBe(401);
    const explore = await h.call('GET', `${apiPaths.posts()}?limit=50`);
    expect(JSON.stringify(explore.body)).not.toContain('Only for members');
    // Anyone logged in still reads them.
    const member = await h.login();
    expect((await h.call('GET', apiPaths.post(postId), { token: member })).status).toBe(200);
  });

  it('turns back: their pages are public again', async () => {
    await h.call('POST', apiPaths.editUser(), {
      token,
      body: { userData: { visibleTo: 'everyone' } },
    });
    const page = parsed((await h.call('GET', `/posts/${postId}`)).text);
    expect(page.named('robots')).toBeUndefined();
    expect(page.og('description')).toBe('Only for members');
  });

  it('refuses a value it does not know', async () => {
    const answer = await h.call('POST', apiPaths.editUser(), {
      token,
      body: { userData: { visibleTo: 'friends' } },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.code).toBe('invalid_field');
  });
});

describe('robots.txt and the sitemap', () => {
  it('lets crawlers read the public pages, not the API, and names the sitemap', async () => {
    const answer = await h.call('GET', '/robots.txt');
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('Disallow: /api/');
    expect(answer.text).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  it('indexes blocks of profiles, each a sitemap of public profiles', async () => {
    await signUp(h, 'sitemap.person');
    const index = parsedXml((await h.call('GET', '/sitemap.xml')).text);
    expect(index.documentElement.nodeName).toBe('sitemapindex');
    const locs = [...index.getElementsByTagName('loc')].map((loc) => loc.textContent);
    expect(locs).toEqual([`${origin}/sitemaps/profiles-0.xml`]);
    const page = parsedXml((await h.call('GET', '/sitemaps/profiles-0.xml')).text);
    const urls = [...page.getElementsByTagName('loc')].map((loc) => loc.textContent);
    expect(urls).toContain(`${origin}/posts/user/sitemap.person`);
    expect(new Set(urls).size).toBe(urls.length);
    expect((await h.call('GET', '/sitemaps/profiles-x.xml')).status).toBe(404);
  });
});
