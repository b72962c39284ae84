import styles from './search.module.css';

export type SearchSort = 'latest' | 'top';

const choices: { sort: SearchSort; label: string }[] = [
  { sort: 'latest', label: 'Latest' },
  { sort: 'top', label: 'Top' },
];

/** The posts' order: the newest first, or the most liked first (two toggle buttons). */
export function SortSwitch({
  value,
  onChange,
}: {
  value: SearchSort;
  onChange: (sort: SearchSort) => void;
}) {
  return (
    <div role="group" aria-label="Order of the posts" className={styles.sort}>
      {choices.map(({ sort, label }) => (
        <button
          key={sort}
          type="button"
          aria-pressed={value === sort}
          className={styles.sortButton}
          onClick={() => onChange(sort)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
