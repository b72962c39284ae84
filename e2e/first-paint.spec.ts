import { expect, test, type Page } from '@playwright/test';
import { paths } from '../src/web/config/paths';
import {
  expectAppStarted,
  guestCredentials,
  logInAsGuest,
  passwordCheck,
  submitLogin,
} from './support/shell';

// The first screen paints from the HTML and the style sheet alone, and the app takes
// over in the same place.

/**
 * Sums the page's layout shifts from its start (buffered), as CLS counts them, and keeps what
 * moved from where to where, for the failure's message.
 */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const describe = (node: Node | null) =>
      node instanceof Element
        ? node.outerHTML.slice(0, 160)
        : (node?.textContent?.slice(0, 80) ?? 'a node gone since');
    const rect = ({ x, y, width, height }: DOMRectReadOnly) => ({ x, y, width, height });
    const shifts = { sum: 0, entries: [] as unknown[] };
    Object.assign(window, { __shifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: {
          node: Node | null;
          previousRect: DOMRectReadOnly;
          currentRect: DOMRectReadOnly;
        }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        shifts.sum += entry.value;
        shifts.entries.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          moved: entry.sources.map((source) => ({
            node: describe(source.node),
            from: rect(source.previousRect),
            to: rect(source.currentRect),
          })),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
/** The shifts' sum, and the test's message naming the page and what moved. */
async function expectNoLayoutShift(page: Page, href: string) {
  const shifts = await page.evaluate(
    () => (window as unknown as { __shifts: { sum: number; entries: unknown[] } }).__shifts,
  );
  expect(shifts.sum, `${href}: ${JSON.stringify(shifts.entries, null, 1)}`).toBe(0);
}

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

  test("the pages of mail links show their own card, not the logged-in frame's", async ({
    page,
  }) => {
    for (const [href, heading] of [
      [paths.forgotPassword.href(), 'Forgot password'],
      [`${paths.resetPassword.href()}?token=abc`, 'Choose a new password'],
      [`${paths.verifyEmail.href()}?token=abc`, 'Confirm your email'],
    ] as const) {
      await page.goto(href);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(`${heading} · Murmur`);
      await expect(page.getByText('Loading posts…')).toHaveCount(0);
    }
  });

  test('/mock shows the request tester, its fields read-only until the app arrives', async ({
    page,
  }) => {
    await page.goto(paths.mock.href());
    await expect(page.getByRole('heading', { level: 1, name: 'API Request Tester' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Request' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(page).toHaveTitle('API Request Tester · Murmur');
  });
});

test('the pre-rendered login form works once the app has taken over', async ({ page }) => {
  await page.goto(paths.login.href());
  await tookOver(page);
  await submitLogin(page, guestCredentials.username, guestCredentials.password);
  await expect(page.getByRole('heading', { level: 1, name: 'User Feed' })).toBeVisible(
    passwordCheck,
  );
});

for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [1280, 390]) {
    test.describe(`${width} px, ${colorScheme}`, () => {
      test.use({ colorScheme, viewport: { width, height: width > 500 ? 900 : 844 } });

      test('/login, /signup, the mail pages and /mock take over without a layout shift', async ({
        page,
      }) => {
        await watchLayoutShifts(page);
        for (const [href, heading] of [
          [paths.login.href(), 'Log in'],
          [paths.signup.href(), 'Create your account'],
          [paths.forgotPassword.href(), 'Forgot password'],
          [`${paths.resetPassword.href()}?token=abc`, 'Choose a new password'],
          [paths.mock.href(), 'API Request Tester'],
        ] as const) {
          await page.goto(href);
          await tookOver(page);
          await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
          if (heading === 'Log in')
            await expect(page.getByRole('button', { name: 'Login As Guest?' })).toBeVisible();
          await expectNoLayoutShift(page, href);
        }
      });

      test('the logged-in frame takes over without a layout shift', async ({ page }) => {
        test.slow();
        await logInAsGuest(page);
        await watchLayoutShifts(page);
        // Both pages come with their first posts rendered by the server (the session cookie).
        for (const [href, feed] of [
          [paths.explore.href(), 'Explore'],
          [paths.feed.href(), 'Trending posts'],
        ] as const) {
          await page.goto(href);
          await tookOver(page);
          await expect(
            page.getByRole('feed', { name: feed }).getByRole('article').first(),
          ).toBeVisible();
          await expectNoLayoutShift(page, href);
        }
        // The tester in the logged-in frame (mock-session.html), its navigation added by the app.
        await page.goto(paths.mock.href());
        await tookOver(page);
        await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Use my session token' })).toBeEnabled();
        await expectNoLayoutShift(page, '/mock');
      });
    });
  }
}

// A page streamed to a busy browser can be laid out while the parser is still inside the sort
// menu: a select as wide as its options would then widen, moving its label (CI saw that shift).
test("Explore's sort menu is as wide before its options arrive as after", async ({ page }) => {
  test.slow();
  await logInAsGuest(page);
  await page.goto(paths.explore.href());
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await expect(sort).toBeVisible();
  const [withOptions, withoutOptions] = await sort.evaluate((select) => {
    const empty = select.cloneNode(false) as HTMLSelectElement;
    empty.removeAttribute('id');
    select.after(empty);
    const widths = [select.getBoundingClientRect().width, empty.getBoundingClientRect().width];
    empty.remove();
    return widths;
  });
  expect(withoutOptions).toBe(withOptions);
});

// Right after a login on a busy machine, the feed may wait behind other workers' password hashes.
const expectFirstTrendingPost = (page: Page) =>
  expect(
    page.getByRole('feed', { name: 'Trending posts' }).getByRole('article').first(),
  ).toBeVisible(passwordCheck);

/** Watches the page's asks of the feed, and whether the first came before the app's code. */
function watchFeedAsks(page: Page) {
  const asks: string[] = [];
  const order: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/feed') asks.push(url.search);
    if (url.pathname === '/api/feed' || url.pathname.includes('/assets/framework-'))
      order.push(url.pathname.startsWith('/api') ? 'feed' : 'framework');
  });
  return { asks, order };
}

