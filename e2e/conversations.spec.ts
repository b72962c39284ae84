import { expect, test } from '@playwright/test';
import { paths } from '../src/web/config/paths';
import { postIdThroughApi, replies, replyThroughApi } from './support/conversations';
import { logInThroughForm, signUpThroughApi } from './support/people';
import { createPost, deleteThroughMenu, postWith, signUpAndLogIn } from './support/posts';
import { toast } from './support/shell';

test('open a post from the feed, reply, edit and delete the reply; the card counts along', async ({
  page,
}) => {
  test.slow();
  await signUpAndLogIn(page, 'conv');
  const content = `Thread starter ${Date.now()}`;
  await createPost(page, content);
  const card = postWith(page, content);
  await expect(card.getByRole('link', { name: 'Replies (0)' })).toBeVisible();
  await card.getByRole('link', { name: 'Replies (0)' }).click();

  await expect(page).toHaveURL(/\/posts\/[^/]+$/);
  const postUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: 'Post' })).toBeVisible();
  await expect(page.getByText('No replies yet.')).toBeVisible();
  await page.getByLabel('Reply text').fill('First reply, with a thought 🌱');
  await page.getByRole('button', { name: 'Reply' }).click();
  await expect(toast(page, 'Reply posted')).toBeVisible();
  const reply = replies(page).getByRole('article').filter({ hasText: 'First reply' });
  await expect(reply).toBeVisible();
  await expect(page.getByLabel('Reply text')).toHaveValue('');

  // Back on the feed, the card's count has risen without reading the feed again.
  await page.goBack();
  await expect(card.getByRole('link', { name: 'Replies (1)' })).toBeVisible();
  // The card's date leads to the same page.
  await card
    .getByRole('link', { name: /\w/ })
    .filter({ has: page.locator('time') })
    .click();
  await expect(page).toHaveURL(postUrl);

  await reply.getByRole('button', { name: 'More options' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = reply.getByLabel('Edit reply text');
  await expect(edit).toBeFocused();
  await edit.fill('First reply, thought through');
  await reply.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Reply updated')).toBeVisible();
  await page.reload();
  const edited = replies(page).getByRole('article').filter({ hasText: 'thought through' });
  await expect(edited).toBeVisible();

  await deleteThroughMenu(page, edited, 'reply');
  await expect(toast(page, 'Reply deleted')).toBeVisible();
  await expect(replies(page)).toBeHidden();
  await expect(page.getByText('No replies yet.')).toBeVisible();
  await page.goto(paths.feed.href());
  await expect(postWith(page, content).getByRole('link', { name: 'Replies (0)' })).toBeVisible();
});

test('a mention of someone who exists links to their profile; an unknown name stays text', async ({
  page,
  request,
}) => {
  const named = await signUpThroughApi(request, 'mentioned', 'Mira');
  await signUpAndLogIn(page, 'mentioner');
  const content = `Thanks @${named.username} and @no_one_by_this_name_${Date.now() % 1000}.`;
  await createPost(page, content);
  const card = postWith(page, 'Thanks @');
  await expect(card.getByRole('link', { name: '@no_one' })).toHaveCount(0);
  await card.getByRole('link', { name: `@${named.username}` }).click();
  await expect(page).toHaveURL(paths.profile.href(named.username));
  await expect(
    page.getByRole('heading', { level: 1, name: `Mira ${named.lastName}` }),
  ).toBeVisible();
});

test('votes on a reply change at once and survive a reload', async ({ page, request }) => {
  test.slow();
  const author = await signUpThroughApi(request, 'voted', 'Vera');
  const voter = await signUpThroughApi(request, 'voter', 'Otto');
  const postId = await postIdThroughApi(request, author, 'Which glaze next?');
  await replyThroughApi(request, author, postId, 'Oatmeal again, I think');
  await logInThroughForm(page, voter);
  await page.goto(paths.post.href(postId));
  const reply = replies(page).getByRole('article').first();
  const upvote = reply.getByRole('button', { name: /^Upvote/ });
  const downvote = reply.getByRole('button', { name: /^Downvote/ });
  await expect(upvote).toHaveAccessibleName('Upvote (0 upvotes)');

  // The server is made slow: the button must change before it answers.
  let release: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/comments/upvote/**', async (route) => {
    await answered;
    await route.continue();
  });
  await upvote.click();
  await expect(upvote).toHaveAttribute('aria-pressed', 'true');
  await expect(upvote).toHaveAccessibleName('Upvote (1 upvote)');
  const upvoted = page.waitForResponse('**/api/comments/upvote/**');
  release();
  expect((await upvoted).status()).toBe(200);
  await page.unroute('**/api/comments/upvote/**');

  await page.reload();
  await expect(upvote).toHaveAttribute('aria-pressed', 'true');
  await expect(upvote).toHaveAccessibleName('Upvote (1 upvote)');

  const downvoted = page.waitForResponse('**/api/comments/downvote/**');
  await downvote.click();
  await expect(downvote).toHaveAttribute('aria-pressed', 'true');
  await expect(upvote).toHaveAttribute('aria-pressed', 'false');
  await expect(upvote).toHaveAccessibleName('Upvote (0 upvotes)');
  await expect(downvote).toHaveAccessibleName('Downvote (1 downvote)');
  expect((await downvoted).status()).toBe(200);
  await page.reload();
  await expect(downvote).toHaveAttribute('aria-pressed', 'true');
  await expect(downvote).toHaveAccessibleName('Downvote (1 downvote)');
  await expect(upvote).toHaveAccessibleName('Upvote (0 upvotes)');
});

test('an unknown post shows a not-found page', async ({ page, request }) => {
  const user = await signUpThroughApi(request, 'lost', 'Lou');
  await logInThroughForm(page, user);
  await page.goto(paths.post.href('no-such-post'));
  await expect(page.getByRole('heading', { level: 1, name: 'Post not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Explore other posts' })).toBeVisible();
});

test('on a long thread a new reply shows first, and deleting it leaves the focus in the thread', async ({
  page,
  request,
}) => {
  test.slow();
  const author = await signUpThroughApi(request, 'longthread', 'Lena');
  const reader = await signUpThroughApi(request, 'longreader', 'Remy');
  const postId = await postIdThroughApi(request, author, 'Tell me your favourite glaze');
  // More than a page of replies (20): the thread's end is not loaded on opening.
  for (let n = 1; n <= 25; n++) await replyThroughApi(request, author, postId, `Glaze ${n}`);
  await logInThroughForm(page, reader);
  await page.goto(paths.post.href(postId));
  await expect(replies(page).getByRole('article').first()).toContainText('Glaze 1');

  await page.getByLabel('Reply text').fill('Celadon, always');
  await page.getByRole('button', { name: 'Reply' }).click();
  await expect(toast(page, 'Reply posted')).toBeVisible();
  const mine = replies(page).getByRole('article').first();
  await expect(mine).toContainText('Celadon, always');
  await expect(replies(page).getByText('Celadon, always')).toHaveCount(1);

  // Deleted from the keyboard's point of view: focus goes to the reply that took its place.
  await deleteThroughMenu(page, mine, 'reply');
  await expect(toast(page, 'Reply deleted')).toBeVisible();
  await expect(replies(page).getByText('Celadon, always')).toHaveCount(0);
  await expect(replies(page).getByRole('article').first()).toBeFocused();
  await expect(replies(page).getByRole('article').first()).toContainText('Glaze 1');
});
