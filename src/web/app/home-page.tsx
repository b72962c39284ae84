import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { PostList } from '../features/posts/components/post-list';
import { postsQuery } from '../features/posts/api/post-queries';
import { usersQuery } from '../features/users/api/user-queries';
import styles from './home-page.module.css';

/** The first screen: every post, straight from GET /api/posts. The real feed comes later. */
export function HomePage() {
  const posts = useQuery(postsQuery());
  const users = useQuery(usersQuery());
  const authors = useMemo(
    () => new Map((users.data ?? []).map((user) => [user.username, user])),
    [users.data],
  );

  return (
    <main className={styles.main}>
      <h1 className={styles.title}>Latest posts</h1>
      {posts.isPending && <p role="status">Loading posts…</p>}
      {posts.isError && <p role="alert">Could not load posts: {posts.error.message}</p>}
      {posts.data && posts.data.length === 0 && <p>No Posts yet to be shown</p>}
      {posts.data && posts.data.length > 0 && (
        <PostList posts={posts.data} authors={authors} label="Latest posts" />
      )}
    </main>
  );
}
