import { useInfiniteQuery } from '@tanstack/react-query';
import type { HiddenPerson } from '@/contract';
import { Avatar } from '@/web/components/avatar';
import { Button } from '@/web/components/button';
import { formatFullDate } from '@/web/lib/format-date';
import { hiddenPeopleQuery } from '../api/safety-queries';
import { useSafetyAction } from '../api/use-safety-action';
import styles from '@/web/components/settings.module.css';

interface HiddenPeopleSectionProps {
  kind: 'mutes' | 'blocks';
}

const words = {
  mutes: { title: 'Muted people', none: 'You have muted nobody.', undo: 'Unmute' },
  blocks: { title: 'Blocked people', none: 'You have blocked nobody.', undo: 'Unblock' },
} as const;

/** The people the viewer muted or blocked, newest first, a page at a time, each with its undo. */
export function HiddenPeopleSection({ kind }: HiddenPeopleSectionProps) {
  const people = useInfiniteQuery(hiddenPeopleQuery(kind));
  const rows = people.data?.pages.flatMap((page) => page.users) ?? [];
  const headingId = `${kind}-heading`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {words[kind].title}
      </h2>
      {people.isSuccess && rows.length === 0 && <p className={styles.note}>{words[kind].none}</p>}
      <ul className={styles.rows} aria-label={words[kind].title}>
        {rows.map((row) => (
          <HiddenPersonRow key={row.user._id} row={row} kind={kind} />
        ))}
      </ul>
      {people.hasNextPage && (
        <Button
          variant="secondary"
          disabled={people.isFetchingNextPage}
          onClick={() => void people.fetchNextPage()}
        >
          Show more
        </Button>
      )}
    </section>
  );
}

function HiddenPersonRow({ row, kind }: { row: HiddenPerson; kind: 'mutes' | 'blocks' }) {
  const action = useSafetyAction(row.user);
  const name = `${row.user.firstName} ${row.user.lastName}`;
  return (
    <li className={styles.row}>
      <span className={styles.person}>
        <Avatar url={row.user.avatarUrl} alt="" size={32} />
        <span>
          <strong>{name}</strong> <span className={styles.until}>@{row.user.username}</span>
          {kind === 'mutes' && (
            <span className={styles.until}>
              {row.until ? ` · until ${formatFullDate(row.until)}` : ' · until you unmute'}
            </span>
          )}
        </span>
      </span>
      <Button
        variant="secondary"
        disabled={action.isPending}
        onClick={() => action.mutate({ kind: kind === 'mutes' ? 'unmute' : 'unblock' })}
      >
        {words[kind].undo} <span className="visually-hidden">@{row.user.username}</span>
      </Button>
    </li>
  );
}
