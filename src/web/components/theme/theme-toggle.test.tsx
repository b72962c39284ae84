import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from './theme-provider';
import { ThemeToggle } from './theme-toggle';

function systemPrefers(theme: 'light' | 'dark') {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: query === '(prefers-color-scheme: dark)' && theme === 'dark',
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

const renderToggle = () =>
  render(
    <ThemeProvider>
      <ThemeToggle />
    </ThemeProvider>,
  );

describe('theme toggle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });

  it('follows the system until the user picks a theme', () => {
    systemPrefers('dark');
    renderToggle();
    expect(screen.getByRole('button', { name: 'Dark theme' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(document.documentElement.dataset.theme).toBeUndefined();
  });

  it('switches the theme and remembers the pick', async () => {
    systemPrefers('light');
    const user = userEvent.setup();
    const view = renderToggle();
    const toggle = screen.getByRole('button', { name: 'Dark theme' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(window.localStorage.getItem('murmur-theme')).toBe('dark');

    view.unmount();
    renderToggle();
    expect(screen.getByRole('button', { name: 'Dark theme' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Dark theme' }));
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(window.localStorage.getItem('murmur-theme')).toBe('light');
  });

  it('mirrors the pick into a cookie, which the Node host paints its first page in', async () => {
    vi.stubEnv('VITE_BACKEND', 'server');
    systemPrefers('light');
    window.localStorage.removeItem('murmur-theme');
    const user = userEvent.setup();
    renderToggle();
    expect(document.cookie).not.toContain('murmur-theme=');
    await user.click(screen.getByRole('button', { name: 'Dark theme' }));
    expect(document.cookie).toContain('murmur-theme=dark');
    await user.click(screen.getByRole('button', { name: 'Dark theme' }));
    expect(document.cookie).toContain('murmur-theme=light');
  });
});
