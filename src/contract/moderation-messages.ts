/**
 * What the web app's report dialog and moderation page say themselves. A module of its own, so
 * that only the chunks that show them carry these words.
 */
export const moderationMessages = {
  reportTitle: 'Report',
  reasonLegend: 'Why are you reporting this?',
  reasons: {
    spam: 'Spam',
    harassment: 'Harassment or hate',
    illegal: 'Something illegal',
    other: 'Something else',
  },
  commentLabel: 'Anything the moderators should know? (optional)',
  send: 'Send report',
  sentTitle: 'Thanks for telling us',
  sentText:
    'The moderators will look at your report. If it breaks the rules, they may remove it, warn its author or suspend the account; you will not be told who they are, and they will not tell the author who reported it.',
  offerBlock: (username: string) =>
    `Don't want to see @${username}? Visit their profile to block them.`,
  forbiddenTitle: 'Moderators only',
  forbiddenText: 'This page is for the moderators and admins of this server.',
  noReports: 'No open reports. Nothing to do here.',
  noSignups: 'Nobody is waiting for approval.',
  noLog: 'No moderator has acted yet.',
  noteLabel: 'Note (required: why)',
  noteRequired: 'Write a note first: it tells the author and the log why.',
  acted: 'Done: the reports of this target are closed.',
  roleChanged: 'Role changed.',
  approved: 'Sign-up approved.',
  rejected: 'Sign-up rejected.',
} as const;
