import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import type { LoginResponse } from '../contract';
import { createTokenService } from '../backend/auth/tokens';
import { minute, seededPassword, testClockStart, type TestApi } from '../backend/testing/test-api';
import { App } from '../web/app/app';
import { createQueryClient } from '../web/app/query-client';
import { routes } from '../web/app/router';
import { sessionStore } from '../web/lib/session';

/** The whole app at `path`, as main.tsx builds it but in memory; no retries, so failures show. */
export function renderApp(path = '/') {
  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(<App queryClient={queryClient} router={router} />);
  /** Where the app is now: path and query. */
  const location = () => router.state.location.pathname + router.state.location.search;
  return { ...view, router, queryClient, user, location };
}

/** Logs in through the API and stores the session, as the login form does. */
export async function logInAs(api: TestApi, username: string, password = seededPassword(username)) {
  const answer = await api.call<LoginResponse>('POST', '/api/auth/login', {
    body: { username, password },
  });
  if (answer.status !== 200) throw new Error(`login ${username} answered ${answer.status}`);
  sessionStore.start({ user: answer.body.foundUser, token: answer.body.encodedToken });
  return answer.body;
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
