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
  await expect(explore.getByRole('article').first()).toBeVisible();
  // Other tests post at the same time, so only the order against the seeded posts is fixed:
  // positions in the whole list, as the windowed list renders only the posts near the screen.
  const newcomer = postWith(page, 'Hello from a newcomer');
  const seeded = postWith(page, 'Maya Lindqvist').first();
  const position = async (post: typeof newcomer) => {
    await scrollUntilVisible(page, post);
    return Number(await post.getAttribute('aria-posinset'));
  };
  expect(await position(newcomer)).toBeLessThan(await position(seeded));

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('Oldest');
  await expect(page).toHaveURL(/\?sort=oldest$/);
  // Under Oldest the fourteen seeded posts come first; the newcomer's is further down.
  await expect(explore.getByRole('article').first()).toContainText('Oct 3, 2026');
  expect(await position(newcomer)).toBeGreaterThan(14);
});
