import { describe, expect, it } from 'vitest';
import type { Post, PublicUser } from '@/contract';
import { kindsOfTypes, toAccount, toMediaAttachment, toStatus } from './map-entities';
import { cursorAfterPost, linkHeader, newerThan, readMastodonPage } from './paging';
import { decodeCursor } from '../store/cursor';

const origin = 'https://murmur.example';

const maya: PublicUser = {
  _id: 'u1',
  username: 'maya.clay',
  firstName: 'Maya',
  lastName: 'Clay',
  avatarUrl: '',
  bio: 'Pots & <glaze>',
  website: 'https://maya.example',
  createdAt: '2026-11-21T12:00:00+00:00',
  updatedAt: '2026-11-21T12:00:00+00:00',
  followers: [],
  following: [],
  followerCount: 3,
  followingCount: 2,
  postCount: 7,
  followedByViewer: true,
};

const post = {
  _id: 'p1',
  content: 'Fresh from the #kiln with @maya.clay\n\nsee https://maya.example/x',
  mediaURL: '/media/a.webp',
  mediaAlt: 'a bowl',
  username: 'maya.clay',
  createdAt: '2026-11-21T12:00:00+01:00',
  updatedAt: '2026-11-21T12:00:00+01:00',
  likes: { likeCount: 4, likedBy: [], dislikedBy: [] },
  comments: [],
  commentCount: 2,
  author: { _id: 'u1', username: 'maya.clay', firstName: 'Maya', lastName: 'Clay', avatarUrl: '' },
  likedByViewer: true,
  dislikedByViewer: false,
  bookmarkedByViewer: false,
  mentions: ['maya.clay'],
  media: [
    {
      url: '/media/a.webp',
      type: 'image',
      width: 800,
      height: 600,
      blurhash: 'LKO2?U%2Tw=w]~RBVZRi};RPxuwH',
      poster: null,
      alt: 'a bowl',
      variants: [{ url: '/media/a-400.webp', width: 400, height: 300 }],
    },
  ],
  contentWarning: '',
  sensitive: false,
  repostCount: 1,
  quoteCount: 0,
  repostedByViewer: false,
  allowQuotes: true,
} satisfies Post;

