import { expect, test, type Page } from '@playwright/test';
import { paths } from '../src/web/config/paths';
import { expectAppStarted, guestCredentials, logInAsGuest, submitLogin } from './support/shell';

// Issue 20: the first screen paints from the HTML and the style sheet alone, and the app takes
// over in the same place.

/** Sums the page's layout shifts from its start (buffered), as CLS counts them. */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts = { sum: 0, count: 0 };
    Object.assign(window, { __shifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (entry.hadRecentInput) continue;
        shifts.sum += entry.value;
        shifts.count += 1;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const layoutShifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shifts: { sum: number } }).__shifts.sum);

/** The pre-rendered page is gone: the app's own render stands in its place. */
const tookOver = expectAppStarted;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/login shows the brand and its form, and says JavaScript is needed', async ({ page }) => {
    await page.goto(paths.login.href());
    await expect(page.getByRole('link', { name: 'Murmur' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(page.getByLabel('Username')).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
    // Playwright's text search skips <noscript>, whose content this browser shows.
    await expect(page.locator('.noscript-note')).toBeVisible();
    await expect(page.locator('.noscript-note')).toContainText(
      'Murmur needs JavaScript to sign in',
    );
    await expect(page).toHaveTitle('Log in · Murmur');
  });

  test('/signup shows its form; any other page the frame and a post skeleton', async ({ page }) => {
    await page.goto(paths.signup.href());
    await expect(
      page.getByRole('heading', { level: 1, name: 'Create your account' }),
    ).toBeVisible();
    await expect(page.getByLabel('Confirm password', { exact: true })).toBeVisible();
    await page.goto(paths.explore.href());
    await expect(page.getByRole('link', { name: 'Murmur' })).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByText('Loading posts…')).toBeAttached();
  });
});

test('the pre-rendered login form works once the app has taken over', async ({ page }) => {
  await page.goto(paths.login.href());
  await tookOver(page);
  await submitLogin(page, guestCredentials.username, guestCredentials.password);
  await expect(page.getByRole('heading', { level: 1, name: 'User Feed' })).toBeVisible();
});

for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [1280, 390]) {
    test.describe(`${width} px, ${colorScheme}`, () => {
      test.use({ colorScheme, viewport: { width, height: width > 500 ? 900 : 844 } });

      test('/login and /signup take over without a layout shift', async ({ page }) => {
        await watchLayoutShifts(page);
        for (const [href, heading] of [
          [paths.login.href(), 'Log in'],
          [paths.signup.href(), 'Create your account'],
        ] as const) {
          await page.goto(href);
          await tookOver(page);
          await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
          if (heading === 'Log in')
            await expect(page.getByRole('button', { name: 'Login As Guest?' })).toBeVisible();
          expect(await layoutShifts(page), href).toBe(0);
        }
      });

      test('the logged-in frame takes over without a layout shift', async ({ page }) => {
        test.slow();
        await logInAsGuest(page);
        await watchLayoutShifts(page);
        await page.goto(paths.explore.href());
        await tookOver(page);
        await expect(
          page.getByRole('feed', { name: 'Explore' }).getByRole('article').first(),
        ).toBeVisible();
        expect(await layoutShifts(page)).toBe(0);
      });
    });
  }
}

test("a logged-in visitor's feed is asked for beside the code, once, and shown", async ({
  page,
}) => {
  test.slow();
  await logInAsGuest(page);
  const feedAsks: string[] = [];
  const order: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/feed') feedAsks.push(url.search);
    if (url.pathname === '/api/feed' || url.pathname.includes('/assets/framework-'))
      order.push(url.pathname.startsWith('/api') ? 'feed' : 'framework');
  });
  await page.reload();
  await expect(
    page.getByRole('feed', { name: 'Trending posts' }).getByRole('article').first(),
  ).toBeVisible();
  await tookOver(page);
  // boot.js asks before the app's code is even requested, and the app takes that answer.
  expect(order[0]).toBe('feed');
  expect(feedAsks).toEqual(['?limit=20&sort=trending']);
});

test('a logged-out visitor of / is sent to signup, and no feed is asked for', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto(paths.feed.href());
  await expect(page).toHaveURL(/\/signup/);
  await tookOver(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  expect(asked).not.toContain('/api/feed');
});
