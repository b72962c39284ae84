import { useState } from 'react';
import { MenuButton } from '@/web/components/menu-button';
import type { MenuPerson, MenuSubject } from '@/web/components/person-menu-slot';
import { reportRequests } from '@/web/lib/shared-state';
import { useSafetyAction } from '../api/use-safety-action';
import { BlockDialog } from './block-dialog';

/**
 * The menu on someone else's post or reply: Report it (to the moderators), Mute @name (until
 * undone) and Block @name.
 */
export function PersonSafetyMenu({
  person,
  subject,
}: {
  person: MenuPerson;
  subject?: MenuSubject;
}) {
  const [blocking, setBlocking] = useState(false);
  const action = useSafetyAction(person);
  return (
    <>
      <MenuButton
        label={`More actions for @${person.username}`}
        choices={[
          ...(subject
            ? [
                {
                  label: `Report ${subject.targetType}`,
                  onSelect: () => reportRequests.ask({ ...subject, username: person.username }),
                },
              ]
            : []),
          {
            label: `Mute @${person.username}`,
            onSelect: () => action.mutate({ kind: 'mute', durationSeconds: null }),
          },
          { label: `Block @${person.username}`, onSelect: () => setBlocking(true), danger: true },
        ]}
      />
      {blocking && <BlockDialog person={person} onClose={() => setBlocking(false)} />}
    </>
  );
}
