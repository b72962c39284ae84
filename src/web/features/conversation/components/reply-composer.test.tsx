import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '@/web/testing/api-server';
import { logInAs, renderApp } from '@/web/testing/render-app';
import { paths } from '@/web/config/paths';

/** The seeded "Kiln opened!" post by maya.clay, with two replies. */
const postId = 'p08';

const repliesStored = async (api: ReturnType<ReturnType<typeof useTestApi>['current']>) =>
  (await api.call<{ comments: unknown[] }>('GET', `/api/comments/${postId}?limit=100`)).body
    .comments.length;

describe('the reply composer', () => {
  const api = useTestApi();

  it('refuses a blank reply and a too long one, saying why, and sends neither', async () => {
    await logInAs(api.current(), 'guest');
    const app = renderApp(paths.post.href(postId));
    await screen.findByRole('feed', { name: 'Replies' });
    const field = screen.getByLabelText('Reply text');
    const send = screen.getByRole('button', { name: 'Reply' });

    await app.user.type(field, '   ');
    await app.user.click(send);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Write something before sending your reply.',
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();

    await app.user.clear(field);
    await app.user.click(field);
    await app.user.paste('x'.repeat(501));
    expect(screen.getByRole('alert')).toHaveTextContent('Replies can be at most 500 characters.');
    expect(screen.getByText('501/500')).toBeVisible();
    await app.user.click(send);
    expect(field).toHaveValue('x'.repeat(501));
    expect(await repliesStored(api.current())).toBe(2);
  });

  it('sends a reply: it ends the thread, the form empties and the count rises', async () => {
    await logInAs(api.current(), 'guest');
    const app = renderApp(paths.post.href(postId));
    const replies = await screen.findByRole('feed', { name: 'Replies' });
    // On its own page the count leads nowhere.
    expect(screen.queryByRole('link', { name: /^Replies/ })).toBeNull();
    const post = screen.getAllByRole('article')[0]!;
    expect(post).toHaveTextContent('2 replies');

    await app.user.type(screen.getByLabelText('Reply text'), 'Green is the best colour');
    await app.user.click(screen.getByRole('button', { name: 'Reply' }));

    await waitFor(() => expect(within(replies).getAllByRole('article')).toHaveLength(3));
    const mine = within(replies).getAllByRole('article')[2]!;
    expect(mine).toHaveTextContent('Green is the best colour');
    expect(screen.getByLabelText('Reply text')).toHaveValue('');
    // The button was disabled while sending: the focus is back in the field, not on the page.
    expect(screen.getByLabelText('Reply text')).toHaveFocus();
    expect(post).toHaveTextContent('3 replies');
    expect(await repliesStored(api.current())).toBe(3);
  });

  it("edits one's own reply: Escape leaves it as it was, Save keeps the words, and the focus returns to the menu", async () => {
    await logInAs(api.current(), 'guest');
    const app = renderApp(paths.post.href(postId));
    const replies = await screen.findByRole('feed', { name: 'Replies' });
    await app.user.type(screen.getByLabelText('Reply text'), 'First words');
    await app.user.click(screen.getByRole('button', { name: 'Reply' }));
    const mine = await within(replies).findByText('First words');
    const card = mine.closest('article')!;
    const menu = within(card).getByRole('button', { name: 'More options' });

    await app.user.click(menu);
    await app.user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const field = within(card).getByLabelText('Edit reply text');
    expect(field).toHaveFocus();
    await app.user.type(field, ' and more');
    await app.user.keyboard('{Escape}');
    expect(within(card).queryByLabelText('Edit reply text')).toBeNull();
    expect(card).toHaveTextContent('First words');
    expect(card).not.toHaveTextContent('and more');
    expect(within(card).getByRole('button', { name: 'More options' })).toHaveFocus();

    await app.user.click(within(card).getByRole('button', { name: 'More options' }));
    await app.user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    await app.user.type(within(card).getByLabelText('Edit reply text'), ' and more');
    await app.user.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(card).toHaveTextContent('First words and more'));
    expect(within(card).queryByLabelText('Edit reply text')).toBeNull();
    expect(within(card).getByRole('button', { name: 'More options' })).toHaveFocus();
  });
});

describe('a link to one reply', () => {
  const api = useTestApi();

  it('shows that reply first, once, with the focus on it', async () => {
    await logInAs(api.current(), 'guest');
    // The seeded post p02 has two replies, c02 then c03: the link names the second.
    renderApp(paths.post.href('p02', 'c03'));
    const replies = await screen.findByRole('feed', { name: 'Replies' });
    await waitFor(() => expect(within(replies).getAllByRole('article')[0]).toHaveFocus());
    const cards = within(replies).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveAttribute('data-item-id', 'c03');
    expect(cards[1]).toHaveAttribute('data-item-id', 'c02');
  });

  it('says so when the reply is gone, and shows the thread', async () => {
    await logInAs(api.current(), 'guest');
    renderApp(paths.post.href('p02', 'no-such-reply'));
    expect(
      await screen.findByText(
        'The reply this link leads to is no longer here; it may have been deleted.',
      ),
    ).toBeVisible();
    const replies = await screen.findByRole('feed', { name: 'Replies' });
    expect(within(replies).getAllByRole('article')).toHaveLength(2);
  });
});
