import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiPaths } from '../src/contract/paths';
import { paths } from '../src/web/config/paths';
import { personPage, signUpThroughApi, type ApiUser } from './support/people';
import { postWith } from './support/posts';
import {
  dismissToasts,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  screenshots,
  toast,
} from './support/shell';

// Reposts and quotes between people: a repost reaches a follower's feed, marked with who
// reposted it; a quote shows the quoted post in a frame. axe and screenshots in both themes.

const shot = screenshots('reposts');

async function postOf(request: APIRequestContext, user: ApiUser, content: string) {
  const answer = await request.post(apiPaths.posts(), {
    data: { postData: { content } },
    headers: { authorization: user.token, Prefer: 'return=minimal' },
  });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { post: { _id: string } }).post._id;
}

async function follow(request: APIRequestContext, follower: ApiUser, followee: ApiUser) {
  const answer = await request.post(apiPaths.follow(followee._id), {
    headers: { authorization: follower.token },
  });
  expect(answer.ok()).toBe(true);
}

/** The reposter opens the post's page and reposts it; the button shows it at once. */
async function repostOnItsPage(page: Page, postId: string, text: string) {
  await page.goto(paths.post.href(postId));
  const repost = postWith(page, text).getByRole('button', { name: /^Repost \(/ });
  await expect(repost).toHaveAttribute('aria-pressed', 'false');
  await repost.click();
  await expect(repost).toHaveAttribute('aria-pressed', 'true');
  await expect(repost).toHaveText('1');
  await expect(toast(page, 'Reposted to your followers')).toBeVisible();
}

for (const theme of ['light', 'dark'] as const) {
  test(`a repost reaches a follower's feed and a quote shows its frame (${theme})`, async ({
    browser,
    request,
  }) => {
    // Three sign-ups, two log-ins, a repost, a quote and axe at two widths.
    test.slow();
    const author = await signUpThroughApi(request, 'rpa', 'Ines');
    const reposter = await signUpThroughApi(request, 'rpb', 'Maya');
    const reader = await signUpThroughApi(request, 'rpc', 'Omar');
    await follow(request, reader, reposter);
    const text = `Worth passing on ${theme} ${Date.now()}`;
    const postId = await postOf(request, author, text);

    const reposting = await personPage(browser, reposter, theme);
    await repostOnItsPage(reposting, postId, text);

    // The quote: from the same page, in the composer, with the quoted post in its frame.
    await reposting
      .getByRole('button', { name: /^Quote \(/ })
      .first()
      .click();
    const dialog = reposting.getByRole('dialog', { name: 'Quote a Post' });
    await expect(dialog.getByText(text)).toBeVisible();
    await expect(dialog.getByRole('switch', { name: 'Allow quotes' })).toBeChecked();
    const quoteText = `My take ${theme}`;
    await dialog.getByLabel('Post text').fill(quoteText);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toBeHidden();

    const reading = await personPage(browser, reader, theme);
    // Reposts show under Latest; Trending ranks the followed people's own posts.
    await reading.getByRole('tab', { name: 'Latest' }).click();
    // The quote's frame holds the text too: the repost is the article that says who reposted it.
    const reposted = postWith(reading, text).filter({ hasText: 'reposted' });
    await expect(reposted).toBeVisible();
    await expect(reposted.getByRole('link', { name: /^Maya/ })).toBeVisible();
    const quote = postWith(reading, quoteText);
    const frame = quote.getByRole('link', { name: /Quoted post/ });
    await expect(frame).toContainText(text);
    await expect(frame).toHaveAttribute('href', paths.post.href(postId));
    await dismissToasts(reading);

    for (const width of [1280, 390]) {
      await reading.setViewportSize({ width, height: 900 });
      await expect(reposted).toBeVisible();
      await expectNoAxeViolations(reading);
      await expectNoHorizontalOverflow(reading);
      await shot(reading, `feed-${width}-${theme}`);
    }

    // Undone at once on the reposter's page (the feeds it leaves: src/backend/routes/reposts.test.ts).
    const undo = postWith(reposting, text).getByRole('button', { name: /^Repost \(/ });
    await undo.click();
    await expect(undo).toHaveAttribute('aria-pressed', 'false');
    await expect(toast(reposting, 'Repost undone')).toBeVisible();
    await reposting.context().close();
    await reading.context().close();
  });
}
