import type { Post, UserSummary } from '../../../../contract';
import { PostCard } from './post-card';
import styles from './post-list.module.css';

interface PostListProps {
  posts: Post[];
  authors: ReadonlyMap<string, UserSummary>;
  label: string;
}

/** Posts as a WAI-ARIA feed: each an article that says where it stands in the list. */
export function PostList({ posts, authors, label }: PostListProps) {
  return (
    <div role="feed" aria-label={label} aria-busy={false} className={styles.feed}>
      {posts.map((post, index) => (
        <PostCard
          key={post._id}
          post={post}
          author={authors.get(post.username)}
          position={index + 1}
          setSize={posts.length}
        />
      ))}
    </div>
  );
}
