import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PublicUser } from '@/contract';
import { FollowSideLinks } from './follow-side-links';

const person = (followerCount: number, followingCount: number): PublicUser => ({
  _id: 'u1',
  username: 'ann',
  firstName: 'Ann',
  lastName: 'Lee',
  avatarUrl: '',
  bio: '',
  website: '',
  followers: [],
  following: [],
  followerCount,
  followingCount,
  postCount: 0,
  followedByViewer: false,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
});

const renderLinks = (user: PublicUser | undefined) =>
  render(
    <MemoryRouter>
      <FollowSideLinks username="ann" side="following" user={user} />
    </MemoryRouter>,
  );

describe('the followers and following links', () => {
  it('says one follower in the singular', () => {
    renderLinks(person(1, 1));
    expect(screen.getByRole('link', { name: '1 Follower' })).toBeVisible();
    expect(screen.getByRole('link', { name: '1 Following' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('says any other count in the plural, and no count before the person is read', () => {
    const { unmount } = renderLinks(person(0, 204));
    expect(screen.getByRole('link', { name: '0 Followers' })).toBeVisible();
    expect(screen.getByRole('link', { name: '204 Following' })).toBeVisible();
    unmount();
    renderLinks(undefined);
    expect(screen.getByRole('link', { name: 'Followers' })).toBeVisible();
  });
});
