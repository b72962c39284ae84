import { expect, test } from '@playwright/test';
import { seedData } from '../src/backend/seed/seed-data';

test('the demo build shows the seeded posts served by the in-page API', async ({ page }) => {
  const apiAnswers: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/posts') apiAnswers.push(response.status());
  });

  await page.goto('/');

  const feed = page.getByRole('feed', { name: 'Latest posts' });
  await expect(feed.getByRole('article')).toHaveCount(seedData.posts.length);
  const newest = [...seedData.posts].sort(
    (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt),
  )[0]!;
  await expect(feed.getByRole('article').first()).toContainText(newest.content.split('\n')[0]!);
  expect(apiAnswers).toContain(200);
  await page.screenshot({ path: 'test-results/screens/demo-home.png', fullPage: false });
});
