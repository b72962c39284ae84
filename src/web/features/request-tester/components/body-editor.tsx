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
 * The JSON body, checked on every edit whatever the method (docs/product.md, the request tester):
 * the fault names its line and column. A method that sends no body still shows its fault, and
 * says the body is not sent; with a valid body it says so as a hint.
 */
export function BodyEditor({ method, text, fault, onChange }: BodyEditorProps) {
  const id = useId();
  const sent = sendsBody(method);
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
            {!sent && ` (a ${method} sends no body)`}
          </p>
        ) : (
          !sent && <p className={styles.hint}>A {method} request is sent without a body.</p>
        )}
      </div>
    </section>
  );
}
