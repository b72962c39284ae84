import { IconButton } from '../icon-button';
import { MoonIcon, SunIcon } from '../first-load-icons';
import { useTheme } from './theme-context';

/** One button, pressed while the dark theme is on. */
export function ThemeToggle() {
  const { theme, toggle } = useTheme();
  const dark = theme === 'dark';
  return (
    <IconButton label="Dark theme" aria-pressed={dark} onClick={toggle}>
      {dark ? <MoonIcon /> : <SunIcon />}
    </IconButton>
  );
}
