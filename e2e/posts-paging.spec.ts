import { expect, test, type Page } from '@playwright/test';
import { paths } from '../src/web/config/paths';
import { postWith, scrollUntilVisible, signUpAndLogIn } from './support/posts';

// Lists of posts longer than a page: read page by page as the reader scrolls, rendered as a
// window of the posts near the screen, and found again where they were after Back or a reload.

/** Pages hold 20 posts: 45 of one author fill three pages of their profile and of a feed. */
const postCount = 45;
/** Unique to this run of this test: the three tests write at the same time, into one world. */
let prefix = '';
const label = (n: number) => `${prefix} paged post ${String(n).padStart(2, '0')}`;

/** A new user with postCount posts, written through the API (oldest first), on the feed. */
async function userWithManyPosts(page: Page, name: string) {
  const user = await signUpAndLogIn(page, name);
  prefix = user.username;
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('loginDetails')!) as { token: string }).token,
  );
  for (let n = 1; n <= postCount; n++) {
    const answer = await page.request.post('/api/posts', {
      headers: { authorization: token, prefer: 'return=minimal' },
      data: { postData: { content: label(n) } },
    });
    expect(answer.status()).toBe(201);
  }
  return user;
}

test.beforeEach(() => test.slow()); // each signs up, writes 45 posts and scrolls through pages

test('the feed and Explore read their next pages as the reader scrolls, a window at a time', async ({
  page,
}) => {
  await userWithManyPosts(page, 'pages');
  await page.reload();
  await page.getByRole('tab', { name: 'Latest' }).click();
  const feed = page.getByRole('feed', { name: 'Latest posts' });
  await expect(feed.getByRole('article').first()).toContainText(label(postCount));

  // The oldest post is on the third page: scrolling reaches it, then the list's end.
  await scrollUntilVisible(page, postWith(page, label(1)));
  await expect(page.getByText('You have reached the end')).toBeVisible();
  // The feed holds the 45 posts and the end line, yet the page holds only those near the screen.
  const inPage = await feed.getByRole('article').count();
  expect(inPage).toBeGreaterThan(3);
  expect(inPage).toBeLessThan(postCount / 2);
  await expect(postWith(page, label(1))).toHaveAttribute('aria-posinset', String(postCount));
  await expect(postWith(page, label(1))).toHaveAttribute('aria-setsize', String(postCount));

  await page.getByRole('link', { name: 'Explore' }).click();
  const explore = page.getByRole('feed', { name: 'Explore' });
  await expect(explore.getByRole('article').first()).toBeVisible();
  await scrollUntilVisible(page, postWith(page, label(1)));
  expect(Number(await postWith(page, label(1)).getAttribute('aria-posinset'))).toBeGreaterThan(
    postCount - 1,
  );
});

test('Back from a profile puts the reader where they were in the list', async ({ page }) => {
  const user = await userWithManyPosts(page, 'back');
  await page.goto(paths.explore.href());
  const post = postWith(page, label(22)); // on the second page
  await scrollUntilVisible(page, post);
  // Where the reader is when they follow the link (a click first brings it fully on screen).
  const author = post.getByRole('link', { name: `Robin Tester @${user.username}` });
  await author.scrollIntoViewIfNeeded();
  const before = (await post.boundingBox())!.y;

  await author.click();
  await expect(page).toHaveURL(paths.profile.href(user.username));
  await expect(page.getByRole('feed', { name: 'Posts by Robin Tester' })).toBeVisible();
  await page.goBack();
  await expect(post).toBeInViewport();
  expect(Math.abs((await post.boundingBox())!.y - before)).toBeLessThan(40);
});

test('a like on a post of the third page shows at once and survives a reload', async ({ page }) => {
  const user = await userWithManyPosts(page, 'like3');
  await page.goto(paths.profile.href(user.username));
  const post = postWith(page, label(3)); // 43rd newest: the third page
  await scrollUntilVisible(page, post);
  const like = post.getByRole('button', { name: /^Like \(/ });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAccessibleName('Like (1 like)');

  await page.reload();
  await scrollUntilVisible(page, post);
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAccessibleName('Like (1 like)');
});
