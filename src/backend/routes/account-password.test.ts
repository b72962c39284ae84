import { describe, expect, it } from 'vitest';
import { answerSchemas, apiPaths, guestCredentials, type ChangePasswordBody } from '@/contract';
import { readEvents } from '../testing/event-reader';
import { expectRefusal } from '../testing/refusals';
import { createTestApi, seededPassword } from '../testing/test-api';

const kenji = { username: 'kenji.rides', password: seededPassword('kenji.rides') };
const newPassword = 'a much longer passphrase';

async function world() {
  const api = await createTestApi();
  const change = (token: string, body: Partial<ChangePasswordBody>) =>
    api.call('POST', '/api/account/password', { token, body });
  const login = (password: string) =>
    api.call('POST', '/api/auth/login', { body: { username: kenji.username, password } });
  return { api, change, login };
}

describe('POST /api/account/password', () => {
  it('changes it, ends every other session at once and keeps this one', async () => {
    const { api, change, login } = await world();
    const here = await api.login(kenji.username);
    const elsewhere = await api.login(kenji.username);
    const stream = readEvents(
      await api.app.request(apiPaths.events(), { headers: { authorization: elsewhere } }),
    );

    const answer = await change(here, { currentPassword: kenji.password, newPassword });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ changed: true, sessionsEnded: 1 });
    expect(answerSchemas.changePassword[0].safeParse(answer.body).success).toBe(true);

    expectRefusal(await api.call('GET', '/api/feed', { token: elsewhere }), 401, 'invalidToken');
    await stream.ended();
    expect((await api.call('GET', '/api/feed', { token: here })).status).toBe(200);
    expectRefusal(await login(kenji.password), 401, 'invalidCredentials');
    expect((await login(newPassword)).status).toBe(200);
  });

  it('refuses a wrong current password, and changes nothing', async () => {
    const { api, change, login } = await world();
    const token = await api.login(kenji.username);
    expectRefusal(
      await change(token, { currentPassword: 'not-my-password', newPassword }),
      403,
      'wrongPassword',
    );
    expect((await login(kenji.password)).status).toBe(200);
  });

  it('refuses with 422 a new password that is short, missing, or the username or email', async () => {
    const { api, change } = await world();
    const token = await api.login(kenji.username);
    const short = await change(token, { currentPassword: kenji.password, newPassword: 'short' });
    expect(short.status).toBe(422);
    expect(short.body.errors).toEqual(['newPassword must be at least 10 characters']);
    const missing = await change(token, { currentPassword: kenji.password });
    expect(missing.body.errors).toEqual(['newPassword is required']);
    const user = await api.store.users.getByUsername(kenji.username);
    for (const name of ['KENJI.RIDES', user!.email])
      expectRefusal(
        await change(token, { currentPassword: kenji.password, newPassword: name.padEnd(10, '') }),
        422,
        'passwordLikeName',
      );
  });

  it('refuses the guest, whose password is published, and anyone without a token', async () => {
    const { api, change } = await world();
    const token = await api.login('guest');
    expectRefusal(
      await change(token, { currentPassword: guestCredentials.password, newPassword }),
      403,
      'guestPasswordFixed',
    );
    expect((await api.call('POST', '/api/account/password', { body: {} })).status).toBe(401);
  });
});
