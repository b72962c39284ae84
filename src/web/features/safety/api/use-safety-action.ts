import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicUser } from '@/contract';
import { muteChoices, safetyMessages } from '@/contract/client-messages';
import { endpoints } from '@/contract/endpoints';
import { apiRequest } from '@/web/lib/api-client';
import { notify } from '@/web/lib/notify';
import { patchPerson, personHidden, personShown } from '@/web/lib/shared-state';
import { safetyKeys } from './safety-queries';

export type SafetyAction =
  { kind: 'block' | 'unblock' | 'unmute' } | { kind: 'mute'; durationSeconds: number | null };

const endpointOf = {
  block: endpoints.block,
  unblock: endpoints.unblock,
  mute: endpoints.mute,
  unmute: endpoints.unmute,
} as const;

/** How long a mute lasts, in the words of the menu that chose it. */
const muteWords = (durationSeconds: number | null) =>
  muteChoices.find((choice) => choice.durationSeconds === durationSeconds)?.label ?? '';

const toastOf = (action: SafetyAction, username: string) => {
  if (action.kind === 'mute')
    return safetyMessages.muted(username, muteWords(action.durationSeconds));
  const done = { block: 'blocked', unblock: 'unblocked', unmute: 'unmuted' } as const;
  return safetyMessages[done[action.kind]](username);
};

/**
 * Block, unblock, mute or unmute someone. Once the server took it, the person shows as it now
 * stands in every people cache; a block or a mute takes their posts out of every loaded list at
 * once, and undoing one reads the lists again. A refusal shows the server's message.
 */
export function useSafetyAction(person: Pick<PublicUser, '_id' | 'username'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: SafetyAction) =>
      apiRequest(endpointOf[action.kind], {
        params: { userId: person._id },
        auth: true,
        ...(action.kind === 'mute' ? { body: { durationSeconds: action.durationSeconds } } : {}),
      }),
    onSuccess: ({ user }, action) => {
      patchPerson(queryClient, user._id, (old) => ({ ...old, ...user }));
      if (action.kind === 'block' || action.kind === 'mute')
        personHidden(queryClient, user.username);
      else personShown(queryClient);
      void queryClient.invalidateQueries({ queryKey: safetyKeys.all });
      notify.success(toastOf(action, user.username));
    },
  });
}
