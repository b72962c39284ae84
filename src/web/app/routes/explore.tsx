import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Page } from '../../components/layout/page';
import { postsQuery } from '../../features/posts/api/post-queries';
import { PostsFeed } from '../../features/posts/components/posts-feed';
import { SortSelect } from '../../features/posts/components/sort-select';
import { sortPosts, type PostSort } from '../../features/posts/lib/sort-posts';
import { useAuthors } from './use-authors';

/** /explore: every post on Murmur, in the order the reader picks. */
export function Component() {
  const posts = useQuery(postsQuery());
  const [sort, setSort] = useState<PostSort>('Latest');
  return (
    <Page title="Explore">
      <SortSelect value={sort} onChange={setSort} />
      <PostsFeed
        posts={{ ...posts, data: posts.data && sortPosts(posts.data, sort) }}
        authors={useAuthors()}
        label="Explore"
        emptyMessage="No Posts yet to be shown"
      />
    </Page>
  );
}
