import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { apiPaths, sessionCookieName, tagOf, type UserResponse } from '@/contract';
import type { UsersPort } from '@/backend/store/port';
import type { Logger } from '../logger';
import { displayName, profilePath, tagPath } from './post-markup';
import { renderPostPage } from './post-page';
import { readPostList } from './post-list';
import { profileFeedPath, renderProfilePage } from './profile-page';
import {
  outcomeOf,
  visitorReads,
  type ApiFetch,
  type PublicOutcome,
  type VisitorReads,
} from './public-api';
import { membersOnlyDocument, publicDocument } from './public-document';
import { rssDocument, type FeedChannel, type LengthOf } from './rss';
import { robotsText, sitemapIndex, sitemapPage } from './sitemap';
import { renderTagPage, tagDescription, tagFeedPath } from './tag-page';

export interface PublicPagesOptions {
  api: ApiFetch;
  users: UsersPort;
  /** PUBLIC_URL: the absolute addresses of canonical links, previews and feeds; else the request's. */
  publicUrl: string | undefined;
  lengthOf: LengthOf;
  now: () => Date;
  logger: Logger;
}

const pageHeaders = {
  'Content-Type': 'text/html; charset=utf-8',
  // A visitor's page: with the session cookie the same address is the app.
  'Cache-Control': 'no-cache',
  Vary: 'Cookie',
};
const xmlHeaders = (type: string) => ({
  'Content-Type': `${type}; charset=utf-8`,
  'Cache-Control': 'public, max-age=300',
});

function notFoundDocument(canonical: string, returnTo: string) {
  return publicDocument(
    {
      title: 'Not found · Murmur',
      description: 'There is nothing at this address.',
      canonical,
      kind: 'website',
      noindex: true,
    },
    returnTo,
    `<section class="public-card" aria-labelledby="missing-heading"><h1 id="missing-heading">Not found</h1><p>There is nothing at this address: it may have been deleted.</p></section>`,
  );
}

/**
 * The pages anyone may read without logging in, rendered here from the API's answers to a visitor
 * (docs/architecture.md, "Public pages"): a post's page, a profile and a tag's page for a browser
 * without the session cookie (with it, the app), a profile's and a tag's RSS feed, /robots.txt and
 * the sitemap. A page
 * that cannot be rendered (a fault, a limit) falls through to the app's own.
 */
export function publicPages(options: PublicPagesOptions) {
  const originOf = (c: Context) => options.publicUrl ?? new URL(c.req.url).origin;
  const readsFor = (c: Context) => visitorReads(options.api, c.req.raw, c.env);

  const answerPage = async (
    c: Context,
    path: string,
    render: () => Promise<PublicOutcome<string>>,
    next: () => Promise<void>,
  ) => {
    if (getCookie(c, sessionCookieName)) return next();
    let outcome: PublicOutcome<string>;
    try {
      outcome = await render();
    } catch (error) {
      options.logger.error(`Rendering the public page ${path} failed`, error);
      return next();
    }
    const canonical = originOf(c) + path;
    if (outcome.kind === 'found') return c.body(outcome.value, 200, pageHeaders);
    if (outcome.kind === 'membersOnly')
      return c.body(membersOnlyDocument(canonical, path), 200, pageHeaders);
    if (outcome.kind === 'missing')
      return c.body(notFoundDocument(canonical, path), 404, pageHeaders);
    return next();
  };

  /** An RSS feed of the newest posts of an API list (`apiPath`), or 503 when it cannot be read. */
  const answerFeed = async (
    c: Context,
    read: VisitorReads,
    apiPath: string,
    channel: FeedChannel,
  ) => {
    const posts = await readPostList(read, apiPath, undefined);
    if (posts.kind !== 'found') return c.text('The feed cannot be read now.', 503);
    const xml = await rssDocument(channel, posts.value.posts, originOf(c), options.lengthOf);
    return c.body(xml, 200, xmlHeaders('application/rss+xml'));
  };

  return new Hono()
    .get('/robots.txt', (c) =>
      c.text(robotsText(originOf(c)), 200, { 'Cache-Control': 'public, max-age=3600' }),
    )
    .get('/sitemap.xml', async (c) =>
      c.body(await sitemapIndex(options.users, originOf(c)), 200, xmlHeaders('application/xml')),
    )
    .get('/sitemaps/:file{profiles-[0-9]{1,9}\\.xml}', async (c) => {
      const block = Number(/\d+/.exec(c.req.param('file'))![0]);
      const xml = await sitemapPage(options.users, originOf(c), block, options.now());
      return c.body(xml, 200, xmlHeaders('application/xml'));
    })
    .get('/sitemaps/*', (c) => c.text('No such sitemap.', 404))
    .get('/posts/user/:username/rss', async (c) => {
      const username = c.req.param('username');
      const read = readsFor(c);
      const user = outcomeOf(await read<UserResponse>(apiPaths.user(username)));
      // A members-only person has no feed: 404, as if there were none.
      if (user.kind === 'missing' || user.kind === 'membersOnly')
        return c.text('No such feed.', 404);
      if (user.kind !== 'found') return c.text('The feed cannot be read now.', 503);
      const person = user.value.user;
      const origin = originOf(c);
      const name = displayName(person);
      return answerFeed(c, read, apiPaths.userPosts(person.username), {
        title: `${name} (@${person.username}) on Murmur`,
        link: origin + profilePath(person.username),
        description: person.bio || `The newest posts by ${name} on Murmur.`,
        self: origin + profileFeedPath(person.username),
      });
    })
    .get('/tags/:tag/rss', (c) => {
      const tag = tagOf(c.req.param('tag'));
      if (tag === undefined) return c.text('No such feed.', 404);
      const origin = originOf(c);
      return answerFeed(c, readsFor(c), apiPaths.tagPosts(tag), {
        title: `#${tag} on Murmur`,
        link: origin + tagPath(tag),
        description: tagDescription(tag),
        self: origin + tagFeedPath(tag),
      });
    })
    .get('/tags/:tag', (c, next) => {
      const raw = c.req.param('tag');
      const cursor = c.req.query('cursor') || undefined;
      return answerPage(
        c,
        tagPath(tagOf(raw) ?? raw),
        () => renderTagPage(readsFor(c), originOf(c), raw, cursor),
        next,
      );
    })
    .get('/posts/user/:username', (c, next) => {
      const username = c.req.param('username');
      const cursor = c.req.query('cursor') || undefined;
      return answerPage(
        c,
        profilePath(username),
        () => renderProfilePage(readsFor(c), originOf(c), username, cursor),
        next,
      );
    })
    .get('/posts/:postId', (c, next) => {
      const postId = c.req.param('postId');
      return answerPage(
        c,
        `/posts/${encodeURIComponent(postId)}`,
        () => renderPostPage(readsFor(c), originOf(c), postId),
        next,
      );
    });
}
