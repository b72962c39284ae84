import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { RouteError } from './route-error';

/**
 * Every route beyond the first screens of router.tsx, by the id of the route each joins there:
 * the tester's frame and the logged-in frame with all its pages under the root, and a page anyone
 * may open that is not a first screen under `guest` (in the guest frame, beside login). The router
 * learns them when a visitor first goes where router.tsx's routes find only the not-found page, so
 * the login screen carries neither this table nor its chunks' preload map. Their ids keep a second
 * discovery (two navigations at once) from adding them twice.
 */
const underRoot: RouteObject[] = [
  {
    id: 'open',
    lazy: () => import('./open-layout'),
    children: [
      {
        errorElement: <RouteError />,
        children: [{ path: paths.mock.path, lazy: () => import('./routes/mock') }],
      },
    ],
  },
  {
    id: 'logged-in',
    lazy: () => import('./protected-layout'),
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: () => import('./routes/feed') },
          { path: paths.explore.path, lazy: () => import('./routes/explore') },
          { path: paths.tag.path, lazy: () => import('./routes/tag') },
          { path: paths.search.path, lazy: () => import('./routes/search') },
          { path: paths.liked.path, lazy: () => import('./routes/liked') },
          { path: paths.bookmark.path, lazy: () => import('./routes/bookmark') },
          { path: paths.profile.path, lazy: () => import('./routes/profile') },
          { path: paths.followers.path, lazy: () => import('./routes/followers') },
          { path: paths.following.path, lazy: () => import('./routes/following') },
          { path: paths.users.path, lazy: () => import('./routes/users') },
          { path: paths.post.path, lazy: () => import('./routes/post') },
          { path: paths.notifications.path, lazy: () => import('./routes/notifications') },
          { path: paths.settings.path, lazy: () => import('./routes/settings') },
          { path: paths.mutedSettings.path, lazy: () => import('./routes/settings-muted') },
          { path: paths.moderation.path, lazy: () => import('./routes/moderation') },
        ],
      },
    ],
  },
];

/** Pages in the guest frame, beside login: the consent screen logs in first, then asks. */
const underGuest: RouteObject[] = [
  {
    id: 'oauth-authorize',
    path: paths.oauthAuthorize.path,
    lazy: () => import('./routes/oauth-authorize'),
  },
];

export const discoveredRoutes: { parent: 'root' | 'guest'; children: RouteObject[] }[] = [
  { parent: 'root', children: underRoot },
  { parent: 'guest', children: underGuest },
];
