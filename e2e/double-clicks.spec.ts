import { expect, test, type Page } from '@playwright/test';
import { toast } from './support/shell';
import { deleteThroughMenu, openComposer, postWith, signUpAndLogIn } from './support/posts';

// A double click does what one click does: one post, one bookmark, one follow, one delete, and
// no error toast for a second request the person never meant to send.

/** Counts the requests of one method whose path matches, from now on. */
function countRequests(page: Page, method: string, path: RegExp) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname))
      seen.push(request.url());
  });
  return seen;
}

test('double clicks on Create, Like, Bookmark, Follow and Delete act once', async ({ page }) => {
  test.slow();
  await signUpAndLogIn(page, 'double');
  const creates = countRequests(page, 'POST', /^\/api\/posts\/?$/);
  const likes = countRequests(page, 'POST', /^\/api\/posts\/(like|dislike)\//);
  const bookmarks = countRequests(page, 'POST', /^\/api\/users\/(bookmark|remove-bookmark)\//);
  const follows = countRequests(page, 'POST', /^\/api\/users\/(follow|unfollow)\//);
  const deletes = countRequests(page, 'DELETE', /^\/api\/posts\//);

  const dialog = await openComposer(page);
  await dialog.getByLabel('Post text').fill('Said once, clicked twice');
  await dialog.getByRole('button', { name: 'Create' }).dblclick();
  await expect(toast(page, 'Post created successfully !')).toHaveCount(1);
  await expect(postWith(page, 'Said once, clicked twice')).toHaveCount(1);
  expect(creates).toHaveLength(1);

  const post = postWith(page, 'Said once, clicked twice');
  await post.getByRole('button', { name: /^Like \(/ }).dblclick();
  await expect(toast(page, 'Post Liked')).toBeVisible();
  await expect(post.getByRole('button', { name: 'Like (1 like)' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(likes).toHaveLength(1);

  await post.getByRole('button', { name: 'Bookmark' }).dblclick();
  await expect(toast(page, 'Post BookMarked Successfully')).toBeVisible();
  await expect(post.getByRole('button', { name: 'Bookmark' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(bookmarks).toHaveLength(1);
  await expect(page.getByText('This Post is already bookmarked')).toHaveCount(0);

  const panel = page.getByRole('complementary', { name: 'Suggestions' });
  const follow = panel.getByRole('button', { name: /^Follow / }).first();
  const name = ((await follow.getAttribute('aria-label')) ?? '').replace(/^Follow /, '');
  await follow.dblclick();
  await expect(toast(page, `You started following ${name}`)).toBeVisible();
  await expect(panel.getByRole('button', { name: `Following ${name}` })).toBeVisible();
  expect(follows).toHaveLength(1);
  await expect(page.getByText('User Already following')).toHaveCount(0);

  await deleteThroughMenu(page, post, 'post', 'dblclick');
  await expect(toast(page, 'Post deleted successfully')).toBeVisible();
  await expect(postWith(page, 'Said once, clicked twice')).toHaveCount(0);
  expect(deletes).toHaveLength(1);
  await expect(page.getByText('No post with this id exists.')).toHaveCount(0);
});
