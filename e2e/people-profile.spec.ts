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

test('edit the profile: avatar chosen and cleared, bio, website; seen everywhere, after a reload too', async ({
  page,
  request,
}) => {
  const user = await signUpThroughApi(request, 'editor', 'Fern');
  const post = `A post by ${user.username}`;
  await postThroughApi(request, user, post);
  await logInThroughForm(page, user);
  await page.getByRole('link', { name: 'Profile', exact: true }).click();
  await expect(profileCard(page).getByText('No Link Provided')).toBeVisible();
  await profileCard(page).getByRole('button', { name: 'Edit' }).click();

  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  await expect(dialog.getByLabel('Username')).toHaveValue(user.username);
  await expect(dialog.getByLabel('Username')).not.toBeEditable();
  await expect(dialog.getByText(/Usernames cannot be changed/)).toBeVisible();
  await dialog.getByRole('img', { name: 'Avatar 3' }).click();
  await expect(dialog.getByRole('radio', { name: 'Avatar 3' })).toBeChecked();
  await expect(dialog.getByRole('img', { name: 'Your chosen avatar' })).toHaveAttribute(
    'src',
    '/avatars/avatar-3.svg',
  );
  await dialog.getByRole('button', { name: 'Clear avatar' }).click();
  await expect(dialog.getByRole('img', { name: 'The default avatar' })).toHaveAttribute(
    'src',
    '/avatars/default.svg',
  );
  await dialog.getByRole('img', { name: 'Avatar 5' }).click();
  await expect(dialog.getByRole('radio', { name: 'Avatar 5' })).toBeChecked();
  await dialog.getByLabel('First name').fill('Quinn');
  await dialog.getByLabel('Bio').fill('Potter, runner, reader of maps.');
  await dialog.getByLabel('Website').fill('ftp://quinn.example');
  await dialog.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(
    dialog.getByText('Website must be an http or https URL, such as https://example.com'),
  ).toBeVisible();
  await expect(dialog.getByLabel('Website')).toBeFocused();
  await expect(dialog.getByLabel('First name')).toHaveValue('Quinn');

  // Typed as people write it: saved with https:// in front.
  await dialog.getByLabel('Website').fill('quinn.example/');
  await dialog.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(toast(page, 'Profile updated successfully')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const fullName = `Quinn ${user.lastName}`;
  const expectEverywhere = async () => {
    await expect(page.getByRole('banner').getByText('Hi, Quinn')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
    await expect(profileCard(page).getByText('Potter, runner, reader of maps.')).toBeVisible();
    const site = profileCard(page).getByRole('link', { name: /quinn\.example/ });
    await expect(site).toHaveAttribute('href', 'https://quinn.example/');
    await expect(site).toHaveAttribute('target', '_blank');
    await expect(
      profileCard(page).getByRole('img', { name: `${fullName}'s avatar` }),
    ).toHaveAttribute('src', '/avatars/avatar-5.svg');
    const card = page.getByRole('feed').getByRole('article').filter({ hasText: post });
    await expect(card.getByRole('heading', { name: fullName })).toBeVisible();
    await expect(card.locator('img[src="/avatars/avatar-5.svg"]')).toBeVisible();
  };
  await expectEverywhere();
  await page.reload();
  await expectEverywhere();

  // The post on Explore carries the new name as well.
  await page.getByRole('link', { name: 'Explore', exact: true }).click();
  await expect(
    page.getByRole('feed').getByRole('article').filter({ hasText: post }).getByRole('heading'),
  ).toHaveText(fullName);
});

test('the Edit button shows on the own profile only', async ({ page }) => {
  await logInAsGuest(page);
  await page.goto(paths.profile.href('guest'));
  await expect(profileCard(page).getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(profileCard(page).getByRole('button', { name: /^Follow/ })).toHaveCount(0);

  await page.goto(paths.profile.href('tariq.codes'));
  await expect(page.getByRole('heading', { level: 1, name: 'Tariq Haddad' })).toBeVisible();
  await expect(
    profileCard(page).getByRole('button', { name: /^Follow(ing)? Tariq Haddad$/ }),
  ).toBeVisible();
  await expect(profileCard(page).getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(profileCounts(page)).toContainText('Posts');
});

test('an unknown username shows the not-found state', async ({ page }) => {
  await logInAsGuest(page);
  await page.goto(paths.profile.href('no.such.person'));
  await expect(page.getByRole('heading', { level: 1, name: 'Profile not found' })).toBeVisible();
  await expect(page.getByText('No one here goes by @no.such.person')).toBeVisible();
  await page.getByRole('link', { name: 'Find people to follow' }).click();
  await expect(page).toHaveURL(paths.users.href());
});
