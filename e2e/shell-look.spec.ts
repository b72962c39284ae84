import { expect, test, type Page } from '@playwright/test';
import { paths } from '../src/web/config/paths';
import {
  dismissToasts,
  expectAppStarted,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  followNavLink,
  expectToastSettled,
  logInAsGuest,
  screenshots,
} from './support/shell';

// axe (WCAG 2.2 AA and best practices) and screenshots of the login and signup pages and of the
// logged-in layout, in the system's light and dark themes and through the theme toggle. The
// screenshots land in test-results/screens/ for a person to look at.

const themes = ['light', 'dark'] as const;
// 900 px shows the rail of icons, the layout between the phone's and the desktop's.
const widths = { desktop: 1280, tablet: 900, phone: 390 } as const;

const shot = screenshots('shell');

async function openLayout(page: Page) {
  await logInAsGuest(page);
  await followNavLink(page, 'Explore');
  await expect(
    page.getByRole('feed', { name: 'Explore' }).getByRole('article').first(),
  ).toBeVisible();
  await dismissToasts(page);
}

for (const theme of themes) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme });

    test('/login and /signup have no axe violations', async ({ page }) => {
      // Full audits take a few seconds each on a shared machine.
      test.slow();
      await page.goto(paths.login.href());
      await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto(paths.signup.href());
      await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('the logged-in layout and the New Post modal have no axe violations', async ({ page }) => {
      // Full audits take a few seconds each on a shared machine.
      test.slow();
      await openLayout(page);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'New Post' }).click();
      await expect(page.getByRole('dialog', { name: 'Add a Post' })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    for (const [device, width] of Object.entries(widths)) {
      test(`screenshots at ${width} px`, async ({ page }) => {
        // Login, a failed try, signup, the layout and the modal: five pages' worth of steps.
        test.slow();
        await page.setViewportSize({ width, height: device === 'phone' ? 844 : 900 });
        await page.goto(paths.login.href());
        // Keys pressed on the pre-rendered page would be lost when the app takes its place.
        await expectAppStarted(page);
        await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
        await expectNoHorizontalOverflow(page);
        await shot(page, `login-${width}-${theme}`);
        await page.keyboard.press('Tab');
        await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
        await shot(page, `login-skip-link-${width}-${theme}`);
        await page.keyboard.press('Tab');
        await page.keyboard.press('Tab');
        await expect(page.getByRole('button', { name: 'Dark theme' })).toBeFocused();
        await shot(page, `login-focus-${width}-${theme}`);

        await page.getByLabel('Username').fill('guest');
        await page.getByLabel('Password', { exact: true }).fill('not-the-password');
        await page.getByRole('button', { name: 'Submit' }).click();
        await expectToastSettled(
          page,
          'The credentials you entered are invalid. Unauthorized access error.',
        );
        await shot(page, `login-toast-${width}-${theme}`);
        await dismissToasts(page);

        await page.goto(paths.signup.href());
        await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
        await expectNoHorizontalOverflow(page);
        await shot(page, `signup-${width}-${theme}`);

        await openLayout(page);
        await expectNoHorizontalOverflow(page);
        await shot(page, `layout-${width}-${theme}`);

        await page.getByRole('button', { name: 'New Post' }).click();
        await expect(page.getByRole('dialog', { name: 'Add a Post' })).toBeVisible();
        await shot(page, `modal-${width}-${theme}`);
      });
    }
  });
}

test('the theme toggle switches the theme, is remembered, and passes axe both ways', async ({
  page,
}) => {
  // Two audits of Explore's fourteen posts with all their buttons: slow on a shared machine.
  test.slow();
  await page.emulateMedia({ colorScheme: 'light' });
  await openLayout(page);
  const toggle = page.getByRole('button', { name: 'Dark theme' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(await background()).toBe('rgb(15, 14, 21)');
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await background()).toBe('rgb(15, 14, 21)');

  await page.emulateMedia({ colorScheme: 'dark' });
  await page.getByRole('button', { name: 'Dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await background()).toBe('rgb(255, 255, 255)');
  await expectNoAxeViolations(page);
});

test('the modal traps focus, closes on Escape and locks scrolling', async ({ page }) => {
  await openLayout(page);
  const newPost = page.getByRole('button', { name: 'New Post' });
  await newPost.click();
  const dialog = page.getByRole('dialog', { name: 'Add a Post' });
  // The composer's text field takes the focus; Tab and Shift+Tab stay inside the dialog.
  await expect(dialog.getByLabel('Post text')).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Add emoji' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(newPost).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
});
