import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clientMessages } from '@/contract/client-messages';
import { useTestApi } from '@/web/testing/api-server';
import { logInAs, renderApp } from '@/web/testing/render-app';
import { paths } from '@/web/config/paths';

describe('a link to one reply', () => {
  const api = useTestApi();

  it('shows that reply first, with the focus on it', async () => {
    await logInAs(api.current(), 'guest');
    const thread = await api
      .current()
      .call<{ comments: { _id: string; text: string }[] }>('GET', '/api/comments/p08');
    const last = thread.body.comments.at(-1)!;
    expect(thread.body.comments.length).toBeGreaterThan(1);

    renderApp(paths.post.href('p08', last._id));
    const replies = await screen.findByRole('feed', { name: 'Replies' });
    await waitFor(() => expect(within(replies).getAllByRole('article')[0]).toHaveFocus());
    expect(within(replies).getAllByRole('article')[0]).toHaveTextContent(last.text);
  });

  it('says so when the reply is gone, and leaves the focus alone', async () => {
    await logInAs(api.current(), 'guest');
    renderApp(paths.post.href('p08', 'no-such-reply'));
    expect(await screen.findByText(clientMessages.linkedReplyGone)).toBeVisible();
    const replies = await screen.findByRole('feed', { name: 'Replies' });
    expect(within(replies).getAllByRole('article')[0]).not.toHaveFocus();
  });
});
