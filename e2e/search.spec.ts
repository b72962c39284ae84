import { expect, test, type Page } from '@playwright/test';
import { paths } from '../src/web/config/paths';
import { postThroughApi, signUpThroughApi } from './support/people';
import {
  dismissToasts,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  logInAsGuest,
  screenshots,
  uniqueUsername,
} from './support/shell';

const shot = screenshots('search');
const pageLoad = { timeout: 30_000 };

/** A word no other spec writes, with a part to find in its middle. */
function rareWord() {
  const stem = uniqueUsername('q').replace(/[^a-z0-9]/g, '');
  return { word: `zorb${stem}flux`, middle: `orb${stem}fl` };
}

async function searchFor(page: Page, text: string) {
  const box = page.getByRole('main').getByRole('searchbox', { name: 'Search Murmur' });
  await box.fill(text);
  await box.press('Enter');
}

test('the right column leads to search, which finds a post by a word in its middle', async ({
  page,
  request,
}) => {
  test.slow();
  const author = await signUpThroughApi(request, 'finder', 'Finder');
  const { word, middle } = rareWord();
  const tag = `river${word}`;
  await postThroughApi(request, author, `Today I met a ${word} by the river #${tag}`);

  await logInAsGuest(page);
  await dismissToasts(page);
  const panelBox = page.getByRole('complementary').getByRole('searchbox', { name: 'search user' });
  await panelBox.fill(middle.toUpperCase());
  await panelBox.press('Enter');
  await expect(page).toHaveURL(paths.search.href(middle.toUpperCase()));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Search: ${middle.toUpperCase()}`,
  );
  const found = page.getByRole('article').filter({ hasText: word });
  await expect(found).toContainText(`Today I met a ${word}`);

  await page.getByRole('button', { name: 'Top' }).click();
  await expect(page).toHaveURL(/sort=top/);
  await expect(page.getByRole('button', { name: 'Top' })).toHaveAttribute('aria-pressed', 'true');
  await expect(found).toBeVisible();

  await page.getByRole('tab', { name: 'People' }).click();
  await expect(page).toHaveURL(/type=people/);
  await searchFor(page, author.username);
  await expect(page.getByRole('list', { name: 'People' }).getByRole('listitem')).toHaveCount(1);

  await page.getByRole('tab', { name: 'Tags' }).click();
  await expect(page.getByRole('tabpanel')).toBeVisible();
  // A tag: the tag itself under Tags, its posts under Posts.
  await searchFor(page, `#${tag}`);
  await expect(
    page.getByRole('list', { name: 'Tags' }).getByRole('link', { name: `${tag} 1 post` }),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Posts' }).click();
  await expect(found).toBeVisible();

  // A whole page load on a busy machine: the app starts again before it searches.
  await page.goto(paths.search.href(`"met a ${word}" from:${author.username}`));
  await expect(found).toBeVisible(pageLoad);
  await page.goto(paths.search.href('zzzz-nothing-matches-zzzz'));
  await expect(page.getByText('No posts match “zzzz-nothing-matches-zzzz”')).toBeVisible(pageLoad);
});

test('the phone tab bar holds five tabs at 390 px, More opening the rest', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await logInAsGuest(page);
  await dismissToasts(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const tabs = nav.locator('li:visible');
  await expect(tabs).toHaveCount(5);
  for (const name of ['User Feed', 'Search', 'Notifications', 'Profile'])
    await expect(nav.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
  for (const tab of await tabs.all())
    expect((await tab.boundingBox())!.width).toBeGreaterThanOrEqual(44);
  await expectNoHorizontalOverflow(page);

  const more = nav.getByRole('button', { name: 'More' });
  await more.click();
  const sheet = page.getByRole('dialog', { name: 'More' });
  for (const name of [
    'Explore',
    'Liked Post',
    'BookMark',
    'Whom to Follow?',
    'API Tester',
    'Settings',
  ])
    await expect(sheet.getByRole('link', { name })).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'more-390');
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  await expect(more).toBeFocused();
  await more.click();
  await sheet.getByRole('link', { name: 'Explore' }).click();
  await expect(page).toHaveURL(paths.explore.href());
  await expect(sheet).toHaveCount(0);

  await nav.getByRole('link', { name: 'Search' }).click();
  await expect(page).toHaveURL(paths.search.href());
  await expect(
    page.getByRole('main').getByRole('searchbox', { name: 'Search Murmur' }),
  ).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  test.describe(`/search in the ${theme} theme`, () => {
    test.use({ colorScheme: theme });

    test('has no axe violations, at 1280 and 390 px', async ({ page, request }) => {
      test.slow();
      const author = await signUpThroughApi(request, 'looker', 'Looker');
      const { word } = rareWord();
      await postThroughApi(request, author, `A ${word} for the look of search`);
      await page.setViewportSize({ width: 1280, height: 900 });
      await logInAsGuest(page);
      await dismissToasts(page);
      await page.goto(paths.search.href(word));
      await expect(page.getByRole('article').filter({ hasText: word })).toBeVisible(pageLoad);
      await expectNoAxeViolations(page);
      await shot(page, `posts-1280-${theme}`);
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(page.getByRole('article').filter({ hasText: word })).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await expectNoAxeViolations(page);
      await shot(page, `posts-390-${theme}`);
      await page.goto(paths.search.href(''));
      await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible(pageLoad);
      await expectNoAxeViolations(page);
    });
  });
}
