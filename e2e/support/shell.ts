import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Request } from '@playwright/test';
import { guestCredentials } from '../../src/contract/demo';

export { guestCredentials };

let usernamesMade = 0;

/**
 * A username no other test of this run has: the server's database is shared by every worker.
 * Lowercase, 3-30 of a-z 0-9 _ . as the API wants.
 */
export function uniqueUsername(prefix: string) {
  // The counter keeps names made in the same millisecond by one worker apart (five signups at once
  // drew the same two random characters in a CI run); the time keeps reruns apart.
  usernamesMade += 1;
  const suffix = `${test.info().workerIndex}_${usernamesMade.toString(36)}_${Date.now().toString(36)}`;
  return `${prefix}_${suffix}`.toLowerCase().slice(0, 30);
}

export interface NewUser {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
}

export function newUser(prefix: string): NewUser {
  const username = uniqueUsername(prefix);
  return {
    firstName: 'Robin',
    lastName: 'Tester',
    username,
    email: `${username}@example.com`,
    password: 'correct-horse-battery',
  };
}

/** A toast with this text, whatever its role. */
export const toast = (page: Page, text: string) =>
  page.locator('.Toastify').getByText(text, { exact: true });

/** Waits until the toast with this text is in place: react-toastify drops its enter class then. */
export async function expectToastSettled(page: Page, text: string) {
  const settled = page.locator('.Toastify__toast').filter({ hasText: text });
  await expect(settled).toBeVisible();
  await expect(settled).not.toHaveClass(/Toastify__\w+-enter/);
}

async function fillSignup(page: Page, user: NewUser, confirmPassword: string) {
  await page.getByLabel('First name').fill(user.firstName);
  await page.getByLabel('Last name').fill(user.lastName);
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(confirmPassword);
}

/** Fills the signup form (on /signup) and submits it. */
export async function submitSignup(page: Page, user: NewUser, confirmPassword = user.password) {
  await fillSignup(page, user, confirmPassword);
  await page.getByRole('button', { name: 'Sign Up' }).click();
}

const isSignupRequest = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/auth/signup';

/**
 * Signs a new user up on the form (on /signup), for specs that need an account rather than test
 * signup, and waits for the server's answer: a refusal fails the spec with the status and body the
 * server sent (a toast closes before a failed spec's snapshot is taken), and a click that sent no
 * request in a few seconds is made again.
 */
export async function signUpOnForm(page: Page, user: NewUser) {
  await fillSignup(page, user, user.password);
  const button = page.getByRole('button', { name: 'Sign Up' });
  const sent = page.waitForRequest(isSignupRequest, { timeout: 5_000 });
  await button.click();
  const request = await sent.catch(async () => {
    const again = page.waitForRequest(isSignupRequest, passwordCheck);
    await button.click();
    return again;
  });
  const response = await request.response();
  if (!response?.ok())
    throw new Error(
      `Signup of ${user.username} answered ${response?.status() ?? request.failure()?.errorText}: ${await response?.text()}`,
    );
  await expect(page).toHaveURL(/\/login/, passwordCheck);
}

/**
 * How long a login or signup may take: the server hashes with scrypt at its real cost (about a
 * second of one core each), and on a busy 2-core machine several wait their turn.
 */
export const passwordCheck = { timeout: 30_000 };

/** Fills the login form (on /login) and submits it. */
export async function submitLogin(page: Page, username: string, password: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Submit' }).click();
}

/** Logs in as the shared guest from /login, and waits for the page it leads to. */
export async function logInAsGuest(page: Page) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login As Guest?' }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).not.toHaveURL(/\/login/, passwordCheck);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
}

/**
 * Follows one of the main navigation's links, as a person would at the page's width: on a phone,
 * the tab bar holds only four of them, and the rest are in More's sheet.
 */
export async function followNavLink(page: Page, name: string) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const link = nav.getByRole('link', { name, exact: true });
  await expect(nav).toBeVisible();
  if (await link.isVisible()) return link.click();
  await nav.getByRole('button', { name: 'More' }).click();
  await page.getByRole('dialog', { name: 'More' }).getByRole('link', { name, exact: true }).click();
}

/** Closes every toast, so that a screenshot or an audit sees the page alone. */
export async function dismissToasts(page: Page) {
  // A toast may still be sliding in or out; try again until none is left.
  await expect(async () => {
    for (const close of await page.locator('.Toastify__close-button').all())
      await close.click({ timeout: 1_000 }).catch(() => undefined);
    await expect(page.locator('.Toastify__toast')).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}

/** The demo build answers /api inside the page; the Node host has no service worker. */
export const isDemoBuild = (page: Page) =>
  page.evaluate(
    () =>
      navigator.serviceWorker?.controller !== null &&
      navigator.serviceWorker?.controller !== undefined,
  );

/**
 * Scrolls the page to its top before an audit: a target that the scroll happens to leave half
 * under the sticky page header is one axe's target-size rule counts too small, whichever target
 * that is. At the top, nothing sits under it.
 */
export async function scrollToTop(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** axe with WCAG 2.2 AA and best practices: nothing may be found. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(
    results.violations.map(({ id, nodes }) => ({ id, targets: nodes.map((n) => n.target) })),
  ).toEqual([]);
}

/**
 * The look specs' screenshots, saved as test-results/screens/<area>-<name>.png for a person to
 * look at: of the window, or of the whole page where the area or the call says so.
 */
export const screenshots =
  (area: string, fullPageByDefault = false) =>
  (page: Page, name: string, fullPage = fullPageByDefault) =>
    page.screenshot({ path: `test-results/screens/${area}-${name}.png`, fullPage });

/** Nothing wider than the window: no sideways scrolling, nothing pushed out of view. */
export async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * The app has rendered: the page's HTML holds a pre-rendered first screen (marked data-shell)
 * until the app's first render replaces it, so a filled #root alone says nothing.
 */
export async function expectAppStarted(page: Page) {
  await expect(page.locator('#root')).not.toBeEmpty();
  await expect(page.locator('#root [data-shell]')).toHaveCount(0);
}
