import { expect, test } from '@playwright/test';
import { createPost, postWith, scrollUntilVisible, signUpAndLogIn } from './support/posts';

// The feed is the user's own posts and those of the people they follow; Explore is every post.

test('the feed holds whom the user follows, by Trending or Latest; Explore holds everyone', async ({
  page,
}) => {
  test.slow(); // signs up, posts, reloads, then scrolls Explore to its end
  await signUpAndLogIn(page, 'feed');
  await expect(page.getByText('No Posts yet to be shown')).toBeVisible();
  await createPost(page, 'Hello from a newcomer');

  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('loginDetails')!) as { token: string }).token,
  );
  const maya = await (await page.request.get('/api/users/maya.clay')).json();
  const followed = await page.request.post(`/api/users/follow/${maya.user._id}/`, {
    headers: { authorization: token },
  });
  expect(followed.status()).toBe(200);
  await page.reload();

  const trending = page.getByRole('feed', { name: 'Trending posts' });
  const authors = trending.getByRole('article').getByRole('heading');
  await expect(authors).toHaveCount(4);
  await expect(authors).toHaveText(
    (await authors.allTextContents()).map((name) =>
      name === 'Robin Tester' ? 'Robin Tester' : 'Maya Lindqvist',
    ),
  );
  const likeCounts = (
    await trending.getByRole('button', { name: /^Like \(/ }).allTextContents()
  ).map(Number);
  expect(likeCounts).toEqual(likeCounts.toSorted((a, b) => b - a));
  // The newcomer's post has no likes yet: last under Trending, first under Latest.
  await expect(trending.getByRole('article').last()).toContainText('Hello from a newcomer');
  await page.getByRole('tab', { name: 'Latest' }).click();
  await expect(
    page.getByRole('feed', { name: 'Latest posts' }).getByRole('article').first(),
  ).toContainText('Hello from a newcomer');

  await page.getByRole('link', { name: 'Explore' }).click();
  const explore = page.getByRole('feed', { name: 'Explore' });
  // Other tests post at the same time, so only the order against the seeded posts is fixed.
  const newcomerAgainstSeed = async () => {
    const texts = await explore.getByRole('article').allTextContents();
    const newcomer = texts.findIndex((text) => text.includes('Hello from a newcomer'));
    const seeded = texts.map((text) => text.includes('Maya Lindqvist'));
    if (newcomer < 0 || !seeded.includes(true)) return 'not shown yet';
    return newcomer < seeded.indexOf(true)
      ? 'before'
      : newcomer > seeded.lastIndexOf(true)
        ? 'after'
        : 'between';
  };
  await expect.poll(newcomerAgainstSeed).toBe('before');
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('Oldest');
  await expect(page).toHaveURL(/\?sort=oldest$/);
  // Under Oldest the fourteen seeded posts come first; the newcomer's is further down, a page
  // or more on (the list is windowed, so it is found by scrolling to it).
  await expect(explore.getByRole('article').first()).toContainText('Oct 3, 2026');
  const newcomer = postWith(page, 'Hello from a newcomer');
  await scrollUntilVisible(page, newcomer);
  expect(Number(await newcomer.getAttribute('aria-posinset'))).toBeGreaterThan(14);
});
