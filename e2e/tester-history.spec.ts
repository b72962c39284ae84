import { expect, test } from '@playwright/test';
import { apiPaths } from '../src/contract/paths';
import { paths } from '../src/web/config/paths';
import { storageKeys } from '../src/web/lib/storage';
import { expectStatus, sendFromTester, tester } from './support/tester';

// The tester's history, failures without an answer, big answers, examples and cURL.

test('the history survives a reload, shows an old answer, deletes one and clears after asking', async ({
  page,
}) => {
  await page.goto(paths.mock.href());
  const form = tester(page);
  await form.submit.click();
  await expectStatus(page, 200, 'OK');
  await sendFromTester(page, { endpoint: apiPaths.users() });
  await expectStatus(page, 200, 'OK');
  await expect(page.getByRole('heading', { name: 'History (2)' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'History (2)' })).toBeVisible();
  await form.history.getByRole('button', { name: `Show GET ${apiPaths.testTodos()}, 200` }).click();
  await expect(form.endpoint).toHaveValue(apiPaths.testTodos());
  await expect(form.response.getByText('Send a GET to /api/posts')).toBeVisible();

  await form.history
    .getByRole('button', { name: `Delete from history: GET ${apiPaths.users()}` })
    .click();
  await expect(page.getByRole('heading', { name: 'History (1)' })).toBeVisible();

  await page.getByRole('button', { name: 'Clear history' }).click();
  const dialog = page.getByRole('dialog', { name: 'Clear the history?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'History (1)' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear history' }).click();
  await dialog.getByRole('button', { name: 'Clear all' }).click();
  await expect(page.getByRole('heading', { name: 'History (0)' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'History (0)' })).toBeVisible();
});

test('a history someone broke in localStorage does not break the page', async ({ page }) => {
  await page.addInitScript((key) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem(key, '[{"id": 1}, "junk", {not json');
      sessionStorage.setItem('seeded', '1');
    }
  }, storageKeys.requestHistory);
  await page.goto(paths.mock.href());
  await expect(page.getByRole('heading', { name: 'History (0)' })).toBeVisible();
  await tester(page).submit.click();
  await expectStatus(page, 200, 'OK');
  await expect(page.getByRole('heading', { name: 'History (1)' })).toBeVisible();
});

test('no answer at all shows "Response is undefined." with "Network Error"', async ({ page }) => {
  await page.goto(paths.mock.href());
  await page.route('**/api/unreachable', (route) => route.abort('connectionrefused'));
  await sendFromTester(page, { endpoint: '/api/unreachable' });
  const response = tester(page).response;
  await expect(response.getByText('Response is undefined.')).toBeVisible();
  await expect(response.getByText(/^Network Error/)).toBeVisible();
  await expect(
    tester(page).history.getByRole('button', { name: 'Show GET /api/unreachable, No response' }),
  ).toBeVisible();
});

test('an answer over 1 MB is shown as plain text, and the page stays usable', async ({ page }) => {
  const big = JSON.stringify({
    items: Array.from({ length: 30_000 }, (_, i) => ({ i, pad: 'x'.repeat(30) })),
  });
  await page.route('**/api/big-answer', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: big }),
  );
  await page.goto(paths.mock.href());
  await sendFromTester(page, { endpoint: '/api/big-answer' });
  await expectStatus(page, 200, 'OK');
  await expect(
    tester(page).response.getByText(/Over 1 MB \(1\.\d MB\): shown as plain text/),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Data as text' })).toContainText('"i":29999');
  await expect(tester(page).submit).toBeEnabled();
});

test('an example from the API fills method, endpoint and body; Copy as cURL copies the command', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(paths.mock.href());
  const form = tester(page);
  await page
    .getByLabel('Example')
    .selectOption({ label: 'POST /api/test-todos: Sandbox: add a todo' });
  await expect(form.method).toHaveValue('POST');
  await expect(form.endpoint).toHaveValue(apiPaths.testTodos());
  await expect(form.body).toHaveValue('{\n  "title": "Try the request tester"\n}');

  await form.body.fill(`{ "title": "It's quoted" }`);
  await page.getByRole('button', { name: 'Copy as cURL' }).click();
  await expect(page.locator('.Toastify').getByText('Copied as cURL')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const origin = new URL(page.url()).origin;
  expect(copied).toBe(
    [
      `curl -X POST '${origin}${apiPaths.testTodos()}'`,
      `-H 'Accept: */*'`,
      `-H 'Content-Type: application/json'`,
      `--data-raw '{"title":"It'\\''s quoted"}'`,
    ].join(' \\\n  '),
  );
});
