import { Search } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import panel from '../panel.module.css';
import styles from './people-panel.module.css';

interface PeoplePanelProps {
  /** The heading level: h2 beside a page, h1 when the panel is the page (/users). */
  headingLevel?: 'h1' | 'h2';
  /** What the panel lists for the text typed into its search box. */
  children: (search: string) => ReactNode;
}

/** "Whom to Follow?" with its "search user" box; the list itself is the caller's. */
export function PeoplePanel({ headingLevel: Heading = 'h2', children }: PeoplePanelProps) {
  const [search, setSearch] = useState('');
  const headingId = useId();
  const searchId = useId();
  return (
    <section className={`${panel.panel} ${styles.panel}`} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.title}>
        Whom to Follow?
      </Heading>
      <div className={styles.search}>
        <Search aria-hidden size={18} className={styles.searchIcon} />
        <label htmlFor={searchId} className="visually-hidden">
          search user
        </label>
        <input
          id={searchId}
          type="search"
          placeholder="search user"
          autoComplete="off"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className={styles.searchInput}
        />
      </div>
      {children(search)}
    </section>
  );
}
