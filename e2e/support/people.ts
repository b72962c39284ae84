import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { apiPaths } from '../../src/contract/paths';
import { dismissToasts, newUser, passwordCheck, submitLogin, type NewUser } from './shell';

export interface ApiUser extends NewUser {
  _id: string;
  token: string;
}

/**
 * A fresh account made through the API, with a first name of its own so that toasts and cards
 * name it alone: follows and profile edits change what other tests would look at.
 */
export async function signUpThroughApi(
  request: APIRequestContext,
  prefix: string,
  firstName: string,
): Promise<ApiUser> {
  const user = { ...newUser(prefix), firstName };
  const answer = await request.post(apiPaths.signup(), {
    data: { ...user, confirmPassword: user.password },
  });
  expect(answer.status()).toBe(201);
  const body = await answer.json();
  return { ...user, _id: body.createdUser._id, token: body.encodedToken };
}

/** A post by this user, made through the API. */
export async function postThroughApi(request: APIRequestContext, user: ApiUser, content: string) {
  const answer = await request.post(apiPaths.posts(), {
    data: { postData: { content, mediaURL: '' } },
    headers: { authorization: user.token },
  });
  expect(answer.status()).toBe(201);
}

/** Logs in through the login form and waits for the feed. */
export async function logInThroughForm(page: Page, user: NewUser) {
  await page.goto('/login');
  await submitLogin(page, user.username, user.password);
  await expect(page.getByRole('heading', { level: 1, name: 'User Feed' })).toBeVisible(
    passwordCheck,
  );
}

/** A person logged in through the form in a browser context of their own, toasts dismissed. */
export async function personPage(browser: Browser, user: NewUser, colorScheme?: 'light' | 'dark') {
  const context = await browser.newContext(colorScheme ? { colorScheme } : {});
  const page = await context.newPage();
  await logInThroughForm(page, user);
  await dismissToasts(page);
  return page;
}

/** A new person, signed up through the API and logged in through the form, toasts dismissed. */
export async function newPersonLoggedIn(
  page: Page,
  request: APIRequestContext,
  prefix: string,
  firstName: string,
): Promise<ApiUser> {
  const user = await signUpThroughApi(request, prefix, firstName);
  await logInThroughForm(page, user);
  await dismissToasts(page);
  return user;
}

/** The profile card of the page's profile. */
export const profileCard = (page: Page) => page.getByRole('region', { name: /^Profile of/ });

/** The profile's counts as the card shows them, e.g. "3 Posts 1 Followers 0 Following". */
export const profileCounts = (page: Page) =>
  profileCard(page).getByRole('list', { name: 'Counts' });
