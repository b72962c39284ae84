import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal } from './modal';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        New Post
      </button>
      <button type="button">Elsewhere</button>
      <Modal open={open} onClose={() => setOpen(false)} title="Add a Post">
        <label>
          Text <textarea />
        </label>
        <button type="button">Create</button>
      </Modal>
    </>
  );
}

async function openModal() {
  const user = userEvent.setup();
  render(<Harness />);
  const opener = screen.getByRole('button', { name: 'New Post' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog', { name: 'Add a Post' }) };
}

describe('Modal', () => {
  it('is a modal dialog named by its title, with focus moved inside', async () => {
    const { dialog } = await openModal();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside', async () => {
    const { user } = await openModal();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Text' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Create' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Create' })).toHaveFocus();
  });

  it('pulls focus back when something outside takes it', async () => {
    await openModal();
    screen.getByRole('button', { name: 'Elsewhere', hidden: true }).focus();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to what opened it', async () => {
    const { user, opener } = await openModal();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes with its button', async () => {
    const { user, opener } = await openModal();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('stops the page from scrolling while open', async () => {
    document.body.style.overflow = 'auto';
    const { user } = await openModal();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('auto');
    document.body.style.overflow = '';
  });
});
