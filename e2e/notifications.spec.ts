import { expect, test } from '@playwright/test';
import { paths } from '../src/web/config/paths';
import { likeThroughApi, notificationsLink, postIdThroughApi } from './support/conversations';
import { logInThroughForm, signUpThroughApi } from './support/people';
import { toast } from './support/shell';

test('the author sees the unread count rise live, opens Notifications, reads the grouped line, and the count goes to zero', async ({
  browser,
  request,
}) => {
  test.slow();
  const author = await signUpThroughApi(request, 'noticed', 'Ana');
  const fan = await signUpThroughApi(request, 'fan', 'Bea');
  const others = [
    await signUpThroughApi(request, 'fan_two', 'Cyra'),
    await signUpThroughApi(request, 'fan_three', 'Dov'),
  ];
  const postId = await postIdThroughApi(request, author, 'Notice me, please');

  const authorContext = await browser.newContext();
  const fanContext = await browser.newContext();
  try {
    const authorPage = await authorContext.newPage();
    await logInThroughForm(authorPage, author);
    await expect(notificationsLink(authorPage)).toHaveAccessibleName('Notifications');

    const fanPage = await fanContext.newPage();
    await logInThroughForm(fanPage, fan);
    await fanPage.goto(paths.post.href(postId));
    await fanPage.getByRole('button', { name: /^Like \(/ }).click();
    await expect(toast(fanPage, 'Post Liked')).toBeVisible();

    // The author's page was not reloaded: the event stream brought the count.
    await expect(notificationsLink(authorPage)).toHaveAccessibleName('Notifications, 1 unread');
    for (const other of others) await likeThroughApi(request, other, postId);

    await fanPage.getByLabel('Reply text').fill(`Lovely, @${author.username}`);
    await fanPage.getByRole('button', { name: 'Reply' }).click();
    await expect(toast(fanPage, 'Reply posted')).toBeVisible();
    await expect(notificationsLink(authorPage)).toHaveAccessibleName(
      /^Notifications, [23] unread$/,
    );

    await notificationsLink(authorPage).click();
    const feed = authorPage.getByRole('feed', { name: 'Notifications' });
    await expect(
      feed.getByRole('article', { name: 'New: Dov and 2 others liked your post' }),
    ).toBeVisible();
    await expect(
      feed.getByRole('article', { name: 'New: Bea replied to your post' }),
    ).toBeVisible();
    await expect(notificationsLink(authorPage)).toHaveAccessibleName('Notifications');

    await authorPage.reload();
    await expect(
      feed.getByRole('article', { name: 'Dov and 2 others liked your post' }),
    ).toBeVisible();
    await expect(notificationsLink(authorPage)).toHaveAccessibleName('Notifications');
    // The line leads to the reply itself: first on its post's page, with the focus on it.
    await feed.getByRole('link', { name: 'Bea replied to your post' }).click();
    await expect(authorPage).toHaveURL(new RegExp(`${paths.post.href(postId)}\\?reply=.+$`));
    const reply = authorPage.getByRole('feed', { name: 'Replies' }).getByRole('article').first();
    await expect(reply).toBeFocused();
    await expect(reply).toContainText(`Lovely, @${author.username}`);
  } finally {
    await authorContext.close();
    await fanContext.close();
  }
});
