import { expect, test, type Page } from '@playwright/test';
import { makePng, openComposer } from './support/posts';
import { spiderPost } from './support/spider-post';
import {
  dismissToasts,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  logInAsGuest,
  screenshots,
} from './support/shell';

// The demo has no upload endpoint: its pictures travel in the post as data URLs. The reader still
// gets what the Node host gives (pictures.spec.ts): the warning, then the grid, then the viewer.

const shot = screenshots('demo-pictures');
const text = 'Three views of the garden spider by the shed, in the demo';
const { warning, descriptions } = spiderPost;

/** The guest's post, made in the composer: three small pictures described, behind a warning. */
async function postThreePictures(page: Page) {
  await logInAsGuest(page);
  const dialog = await openComposer(page);
  await dialog.getByLabel('Post text').fill(text);
  // Small: a data URL is in the post's body and in every list that holds it.
  await dialog.getByLabel('Add images or a video').setInputFiles(
    await Promise.all(
      descriptions.map(async (_, index) => ({
        name: `spider-${index + 1}.png`,
        mimeType: 'image/png',
        buffer: await makePng(page, 600, 400),
      })),
    ),
  );
  for (const [index, description] of descriptions.entries())
    await dialog.getByLabel(`Description of picture ${index + 1}`).fill(description);
  await dialog.getByRole('button', { name: 'Content warning', exact: true }).click();
  await dialog.getByLabel('Content warning').fill(warning);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await dismissToasts(page);
}

async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoHorizontalOverflow(page);
    await shot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

for (const theme of ['light', 'dark'] as const)
  test.describe(theme, () => {
    test.use({ colorScheme: theme });

    test(`the demo's three pictures behind a warning, ${theme}: the warning, the grid, the viewer`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await page.setViewportSize({ width: 1280, height: 900 });
      await postThreePictures(page);

      // The feed by Latest, the new post on top: its author too sees the warning first.
      const card = page.getByRole('feed').getByRole('article').first();
      await expect(card.getByText(warning)).toBeVisible();
      await expect(card.getByText(text)).toHaveCount(0);
      await expect(card.getByRole('img')).toHaveCount(0);
      await expect(card.locator('img[src^="data:"]')).toHaveCount(0);
      const show = card.getByRole('button', { name: 'Show' });
      await expect(show).toHaveAttribute('aria-expanded', 'false');
      await expectNoAxeViolations(page);
      await shoot(page, `warning-${theme}`);

      await show.click();
      await expect(card.getByRole('button', { name: 'Hide' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await expect(card.getByText(text)).toBeVisible();
      // The grid: every picture described, in the author's order, kept in the post itself.
      const pictures = card.getByRole('img');
      await expect(pictures).toHaveCount(3);
      for (const [index, description] of descriptions.entries()) {
        await expect(pictures.nth(index)).toHaveAccessibleName(description);
        await expect(pictures.nth(index)).toHaveAttribute('src', /^data:image\/[a-z+.-]+;base64,/);
      }
      for (const index of [0, 1, 2])
        await expect
          .poll(() => pictures.nth(index).evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0);
      await expectNoAxeViolations(page);
      await shoot(page, `grid-${theme}`);

      // The viewer, by pointer: the first picture, then the arrows and Escape.
      const first = card.getByRole('button', { name: descriptions[0] });
      await first.click();
      const viewer = page.getByRole('dialog', { name: 'Picture viewer' });
      await expect(viewer.getByText('1 of 3')).toBeVisible();
      await expect(viewer.getByText(descriptions[0]!)).toBeVisible();
      await expect(viewer.getByRole('img', { name: descriptions[0] })).toHaveAttribute(
        'src',
        /^data:image\//,
      );
      await page.keyboard.press('ArrowRight');
      await expect(viewer.getByText('2 of 3')).toBeVisible();
      await expect(viewer.getByRole('img', { name: descriptions[1] })).toBeVisible();
      await expect(viewer.getByText(descriptions[1]!)).toBeVisible();
      for (const name of ['Previous picture', 'Next picture', 'Close'])
        await expect(viewer.getByRole('button', { name })).toBeVisible();
      await expectNoAxeViolations(page);
      await shoot(page, `viewer-${theme}`);
      await page.keyboard.press('ArrowLeft');
      await expect(viewer.getByText('1 of 3')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(viewer).toBeHidden();
      await expect(first).toBeFocused();
      expect(errors).toEqual([]);
    });
  });
