import { describe, expect, it } from 'vitest';
import { answerSchemas, type Account } from '@/contract';
import { takeMail, tokenIn } from '../testing/mailbox';
import { expectRefusal } from '../testing/refusals';
import { createTestApi, minute } from '../testing/test-api';

const noor = {
  firstName: 'Noor',
  lastName: 'Said',
  username: 'noor',
  email: 'noor@example.com',
  password: 'long-enough-1',
};

async function world(options: { requireVerifiedEmail?: boolean } = {}) {
  const api = await createTestApi(options);
  const signup = await api.call('POST', '/api/auth/signup', { body: noor });
  const token: string = signup.body.encodedToken;
  const verify = (mailed: string) =>
    api.call('POST', '/api/account/email/verify', { body: { token: mailed } });
  const me = async () =>
    (
      await api.call<{ foundUser: Account }>('POST', '/api/auth/login', {
        body: { username: 'noor', password: noor.password },
      })
    ).body.foundUser;
  return { api, signup, token, verify, me };
}

describe('confirming the email address', { timeout: 30_000 }, () => {
  it('mails a link at signup; opening it flips emailVerified, once', async () => {
    const { api, signup, verify, me } = await world();
    expect(signup.body.createdUser.emailVerified).toBe(false);
    const [mail] = await takeMail(api.store);
    expect(mail).toMatchObject({ to: noor.email, subject: 'Confirm your email address on Murmur' });
    const mailed = tokenIn(mail, '/verify-email');
    const answer = await verify(mailed);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ verified: true, email: noor.email, username: noor.username });
    expect(answerSchemas.verifyEmail[0].safeParse(answer.body).success).toBe(true);
    expect((await me()).emailVerified).toBe(true);
    expectRefusal(await verify(mailed), 410, 'mailedTokenUsed');
  });

  it('expires after two days', async () => {
    const { api, verify, me } = await world();
    const mailed = tokenIn((await takeMail(api.store))[0], '/verify-email');
    api.advance(2 * 24 * 60 * minute);
    expectRefusal(await verify(mailed), 410, 'mailedTokenExpired');
    expect((await me()).emailVerified).toBe(false);
  });

  it('sends the link again from settings, and not once confirmed', async () => {
    const { api, token, verify } = await world();
    await takeMail(api.store);
    const resend = () => api.call('POST', '/api/account/email/verification', { token });
    const answer = await resend();
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({ sent: true, email: noor.email });
    expect(answerSchemas.resendVerification[0].safeParse(answer.body).success).toBe(true);
    expect((await verify(tokenIn((await takeMail(api.store))[0], '/verify-email'))).status).toBe(
      200,
    );
    expectRefusal(await resend(), 400, 'emailAlreadyVerified');
  });

  it('counts the seeded accounts and the guest as confirmed', async () => {
    const api = await createTestApi();
    for (const username of ['guest', 'kenji.rides']) {
      const token = await api.login(username);
      const answer = await api.call('POST', '/api/account/email/verification', { token });
      expectRefusal(answer, 400, 'emailAlreadyVerified', username);
    }
  });

  it('with REQUIRE_VERIFIED_EMAIL, refuses posts and replies until the address is confirmed', async () => {
    const { api, token, verify } = await world({ requireVerifiedEmail: true });
    expect((await api.call('GET', '/api/config')).body.requireVerifiedEmail).toBe(true);
    const post = () =>
      api.call('POST', '/api/posts', { token, body: { postData: { content: 'Hello there' } } });
    const reply = () =>
      api.call('POST', '/api/comments/add/p01', { token, body: { commentData: { text: 'Hi' } } });
    expectRefusal(await post(), 403, 'emailUnverified');
    expectRefusal(await reply(), 403, 'emailUnverified');
    await verify(tokenIn((await takeMail(api.store))[0], '/verify-email'));
    expect((await post()).status).toBe(201);
    expect((await reply()).status).toBe(201);
    const guest = await api.login('guest');
    expect(
      (
        await api.call('POST', '/api/posts', {
          token: guest,
          body: { postData: { content: 'Hi' } },
        })
      ).status,
    ).toBe(201);
  });

  it('lets unconfirmed accounts post when REQUIRE_VERIFIED_EMAIL is off', async () => {
    const { api, token } = await world();
    expect((await api.call('GET', '/api/config')).body.requireVerifiedEmail).toBe(false);
    const answer = await api.call('POST', '/api/posts', {
      token,
      body: { postData: { content: 'Hello there' } },
    });
    expect(answer.status).toBe(201);
  });
});
