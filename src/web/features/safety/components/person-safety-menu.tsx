import { useState } from 'react';
import { muteChoices } from '@/contract/client-messages';
import { MenuButton } from '@/web/components/menu-button';
import type { PersonMenuProps } from '@/web/components/person-menu-slot';
import { reportRequests } from '@/web/lib/shared-state';
import { useSafetyAction } from '../api/use-safety-action';
import { BlockDialog } from './block-dialog';

/**
 * The menu on someone else's post or reply: the card's own choices (Delete, on a reply under the
 * viewer's post), Report it to the moderators, Mute @name for a while or until undone, and Block
 * @name after a dialog saying what it does.
 */
export function PersonSafetyMenu({ person, subject, choices = [] }: PersonMenuProps) {
  const [blocking, setBlocking] = useState(false);
  const action = useSafetyAction(person);
  return (
    <>
      <MenuButton
        label={`More actions for @${person.username}`}
        choices={[
          ...choices,
          ...(subject
            ? [
                {
                  label: `Report ${subject.targetType}`,
                  onSelect: () => reportRequests.ask({ ...subject, username: person.username }),
                },
              ]
            : []),
          ...muteChoices.map((choice) => ({
            label: `Mute @${person.username} ${choice.label}`,
            onSelect: () =>
              action.mutate({ kind: 'mute', durationSeconds: choice.durationSeconds }),
          })),
          { label: `Block @${person.username}`, onSelect: () => setBlocking(true), danger: true },
        ]}
      />
      {blocking && <BlockDialog person={person} onClose={() => setBlocking(false)} />}
    </>
  );
}
