import { pageQuery, type DocsOf } from './endpoint-row';
import type { accountEndpoints } from './endpoints-account';
import type { moderationEndpoints } from './endpoints-moderation';

const note = { note: 'Spam links, reported three times' };

/** What the request tester's catalogue says of the owner's account rows. */
export const accountDocs = {
  changePassword: {
    summary: 'Change your password; your other sessions end',
    sampleBody: { currentPassword: 'correct-horse', newPassword: 'a longer, better password' },
  },
  accountSessions: {
    summary: 'Your live sessions, newest first: device, address, created, last seen',
    query: pageQuery,
  },
  endOtherSessions: { summary: 'Log out everywhere else: every session but this one ends' },
  endSession: { summary: 'End one of your sessions: its token is refused from now on' },
  deleteAccount: {
    summary: 'Delete your account and everything it made, for good; its username rests 30 days',
    sampleBody: { password: 'correct-horse', username: 'your.username' },
  },
  exportData: {
    summary: 'Download your data: a ZIP of your profile, posts, replies, media and lists (CSV)',
  },
  importList: {
    summary: 'Import people to follow, block or mute (multipart: "type" and a CSV "file")',
  },
} satisfies DocsOf<typeof accountEndpoints>;

/** What the request tester's catalogue says of the reports, moderation and invites rows. */
export const moderationDocs = {
  report: {
    summary: 'Report a post, a reply or a person to the moderators',
    sampleBody: { targetType: 'post', targetId: 'p01', reason: 'spam', comment: 'Ads' },
  },
  reportQueue: {
    summary: 'Moderators: open reports grouped by target, oldest first, paged',
    query: pageQuery,
  },
  dismissReport: { summary: "Moderators: close a target's reports, no action", sampleBody: note },
  removeReported: {
    summary: 'Moderators: remove the reported post or reply; its author is told why',
    sampleBody: note,
  },
  warnReported: { summary: 'Moderators: warn the reported author', sampleBody: note },
  moderationLog: {
    summary: "Moderators: the audit log of every moderator's action, newest first",
    query: pageQuery,
  },
  signups: { summary: 'Moderators: sign-ups waiting for approval, oldest first', query: pageQuery },
  setRole: { summary: "Admins: set a person's role", sampleBody: { role: 'moderator' } },
  suspendUser: {
    summary: 'Moderators: suspend an account, for a time or for good',
    sampleBody: { note: 'Harassment after a warning', durationSeconds: 604800 },
  },
  unsuspendUser: { summary: 'Moderators: lift a suspension', sampleBody: note },
  approveSignup: { summary: 'Moderators: approve a sign-up', sampleBody: { note: 'Welcome' } },
  rejectSignup: { summary: 'Moderators: reject a sign-up (deletes it)', sampleBody: note },
  moderatedUser: { summary: "Moderators: a person's role and standing" },
  invites: { summary: 'Your invite codes, newest first, paged', query: pageQuery },
  createInvite: {
    summary: 'Make an invite code',
    sampleBody: { maxUses: 5, expiresInSeconds: 604800 },
  },
  deleteInvite: { summary: 'Withdraw one of your invite codes' },
} satisfies DocsOf<typeof moderationEndpoints>;
