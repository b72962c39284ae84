import { deleteRow, getRow, postRow } from './endpoint-row';
import type {
  DeletedInviteResponse,
  InviteResponse,
  InvitesResponse,
  ModeratedUserResponse,
  ModerationActionResponse,
  ModerationLogResponse,
  ReportQueueResponse,
  ReportResponse,
  SignupsResponse,
} from './moderation';

/** Reports anyone may send, and the moderators' queue, actions, log and sign-ups; invites. */
export const moderationEndpoints = {
  report: postRow<ReportResponse>()('/api/reports', 'required'),
  reportQueue: getRow<ReportQueueResponse>()('/api/moderation/reports', 'required'),
  dismissReport: postRow<ModerationActionResponse>()(
    '/api/moderation/reports/:reportId/dismiss',
    'required',
  ),
  removeReported: postRow<ModerationActionResponse>()(
    '/api/moderation/reports/:reportId/remove',
    'required',
  ),
  warnReported: postRow<ModerationActionResponse>()(
    '/api/moderation/reports/:reportId/warn',
    'required',
  ),
  moderationLog: getRow<ModerationLogResponse>()('/api/moderation/log', 'required'),
  signups: getRow<SignupsResponse>()('/api/moderation/signups', 'required'),
  setRole: postRow<ModeratedUserResponse>()('/api/moderation/users/:userId/role', 'required'),
  suspendUser: postRow<ModerationActionResponse>()(
    '/api/moderation/users/:userId/suspend',
    'required',
  ),
  unsuspendUser: postRow<ModerationActionResponse>()(
    '/api/moderation/users/:userId/unsuspend',
    'required',
  ),
  approveSignup: postRow<ModerationActionResponse>()(
    '/api/moderation/signups/:userId/approve',
    'required',
  ),
  rejectSignup: postRow<ModerationActionResponse>()(
    '/api/moderation/signups/:userId/reject',
    'required',
  ),
  moderatedUser: getRow<ModeratedUserResponse>()('/api/moderation/users/:userId', 'required'),
  invites: getRow<InvitesResponse>()('/api/invites', 'required'),
  createInvite: postRow<InviteResponse>()('/api/invites', 'required'),
  deleteInvite: deleteRow<DeletedInviteResponse>()('/api/invites/:code', 'required'),
} as const;
