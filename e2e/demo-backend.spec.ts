import { expect, test } from '@playwright/test';
import { seedData } from '../src/backend/seed/seed-data';
import { guestCredentials } from '../src/contract/demo';
import { postWith, scrollUntilVisible } from './support/posts';
import { expectAppStarted, isDemoBuild, logInAsGuest } from './support/shell';

// The demo build's smoke test: the API runs inside the page, with the sample data, and no server
// is behind /api (the static server only has files).

test('the demo build answers the API from inside the page, with the sample data', async ({
  page,
}) => {
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(error.message));
  await page.goto('/');
  await expectAppStarted(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  const answers = await page.evaluate(async (guest) => {
    const posts = (await (await fetch('/api/posts')).json()) as { posts: unknown[] };
    const login = await fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(guest),
    });
    const anonymousLike = await fetch('/api/posts/like/p01', { method: 'POST' });
    // A refused token says so in a header, through the service worker as from a server.
    const forgedLike = await fetch('/api/posts/like/p01', {
      method: 'POST',
      headers: { authorization: 'forged' },
    });
    return {
      postCount: posts.posts.length,
      login: login.status,
      anonymousLike: {
        status: anonymousLike.status,
        body: (await anonymousLike.json()) as unknown,
        challenge: anonymousLike.headers.get('WWW-Authenticate'),
      },
      forgedLike: {
        status: forgedLike.status,
        challenge: forgedLike.headers.get('WWW-Authenticate'),
      },
    };
  }, guestCredentials);

  expect(answers).toEqual({
    postCount: seedData.posts.length,
    login: 200,
    anonymousLike: {
      status: 401,
      body: { errors: ['The token is invalid. Unauthorized access error.'], code: 'invalid_token' },
      challenge: null,
    },
    forgedLike: { status: 401, challenge: 'Bearer error="invalid_token"' },
  });
  expect(failures).toEqual([]);
  await page.screenshot({ path: 'test-results/screens/demo-first-screen.png' });
});

test('the demo keeps its data in the page: a reload starts afresh', async ({ page }) => {
  await page.goto('/');
  await expectAppStarted(page);
  const created = await page.evaluate(async (guest) => {
    const login = (await (
      await fetch('/api/auth/login', { method: 'POST', body: JSON.stringify(guest) })
    ).json()) as { encodedToken: string };
    const answer = await fetch('/api/posts', {
      method: 'POST',
      headers: { authorization: login.encodedToken },
      body: JSON.stringify({ postData: { content: 'only in this tab' } }),
    });
    return answer.status;
  }, guestCredentials);
  expect(created).toBe(201);
  await page.reload();
  // The old page's worker still controls the tab; the app renders only once the new page's
  // in-page API listens, so wait for that rather than for a controller.
  await expectAppStarted(page);
  const count = await page.evaluate(
    async () => ((await (await fetch('/api/posts')).json()) as { posts: unknown[] }).posts.length,
  );
  expect(count).toBe(seedData.posts.length);
});

test('a visitor logs in as the guest and reads the sample posts from the in-page API', async ({
  page,
}) => {
  await logInAsGuest(page);
  // Further down the feed: the windowed list renders it once it is scrolled to.
  await scrollUntilVisible(page, postWith(page, 'Starting a beginner wheel class on Saturdays'));
  expect(await isDemoBuild(page)).toBe(true);
});
