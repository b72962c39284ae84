import { Play } from 'lucide-react';
import { useId, useState } from 'react';
import { apiReferenceMessages } from '@/contract/client-messages';
import { Button } from '@/web/components/button';
import type { ApiReference, ReferenceOperation } from '../lib/openapi-reference';
import { canTry, requestFor, type PreparedRequest } from '../lib/reference-request';
import { shapeOf } from '../lib/schema-fields';
import { SchemaView } from './schema-view';
import note from '@/web/components/note.module.css';
import styles from './api-reference.module.css';

interface OperationDetailsProps {
  operation: ReferenceOperation;
  resolve: ApiReference['resolve'];
  onTryIt: (request: PreparedRequest) => void;
}

/** An operation opened: its parameters (path and query ones take values), body, answers, Try it. */
export function OperationDetails({ operation, resolve, onTryIt }: OperationDetailsProps) {
  const id = useId();
  const [values, setValues] = useState<Record<string, string>>({});
  const fillable = (place: string) => place === 'path' || place === 'query';
  const tryable = canTry(operation);

  return (
    <div className={styles.details}>
      <h5 className={styles.section}>Parameters</h5>
      {operation.parameters.length === 0 ? (
        <p className={note.note}>None.</p>
      ) : (
        <ul className={styles.params}>
          {operation.parameters.map((param) => {
            const key = `${param.in} ${param.name}`;
            return (
              <li key={key} className={styles.param}>
                <span className={styles.fieldHead}>
                  <code className={styles.fieldName}>{param.name}</code>
                  <span className={styles.place}>in {param.in}</span>
                  <code className={styles.fieldType}>
                    {param.schema ? shapeOf(param.schema, resolve).type : 'any'}
                  </code>
                  {param.required && <span className={styles.required}>required</span>}
                </span>
                {param.description && <span className={styles.fieldText}>{param.description}</span>}
                {fillable(param.in) && tryable && (
                  <span className={styles.value}>
                    <label htmlFor={`${id}-${key}`}>Value of {param.name}</label>
                    <input
                      id={`${id}-${key}`}
                      className={styles.input}
                      spellCheck={false}
                      autoComplete="off"
                      value={values[key] ?? ''}
                      onChange={(event) => setValues({ ...values, [key]: event.target.value })}
                    />
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <h5 className={styles.section}>Request body</h5>
      {operation.body ? (
        <>
          <p className={note.note}>
            <code>{operation.body.contentType}</code>
            {operation.body.required ? ', required' : ''}
          </p>
          {operation.body.schema && <SchemaView schema={operation.body.schema} resolve={resolve} />}
          {operation.body.example !== undefined && (
            <>
              <p className={styles.exampleTitle}>Example</p>
              <pre className={styles.example}>
                {JSON.stringify(operation.body.example, null, 2)}
              </pre>
            </>
          )}
        </>
      ) : (
        <p className={note.note}>None.</p>
      )}
      <h5 className={styles.section}>Responses</h5>
      <ul className={styles.responses}>
        {operation.responses.map((answer) => (
          <li key={answer.status} className={styles.response}>
            <span className={styles.fieldHead}>
              <span className={`${styles.status} ${toneOf(answer.status)}`}>{answer.status}</span>
              <span>{answer.description}</span>
              {answer.contentType && <code className={styles.place}>{answer.contentType}</code>}
            </span>
            {answer.schema && <SchemaView schema={answer.schema} resolve={resolve} folded />}
          </li>
        ))}
      </ul>
      <div className={styles.tryRow}>
        <Button
          disabled={!tryable}
          aria-describedby={tryable ? undefined : `${id}-cannot`}
          onClick={() => onTryIt(requestFor(operation, values))}
        >
          <Play aria-hidden size={16} />
          Try it
        </Button>
        {!tryable && (
          <p id={`${id}-cannot`} className={note.note}>
            {apiReferenceMessages.cannotTry(operation.method)}
          </p>
        )}
      </div>
    </div>
  );
}

function toneOf(status: string) {
  if (/^[23]/.test(status)) return styles.ok;
  if (/^[45]/.test(status)) return styles.bad;
  return styles.neutral;
}
