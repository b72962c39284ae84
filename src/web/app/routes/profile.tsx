import { emptyListMessages } from '@/contract/page-messages';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { Page, PageMessage } from '@/web/components/layout/page';
import { paths } from '@/web/config/paths';
import { PostsFeed } from '@/web/features/posts';
import { BlockedNotice, ProfileSafetyMenu } from '@/web/features/safety';
import { ProfileCard, profileQuery } from '@/web/features/users';
import { ApiClientError } from '@/web/lib/api-client';
import { useSession } from '@/web/lib/session';
import { useWhenUserPostsChange } from '@/web/lib/shared-state';
import problem from '@/web/components/problem.module.css';
import styles from './profile.module.css';

/** /posts/user/:username: who someone is, then their posts. */
export function Component() {
  const { username = '' } = useParams();
  const session = useSession();
  // Asked again on every visit; follows, edits and posts update it in between.
  const user = useQuery({ ...profileQuery(username), refetchOnMount: 'always' });
  // The counts shown match the posts under them: a post written or deleted asks again.
  useWhenUserPostsChange(username, user.refetch);

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
          <p className={problem.title}>
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
  const own = session?.user.username === user.data.username;
  const blocked = user.data.blockedByViewer === true || user.data.blockingViewer === true;
  return (
    <Page title={name}>
      <ProfileCard
        user={user.data}
        own={own}
        actions={session && !own ? <ProfileSafetyMenu user={user.data} /> : undefined}
      />
      {own && (
        <p className={styles.settings}>
          <Link to={paths.settings.href()}>Settings</Link>
          <Link to={paths.mutedSettings.href()}>Muted words, muted and blocked people</Link>
        </p>
      )}
      {/* The posts once the person is known: an unknown username has none to ask for. */}
      {blocked ? (
        <BlockedNotice user={user.data} />
      ) : (
        <PostsFeed
          key={username}
          list={{ kind: 'user', username }}
          label={`Posts by ${name}`}
          emptyMessage={emptyListMessages.posts}
        />
      )}
    </Page>
  );
}
