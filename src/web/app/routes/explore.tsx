import { emptyListMessages } from '@/contract/page-messages';
import { useSearchParams } from 'react-router';
import { Page } from '@/web/components/layout/page';
import { exploreSortOf, PostsFeed, type PostSort, SortSelect } from '@/web/features/posts';

/**
 * /explore: every post on Murmur, in the order the reader picks. The order is in the address
 * (?sort=oldest), so that Back and a shared link keep it.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const sort = exploreSortOf(params);
  const choose = (next: PostSort) =>
    setParams(next === 'Latest' ? {} : { sort: next.toLowerCase() }, { replace: true });
  return (
    <Page title="Explore">
      <SortSelect value={sort} onChange={choose} />
      <PostsFeed
        key={sort}
        list={{ kind: 'explore', sort: sort.toLowerCase() as Lowercase<PostSort> }}
        label="Explore"
        emptyMessage={emptyListMessages.posts}
      />
    </Page>
  );
}
