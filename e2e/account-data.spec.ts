import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { paths } from '../src/web/config/paths';
import { personPage, postThroughApi, signUpThroughApi } from './support/people';
import {
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  screenshots,
  scrollToTop,
} from './support/shell';

const shoot = screenshots('account');

// Two people logging in, a download and an import: longer than one page's flow on a busy machine.
test.describe.configure({ timeout: 180_000 });
const slow = { timeout: 30_000 };

async function importList(page: Page, list: string, csv: string) {
  const section = page.locator('#export');
  await section.getByLabel('List').selectOption({ label: list });
  await section
    .getByLabel('CSV file')
    .setInputFiles({ name: 'list.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await section.getByRole('button', { name: 'Import' }).click();
}

test('downloads the data as a ZIP holding the posts, and imports a list of follows', async ({
  browser,
  request,
}) => {
  const author = await signUpThroughApi(request, 'export', 'Ellis');
  await postThroughApi(request, author, 'Packed for the move, every word of it');
  const page = await personPage(browser, author);
  await page.goto(paths.settings.href());

  const section = page.locator('#export');
  const downloading = page.waitForEvent('download', slow);
  await section.getByRole('button', { name: 'Download your data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^murmur-${author.username.replace('.', '\\.')}-\\d{4}-\\d\\d-\\d\\d\\.zip$`),
  );
  const files = unzipSync(new Uint8Array(await readFile(await download.path())));
  expect(Object.keys(files)).toEqual(expect.arrayContaining(['posts.json', 'following.csv']));
  const posts = JSON.parse(strFromU8(files['posts.json']!)) as { content: string }[];
  expect(posts.map((post) => post.content)).toEqual(['Packed for the move, every word of it']);

  const reader = await signUpThroughApi(request, 'import', 'Iris');
  const readerPage = await personPage(browser, reader);
  await readerPage.goto(paths.settings.href());
  await importList(readerPage, 'People to follow', `${author.username}\nnobody.here\n`);
  await expect(readerPage.getByText('Followed 1 person; 1 not found: nobody.here.')).toBeVisible(
    slow,
  );
});

for (const theme of ['light', 'dark'] as const)
  test(`the Your data section has nothing axe finds, ${theme}, at 1280 and 390 px`, async ({
    browser,
    request,
  }) => {
    const user = await signUpThroughApi(request, 'yourdata', 'Yara');
    const page = await personPage(browser, user, theme);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(paths.settings.href());
    await importList(page, 'People to mute', 'maya.clay\nsomeone@elsewhere.example\n');
    await expect(page.getByText(/^Muted 1 person; 1 not found/)).toBeVisible(slow);
    const section = page.locator('#export');
    await section.scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page);
    await section.screenshot({ path: `test-results/screens/account-your-data-${theme}-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoHorizontalOverflow(page);
    await scrollToTop(page);
    await expectNoAxeViolations(page);
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: `test-results/screens/account-your-data-${theme}-390.png` });
    await shoot(page, `your-data-${theme}-390-page`, true);
  });
