import { KeyRound, X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/web/components/button';
import { IconButton } from '@/web/components/icon-button';
import {
  countUsed,
  removeRow,
  setHeader,
  updateRow,
  type HeaderFault,
  type HeaderRow,
} from '../lib/header-rows';
import note from '@/web/components/note.module.css';
import styles from './headers-editor.module.css';

interface HeadersEditorProps {
  rows: HeaderRow[];
  onChange: (rows: HeaderRow[]) => void;
  /** A row the browser would refuse to send: shown under the rows, and Submit waits for a fix. */
  fault: HeaderFault | null;
  /** The logged-in user's token, for "Use my session token"; undefined when logged out. */
  token: string | undefined;
}

/** The header rows: a switch, a name and a value each; only rows switched on are sent. */
export function HeadersEditor({ rows, onChange, fault, token }: HeadersEditorProps) {
  const id = useId();
  const edit = (rowId: string, change: Partial<Omit<HeaderRow, 'id'>>) =>
    onChange(updateRow(rows, rowId, change));

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <div className={styles.top}>
        <h2 id={`${id}-title`} className={styles.title}>
          Headers <span className={styles.count}>({countUsed(rows)})</span>
        </h2>
        <div className={styles.token}>
          <Button
            variant="secondary"
            className={styles.tokenButton}
            disabled={!token}
            aria-describedby={`${id}-token-hint`}
            onClick={() => token && onChange(setHeader(rows, 'authorization', token))}
          >
            <KeyRound aria-hidden size={16} />
            Use my session token
          </Button>
          {/* A line either way, so that logging in or the app's takeover moves nothing below. */}
          <p id={`${id}-token-hint`} className={note.note}>
            {token
              ? 'Adds an authorization header with your token.'
              : 'Log in to send your session token.'}
          </p>
        </div>
      </div>
      <ul className={styles.rows}>
        {rows.map((row, index) => {
          const n = index + 1;
          const faulty = (field: HeaderFault['field']) =>
            fault?.rowId === row.id && fault.field === field
              ? { 'aria-invalid': true, 'aria-describedby': `${id}-fault` }
              : {};
          return (
            <li key={row.id} className={styles.row}>
              <input
                type="checkbox"
                className={styles.switch}
                checked={row.isUsed}
                aria-label={`Send header ${n}`}
                onChange={(event) => edit(row.id, { isUsed: event.target.checked })}
              />
              <input
                className={styles.input}
                aria-label={`Header ${n} name`}
                placeholder="Header"
                spellCheck={false}
                autoComplete="off"
                value={row.header}
                {...faulty('name')}
                onChange={(event) => edit(row.id, { header: event.target.value })}
              />
              <input
                className={`${styles.input} ${styles.value}`}
                aria-label={`Header ${n} value`}
                placeholder="Value"
                spellCheck={false}
                autoComplete="off"
                value={row.value}
                {...faulty('value')}
                onChange={(event) => edit(row.id, { value: event.target.value })}
              />
              <IconButton
                label={`Remove header ${n}`}
                className={styles.remove}
                onClick={() => onChange(removeRow(rows, row.id))}
              >
                <X aria-hidden size={18} />
              </IconButton>
            </li>
          );
        })}
      </ul>
      <div id={`${id}-fault`} aria-live="polite">
        {fault && <p className={styles.fault}>{fault.message}</p>}
      </div>
    </section>
  );
}
