import { createBrowserRouter, type RouteObject } from 'react-router';
import { GuestLayout } from './guest-layout';
import { LogoutRoute } from './logout-route';
import { PageLoading } from './page-loading';
import { paths } from '../config/paths';
import { Root } from './root';
import { RouteError } from './route-error';

/**
 * Every page of docs/product.md as one route table. Each page's code loads when it is first visited, and so does
 * the logged-in frame (navigation, people panel): the login screen loads nothing of it. A failure
 * anywhere shows RouteError, inside the app's frame when the frame itself still works.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: Root,
    errorElement: <RouteError standalone />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      { path: paths.logout.path, Component: LogoutRoute },
      {
        Component: GuestLayout,
        children: [
          {
            errorElement: <RouteError />,
            children: [
              { path: paths.login.path, lazy: () => import('./routes/login') },
              { path: paths.signup.path, lazy: () => import('./routes/signup') },
              { path: paths.forgotPassword.path, lazy: () => import('./routes/forgot-password') },
              { path: paths.resetPassword.path, lazy: () => import('./routes/reset-password') },
              { path: paths.verifyEmail.path, lazy: () => import('./routes/verify-email') },
              { path: '*', lazy: () => import('./routes/not-found') },
            ],
          },
        ],
      },
      {
        lazy: () => import('./open-layout'),
        children: [
          {
            errorElement: <RouteError />,
            children: [{ path: paths.mock.path, lazy: () => import('./routes/mock') }],
          },
        ],
      },
      {
        lazy: () => import('./protected-layout'),
        children: [
          {
            errorElement: <RouteError />,
            children: [
              { index: true, lazy: () => import('./routes/feed') },
              { path: paths.explore.path, lazy: () => import('./routes/explore') },
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
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
