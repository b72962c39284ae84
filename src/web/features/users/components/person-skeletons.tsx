import skeleton from '@/web/components/skeleton.module.css';
import row from './person-row.module.css';
import styles from './person-skeletons.module.css';

interface PersonSkeletonsProps {
  count: number;
  /** Room for two lines of bio, as the rows they stand for have. */
  withBio?: boolean;
}

/**
 * Grey rows in a person row's own box where people will be, so that nothing jumps when they
 * arrive.
 */
export function PersonSkeletons({ count, withBio = false }: PersonSkeletonsProps) {
  return (
    <div aria-hidden className={styles.list}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={row.person}>
          <span className={`${skeleton.bone} ${styles.avatar}`} />
          <span className={`${skeleton.lines} ${styles.lines ?? ''}`}>
            <span className={`${skeleton.bone} ${styles.name}`} />
            <span className={`${skeleton.bone} ${styles.username}`} />
            {withBio && <span className={`${skeleton.bone} ${styles.bio}`} />}
          </span>
          <span className={`${skeleton.bone} ${styles.button}`} />
        </div>
      ))}
    </div>
  );
}
