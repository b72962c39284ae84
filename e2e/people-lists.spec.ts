import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiPaths } from '../src/contract/paths';
import { paths } from '../src/web/config/paths';
import { logInThroughForm, profileCounts, signUpThroughApi, type ApiUser } from './support/people';
import {
  dismissToasts,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  logInAsGuest,
  screenshots,
} from './support/shell';

// The people lists read pages of 20: each test makes the people it pages through, so that there
// is more than one page whatever the other tests of the run have made.

/** `count` fresh accounts, made through the API a few at a time. */
async function signUpMany(request: APIRequestContext, prefix: string, count: number) {
  const people: ApiUser[] = [];
  for (let start = 0; start < count; start += 5) {
    const batch = Array.from({ length: Math.min(5, count - start) }, () =>
      signUpThroughApi(request, prefix, 'Pager'),
    );
    people.push(...(await Promise.all(batch)));
  }
  return people;
}

/** Scrolls to the end of the page until the list says it has ended. */
async function scrollToListEnd(page: Page) {
  const end = page.getByText('That’s everyone');
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(end).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

test('the search finds a person who is not on the first page of people', async ({
  page,
  request,
}) => {
  test.slow();
  await signUpMany(request, 'crowd', 30);
  const firstPage = await (await request.get(`${apiPaths.users()}?limit=20`)).json();
  const firstUsernames = firstPage.users.map((user: { username: string }) => user.username);
  expect(firstUsernames).not.toContain('maya.clay');

  await logInAsGuest(page);
  await page.goto(paths.users.href());
  const list = page.getByRole('list', { name: 'People' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await expect(list.getByRole('link', { name: /Maya Lindqvist/ })).toHaveCount(0);

  const search = page.getByRole('searchbox', { name: 'search user' });
  await search.fill('MAYA.C');
  await expect(list.getByRole('link', { name: 'Maya Lindqvist @maya.clay' })).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText('That’s everyone')).toBeVisible();
  await search.fill('zz-nobody-zz');
  await expect(page.getByText('No one matches “zz-nobody-zz”')).toBeVisible();
});

test("a profile's followers open from the count and load page after page", async ({
  page,
  request,
}) => {
  test.slow();
  const star = await signUpThroughApi(request, 'star', 'Stella');
  const fans = await signUpMany(request, 'fan', 30);
  for (const fan of fans) {
    const answer = await request.post(apiPaths.follow(star._id), {
      headers: { authorization: fan.token },
    });
    expect(answer.status()).toBe(200);
  }
  const reader = await signUpThroughApi(request, 'reader', 'Rhea');
  await logInThroughForm(page, reader);
  await page.goto(paths.profile.href(star.username));
  await profileCounts(page).getByRole('link', { name: '30 Followers' }).click();
  await expect(page).toHaveURL(paths.followers.href(star.username));
  const name = `Stella ${star.lastName}`;
  await expect(
    page.getByRole('heading', { level: 1, name: `People following ${name}` }),
  ).toBeVisible();
  const list = page.getByRole('list', { name: `People following ${name}` });
  // Newest first: the last fan to follow leads.
  const newest = fans.at(-1)!;
  await expect(list.getByRole('listitem').first()).toContainText(`@${newest.username}`);

  await scrollToListEnd(page);
  const oldest = fans[0]!;
  const last = list.getByRole('listitem').last();
  await expect(last).toContainText(`@${oldest.username}`);
  await expect(last).toHaveAttribute('aria-posinset', '30');
  await expect(last).toHaveAttribute('aria-setsize', '30');
  // Windowed: the page holds the rows near the screen, not all thirty.
  expect(await list.getByRole('listitem').count()).toBeLessThan(30);

  // Back returns to the profile the list was opened from.
  await page.goBack();
  await expect(page).toHaveURL(paths.profile.href(star.username));
  await expect(profileCounts(page)).toContainText('30 Followers');
});

const themes = ['light', 'dark'] as const;
const widths = { desktop: 1280, phone: 390 } as const;

const shot = screenshots('people-lists');

for (const theme of themes) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme });

    for (const [device, width] of Object.entries(widths)) {
      test(`/users and a followers page at ${width} px: screenshots and axe`, async ({ page }) => {
        // Full audits take a few seconds each on a shared machine.
        test.slow();
        await page.setViewportSize({ width, height: device === 'phone' ? 844 : 900 });
        await logInAsGuest(page);
        await page.goto(paths.users.href());
        const people = page.getByRole('list', { name: 'People' });
        await expect(people.getByRole('listitem').first()).toBeVisible();
        await dismissToasts(page);
        await expectNoHorizontalOverflow(page);
        await shot(page, `users-${width}-${theme}`);
        await expectNoAxeViolations(page);

        await page.goto(paths.followers.href('maya.clay'));
        const followers = page.getByRole('list', { name: 'People following Maya Lindqvist' });
        await expect(followers.getByRole('listitem').first()).toBeVisible();
        await expect(page.getByText('That’s everyone')).toBeVisible();
        await expectNoHorizontalOverflow(page);
        await shot(page, `followers-${width}-${theme}`);
        await expectNoAxeViolations(page);
      });
    }
  });
}
