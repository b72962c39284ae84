import { expect, test } from '@playwright/test';
import { paths } from '../src/web/config/paths';
import { createPost, postWith } from './support/posts';
import { dismissToasts, logInAsGuest, toast } from './support/shell';

// Discovery in the demo build, whose API runs in the page on the memory store: search finds a
// post by a word inside it, its #tag leads to the tag's page, and a repost is counted at once.
// (The server-rendered public pages are the Node host's alone.)

test('the demo searches posts, opens a tag page and reposts', async ({ page }) => {
  test.slow();
  await logInAsGuest(page);
  await dismissToasts(page);
  const text = 'Glaze notes from the #DemoKiln shelf';
  await createPost(page, text);

  const box = page.getByRole('complementary').getByRole('searchbox', { name: 'search user' });
  await box.fill('NOTES FROM');
  await box.press('Enter');
  await expect(page).toHaveURL(paths.search.href('NOTES FROM'));
  const found = postWith(page, text);
  await expect(found).toBeVisible();

  await found.getByRole('link', { name: '#DemoKiln' }).click();
  await expect(page).toHaveURL(paths.tag.href('demokiln'));
  await expect(page.getByRole('heading', { level: 1, name: '#demokiln' })).toBeVisible();
  await expect(page.getByRole('feed', { name: '#demokiln' }).getByRole('article')).toHaveCount(1);

  await page.goto(paths.explore.href());
  const others = page
    .getByRole('feed', { name: 'Explore' })
    .getByRole('article')
    .filter({ hasNotText: text });
  const repost = others.first().getByRole('button', { name: /^Repost \(/ });
  await expect(repost).toHaveAttribute('aria-pressed', 'false');
  const before = Number(await repost.innerText()) || 0;
  await repost.click();
  await expect(repost).toHaveAttribute('aria-pressed', 'true');
  await expect(repost).toHaveText(String(before + 1));
  await expect(toast(page, 'Reposted to your followers')).toBeVisible();
});
