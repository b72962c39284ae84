import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { paths } from '../src/web/config/paths';
import {
  newPersonLoggedIn,
  postThroughApi,
  signUpThroughApi,
  type ApiUser,
} from './support/people';
import {
  dismissToasts,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  followNavLink,
  screenshots,
  uniqueUsername,
} from './support/shell';

// /settings/muted with a muted word, a muted person and a blocked one; a folded post in Explore.

const shot = screenshots('safety');

async function settingsWithEverything(page: Page, request: APIRequestContext) {
  const word = uniqueUsername('word').replace(/[^a-z]/g, '');
  const muted = await signUpThroughApi(request, 'muted', 'Muted');
  const blocked = await signUpThroughApi(request, 'blocked', 'Blocked');
  const author = await signUpThroughApi(request, 'author', 'Author');
  await postThroughApi(request, author, `A post about ${word} and more`);
  const me: ApiUser = await newPersonLoggedIn(page, request, 'settings', 'Settings');
  const as = { authorization: me.token };
  await request.post('/api/users/muted-words', { data: { phrase: word }, headers: as });
  await request.post(`/api/users/mute/${muted._id}/`, {
    data: { durationSeconds: 86_400 },
    headers: as,
  });
  await request.post(`/api/users/block/${blocked._id}/`, { headers: as });
  await page.goto(paths.mutedSettings.href());
  await expect(
    page.getByRole('list', { name: 'Your muted words' }).getByRole('listitem'),
  ).toHaveCount(1);
  await expect(page.getByRole('button', { name: `Unmute @${muted.username}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Unblock @${blocked.username}` })).toBeVisible();
  await dismissToasts(page);
  return word;
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme });

    test('/settings/muted and a folded post have no axe violations', async ({ page, request }) => {
      test.slow();
      const word = await settingsWithEverything(page, request);
      await expectNoAxeViolations(page);
      await followNavLink(page, 'Explore');
      const folded = page.getByText(`Hidden: mentions ${word}`);
      await expect(folded).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Show' }).first().click();
      await expect(page.getByText(`A post about ${word} and more`)).toBeVisible();
    });

    for (const [device, width] of Object.entries({ desktop: 1280, phone: 390 })) {
      test(`screenshots at ${width} px`, async ({ page, request }) => {
        await page.setViewportSize({ width, height: device === 'phone' ? 844 : 900 });
        const word = await settingsWithEverything(page, request);
        await expectNoHorizontalOverflow(page);
        await shot(page, `settings-${theme}-${width}`, true);
        await followNavLink(page, 'Explore');
        await expect(page.getByText(`Hidden: mentions ${word}`)).toBeVisible();
        await shot(page, `folded-${theme}-${width}`);
      });
    }
  });
}
