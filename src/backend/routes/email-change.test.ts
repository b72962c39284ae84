import { describe, expect, it } from 'vitest';
import { answerSchemas, type Account, guestCredentials } from '@/contract';
import { takeMail, tokenIn } from '../testing/mailbox';
import { expectRefusal } from '../testing/refusals';
import { createTestApi, seededPassword } from '../testing/test-api';

const kenji = { username: 'kenji.rides', email: 'kenji.watanabe@example.com' };
const password = seededPassword(kenji.username);

async function world() {
  const api = await createTestApi();
  const token = await api.login(kenji.username);
  const change = (newEmail: string, currentPassword = password, as = token) =>
    api.call('POST', '/api/account/email', { token: as, body: { currentPassword, newEmail } });
  const me = async () =>
    (
      await api.call<{ foundUser: Account }>('POST', '/api/auth/login', {
        body: { username: kenji.username, password },
      })
    ).body.foundUser;
  return { api, token, change, me };
}

describe('POST /api/account/email', { timeout: 30_000 }, () => {
  it('mails a link to the new address and a notice to the old; the change waits for the link', async () => {
    const { api, change, me } = await world();
    const answer = await change('kenji@new.example');
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({ sent: true, email: 'kenji@new.example' });
    expect(answerSchemas.changeEmail[0].safeParse(answer.body).success).toBe(true);
    // Queued at the same instant: in no particular order.
    const mails = (await takeMail(api.store)).sort((a, b) => b.to.localeCompare(a.to));
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
      ['kenji@new.example', 'Confirm your new email address on Murmur'],
      [kenji.email, 'Your Murmur email address is about to change'],
    ]);
    expect(mails[1]?.text).toContain('kenji@new.example');
    expect(mails[1]?.text).not.toContain('token=');
    expect((await me()).email).toBe(kenji.email);

    const confirmed = await api.call('POST', '/api/account/email/verify', {
      body: { token: tokenIn(mails[0], '/verify-email') },
    });
    expect(confirmed.body).toEqual({
      verified: true,
      email: 'kenji@new.example',
      username: kenji.username,
    });
    expect(await me()).toMatchObject({ email: 'kenji@new.example', emailVerified: true });
  });

  it('refuses a wrong password, a taken address, the same address and the guest', async () => {
    const { api, change } = await world();
    expectRefusal(await change('kenji@new.example', 'not-my-password'), 403, 'wrongPassword');
    expectRefusal(await change('MAYA.LINDQVIST@example.com'), 422, 'emailTaken');
    expectRefusal(await change(kenji.email.toUpperCase()), 422, 'emailUnchanged');
    const guest = await api.login(guestCredentials.username);
    expectRefusal(
      await change('guest@new.example', guestCredentials.password, guest),
      403,
      'guestEmailFixed',
    );
    const invalid = await change('not an address');
    expect(invalid.status).toBe(422);
    expect(invalid.body).toMatchObject({ code: 'invalid_field' });
    expect(await takeMail(api.store)).toEqual([]);
  });

  it('refuses the link when another account took the address meanwhile', async () => {
    const { api, change } = await world();
    await change('taken@new.example');
    const mail = (await takeMail(api.store)).find((sent) => sent.to === 'taken@new.example');
    const signup = await api.call('POST', '/api/auth/signup', {
      body: {
        firstName: 'Noor',
        lastName: 'Said',
        username: 'noor',
        email: 'taken@new.example',
        password: 'long-enough-1',
      },
    });
    expect(signup.status).toBe(201);
    const answer = await api.call('POST', '/api/account/email/verify', {
      body: { token: tokenIn(mail, '/verify-email') },
    });
    expectRefusal(answer, 422, 'emailTaken');
  });

  it('needs a login', async () => {
    const { api } = await world();
    const answer = await api.call('POST', '/api/account/email', {
      body: { currentPassword: password, newEmail: 'kenji@new.example' },
    });
    expect(answer.status).toBe(401);
  });
});
