import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { App } from './app';
import { createQueryClient } from './query-client';
import { discoverRoutes, routes } from './router';

const rootChildren = (router: ReturnType<typeof createMemoryRouter>) =>
  router.routes[0]!.children!.map((route) => route.id);

describe('routes beyond the guest pages', () => {
  it('join once, however often an address sends the router to look for them', async () => {
    const router = createMemoryRouter(routes, {
      initialEntries: ['/no/such/page'],
      patchRoutesOnNavigation: discoverRoutes,
    });
    await router.navigate('/another/unknown/page');
    await router.navigate('/yet/another');
    const children = rootChildren(router);
    expect(children.filter((id) => id === 'logged-in')).toHaveLength(1);
    expect(children.filter((id) => id === 'open')).toHaveLength(1);
    expect(children).toHaveLength(4);
  });

  it('that fail to arrive offer a reload, in the guest frame', async () => {
    const router = createMemoryRouter(routes, {
      initialEntries: ['/explore'],
      patchRoutesOnNavigation: () =>
        Promise.reject(
          new TypeError('Failed to fetch dynamically imported module: /assets/discovered-1.js'),
        ),
    });
    render(<App queryClient={createQueryClient()} router={router} />);
    expect(await screen.findByRole('heading', { name: 'This page could not load' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Murmur' })).toBeVisible();
  });
});
