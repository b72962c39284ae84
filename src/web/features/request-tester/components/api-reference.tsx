import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/web/components/button';
import { useOwnDocument } from '../api/openapi-document';
import { filterOperations, type ApiReference as Reference } from '../lib/openapi-reference';
import type { PreparedRequest } from '../lib/reference-request';
import { ImportDocument } from './import-document';
import { OperationList } from './operation-list';
import note from '@/web/components/note.module.css';
import styles from './api-reference.module.css';

interface ApiReferenceProps {
  onTryIt: (request: PreparedRequest) => void;
}

const operationsWord = (count: number) => (count === 1 ? '1 operation' : `${count} operations`);

/**
 * The tester's API reference (docs/product.md, /mock): the operations of Murmur's OpenAPI
 * document, or of one imported, by tag, searchable, each opened to its details and Try it.
 */
export default function ApiReference({ onTryIt }: ApiReferenceProps) {
  const id = useId();
  const own = useOwnDocument();
  const [imported, setImported] = useState<{ reference: Reference; source: string } | null>(null);
  const [query, setQuery] = useState('');
  const ownRead = own.data;
  const reference = imported?.reference ?? (ownRead?.ok ? ownRead.reference : undefined);

  if (!reference)
    return (
      <div className={styles.card}>
        <p className={note.note} role="status">
          {own.isPending
            ? 'Loading the API reference…'
            : ownRead && !ownRead.ok
              ? ownRead.message
              : 'The API reference could not be loaded.'}
        </p>
      </div>
    );

  const shown = filterOperations(reference.operations, query);
  const total = reference.operations.length;
  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <div className={styles.top}>
        <div>
          <h2 id={`${id}-title`} className={styles.title}>
            {reference.title}{' '}
            {reference.version && <span className={styles.version}>v{reference.version}</span>}
          </h2>
          <p className={note.note}>
            {imported ? `Imported from ${imported.source}` : 'Murmur’s own document'}
          </p>
        </div>
        {imported && (
          <Button variant="secondary" className={styles.small} onClick={() => setImported(null)}>
            Murmur’s API
          </Button>
        )}
      </div>
      <ImportDocument onImported={(next, source) => setImported({ reference: next, source })} />
      <div className={styles.searchRow}>
        <label htmlFor={`${id}-search`} className={styles.label}>
          Search operations
        </label>
        <span className={styles.searchBox}>
          <Search aria-hidden size={16} className={styles.searchIcon} />
          <input
            id={`${id}-search`}
            type="search"
            className={`${styles.input} ${styles.search}`}
            placeholder="Path, summary or tag"
            spellCheck={false}
            autoComplete="off"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </span>
        <p role="status" className={note.note}>
          {query.trim() === ''
            ? operationsWord(total)
            : `${shown.length} of ${operationsWord(total)} match`}
        </p>
      </div>
      {shown.length === 0 ? (
        <p className={note.note}>No operation matches “{query.trim()}”.</p>
      ) : (
        <OperationList operations={shown} resolve={reference.resolve} onTryIt={onTryIt} />
      )}
    </section>
  );
}
