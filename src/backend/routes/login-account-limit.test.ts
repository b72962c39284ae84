import { describe, expect, it } from 'vitest';
import { apiPaths, errorCodes, guestCredentials, tooManyAccountLoginsMessage } from '@/contract';
import { createTestApi, minute, seededPassword, type TestApi } from '../testing/test-api';

const maya = { username: 'maya.clay', password: seededPassword('maya.clay') };

const logIn = (api: TestApi, body: { username: string; password: string }, client: string) =>
  api.call('POST', apiPaths.login(), { body, headers: { 'x-test-client': client } });

/** Ten wrong passwords for the account, two from each of five addresses. */
async function failTenTimes(api: TestApi, username: string) {
  for (let i = 0; i < 10; i++) {
    const answer = await logIn(api, { username, password: `wrong guess ${i}` }, `guesser-${i % 5}`);
    expect(answer.status).toBe(401);
  }
}

describe('the per-account login limit', () => {
  it('after 10 failures from several addresses refuses even the right password, then one a minute', async () => {
    const api = await createTestApi();
    await failTenTimes(api, maya.username);

    const refused = await logIn(api, maya, 'owner-phone');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(refused.body).toEqual({
      errors: [tooManyAccountLoginsMessage(60)],
      code: errorCodes.tooManyAccountLogins,
    });
    expect(refused.body.errors[0]).toBe(
      'Too many failed logins for this account. Please try again in 60 seconds.',
    );
    // Another account, even from a guessing address, is not held up.
    expect(
      (
        await logIn(
          api,
          { username: 'kenji.rides', password: seededPassword('kenji.rides') },
          'guesser-0',
        )
      ).status,
    ).toBe(200);

    // A minute on, one login is judged: a guess takes it, and the owner waits another minute.
    api.advance(minute);
    expect((await logIn(api, { ...maya, password: 'one more guess' }, 'guesser-3')).status).toBe(
      401,
    );
    const next = await logIn(api, maya, 'owner-phone');
    expect(next.status).toBe(429);
    expect(next.headers.get('retry-after')).toBe('60');
    api.advance(minute);
    expect((await logIn(api, maya, 'owner-phone')).status).toBe(200);
  });

  it('lets the owner in once the quarter hour has passed, and a success forgets the count', async () => {
    const api = await createTestApi();
    await failTenTimes(api, maya.username);
    expect((await logIn(api, maya, 'owner-laptop')).status).toBe(429);
    api.advance(15 * minute);
    expect((await logIn(api, maya, 'owner-laptop')).status).toBe(200);
    // The success cleared the count: nine more failures are not yet slowed.
    for (let i = 0; i < 9; i++)
      expect((await logIn(api, { ...maya, password: `again ${i}` }, `elsewhere-${i}`)).status).toBe(
        401,
      );
    expect((await logIn(api, maya, 'owner-laptop')).status).toBe(200);
  });

  it('never slows the guest, whose password everyone knows', async () => {
    const api = await createTestApi();
    await failTenTimes(api, guestCredentials.username);
    expect((await logIn(api, { ...guestCredentials }, 'visitor')).status).toBe(200);
  });
});
