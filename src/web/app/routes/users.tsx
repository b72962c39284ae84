import { PeoplePanel } from '@/web/components/layout/people-panel';
import { PeopleDirectory } from '@/web/features/users';
import styles from './users.module.css';

/** /users: everyone, page after page, with the people panel's search asking the server. */
export function Component() {
  return (
    <div className={styles.page}>
      <title>Whom to Follow? · Murmur</title>
      <PeoplePanel headingLevel="h1">{(search) => <PeopleDirectory search={search} />}</PeoplePanel>
    </div>
  );
}
