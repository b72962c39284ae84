import { expect, test, type Page } from '@playwright/test';
import { paths } from '../src/web/config/paths';
import {
  likeThroughApi,
  notificationsLink,
  postIdThroughApi,
  replies,
  replyThroughApi,
} from './support/conversations';
import { logInThroughForm, signUpThroughApi, type ApiUser } from './support/people';
import {
  dismissToasts,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  screenshots,
} from './support/shell';
import type { APIRequestContext } from '@playwright/test';

// axe on a post's page and on Notifications in both themes, and screenshots of them at 1280 and
// 390 px, into test-results/screens/ for a person to look at.

const shot = screenshots('conversations');

/** A post by `author` with replies (one mentioning them, one voted on) and notifications. */
async function world(request: APIRequestContext, tag: string) {
  const author = await signUpThroughApi(request, `look_${tag}`, 'Ana');
  const fans: ApiUser[] = [];
  for (const name of ['Bea', 'Cyra', 'Dov'])
    fans.push(await signUpThroughApi(request, `fan_${tag}`, name));
  const postId = await postIdThroughApi(
    request,
    author,
    'Trimmed the wide bowl today 🏺 and it held its shape. Thoughts on the foot ring?',
  );
  for (const fan of fans) await likeThroughApi(request, fan, postId);
  await replyThroughApi(request, fans[0]!, postId, `Looks great, @${author.username}!`);
  await replyThroughApi(request, fans[1]!, postId, 'A taller foot ring would lift it nicely.');
  await replyThroughApi(request, author, postId, 'Thank you both, trying it next time.');
  return { author, postId };
}

/** The post's page with its three replies, the first one upvoted, and no toast in the way. */
async function openPostAndUpvote(page: Page, postId: string) {
  await page.goto(paths.post.href(postId));
  await expect(replies(page).getByRole('article')).toHaveCount(3);
  await replies(page)
    .getByRole('button', { name: /^Upvote/ })
    .first()
    .click();
  await dismissToasts(page);
}

/** Notifications, once its first line has come. */
async function openNotifications(page: Page) {
  await notificationsLink(page).click();
  await expect(
    page.getByRole('feed', { name: 'Notifications' }).getByRole('article').first(),
  ).toBeVisible();
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme });

    test('a post page and Notifications have no axe violations', async ({ page, request }) => {
      test.setTimeout(240_000);
      const { author, postId } = await world(request, `axe_${theme}`);
      await logInThroughForm(page, author);
      await expect(notificationsLink(page)).toHaveAccessibleName(/unread$/);
      await openPostAndUpvote(page, postId);
      await expectNoAxeViolations(page);
      await page.getByLabel('Reply text').fill('x'.repeat(501));
      await expect(page.getByText('Replies can be at most 500 characters.')).toBeVisible();
      await expectNoAxeViolations(page);

      await openNotifications(page);
      await expectNoAxeViolations(page);
    });

    for (const width of [1280, 390]) {
      test(`screenshots at ${width} px`, async ({ page, request }) => {
        test.setTimeout(180_000);
        const { author, postId } = await world(request, `shot_${theme}_${width}`);
        await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
        await logInThroughForm(page, author);
        await expect(notificationsLink(page)).toHaveAccessibleName(/unread$/);
        await dismissToasts(page);
        await shot(page, `feed-badge-${width}-${theme}`);

        await openPostAndUpvote(page, postId);
        await expectNoHorizontalOverflow(page);
        await shot(page, `post-${width}-${theme}`);

        await openNotifications(page);
        await expectNoHorizontalOverflow(page);
        await shot(page, `notifications-${width}-${theme}`);
      });
    }
  });
}
