import { useSearchParams } from 'react-router';
import { noPostsFoundMessage } from '@/contract/page-messages';
import { Page, PageMessage } from '@/web/components/layout/page';
import { Tabs } from '@/web/components/tabs';
import { PostsFeed } from '@/web/features/posts';
import { TagResults } from '@/web/features/search';
import { PeopleDirectory } from '@/web/features/users';
import { SearchForm } from './search-form';
import { SortSwitch, type SearchSort } from './search-sort';

const tabs = ['Posts', 'People', 'Tags'] as const;
type SearchTab = (typeof tabs)[number];

const tabOf = (type: string | null): SearchTab =>
  tabs.find((tab) => tab.toLowerCase() === type) ?? 'Posts';

/**
 * /search: posts, people or tags that match what was typed. The search, its tab and the posts'
 * order are in the address (?q=…&type=people&sort=top), so that Back and a shared link keep them.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const tab = tabOf(params.get('type'));
  const sort: SearchSort = params.get('sort') === 'top' ? 'top' : 'latest';
  const go = (next: { q?: string; tab?: SearchTab; sort?: SearchSort }, replace = true) => {
    const nextTab = next.tab ?? tab;
    const nextSort = next.sort ?? sort;
    setParams(
      {
        q: next.q ?? q,
        ...(nextTab === 'Posts' ? {} : { type: nextTab.toLowerCase() }),
        ...(nextTab === 'Posts' && nextSort === 'top' ? { sort: 'top' } : {}),
      },
      { replace },
    );
  };
  return (
    <Page title={q ? `Search: ${q}` : 'Search'}>
      <SearchForm key={q} initial={q} onSearch={(text) => go({ q: text }, false)} />
      {q === '' ? (
        <PageMessage>
          Search posts by their words, a “quoted phrase” or from:username; people by name; and tags.
        </PageMessage>
      ) : (
        <Tabs
          tabs={tabs}
          selected={tab}
          onSelect={(next) => go({ tab: next })}
          label="Search for"
          idPrefix="search"
        >
          {tab === 'Posts' && (
            <>
              <SortSwitch value={sort} onChange={(next) => go({ sort: next })} />
              <PostsFeed
                key={`${sort}:${q}`}
                list={{ kind: 'search', q, sort }}
                label={`Posts matching ${q}`}
                emptyMessage={noPostsFoundMessage(q)}
              />
            </>
          )}
          {tab === 'People' && <PeopleDirectory search={q} />}
          {tab === 'Tags' && <TagResults q={q} />}
        </Tabs>
      )}
    </Page>
  );
}
