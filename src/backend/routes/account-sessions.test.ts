import { describe, expect, it, vi } from 'vitest';
import { answerSchemas, apiPaths, type AccountSession } from '@/contract';
import { lastSeenStepMs } from '../account/last-seen';
import { readEvents } from '../testing/event-reader';
import { expectRefusal } from '../testing/refusals';
import {
  createTestApi,
  minute,
  seededPassword,
  testClockStart,
  type TestApi,
} from '../testing/test-api';

const agents = {
  firefoxOnWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  safariOnIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
};

const at = (ms: number) => new Date(Date.parse(testClockStart) + ms).toISOString();
const sameInstant = (text: string) => new Date(Date.parse(text)).toISOString();

/** Logs in as a seeded person from a browser and an address. */
async function loginFrom(api: TestApi, username: string, agent?: string, address = '203.0.113.7') {
  const answer = await api.call<{ encodedToken: string }>('POST', '/api/auth/login', {
    body: { username, password: seededPassword(username) },
    headers: { 'x-test-client': address, ...(agent ? { 'user-agent': agent } : {}) },
  });
  expect(answer.status).toBe(200);
  return answer.body.encodedToken;
}

const listOf = async (api: TestApi, token: string, query = '') => {
  const answer = await api.call<{ sessions: AccountSession[]; nextCursor: string | null }>(
    'GET',
    `/api/account/sessions${query}`,
    { token },
  );
  expect(answer.status).toBe(200);
  expect(answerSchemas.accountSessions[0].safeParse(answer.body).success).toBe(true);
  return answer.body;
};

const feedStatus = async (api: TestApi, token: string) =>
  (await api.call('GET', '/api/feed', { token })).status;

describe('GET /api/account/sessions', () => {
  it("lists the owner's live sessions newest first: device, address, created, last seen, and this one", async () => {
    const api = await createTestApi();
    await loginFrom(api, 'kenji.rides', agents.firefoxOnWindows, '::ffff:203.0.113.7');
    api.advance(minute);
    const phone = await loginFrom(api, 'kenji.rides', agents.safariOnIphone, '2001:db8::5');
    api.advance(minute);
    const ended = await loginFrom(api, 'kenji.rides');
    await api.call('POST', '/api/auth/logout', { token: ended });
    await loginFrom(api, 'maya.clay', agents.firefoxOnWindows);

    const { sessions, nextCursor } = await listOf(api, phone);
    expect(nextCursor).toBeNull();
    expect(sessions.map(({ _id: _, ...rest }) => rest)).toEqual([
      {
        device: 'Safari on iPhone',
        address: '2001:db8::5',
        createdAt: expect.any(String),
        lastSeenAt: expect.any(String),
        current: true,
      },
      {
        device: 'Firefox on Windows',
        address: '203.0.113.7',
        createdAt: expect.any(String),
        lastSeenAt: expect.any(String),
        current: false,
      },
    ]);
    expect(sessions.map((session) => sameInstant(session.createdAt))).toEqual([at(minute), at(0)]);
    expect(sessions.map((session) => sameInstant(session.lastSeenAt))).toEqual([at(minute), at(0)]);
  });

  it('says so of a session whose browser is unknown, and pages with a cursor', async () => {
    const api = await createTestApi();
    await loginFrom(api, 'kenji.rides', 'curl/8.5.0');
    await loginFrom(api, 'kenji.rides');
    const token = await loginFrom(api, 'kenji.rides', agents.firefoxOnWindows);
    const first = await listOf(api, token, '?limit=2');
    expect(first.sessions.map((session) => session.device)).toEqual([
      'Firefox on Windows',
      'Unknown device',
    ]);
    const second = await listOf(api, token, `?limit=2&cursor=${first.nextCursor}`);
    expect(second).toEqual({
      sessions: [expect.objectContaining({ device: 'Unknown device', current: false })],
      nextCursor: null,
    });
    expect((await api.call('GET', '/api/account/sessions')).status).toBe(401);
  });

  it('leaves out sessions that have expired', async () => {
    const api = await createTestApi();
    await loginFrom(api, 'kenji.rides');
    api.advance(7 * 24 * 60 * minute - minute);
    const token = await loginFrom(api, 'kenji.rides');
    expect((await listOf(api, token)).sessions).toHaveLength(2);
    api.advance(2 * minute);
    expect((await listOf(api, token)).sessions).toEqual([
      expect.objectContaining({ current: true }),
    ]);
  });

  it('moves last seen when a request comes after a few minutes, never on every request', async () => {
    const api = await createTestApi();
    const token = await loginFrom(api, 'kenji.rides');
    const [{ _id: sessionId }] = (await listOf(api, token)).sessions as [AccountSession];
    const touch = vi.spyOn(api.store.sessions, 'touch');
    const lastSeen = async () => sameInstant((await api.store.sessions.get(sessionId))!.lastSeenAt);

    for (let step = 0; step < 4; step += 1) {
      api.advance(minute);
      expect(await feedStatus(api, token)).toBe(200);
    }
    expect(await lastSeen()).toBe(at(0));
    expect(touch).not.toHaveBeenCalled();

    api.advance(lastSeenStepMs - 4 * minute + 1);
    for (let call = 0; call < 5; call += 1) expect(await feedStatus(api, token)).toBe(200);
    expect(await lastSeen()).toBe(at(lastSeenStepMs + 1));
    expect(touch).toHaveBeenCalledTimes(1);
    expect((await listOf(api, token)).sessions[0]!.lastSeenAt).toSatisfy(
      (text: string) => sameInstant(text) === at(lastSeenStepMs + 1),
    );
  });
});

