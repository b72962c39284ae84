import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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
    ).toEqual([
      'Report post',
      'Mute @maya.clay for 1 hour',
      'Mute @maya.clay for 1 day',
      'Mute @maya.clay for 7 days',
      'Mute @maya.clay until I unmute',
      'Block @maya.clay',
    ]);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Block @maya.clay' }));
    const dialog = screen.getByRole('dialog', { name: 'Block @maya.clay?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    await screen.findByText('You blocked @maya.clay');
    expect(screen.queryByText('Quorvath glazes')).toBeNull();
    expect(screen.queryAllByRole('link', { name: /@maya\.clay/ })).toEqual([]);
  });

  it('offers Delete first on someone’s reply under the viewer’s post, and deletes it', async () => {
    const login = await logInAs(api.current(), 'guest');
    const { body } = await api.current().call('POST', '/api/posts', {
      token: login.encodedToken,
      body: { postData: { content: 'Ask me about kilns' } },
    });
    const postId = (body as { posts: { _id: string; content: string }[] }).posts.find(
      (post) => post.content === 'Ask me about kilns',
    )!._id;
    const maya = await api.current().login('maya.clay');
    await api.current().call('POST', `/api/comments/add/${postId}`, {
      token: maya,
      body: { commentData: { text: 'Which cone do you fire to?' } },
    });
    renderApp(paths.post.href(postId));
    const reply = (await screen.findByText('Which cone do you fire to?')).closest('article')!;
    fireEvent.click(within(reply).getByRole('button', { name: 'More actions for @maya.clay' }));
    const menu = screen.getByRole('menu', { name: 'More actions for @maya.clay' });
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items.slice(0, 2)).toEqual(['Delete', 'Report reply']);
    expect(items).toContain('Block @maya.clay');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Which cone do you fire to?')).toBeNull());
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
