import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppShell } from './app-shell';

/** A window whose width can change: matchMedia answers "not all and (max-width: …px)". */
function windowOfWidth(initial: number) {
  let width = initial;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = Number(/not all and \(max-width: ([\d.]+)px\)/.exec(query)?.[1]);
    return {
      get matches() {
        return width > max;
      },
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    } as unknown as MediaQueryList;
  });
  return (next: number) => {
    width = next;
    act(() => listeners.forEach((listener) => listener()));
  };
}

const renderShell = () =>
  render(
    <AppShell
      header={<header>Murmur</header>}
      nav={<nav>Links</nav>}
      aside={<p>Whom to Follow?</p>}
    >
      <h1>User Feed</h1>
    </AppShell>,
  );

describe('AppShell', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('renders the right column only where it shows, following the window', () => {
    const resizeTo = windowOfWidth(390);
    renderShell();
    expect(screen.getByRole('heading', { name: 'User Feed' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(screen.queryByText('Whom to Follow?')).toBeNull();
    resizeTo(1280);
    expect(screen.getByRole('complementary', { name: 'Suggestions' })).toHaveTextContent(
      'Whom to Follow?',
    );
    resizeTo(1000);
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
