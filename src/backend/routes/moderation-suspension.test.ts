import { describe, expect, it } from 'vitest';
import { accountSuspendedMessage, apiPaths, tokenRefusalHeader } from '@/contract';
import { createMemoryEventBus } from '../events/memory-event-bus';
import { moderationWorld } from '../moderation/testing/moderation-world';
import { readEvents } from '../testing/event-reader';
import { expectRefusal } from '../testing/refusals';
import { seededPassword } from '../testing/test-api';

const day = 24 * 60 * 60;
const kenji = '5';

describe('suspending an account', () => {
  it('refuses its login with 403 and until when, and lets it in again once lifted', async () => {
    const w = await moderationWorld();
    const suspended = await w.suspend('tariq.codes', kenji, { note: 'Spam', durationSeconds: day });
    expect(suspended.status).toBe(200);
    expect(suspended.body.action).toMatchObject({
      kind: 'suspend',
      note: 'Spam',
      until: '2026-11-22T12:00:00.000+00:00',
    });
    const login = await w.api.call('POST', '/api/auth/login', {
      body: { username: 'kenji.rides', password: seededPassword('kenji.rides') },
    });
    expect(login.status).toBe(403);
    expect(login.body).toEqual({
      errors: ['This account is suspended until 2026-11-22 12:00:00 UTC.'],
      code: 'account_suspended',
    });
    expect((await w.unsuspend('tariq.codes', kenji, 'Appeal granted')).status).toBe(200);
    expect((await w.api.login('kenji.rides')).length).toBeGreaterThan(0);
  });

  it('for a time ends by itself; for good says so', async () => {
    const w = await moderationWorld();
    await w.suspend('tariq.codes', kenji, { note: 'Cool off', durationSeconds: 3600 });
    w.api.advance(3601_000);
    expect((await w.api.login('kenji.rides')).length).toBeGreaterThan(0);
    await w.suspend('tariq.codes', '6', { note: 'Spam bot' });
    const login = await w.api.call('POST', '/api/auth/login', {
      body: { username: 'lucia_reads', password: seededPassword('lucia_reads') },
    });
    expect(login.body.errors).toEqual([accountSuspendedMessage(null)]);
    expect((await w.log()).body.actions[0]).toMatchObject({ kind: 'suspend', until: null });
  });

  it('ends its sessions at once: its token is refused with the message and the challenge', async () => {
    const w = await moderationWorld();
    const token = await w.tokenOf('kenji.rides');
    await w.suspend('tariq.codes', kenji, { note: 'Spam', durationSeconds: day });
    const answer = await w.api.call('GET', '/api/feed', { token });
    expect(answer.status).toBe(403);
    expect(answer.body.errors).toEqual([
      'This account is suspended until 2026-11-22 12:00:00 UTC.',
    ]);
    expect(answer.headers.get(tokenRefusalHeader)).toMatch(/invalid_token/);
  });

  it('closes its open event streams at once', async () => {
    const events = createMemoryEventBus();
    const w = await moderationWorld({ events });
    const response = await w.api.app.request(apiPaths.events(), {
      headers: { authorization: await w.tokenOf('kenji.rides') },
    });
    expect(response.status).toBe(200);
    const stream = readEvents(response);
    const ended: string[] = [];
    events.subscribe({
      created: () => undefined,
      notificationsChanged: () => undefined,
      accountsEnded: ({ endedUserIds }) => ended.push(...endedUserIds),
      interrupted: () => undefined,
      closed: () => undefined,
    });
    await w.suspend('tariq.codes', kenji, { note: 'Spam', durationSeconds: day });
    await stream.ended();
    // The other processes hear it through the bus.
    expect(ended).toEqual([kenji]);
  });

  it('hides its profile and post pages from everyone but moderators', async () => {
    const w = await moderationWorld();
    await w.suspend('maya.clay', '3', { note: 'Spam' });
    const lucia = await w.tokenOf('lucia_reads');
    for (const path of ['/api/users/tariq.codes', '/api/profiles/3', '/api/users/3/followers'])
      expectRefusal(
        await w.api.call('GET', path, { token: lucia }),
        404,
        'userNotRegistered',
        path,
      );
    expectRefusal(await w.api.call('GET', '/api/posts/p02'), 404, 'postNotFound');
    const maya = await w.tokenOf('maya.clay');
    expect((await w.api.call('GET', '/api/posts/p02', { token: maya })).status).toBe(200);
    expect((await w.api.call('GET', '/api/profiles/3', { token: maya })).status).toBe(200);
    expect(await w.api.store.users.isSuspended('3', new Date('2026-11-21T12:00:00Z'))).toBe(true);
  });

  it('is refused on oneself, on staff by a moderator, on nobody; lifting needs a suspension', async () => {
    const w = await moderationWorld();
    expectRefusal(await w.suspend('tariq.codes', '3', { note: 'x' }), 400, 'cannotModerateSelf');
    expectRefusal(await w.suspend('tariq.codes', '2', { note: 'x' }), 403, 'cannotModerateStaff');
    expectRefusal(await w.suspend('tariq.codes', 'zz', { note: 'x' }), 404, 'accountNotFound');
    expectRefusal(await w.unsuspend('tariq.codes', kenji), 400, 'notSuspended');
    // An admin may suspend a moderator.
    expect((await w.suspend('maya.clay', '3', { note: 'Abuse of tools' })).status).toBe(200);
  });
});
