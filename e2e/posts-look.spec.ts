import { expect, test, type Page } from '@playwright/test';
import { paths } from '../src/web/config/paths';
import {
  dismissToasts,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  logInAsGuest,
  screenshots,
  toast,
} from './support/shell';
import {
  composeWithPicture,
  createPost,
  expectNoAxeViolationsOutside,
  postWith,
  scrollUntilVisible,
  signUpAndLogIn,
} from './support/posts';

// axe on every posts page and on the open composer, and screenshots of them in both themes at
// 1280 and 390 px, into test-results/screens/ for a person to look at.

const shot = screenshots('posts');

const firstArticle = (page: Page) => page.getByRole('main').getByRole('article').first();

/** Writes a post, likes and bookmarks it (so /liked and /bookmark list it), and opens its menu. */
async function ownPostWithMenuOpen(page: Page, content: string, shownAs: string) {
  await createPost(page, content);
  const post = postWith(page, shownAs);
  await post.getByRole('button', { name: /^Like \(/ }).click();
  await post.getByRole('button', { name: 'Bookmark' }).click();
  await expect(toast(page, 'Post BookMarked Successfully')).toBeVisible();
  await dismissToasts(page);
  await post.getByRole('button', { name: 'More options' }).click();
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme });

    // Eight full audits in two tests, which run side by side: each audit takes seconds on a
    // busy machine, and one test of all eight came within 20 s of its limit on CI.
    test('/, /liked and /bookmark of a new user, and the post menu, have no axe violations', async ({
      page,
    }) => {
      test.setTimeout(150_000);
      await signUpAndLogIn(page, `axe_${theme}`);
      await expect(page.getByText('No Posts yet to be shown')).toBeVisible();
      await expectNoAxeViolations(page);
      await ownPostWithMenuOpen(
        page,
        'Checked by axe, with a link https://example.com',
        'Checked by axe',
      );
      await expectNoAxeViolations(page);

      for (const path of [paths.liked.href(), paths.bookmark.href()]) {
        await page.goto(path);
        await expect(firstArticle(page)).toBeVisible();
        await expectNoAxeViolations(page);
      }
    });

    test('/explore, a post page and the composer with the emoji picker have no axe violations', async ({
      page,
    }) => {
      test.setTimeout(150_000);
      await logInAsGuest(page);
      await page.goto(paths.explore.href());
      await expect(firstArticle(page)).toBeVisible();
      // Other tests post meanwhile: the seeded post is found by scrolling to it.
      await scrollUntilVisible(page, postWith(page, 'Kiln opened!'));
      await expectNoAxeViolations(page);
      // The reply count leads to the post's page with its replies.
      await postWith(page, 'Kiln opened!')
        .getByRole('link', { name: /^Replies \(/ })
        .click();
      await expect(page.getByRole('feed', { name: 'Replies' })).toBeVisible();
      await expectNoAxeViolations(page);

      const dialog = await composeWithPicture(page, 'x'.repeat(501), 'a.png');
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: 'Add emoji' }).click();
      await expect(
        dialog.getByRole('gridcell', { name: 'grinning face', exact: true }),
      ).toBeVisible();
      await expectNoAxeViolationsOutside(page, '.epr-emoji-list');
    });

    for (const width of [1280, 390]) {
      test(`screenshots at ${width} px`, async ({ page }) => {
        test.setTimeout(60_000);
        await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
        await logInAsGuest(page);
        await expect(firstArticle(page)).toBeVisible();
        await dismissToasts(page);
        await expectNoHorizontalOverflow(page);
        await shot(page, `feed-${width}-${theme}`);

        await page.goto(paths.explore.href());
        const withReplies = postWith(page, 'Kiln opened!');
        await scrollUntilVisible(page, withReplies);
        await withReplies.getByRole('link', { name: /^Replies \(/ }).click();
        await expect(page.getByRole('feed', { name: 'Replies' })).toBeVisible();
        await expectNoHorizontalOverflow(page);
        await shot(page, `post-replies-${width}-${theme}`);

        const dialog = await composeWithPicture(
          page,
          'Glazing day 🎨\nSee https://example.com',
          'a.png',
        );
        await shot(page, `composer-${width}-${theme}`);
        await dialog.getByRole('button', { name: 'Add emoji' }).click();
        await expect(
          dialog.getByRole('gridcell', { name: 'grinning face', exact: true }),
        ).toBeVisible();
        await dialog.getByRole('button', { name: 'Add emoji' }).scrollIntoViewIfNeeded();
        await shot(page, `composer-emoji-${width}-${theme}`);
        // The first Escape closes the picker (its search has focus), the second asks.
        await page.keyboard.press('Escape');
        await expect(dialog.getByRole('button', { name: 'Add emoji' })).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(dialog.getByText(/Keep this post as a draft\?/)).toBeVisible();
        await shot(page, `composer-confirm-${width}-${theme}`);
        await dialog.getByRole('button', { name: 'Discard' }).click();
      });
    }
  });
}

test('screenshots of an own post with its menu, and of the liked and bookmark pages', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpAndLogIn(page, 'looks');
  await ownPostWithMenuOpen(
    page,
    'My own post, with\ntwo lines and a link: https://example.com/murmur',
    'My own post',
  );
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await shot(page, 'own-post-menu-390');
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete post?' })).toBeVisible();
  await shot(page, 'delete-confirm-390');
  await page.keyboard.press('Escape');
  await page.goto(paths.liked.href());
  await expect(firstArticle(page)).toBeVisible();
  await shot(page, 'liked-390');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(paths.bookmark.href());
  await expect(firstArticle(page)).toBeVisible();
  await shot(page, 'bookmark-1280');
});
