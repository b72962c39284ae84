import { describe, expect, it } from 'vitest';
import { endpoints, pathOf, serverMessages } from '@/contract';
import { moderationWorld } from '../moderation/testing/moderation-world';
import { expectInvalidField, expectRefusal } from '../testing/refusals';
import { createTestApi, seededPassword, seededSummary } from '../testing/test-api';

const moderationRows = [
  endpoints.reportQueue,
  endpoints.dismissReport,
  endpoints.removeReported,
  endpoints.warnReported,
  endpoints.moderationLog,
  endpoints.signups,
  endpoints.setRole,
  endpoints.suspendUser,
  endpoints.unsuspendUser,
  endpoints.approveSignup,
  endpoints.rejectSignup,
  endpoints.moderatedUser,
];
const params = { reportId: 'r1', userId: '5' };

describe('roles', () => {
  it('show the owner their role when they log in, and nobody else', async () => {
    const w = await moderationWorld();
    const login = await w.api.call('POST', '/api/auth/login', {
      body: { username: 'tariq.codes', password: seededPassword('tariq.codes') },
    });
    expect(login.body.foundUser.role).toBe('moderator');
    const profile = await w.api.call('GET', '/api/users/tariq.codes');
    expect(profile.body.user).not.toHaveProperty('role');
  });

  it('are set by admins only: 403 for moderators and users', async () => {
    const w = await moderationWorld();
    expectRefusal(await w.setRole('tariq.codes', '5', 'moderator'), 403, 'notAdmin');
    expectRefusal(await w.setRole('kenji.rides', '5', 'moderator'), 403, 'notStaff');
    const set = await w.setRole('maya.clay', '5', 'moderator');
    expect(set.status).toBe(200);
    expect(set.body.user).toEqual({
      ...seededSummary('kenji.rides'),
      role: 'moderator',
      suspendedUntil: null,
    });
    const log = await w.log();
    expect(log.body.actions[0]).toMatchObject({
      kind: 'role',
      role: 'moderator',
      moderator: seededSummary('maya.clay'),
      user: seededSummary('kenji.rides'),
    });
  });

  it('never make the guest more than a user, and refuse an unknown role', async () => {
    const w = await moderationWorld();
    expectRefusal(await w.setRole('maya.clay', '8', 'moderator'), 403, 'guestRoleRefused');
    expect((await w.setRole('maya.clay', '8', 'user')).status).toBe(200);
    expectInvalidField(
      await w.setRole('maya.clay', '5', 'owner'),
      'role must be user, moderator or admin',
    );
    expectRefusal(await w.setRole('maya.clay', 'nobody', 'user'), 404, 'accountNotFound');
    expectRefusal(await w.setRole('maya.clay', '2', 'user'), 400, 'cannotModerateSelf');
  });
});

describe('the moderation paths', () => {
  it('answer 403 with a message to everyone but moderators and admins, on every path', async () => {
    const w = await moderationWorld();
    const token = await w.tokenOf('kenji.rides');
    for (const row of moderationRows) {
      const path = pathOf(row, params);
      const answer = await w.api.call(row.method, path, {
        token,
        ...(row.method === 'POST' ? { body: { note: 'x', role: 'user' } } : {}),
      });
      expectRefusal(answer, 403, 'notStaff', path);
    }
  });

  it('answer 401 without a token', async () => {
    const api = await createTestApi();
    for (const row of [...moderationRows, endpoints.report]) {
      const path = pathOf(row, params);
      expectRefusal(await api.call(row.method, path), 401, 'invalidToken', path);
    }
  });
});

describe('reports', () => {
  const spam = { targetType: 'post', targetId: 'p01', reason: 'spam', comment: 'Ads' };

  it('answer 201 with the report; a second open one of the same target is 409', async () => {
    const w = await moderationWorld();
    const first = await w.report('kenji.rides', spam);
    expect(first.status).toBe(201);
    expect(first.body.report).toEqual({
      _id: expect.any(String),
      targetType: 'post',
      targetId: 'p01',
      reason: 'spam',
      comment: 'Ads',
      createdAt: '2026-11-21T12:00:00.000+00:00',
      resolved: false,
    });
    expectRefusal(await w.report('kenji.rides', spam), 409, 'alreadyReported');
    // Someone else may report it too.
    expect((await w.report('lucia_reads', { ...spam, reason: 'harassment' })).status).toBe(201);
  });

  it('refuse one’s own post or account (400), an unknown target (404), a bad body (422)', async () => {
    const w = await moderationWorld();
    expectRefusal(await w.report('maya.clay', spam), 400, 'cannotReportSelf');
    expectRefusal(
      await w.report('maya.clay', { targetType: 'user', targetId: '2', reason: 'spam' }),
      400,
      'cannotReportSelf',
    );
    expectRefusal(
      await w.report('kenji.rides', { ...spam, targetId: 'nope' }),
      404,
      'reportTargetNotFound',
    );
    expectRefusal(
      await w.report('kenji.rides', { ...spam, targetType: 'reply' }),
      404,
      'reportTargetNotFound',
    );
    expectInvalidField(
      await w.report('kenji.rides', { ...spam, reason: 'rude' }),
      'reason must be spam, harassment, illegal or other',
    );
    expectInvalidField(
      await w.report('kenji.rides', { ...spam, comment: 'x'.repeat(1001) }),
      'comment must be at most 1000 characters',
    );
  });
});

