import { useQuery } from '@tanstack/react-query';
import { Page, PageMessage } from '@/web/components/layout/page';
import { serverConfigQuery } from '@/web/features/auth';
import { InviteSettings } from '@/web/features/moderation';
import { useMayInvite } from '../may-invite';

/** /settings/invites: the viewer's invite codes, where this server lets them make any. */
export function Component() {
  const config = useQuery(serverConfigQuery);
  const mayInvite = useMayInvite();
  if (mayInvite)
    return (
      <Page title="Invite people">
        <InviteSettings />
      </Page>
    );
  return (
    <Page title="Invite people">
      {config.isPending ? (
        <PageMessage role="status">Loading…</PageMessage>
      ) : (
        <PageMessage>
          {config.data?.registrations === 'invite'
            ? 'Only moderators make invite codes on this server.'
            : 'This server does not take new people by invitation.'}
        </PageMessage>
      )}
    </Page>
  );
}
