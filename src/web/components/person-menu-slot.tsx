import { createContext, useContext, type ReactNode } from 'react';

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

type PersonMenu = (person: MenuPerson, subject?: MenuSubject) => ReactNode;

const PersonMenuContext = createContext<PersonMenu | null>(null);

/**
 * The app gives the cards of posts and replies the menu of what the viewer may do about them and
 * their author (Report, Mute, Block), so that the features that draw the cards need not import
 * the ones that act.
 */
export const PersonMenuProvider = PersonMenuContext.Provider;

/** The person menu the app provides, for this author; nothing where none is provided. */
export function PersonMenuSlot({ person, subject }: { person: MenuPerson; subject?: MenuSubject }) {
  const menu = useContext(PersonMenuContext);
  return menu ? menu(person, subject) : null;
}