describe('DELETE /api/account/sessions/:sessionId', () => {
  it("ends the owner's other session: its token is refused at once and its stream ends", async () => {
    const api = await createTestApi();
    const laptop = await loginFrom(api, 'kenji.rides', agents.firefoxOnWindows);
    const phone = await loginFrom(api, 'kenji.rides', agents.safariOnIphone);
    const stream = readEvents(
      await api.app.request(apiPaths.events(), { headers: { authorization: laptop } }),
    );
    const other = (await listOf(api, phone)).sessions.find((session) => !session.current)!;

    const answer = await api.call('DELETE', `/api/account/sessions/${other._id}`, { token: phone });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ended: true });
    expect(answerSchemas.endSession[0].safeParse(answer.body).success).toBe(true);

    expectRefusal(await api.call('GET', '/api/feed', { token: laptop }), 401, 'invalidToken');
    await stream.ended();
    expect(await feedStatus(api, phone)).toBe(200);
    expect((await listOf(api, phone)).sessions).toEqual([
      expect.objectContaining({ device: 'Safari on iPhone', current: true }),
    ]);
    // Ended, it is no longer the owner's live session.
    expectRefusal(
      await api.call('DELETE', `/api/account/sessions/${other._id}`, { token: phone }),
      404,
      'sessionNotFound',
    );
  });

  it("answers 404 for someone else's session and an unknown id, and ends nothing", async () => {
    const api = await createTestApi();
    const kenji = await loginFrom(api, 'kenji.rides');
    const maya = await loginFrom(api, 'maya.clay');
    const [kenjiSession] = (await listOf(api, kenji)).sessions as [AccountSession];
    for (const id of [kenjiSession._id, 'no-such-session'])
      expectRefusal(
        await api.call('DELETE', `/api/account/sessions/${id}`, { token: maya }),
        404,
        'sessionNotFound',
      );
    expect(await feedStatus(api, kenji)).toBe(200);
    expect(await feedStatus(api, maya)).toBe(200);
  });

  it('ends this very session too, as a logout does', async () => {
    const api = await createTestApi();
    const token = await loginFrom(api, 'kenji.rides');
    const [session] = (await listOf(api, token)).sessions as [AccountSession];
    const answer = await api.call('DELETE', `/api/account/sessions/${session._id}`, { token });
    expect(answer.status).toBe(200);
    expect(await feedStatus(api, token)).toBe(401);
  });
});

describe('POST /api/account/sessions/end-others', () => {
  it('ends every other session and its streams, keeps this one, and says how many', async () => {
    const api = await createTestApi();
    const others = [await loginFrom(api, 'kenji.rides'), await loginFrom(api, 'kenji.rides')];
    const here = await loginFrom(api, 'kenji.rides');
    const maya = await loginFrom(api, 'maya.clay');
    const stream = readEvents(
      await api.app.request(apiPaths.events(), { headers: { authorization: others[0]! } }),
    );

    const answer = await api.call('POST', '/api/account/sessions/end-others', { token: here });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ sessionsEnded: 2 });
    expect(answerSchemas.endOtherSessions[0].safeParse(answer.body).success).toBe(true);

    for (const token of others) expect(await feedStatus(api, token)).toBe(401);
    await stream.ended();
    expect(await feedStatus(api, here)).toBe(200);
    expect(await feedStatus(api, maya)).toBe(200);
    expect((await listOf(api, here)).sessions).toHaveLength(1);
    const again = await api.call('POST', '/api/account/sessions/end-others', { token: here });
    expect(again.body).toEqual({ sessionsEnded: 0 });
  });
});

describe("the shared guest's sessions", () => {
  it("lists only the guest's own session and refuses to end anyone else's", async () => {
    const api = await createTestApi();
    const stranger = await loginFrom(api, 'guest', agents.firefoxOnWindows);
    const visitor = await loginFrom(api, 'guest', agents.safariOnIphone);

    const { sessions, nextCursor } = await listOf(api, visitor);
    expect(nextCursor).toBeNull();
    expect(sessions).toEqual([
      expect.objectContaining({ device: 'Safari on iPhone', current: true }),
    ]);
    const strangerSession = (await listOf(api, stranger)).sessions[0]!;

    expectRefusal(
      await api.call('POST', '/api/account/sessions/end-others', { token: visitor }),
      403,
      'guestSessionsShared',
    );
    for (const id of [strangerSession._id, 'no-such-session'])
      expectRefusal(
        await api.call('DELETE', `/api/account/sessions/${id}`, { token: visitor }),
        403,
        'guestSessionsShared',
      );
    expect(await feedStatus(api, stranger)).toBe(200);

    const own = sessions[0]!._id;
    expect(
      (await api.call('DELETE', `/api/account/sessions/${own}`, { token: visitor })).status,
    ).toBe(200);
    expect(await feedStatus(api, visitor)).toBe(401);
    expect(await feedStatus(api, stranger)).toBe(200);
  });
});
