import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { peopleQuery } from '../api/people-queries';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { PeopleResults } from './people-results';

/**
 * Everyone but the viewer, newest first, page after page, or those the server finds for the
 * search box once typing pauses; the previous results stay until the new ones arrive.
 */
export function PeopleDirectory({ search }: { search: string }) {
  const term = useDebouncedValue(search.trim());
  const people = useInfiniteQuery({ ...peopleQuery(term), placeholderData: keepPreviousData });
  return <PeopleResults people={people} label="People" search={term} showBio />;
}
