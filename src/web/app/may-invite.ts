import { useQuery } from '@tanstack/react-query';
import { isStaffRole } from '@/contract/moderation';
import { serverConfigQuery } from '@/web/features/auth';
import { useSession } from '@/web/lib/session';

/**
 * Whether the viewer may make invite codes: the server takes new people by invitation
 * (REGISTRATIONS=invite), and they are a moderator or the server lets everyone (INVITES_BY_USERS).
 */
export function useMayInvite(): boolean {
  const config = useQuery(serverConfigQuery).data;
  const session = useSession();
  if (config?.registrations !== 'invite' || !session) return false;
  return isStaffRole(session.user.role ?? 'user') || config.invitesByUsers;
}
