import { useId } from 'react';
import { postSorts, type PostSort } from '../lib/explore-sorts';
import styles from './sort-select.module.css';

/** The order of a list of posts: Latest, Oldest or Trending. */
export function SortSelect({
  value,
  onChange,
}: {
  value: PostSort;
  onChange: (sort: PostSort) => void;
}) {
  const id = useId();
  return (
    <div className={styles.sort}>
      <label htmlFor={id}>Sort by</label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => onChange(event.target.value as PostSort)}
      >
        {postSorts.map((sort) => (
          <option key={sort}>{sort}</option>
        ))}
      </select>
    </div>
  );
}
