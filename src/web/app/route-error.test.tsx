import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError } from '../lib/chunk-error';
import { reloadPage } from '../lib/reload-page';
import { RouteError } from './route-error';

vi.mock('../lib/reload-page', () => ({ reloadPage: vi.fn() }));

/** A route whose code fails to arrive, or whose page throws while rendering. */
function renderFailingRoute(failure: 'chunk' | 'render') {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        errorElement: <RouteError standalone />,
        hydrateFallbackElement: <p>Loading</p>,
        lazy:
          failure === 'chunk'
            ? () =>
                Promise.reject(
                  new TypeError(
                    'Failed to fetch dynamically imported module: /assets/explore-1234.js',
                  ),
                )
            : () =>
                Promise.resolve({
                  Component: () => {
                    throw new Error('Cannot read properties of undefined');
                  },
                }),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

describe('route errors', () => {
  it("offer a reload when a page's code fails to load", async () => {
    renderFailingRoute('chunk');
    expect(await screen.findByRole('heading', { name: 'This page could not load' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('show "Unexpected Application Error!" with a way back for anything else', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFailingRoute('render');
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Murmur' })).toHaveAttribute('href', '/');
    vi.mocked(console.error).mockRestore();
  });

  it('tell a failed chunk from other errors', () => {
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 7 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
