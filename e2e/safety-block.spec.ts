import { expect, test, type Page } from '@playwright/test';
import { paths } from '../src/web/config/paths';
import { newPersonLoggedIn, postThroughApi, profileCard, signUpThroughApi } from './support/people';
import {
  dismissToasts,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  screenshots,
  uniqueUsername,
} from './support/shell';

const shot = screenshots('safety');
const explore = (page: Page) => page.getByRole('feed');
const moreMenu = (page: Page, username: string) =>
  profileCard(page).getByRole('button', { name: `More actions for @${username}` });

test('a person blocks another from their profile, and that person’s posts leave Explore at once', async ({
  page,
  request,
}) => {
  const other = await signUpThroughApi(request, 'blocked', 'Blockable');
  const text = `Soon hidden ${uniqueUsername('post')}`;
  await postThroughApi(request, other, text);
  await newPersonLoggedIn(page, request, 'blocker', 'Blocker');

  await page.getByRole('link', { name: 'Explore' }).first().click();
  const post = explore(page).getByRole('article').filter({ hasText: text });
  await expect(post).toBeVisible();
  // To their profile from their post, then back: Explore is shown from what was loaded.
  await page.goto(paths.profile.href(other.username));
  await moreMenu(page, other.username).click();
  await page.getByRole('menuitem', { name: `Block @${other.username}` }).click();
  const dialog = page.getByRole('dialog', { name: `Block @${other.username}?` });
  await expect(dialog).toContainText('you will not see theirs');
  await dialog.getByRole('button', { name: 'Block' }).click();
  await expect(page.getByText(`You blocked @${other.username}`).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unblock' })).toBeVisible();
  await expect(page.getByRole('feed', { name: /^Posts by/ })).toHaveCount(0);

  await page.getByRole('link', { name: 'Explore' }).first().click();
  await expect(explore(page).getByRole('article').first()).toBeVisible();
  await expect(explore(page).getByRole('article').filter({ hasText: text })).toHaveCount(0);
  // And after a reload, from the server.
  await page.reload();
  await expect(explore(page).getByRole('article').first()).toBeVisible();
  await expect(explore(page).getByRole('article').filter({ hasText: text })).toHaveCount(0);
});

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme });

    test('a profile with its More menu open, and the block dialog, have no axe violations', async ({
      page,
      request,
    }) => {
      test.slow();
      const other = await signUpThroughApi(request, 'looked', 'Looked');
      await postThroughApi(request, other, 'A post to look at');
      await newPersonLoggedIn(page, request, 'looker', 'Looker');
      await page.goto(paths.profile.href(other.username));
      await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
      await moreMenu(page, other.username).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('menuitem', { name: `Block @${other.username}` }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolations(page);
    });

    for (const [device, width] of Object.entries({ desktop: 1280, phone: 390 })) {
      test(`screenshots at ${width} px`, async ({ page, request }) => {
        await page.setViewportSize({ width, height: device === 'phone' ? 844 : 900 });
        const other = await signUpThroughApi(request, 'shot', 'Shown');
        await postThroughApi(request, other, 'A post before the block');
        await newPersonLoggedIn(page, request, 'shooter', 'Shooter');
        await page.goto(paths.profile.href(other.username));
        await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
        await moreMenu(page, other.username).click();
        await expect(page.getByRole('menu')).toBeVisible();
        await expectNoHorizontalOverflow(page);
        await shot(page, `menu-${theme}-${width}`);
        await page.getByRole('menuitem', { name: `Block @${other.username}` }).click();
        await shot(page, `dialog-${theme}-${width}`);
        await page.getByRole('dialog').getByRole('button', { name: 'Block' }).click();
        await expect(page.getByRole('button', { name: 'Unblock' })).toBeVisible();
        await dismissToasts(page);
        await expectNoAxeViolations(page);
        await shot(page, `blocked-${theme}-${width}`);
      });
    }
  });
}
