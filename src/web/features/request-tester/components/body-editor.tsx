import { useId } from 'react';
import { clientMessages } from '@/contract/client-messages';
import type { HttpMethod } from '@/contract/paths';
import { sendsBody } from '../api/send-request';
import type { JsonFault } from '../lib/use-request-tester';
import styles from './body-editor.module.css';

interface BodyEditorProps {
  method: HttpMethod;
  text: string;
  fault: JsonFault | null;
  onChange: (text: string) => void;
}

/**
 * The JSON body, checked on every edit; the fault names its line and column. A method that
 * sends no body says so instead: the text is kept, and its fault comes back with a method that
 * sends it.
 */
export function BodyEditor({ method, text, fault: anyFault, onChange }: BodyEditorProps) {
  const id = useId();
  const sent = sendsBody(method);
  const fault = sent ? anyFault : null;
  return (
    <section className={styles.section}>
      <label htmlFor={`${id}-body`} className={styles.title}>
        Body <span className={styles.kind}>JSON</span>
      </label>
      <textarea
        id={`${id}-body`}
        className={styles.body}
        spellCheck={false}
        rows={Math.min(14, Math.max(4, text.split('\n').length + 1))}
        value={text}
        aria-invalid={fault !== null}
        aria-describedby={`${id}-status`}
        onChange={(event) => onChange(event.target.value)}
      />
      <div id={`${id}-status`} aria-live="polite" className={styles.status}>
        {fault ? (
          <p className={styles.error}>
            <strong>{clientMessages.jsonError}</strong>
            {` at line ${fault.line}, column ${fault.column}: ${fault.reason}`}
          </p>
        ) : (
          !sent && <p className={styles.hint}>A {method} request is sent without a body.</p>
        )}
      </div>
    </section>
  );
}
