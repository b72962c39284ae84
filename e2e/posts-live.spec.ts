import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/shell';
import { createPost, signUpAndLogIn } from './support/posts';

// New posts by people the reader follows arrive while the feed is open: a pill counts them, and
// pressing it shows them on top of the feed.

const tokenOf = (page: Page) =>
  page.evaluate(
    () => (JSON.parse(localStorage.getItem('loginDetails')!) as { token: string }).token,
  );

test('a post by someone followed, written in another browser, brings the pill; pressing it shows it on top', async ({
  page,
  browser,
}) => {
  test.slow(); // two people sign up, one follows the other, posts, and the first reads it
  await signUpAndLogIn(page, 'reader');
  await createPost(page, 'The reader was here first');

  const writerContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const writerPage = await writerContext.newPage();
  const writer = await signUpAndLogIn(writerPage, 'writer');
  const writerId = (await (await page.request.get(`/api/users/${writer.username}`)).json()).user
    ._id as string;
  const follow = await page.request.post(`/api/users/follow/${writerId}/`, {
    headers: { authorization: await tokenOf(page) },
  });
  expect(follow.status()).toBe(200);
  // Registered before the reload: the writer posts only once the reader's stream is open.
  const streamOpen = page.waitForResponse(
    (response) => response.url().includes('/api/events') && response.status() === 200,
  );
  await page.reload();
  await expect(page.getByRole('feed', { name: 'Trending posts' })).toBeVisible();
  await streamOpen;

  await createPost(writerPage, 'Fresh from the writer');
  const pill = page.getByRole('button', { name: '1 new post' });
  await expect(pill).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '1 new post' })).toBeAttached();

  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      await expect(pill).toBeVisible();
      await page.screenshot({
        path: `test-results/screens/posts-new-pill-${width}-${colorScheme}.png`,
      });
    }
    await expectNoAxeViolations(page);
  }

  await pill.click();
  const latest = page.getByRole('feed', { name: 'Latest posts' });
  await expect(latest.getByRole('article').first()).toContainText('Fresh from the writer');
  await expect(latest.getByRole('article').first()).toBeFocused();
  await expect(pill).toBeHidden();
  // The reader's own post, read before, is still there below it.
  await expect(latest.getByRole('article').nth(1)).toContainText('The reader was here first');
  await writerContext.close();
});
