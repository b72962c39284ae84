import { ModerationPage } from '@/web/features/moderation';

/** /moderation: reports, sign-ups and the log, for moderators and admins. */
export function Component() {
  return <ModerationPage />;
}