describe('the report queue', () => {
  it('groups open reports by target with the content, the reporters and the history', async () => {
    const w = await moderationWorld();
    await w.report('kenji.rides', { targetType: 'post', targetId: 'p01', reason: 'spam' });
    await w.report('lucia_reads', {
      targetType: 'post',
      targetId: 'p01',
      reason: 'other',
      comment: 'Odd',
    });
    await w.report('kenji.rides', { targetType: 'reply', targetId: 'c03', reason: 'harassment' });
    const { body } = await w.queue();
    expect(body.nextCursor).toBeNull();
    expect(body.groups).toHaveLength(2);
    expect(body.groups[0]).toMatchObject({
      targetType: 'post',
      targetId: 'p01',
      user: { ...seededSummary('maya.clay'), role: 'admin', suspendedUntil: null },
      content: { postId: 'p01' },
      reportCount: 2,
      history: [],
    });
    expect(body.groups[0].reports.map((r: { reason: string }) => r.reason)).toEqual([
      'spam',
      'other',
    ]);
    expect(body.groups[1]).toMatchObject({ targetType: 'reply', targetId: 'c03' });
  });

  it('pages with a cursor, without gaps or repeats', async () => {
    const w = await moderationWorld();
    for (const targetId of ['p01', 'p02', 'p03'])
      await w.report('lucia_reads', { targetType: 'post', targetId, reason: 'spam' });
    const first = await w.queue('tariq.codes', '?limit=2');
    expect(first.body.groups.map((g: { targetId: string }) => g.targetId)).toEqual(['p01', 'p02']);
    const second = await w.queue('tariq.codes', `?limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body.groups.map((g: { targetId: string }) => g.targetId)).toEqual(['p03']);
    expect(second.body.nextCursor).toBeNull();
  });
});

describe('moderators’ actions', () => {
  it('remove a post for everyone, tell its author why, and resolve its reports', async () => {
    const w = await moderationWorld();
    const { body } = await w.report('kenji.rides', {
      targetType: 'post',
      targetId: 'p02',
      reason: 'spam',
    });
    await w.report('lucia_reads', { targetType: 'post', targetId: 'p02', reason: 'spam' });
    const removed = await w.act('maya.clay', body.report._id, 'remove', 'Link farm');
    expect(removed.status).toBe(200);
    expect(removed.body.action).toMatchObject({ kind: 'remove', note: 'Link farm' });
    expect((await w.api.call('GET', '/api/posts/p02')).status).toBe(404);
    expect((await w.queue()).body.groups).toEqual([]);
    const tariq = await w.api.call('GET', '/api/notifications', {
      token: await w.tokenOf('tariq.codes'),
    });
    expect(tariq.body.notifications[0]).toMatchObject({
      kind: 'moderation',
      actors: [],
      actorCount: 0,
      moderation: { action: 'remove', note: 'Link farm' },
    });
    // Acted on already: another moderator's second try is 404.
    expectRefusal(await w.act('tariq.codes', body.report._id, 'dismiss'), 404, 'reportNotFound');
  });

  it('warn a reply’s author, dismiss, and keep every action in the log, newest first', async () => {
    const w = await moderationWorld();
    const reply = await w.report('maya.clay', {
      targetType: 'reply',
      targetId: 'c02',
      reason: 'harassment',
    });
    const user = await w.report('maya.clay', { targetType: 'user', targetId: '6', reason: 'spam' });
    expect((await w.act('tariq.codes', reply.body.report._id, 'warn', 'Be kind')).status).toBe(200);
    expectRefusal(
      await w.act('tariq.codes', user.body.report._id, 'remove'),
      400,
      'reportNotRemovable',
    );
    expect((await w.act('tariq.codes', user.body.report._id, 'dismiss', 'Fine')).status).toBe(200);
    const kenji = await w.api.call('GET', '/api/notifications', {
      token: await w.tokenOf('kenji.rides'),
    });
    expect(kenji.body.notifications[0].moderation).toEqual({ action: 'warn', note: 'Be kind' });
    const log = await w.log('tariq.codes', '?limit=1');
    expect(log.body.actions).toMatchObject([{ kind: 'dismiss', note: 'Fine' }]);
    const rest = await w.log('tariq.codes', `?cursor=${log.body.nextCursor}`);
    expect(rest.body.actions).toMatchObject([
      { kind: 'warn', note: 'Be kind', user: seededSummary('kenji.rides') },
    ]);
    // The next report about kenji shows the warning in his history.
    await w.report('lucia_reads', { targetType: 'user', targetId: '5', reason: 'spam' });
    const { body } = await w.queue();
    expect(body.groups[0].history).toMatchObject([{ kind: 'warn', note: 'Be kind' }]);
  });

  it('need a note, and leave the staff to admins', async () => {
    const w = await moderationWorld();
    const { body } = await w.report('kenji.rides', {
      targetType: 'post',
      targetId: 'p01',
      reason: 'spam',
    });
    expectInvalidField(
      await w.act('tariq.codes', body.report._id, 'warn', '  '),
      'note is required: say why',
    );
    expectRefusal(
      await w.act('tariq.codes', body.report._id, 'remove', 'x'),
      403,
      'cannotModerateStaff',
    );
    expect(serverMessages.cannotModerateStaff).toMatch(/admin/);
  });
});
