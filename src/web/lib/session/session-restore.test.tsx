import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '@/web/testing/api-server';
import { logInThroughApi, renderAppAfterReload } from '@/web/testing/render-app';
import { paths } from '@/web/config/paths';

// A file of its own: renderAppAfterReload loads the app's modules afresh, and the routes it loads
// later would not share a session store with the modules this file imported before.
describe('session at start', () => {
  const api = useTestApi();

  it('is read from localStorage, so a reload keeps the user logged in', async () => {
    const { foundUser, encodedToken } = await logInThroughApi(api.current(), 'guest');
    window.localStorage.setItem(
      'loginDetails',
      JSON.stringify({ user: foundUser, token: encodedToken }),
    );
    const app = await renderAppAfterReload(paths.explore.href());
    expect(await screen.findByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();
    expect(screen.getByText('Hi, Guest')).toBeVisible();
    expect(app.location()).toBe('/explore');
  });
});
