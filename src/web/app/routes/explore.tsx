import { emptyListMessages } from '@/contract/page-messages';
import { useSearchParams } from 'react-router';
import { Page } from '@/web/components/layout/page';
import { exploreSortOf, PostsFeed, type PostSort, SortSelect } from '@/web/features/posts';
import { TrendingTags } from '@/web/features/tags';
import styles from './explore.module.css';

/**
 * /explore: every post on Murmur, in the order the reader picks, under the trending tags where the
 * right column is hidden. The order is in the address
 * (?sort=oldest), so that Back and a shared link keep it.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const sort = exploreSortOf(params);
  const choose = (next: PostSort) =>
    setParams(next === 'Latest' ? {} : { sort: next.toLowerCase() }, { replace: true });
  return (
    <Page title="Explore">
      {/* The right column shows them from 1100 px; narrower, Explore does. */}
      <TrendingTags className={styles.trending} />
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
