import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/web/config/paths';
import { useTestApi } from '@/web/testing/api-server';
import { logInAs, renderApp } from '@/web/testing/render-app';

describe('the like toggle', () => {
  const api = useTestApi();

  it('unlikes a post the server says is liked already (its code), though the page thought not', async () => {
    const { encodedToken } = await logInAs(api.current(), 'guest');
    const app = renderApp(paths.explore.href());
    const feed = await screen.findByRole('feed', { name: 'Explore' });
    const post = within(feed).getAllByRole('article')[0]!;
    const like = within(post).getByRole('button', { name: /^Like \(/ });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    // Liked in another tab: this page still shows it unliked.
    const postId = post.dataset.postId!;
    await api.current().call('POST', `/api/posts/like/${postId}`, { token: encodedToken });

    await app.user.click(like);

    // The server's 400 "already liked" is answered by the toggle, not shown: it unlikes.
    expect(await screen.findByText('Post UnLiked')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'false'));
    const guest = await api.current().store.users.getByUsername('guest');
    expect((await api.current().store.reactions.get(postId, guest!._id))?.kind).toBe('dislike');
  });
});
