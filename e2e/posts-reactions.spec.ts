import { expect, test, type Page, type Route } from '@playwright/test';
import { paths } from '../src/web/config/paths';
import { dismissToasts, toast } from './support/shell';
import { createPost, postWith, signUpAndLogIn } from './support/posts';

// Likes and bookmarks: toggles that show at once, roll back when the server refuses, and feed
// the /liked and /bookmark pages. Each test likes its own user's post, so no other test sees it.

const likeButton = (page: Page, text: string) =>
  postWith(page, text).getByRole('button', { name: /^Like \(/ });
const bookmarkButton = (page: Page, text: string) =>
  postWith(page, text).getByRole('button', { name: 'Bookmark' });

/** Holds the requests matching `url` until release() is called, then lets them through. */
async function holdRequests(page: Page, url: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route(url, async (route) => {
    held.push(route.request().url());
    await released;
    await route.continue();
  });
  return { release, held };
}

test('like and unlike change the count and toast; /liked lists liked posts', async ({ page }) => {
  await signUpAndLogIn(page, 'likes');
  await page.goto(paths.liked.href());
  await expect(page.getByText('No Liked Posts by you')).toBeVisible();

  await page.goto(paths.feed.href());
  const text = 'A post worth a like';
  await createPost(page, text);
  const like = likeButton(page, text);
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(like).toHaveText('0');
  await like.click();
  await expect(toast(page, 'Post Liked')).toBeVisible();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveText('1');

  await page.getByRole('link', { name: 'Liked Post' }).click();
  const liked = page.getByRole('feed', { name: 'Liked Posts' });
  await expect(liked.getByRole('article')).toHaveCount(1);
  await expect(liked.getByRole('article')).toContainText(text);

  await likeButton(page, text).click();
  await expect(toast(page, 'Post UnLiked')).toBeVisible();
  await expect(page.getByText('No Liked Posts by you')).toBeVisible();
});

test('a burst of likes leaves at most three toasts on screen, the newest ones', async ({
  page,
}) => {
  // Sign-up, a post and five answered likes: more than the default time on a busy machine.
  test.slow();
  await signUpAndLogIn(page, 'burst');
  const text = 'A post to like and unlike';
  await createPost(page, text);
  await dismissToasts(page);
  const like = likeButton(page, text);
  const toasts = page.locator('.Toastify__toast');
  const asked: string[] = [];
  for (const pressed of ['true', 'false', 'true', 'false', 'true']) {
    const answered = page.waitForResponse(/\/api\/posts\/(like|dislike)\//);
    await like.click();
    await answered;
    await expect(like).toHaveAttribute('aria-pressed', pressed);
    asked.push(pressed === 'true' ? 'Post Liked' : 'Post UnLiked');
    await expect(toast(page, asked.at(-1)!).first()).toBeVisible();
    // Never more than three once the oldest has slid out, so the header stays usable.
    await expect.poll(() => toasts.count()).toBeLessThanOrEqual(3);
  }
  // Those still shown are the newest asked for, newest on top. (Each closes itself after 5 s,
  // so on a slow machine the oldest of the three may already have gone.)
  const shown = (await toasts.allInnerTexts()).map((line) => line.trim());
  expect(shown.length).toBeGreaterThanOrEqual(1);
  expect(shown).toEqual(asked.slice(-shown.length).reverse());
});

test('a like the page did not know of is undone: the server answers 400 and the toggle unlikes', async ({
  page,
}) => {
  await signUpAndLogIn(page, 'stale');
  const text = 'Liked in another tab';
  await createPost(page, text);
  const { token, postId } = await page.evaluate(async (content) => {
    const { token } = JSON.parse(localStorage.getItem('loginDetails')!) as { token: string };
    const { posts } = (await (await fetch('/api/posts')).json()) as {
      posts: { _id: string; content: string }[];
    };
    return { token, postId: posts.find((post) => post.content === content)!._id };
  }, text);
  const other = await page.request.post(`/api/posts/like/${postId}`, {
    headers: { authorization: token },
  });
  expect(other.status()).toBe(201);

  const like = likeButton(page, text);
  await expect(like).toHaveText('0');
  await like.click();
  await expect(toast(page, 'Post UnLiked')).toBeVisible();
  await expect(like).toHaveText('0');
  await expect(like).toHaveAttribute('aria-pressed', 'false');
});

test('a bookmarked post shows on /bookmark, survives a reload and leaves when removed', async ({
  page,
}) => {
  await signUpAndLogIn(page, 'marks');
  await page.goto(paths.bookmark.href());
  await expect(page.getByRole('heading', { level: 1, name: 'BookMarks' })).toBeVisible();
  await expect(page.getByText('No BookMarked Posts by you')).toBeVisible();

  await page.goto(paths.feed.href());
  const text = 'A post to read again';
  await createPost(page, text);
  await bookmarkButton(page, text).click();
  await expect(toast(page, 'Post BookMarked Successfully')).toBeVisible();
  await expect(bookmarkButton(page, text)).toHaveAttribute('aria-pressed', 'true');

  await page.goto(paths.bookmark.href());
  const saved = page.getByRole('feed', { name: 'BookMarks' });
  await expect(saved.getByRole('article')).toHaveCount(1);
  await page.reload();
  await expect(saved.getByRole('article')).toContainText(text);
  await bookmarkButton(page, text).click();
  await expect(toast(page, 'Removed from BookMarked Successfully')).toBeVisible();
  await expect(page.getByText('No BookMarked Posts by you')).toBeVisible();
});

test('likes and bookmarks show at once, before the server answers', async ({ page }) => {
  await signUpAndLogIn(page, 'instant');
  const text = 'Quick to react';
  await createPost(page, text);

  const likes = await holdRequests(page, '**/api/posts/like/**');
  await likeButton(page, text).click();
  await expect(likeButton(page, text)).toHaveText('1');
  await expect(likeButton(page, text)).toHaveAttribute('aria-pressed', 'true');
  expect(likes.held).toHaveLength(1);
  await expect(toast(page, 'Post Liked')).toHaveCount(0);
  likes.release();
  await expect(toast(page, 'Post Liked')).toBeVisible();
  await expect(likeButton(page, text)).toHaveText('1');

  const marks = await holdRequests(page, '**/api/users/bookmark/**');
  await bookmarkButton(page, text).click();
  await expect(bookmarkButton(page, text)).toHaveAttribute('aria-pressed', 'true');
  expect(marks.held).toHaveLength(1);
  await expect(toast(page, 'Post BookMarked Successfully')).toHaveCount(0);
  marks.release();
  await expect(toast(page, 'Post BookMarked Successfully')).toBeVisible();
  await expect(bookmarkButton(page, text)).toHaveAttribute('aria-pressed', 'true');
});

test('a refused like or bookmark rolls back, with the server’s message', async ({ page }) => {
  await signUpAndLogIn(page, 'refused');
  const text = 'The server says no';
  await createPost(page, text);
  const refusal = 'Something went wrong on our side. Please try again.';
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const refuse = async (route: Route) => {
    await answered;
    await route.fulfill({ status: 500, json: { errors: [refusal], code: 'internal_error' } });
  };
  await page.route('**/api/posts/like/**', refuse);
  await page.route('**/api/users/bookmark/**', refuse);

  await likeButton(page, text).click();
  await bookmarkButton(page, text).click();
  await expect(likeButton(page, text)).toHaveText('1');
  await expect(bookmarkButton(page, text)).toHaveAttribute('aria-pressed', 'true');
  answer();
  await expect(toast(page, refusal)).toBeVisible();
  await expect(likeButton(page, text)).toHaveText('0');
  await expect(likeButton(page, text)).toHaveAttribute('aria-pressed', 'false');
  await expect(bookmarkButton(page, text)).toHaveAttribute('aria-pressed', 'false');
  await expect(toast(page, 'Post Liked')).toHaveCount(0);
});
