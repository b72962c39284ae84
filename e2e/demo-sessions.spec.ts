import { expect, test } from '@playwright/test';
import { seedData } from '../src/backend/seed/seed-data';
import { logInThroughForm } from './support/people';
import { dismissToasts, expectNoAxeViolations, screenshots } from './support/shell';

const shoot = screenshots('account');

// In the demo the API runs in the page, without the User-Agent parser the Node host has: every
// session is this browser's, and none has an address.

test('the demo lists its sessions as this browser, and logs the other one out', async ({
  page,
}) => {
  const maya = seedData.users.find((user) => user.username === 'maya.clay')!;
  await logInThroughForm(page, maya);
  await dismissToasts(page);
  // A second session of the same account, opened through the API inside the page.
  const status = await page.evaluate(
    async (credentials) =>
      (
        await fetch('/api/auth/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(credentials),
        })
      ).status,
    { username: maya.username, password: maya.password },
  );
  expect(status).toBe(200);

  // Within the app: a reload would start the demo's world afresh.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Settings' })
    .click();
  const list = page.getByRole('list', { name: 'Your sessions' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem', { name: 'This browser' }).first()).toBeVisible();
  await expect(list.getByRole('listitem').filter({ hasText: 'This device' })).toHaveCount(1);
  await expectNoAxeViolations(page);
  await shoot(page, 'sessions-demo');
  await list.getByRole('button', { name: 'Log out This browser' }).click();
  await expect(page.getByText('Logged out This browser')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
});
