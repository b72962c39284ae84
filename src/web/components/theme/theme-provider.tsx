import {
  useCallback,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { storage, storageKeys } from '@/web/lib/storage';
import { ThemeContext, type Theme } from './theme-context';
import { mirrorThemeCookie } from './theme-cookie';

const darkQuery = '(prefers-color-scheme: dark)';

function subscribeToSystem(onChange: () => void) {
  const query = window.matchMedia?.(darkQuery);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}
const systemTheme = (): Theme => (window.matchMedia?.(darkQuery).matches ? 'dark' : 'light');

function storedTheme(): Theme | null {
  const value = storage.read(storageKeys.theme);
  return value === 'light' || value === 'dark' ? value : null;
}

/**
 * Follows the system's light or dark setting until the user picks one with the toggle; the pick
 * is remembered. public/boot.js applies a remembered pick before the app loads, so no flash.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [chosen, setChosen] = useState<Theme | null>(storedTheme);
  const system = useSyncExternalStore(subscribeToSystem, systemTheme, () => 'light' as const);
  const theme = chosen ?? system;

  useEffect(() => {
    const root = document.documentElement;
    if (chosen) root.dataset.theme = chosen;
    else delete root.dataset.theme;
    mirrorThemeCookie(chosen);
  }, [chosen]);

  const toggle = useCallback(() => {
    const next: Theme = theme === 'dark' ? 'light' : 'dark';
    storage.write(storageKeys.theme, next);
    setChosen(next);
  }, [theme]);

  const value = useMemo(() => ({ theme, toggle }), [theme, toggle]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
