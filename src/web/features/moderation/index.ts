// What the rest of the app may use of this feature; everything else stays inside it.
export { ModerationPage } from './components/moderation-page';
export { ReportDialogHost } from './components/report-dialog-host';
export { InviteSettings } from './components/invite-settings';
