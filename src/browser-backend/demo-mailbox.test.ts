import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../backend/store/memory-store';
import { createDemoMailSender } from './demo-mailbox';

describe('the demo mail sender', () => {
  it('drains the outbox into the mailbox, newest first, marks the mail sent and tells', async () => {
    const store = createMemoryStore();
    const now = new Date('2026-12-01T20:00:00.000Z');
    const sender = createDemoMailSender(store, () => now);
    let told = 0;
    sender.subscribe(() => told++);
    const queue = async (id: string, createdAt: string) => {
      await store.mail.enqueue({
        _id: id,
        to: 'ada@example.com',
        subject: id,
        text: 'x',
        createdAt,
      });
      sender.wake();
    };
    await queue('first', '2026-12-01T19:59:00.000Z');
    await queue('second', '2026-12-01T19:59:30.000Z');
    await expect.poll(() => sender.mails().map((mail) => mail.id)).toEqual(['second', 'first']);
    expect(told).toBe(2);
    expect((await store.mail.get('first'))?.sentAt).toBe(now.toISOString());
  });
});
