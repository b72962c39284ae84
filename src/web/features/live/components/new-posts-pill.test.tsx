import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NewPostsPill } from './new-posts-pill';

describe('NewPostsPill', () => {
  it('shows nothing but an empty polite region when there is nothing new', () => {
    render(<NewPostsPill count={0} onShow={() => undefined} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('is a button named by its count, said politely, that shows the posts', async () => {
    const onShow = vi.fn();
    const { rerender } = render(<NewPostsPill count={1} onShow={onShow} />);
    expect(screen.getByRole('button', { name: '1 new post' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('1 new post');
    rerender(<NewPostsPill count={3} onShow={onShow} />);
    const pill = screen.getByRole('button', { name: '3 new posts' });
    expect(screen.getByRole('status')).toHaveTextContent('3 new posts');
    await userEvent.setup().click(pill);
    expect(onShow).toHaveBeenCalledTimes(1);
  });

  it('can be reached and pressed with the keyboard', async () => {
    const onShow = vi.fn();
    render(<NewPostsPill count={2} onShow={onShow} />);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: '2 new posts' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onShow).toHaveBeenCalledTimes(1);
  });
});
