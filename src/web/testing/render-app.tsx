import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { LoginResponse } from '@/contract';
import { createTokenService } from '@/backend/auth/tokens';
import { minute, seededPassword, testClockStart, type TestApi } from '@/backend/testing/test-api';
import { App } from '../app/app';
import { createQueryClient } from '../app/query-client';
import { discoverRoutes, routes } from '../app/router';
import { sessionStore } from '../lib/session';

/** The whole app at `path`, as main.tsx builds it but in memory; no retries, so failures show. */
export function renderApp(path = '/') {
  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
    patchRoutesOnNavigation: discoverRoutes,
  });
  const user = userEvent.setup();
  const view = render(<App queryClient={queryClient} router={router} />);
  /** Where the app is now: path and query. */
  const location = () => router.state.location.pathname + router.state.location.search;
  return { ...view, router, queryClient, user, location };
}

/**
 * renderApp as after a page load: the app's modules are loaded afresh, so the session store reads
 * localStorage again as it does at start. The app rendered this way has its own session store,
 * and so do the routes it loads later: use it once, as the last render of a test file.
 */
export async function renderAppAfterReload(path = '/') {
  vi.resetModules();
  const fresh = await import('./render-app');
  return fresh.renderApp(path);
}

export { seededPassword };

/** Logs in through the API, storing nothing: the answer of the login form's request. */
export async function logInThroughApi(
  api: TestApi,
  username: string,
  password = seededPassword(username),
) {
  const answer = await api.call<LoginResponse>('POST', '/api/auth/login', {
    body: { username, password },
  });
  if (answer.status !== 200) throw new Error(`login ${username} answered ${answer.status}`);
  return answer.body;
}

/** Logs in through the API and stores the session, as the login form does. */
export async function logInAs(api: TestApi, username: string, password = seededPassword(username)) {
  const answer = await logInThroughApi(api, username, password);
  sessionStore.start({ user: answer.foundUser, token: answer.encodedToken });
  return answer;
}

/**
 * A genuine token of a live session whose user does not exist: what a session looks like after
 * its user was removed. The API answers it 404 "not Registered".
 */
export async function tokenOfMissingUser(api: TestApi) {
  const now = new Date(testClockStart);
  const expiresAt = new Date(now.getTime() + 60 * minute);
  await api.store.sessions.insert({
    _id: 'session-of-nobody',
    userId: 'nobody',
    createdAt: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
    revokedAt: null,
  });
  const tokens = createTokenService(api.tokenSecret);
  return tokens.sign(
    { _id: 'nobody', username: 'nobody', sessionId: 'session-of-nobody' },
    expiresAt,
    now,
  );
}
