import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PublicUser } from '@/contract';
import { publicUser } from '@/web/testing/public-user';
import { FollowSideLinks } from './follow-side-links';

const person = (followerCount: number, followingCount: number) =>
  publicUser('ann', { followerCount, followingCount });

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
