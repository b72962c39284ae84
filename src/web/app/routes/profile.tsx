import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { Page, PageMessage } from '../../components/layout/page';
import { paths } from '../../config/paths';
import { userPostsQuery } from '../../features/posts/api/post-queries';
import { PostsFeed } from '../../features/posts/components/posts-feed';
import { userQuery } from '../../features/users/api/user-queries';
import { ProfileCard } from '../../features/users/components/profile-card';
import { ApiClientError } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import styles from './profile.module.css';
import { useAuthors } from './use-authors';

/** /posts/user/:username: who someone is, then their posts. */
export function Component() {
  const { username = '' } = useParams();
  const session = useSession();
  // Asked again on every visit (spec section 7); follows and edits update it in between.
  const user = useQuery({ ...userQuery(username), refetchOnMount: 'always' });
  // The posts once the person is known: an unknown username has none to ask for.
  const posts = useQuery({ ...userPostsQuery(username), enabled: user.isSuccess });
  const authors = useAuthors();
  useRefetchWhenPostsChange(username, posts.dataUpdatedAt, user.refetch);

  if (user.isPending)
    return (
      <Page title={`@${username}`}>
        <PageMessage role="status">Loading profile…</PageMessage>
      </Page>
    );
  if (user.error) {
    const missing = user.error instanceof ApiClientError && user.error.status === 404;
    return (
      <Page title={missing ? 'Profile not found' : `@${username}`}>
        <div className={styles.problem} role={missing ? undefined : 'alert'}>
          <p className={styles.problemTitle}>
            {missing ? `No one here goes by @${username}` : 'Could not load this profile'}
          </p>
          <p>
            {missing
              ? 'The account may have a different name, or it does not exist.'
              : user.error.message}
          </p>
          <Link to={paths.users.href()}>Find people to follow</Link>
        </div>
      </Page>
    );
  }
  const name = `${user.data.firstName} ${user.data.lastName}`;
  return (
    <Page title={name}>
      <ProfileCard user={user.data} own={session?.user.username === user.data.username} />
      <PostsFeed
        posts={posts}
        authors={authors}
        label={`Posts by ${name}`}
        emptyMessage="No Posts yet to be shown"
      />
    </Page>
  );
}

/**
 * Spec section 7: the person is asked for again when their post list changes (a post written,
 * edited or deleted), not when it first arrives, which follows the person's own fetch.
 */
function useRefetchWhenPostsChange(username: string, postsAt: number, refetch: () => unknown) {
  const seen = useRef({ username, postsAt });
  useEffect(() => {
    const last = seen.current;
    seen.current = { username, postsAt };
    if (last.username === username && last.postsAt !== 0 && last.postsAt !== postsAt)
      void refetch();
  }, [username, postsAt, refetch]);
}
