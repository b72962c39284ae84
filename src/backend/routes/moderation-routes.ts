import {
  endpoints,
  inviteBodySchema,
  noteBodySchema,
  reportBodySchema,
  roleBodySchema,
  suspendBodySchema,
} from '@/contract';
import type { ResolvedDeps } from '../deps';
import { badRequest } from '../http/api-error';
import type { HandlerOf, On } from '../http/endpoint-router';
import { readPageParams } from '../http/paging';
import { readJson } from '../http/read-body';
import { actOnReport, type ReportAction } from '../moderation/actions';
import { createInvite, deleteInvite, invitesPage } from '../moderation/invites';
import { presentActions, presentModeratedUser, presentReport } from '../moderation/present';
import { moderationLog, reportQueue } from '../moderation/queue';
import { fileReport } from '../moderation/reports';
import { changeRole } from '../moderation/roles';
import { approveSignup, rejectSignup, signupsPage } from '../moderation/signups';
import { requireAdmin, requireStaff } from '../moderation/staff';
import { suspendUser, unsuspendUser } from '../moderation/suspensions';
import { findAccount } from '../moderation/accounts';

const report =
  (deps: ResolvedDeps): HandlerOf<'report'> =>
  async (c, call) => {
    const body = await readJson(c, reportBodySchema, deps.maxJsonBytes);
    return call.json({ report: presentReport(await fileReport(deps, c.get('user'), body)) }, 201);
  };

const queue =
  (deps: ResolvedDeps): HandlerOf<'reportQueue'> =>
  async (c, call) => {
    requireStaff(c.get('user'));
    return call.json(await reportQueue(deps, readPageParams(c)), 200);
  };

/** dismiss, remove and warn: the same call with a note. */
const onReport =
  (
    deps: ResolvedDeps,
    kind: ReportAction,
  ): HandlerOf<'dismissReport' | 'removeReported' | 'warnReported'> =>
  async (c, call) => {
    requireStaff(c.get('user'));
    const { note } = await readJson(c, noteBodySchema, deps.maxJsonBytes);
    const row = await actOnReport(deps, c.get('user'), call.params.reportId, kind, note);
    const [action] = await presentActions(deps.store, [row]);
    return call.json({ action: action! }, 200);
  };

const log =
  (deps: ResolvedDeps): HandlerOf<'moderationLog'> =>
  async (c, call) => {
    requireStaff(c.get('user'));
    return call.json(await moderationLog(deps, readPageParams(c)), 200);
  };

const signups =
  (deps: ResolvedDeps): HandlerOf<'signups'> =>
  async (c, call) => {
    requireStaff(c.get('user'));
    return call.json(await signupsPage(deps, readPageParams(c)), 200);
  };

const setRole =
  (deps: ResolvedDeps): HandlerOf<'setRole'> =>
  async (c, call) => {
    requireAdmin(c.get('user'));
    const { role } = await readJson(c, roleBodySchema, deps.maxJsonBytes);
    if (call.params.userId === c.get('user')._id) throw badRequest('cannotModerateSelf');
    const user = await changeRole(deps, c.get('user'), call.params.userId, role);
    return call.json({ user: presentModeratedUser(user) }, 200);
  };

const moderatedUser =
  (deps: ResolvedDeps): HandlerOf<'moderatedUser'> =>
  async (c, call) => {
    requireStaff(c.get('user'));
    const user = await findAccount(deps.store, call.params.userId);
    return call.json({ user: presentModeratedUser(user) }, 200);
  };

/** suspend, unsuspend, approve and reject: an action on an account, answered as its log entry. */
const onAccount =
  (
    deps: ResolvedDeps,
    act: (
      userId: string,
      c: Parameters<HandlerOf<'suspendUser'>>[0],
    ) => ReturnType<typeof unsuspendUser>,
  ): HandlerOf<'suspendUser' | 'unsuspendUser' | 'approveSignup' | 'rejectSignup'> =>
  async (c, call) => {
    requireStaff(c.get('user'));
    const [action] = await presentActions(deps.store, [await act(call.params.userId, c)]);
    return call.json({ action: action! }, 200);
  };

const suspend = (deps: ResolvedDeps) =>
  onAccount(deps, async (userId, c) =>
    suspendUser(
      deps,
      c.get('user'),
      userId,
      await readJson(c, suspendBodySchema, deps.maxJsonBytes),
    ),
  );
const withNote = (deps: ResolvedDeps, rule: typeof unsuspendUser) =>
  onAccount(deps, async (userId, c) => {
    const { note } = await readJson(c, noteBodySchema, deps.maxJsonBytes);
    return rule(deps, c.get('user'), userId, note);
  });

const invites =
  (deps: ResolvedDeps): HandlerOf<'invites'> =>
  async (c, call) =>
    call.json(await invitesPage(deps, c.get('user'), readPageParams(c)), 200);

const newInvite =
  (deps: ResolvedDeps): HandlerOf<'createInvite'> =>
  async (c, call) => {
    const body = await readJson(c, inviteBodySchema, deps.maxJsonBytes);
    return call.json({ invite: await createInvite(deps, c.get('user'), body) }, 201);
  };

const removeInvite =
  (deps: ResolvedDeps): HandlerOf<'deleteInvite'> =>
  async (c, call) => {
    await deleteInvite(deps, c.get('user'), call.params.code);
    return call.json({ deleted: true }, 200);
  };

/**
 * Reports anyone may send; the moderators' queue, actions, log and sign-ups (403 for everyone
 * else on every path); roles (admins); invite codes.
 */
export function registerModerationRoutes(deps: ResolvedDeps, on: On) {
  on(endpoints.report, report(deps));
  on(endpoints.reportQueue, queue(deps));
  on(endpoints.dismissReport, onReport(deps, 'dismiss'));
  on(endpoints.removeReported, onReport(deps, 'remove'));
  on(endpoints.warnReported, onReport(deps, 'warn'));
  on(endpoints.moderationLog, log(deps));
  on(endpoints.signups, signups(deps));
  on(endpoints.setRole, setRole(deps));
  on(endpoints.suspendUser, suspend(deps));
  on(endpoints.unsuspendUser, withNote(deps, unsuspendUser));
  on(endpoints.approveSignup, withNote(deps, approveSignup));
  on(endpoints.rejectSignup, withNote(deps, rejectSignup));
  on(endpoints.moderatedUser, moderatedUser(deps));
  on(endpoints.invites, invites(deps));
  on(endpoints.createInvite, newInvite(deps));
  on(endpoints.deleteInvite, removeInvite(deps));
}
