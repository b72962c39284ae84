import { expect, test, type Browser, type Page } from '@playwright/test';
import { paths } from '../src/web/config/paths';
import { makePng, openComposer, signUpAndLogIn } from './support/posts';
import { spiderPost } from './support/spider-post';
import {
  dismissToasts,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  screenshots,
} from './support/shell';

const shot = screenshots('pictures');
const text = 'Three views of the garden spider by the shed';
const { warning, descriptions } = spiderPost;

/** The author's post, made in the composer: three pictures described, behind a warning. */
async function postThreePictures(page: Page): Promise<string> {
  await signUpAndLogIn(page, 'pictures');
  const dialog = await openComposer(page);
  await dialog.getByLabel('Post text').fill(text);
  // Wider than 1,280 px, so that the server keeps all five smaller copies of each.
  const sizes = [
    [1800, 1200],
    [1350, 1800],
    [1500, 1500],
  ] as const;
  await dialog.getByLabel('Add images or a video').setInputFiles(
    await Promise.all(
      sizes.map(async ([width, height], index) => ({
        name: `spider-${index + 1}.png`,
        mimeType: 'image/png',
        buffer: await makePng(page, width, height),
      })),
    ),
  );
  for (const [index, description] of descriptions.entries())
    await dialog.getByLabel(`Description of picture ${index + 1}`).fill(description);
  await dialog.getByRole('button', { name: 'Content warning', exact: true }).click();
  await dialog.getByLabel('Content warning').fill(warning);
  await expectNoAxeViolations(page);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await shot(page, `composer-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  // The feed by Latest, the new post on top (its author too sees the warning first).
  const card = page.getByRole('feed').getByRole('article').first();
  await expect(card.getByText(warning)).toBeVisible();
  return (await card.getAttribute('data-item-id'))!;
}

/** Another reader, in a browser of their own, on the post's page. */
async function readerOn(browser: Browser, postId: string, colorScheme: 'light' | 'dark') {
  const context = await browser.newContext({ colorScheme });
  const page = await context.newPage();
  await signUpAndLogIn(page, 'reader');
  await page.goto(paths.post.href(postId));
  await dismissToasts(page);
  return { context, page };
}

// One post for both readers: made once (three pictures through the server's pipeline), then each
// theme's reader in a test of its own, with the time its axe runs and screenshots take.
test.describe.configure({ mode: 'serial' });
let postId = '';
test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000);
  const context = await browser.newContext();
  postId = await postThreePictures(await context.newPage());
  await context.close();
});

for (const theme of ['light', 'dark'] as const)
  test(`three pictures behind a warning, ${theme}: the warning, then the grid, then the viewer`, async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const { context, page: reader } = await readerOn(browser, postId, theme);
    const card = reader.getByRole('article').first();
    await expect(card.getByText(warning)).toBeVisible();
    await expect(card.getByText(text)).toHaveCount(0);
    await expect(card.getByRole('img')).toHaveCount(0);
    const show = card.getByRole('button', { name: 'Show' });
    await expect(show).toHaveAttribute('aria-expanded', 'false');
    await expectNoAxeViolations(reader);
    for (const width of [1280, 390]) {
      await reader.setViewportSize({ width, height: 900 });
      await shot(reader, `warning-${theme}-${width}`);
    }

    await reader.setViewportSize({ width: 1280, height: 900 });
    await show.click();
    await expect(card.getByRole('button', { name: 'Hide' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(card.getByText(text)).toBeVisible();
    // The grid: every picture described, in the author's order, from its variants.
    const pictures = card.getByRole('img');
    await expect(pictures).toHaveCount(3);
    for (const [index, description] of descriptions.entries()) {
      await expect(pictures.nth(index)).toHaveAccessibleName(description);
      await expect(pictures.nth(index)).toHaveAttribute('srcset', /640w/);
    }
    // A post's own page shows its pictures first: all of them load at once.
    for (const index of [0, 1, 2])
      await expect(pictures.nth(index)).toHaveAttribute('loading', 'eager');
    await expectNoAxeViolations(reader);
    for (const width of [1280, 390]) {
      await reader.setViewportSize({ width, height: 900 });
      await expectNoHorizontalOverflow(reader);
      await shot(reader, `grid-${theme}-${width}`);
    }

    // The viewer, by keyboard: Enter on the second picture, the arrows, Escape.
    await reader.setViewportSize({ width: 1280, height: 900 });
    const second = card.getByRole('button', { name: descriptions[1] });
    await second.focus();
    await reader.keyboard.press('Enter');
    const viewer = reader.getByRole('dialog', { name: 'Picture viewer' });
    await expect(viewer.getByText('2 of 3')).toBeVisible();
    await expect(viewer.getByText(descriptions[1]!)).toBeVisible();
    await reader.keyboard.press('ArrowRight');
    await expect(viewer.getByText('3 of 3')).toBeVisible();
    await expect(viewer.getByRole('img', { name: descriptions[2] })).toBeVisible();
    await expect(viewer.getByRole('button', { name: 'Previous picture' })).toBeVisible();
    await expect(viewer.getByRole('button', { name: 'Next picture' })).toBeVisible();
    await expect(viewer.getByRole('button', { name: 'Close' })).toBeVisible();
    await expectNoAxeViolations(reader);
    for (const width of [1280, 390]) {
      await reader.setViewportSize({ width, height: 900 });
      await shot(reader, `viewer-${theme}-${width}`);
    }
    await reader.keyboard.press('ArrowLeft');
    await expect(viewer.getByText('2 of 3')).toBeVisible();
    await reader.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(second).toBeFocused();
    await context.close();
  });
