// What the rest of the app may use of this feature; everything else stays inside it.
export { DemoMailPanel } from './components/demo-mail-panel';
export type { Mailbox, MailboxMail } from './mailbox';
