import { expect, test } from '@playwright/test';
import { apiPaths } from '../src/contract/paths';
import { serverMessages } from '../src/contract/messages';
import { paths } from '../src/web/config/paths';
import { isDemoBuild } from './support/shell';
import { expectStatus, sendFromTester, tester } from './support/tester';

// The tester against the demo build: the API answers inside the page, the same way as the server.

test('the tester works against the API in the page: GET, POST refused without a token, DELETE', async ({
  page,
}) => {
  await page.goto(paths.mock.href());
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  expect(await isDemoBuild(page)).toBe(true);
  const form = tester(page);

  await form.submit.click();
  await expectStatus(page, 200, 'OK');
  await expect(form.response.getByText('Send a GET to /api/posts')).toBeVisible();

  await sendFromTester(page, { method: 'POST', endpoint: apiPaths.posts(), body: '{}' });
  await expectStatus(page, 401, 'Unauthorized');
  await expect(form.response.getByText(serverMessages.invalidToken)).toBeVisible();

  await sendFromTester(page, { method: 'DELETE', endpoint: apiPaths.testTodo('2') });
  await expectStatus(page, 200, 'OK');
  await expect(form.response.getByText('Log in and copy the token')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'History (3)' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/tester-demo-1280-light.png' });
});
