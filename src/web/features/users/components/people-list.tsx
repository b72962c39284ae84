import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useDocumentTop } from '@/web/components/use-document-top';
import { useFocusedRow } from '@/web/components/use-focused-row';
import { useSession } from '@/web/lib/session';
import type { PeoplePagesQuery } from '../api/people-queries';
import { ListEnd } from './list-end';
import { PersonRow } from './person-row';
import styles from './people-list.module.css';

interface PeopleListProps {
  people: PeoplePagesQuery;
  /** The list's accessible name. */
  label: string;
  showBio?: boolean;
}

/** Rows from the end at which the next page is asked for: it arrives before the reader does. */
const prefetchRows = 8;

/**
 * The loaded people, rendered as a window of rows around the viewport (the page scrolls, not the
 * list), so the page holds a bounded number of rows however many pages were read. Each row is a
 * list item that says where it stands (aria-posinset), of how many when that is known.
 */
export function PeopleList({ people, label, showBio = false }: PeopleListProps) {
  const viewer = useSession()?.user._id;
  const users = useMemo(
    () => people.data?.pages.flatMap((page) => page.users) ?? [],
    [people.data],
  );
  const listRef = useRef<HTMLUListElement>(null);
  const scrollMargin = useDocumentTop(listRef);
  const estimatedHeight = showBio ? 100 : 60;
  const { rangeExtractor, listHandlers } = useFocusedRow();
  const getItemKey = useCallback((index: number) => users[index]?._id ?? index, [users]);
  const virtualizer = useWindowVirtualizer({
    count: users.length,
    estimateSize: () => estimatedHeight,
    overscan: 6,
    scrollMargin,
    getItemKey,
    rangeExtractor,
    // A row that measures nothing is not laid out (a test's DOM): keep its guess.
    measureElement: (element) => element.getBoundingClientRect().height || estimatedHeight,
  });
  const rows = virtualizer.getVirtualItems();
  const lastShown = rows.at(-1)?.index ?? -1;
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = people;

  useEffect(() => {
    // A failed page waits for Retry rather than being asked for again on every scroll.
    if (lastShown >= users.length - prefetchRows && hasNextPage)
      if (!isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [
    lastShown,
    users.length,
    hasNextPage,
    isFetchingNextPage,
    isFetchNextPageError,
    fetchNextPage,
  ]);

  return (
    <>
      <ul
        ref={listRef}
        {...listHandlers}
        aria-label={label}
        aria-busy={people.isPlaceholderData || undefined}
        className={styles.list}
        style={{ height: virtualizer.getTotalSize() }}
      >
        {rows.map((row) => {
          const user = users[row.index]!;
          return (
            <li
              key={row.key}
              ref={virtualizer.measureElement}
              data-index={row.index}
              aria-posinset={row.index + 1}
              aria-setsize={hasNextPage ? -1 : users.length}
              className={styles.row}
              style={{ transform: `translateY(${row.start - scrollMargin}px)` }}
            >
              <PersonRow user={user} showBio={showBio} isViewer={user._id === viewer} />
            </li>
          );
        })}
      </ul>
      <ListEnd people={people} showBio={showBio} />
    </>
  );
}
