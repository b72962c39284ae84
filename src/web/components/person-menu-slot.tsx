import { createContext, useContext, type ReactNode } from 'react';

/** Whom a person menu acts on: someone else than the viewer. */
export interface MenuPerson {
  _id: string;
  username: string;
}

type PersonMenu = (person: MenuPerson) => ReactNode;

const PersonMenuContext = createContext<PersonMenu | null>(null);

/**
 * The app gives the cards of posts and replies the menu of what the viewer may do about their
 * author (the safety feature's Mute and Block), so that the features that draw the cards need not
 * import the one that acts.
 */
export const PersonMenuProvider = PersonMenuContext.Provider;

/** The person menu the app provides, for this author; nothing where none is provided. */
export function PersonMenuSlot({ person }: { person: MenuPerson }) {
  const menu = useContext(PersonMenuContext);
  return menu ? menu(person) : null;
}
