import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../testing/api-server';
import { logInAs, renderApp } from '../testing/render-app';
import { paths } from '../config/paths';

describe('layout of protected pages', () => {
  const api = useTestApi();

  async function openExplore() {
    await logInAs(api.current(), 'guest');
    const app = renderApp(paths.explore.href());
    await screen.findByRole('heading', { level: 1, name: 'Explore' });
    return app;
  }

  it('has a header with the brand, a greeting, the source code and logout', async () => {
    await openExplore();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Murmur' })).toHaveAttribute('href', '/');
    expect(within(header).getByText('Hi, Guest')).toBeVisible();
    const source = within(header).getByRole('link', { name: 'Source code (opens in a new tab)' });
    expect(source).toHaveAttribute('href', 'https://github.com/murmur-social/murmur');
    expect(source).toHaveAttribute('target', '_blank');
    expect(source).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(header).getByRole('button', { name: 'Log out' })).toBeVisible();
    expect(within(header).getByRole('button', { name: 'Dark theme' })).toBeVisible();
  });

  it('shows neither the source link nor logout to a visitor', async () => {
    renderApp(paths.login.href());
    const header = await screen.findByRole('banner');
    expect(within(header).queryByRole('link', { name: /Source code/ })).toBeNull();
    expect(within(header).queryByRole('button', { name: 'Log out' })).toBeNull();
    expect(within(header).queryByText(/^Hi,/)).toBeNull();
  });

  it('has the left sidebar, with Profile leading to the own profile', async () => {
    await openExplore();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['User Feed', '/'],
      ['Explore', '/explore'],
      ['Search', '/search'],
      ['Notifications', '/notifications'],
      ['Liked Post', '/liked'],
      ['BookMark', '/bookmark'],
      ['Profile', '/posts/user/guest'],
      ['Whom to Follow?', '/users'],
      ['API Tester', '/mock'],
      ['Settings', '/settings'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Explore' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('button', { name: 'New Post' })).toBeVisible();
  });

  it('opens the shared modal from New Post', async () => {
    const app = await openExplore();
    await app.user.click(screen.getByRole('button', { name: 'New Post' }));
    // The dialog's code loads on the first press (or when the browser was idle before it).
    expect(await screen.findByRole('dialog', { name: 'Add a Post' })).toBeVisible();
    await app.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'New Post' })).toHaveFocus();
  });

  it('has the right sidebar with "Whom to Follow?" and a "search user" box', async () => {
    const app = await openExplore();
    const aside = screen.getByRole('complementary');
    expect(within(aside).getByRole('heading', { name: 'Whom to Follow?' })).toBeVisible();
    const search = within(aside).getByRole('searchbox', { name: 'search user' });
    expect(search).toHaveAttribute('placeholder', 'search user');
    await app.user.type(search, 'maya');
    expect(search).toHaveValue('maya');
  });

  it('has a skip link to the main content', async () => {
    await openExplore();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main',
    );
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });

  it('gives the people panel its own page at /users', async () => {
    await logInAs(api.current(), 'guest');
    renderApp(paths.users.href());
    expect(await screen.findByRole('heading', { level: 1, name: 'Whom to Follow?' })).toBeVisible();
    expect(screen.getAllByRole('searchbox', { name: 'search user' })).toHaveLength(1);
    // The right column has nothing to show there: no empty "Suggestions" landmark.
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
