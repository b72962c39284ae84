import { expect, test, type Page } from '@playwright/test';
import { sessionEndedMessage } from '../src/contract/session-messages';
import { paths } from '../src/web/config/paths';
import { personPage, signUpThroughApi } from './support/people';
import { expectNoAxeViolations, passwordCheck, screenshots } from './support/shell';

const shoot = screenshots('account');
const newPassword = 'a much longer passphrase';

async function changePassword(page: Page, current: string) {
  await page.goto(paths.settings.href());
  await page.getByLabel('Current password', { exact: true }).fill(current);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('New password again', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
}

test('changing the password logs the other browser out, and this one stays', async ({
  browser,
  request,
}) => {
  const user = await signUpThroughApi(request, 'password', 'Parker');
  const elsewhere = await personPage(browser, user);
  const here = await personPage(browser, user);

  await changePassword(here, user.password);
  // The other browser's session, and the one the sign-up through the API opened.
  await expect(
    here.getByText('Your password is changed, and your 2 other sessions are logged out.'),
  ).toBeVisible(passwordCheck);

  await elsewhere
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Notifications' })
    .click();
  await expect(elsewhere).toHaveURL(/\/login/, passwordCheck);
  await expect(elsewhere.getByText(sessionEndedMessage).first()).toBeVisible();

  await here.reload();
  await expect(here.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const login = await request.post('/api/auth/login', {
    data: { username: user.username, password: newPassword },
  });
  expect(login.status()).toBe(200);
});

for (const theme of ['light', 'dark'] as const)
  test(`/settings has nothing axe finds, ${theme}, at 1280 and 390 px`, async ({
    browser,
    request,
  }) => {
    const user = await signUpThroughApi(request, 'settings', 'Sawyer');
    const page = await personPage(browser, user, theme);
    await page.setViewportSize({ width: 1280, height: 900 });
    await changePassword(page, 'not my password');
    await expect(page.getByText('Your current password is not right.')).toBeVisible(passwordCheck);
    await expectNoAxeViolations(page);
    await shoot(page, `settings-${theme}-1280`);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page);
    await shoot(page, `settings-${theme}-390`, true);
  });
