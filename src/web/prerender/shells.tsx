import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AppShell } from '../components/layout/app-shell';
import { AppHeader } from '../components/layout/app-header';
import { PostSkeletons } from '../features/posts/components/post-skeletons';
import { AppProvider } from '../app/provider';
import { SessionEndingProvider } from '../features/auth/components/session-ending-provider';
import { createQueryClient } from '../app/query-client';
import { GuestLayout } from '../app/guest-layout';
import { Component as Login } from '../app/routes/login';
import { Component as Signup } from '../app/routes/signup';
import { sourceUrl } from '../app/source-url';

/**
 * The first screens as HTML, rendered at build time (scripts/prerender-shells.mjs) from the app's
 * own components, so that they paint with the one style sheet before any script has run and the
 * app takes over in the same place. What only the browser knows (the session, a picked theme,
 * the server's guest account) is left as a visitor with the system's light theme sees it.
 */
function Frame({ path, children }: { path: string; children: ReactNode }) {
  return (
    <StrictMode>
      <AppProvider queryClient={createQueryClient()}>
        <MemoryRouter initialEntries={[path]}>
          <SessionEndingProvider>{children}</SessionEndingProvider>
        </MemoryRouter>
      </AppProvider>
    </StrictMode>
  );
}

function guestPage(path: string, page: ReactNode) {
  return renderToString(
    <Frame path={path}>
      <Routes>
        <Route element={<GuestLayout />}>
          <Route path={path} element={page} />
        </Route>
      </Routes>
    </Frame>,
  );
}

/**
 * Every other address: the logged-in frame's header and columns with a post-sized skeleton. No
 * navigation items or panel content: those depend on the user, and on the branch's nav list.
 */
function appShell() {
  return renderToString(
    <Frame path="/">
      <AppShell header={<AppHeader sourceUrl={sourceUrl} />} nav={null} aside={<div />}>
        <PostSkeletons count={2} />
      </AppShell>
    </Frame>,
  );
}

export interface Shell {
  /** The route it is served for, and the name of its HTML file in the build. */
  path: string;
  file: string;
  title: string;
  html: string;
}

export function renderShells(): Shell[] {
  return [
    {
      path: '/login',
      file: 'login.html',
      title: 'Log in · Murmur',
      html: guestPage('/login', <Login />),
    },
    {
      path: '/signup',
      file: 'signup.html',
      title: 'Create your account · Murmur',
      html: guestPage('/signup', <Signup />),
    },
    { path: '*', file: 'index.html', title: 'Murmur', html: appShell() },
  ];
}
