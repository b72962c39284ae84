import { expect, type Page } from '@playwright/test';
import { apiPaths } from '../../src/contract/paths';
import type { NewUser } from './shell';

/** The request tester's parts, by what a user sees. */
export const tester = (page: Page) => ({
  method: page.getByLabel('Method'),
  endpoint: page.getByPlaceholder('Enter your endpoint'),
  body: page.getByLabel('Body JSON'),
  submit: page.getByRole('button', { name: 'Submit' }),
  response: page.getByRole('region', { name: 'Response' }),
  history: page.getByRole('region', { name: /^History/ }),
  headerName: (n: number) => page.getByLabel(`Header ${n} name`),
  headerValue: (n: number) => page.getByLabel(`Header ${n} value`),
  headerSwitch: (n: number) => page.getByLabel(`Send header ${n}`),
});

/** Fills the form and submits it; the body is left alone when not given. */
export async function sendFromTester(
  page: Page,
  request: { method?: 'GET' | 'POST' | 'DELETE'; endpoint: string; body?: string },
) {
  const form = tester(page);
  await form.method.selectOption(request.method ?? 'GET');
  await form.endpoint.fill(request.endpoint);
  if (request.body !== undefined) await form.body.fill(request.body);
  await form.submit.click();
}

/** The status the response panel shows once the answer is in. */
export async function expectStatus(page: Page, status: number, statusText: string) {
  const response = tester(page).response;
  await expect(response.getByRole('definition').first()).toHaveText(String(status));
  await expect(response.getByRole('definition').nth(1)).toHaveText(statusText);
}

/** An account of its own, made through the API: the tester's tests post with it. */
export async function signUpThroughApi(page: Page, user: NewUser) {
  const answer = await page.request.post(apiPaths.signup(), {
    data: { ...user, confirmPassword: user.password },
  });
  expect(answer.status()).toBe(201);
}
