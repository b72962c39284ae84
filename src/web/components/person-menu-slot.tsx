import { createContext, useContext, type ReactNode } from 'react';
import { MenuButton, type MenuChoice } from './menu-button';

/** Whom a person menu acts on: someone else than the viewer. */
export interface MenuPerson {
  _id: string;
  username: string;
}

/** The post or reply of theirs the menu sits on, which it may report. */
export interface MenuSubject {
  targetType: 'post' | 'reply';
  targetId: string;
}

/** What the menu offers: the card's own choices (Delete, on a reply under the viewer's post) first. */
export interface PersonMenuProps {
  person: MenuPerson;
  subject?: MenuSubject | undefined;
  choices?: MenuChoice[] | undefined;
}

type PersonMenu = (props: PersonMenuProps) => ReactNode;

const PersonMenuContext = createContext<PersonMenu | null>(null);

/**
 * The app gives the cards of posts and replies the menu of what the viewer may do about them and
 * their author (Report, Mute, Block), so that the features that draw the cards need not import
 * the ones that act.
 */
export const PersonMenuProvider = PersonMenuContext.Provider;

/**
 * The person menu the app provides, for this author; where none is provided, a menu of the card's
 * own choices, or nothing.
 */
export function PersonMenuSlot(props: PersonMenuProps) {
  const menu = useContext(PersonMenuContext);
  if (menu) return menu(props);
  return props.choices?.length ? (
    <MenuButton label={`More actions for @${props.person.username}`} choices={props.choices} />
  ) : null;
}
