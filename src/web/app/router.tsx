import {
  createBrowserRouter,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { GuestLayout } from './guest-layout';
import { LogoutRoute } from './logout-route';
import { PageLoading } from './page-loading';
import { paths } from '../config/paths';
import { Root } from './root';
import { RouteError } from './route-error';

/**
 * The routes the login screen needs, and no more: login, signup, logout and not found, each
 * page's code loaded when it is first visited. Every other page of docs/product.md (the tester,
 * the logged-in frame and its pages) is in discovered-routes.tsx, which the router loads when a
 * visitor first goes where these routes find only the not-found page: each route here costs the
 * first load of every visitor its line and its chunks' preload map, one there nothing. A failure
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
            id: 'guest',
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
    ],
  },
];

/**
 * React Router asks this when a path matches no route but the not-found one (a splat), on a cold
 * load and on navigation alike: the rest of the table joins once, and later calls patch nothing
 * new. A table that failed to load is the root's error (RouteError offers a reload).
 */
export const discoverRoutes: PatchRoutesOnNavigationFunction = async ({ patch }) => {
  const { discoveredRoutes } = await import('./discovered-routes');
  for (const { parent, children } of discoveredRoutes) patch(parent, children);
};

export const createAppRouter = () =>
  createBrowserRouter(routes, { patchRoutesOnNavigation: discoverRoutes });
