import { Button } from '@/web/components/button';
import type { PeoplePagesQuery } from '../api/people-queries';
import { PersonSkeletons } from './person-skeletons';
import note from '@/web/components/note.module.css';
import loadFailed from './load-failed.module.css';
import styles from './list-end.module.css';

/**
 * Under the loaded people: rows still coming, a failed page with Retry (the people above stay),
 * or the line that says the list is complete.
 */
export function ListEnd({ people, showBio }: { people: PeoplePagesQuery; showBio: boolean }) {
  if (people.isFetchNextPageError)
    return (
      <div className={`${loadFailed.failed} ${styles.failed}`}>
        {/* No alert role: the failure's toast has announced it already. */}
        <p className={note.note}>Could not load more people: {people.error?.message}</p>
        {/* aria-disabled rather than disabled while it retries, so that it keeps the focus. */}
        <Button
          variant="secondary"
          aria-disabled={people.isFetchingNextPage || undefined}
          aria-busy={people.isFetchingNextPage || undefined}
          onClick={() => {
            if (!people.isFetchingNextPage) void people.fetchNextPage();
          }}
        >
          Retry
        </Button>
      </div>
    );
  if (people.hasNextPage) return <PersonSkeletons count={2} withBio={showBio} />;
  return <p className={styles.end}>That’s everyone</p>;
}
