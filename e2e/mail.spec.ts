import { expect, test } from '@playwright/test';
import { paths } from '../src/web/config/paths';
import { startSmtpInbox, type SmtpInbox } from '../src/server/mail/testing/smtp-inbox';
import { personPage, signUpThroughApi } from './support/people';
import { expectNoAxeViolations, passwordCheck, screenshots, submitLogin } from './support/shell';

const shoot = screenshots('mail');
const newPassword = 'a brand new passphrase';
// scripts/e2e-server.mjs sends the server's mail here.
const smtpPort = Number(process.env.E2E_SERVER_PORT ?? 4174) + 1000;
const mailCheck = { timeout: 30_000 };

let inbox: SmtpInbox;

/** The token of the newest mail's link to `path`, once a mail to `to` arrives. */
async function linkIn(to: string, path: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(() => {
      const mail = inbox.received.filter((received) => received.to === to).at(-1);
      link = new RegExp(`https?://\\S+${path}\\?token=[\\w%-]+`).exec(mail?.text ?? '')?.[0];
      return link;
    }, mailCheck)
    .toBeTruthy();
  return link!;
}

test.describe.serial('mail', () => {
  test.beforeAll(async () => {
    inbox = await startSmtpInbox(smtpPort);
  });
  test.afterAll(async () => {
    await inbox.close();
  });

  test('a forgotten password: the link, a new password, and logging in with it', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const user = await signUpThroughApi(request, 'forgot', 'Quinn');
    await page.goto(paths.login.href());
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel('Email address or username').fill(user.email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByRole('status')).toContainText('we have mailed it a link');

    const link = await linkIn(user.email, '/reset-password');
    expect(link.startsWith(`http://127.0.0.1:${process.env.E2E_SERVER_PORT ?? 4174}/`)).toBe(true);
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('New password again', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await expect(page.getByRole('status')).toContainText('Your password is changed', passwordCheck);
    await page.getByRole('link', { name: 'Log in with the new password' }).click();
    await submitLogin(page, user.username, newPassword);
    await expect(page).toHaveURL(/\/$/, passwordCheck);

    // The link worked once.
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('yet another passphrase');
    await page.getByLabel('New password again', { exact: true }).fill('yet another passphrase');
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await expect(page.getByRole('alert')).toContainText('used already');
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  });

  for (const theme of ['light', 'dark'] as const)
    test(`the mail pages have nothing axe finds, ${theme}, at 1280 and 390 px`, async ({
      browser,
      request,
    }) => {
      // Eight axe runs: minutes on a busy two-core machine.
      test.setTimeout(300_000);
      const user = await signUpThroughApi(request, `mail${theme}`, 'Rowan');
      const page = await personPage(browser, user, theme);
      const pages = [
        ['forgot-password', paths.forgotPassword.href()],
        ['reset-password', `${paths.resetPassword.href()}?token=unknown`],
        ['verify-email', await linkIn(user.email, '/verify-email')],
        ['settings-account', paths.settings.href()],
      ] as const;
      for (const [name, url] of pages) {
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.goto(url);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        if (name === 'verify-email')
          await expect(page.getByRole('status')).toContainText('is confirmed', mailCheck);
        if (name === 'reset-password')
          await page.getByRole('button', { name: 'Set the new password' }).waitFor();
        if (name === 'settings-account')
          await expect(page.getByRole('heading', { name: 'Account', exact: true })).toBeVisible();
        await expectNoAxeViolations(page);
        await shoot(page, `${name}-${theme}-1280`);
        await page.setViewportSize({ width: 390, height: 844 });
        await expectNoAxeViolations(page);
        await shoot(page, `${name}-${theme}-390`, true);
      }
    });
});
