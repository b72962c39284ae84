import { errorScreenMessages } from '@/contract/page-messages';
import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Post } from '@/contract';
import { Button } from '@/web/components/button';
import { Page } from '@/web/components/layout/page';
import { paths } from '@/web/config/paths';
import { ApiClientError } from '@/web/lib/api-client';
import { useSession } from '@/web/lib/session';
import { userSummary } from '@/web/lib/user-summary';
import { postQuery } from '../api/post-queries';
import { PostCard } from './post-card';
import { PostSkeletons } from './post-skeletons';
import problem from '@/web/components/problem.module.css';

/**
 * A post's own page, /posts/{postId}: the post, then what `children` puts under it once the post
 * is there (the route puts its replies). A post deleted (here or elsewhere) or never there shows
 * as not found.
 */
export function PostPage({
  postId,
  children,
}: {
  postId: string;
  children: (post: Post) => ReactNode;
}) {
  const post = useQuery(postQuery(postId));
  const me = useSession()?.user;
  const author = useMemo(
    () => (post.data && me?.username === post.data.username ? userSummary(me) : post.data?.author),
    [post.data, me],
  );

  if (post.error instanceof ApiClientError && post.error.status === 404)
    return (
      <Page title={errorScreenMessages.postNotFoundTitle}>
        <div className={problem.problem}>
          <p className={problem.title}>{errorScreenMessages.postNotHere}</p>
          <p>{errorScreenMessages.postNotHereDetail}</p>
          <Link to={paths.explore.href()}>Explore other posts</Link>
        </div>
      </Page>
    );
  if (post.isPending)
    return (
      <Page title="Post">
        <PostSkeletons count={1} />
      </Page>
    );
  if (post.isError && !post.data)
    return (
      <Page title="Post">
        <div className={problem.problem} role="alert">
          <p>Could not load this post: {post.error.message}</p>
          <Button variant="secondary" onClick={() => void post.refetch()}>
            Retry
          </Button>
        </div>
      </Page>
    );
  return (
    <Page title="Post">
      <PostCard
        post={post.data}
        author={author ?? post.data.author}
        position={1}
        setSize={1}
        standalone
        eagerPictures={post.data.media.length}
      />
      {children(post.data)}
    </Page>
  );
}
