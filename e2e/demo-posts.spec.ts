import { expect, test } from '@playwright/test';
import { logInAsGuest, toast } from './support/shell';
import { composeWithPicture, createUndescribed, postWith } from './support/posts';

// In the demo build the API runs in the page and has no upload endpoint: the picture travels in
// the post itself, as a data URL.

test('the demo keeps a new post’s picture as a data URL, and the feed shows it on top', async ({
  page,
}) => {
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/media')) uploads.push(request.url());
  });
  await logInAsGuest(page);
  const dialog = await composeWithPicture(page, 'A picture from the demo', 'demo.png', [120, 80]);
  await createUndescribed(dialog);
  await expect(toast(page, 'Post created successfully !')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Latest' })).toHaveAttribute('aria-selected', 'true');
  const first = page.getByRole('feed', { name: 'Latest posts' }).getByRole('article').first();
  await expect(first).toContainText('A picture from the demo');
  const post = postWith(page, 'A picture from the demo');
  await expect(post.getByRole('img', { name: /^Attached by/ })).toHaveAttribute(
    'src',
    /^data:image\/png;base64,/,
  );
  expect(uploads).toEqual([]);
});
