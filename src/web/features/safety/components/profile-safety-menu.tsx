import { useState } from 'react';
import type { PublicUser } from '@/contract';
import { muteChoices } from '@/contract/client-messages';
import { MenuButton, type MenuChoice } from '@/web/components/menu-button';
import { reportRequests } from '@/web/lib/shared-state';
import { useSafetyAction } from '../api/use-safety-action';
import { BlockDialog } from './block-dialog';

/**
 * The "More" menu of someone else's profile: Mute (for a while or until undone) or Unmute, and
 * Block (after a dialog saying what it does) or Unblock, and Report to the moderators.
 */
export function ProfileSafetyMenu({ user }: { user: PublicUser }) {
  const [blocking, setBlocking] = useState(false);
  const action = useSafetyAction(user);
  const choices: MenuChoice[] = [
    ...(user.mutedByViewer
      ? [{ label: `Unmute @${user.username}`, onSelect: () => action.mutate({ kind: 'unmute' }) }]
      : muteChoices.map((choice) => ({
          label: `Mute ${choice.label}`,
          onSelect: () => action.mutate({ kind: 'mute', durationSeconds: choice.durationSeconds }),
        }))),
    user.blockedByViewer
      ? { label: `Unblock @${user.username}`, onSelect: () => action.mutate({ kind: 'unblock' }) }
      : { label: `Block @${user.username}`, onSelect: () => setBlocking(true), danger: true },
    {
      label: `Report @${user.username}`,
      onSelect: () =>
        reportRequests.ask({ targetType: 'user', targetId: user._id, username: user.username }),
    },
  ];
  return (
    <>
      <MenuButton label={`More actions for @${user.username}`} choices={choices} />
      {blocking && <BlockDialog person={user} onClose={() => setBlocking(false)} />}
    </>
  );
}
