import { useMemo, useRef } from 'react';
import type { Post, UserSummary } from '../../../../contract';
import { PostCard } from './post-card';
import styles from './post-list.module.css';
import { useFocusAfterRemoval } from './use-focus-after-removal';

interface PostListProps {
  posts: Post[];
  /**
   * Authors as the people list knows them, which a profile edit updates at once; a post's own
   * author summary stands in for anyone past the list's cap.
   */
  authors: ReadonlyMap<string, UserSummary>;
  label: string;
}

/** Posts as a WAI-ARIA feed: each an article that says where it stands in the list. */
export function PostList({ posts, authors, label }: PostListProps) {
  const feed = useRef<HTMLDivElement>(null);
  const ids = useMemo(() => posts.map((post) => post._id), [posts]);
  useFocusAfterRemoval(feed, ids);
  return (
    <div
      ref={feed}
      role="feed"
      aria-label={label}
      aria-busy={false}
      // Focus lands here when the last post it was on is gone.
      tabIndex={-1}
      className={styles.feed}
    >
      {posts.map((post, index) => (
        <PostCard
          key={post._id}
          post={post}
          author={authors.get(post.username) ?? post.author}
          position={index + 1}
          setSize={posts.length}
        />
      ))}
    </div>
  );
}
