import { Moon, Sun } from 'lucide-react';
import { IconButton } from '../icon-button';
import { useTheme } from './theme-context';

/** One button, pressed while the dark theme is on. */
export function ThemeToggle() {
  const { theme, toggle } = useTheme();
  const dark = theme === 'dark';
  return (
    <IconButton label="Dark theme" aria-pressed={dark} onClick={toggle}>
      {dark ? <Moon aria-hidden size={20} /> : <Sun aria-hidden size={20} />}
    </IconButton>
  );
}
