import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '@/web/testing/api-server';
import { logInAs, renderApp } from '@/web/testing/render-app';
import { paths } from '@/web/config/paths';

describe('blocking and muting from a profile', () => {
  const api = useTestApi();

  async function openMayasProfile() {
    await logInAs(api.current(), 'guest');
    renderApp(paths.profile.href('maya.clay'));
    const card = await screen.findByRole('region', { name: /^Profile of/ });
    await screen.findByRole('feed', { name: 'Posts by Maya Lindqvist' });
    return card;
  }

  const openMenu = (card: HTMLElement) => {
    fireEvent.click(within(card).getByRole('button', { name: 'More actions for @maya.clay' }));
    return screen.getByRole('menu', { name: 'More actions for @maya.clay' });
  };

  it('blocks after a dialog that says what a block does, then offers Unblock and shows no posts', async () => {
    const card = await openMayasProfile();
    const menu = openMenu(card);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Mute for 1 hour',
      'Mute for 1 day',
      'Mute for 7 days',
      'Mute until I unmute',
      'Block @maya.clay',
      'Report @maya.clay',
    ]);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Block @maya.clay' }));
    const dialog = screen.getByRole('dialog', { name: 'Block @maya.clay?' });
    expect(dialog).toHaveTextContent(/will not see your posts and you will not see theirs/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    const unblock = await screen.findByRole('button', { name: 'Unblock' });
    expect(screen.getAllByText('You blocked @maya.clay')[0]).toBeVisible();
    expect(screen.queryByRole('feed', { name: 'Posts by Maya Lindqvist' })).toBeNull();
    expect(within(card).queryByRole('button', { name: /^Follow/ })).toBeNull();
    fireEvent.click(unblock);
    await screen.findByRole('feed', { name: 'Posts by Maya Lindqvist' });
    expect(within(card).getByRole('button', { name: 'Follow Maya Lindqvist' })).toBeVisible();
  });

  it('mutes for a day, then offers Unmute', async () => {
    const card = await openMayasProfile();
    fireEvent.click(within(openMenu(card)).getByRole('menuitem', { name: 'Mute for 1 day' }));
    await screen.findByText('You muted @maya.clay for 1 day');
    await waitFor(() =>
      expect(
        within(openMenu(card)).getByRole('menuitem', { name: 'Unmute @maya.clay' }),
      ).toBeVisible(),
    );
  });
});
