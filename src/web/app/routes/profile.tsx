import { emptyListMessages } from '@/contract/page-messages';
import { hashKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { Page, PageMessage } from '@/web/components/layout/page';
import { paths } from '@/web/config/paths';
import { postKeys, type PostPages, PostsFeed } from '@/web/features/posts';
import { ProfileCard, profileQuery } from '@/web/features/users';
import { ApiClientError } from '@/web/lib/api-client';
import { useSession } from '@/web/lib/session';
import styles from './profile.module.css';

/** /posts/user/:username: who someone is, then their posts. */
export function Component() {
  const { username = '' } = useParams();
  const session = useSession();
  // Asked again on every visit (spec section 7); follows and edits update it in between.
  const user = useQuery({ ...profileQuery(username), refetchOnMount: 'always' });
  useRefetchWhenPostsChange(username, user.refetch);

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
      {/* The posts once the person is known: an unknown username has none to ask for. */}
      <PostsFeed
        key={username}
        list={{ kind: 'user', username }}
        label={`Posts by ${name}`}
        emptyMessage={emptyListMessages.posts}
      />
    </Page>
  );
}

/**
 * Spec section 7: the person is asked for again when their post list changes (a post written or
 * deleted, or the list read afresh with different posts), not when it first arrives, which
 * follows the person's own fetch. A next page or a like on a post changes no count of theirs.
 */
function useRefetchWhenPostsChange(username: string, refetch: () => unknown) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const queryKey = postKeys.list({ kind: 'user', username });
    const firstPageIds = () =>
      queryClient
        .getQueryData<PostPages>(queryKey)
        ?.pages[0]?.posts.map((post) => post._id)
        .join();
    let seen = firstPageIds();
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.query.queryHash !== hashKey(queryKey)) return;
      const now = firstPageIds();
      if (seen !== undefined && now !== undefined && now !== seen) void refetch();
      if (now !== undefined) seen = now;
    });
  }, [queryClient, username, refetch]);
}
