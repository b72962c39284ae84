import { expect, test, type Page } from '@playwright/test';
import { clientMessages } from '../src/contract/client-messages';
import { paths } from '../src/web/config/paths';
import { personPage, signUpThroughApi } from './support/people';
import { createPost, postWith, signUpAndLogIn } from './support/posts';
import { expectNoAxeViolations, passwordCheck, screenshots, scrollToTop } from './support/shell';

const shoot = screenshots('account');

/** Opens the Delete account dialog from /settings. */
async function openDeleteDialog(page: Page) {
  await page.goto(paths.settings.href());
  await page.getByRole('button', { name: 'Delete account…' }).click();
  return page.getByRole('dialog', { name: 'Delete your account?' });
}

test('a new account posts, deletes itself through the dialog, and its post leaves Explore', async ({
  page,
  browser,
  request,
}) => {
  // A signup, a login, a post and a deletion, each checked by the server: a long flow.
  test.slow();
  const user = await signUpAndLogIn(page, 'farewell');
  const content = `Goodbye from ${user.username}`;
  await createPost(page, content);

  // Someone else, in a browser context of their own.
  const visitor = await personPage(browser, await signUpThroughApi(request, 'witness', 'Wren'));
  await visitor.goto(paths.explore.href());
  await expect(postWith(visitor, content)).toBeVisible();

  const dialog = await openDeleteDialog(page);
  await dialog.getByLabel('Your password', { exact: true }).fill(user.password);
  await dialog.getByLabel('Your username, to confirm', { exact: true }).fill(user.username);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(paths.login.href(), passwordCheck);
  await expect(page.getByText(clientMessages.accountDeleted)).toBeVisible();

  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(postWith(visitor, content)).toHaveCount(0);
  const login = await page.request.post('/api/auth/login', {
    data: { username: user.username, password: user.password },
  });
  expect(login.status()).toBe(404);
});

for (const theme of ['light', 'dark'] as const)
  test(`the Delete account section and dialog have nothing axe finds, ${theme}, at 1280 and 390 px`, async ({
    browser,
    request,
  }) => {
    // A login, a refused password and six axe passes.
    test.slow();
    const user = await signUpThroughApi(request, 'deletelook', 'Delia');
    const page = await personPage(browser, user, theme);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(paths.settings.href());
    const section = page.getByRole('region', { name: 'Delete account' });
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole('button', { name: 'Delete account…' })).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, `delete-section-${theme}-1280`);

    const dialog = await openDeleteDialog(page);
    await dialog.getByLabel('Your password', { exact: true }).fill('not my password');
    await dialog.getByLabel('Your username, to confirm', { exact: true }).fill(user.username);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText('Your current password is not right.')).toBeVisible(
      passwordCheck,
    );
    await expectNoAxeViolations(page);
    await shoot(page, `delete-dialog-${theme}-1280`);
    await page.setViewportSize({ width: 390, height: 844 });
    await scrollToTop(page);
    await expectNoAxeViolations(page);
    await shoot(page, `delete-dialog-${theme}-390`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await scrollToTop(page);
    await expectNoAxeViolations(page);
    await section.scrollIntoViewIfNeeded();
    await shoot(page, `delete-section-${theme}-390`);
  });
