import { useState } from 'react';
import { MenuButton } from '@/web/components/menu-button';
import type { MenuPerson } from '@/web/components/person-menu-slot';
import { useSafetyAction } from '../api/use-safety-action';
import { BlockDialog } from './block-dialog';

/** The menu on someone else's post or reply: Mute @name (until undone) and Block @name. */
export function PersonSafetyMenu({ person }: { person: MenuPerson }) {
  const [blocking, setBlocking] = useState(false);
  const action = useSafetyAction(person);
  return (
    <>
      <MenuButton
        label={`More actions for @${person.username}`}
        choices={[
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
