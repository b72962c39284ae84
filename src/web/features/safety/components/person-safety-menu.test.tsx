import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '@/web/testing/api-server';
import { logInAs, renderApp } from '@/web/testing/render-app';
import { paths } from '@/web/config/paths';

describe("the menu on someone else's post", () => {
  const api = useTestApi();

  it('blocks the author after the dialog, and their posts leave the list at once', async () => {
    await logInAs(api.current(), 'guest');
    const maya = await api.current().login('maya.clay');
    await api.current().call('POST', '/api/posts', {
      token: maya,
      body: { postData: { content: 'Quorvath glazes' } },
    });
    renderApp(paths.explore.href());
    const post = (await screen.findByText('Quorvath glazes')).closest('article')!;
    fireEvent.click(within(post).getByRole('button', { name: 'More actions for @maya.clay' }));
    const menu = screen.getByRole('menu', { name: 'More actions for @maya.clay' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Report post', 'Mute @maya.clay', 'Block @maya.clay']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Block @maya.clay' }));
    const dialog = screen.getByRole('dialog', { name: 'Block @maya.clay?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    await screen.findByText('You blocked @maya.clay');
    expect(screen.queryByText('Quorvath glazes')).toBeNull();
    expect(screen.queryAllByRole('link', { name: /@maya\.clay/ })).toEqual([]);
  });

  it('is not on the viewer’s own posts, which keep Edit and Delete', async () => {
    const login = await logInAs(api.current(), 'guest');
    await api.current().call('POST', '/api/posts', {
      token: login.encodedToken,
      body: { postData: { content: 'Mine own words' } },
    });
    renderApp(paths.explore.href());
    const post = (await screen.findByText('Mine own words')).closest('article')!;
    expect(within(post).queryByRole('button', { name: /^More actions/ })).toBeNull();
    expect(within(post).getByRole('button', { name: 'More options' })).toBeVisible();
  });
});
