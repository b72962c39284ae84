import { Search } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/web/config/paths';
import panel from '../panel.module.css';
import styles from './people-panel.module.css';

interface PeoplePanelProps {
  /** The heading level: h2 beside a page, h1 when the panel is the page (/users). */
  headingLevel?: 'h1' | 'h2';
  /** What the panel lists for the text typed into its search box. */
  children: (search: string) => ReactNode;
}

/**
 * "Whom to Follow?" with its "search user" box; the list itself is the caller's. The box finds
 * people as one types; Enter, or the link under it, searches posts, people and tags at /search.
 */
export function PeoplePanel({ headingLevel: Heading = 'h2', children }: PeoplePanelProps) {
  const [search, setSearch] = useState('');
  const headingId = useId();
  const searchId = useId();
  const navigate = useNavigate();
  const text = search.trim();
  return (
    <section className={`${panel.panel} ${styles.panel}`} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.title}>
        Whom to Follow?
      </Heading>
      <form
        role="search"
        aria-label="People and posts"
        className={styles.search}
        onSubmit={(event) => {
          event.preventDefault();
          if (text !== '') void navigate(paths.search.href(text));
        }}
      >
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
      </form>
      {text !== '' && (
        <Link to={paths.search.href(text)} className={styles.everywhere}>
          Search posts for “{text}”
        </Link>
      )}
      {children(search)}
    </section>
  );
}
