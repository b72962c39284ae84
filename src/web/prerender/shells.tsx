/**
 * The first screens as HTML, rendered at build time (scripts/prerender-shells.mjs) from the app's
 * own components, so that they paint with the one style sheet before any script has run and the
 * app takes over in the same place. What only the browser knows (the session, a picked theme,
 * the server's guest account) is left as a visitor with the system's light theme sees it.
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes } from 'react-router';
import { PostSkeletons } from '@/web/features/posts';
import { GuestLayout } from '../app/guest-layout';
import { Component as ForgotPassword } from '../app/routes/forgot-password';
import { Component as Login } from '../app/routes/login';
import { Component as Mock } from '../app/routes/mock';
import { Component as ResetPassword } from '../app/routes/reset-password';
import { Component as Signup } from '../app/routes/signup';
import { Component as VerifyEmail } from '../app/routes/verify-email';
import { Frame, finishPage, type RenderedPage } from './frame';
import { SignedInFrame } from './signed-in-frame';

/** A page of the guest frame at `path`, its address given `search` (a mail link's token). */
function guestPage(path: string, page: ReactNode, search = '') {
  return renderToString(
    <Frame path={path + search}>
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
      <SignedInFrame aside={<div />}>
        <PostSkeletons count={2} />
      </SignedInFrame>
    </Frame>,
  );
}

/**
 * /mock for a visitor with a session (the server sees its cookie): the logged-in frame, as wide
 * as the app makes it for the tester, with the tester in it. The navigation comes with the app.
 */
function sessionTester() {
  return renderToString(
    <Frame path="/mock">
      <SignedInFrame wide>
        <Mock />
      </SignedInFrame>
    </Frame>,
  );
}

export interface Shell extends RenderedPage {
  /** The route it is served for, and the name of its HTML file in the build. */
  path: string;
  file: string;
}

export function renderShells(): Shell[] {
  return [
    {
      path: '/login',
      file: 'login.html',
      ...finishPage(guestPage('/login', <Login />), 'Log in · Murmur'),
    },
    {
      path: '/signup',
      file: 'signup.html',
      ...finishPage(guestPage('/signup', <Signup />), 'Create your account · Murmur'),
    },
    // The pages that mail links open, often in a browser that has never loaded Murmur. Their
    // links carry a token, rendered here as one being checked: the page the link opens.
    {
      path: '/forgot-password',
      file: 'forgot-password.html',
      ...finishPage(guestPage('/forgot-password', <ForgotPassword />), 'Murmur'),
    },
    {
      path: '/reset-password',
      file: 'reset-password.html',
      ...finishPage(guestPage('/reset-password', <ResetPassword />, '?token=t'), 'Murmur'),
    },
    {
      path: '/verify-email',
      file: 'verify-email.html',
      ...finishPage(guestPage('/verify-email', <VerifyEmail />, '?token=t'), 'Murmur'),
    },
    {
      path: '/mock',
      file: 'mock.html',
      ...finishPage(guestPage('/mock', <Mock />), 'API Request Tester · Murmur'),
    },
    {
      path: '/mock',
      file: 'mock-session.html',
      ...finishPage(sessionTester(), 'API Request Tester · Murmur'),
    },
    { path: '*', file: 'index.html', ...finishPage(appShell(), 'Murmur') },
  ];
}
