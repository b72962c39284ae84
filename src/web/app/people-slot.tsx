import styles from './people-slot.module.css';

/**
 * Where the people to follow will be listed, filtered by the search box; the list arrives with
 * its own issue.
 */
export function PeopleSlot({ search }: { search: string }) {
  return (
    <p className={styles.note}>
      {search.trim()
        ? `People matching “${search.trim()}” will show here.`
        : 'People you may like to follow will show here.'}
    </p>
  );
}
