import { expect, test } from '@playwright/test';
import { paths } from '../src/web/config/paths';
import {
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  scrollToTop,
  screenshots,
} from './support/shell';
import { expectStatus, tester } from './support/tester';

// The request tester's API reference: Murmur's OpenAPI document listed, searched, an operation
// opened and tried, in both themes at 1280 and 390 px. Screenshots land in test-results/screens/.

const shot = screenshots('tester-reference');

for (const theme of ['light', 'dark'] as const) {
  for (const width of [1280, 390]) {
    test(`the API reference finds, opens and tries an operation, ${theme} at ${width} px`, async ({
      page,
    }) => {
      // Three full audits, each a few seconds on a shared machine.
      test.slow();
      await page.emulateMedia({ colorScheme: theme });
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      await page.goto(paths.mock.href());
      await page.getByRole('tab', { name: 'API reference' }).click();
      await expect(page.getByRole('heading', { name: /^Murmur API/ })).toBeVisible();
      await expect(page.getByRole('heading', { name: /^Posts \(\d+\)$/ })).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoHorizontalOverflow(page);
      await shot(page, `list-${width}-${theme}`);

      await page.getByRole('searchbox', { name: 'Search operations' }).fill('posts');
      await expect(page.getByRole('status').filter({ hasText: /operations match$/ })).toHaveText(
        /^\d+ of \d+ operations match$/,
      );
      const listPosts = page.getByRole('button', { name: /^GET \/api\/posts Every post/ });
      await listPosts.click();
      await expect(listPosts).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('heading', { name: 'Responses' })).toBeVisible();
      await scrollToTop(page);
      await expectNoAxeViolations(page);
      await expectNoHorizontalOverflow(page);
      await listPosts.scrollIntoViewIfNeeded();
      await shot(page, `operation-${width}-${theme}`);
      await listPosts.locator('xpath=ancestor::li[1]').screenshot({
        path: `test-results/screens/tester-reference-details-${width}-${theme}.png`,
      });

      await page.getByRole('button', { name: 'Try it' }).click();
      const form = tester(page);
      await expect(form.endpoint).toBeFocused();
      await expect(form.endpoint).toHaveValue('/api/posts');
      await expect(form.method).toHaveValue('GET');
      await form.submit.click();
      await expectStatus(page, 200, 'OK');
      await scrollToTop(page);
      await expectNoAxeViolations(page);
      await form.response.scrollIntoViewIfNeeded();
      await shot(page, `answer-${width}-${theme}`);
    });
  }
}
