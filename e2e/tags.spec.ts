import { expect, test, type Page } from '@playwright/test';
import { paths } from '../src/web/config/paths';
import { expectNoAxeViolations, expectNoHorizontalOverflow, screenshots } from './support/shell';
import { createPost, postWith, signUpAndLogIn } from './support/posts';

// A #tag in a post is a link to its page, which lists the post; the post's tag trends; the tag
// page is axe clean in both themes, with screenshots at 1280 and 390 px in
// test-results/screens/ for a person to look at.

const shot = screenshots('tags');

const trendingPanel = (page: Page) =>
  page.getByRole('complementary').getByRole('region', { name: 'Trending tags' });

test('a #tag links to its page, which lists the post, and the tag trends', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  const user = await signUpAndLogIn(page, 'tags');
  const content = `Firing the kiln with ${user.username} #Murmur`;
  await createPost(page, content);

  await postWith(page, content).getByRole('link', { name: '#Murmur' }).click();
  await expect(page).toHaveURL(paths.tag.href('murmur'));
  await expect(page.getByRole('heading', { level: 1, name: '#murmur' })).toBeVisible();
  await expect(postWith(page, content)).toBeVisible();

  // The server reads the trending tags once a minute: the page is read again until it has them.
  await expect(async () => {
    await page.reload();
    await expect(trendingPanel(page).getByRole('link', { name: /^#murmur/ })).toBeVisible({
      timeout: 5_000,
    });
  }).toPass({ timeout: 120_000, intervals: [5_000] });
  await expect(postWith(page, content)).toBeVisible();

  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(trendingPanel(page)).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, `tag-page-1280-${theme}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(postWith(page, content)).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
    await shot(page, `tag-page-390-${theme}`);
  }

  // Narrower than the right column, Explore shows the trending tags.
  await page.goto(paths.explore.href());
  await expect(
    page
      .getByRole('main')
      .getByRole('region', { name: 'Trending tags' })
      .getByRole('link', {
        name: /^#murmur/,
      }),
  ).toBeVisible();
  await shot(page, 'explore-390');
});

test('an address that cannot be a tag says so', async ({ page }) => {
  await signUpAndLogIn(page, 'badtag');
  await page.goto(paths.tag.href('123'));
  await expect(
    page.getByRole('alert').filter({ hasText: 'This address is not one' }),
  ).toBeVisible();
});