describe('Mastodon entities from Murmur views', () => {
  it('maps a person to an Account with escaped note, absolute avatar and website field', () => {
    const account = toAccount(maya, origin);
    expect(account).toMatchObject({
      id: 'u1',
      acct: 'maya.clay',
      display_name: 'Maya Clay',
      note: '<p>Pots &#38; &#60;glaze&#62;</p>',
      avatar: `${origin}/avatars/default.svg`,
      followers_count: 3,
      following_count: 2,
      statuses_count: 7,
      created_at: '2026-11-21T12:00:00.000Z',
      url: `${origin}/posts/user/maya.clay`,
    });
    expect(account.fields[0]?.value).toContain('href="https://maya.example"');
  });

  it('maps a post to a Status with HTML content, counts, viewer state, tags and media', () => {
    const status = toStatus(post, new Map([['maya.clay', maya]]), origin);
    expect(status).toMatchObject({
      id: 'p1',
      created_at: '2026-11-21T11:00:00.000Z',
      visibility: 'public',
      favourites_count: 4,
      reblogs_count: 1,
      replies_count: 2,
      favourited: true,
      reblogged: false,
      bookmarked: false,
      reblog: null,
      tags: [{ name: 'kiln', url: `${origin}/tags/kiln` }],
      mentions: [{ username: 'maya.clay', acct: 'maya.clay' }],
    });
    expect(status.content).toMatch(
      /^<p>Fresh from the <a href="https:\/\/murmur.example\/tags\/kiln"/,
    );
    expect(status.content).toContain('class="u-url mention">@<span>maya.clay</span>');
    expect(status.content).toContain('</p><p>see <a href="https://maya.example/x"');
    expect(status.media_attachments[0]).toMatchObject({
      id: 'a.webp',
      type: 'image',
      url: `${origin}/media/a.webp`,
      preview_url: `${origin}/media/a-400.webp`,
      description: 'a bowl',
      blurhash: 'LKO2?U%2Tw=w]~RBVZRi};RPxuwH',
      meta: { original: { width: 800, height: 600, size: '800x600' }, small: { width: 400 } },
    });
  });

  it('escapes markup in a post and marks a content warning sensitive', () => {
    const status = toStatus(
      { ...post, content: '<script>x</script>', contentWarning: 'spoilers', mentions: [] },
      new Map(),
      origin,
    );
    expect(status.content).toBe('<p>&#60;script&#62;x&#60;/script&#62;</p>');
    expect(status).toMatchObject({ sensitive: true, spoiler_text: 'spoilers' });
    // Without the author's full view, the post's own summary names them.
    expect(status.account.username).toBe('maya.clay');
  });

  it('shows the repost of a followed person as their reblog of the post', () => {
    const kenji = { ...maya, _id: 'u2', username: 'kenji.rides', firstName: 'Kenji' };
    const reposted = {
      ...post,
      repostedBy: { ...post.author, _id: 'u2', username: 'kenji.rides' },
    };
    const status = toStatus(
      reposted,
      new Map([
        ['maya.clay', maya],
        ['kenji.rides', kenji],
      ]),
      origin,
    );
    expect(status.account.username).toBe('kenji.rides');
    expect(status.reblog?.account.username).toBe('maya.clay');
  });

  it('maps a picture without measurements to an attachment without meta', () => {
    const bare = { ...post.media[0]!, width: null, height: null, variants: [], alt: '' };
    expect(toMediaAttachment(bare, origin)).toMatchObject({ meta: null, description: null });
  });

  it('maps Mastodon notification types to Murmur kinds, leaving Murmur’s own out', () => {
    expect(kindsOfTypes(['favourite', 'mention'])).toEqual(['like', 'mention', 'reply']);
    expect(kindsOfTypes(['poll'])).toEqual([]);
  });
});

describe('Mastodon paging', () => {
  it('clamps limit to 40 and defaults it to 20, refusing a non-number', () => {
    expect(readMastodonPage({}).limit).toBe(20);
    expect(readMastodonPage({ limit: '500' }).limit).toBe(40);
    expect(readMastodonPage({ limit: '0' }).limit).toBe(1);
    expect(() => readMastodonPage({ limit: 'many' })).toThrow('limit must be a number');
    expect(readMastodonPage({ since_id: 'a', max_id: 'b' })).toMatchObject({
      maxId: 'b',
      newerThan: 'a',
    });
  });

  it('starts a cursor right after a post, in the newest-first order', () => {
    const cursor = cursorAfterPost({ _id: 'p1', createdAt: '2026-11-21T12:00:00+00:00' });
    expect(decodeCursor(cursor, 'latest')).toEqual({
      order: 'latest',
      key: Date.parse('2026-11-21T12:00:00Z'),
      id: 'p1',
    });
  });

  it('cuts a page at the item a client already has', () => {
    expect(newerThan(['c', 'b', 'a'], (id) => id, 'b')).toEqual(['c']);
    expect(newerThan(['c', 'b'], (id) => id, 'z')).toEqual(['c', 'b']);
  });

  it('links the next page by cursor and the previous by the first id', () => {
    const url = new URL('https://m.example/api/v1/timelines/home?limit=2&max_id=old');
    expect(linkHeader(url, 'p9', 'CUR')).toBe(
      '<https://m.example/api/v1/timelines/home?limit=2&max_id=CUR>; rel="next", ' +
        '<https://m.example/api/v1/timelines/home?limit=2&min_id=p9>; rel="prev"',
    );
    expect(linkHeader(url, undefined, null)).toBeUndefined();
  });
});
