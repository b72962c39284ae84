import { expect, test } from '@playwright/test';
import { paths, protectedPaths } from '../src/web/config/paths';
import { logInAsGuest, newUser, submitLogin, submitSignup, toast } from './support/shell';

// Every test makes its own user or logs in as the guest: the server's database is shared by all
// tests of a run. These run on the Node host only (see playwright.config.ts).

test.describe('sign up', () => {
  test('creates the account, says so and goes to /login', async ({ page }) => {
    const user = newUser('signup');
    await page.goto(paths.signup.href());
    await expect(
      page.getByText('3–30 characters: lowercase letters, digits, _ and .'),
    ).toBeVisible();
    await expect(page.getByText('At least 8 characters.')).toBeVisible();
    await submitSignup(page, user);
    await expect(toast(page, 'Signed Up successfully. Please login to continue')).toBeVisible();
    await expect(page).toHaveURL(paths.login.href());
  });

  test('refuses a username that is taken', async ({ page }) => {
    const user = newUser('taken');
    await page.goto(paths.signup.href());
    await submitSignup(page, user);
    await expect(page).toHaveURL(paths.login.href());
    await page.getByRole('link', { name: 'Create a New Account? Sign Up' }).click();
    await submitSignup(page, { ...user, email: `other.${user.email}` });
    await expect(toast(page, 'Username already exists')).toBeVisible();
    await expect(page).toHaveURL(paths.signup.href());
    await expect(page.getByLabel('Username')).toHaveValue(user.username);
  });

  test('sends nothing when the passwords differ', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/signup')) requests.push(request.url());
    });
    await page.goto(paths.signup.href());
    const user = newUser('differ');
    await submitSignup(page, user, `${user.password}!`);
    await expect(toast(page, 'Your password is not matching')).toBeVisible();
    await expect(page).toHaveURL(paths.signup.href());
    expect(requests).toEqual([]);
  });

  test('asks for every field', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/signup')) requests.push(request.url());
    });
    await page.goto(paths.signup.href());
    await submitSignup(page, { ...newUser('empty'), lastName: '' });
    await expect(toast(page, 'please fill all the fields')).toBeVisible();
    await expect(page.getByLabel('Last name')).toBeFocused();
    expect(requests).toEqual([]);
  });
});

test.describe('log in', () => {
  test("shows the server's message for a wrong password, then logs in", async ({ page }) => {
    // Signup, a refused login, then a login: three round trips through the forms.
    test.slow();
    const user = newUser('login');
    await page.goto(paths.signup.href());
    await submitSignup(page, user);
    await expect(page).toHaveURL(paths.login.href());

    await submitLogin(page, user.username, 'not-the-password');
    await expect(
      toast(page, 'The credentials you entered are invalid. Unauthorized access error.'),
    ).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveValue(user.username);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('not-the-password');

    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, `Logged In successfully ${user.firstName}`)).toBeVisible();
    // The failed try is answered: its toast goes.
    await expect(
      toast(page, 'The credentials you entered are invalid. Unauthorized access error.'),
    ).toBeHidden();
    await expect(page).toHaveURL(paths.feed.href());
    await expect(page.getByRole('banner').getByText(`Hi, ${user.firstName}`)).toBeVisible();
  });

  test('as the guest', async ({ page }) => {
    await page.goto(paths.login.href());
    await page.getByRole('button', { name: 'Login As Guest?' }).click();
    await expect(page.getByLabel('Username')).toHaveValue('guest');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, 'Logged In successfully Guest')).toBeVisible();
    await expect(page).toHaveURL(paths.feed.href());
    await expect(page.getByRole('heading', { level: 1, name: 'User Feed' })).toBeVisible();
    await expect(
      page.getByRole('feed', { name: 'Trending posts' }).getByRole('article').first(),
    ).toBeVisible();
  });

  test('returns to the page the visitor was sent away from', async ({ page }) => {
    await page.goto(paths.explore.href());
    await expect(page).toHaveURL(paths.signup.href('/explore'));
    await page.getByRole('link', { name: 'Already have an account? Login' }).click();
    await expect(page).toHaveURL(paths.login.href('/explore'));
    await page.getByRole('button', { name: 'Login As Guest?' }).click();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(paths.explore.href());
    await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();
  });
});

