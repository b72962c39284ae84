import { Upload } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { apiReferenceMessages } from '@/contract/client-messages';
import { clientMessages } from '@/contract/client-messages';
import { Button } from '@/web/components/button';
import { loadDocument, ownDocumentPath, readDocumentText } from '../api/openapi-document';
import type { ApiReference, ReferenceRead } from '../lib/openapi-reference';
import note from '@/web/components/note.module.css';
import styles from './api-reference.module.css';

interface ImportDocumentProps {
  onImported: (reference: ApiReference, source: string) => void;
}

/**
 * Another OpenAPI document: from an address on this server, pasted, or from a file. A refusal
 * shows here and the document shown stays.
 */
export function ImportDocument({ onImported }: ImportDocumentProps) {
  const id = useId();
  const [address, setAddress] = useState<string>(ownDocumentPath);
  const [pasted, setPasted] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const take = (read: ReferenceRead, source: string) => {
    if (!read.ok) return setError(read.message);
    setError(null);
    onImported(read.reference, source);
  };

  const fromAddress = async (event: FormEvent) => {
    event.preventDefault();
    setLoading(true);
    take(await loadDocument(address), address.trim());
    setLoading(false);
  };

  const fromFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      take(readDocumentText(await file.text()), file.name);
    } catch {
      setError(clientMessages.fileUnreadable);
    }
  };

  return (
    <details className={styles.import}>
      <summary>Import another document</summary>
      <div className={styles.importBody}>
        <form className={styles.importRow} onSubmit={(event) => void fromAddress(event)}>
          <label htmlFor={`${id}-address`} className={styles.label}>
            Address on this server
          </label>
          <input
            id={`${id}-address`}
            className={styles.input}
            spellCheck={false}
            autoComplete="off"
            value={address}
            onChange={(event) => setAddress(event.target.value)}
          />
          <Button type="submit" variant="secondary" className={styles.small} aria-busy={loading}>
            Load
          </Button>
        </form>
        <div className={styles.importRow}>
          <label htmlFor={`${id}-pasted`} className={styles.label}>
            Paste a document (JSON)
          </label>
          <textarea
            id={`${id}-pasted`}
            className={styles.pasted}
            rows={4}
            spellCheck={false}
            value={pasted}
            onChange={(event) => setPasted(event.target.value)}
          />
          <Button
            variant="secondary"
            className={styles.small}
            onClick={() =>
              pasted.trim() === ''
                ? setError(apiReferenceMessages.nothingPasted)
                : take(readDocumentText(pasted), 'pasted JSON')
            }
          >
            Load pasted JSON
          </Button>
        </div>
        <div className={styles.importRow}>
          <label htmlFor={`${id}-file`} className={styles.label}>
            <Upload aria-hidden size={16} /> Or upload a JSON file
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept="application/json,.json"
            className={styles.file}
            onChange={(event) => {
              void fromFile(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </div>
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
        <p className={note.note}>The tester talks only to its own server.</p>
      </div>
    </details>
  );
}
