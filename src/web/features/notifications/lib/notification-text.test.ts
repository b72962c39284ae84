import { describe, expect, it } from 'vitest';
import type { Notification, UserSummary } from '@/contract';
import { notificationExcerpt, notificationText } from './notification-text';

const person = (firstName: string): UserSummary => ({
  _id: `id-${firstName}`,
  username: firstName.toLowerCase(),
  firstName,
  lastName: 'Tester',
  avatarUrl: '',
});

const line = (over: Partial<Notification>): Notification => ({
  _id: 'n1',
  kind: 'like',
  actors: [person('Maya')],
  actorCount: 1,
  post: { _id: 'p1', excerpt: 'Kiln opened!' },
  comment: null,
  read: false,
  updatedAt: '2026-11-24T12:00:00.000Z',
  ...over,
});

describe('the text of a notification line', () => {
  it('groups likes: one, two, and many', () => {
    expect(notificationText(line({}))).toBe('Maya liked your post');
    expect(
      notificationText(line({ actors: [person('Maya'), person('Lucia')], actorCount: 2 })),
    ).toBe('Maya and Lucia liked your post');
    const many = line({ actors: [person('Maya'), person('Lucia'), person('Ade')], actorCount: 4 });
    expect(notificationText(many)).toBe('Maya and 3 others liked your post');
  });

  it('says what happened for each kind', () => {
    expect(notificationText(line({ kind: 'follow', post: null, actorCount: 3 }))).toBe(
      'Maya and 2 others followed you',
    );
    const reply = { _id: 'c1', excerpt: 'Lovely glaze' };
    expect(notificationText(line({ kind: 'reply', comment: reply }))).toBe(
      'Maya replied to your post',
    );
    expect(notificationText(line({ kind: 'vote', comment: reply, actorCount: 2 }))).toBe(
      'Maya and 1 other upvoted your reply',
    );
    expect(notificationText(line({ kind: 'mention', comment: reply }))).toBe(
      'Maya mentioned you in a reply',
    );
    expect(notificationText(line({ kind: 'mention' }))).toBe('Maya mentioned you in a post');
    expect(notificationExcerpt(line({ kind: 'reply', comment: reply }))).toBe('Lovely glaze');
    expect(notificationExcerpt(line({}))).toBe('Kiln opened!');
  });
});
