import { Pencil, Trash2 } from 'lucide-react';
import type { RefObject } from 'react';
import { MenuButton, type MenuChoice } from './menu-button';

interface OptionsMenuProps {
  /** Left out where only Delete is allowed. */
  onEdit?: (() => void) | undefined;
  onDelete: () => void;
  /** The menu's button, for its owner to give the focus back to (after an edit in place). */
  buttonRef?: RefObject<HTMLButtonElement | null>;
}

/** The Delete choice of a menu, as the user's own post or reply and a reply under their post have it. */
export const deleteChoice = (onDelete: () => void): MenuChoice => ({
  label: 'Delete',
  onSelect: onDelete,
  danger: true,
  icon: <Trash2 aria-hidden size={16} />,
});

/** The "More options" menu of the user's own post or reply: Edit and Delete. */
export function OptionsMenu({ onEdit, onDelete, buttonRef }: OptionsMenuProps) {
  const choices: MenuChoice[] = [
    ...(onEdit
      ? [{ label: 'Edit', onSelect: onEdit, icon: <Pencil aria-hidden size={16} /> }]
      : []),
    deleteChoice(onDelete),
  ];
  return (
    <MenuButton label="More options" choices={choices} {...(buttonRef ? { buttonRef } : {})} />
  );
}
