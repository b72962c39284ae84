import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiPaths } from '../src/contract/paths';
import { sessionEndedMessage } from '../src/contract/session-messages';
import { paths } from '../src/web/config/paths';
import { logInThroughForm, signUpThroughApi, type ApiUser } from './support/people';
import { dismissToasts, expectNoAxeViolations, passwordCheck, screenshots } from './support/shell';

const shoot = screenshots('account');
// Each test logs one account in from two browsers, which costs two real password hashes: on a
// busy 2-core machine those wait their turn behind other logins.
test.describe.configure({ timeout: 180_000 });
const firefoxOnWindows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** A new account whose only sessions will be the browsers'; the sign-up's own is logged out. */
async function newAccount(request: Parameters<typeof signUpThroughApi>[0], firstName: string) {
  const user = await signUpThroughApi(request, 'sessions', firstName);
  const logout = await request.post(apiPaths.logout(), { headers: { authorization: user.token } });
  expect(logout.status()).toBe(200);
  return user;
}

/** The account logged in through the form in a browser of its own (Firefox, if asked). */
async function browserOf(
  browser: Browser,
  user: ApiUser,
  options: { userAgent?: string; colorScheme?: 'light' | 'dark' } = {},
) {
  const page = await (await browser.newContext(options)).newPage();
  await logInThroughForm(page, user);
  await dismissToasts(page);
  return page;
}

async function openSessions(page: Page) {
  await page.goto(paths.settings.href());
  const list = page.getByRole('list', { name: 'Your sessions' });
  await expect(list.getByRole('listitem')).toHaveCount(2, passwordCheck);
  return list;
}

test('logging out the other browser from the sessions list ends its session at once', async ({
  browser,
  request,
}) => {
  const user = await newAccount(request, 'Sasha');
  const elsewhere = await browserOf(browser, user, { userAgent: firefoxOnWindows });
  const here = await browserOf(browser, user);

  const list = await openSessions(here);
  const current = list.getByRole('listitem').filter({ hasText: 'This device' });
  await expect(current).toContainText('Chrome on Windows');
  const other = list.getByRole('listitem', { name: 'Firefox on Windows' });
  await expect(other).toContainText('127.0.0.1');
  await other.getByRole('button', { name: 'Log out Firefox on Windows' }).click();
  await expect(here.getByText('Logged out Firefox on Windows')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);

  // The server closes the other browser's event stream, and refuses its reconnect: that browser
  // goes to /login by itself, with no click of its own.
  await expect(elsewhere).toHaveURL(/\/login/, passwordCheck);
  await expect(elsewhere.getByText(sessionEndedMessage).first()).toBeVisible();

  await here.reload();
  await expect(here.getByRole('list', { name: 'Your sessions' }).getByRole('listitem')).toHaveCount(
    1,
    passwordCheck,
  );
});

for (const theme of ['light', 'dark'] as const)
  test(`/settings with two sessions has nothing axe finds, ${theme}, at 1280 and 390 px`, async ({
    browser,
    request,
  }) => {
    const user = await newAccount(request, 'Sidney');
    await browserOf(browser, user, { userAgent: firefoxOnWindows });
    const page = await browserOf(browser, user, { colorScheme: theme });
    await page.setViewportSize({ width: 1280, height: 900 });
    const list = await openSessions(page);
    await list.scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page);
    await shoot(page, `sessions-${theme}-1280`);

    await page.getByRole('button', { name: 'Log out everywhere else' }).click();
    await expect(page.getByRole('dialog', { name: 'Log out everywhere else?' })).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, `sessions-${theme}-1280-confirm`);
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page);
    // The window at the list: a whole-page shot would paint the fixed tab bar in its middle.
    await list.scrollIntoViewIfNeeded();
    await shoot(page, `sessions-${theme}-390`);
  });

test('logging out everywhere else after the question leaves this browser alone', async ({
  browser,
  request,
}) => {
  const user = await newAccount(request, 'Sol');
  const elsewhere = await browserOf(browser, user, { userAgent: firefoxOnWindows });
  const here = await browserOf(browser, user);
  const list = await openSessions(here);
  await here.getByRole('button', { name: 'Log out everywhere else' }).click();
  await here
    .getByRole('dialog', { name: 'Log out everywhere else?' })
    .getByRole('button', { name: 'Log out everywhere else' })
    .click();
  await expect(here.getByText('Logged out 1 other session')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await elsewhere.reload();
  await expect(elsewhere).toHaveURL(/\/login/, passwordCheck);
});