test.describe('session', () => {
  test('logout clears it and goes to /, which sends the visitor to /signup', async ({ page }) => {
    await logInAsGuest(page);
    await page.getByRole('link', { name: 'Explore' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(toast(page, 'Logged out successfully!')).toBeVisible();
    await expect(page).toHaveURL(paths.signup.href());
    expect(await page.evaluate(() => localStorage.getItem('loginDetails'))).toBeNull();
    await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0);
    await page.goto(paths.explore.href());
    await expect(page).toHaveURL(paths.signup.href('/explore'));
  });

  test('/logout logs out too', async ({ page }) => {
    await logInAsGuest(page);
    await page.goto(paths.logout.href());
    await expect(toast(page, 'Logged out successfully!')).toBeVisible();
    await expect(page).toHaveURL(paths.signup.href());
  });

  test('survives a reload', async ({ page }) => {
    await logInAsGuest(page);
    await page.getByRole('link', { name: 'Explore' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();
    await expect(page.getByText('Hi, Guest')).toBeVisible();
    await expect(
      page.getByRole('feed', { name: 'Explore' }).getByRole('article').first(),
    ).toBeVisible();
    // The server still takes the token: no session-ended toast came.
    await expect(toast(page, 'Your session has ended. Please log in again.')).toHaveCount(0);
    await expect(page).toHaveURL(paths.explore.href());
  });

  test('of a new user: kept on reload, since the server still takes the token', async ({
    page,
  }) => {
    const user = newUser('reload');
    await page.goto(paths.signup.href());
    await submitSignup(page, user);
    await expect(page).toHaveURL(paths.login.href());
    await submitLogin(page, user.username, user.password);
    await expect(page.getByRole('heading', { level: 1, name: 'User Feed' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'User Feed' })).toBeVisible();
    await expect(page.getByRole('banner').getByText(`Hi, ${user.firstName}`)).toBeVisible();
    await expect(toast(page, 'Your session has ended. Please log in again.')).toHaveCount(0);
  });

  test('ends on the answer that refuses its token: a toast, and /login to come back', async ({
    page,
  }) => {
    await logInAsGuest(page);
    await page.getByRole('link', { name: 'Explore' }).click();
    const post = page.getByRole('feed', { name: 'Explore' }).getByRole('article').first();
    await expect(post).toBeVisible();
    // Only the Like's answer may tell the page: the live stream, which the server closes at
    // logout, would otherwise reconnect, be refused and end the session first on a busy machine.
    await page.route('**/api/events**', (route) => route.abort());
    // Logged out elsewhere: the server no longer takes this page's token.
    const token = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('loginDetails') ?? '{}') as { token?: string }).token,
    );
    const logout = await page.request.post('/api/auth/logout', {
      headers: { authorization: token! },
    });
    expect(logout.status()).toBe(200);
    const checks: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/users/bookmark') checks.push(request.url());
    });
    await post.getByRole('button', { name: /^Like \(/ }).click();
    await expect(toast(page, 'Your session has ended. Please log in again.')).toBeVisible();
    await expect(page).toHaveURL(paths.login.href('/explore'));
    expect(await page.evaluate(() => localStorage.getItem('loginDetails'))).toBeNull();
    // The refusal said so itself: no session check was asked for.
    expect(checks).toEqual([]);
  });

  test('every protected route sends a logged-out visitor to /signup', async ({ page }) => {
    // A profile's address is its public page on this host (public-pages.spec.ts); its Sign up
    // comes back to it.
    for (const name of protectedPaths.filter((name) => name !== 'profile')) {
      const href = paths[name].href();
      await page.goto(href);
      await expect(page).toHaveURL(paths.signup.href(href));
      await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    }
    const profile = paths.profile.href('guest');
    await page.goto(profile);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('@guest');
    await page.getByRole('link', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(paths.signup.href(profile));
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  });
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Murmur' }).click();
  await expect(page).toHaveURL(paths.signup.href());
});
