import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { PublicUser } from '@/contract';
import { paths } from '@/web/config/paths';
import { peopleQuery } from '../api/people-queries';
import { peopleCountMessage } from '@/contract/page-messages';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { PersonRow } from './person-row';
import { PersonSkeletons } from './person-skeletons';
import note from '@/web/components/note.module.css';
import plainList from '@/web/components/plain-list.module.css';
import styles from './who-to-follow.module.css';

interface WhoToFollowProps {
  search: string;
  /** How many to show at most; the rest are a link to /users away. */
  limit: number;
}

/**
 * The sidebar's few people: without a search, suggestions from the newest people whom the viewer
 * does not follow yet; with one, the first of those the server finds, asked once typing pauses.
 */
/**
 * Whether the panel's first list has arrived (or failed): what sits below the panel waits for it,
 * since the list's height is known only then and anything under it would be pushed.
 */
export function usePeoplePanelSettled(): boolean {
  return !useInfiniteQuery({ ...peopleQuery('', 'panel'), enabled: false }).isPending;
}

export function WhoToFollow({ search, limit }: WhoToFollowProps) {
  const term = useDebouncedValue(search.trim());
  const people = useInfiniteQuery({
    ...peopleQuery(term, 'panel'),
    placeholderData: keepPreviousData,
  });
  const firstPage = people.data?.pages[0];
  const suggestions = useSuggestions(term ? undefined : firstPage?.users, limit);
  if (people.isPending)
    return (
      <>
        <p role="status" className="visually-hidden">
          Loading people…
        </p>
        <PersonSkeletons count={limit} />
      </>
    );
  if (!firstPage)
    return (
      <p role="alert" className={note.note}>
        Could not load people: {people.error?.message}
      </p>
    );
  const shown = term ? firstPage.users.slice(0, limit) : suggestions;
  const found = firstPage.users.length;
  const more = found > shown.length || firstPage.nextCursor !== null;
  return (
    <>
      {/* Announces how the list changed as the search is typed. */}
      <p role="status" className={shown.length ? 'visually-hidden' : note.note}>
        {people.isPlaceholderData ? 'Searching…' : peopleCountMessage(found, more, term)}
      </p>
      {shown.length > 0 && (
        <ul
          className={plainList.list}
          aria-label="People"
          aria-busy={people.isPlaceholderData || undefined}
        >
          {shown.map((user) => (
            <li key={user._id}>
              <PersonRow user={user} />
            </li>
          ))}
        </ul>
      )}
      {more && (
        <Link to={paths.users.href()} className={styles.more}>
          Show more people
        </Link>
      )}
    </>
  );
}

/**
 * Up to `limit` of the newest people the viewer does not follow yet (others when there are too
 * few), chosen once: following a suggestion changes its button, it does not make it vanish.
 */
function useSuggestions(users: PublicUser[] | undefined, limit: number): PublicUser[] {
  const [chosenIds, setChosenIds] = useState<string[]>();
  if (users && !chosenIds) {
    const ranked = [...users].sort(
      (a, b) => Number(a.followedByViewer) - Number(b.followedByViewer),
    );
    setChosenIds(ranked.slice(0, limit).map((user) => user._id));
  }
  if (!users || !chosenIds) return [];
  return chosenIds.flatMap((id) => users.filter((user) => user._id === id));
}
