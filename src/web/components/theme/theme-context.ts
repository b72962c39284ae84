import { createContext, useContext } from 'react';

export type Theme = 'light' | 'dark';

export interface ThemeState {
  /** The theme on screen: the one chosen, else the system's. */
  theme: Theme;
  toggle: () => void;
}

export const ThemeContext = createContext<ThemeState | null>(null);

export function useTheme(): ThemeState {
  const state = useContext(ThemeContext);
  if (!state) throw new Error('useTheme needs a ThemeProvider');
  return state;
}
