import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { errorCodes, apiPaths, serverMessages, tokenRefusalChallenge } from '@/contract';
import { createMemoryStore } from '../store/memory-store';
import { createTestApi, createTestApiAs, type ApiAnswer } from '../testing/test-api';
import { expectRefusal } from '../testing/refusals';

// A refusal of the token itself carries RFC 6750's challenge beside its usual status and body,
// so that the web app ends its session without asking again; no other answer carries it.
const challengeOf = (answer: ApiAnswer) => answer.headers.get('WWW-Authenticate');
const invalid = { errors: [serverMessages.invalidToken], code: errorCodes.invalidToken };

describe('the challenge of a refused token', () => {
  it('marks a forged token', async () => {
    const api = await createTestApi();
    const forged = await new SignJWT({ _id: '8', username: 'guest' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setExpirationTime('1h')
      .sign(new Uint8Array(32).fill(9));
    for (const token of [forged, `Bearer ${forged}`, 'garbage']) {
      const answer = await api.call('GET', apiPaths.bookmarks(), { token });
      expect(answer.status, token).toBe(401);
      expect(answer.body).toEqual(invalid);
      expect(challengeOf(answer)).toBe(tokenRefusalChallenge);
    }
  });

  it('marks an expired token', async () => {
    const { api, token } = await createTestApiAs('guest');
    api.advance(8 * 24 * 60 * 60 * 1000);
    const answer = await api.call('POST', apiPaths.like('p01'), { token });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual(invalid);
    expect(challengeOf(answer)).toBe(tokenRefusalChallenge);
  });

  it('marks a revoked token, on a write, a read, the event stream and logout itself', async () => {
    const { api, token } = await createTestApiAs('guest');
    expect((await api.call('POST', apiPaths.logout(), { token })).status).toBe(200);
    for (const [method, path] of [
      ['POST', apiPaths.bookmark('p01')],
      ['GET', apiPaths.bookmarks()],
      ['GET', apiPaths.events()],
      ['POST', apiPaths.logout()],
    ] as const) {
      const answer = await api.call(method, path, { token });
      expect(answer.status, path).toBe(401);
      expect(answer.body).toEqual(invalid);
      expect(challengeOf(answer), path).toBe(tokenRefusalChallenge);
    }
  });

  it('marks the 404 for a token whose user is gone, its status and body unchanged', async () => {
    const memory = createMemoryStore();
    const hidden = new Set<string>();
    // The session is read with its user: hiding the user there is what a deleted user looks like.
    const store = {
      ...memory,
      sessions: {
        ...memory.sessions,
        getWithUser: async (id: string) => {
          const found = await memory.sessions.getWithUser(id);
          return found && hidden.has(found.session.userId) ? { ...found, user: undefined } : found;
        },
      },
    };
    const { api, token } = await createTestApiAs('guest', { store });
    hidden.add('8');
    const answer = await api.call('GET', apiPaths.bookmarks(), { token });
    expectRefusal(answer, 404, 'userNotRegistered');
    expect(challengeOf(answer)).toBe(tokenRefusalChallenge);
  });

  it('leaves out a request without a token: nothing of a session was refused', async () => {
    const api = await createTestApi();
    const answer = await api.call('GET', apiPaths.bookmarks());
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual(invalid);
    expect(challengeOf(answer)).toBeNull();
  });

  it('leaves out the 404s of a live token: a missing post, an unknown user to follow', async () => {
    const { api, token } = await createTestApiAs('guest');
    const post = await api.call('POST', apiPaths.like('p99'), { token });
    expectRefusal(post, 404, 'postNotFound');
    expect(challengeOf(post)).toBeNull();
    const user = await api.call('POST', apiPaths.follow('no-such-user'), { token });
    expectRefusal(user, 404, 'userNotRegistered');
    expect(challengeOf(user)).toBeNull();
  });

  it('leaves out a read open to anyone, which takes a refused token as no token', async () => {
    const api = await createTestApi();
    const answer = await api.call('GET', apiPaths.post('p01'), { token: 'garbage' });
    expect(answer.status).toBe(200);
    expect(challengeOf(answer)).toBeNull();
  });
});
