import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tooManyWritesMessage } from '@/contract/messages';
import { useTestApi } from '@/web/testing/api-server';
import { logInAs, renderApp } from '@/web/testing/render-app';
import { oneVoteAnHour } from '@/web/testing/tight-write-limits';
import { paths } from '@/web/config/paths';

describe('a vote on a reply', () => {
  const api = useTestApi({ writeLimits: oneVoteAnHour });

  it('goes back when the server refuses it, with its message, leaving the accepted one', async () => {
    await logInAs(api.current(), 'guest');
    const app = renderApp(paths.post.href('p08'));
    const replies = await screen.findByRole('feed', { name: 'Replies' });
    const [first, second] = within(replies).getAllByRole('article');
    const upvote = (reply: HTMLElement) =>
      within(reply).getByRole('button', { name: /^Upvote \(/ });
    const downvote = (reply: HTMLElement) =>
      within(reply).getByRole('button', { name: /^Downvote \(/ });

    await app.user.click(upvote(first!));
    await waitFor(() => expect(upvote(first!)).toHaveAttribute('aria-pressed', 'true'));
    expect(upvote(first!)).toHaveAccessibleName('Upvote (1 upvote)');
    await app.user.click(downvote(second!));

    expect(await screen.findByRole('alert')).toHaveTextContent(tooManyWritesMessage(60 * 60));
    await waitFor(() => expect(downvote(second!)).toHaveAttribute('aria-pressed', 'false'));
    expect(downvote(second!)).toHaveAccessibleName('Downvote (0 downvotes)');
    expect(upvote(first!)).toHaveAttribute('aria-pressed', 'true');
    const stored = await api
      .current()
      .call<{ comments: { _id: string; votes: { upvoteCount: number; downvoteCount: number } }[] }>(
        'GET',
        '/api/comments/p08',
      );
    expect(stored.body.comments.map((reply) => reply.votes)).toMatchObject([
      { upvoteCount: 1, downvoteCount: 0 },
      { upvoteCount: 0, downvoteCount: 0 },
    ]);
  });
});