test("a logged-in visitor's first posts come in the page's HTML, and are not asked for again", async ({
  page,
}) => {
  test.slow();
  await logInAsGuest(page);
  // The logged-in page's own ask is answered before the watch starts, not counted as the next's.
  await expectFirstTrendingPost(page);
  const feed = watchFeedAsks(page);
  const html = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/');
  await page.reload();
  // The server's page already holds the first posts, before any script has run.
  const body = await (await html).text();
  expect(body).toContain('aria-label="Trending posts"');
  expect(body.match(/<article /g)?.length).toBeGreaterThan(0);
  expect(body).toContain('id="murmur-first-page"');
  await tookOver(page);
  await expect(
    page.getByRole('feed', { name: 'Trending posts' }).getByRole('article').first(),
  ).toBeVisible();
  expect(feed.asks).toEqual([]);
  // The answer it came with is taken once and gone: the list's second page is a real ask.
  await expect(page.locator('#murmur-first-page')).toHaveCount(0);
});

test('without the session cookie, the feed is asked for beside the code, once', async ({
  page,
}) => {
  test.slow();
  await logInAsGuest(page);
  await expectFirstTrendingPost(page);
  await page.context().clearCookies();
  const feed = watchFeedAsks(page);
  const html = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/');
  await page.reload();
  expect(await (await html).text()).not.toContain('<article ');
  await expect(
    page.getByRole('feed', { name: 'Trending posts' }).getByRole('article').first(),
  ).toBeVisible();
  await tookOver(page);
  // boot.js asks before the app's code is even requested, and the app takes that answer.
  expect(feed.order[0]).toBe('feed');
  expect(feed.asks).toEqual(['?limit=20&sort=trending']);
});

test('a logged-in visitor without JavaScript reads the first posts of / and /explore', async ({
  page,
  browser,
}) => {
  test.slow();
  await logInAsGuest(page);
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const noScript = await context.newPage();
  await noScript.goto(paths.feed.href());
  await expect(noScript.getByRole('heading', { level: 1, name: 'User Feed' })).toBeVisible();
  await expect(
    noScript.getByRole('feed', { name: 'Trending posts' }).getByRole('article'),
  ).toHaveCount(5);
  await noScript.goto(`${paths.explore.href()}?sort=oldest`);
  const oldest = noScript.getByRole('feed', { name: 'Explore' }).getByRole('article').first();
  await expect(oldest).toBeVisible();
  await context.close();
});

test('logging out drops the session cookie: / is the plain frame again', async ({ page }) => {
  test.slow();
  await logInAsGuest(page);
  expect((await page.context().cookies()).map((cookie) => cookie.name)).toContain('murmur-session');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(paths.signup.href());
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain(
    'murmur-session',
  );
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
