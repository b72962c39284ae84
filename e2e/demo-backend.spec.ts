import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { seedData } from '../src/backend/seed/seed-data';

const newestPost = [...seedData.posts].sort(
  (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt),
)[0]!;

test('the demo build shows the seeded posts served by the in-page API', async ({ page }) => {
  const apiAnswers: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/posts') apiAnswers.push(response.status());
  });

  await page.goto('/');

  const feed = page.getByRole('feed', { name: 'Latest posts' });
  await expect(feed.getByRole('article')).toHaveCount(seedData.posts.length);
  await expect(feed.getByRole('article').first()).toContainText(newestPost.content.split('\n')[0]!);
  expect(apiAnswers).toContain(200);
  await page.screenshot({ path: 'test-results/screens/demo-home-light.png' });
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the first screen has no axe violations in the ${colorScheme} theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/');
    await expect(page.getByRole('article')).toHaveCount(seedData.posts.length);
    await page.screenshot({ path: `test-results/screens/demo-home-${colorScheme}.png` });
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    expect(results.violations).toEqual([]);
  });
}

test('an API call from the page reaches the in-page backend and its rules', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('article').first()).toBeVisible();
  const answer = await page.evaluate(async () => {
    const response = await fetch('/api/posts/like/p01', { method: 'POST' });
    return { status: response.status, body: (await response.json()) as unknown };
  });
  expect(answer).toEqual({
    status: 401,
    body: { errors: ['The token is invalid. Unauthorized access error.'] },
  });
});
