import { expect, test } from '@playwright/test';
import { apiPaths } from '../src/contract/paths';
import { paths } from '../src/web/config/paths';
import {
  dismissToasts,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  logInAsGuest,
  screenshots,
} from './support/shell';
import { expectStatus, sendFromTester, tester } from './support/tester';

// axe and screenshots of /mock before and after a request, in both themes, at 1280 and 390 px.
// The screenshots land in test-results/screens/ for a person to look at.

const shot = screenshots('tester', true);

for (const theme of ['light', 'dark'] as const) {
  for (const width of [1280, 390]) {
    test(`/mock passes axe before and after a request, ${theme} at ${width} px`, async ({
      page,
    }) => {
      // Two full audits, each a few seconds on a shared machine.
      test.slow();
      await page.emulateMedia({ colorScheme: theme });
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      await page.goto(paths.mock.href());
      await expect(tester(page).response.getByText('Response is undefined.')).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoHorizontalOverflow(page);
      await shot(page, `empty-${width}-${theme}`);

      await tester(page).submit.click();
      await expectStatus(page, 200, 'OK');
      await expect(tester(page).response.getByText('Send a GET to /api/posts')).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoHorizontalOverflow(page);
      await shot(page, `answer-${width}-${theme}`);
      await tester(page).history.screenshot({
        path: `test-results/screens/tester-history-${width}-${theme}.png`,
      });

      await tester(page).body.fill('{ "title": ');
      await sendFromTester(page, { method: 'POST', endpoint: apiPaths.posts(), body: '{}' });
      await expectStatus(page, 401, 'Unauthorized');
      await tester(page).body.fill('{ "title": ');
      await expect(page.getByText('Error in JSON format', { exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
      await tester(page).body.scrollIntoViewIfNeeded();
      await shot(page, `error-${width}-${theme}`, false);
    });
  }
}

test('the tester keeps the logged-in navigation, at 1280 and 390 px', async ({ page }) => {
  await logInAsGuest(page);
  await page.getByRole('link', { name: 'API Tester' }).click();
  await expect(page).toHaveURL(paths.mock.href());
  await dismissToasts(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'API Tester' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('button', { name: 'Use my session token' })).toBeEnabled();
  await expect(page.getByRole('heading', { name: 'Whom to Follow?' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shot(page, 'logged-in-1280-light', false);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(nav.getByRole('link', { name: 'User Feed' })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await shot(page, 'logged-in-390-light', false);
  await nav.getByRole('link', { name: 'User Feed' }).click();
  await expect(page).toHaveURL(paths.feed.href());
});
