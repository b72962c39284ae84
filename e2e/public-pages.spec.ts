import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { paths } from '../src/web/config/paths';
import {
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  newUser,
  passwordCheck,
  screenshots,
  submitLogin,
  toast,
  type NewUser,
} from './support/shell';

// A post's link opened by someone who is not logged in: the Node host's public page, readable
// without the app, whose actions lead to the login screen; and the "only logged-in people"
// setting that turns it into a login page.

const shot = screenshots('public', true);

/** A new account through the API, with a post of its own: what a link to share points at. */
async function personWithPost(request: APIRequestContext, text: string) {
  const user: NewUser = newUser('pub');
  const signup = await request.post('/api/auth/signup', {
    data: { ...user, confirmPassword: user.password },
  });
  expect(signup.status()).toBe(201);
  const login = await request.post('/api/auth/login', {
    data: { username: user.username, password: user.password },
  });
  const token = ((await login.json()) as { encodedToken: string }).encodedToken;
  const post = await request.post('/api/posts', {
    data: { postData: { content: text } },
    headers: { authorization: token, prefer: 'return=minimal' },
  });
  expect(post.status()).toBe(201);
  const { post: written } = (await post.json()) as { post: { _id: string } };
  return { user, postId: written._id };
}

async function openAsVisitor(page: Page, postId: string, text: string) {
  await page.goto(paths.post.href(postId));
  await expect(page.getByRole('article').getByText(text, { exact: true })).toBeVisible();
}

test('a logged-out browser opens a post’s link, reads it, and Like asks to log in', async ({
  page,
  request,
}) => {
  const text = 'Shared with a friend: the first snow on the lake';
  const { user, postId } = await personWithPost(request, text);
  await openAsVisitor(page, postId, text);
  await expect(page).toHaveTitle(/on Murmur: “Shared with a friend/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`@${user.username}`);
  await page.getByRole('link', { name: /^Like 0/ }).click();
  await expect(page).toHaveURL(paths.login.href(paths.post.href(postId)));
  await expect(page.getByLabel('Username')).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme });

    test('the public post page has no axe violations, and looks right at 1280 and 390 px', async ({
      page,
      request,
    }) => {
      test.slow();
      const text = 'A public post, read without logging in.\nIts second line stays a line.';
      const { postId } = await personWithPost(request, text);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await page.goto(paths.post.href(postId));
        await expect(page.getByRole('article')).toBeVisible();
        await expectNoAxeViolations(page);
        await expectNoHorizontalOverflow(page);
        await shot(page, `post-${width}-${theme}`);
      }
    });
  });
}

test('“Only logged-in people may see my profile and posts” turns the public pages into a login page', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const text = 'Only for people who are logged in';
  const { user, postId } = await personWithPost(request, text);
  await page.goto(paths.login.href(paths.settings.href()));
  await submitLogin(page, user.username, user.password);
  const setting = page.getByRole('checkbox', {
    name: 'Only logged-in people may see my profile and posts',
  });
  await expect(setting).not.toBeChecked(passwordCheck);
  // The box shows the stored account: it turns once the server took the change.
  await setting.click();
  await expect(
    toast(page, 'Only people logged in can see your profile and posts now'),
  ).toBeVisible();
  await expect(setting).toBeChecked();

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  for (const path of [paths.post.href(postId), paths.profile.href(user.username)]) {
    await visitorPage.goto(path);
    await expect(
      visitorPage.getByRole('heading', { level: 1, name: 'Log in to see this' }),
    ).toBeVisible();
    await expect(visitorPage.getByText(text)).toHaveCount(0);
    await expect(visitorPage.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  }
  const feed = await visitorPage.request.get(`${paths.profile.href(user.username)}/rss`);
  expect(feed.status()).toBe(404);
  await visitor.close();

  await setting.click();
  await expect(toast(page, 'Everyone can see your profile and posts now')).toBeVisible();
  await expect(setting).not.toBeChecked();
});
