import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '@/web/testing/api-server';
import { logInAs, renderApp } from '@/web/testing/render-app';
import { paths } from '@/web/config/paths';

describe('/settings/muted', () => {
  const api = useTestApi();

  it('adds a muted word for a while and removes it', async () => {
    await logInAs(api.current(), 'guest');
    renderApp(paths.mutedSettings.href());
    await screen.findByText('You have no muted words.');
    fireEvent.change(screen.getByLabelText('Word or phrase'), { target: { value: 'Kiln' } });
    fireEvent.change(screen.getByLabelText('For'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mute' }));
    const words = screen.getByRole('list', { name: 'Your muted words' });
    await within(words).findByRole('button', { name: 'Remove Kiln' });
    expect(words).toHaveTextContent(/until/);
    fireEvent.click(within(words).getByRole('button', { name: 'Remove Kiln' }));
    expect(await screen.findByText('You have no muted words.')).toBeVisible();
  });

  it('folds a post that holds a muted word, with Show', async () => {
    const login = await logInAs(api.current(), 'guest');
    const maya = await api.current().login('maya.clay');
    await api.current().call('POST', '/api/posts', {
      token: maya,
      body: { postData: { content: 'The zorblax opened early' } },
    });
    await api.current().call('POST', '/api/users/muted-words', {
      token: login.encodedToken,
      body: { phrase: 'Zorblax' },
    });
    renderApp(paths.explore.href());
    const show = await screen.findByRole('button', { name: 'Show' });
    expect(show.closest('p')).toHaveTextContent('Hidden: mentions Zorblax');
    expect(screen.queryByText('The zorblax opened early')).toBeNull();
    fireEvent.click(show);
    expect(await screen.findByText('The zorblax opened early')).toBeVisible();
  });

  it('lists muted and blocked people with Unmute and Unblock', async () => {
    const login = await logInAs(api.current(), 'guest');
    await api.current().call('POST', '/api/users/mute/2/', { token: login.encodedToken });
    await api.current().call('POST', '/api/users/block/3/', { token: login.encodedToken });
    renderApp(paths.mutedSettings.href());
    const muted = await screen.findByRole('list', { name: 'Muted people' });
    expect(await within(muted).findByRole('button', { name: 'Unmute @maya.clay' })).toBeVisible();
    expect(muted).toHaveTextContent('until you unmute');
    const blocked = screen.getByRole('list', { name: 'Blocked people' });
    await within(blocked).findByRole('button', { name: 'Unblock @tariq.codes' });
    fireEvent.click(within(blocked).getByRole('button', { name: 'Unblock @tariq.codes' }));
    expect(await screen.findByText('You have blocked nobody.')).toBeVisible();
    fireEvent.click(within(muted).getByRole('button', { name: 'Unmute @maya.clay' }));
    expect(await screen.findByText('You have muted nobody.')).toBeVisible();
  });
});
