import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@/contract/paths';
import { useTestApi } from '@/web/testing/api-server';
import { logInAs, renderApp } from '@/web/testing/render-app';
import { paths } from '@/web/config/paths';

describe('the notifications page', () => {
  const api = useTestApi();

  it('groups three likes of a post on one line and marks it read once shown', async () => {
    for (const liker of ['guest', 'tariq.codes', 'kenji.rides']) {
      const token = await api.current().login(liker);
      await api.current().call('POST', apiPaths.like('p01'), { token });
      api.current().advance(60_000);
    }
    await logInAs(api.current(), 'maya.clay');
    const app = renderApp(paths.feed.href());
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Notifications, 1 unread' })).toBeVisible();

    await app.user.click(within(nav).getByRole('link', { name: /^Notifications/ }));
    const feed = await screen.findByRole('feed', { name: 'Notifications' });
    const [line, ...others] = within(feed).getAllByRole('article');
    expect(others).toEqual([]);
    expect(line).toHaveAccessibleName('New: Kenji and 2 others liked your post');
    expect(line).toHaveTextContent('Centred three kilos of stoneware');
    expect(within(line!).getByRole('link')).toHaveAttribute('href', paths.post.href('p01'));

    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: /^Notifications/ })).toHaveAccessibleName(
        'Notifications',
      ),
    );
    const token = await api.current().login('maya.clay');
    const stored = await api.current().call('GET', '/api/notifications/unread-count', { token });
    expect(stored.body).toEqual({ unreadCount: 0 });
  });

  it('leads from a reply to that reply, shown first on its post with the focus on it', async () => {
    const guest = await api.current().login('guest');
    const added = await api
      .current()
      .call<{ comment: { _id: string } }>('POST', '/api/comments/add/p01', {
        token: guest,
        body: { commentData: { text: 'Which clay body is that?' } },
      });
    await logInAs(api.current(), 'maya.clay');
    const app = renderApp(paths.notifications.href());
    const feed = await screen.findByRole('feed', { name: 'Notifications' });
    const [line] = within(feed).getAllByRole('article');
    const link = within(line!).getByRole('link');
    expect(link).toHaveAttribute('href', paths.post.href('p01', added.body.comment._id));

    await app.user.click(link);
    const replies = await screen.findByRole('feed', { name: 'Replies' });
    await waitFor(() => expect(within(replies).getAllByRole('article')[0]).toHaveFocus());
    expect(within(replies).getAllByRole('article')[0]).toHaveTextContent(
      'Which clay body is that?',
    );
  });
});
