import { expect, test } from '@playwright/test';
import { paths } from '../src/web/config/paths';
import {
  dismissToasts,
  expectAppStarted,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  newUser,
  passwordCheck,
  screenshots,
  submitSignup,
} from './support/shell';

// The strength meter under /signup's password: it says the step in words as one types, the
// field's description reads it, and a password the server refuses is said under the field. axe
// in both themes at 1280 and 390 px; the screenshots land in test-results/screens/.

const shot = screenshots('password-strength', true);

for (const theme of ['light', 'dark'] as const)
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme });

    test(`/signup's strength meter has nothing axe finds, at 1280 and 390 px`, async ({ page }) => {
      // The estimator loads with the first character, and a refused signup hashes nothing but
      // runs the audits four times: a few pages' worth of steps on a shared machine.
      test.slow();
      const user = newUser('strength');
      await page.setViewportSize({ width: 1280, height: 1000 });
      await page.goto(paths.signup.href());
      await expectAppStarted(page);
      const password = page.getByLabel('Password', { exact: true });
      const meter = page.getByRole('status').filter({ hasText: 'Strength:' });

      await password.fill('qwertyuiop');
      await expect(meter).toHaveText(/Strength: Too weak.*frequently used password/);
      await expect(password).toHaveAccessibleDescription(/Strength: Too weak/);
      await expectNoAxeViolations(page);
      await shot(page, `weak-1280-${theme}`);

      await password.fill('violet kettle harbour');
      await expect(meter).toHaveText('Strength: Strong');
      await expectNoAxeViolations(page);
      await shot(page, `strong-1280-${theme}`);

      await page.setViewportSize({ width: 390, height: 844 });
      await expectNoHorizontalOverflow(page);
      await shot(page, `strong-390-${theme}`);

      // The server decides: a common password is refused, and said under the field. The meter
      // judges it first: its longer text moves the button down, which a click on the way would miss.
      await password.fill('password123');
      await expect(meter).toHaveText(/Strength: Too weak/);
      await submitSignup(page, { ...user, password: 'password123' });
      const refusal = /^This password is one of the common ones/;
      await expect(password).toHaveAccessibleDescription(refusal, passwordCheck);
      await dismissToasts(page);
      await expectNoAxeViolations(page);
      await shot(page, `refused-390-${theme}`);
    });
  });
