import { describe, expect, it } from 'vitest';
import { answerSchemas, apiPaths, guestCredentials } from '@/contract';
import { readEvents } from '../testing/event-reader';
import { takeMail, tokenIn } from '../testing/mailbox';
import { expectRefusal } from '../testing/refusals';
import { createTestApi, minute, seededPassword } from '../testing/test-api';

const kenji = { username: 'kenji.rides', email: 'kenji.watanabe@example.com' };
const newPassword = 'a much longer passphrase';

async function world() {
  const api = await createTestApi();
  const ask = (login: string, client = 'client-1') =>
    api.call('POST', '/api/auth/password-reset', {
      body: { login },
      headers: { 'x-test-client': client },
    });
  const reset = (token: string, password = newPassword) =>
    api.call('POST', '/api/auth/password-reset/confirm', {
      body: { token, newPassword: password },
    });
  const login = (password: string) =>
    api.call('POST', '/api/auth/login', { body: { username: kenji.username, password } });
  const mailedToken = async () => tokenIn((await takeMail(api.store))[0], '/reset-password');
  return { api, ask, reset, login, mailedToken };
}

describe('POST /api/auth/password-reset', { timeout: 30_000 }, () => {
  it('mails a single-use link by email or username, and nobody else', async () => {
    const { api, ask } = await world();
    const answer = await ask(kenji.email.toUpperCase());
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({ requested: true });
    expect(answerSchemas.requestPasswordReset[0].safeParse(answer.body).success).toBe(true);
    await ask(kenji.username);
    const mails = await takeMail(api.store);
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
      [kenji.email, 'Reset your Murmur password'],
      [kenji.email, 'Reset your Murmur password'],
    ]);
    expect(mails[0]?.text).toMatch(/http:\/\/localhost:3000\/reset-password\?token=[\w-]{43}/);
    expect(tokenIn(mails[0], '/reset-password')).not.toBe(tokenIn(mails[1], '/reset-password'));
  });

  it('answers an unknown address exactly as a known one: status, body and headers', async () => {
    const { api, ask } = await world();
    const known = await ask(kenji.email);
    const unknown = await ask('nobody@example.com');
    const guest = await ask(guestCredentials.username);
    for (const other of [unknown, guest]) {
      expect(other.status).toBe(known.status);
      expect(other.body).toEqual(known.body);
      expect([...other.headers.entries()]).toEqual([...known.headers.entries()]);
    }
    // The guest's password is public and fixed: no mail for it.
    expect((await takeMail(api.store)).map((mail) => mail.to)).toEqual([kenji.email]);
  });

  it('limits the mails per address asked about and per client, known or not', async () => {
    const { ask } = await world();
    for (const login of [kenji.email, 'nobody@example.com']) {
      for (const n of [1, 2, 3]) expect((await ask(login, `client-${n}`)).status).toBe(202);
      const refused = await ask(login, 'client-4');
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ code: 'too_many_mails' });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    for (let n = 0; n < 10; n++)
      expect((await ask(`person${n}@example.com`, 'busy')).status).toBe(202);
    expect((await ask('person10@example.com', 'busy')).status).toBe(429);
    expect((await ask('person10@example.com', 'elsewhere')).status).toBe(202);
  });

  it('refuses a body without a login, naming the field', async () => {
    const { ask } = await world();
    const answer = await ask('   ');
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ code: 'invalid_field', errors: ['login is required'] });
  });
});

describe('POST /api/auth/password-reset/confirm', { timeout: 30_000 }, () => {
  it('sets the new password and ends every session of the account at once', async () => {
    const { api, ask, reset, login, mailedToken } = await world();
    const session = await api.login(kenji.username);
    const stream = readEvents(
      await api.app.request(apiPaths.events(), { headers: { authorization: session } }),
    );
    await ask(kenji.email);
    const answer = await reset(await mailedToken());
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ reset: true, sessionsEnded: 1 });
    expect(answerSchemas.resetPassword[0].safeParse(answer.body).success).toBe(true);
    expectRefusal(await api.call('GET', '/api/feed', { token: session }), 401, 'invalidToken');
    await stream.ended();
    expectRefusal(await login(seededPassword(kenji.username)), 401, 'invalidCredentials');
    expect((await login(newPassword)).status).toBe(200);
  });

  it('works once: the used link answers 410 token_used', async () => {
    const { ask, reset, mailedToken } = await world();
    await ask(kenji.email);
    const token = await mailedToken();
    expect((await reset(token)).status).toBe(200);
    expectRefusal(await reset(token, 'yet another passphrase'), 410, 'mailedTokenUsed');
  });

  it('expires after an hour (410 token_expired); an unknown token is 400 token_invalid', async () => {
    const { api, ask, reset, login, mailedToken } = await world();
    await ask(kenji.email);
    const token = await mailedToken();
    api.advance(60 * minute);
    expectRefusal(await reset(token), 410, 'mailedTokenExpired');
    expectRefusal(await reset('not-a-token-we-sent'), 400, 'mailedTokenInvalid');
    expect((await login(seededPassword(kenji.username))).status).toBe(200);
  });

  it('refuses a common, weak or own-name new password with its message, and keeps the link working', async () => {
    const { ask, reset, mailedToken } = await world();
    await ask(kenji.email);
    const token = await mailedToken();
    expectRefusal(await reset(token, kenji.email), 422, 'passwordLikeName');
    expectRefusal(await reset(token, 'qwertyuiop'), 422, 'passwordTooCommon');
    expectRefusal(await reset(token, 'iloveyou12'), 422, 'passwordTooCommon');
    const short = await reset(token, 'short');
    expect(short.status).toBe(422);
    expect(short.body).toMatchObject({ code: 'invalid_field' });
    expect((await reset(token)).status).toBe(200);
  });

  it('does not take a confirmation link for a reset', async () => {
    const { api, reset } = await world();
    const token = await api.login(kenji.username);
    await api.call('POST', '/api/account/email', {
      token,
      body: { currentPassword: seededPassword(kenji.username), newEmail: 'kenji@new.example' },
    });
    const confirmation = (await takeMail(api.store)).find(
      (mail) => mail.to === 'kenji@new.example',
    );
    expectRefusal(await reset(tokenIn(confirmation, '/verify-email')), 400, 'mailedTokenInvalid');
  });
});
