import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Mailbox, MailboxMail } from '../mailbox';
import { DemoMailPanel } from './demo-mail-panel';

function fakeMailbox() {
  let mails: readonly MailboxMail[] = [];
  const listeners = new Set<() => void>();
  const mailbox: Mailbox = {
    mails: () => mails,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const deliver = (mail: MailboxMail) => {
    mails = [mail, ...mails];
    for (const listener of listeners) listener();
  };
  return { mailbox, deliver };
}

const resetMail: MailboxMail = {
  id: 'm1',
  to: 'ada@example.com',
  subject: 'Choose a new password',
  text: `Open this link:\n${location.origin}/reset-password?token=abc\n\nOr read https://example.org/help`,
  sentAt: '2026-12-01T20:00:00.000Z',
};

describe('DemoMailPanel', () => {
  it('counts a queued mail, shows it, and follows its link within the app', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    const { mailbox, deliver } = fakeMailbox();
    render(<DemoMailPanel mailbox={mailbox} navigate={navigate} />);
    expect(screen.getByRole('button', { name: 'Mail, none unread' })).toBeVisible();

    act(() => deliver(resetMail));
    const opener = screen.getByRole('button', { name: 'Mail, 1 unread' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Demo mail' });
    const mail = within(dialog).getByRole('article', { name: 'Choose a new password' });
    expect(mail).toHaveTextContent('To ada@example.com');
    expect(within(mail).getByRole('link', { name: /^https:\/\/example\.org/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await user.click(within(mail).getByRole('link', { name: /reset-password/ }));

    expect(navigate).toHaveBeenCalledWith('/reset-password?token=abc');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Mail, none unread' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back', async () => {
    const user = userEvent.setup();
    render(<DemoMailPanel mailbox={fakeMailbox().mailbox} navigate={vi.fn()} />);
    const opener = screen.getByRole('button', { name: 'Mail, none unread' });
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Demo mail' })).toHaveTextContent('No mail yet.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });
});
