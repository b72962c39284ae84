import { describe, expect, it } from 'vitest';
import { apiPaths, serverMessages } from '@/contract';
import { expectRefusal } from '../testing/refusals';
import { createTestApi, seededPassword } from '../testing/test-api';

const newPerson = {
  firstName: 'Maya',
  lastName: 'Stone',
  username: 'maya',
  email: 'maya@example.org',
};
const strong = 'violet kettle harbour';
const common = ['password123', 'qwertyuiop', 'iloveyou12'];

const signUp = (api: Awaited<ReturnType<typeof createTestApi>>, password: string) =>
  api.call('POST', apiPaths.signup(), {
    body: { ...newPerson, password, confirmPassword: password },
  });

describe('a new password at sign-up', () => {
  it('is refused when it is a common or breached one, and nothing is made', async () => {
    const api = await createTestApi();
    for (const password of common)
      expectRefusal(await signUp(api, password), 422, 'passwordTooCommon', password);
    expect(serverMessages.passwordTooCommon).toMatch(
      /common ones that attackers try first\. Please choose another/,
    );
    expect(await api.store.users.getByUsername('maya')).toBeUndefined();
  });

  it("is refused when it is quick to guess, or made of the person's own names", async () => {
    const api = await createTestApi();
    expectRefusal(await signUp(api, 'long enough'), 422, 'passwordTooWeak');
    expect(serverMessages.passwordTooWeak).toMatch(/too easy to guess\. Please make it longer/);
    for (const password of ['maya2024maya', 'MAYA.stone!!', 'maya@example.org'])
      expectRefusal(await signUp(api, password), 422, 'passwordLikeName', password);
    expect(await api.store.users.getByUsername('maya')).toBeUndefined();
  });

  it('lets a strong one through, which then logs in', async () => {
    const api = await createTestApi();
    expect((await signUp(api, strong)).status).toBe(201);
    expect(await api.login('maya', strong)).toBeTruthy();
  });
});

describe('a new password at a change', () => {
  const kenji = { username: 'kenji.rides', password: seededPassword('kenji.rides') };

  it('is refused when common, weak or like the names, and the old one still works', async () => {
    const api = await createTestApi();
    const token = await api.login(kenji.username);
    const change = (newPassword: string) =>
      api.call('POST', '/api/account/password', {
        token,
        body: { currentPassword: kenji.password, newPassword },
      });
    for (const password of common)
      expectRefusal(await change(password), 422, 'passwordTooCommon', password);
    expectRefusal(await change('January 2021'), 422, 'passwordTooWeak');
    expectRefusal(await change('kenji.rides.2024'), 422, 'passwordLikeName');
    expect(await api.login(kenji.username)).toBeTruthy();
    expect((await change(strong)).status).toBe(200);
    expect(await api.login(kenji.username, strong)).toBeTruthy();
  });
});

describe('an email address at sign-up', () => {
  it('is refused with 422 email_taken when an account has it, in any case', async () => {
    const api = await createTestApi();
    const maya = await api.store.users.getByUsername('maya.clay');
    const answer = await api.call('POST', apiPaths.signup(), {
      body: { ...newPerson, email: maya!.email.toUpperCase(), password: strong },
    });
    expectRefusal(answer, 422, 'emailTaken');
    expect(await api.store.users.getByUsername('maya')).toBeUndefined();
    expect((await signUp(api, strong)).status).toBe(201);
    const again = await api.call('POST', apiPaths.signup(), {
      body: { ...newPerson, username: 'maya.two', email: ' Maya@Example.org ', password: strong },
    });
    expect(again.status).toBe(422);
  });
});
