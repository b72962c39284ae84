import { expect, test } from '@playwright/test';
import { seedData } from '../src/backend/seed/seed-data';
import { guestCredentials } from '../src/contract/demo';
import { expectAppStarted } from './support/shell';

// The Node host as a browser meets it: the app from the server's build (no in-page API, no
// service worker), the real API behind /api, and a page that lives within its CSP.

test('the app loads from the Node host without the browser backend or CSP violations', async ({
  page,
}) => {
  const violations: string[] = [];
  const failures: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  page.on('pageerror', (error) => failures.push(error.message));
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));

  const response = await page.goto('/explore');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expectAppStarted(page);
  await page.waitForLoadState('networkidle');

  expect(requested.some((path) => /mockServiceWorker|browser-backend/.test(path))).toBe(false);
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  expect(violations).toEqual([]);
  expect(failures).toEqual([]);
});

test('the page talks to the API of the server, whose unknown paths answer JSON', async ({
  page,
  request,
}) => {
  // Nothing is written here: other specs share this server and may count its posts.
  await page.goto('/');
  const answer = await page.evaluate(async () => {
    const response = await fetch('/api/posts');
    const { posts } = (await response.json()) as { posts: unknown[] };
    return { count: posts.length, csp: response.headers.get('content-security-policy') };
  });
  expect(answer.count).toBeGreaterThanOrEqual(seedData.posts.length);
  // Only the server sets this header; an in-page API answer would not carry it.
  expect(answer.csp).toContain("default-src 'self'");

  const login = await request.post('/api/auth/login', { data: guestCredentials });
  expect(login.status()).toBe(200);
  const missing = await request.get('/api/nothing-here');
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual({
    errors: ['No API route matches GET /api/nothing-here.'],
    code: 'route_not_found',
  });
});
