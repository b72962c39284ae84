import { describe, expect, it } from 'vitest';
import { signupAwaitingApprovalMessage } from '@/contract';
import { moderationWorld } from '../moderation/testing/moderation-world';
import { expectRefusal } from '../testing/refusals';
import type { TestApiOptions } from '../testing/test-api';

const noor = {
  firstName: 'Noor',
  lastName: 'Said',
  username: 'noor',
  email: 'noor@example.com',
  password: 'long-enough-1',
};
const week = 7 * 24 * 60 * 60;

async function world(options: TestApiOptions) {
  const w = await moderationWorld(options);
  const signup = (body: Record<string, unknown> = noor) =>
    w.api.call('POST', '/api/auth/signup', { body });
  const config = async () => (await w.api.call<Record<string, unknown>>('GET', '/api/config')).body;
  const login = (username = 'noor') =>
    w.api.call('POST', '/api/auth/login', { body: { username, password: noor.password } });
  const invite = (
    as: string,
    body: Record<string, unknown> = { maxUses: 1, expiresInSeconds: week },
  ) => w.send('createInvite', as, '/api/invites', 'POST', body);
  return { ...w, signup, config, login, invite };
}

describe('REGISTRATIONS=open (the default)', () => {
  it('signs up and logs in at once, and says so in the config', async () => {
    const w = await world({});
    expect(await w.config()).toEqual({
      guestAccount: true,
      registrations: 'open',
      invitesByUsers: false,
      requireVerifiedEmail: false,
      requireAltText: false,
    });
    const answer = await w.signup();
    expect(answer.status).toBe(201);
    expect(answer.body.createdUser.role).toBe('user');
    expect((await w.login()).status).toBe(200);
  });
});

describe('REGISTRATIONS=closed', () => {
  it('refuses every signup with 403 and a message', async () => {
    const w = await world({ registrations: 'closed' });
    expect((await w.config()).registrations).toBe('closed');
    expectRefusal(await w.signup(), 403, 'registrationsClosed');
    expect(await w.api.store.users.getByUsername('noor')).toBeUndefined();
  });
});

describe('REGISTRATIONS=approval', () => {
  it('answers 202, refuses the login until a moderator approves it', async () => {
    const w = await world({ registrations: 'approval' });
    const answer = await w.signup();
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({ message: signupAwaitingApprovalMessage });
    expectRefusal(await w.login(), 403, 'awaitingApproval');
    const waiting = await w.send('signups', 'tariq.codes', '/api/moderation/signups', 'GET');
    expect(waiting.body.users).toMatchObject([{ username: 'noor', email: 'noor@example.com' }]);
    const id = waiting.body.users[0]._id as string;
    const approved = await w.send(
      'approveSignup',
      'tariq.codes',
      `/api/moderation/signups/${id}/approve`,
      'POST',
      { note: 'Welcome' },
    );
    expect(approved.body.action).toMatchObject({ kind: 'approve', note: 'Welcome' });
    expect((await w.login()).status).toBe(200);
    expect(
      (await w.send('signups', 'tariq.codes', '/api/moderation/signups', 'GET')).body.users,
    ).toEqual([]);
  });

  it('deletes a rejected sign-up; approving someone approved is 404', async () => {
    const w = await world({ registrations: 'approval' });
    await w.signup();
    const id = (await w.api.store.users.getByUsername('noor'))!._id;
    const path = (action: string) => `/api/moderation/signups/${id}/${action}`;
    expect(
      (await w.send('rejectSignup', 'tariq.codes', path('reject'), 'POST', { note: 'Bot' })).status,
    ).toBe(200);
    expect(await w.api.store.users.getByUsername('noor')).toBeUndefined();
    expectRefusal(
      await w.send('approveSignup', 'tariq.codes', path('approve'), 'POST', { note: 'x' }),
      404,
      'signupNotFound',
    );
    expectRefusal(await w.login(), 404, 'userNotRegistered');
    // The username is free again.
    expect((await w.signup()).status).toBe(202);
  });
});

describe('REGISTRATIONS=invite', () => {
  it('needs a valid code: missing, unknown, used up and expired ones are 400', async () => {
    const w = await world({ registrations: 'invite' });
    expectRefusal(await w.signup(), 400, 'inviteRequired');
    expectRefusal(await w.signup({ ...noor, inviteCode: 'nope' }), 400, 'inviteInvalid');
    const made = await w.invite('tariq.codes');
    expect(made.status).toBe(201);
    const { code } = made.body.invite as { code: string };
    expect((await w.signup({ ...noor, inviteCode: code })).status).toBe(201);
    expectRefusal(
      await w.signup({ ...noor, username: 'noor2', inviteCode: code }),
      400,
      'inviteInvalid',
    );
    const later = (await w.invite('tariq.codes', { maxUses: 5, expiresInSeconds: 60 })).body;
    w.api.advance(61_000);
    expectRefusal(
      await w.signup({ ...noor, username: 'noor3', inviteCode: later.invite.code }),
      400,
      'inviteInvalid',
    );
    const mine = await w.send('invites', 'tariq.codes', '/api/invites', 'GET');
    expect(mine.body.invites.map((i: { uses: number }) => i.uses)).toEqual([0, 1]);
  });

  it('lets only moderators make codes unless INVITES_BY_USERS, and withdraws one’s own', async () => {
    const w = await world({ registrations: 'invite' });
    expectRefusal(await w.invite('kenji.rides'), 403, 'invitesNotAllowed');
    const byUsers = await world({ registrations: 'invite', invitesByUsers: true });
    const made = await byUsers.invite('kenji.rides');
    expect(made.status).toBe(201);
    const path = `/api/invites/${made.body.invite.code}`;
    expectRefusal(
      await byUsers.send('deleteInvite', 'lucia_reads', path, 'DELETE'),
      404,
      'inviteNotFound',
    );
    expect((await byUsers.send('deleteInvite', 'kenji.rides', path, 'DELETE')).body).toEqual({
      deleted: true,
    });
    expectRefusal(
      await byUsers.signup({ ...noor, inviteCode: made.body.invite.code }),
      400,
      'inviteInvalid',
    );
    // Two worlds, each with its own store, take a while on a busy PostgreSQL.
  }, 15_000);
});
