import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/web/components/button';
import styles from './search.module.css';

interface SearchFormProps {
  initial: string;
  onSearch: (q: string) => void;
}

/** The search page's box: what it holds is searched when sent (Enter or the button). */
export function SearchForm({ initial, onSearch }: SearchFormProps) {
  const [text, setText] = useState(initial);
  const id = useId();
  return (
    <form
      role="search"
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim() !== '') onSearch(text.trim());
      }}
    >
      <div className={styles.field}>
        <Search aria-hidden size={18} className={styles.icon} />
        <label htmlFor={id} className="visually-hidden">
          Search Murmur
        </label>
        <input
          id={id}
          type="search"
          name="q"
          placeholder="Search Murmur"
          autoComplete="off"
          maxLength={100}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className={styles.input}
        />
      </div>
      <Button type="submit">Search</Button>
    </form>
  );
}
