import { expect, test } from '@playwright/test';
import { apiPaths } from '../src/contract/paths';
import { serverMessages } from '../src/contract/messages';
import { paths } from '../src/web/config/paths';
import { newUser, submitLogin } from './support/shell';
import { expectStatus, sendFromTester, signUpThroughApi, tester } from './support/tester';

// The request tester's flows against the Node server: what a developer sends and what they read.

test('GET /api/test-todos shows 200 and the todos, with time, size and headers', async ({
  page,
}) => {
  await page.goto(paths.mock.href());
  const form = tester(page);
  await expect(form.method).toHaveValue('GET');
  await expect(form.endpoint).toHaveValue(apiPaths.testTodos());
  await expect(form.body).toHaveValue('{}');
  await expect(form.response.getByText('Response is undefined.')).toBeVisible();

  await form.submit.click();
  await expectStatus(page, 200, 'OK');
  await expect(form.response.getByText('Send a GET to /api/posts')).toBeVisible();
  await expect(form.response.getByText(/^\d+ ms$/)).toBeVisible();
  await expect(form.response.getByText(/^\d+(\.\d)? (B|KB)$/)).toBeVisible();
  await expect(form.response.getByText('application/json', { exact: false })).toBeVisible();
  await expect(form.response.getByText('Response is undefined.')).toHaveCount(0);
});

test('POST /api/posts without a token shows 401 and its message; with "Use my session token" 201', async ({
  page,
}) => {
  await page.goto(paths.mock.href());
  const form = tester(page);
  const useToken = page.getByRole('button', { name: 'Use my session token' });
  await expect(useToken).toBeDisabled();
  await expect(page.getByText('Log in to send your session token.')).toBeVisible();

  await sendFromTester(page, {
    method: 'POST',
    endpoint: apiPaths.posts(),
    body: '{ "postData": { "content": "Sent from the request tester" } }',
  });
  await expectStatus(page, 401, 'Unauthorized');
  await expect(form.response.getByText(serverMessages.invalidToken)).toBeVisible();

  const user = newUser('tester');
  await signUpThroughApi(page, user);
  await page.goto(paths.login.href());
  await submitLogin(page, user.username, user.password);
  await page.getByRole('link', { name: 'API Tester' }).click();
  await expect(page).toHaveURL(paths.mock.href());

  await expect(useToken).toBeEnabled();
  await useToken.click();
  await expect(form.headerName(2)).toHaveValue('authorization');
  await expect(form.headerValue(2)).not.toHaveValue('');
  await expect(form.headerSwitch(2)).toBeChecked();
  await expect(page.getByRole('heading', { name: 'Headers (2)' })).toBeVisible();
  // Pressing it again updates the row rather than adding a second one.
  await useToken.click();
  await expect(form.headerName(3)).toHaveValue('');
  await expect(form.headerName(4)).toHaveCount(0);
  // The whole answer holds every post; the minimal answer holds this one.
  await form.headerName(3).fill('prefer');
  await form.headerValue(3).fill('return=minimal');
  await expect(form.headerSwitch(3)).toBeChecked();

  await sendFromTester(page, {
    method: 'POST',
    endpoint: apiPaths.posts(),
    body: '{ "postData": { "content": "Sent from the request tester" } }',
  });
  await expectStatus(page, 201, 'Created');
  await expect(form.response.getByText('"Sent from the request tester"').first()).toBeVisible();
});

test('invalid JSON shows "Error in JSON format" with its place and disables Submit', async ({
  page,
}) => {
  await page.goto(paths.mock.href());
  const form = tester(page);
  // A GET sends no body, so only a method that sends one is held back by it.
  await form.method.selectOption('POST');
  await form.body.fill('{\n  "title": "x"\n  "done": true\n}');
  await expect(page.getByText('Error in JSON format', { exact: true })).toBeVisible();
  await expect(page.getByText(/at line 3, column 3/)).toBeVisible();
  await expect(form.submit).toBeDisabled();
  await expect(form.body).toHaveAttribute('aria-invalid', 'true');

  await form.body.fill('');
  await expect(page.getByText('Error in JSON format', { exact: true })).toBeVisible();
  await expect(form.submit).toBeDisabled();

  // Nothing typed is lost, and the fixed text is what is sent.
  await form.body.fill('{ "title": "Fixed by hand" }');
  await expect(page.getByText('Error in JSON format', { exact: true })).toHaveCount(0);
  await expect(form.submit).toBeEnabled();
  const sent = page.waitForRequest((request) => request.url().endsWith(apiPaths.testTodos()));
  await form.submit.click();
  expect((await sent).postDataJSON()).toEqual({ title: 'Fixed by hand' });
  await expectStatus(page, 201, 'Created');
});

test('only header rows switched on and with a name are sent, as real HTTP headers', async ({
  page,
}) => {
  await page.goto(paths.mock.href());
  const form = tester(page);
  await form.headerName(2).fill('X-Murmur-On');
  await form.headerValue(2).fill('yes');
  await expect(form.headerSwitch(2)).toBeChecked();
  await form.headerName(3).fill('X-Murmur-Off');
  await form.headerValue(3).fill('no');
  await form.headerSwitch(3).uncheck();
  await expect(page.getByRole('heading', { name: 'Headers (2)' })).toBeVisible();
  await form.headerName(4).fill('X-Removed');
  await form.headerName(5).fill('X-Nameless');
  await form.headerName(5).fill('');
  await form.headerValue(5).fill('a value without a name');
  await expect(form.headerSwitch(5)).toBeChecked();
  await expect(page.getByRole('heading', { name: 'Headers (4)' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove header 4' }).click();
  await expect(form.headerValue(4)).toHaveValue('a value without a name');
  await expect(page.getByRole('heading', { name: 'Headers (3)' })).toBeVisible();

  const arrived = page.waitForRequest((request) => request.url().endsWith(apiPaths.testTodos()));
  await form.submit.click();
  const headers = await (await arrived).allHeaders();
  expect(headers['x-murmur-on']).toBe('yes');
  expect(headers.accept).toBe('*/*');
  expect(headers).not.toHaveProperty('x-murmur-off');
  expect(headers).not.toHaveProperty('x-removed');
  expect(Object.values(headers)).not.toContain('a value without a name');
  await expectStatus(page, 200, 'OK');
});

test('DELETE removes a todo, and a request from the history is sent again', async ({ page }) => {
  const created = await page.request.post(apiPaths.testTodos(), {
    data: { title: 'Delete me from the tester' },
  });
  const { todos } = (await created.json()) as { todos: { _id: string; title: string }[] };
  const todo = todos.find((item) => item.title === 'Delete me from the tester')!;

  await page.goto(paths.mock.href());
  const form = tester(page);
  await sendFromTester(page, { method: 'DELETE', endpoint: apiPaths.testTodo(todo._id) });
  await expectStatus(page, 200, 'OK');
  await expect(form.response.getByText('Send a GET to /api/posts')).toBeVisible();
  await expect(form.response.getByText('Delete me from the tester')).toHaveCount(0);

  const again = form.history.getByRole('button', {
    name: `Send again: DELETE ${apiPaths.testTodo(todo._id)}`,
  });
  await form.endpoint.fill(apiPaths.users());
  await form.method.selectOption('GET');
  await again.click();
  await expectStatus(page, 404, 'Not Found');
  await expect(form.response.getByText(serverMessages.todoNotFound)).toBeVisible();
  await expect(form.method).toHaveValue('DELETE');
  await expect(form.endpoint).toHaveValue(apiPaths.testTodo(todo._id));
  await expect(page.getByRole('heading', { name: 'History (2)' })).toBeVisible();
});
