import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { paths } from '../src/web/config/paths';
import { newPersonLoggedIn, profileCard } from './support/people';
import {
  dismissToasts,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  logInAsGuest,
  screenshots,
} from './support/shell';

// axe and screenshots of the profile, the Edit Profile modal and who to follow, in both themes
// and at 1280 and 390 px. The guest's own profile is only looked at here, never saved.

const themes = ['light', 'dark'] as const;
const widths = { desktop: 1280, phone: 390 } as const;

const shot = screenshots('people');

async function openOwnProfile(page: Page) {
  await logInAsGuest(page);
  await page.goto(paths.profile.href('guest'));
  await expect(profileCard(page).getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(page.getByRole('feed').or(page.getByText('No Posts yet to be shown'))).toBeVisible();
  await dismissToasts(page);
}

for (const theme of themes) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme });

    test('a profile, the Edit Profile modal and /users have no axe violations', async ({
      page,
    }) => {
      // Full audits take a few seconds each on a shared machine.
      test.slow();
      await openOwnProfile(page);
      await expectNoAxeViolations(page);
      await profileCard(page).getByRole('button', { name: 'Edit' }).click();
      await expect(page.getByRole('dialog', { name: 'Edit Profile' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');

      await page.goto(paths.profile.href('maya.clay'));
      await expect(page.getByRole('heading', { level: 1, name: 'Maya Lindqvist' })).toBeVisible();
      await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
      await expectNoAxeViolations(page);

      await page.goto(paths.users.href());
      await expect(page.getByRole('list', { name: 'People' })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    for (const [device, width] of Object.entries(widths)) {
      test(`screenshots at ${width} px`, async ({ page }) => {
        // A login, then five pages and a dialog, each drawn whole for its screenshot.
        test.slow();
        await page.setViewportSize({ width, height: device === 'phone' ? 844 : 900 });
        await logInAsGuest(page);
        await page.goto(paths.profile.href('maya.clay'));
        await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
        await dismissToasts(page);
        await expectNoHorizontalOverflow(page);
        await shot(page, `profile-${width}-${theme}`);

        await openOwnProfile(page);
        await expectNoHorizontalOverflow(page);
        await shot(page, `own-profile-${width}-${theme}`);
        await profileCard(page).getByRole('button', { name: 'Edit' }).click();
        const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
        await dialog.getByLabel('Website').fill('not a url');
        await dialog.getByRole('button', { name: 'Edit Profile' }).click();
        await expect(
          dialog.getByText('Website must be an http or https URL, such as https://example.com'),
        ).toBeVisible();
        await shot(page, `edit-modal-${width}-${theme}`);
        // The website was changed: Cancel asks first.
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await dialog.getByRole('button', { name: 'Discard' }).click();
        await expect(dialog).toBeHidden();

        await page.goto(paths.users.href());
        await expect(page.getByRole('list', { name: 'People' })).toBeVisible();
        await expectNoHorizontalOverflow(page);
        await shot(page, `users-${width}-${theme}`);

        await page.goto(paths.profile.href('no.such.person'));
        await expect(page.getByRole('heading', { name: 'Profile not found' })).toBeVisible();
        await shot(page, `not-found-${width}-${theme}`);
      });
    }
  });
}

/** A new person logged in through the form on a 390 px phone, the welcome toast gone. */
async function newPersonOnAPhone(
  page: Page,
  request: APIRequestContext,
  prefix: string,
  firstName: string,
) {
  test.slow(); // a signup and a login with real password hashing
  await page.setViewportSize({ width: 390, height: 844 });
  return newPersonLoggedIn(page, request, prefix, firstName);
}

test('a long first name shortens in the top bar on a phone, and the brand stays whole', async ({
  page,
  request,
}) => {
  await newPersonOnAPhone(page, request, 'longname', 'Maximiliana-Wilhelmina-Alexandra');
  const brandLink = page.getByRole('banner').getByRole('link', { name: 'Murmur' });
  const greeting = page.getByText(/^Hi, Maximiliana/);
  await expect(greeting).toBeVisible();
  // The brand is as wide as what it holds (a squeezed one lets its name run under the greeting),
  // and the greeting starts after it.
  const brandFits = await brandLink.evaluate((link) => link.scrollWidth <= link.clientWidth);
  expect(brandFits).toBe(true);
  const brand = await brandLink.boundingBox();
  const greetingBox = await greeting.boundingBox();
  expect(brand!.x + brand!.width).toBeLessThanOrEqual(greetingBox!.x);
  // The buttons beside it keep their 40 px targets.
  const logOut = await page.getByRole('button', { name: /log out/i }).boundingBox();
  expect(logOut!.width).toBeGreaterThanOrEqual(40);
  await expectNoHorizontalOverflow(page);
  await shot(page, 'long-first-name-390');
});

test("on a phone, a toast over a dialog leaves the dialog's title and Close in view", async ({
  page,
  request,
}) => {
  const user = await newPersonOnAPhone(page, request, 'toasted', 'Tess');
  await page.goto(paths.profile.href(user.username));
  await profileCard(page).getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  // Text the form lets through and the server refuses: the refusal is a toast, the dialog stays.
  await dialog.getByLabel('Bio').fill('null \u0000 byte');
  await dialog.getByRole('button', { name: 'Edit Profile' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Text may not contain the NUL' });
  await expect(toast).toBeInViewport({ ratio: 1 });
  const toastBox = await toast.boundingBox();
  const headerBottom = await dialog
    .getByRole('heading', { name: 'Edit Profile' })
    .evaluate((heading) => heading.parentElement!.getBoundingClientRect().bottom);
  expect(toastBox!.y).toBeGreaterThanOrEqual(headerBottom);
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
  await shot(page, 'toast-over-dialog-390');
});
