import { expect, test } from '@playwright/test';
import { paths } from '../src/web/config/paths';
import {
  logInThroughForm,
  postThroughApi,
  profileCard,
  profileCounts,
  signUpThroughApi,
} from './support/people';
import { logInAsGuest, toast } from './support/shell';

// Follows change counts other tests could see: each test here follows only people it made.

test('follow from the panel, then unfollow: toasts, buttons, feed and both counts', async ({
  page,
  request,
}) => {
  const author = await signUpThroughApi(request, 'followee', 'Bea');
  const post = `Hello from ${author.username}`;
  await postThroughApi(request, author, post);
  const reader = await signUpThroughApi(request, 'follower', 'Cole');
  const name = `Bea ${author.lastName}`;
  await logInThroughForm(page, reader);

  const panel = page.getByRole('complementary');
  await panel.getByRole('searchbox', { name: 'search user' }).fill(author.username);
  await expect(panel.getByRole('listitem')).toHaveCount(1);
  await panel.getByRole('button', { name: `Follow ${name}` }).click();
  await expect(toast(page, `You started following ${name}`)).toBeVisible();
  const following = panel.getByRole('button', { name: `Following ${name}` });
  await expect(following).toHaveText('Following');

  // The feed, without a reload.
  await page.getByRole('link', { name: 'User Feed', exact: true }).click();
  await expect(page.getByRole('main').getByText(post)).toBeVisible();

  // The reader's own profile counts whom they follow; the author's counts the reader.
  await page.getByRole('link', { name: 'Profile', exact: true }).click();
  await expect(
    profileCard(page).getByRole('heading', { name: reader.firstName + ' ' + reader.lastName }),
  ).toBeVisible();
  await expect(profileCounts(page)).toContainText('1 Following');
  await expect(profileCounts(page)).toContainText('0 Followers');
  await panel.getByRole('link', { name: new RegExp(`@${author.username}`) }).click();
  await expect(page).toHaveURL(paths.profile.href(author.username));
  await expect(profileCounts(page)).toContainText('1 Follower');
  await expect(profileCounts(page)).toContainText('1 Post');
  await expect(page.getByRole('feed').getByText(post)).toBeVisible();

  // Unfollow, from the author's profile this time.
  await profileCard(page)
    .getByRole('button', { name: `Following ${name}` })
    .click();
  await expect(toast(page, `You have unfollowed ${name}`)).toBeVisible();
  await expect(profileCard(page).getByRole('button', { name: `Follow ${name}` })).toHaveText(
    'Follow',
  );
  await expect(panel.getByRole('button', { name: `Follow ${name}` })).toBeVisible();
  await expect(profileCounts(page)).toContainText('0 Followers');
  await page.getByRole('link', { name: 'Profile', exact: true }).click();
  await expect(profileCounts(page)).toContainText('0 Following');

  // And after a reload the server says the same.
  await page.reload();
  await expect(profileCounts(page)).toContainText('0 Following');
});

test('the feed shows a person only while they are followed', async ({ page, request }) => {
  const author = await signUpThroughApi(request, 'feedee', 'Dara');
  const post = `Only for followers of ${author.username}`;
  await postThroughApi(request, author, post);
  const reader = await signUpThroughApi(request, 'feeder', 'Eli');
  const name = `Dara ${author.lastName}`;
  await logInThroughForm(page, reader);
  const main = page.getByRole('main');
  await expect(main.getByText(post)).toHaveCount(0);
  const panel = page.getByRole('complementary');
  await panel.getByRole('searchbox', { name: 'search user' }).fill(author.username);
  await panel.getByRole('button', { name: `Follow ${name}` }).click();
  await expect(main.getByText(post)).toBeVisible();
  await panel.getByRole('button', { name: `Following ${name}` }).click();
  await expect(toast(page, `You have unfollowed ${name}`)).toBeVisible();
  await expect(main.getByText(post)).toHaveCount(0);
});

test('the search filters by first name and username, never listing the current user', async ({
  page,
}) => {
  await logInAsGuest(page);
  const panel = page.getByRole('complementary');
  const search = panel.getByRole('searchbox', { name: 'search user' });
  const profileLinks = panel.getByRole('list', { name: 'People' }).getByRole('link');

  await search.fill('MAYA');
  await expect(profileLinks).toHaveCount(1);
  await expect(profileLinks).toHaveAttribute('href', paths.profile.href('maya.clay'));
  await search.fill('tariq.co');
  await expect(profileLinks).toHaveCount(1);
  await expect(profileLinks).toHaveAccessibleName('Tariq Haddad @tariq.codes');
  await search.fill('_GROWS');
  await expect(profileLinks).toHaveAccessibleName('Amara Okafor @amara_grows');
  await search.fill('guest');
  await expect(panel.locator(`a[href="${paths.profile.href('guest')}"]`)).toHaveCount(0);
  await search.fill('zz-nobody-zz');
  await expect(panel.getByText('No one matches “zz-nobody-zz”')).toBeVisible();

  // /users lists everyone but the guest (newest first: other tests' people come before the
  // sample ones), and searches the same way.
  await page.goto(paths.users.href());
  const list = page.getByRole('list', { name: 'People' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  const usersSearch = page.getByRole('searchbox', { name: 'search user' });
  await usersSearch.fill('guest');
  await expect(list.locator(`a[href="${paths.profile.href('guest')}"]`)).toHaveCount(0);
  await usersSearch.fill('maya.clay');
  await expect(list.getByRole('link', { name: 'Maya Lindqvist @maya.clay' })).toBeVisible();
  await usersSearch.fill('kenji');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('button', { name: /^Follow(ing)? Kenji Watanabe$/ })).toBeVisible();
});
