import { expect, test, type Page } from '@playwright/test';
import { seedUsers } from '../src/backend/seed/seed-people';
import {
  expectAppStarted,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  passwordCheck,
  screenshots,
  submitLogin,
} from './support/shell';

// The demo sends no real mail: what its backend sends shows in the page's mail panel. The world
// lives in the page, so every step stays within the app (a reload would start it afresh).

const shoot = screenshots('demo-mail');
const maya = seedUsers.find((person) => person.username === 'maya.clay')!;
const newPassword = 'violet staircase 4217 harbor';

async function askForReset(page: Page) {
  await page.goto('/login');
  await expectAppStarted(page);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email address or username').fill(maya.email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('button', { name: 'Mail, 1 unread' })).toBeVisible(passwordCheck);
}

async function openMail(page: Page) {
  await page.getByRole('button', { name: 'Mail, 1 unread' }).click();
  const panel = page.getByRole('dialog', { name: 'Demo mail' });
  await expect(panel.getByRole('article')).toHaveCount(1);
  return panel;
}

test('a reset mail shows in the panel, and its link sets a new password', async ({ page }) => {
  await askForReset(page);
  const panel = await openMail(page);
  await expect(panel.getByRole('article')).toContainText(`To ${maya.email}`);
  const link = panel.getByRole('link', { name: /\/reset-password/ });
  await expect(link).toHaveAttribute('href', new RegExp(`^${new URL(page.url()).origin}/`));
  await link.click();

  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/\/reset-password/);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('New password again', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await page.getByRole('link', { name: 'Log in with the new password' }).click(passwordCheck);

  await submitLogin(page, maya.username, newPassword);
  await expect(page).not.toHaveURL(/\/login/, passwordCheck);
  await expect(page.getByRole('button', { name: 'Mail, none unread' })).toBeVisible();
});

for (const colorScheme of ['light', 'dark'] as const)
  test(`the open mail panel has nothing axe finds, ${colorScheme}, at 1280 and 390 px`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ colorScheme });
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await askForReset(page);
    // The button counting unread mail, over the page.
    await expectNoAxeViolations(page);
    await shoot(page, `button-${colorScheme}-1280`);
    await openMail(page);
    await expectNoAxeViolations(page);
    await shoot(page, `panel-${colorScheme}-1280`);

    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page);
    await expectNoHorizontalOverflow(page);
    await shoot(page, `panel-${colorScheme}-390`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Mail, none unread' })).toBeFocused();
    await shoot(page, `button-${colorScheme}-390`);
    await context.close();
  });
