import { expect, test } from '@playwright/test';
import { paths } from '../src/web/config/paths';
import { newPersonLoggedIn, postThroughApi, profileCard, signUpThroughApi } from './support/people';

// Where the keyboard's focus goes after an action whose button or item changes or goes: never
// back to the top of the page (a newcomer's keyboard test found these).

test('Follow pressed with the keyboard keeps the focus on the button, both ways', async ({
  page,
  request,
}) => {
  test.slow(); // two signups and a login with real password hashing
  const author = await signUpThroughApi(request, 'keyfollowed', 'Kai');
  await newPersonLoggedIn(page, request, 'keyfollow', 'Kim');
  await page.goto(paths.profile.href(author.username));
  const follow = profileCard(page).getByRole('button', { name: 'Follow Kai' });
  await follow.focus();
  await page.keyboard.press('Enter');
  const following = profileCard(page).getByRole('button', { name: 'Following Kai' });
  await expect(following).toBeFocused();
  await expect(following).not.toHaveAttribute('aria-busy', 'true');
  await expect(following).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(follow).toBeFocused();
  await expect(follow).not.toHaveAttribute('aria-busy', 'true');
  await expect(follow).toBeFocused();
});

test("deleting one's only post leaves the focus on the empty list's line", async ({
  page,
  request,
}) => {
  test.slow(); // a signup and a login with real password hashing
  const user = await newPersonLoggedIn(page, request, 'onlypost', 'Ola');
  await postThroughApi(request, user, 'My one and only post');
  await page.goto(paths.profile.href(user.username));
  const post = page.getByRole('article').filter({ hasText: 'My one and only post' });
  await post.getByRole('button', { name: 'More options' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Delete' }).press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Delete post?' });
  await dialog.getByRole('button', { name: 'Delete' }).press('Enter');
  await expect(page.getByText('No Posts yet to be shown')).toBeVisible();
  await expect(page.locator(':focus')).toContainText('No Posts yet to be shown');
});
