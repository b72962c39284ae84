import { expect, test } from '@playwright/test';
import {
  logInThroughForm,
  personPage,
  postThroughApi,
  profileCard,
  signUpThroughApi,
} from './support/people';
import { setRoleAsOperator } from './support/moderation';
import { dismissToasts, expectNoAxeViolations, passwordCheck, screenshots } from './support/shell';

const shoot = screenshots('safety');
// A test here signs up and logs in up to four people, each a real password hash: on a busy 2-core
// machine those wait their turn behind other workers' logins.
test.describe.configure({ timeout: 180_000 });

test('a report from a post’s menu reaches a moderator, who removes the post with a note', async ({
  browser,
  request,
}) => {
  const author = await signUpThroughApi(request, 'author', 'Ainsley');
  const reporter = await signUpThroughApi(request, 'reporter', 'Rowan');
  const moderator = await signUpThroughApi(request, 'mod', 'Morgan');
  const third = await signUpThroughApi(request, 'third', 'Tamsin');
  setRoleAsOperator(moderator.username, 'moderator');
  const text = `Buy cheap followers now ${author.username}`;
  await postThroughApi(request, author, text);

  const reporting = await personPage(browser, reporter);
  await reporting.goto('/explore');
  const post = reporting.getByRole('article').filter({ hasText: text });
  await post.getByRole('button', { name: `More actions for @${author.username}` }).click();
  await reporting.getByRole('menuitem', { name: 'Report post' }).click();
  const dialog = reporting.getByRole('dialog', { name: 'Report post' });
  await dialog.getByRole('radio', { name: 'Spam' }).check();
  await dialog.getByRole('textbox').fill('Selling followers');
  await expectNoAxeViolations(reporting);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(reporting.getByRole('dialog', { name: 'Thanks for telling us' })).toBeVisible();

  const moderating = await personPage(browser, moderator);
  await moderating
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Moderation' })
    .click();
  const card = moderating.getByRole('article', { name: `A post by @${author.username}` });
  await expect(card).toContainText('Selling followers');
  await card.getByRole('textbox', { name: /Note/ }).fill('Selling followers is spam here.');
  await card.getByRole('button', { name: 'Remove post' }).click();
  await expect(card).toHaveCount(0);

  const authoring = await personPage(browser, author);
  await authoring.goto('/notifications');
  await expect(authoring.getByText('A moderator removed your post or reply')).toBeVisible();
  await expect(authoring.getByText('Selling followers is spam here.')).toBeVisible();

  const reading = await personPage(browser, third);
  await reading.goto('/explore');
  await expect(reading.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();
  await expect(reading.getByText(text)).toHaveCount(0);
});

test('a suspended person’s open page is logged out with the server’s message', async ({
  browser,
  request,
}) => {
  const suspended = await signUpThroughApi(request, 'suspended', 'Sasha');
  const moderator = await signUpThroughApi(request, 'mod', 'Morgan');
  setRoleAsOperator(moderator.username, 'moderator');
  const page = await personPage(browser, suspended);
  const login = await request.post('/api/auth/login', {
    data: { username: moderator.username, password: moderator.password },
  });
  const { encodedToken } = await login.json();
  const answer = await request.post(`/api/moderation/users/${suspended._id}/suspend`, {
    headers: { authorization: encodedToken },
    data: { note: 'Spam', durationSeconds: 86_400 },
  });
  expect(answer.status()).toBe(200);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Notifications' })
    .click();
  await expect(page).toHaveURL(/\/login/, passwordCheck);
  await expect(page.getByText(/This account is suspended until/)).toBeVisible();
});

for (const theme of ['light', 'dark'] as const)
  test.describe(`the moderation page, ${theme}`, () => {
    test.use({ colorScheme: theme });

    test('has nothing axe finds, at 1280 and 390 px', async ({ browser, request }) => {
      const moderator = await signUpThroughApi(request, 'mod', 'Morgan');
      const author = await signUpThroughApi(request, 'author', 'Ainsley');
      const reporter = await signUpThroughApi(request, 'reporter', 'Rowan');
      setRoleAsOperator(moderator.username, 'moderator');
      await postThroughApi(request, author, `Reported in ${theme}`);
      const posts = await request.get(`/api/posts/user/${author.username}`);
      const [{ _id }] = (await posts.json()).posts;
      await request.post('/api/reports', {
        headers: { authorization: reporter.token },
        data: { targetType: 'post', targetId: _id, reason: 'spam', comment: 'Ads' },
      });
      const context = await browser.newContext({ colorScheme: theme });
      const page = await context.newPage();
      await logInThroughForm(page, moderator);
      await dismissToasts(page);
      await page.goto('/moderation');
      await expect(
        page.getByRole('article', { name: `A post by @${author.username}` }),
      ).toBeVisible(passwordCheck);
      await expectNoAxeViolations(page);
      await page.setViewportSize({ width: 1280, height: 900 });
      await shoot(page, `moderation-${theme}-1280`);
      await page.setViewportSize({ width: 390, height: 844 });
      await shoot(page, `moderation-${theme}-390`);
      await page.getByRole('tab', { name: 'Log' }).click();
      await expectNoAxeViolations(page);

      // The report dialog, from a profile's More menu.
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`/posts/user/${author.username}`);
      // The profile's menu: once the posts load, each of their cards has one of the same name.
      await profileCard(page)
        .getByRole('button', { name: `More actions for @${author.username}` })
        .click();
      await page.getByRole('menuitem', { name: `Report @${author.username}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Report account' });
      await dialog.getByRole('radio', { name: 'Harassment or hate' }).check();
      await expectNoAxeViolations(page);
      await shoot(page, `report-dialog-${theme}-1280`);
      await page.setViewportSize({ width: 390, height: 844 });
      await shoot(page, `report-dialog-${theme}-390`);
    });
  });
