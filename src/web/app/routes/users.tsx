import { PeoplePanel } from '../../components/layout/people-panel';
import { PeopleSlot } from '../people-slot';
import styles from './users.module.css';

/** /users: the people panel as a page, for screens too narrow for the right column. */
export function Component() {
  return (
    <div className={styles.page}>
      <title>Whom to Follow? · Murmur</title>
      <PeoplePanel headingLevel="h1">{(search) => <PeopleSlot search={search} all />}</PeoplePanel>
    </div>
  );
}
