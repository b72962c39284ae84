import { useMutation } from '@tanstack/react-query';
import type { ProfileAudience } from '@/contract';
import { clientMessages } from '@/contract/client-messages';
import { endpoints } from '@/contract/endpoints';
import { apiRequest } from '@/web/lib/api-client';
import { notify } from '@/web/lib/notify';
import { sessionStore } from '@/web/lib/session';

/**
 * Sets who may see the account's profile and posts. Not optimistic: the box shows the stored
 * account, which changes once the server took it.
 */
export const useSetProfileAudience = () =>
  useMutation({
    mutationFn: (visibleTo: ProfileAudience) =>
      apiRequest(endpoints.editUser, { body: { userData: { visibleTo } }, auth: true }),
    onSuccess: ({ user }) => {
      sessionStore.updateUser(user);
      notify.success(
        user.visibleTo === 'members' ? clientMessages.membersOnlyOn : clientMessages.membersOnlyOff,
      );
    },
  });
