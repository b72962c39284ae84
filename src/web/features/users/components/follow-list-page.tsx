import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import type { PublicUser } from '@/contract';
import { Page } from '@/web/components/layout/page';
import { paths } from '@/web/config/paths';
import { ApiClientError } from '@/web/lib/api-client';
import { followsQuery } from '../api/people-queries';
import type { FollowSide } from '@/web/lib/shared-state';
import { profileQuery } from '../api/user-queries';
import { FollowSideLinks } from './follow-side-links';
import { PeopleResults } from './people-results';
import styles from './follow-list-page.module.css';

const titles: Record<FollowSide, (name: string) => string> = {
  followers: (name) => `People following ${name}`,
  following: (name) => `People ${name} follows`,
};

const emptyMessages: Record<FollowSide, (user: PublicUser) => string> = {
  followers: (user) => `No one follows ${user.firstName} yet`,
  following: (user) => `${user.firstName} does not follow anyone yet`,
};

interface FollowListPageProps {
  side: FollowSide;
  username: string;
}

/** A person's followers, or whom they follow: a heading naming them, then the paged list. */
export function FollowListPage({ side, username }: FollowListPageProps) {
  const person = useQuery(profileQuery(username));
  // Both asked for at once; for an unknown person both fail, and the person's 404 is shown.
  const people = useInfiniteQuery(followsQuery(side, username));
  if (person.error) {
    const missing = person.error instanceof ApiClientError && person.error.status === 404;
    return (
      <Page title={missing ? 'Profile not found' : `@${username}`}>
        <p className={styles.problem} role={missing ? undefined : 'alert'}>
          {missing ? `No one here goes by @${username}` : person.error.message}
        </p>
      </Page>
    );
  }
  const name = person.data ? `${person.data.firstName} ${person.data.lastName}` : `@${username}`;
  return (
    <Page title={titles[side](name)}>
      <Link to={paths.profile.href(username)} className={styles.back}>
        <ArrowLeft aria-hidden size={18} />
        {person.data ? `${name}’s profile` : 'Profile'}
      </Link>
      <FollowSideLinks username={username} side={side} user={person.data} />
      <div className={styles.list}>
        <PeopleResults
          people={people}
          label={titles[side](name)}
          emptyMessage={person.data && emptyMessages[side](person.data)}
          showBio
        />
      </div>
    </Page>
  );
}
