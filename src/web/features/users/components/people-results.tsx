import { Button } from '@/web/components/button';
import { peopleCountMessage } from '@/contract/page-messages';
import type { PeoplePagesQuery } from '../api/people-queries';
import { PeopleList } from './people-list';
import { PersonSkeletons } from './person-skeletons';
import note from '@/web/components/note.module.css';
import loadFailed from './load-failed.module.css';

interface PeopleResultsProps {
  people: PeoplePagesQuery;
  label: string;
  /** The search the list answers, '' for none: the status names it. */
  search?: string;
  /** What an empty list says when nothing was searched for. */
  emptyMessage?: string;
  showBio?: boolean;
}

/**
 * A paged list of people with its states: skeletons while the first page comes, the failure with
 * Retry, and a polite status that says how many were found (visible only when none were).
 */
export function PeopleResults({
  people,
  label,
  search = '',
  emptyMessage,
  showBio = false,
}: PeopleResultsProps) {
  if (people.isPending)
    return (
      <>
        <p role="status" className="visually-hidden">
          Loading people…
        </p>
        <PersonSkeletons count={6} withBio={showBio} />
      </>
    );
  if (!people.data)
    return (
      <div role="alert" className={loadFailed.failed}>
        <p className={note.note}>Could not load people: {people.error?.message}</p>
        <Button variant="secondary" onClick={() => void people.refetch()}>
          Retry
        </Button>
      </div>
    );
  const [firstPage] = people.data.pages;
  const count = firstPage?.users.length ?? 0;
  const more = people.data.pages.length > 1 || people.hasNextPage;
  const message = people.isPlaceholderData
    ? 'Searching…'
    : count === 0 && !search && emptyMessage
      ? emptyMessage
      : peopleCountMessage(count, more, search);
  return (
    <>
      {/* Announces how the list changed as the search is typed. */}
      <p
        role="status"
        className={count || people.isPlaceholderData ? 'visually-hidden' : note.note}
      >
        {message}
      </p>
      {count > 0 && <PeopleList people={people} label={label} showBio={showBio} />}
    </>
  );
}
