import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientMessages } from '@/contract/client-messages';
import { endpoints } from '@/contract/endpoints';
import { apiRequest } from '@/web/lib/api-client';
import { notify } from '@/web/lib/notify';
import { writeOwnAccount } from './user-cache';
import { userKeys } from '@/web/lib/shared-state';

/** The fields the Edit Profile form sends; the username is not among them, it cannot change. */
export interface ProfileChanges {
  firstName: string;
  lastName: string;
  avatarUrl: string;
  bio: string;
  website: string;
}

/**
 * Saves the logged-in user's profile. Not optimistic: "Profile updated successfully" means the
 * server took it. Then the header greeting (the stored session), the profile and every post card
 * (the users list) show it at once.
 */
export function useEditProfile({ onSaved }: { onSaved: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userData: ProfileChanges) =>
      apiRequest(endpoints.editUser, { body: { userData }, auth: true }),
    onSuccess: ({ user }) => {
      writeOwnAccount(queryClient, user);
      // Other people's records list this user as a follower; their next read brings the change.
      void queryClient.invalidateQueries({ queryKey: userKeys.all, refetchType: 'none' });
      notify.success(clientMessages.profileUpdated);
      onSaved();
    },
  });
}
