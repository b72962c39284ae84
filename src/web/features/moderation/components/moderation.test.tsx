import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/web/config/paths';
import { useTestApi } from '@/web/testing/api-server';
import { logInAs, renderApp } from '@/web/testing/render-app';

describe('the moderation page', () => {
  const api = useTestApi();

  it('tells a user it is for moderators only, and shows them no way to it', async () => {
    await logInAs(api.current(), 'kenji.rides');
    renderApp(paths.moderation.href());
    expect(await screen.findByRole('heading', { name: 'Moderators only' })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Moderation' })).toBeNull();
  });

  it('lets a moderator remove a reported post with a note, and logs it', async () => {
    await api.current().store.users.update('3', { role: 'moderator' });
    const lucia = await api.current().login('lucia_reads');
    await api.current().call('POST', '/api/reports', {
      token: lucia,
      body: { targetType: 'post', targetId: 'p01', reason: 'spam', comment: 'Link farm' },
    });
    await logInAs(api.current(), 'tariq.codes');
    const app = renderApp(paths.moderation.href());
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Moderation' })).toHaveAttribute(
      'href',
      paths.moderation.href(),
    );
    const card = await screen.findByRole('article', { name: 'A post by @maya.clay' });
    expect(card).toHaveTextContent('@lucia_reads: spam, “Link farm”');
    const note = within(card).getByRole('textbox', { name: /Note/ });
    await app.user.click(note);
    await app.user.keyboard('Spam links');
    expect(note).toHaveValue('Spam links');
    await app.user.click(within(card).getByRole('button', { name: 'Remove post' }));

    // The queue is read again once the removal is done.
    expect(
      await screen.findByText('No open reports. Nothing to do here.', {}, { timeout: 5_000 }),
    ).toBeVisible();
    expect((await api.current().call('GET', '/api/posts/p01')).status).toBe(404);
    await app.user.click(screen.getByRole('tab', { name: 'Log' }));
    expect(await screen.findByText('Spam links', {}, { timeout: 5_000 })).toBeVisible();
    // Typing a note and two page loads take a while on a busy machine.
  }, 15_000);
});

describe('the report dialog', () => {
  const api = useTestApi();

  it('reports a post from its menu, with a reason and a comment, and says what happens next', async () => {
    await logInAs(api.current(), 'kenji.rides');
    const app = renderApp(paths.post.href('p01'));
    const post = await screen.findByRole('article', { name: /Maya/ });
    await app.user.click(within(post).getByRole('button', { name: 'More actions for @maya.clay' }));
    await app.user.click(screen.getByRole('menuitem', { name: 'Report post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report post' });
    const send = within(dialog).getByRole('button', { name: 'Send report' });
    expect(send).toBeDisabled();
    await app.user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await app.user.type(within(dialog).getByRole('textbox'), 'Ads again');
    expect(within(dialog).getByText('9/1000')).toBeVisible();
    await app.user.click(send);
    const sent = await screen.findByRole('dialog', { name: 'Thanks for telling us' });
    expect(
      within(sent).getByRole('link', { name: /Visit their profile to block/ }),
    ).toHaveAttribute('href', paths.profile.href('maya.clay'));
    await api.current().store.users.update('3', { role: 'moderator' });
    const tariq = await api.current().login('tariq.codes');
    const queue = await api.current().call('GET', '/api/moderation/reports', { token: tariq });
    expect(queue.body.groups[0]).toMatchObject({ targetId: 'p01', reportCount: 1 });
  });
});
