import { lazy, memo, Suspense, useId } from 'react';
import type { TesterOutcome, TesterResponse } from '../api/send-request';
import { formatBytes } from '../lib/format';
import panel from '@/web/components/panel.module.css';
import styles from './response-panel.module.css';
import { keptTextLimit } from '../lib/history';

/** The viewer is big: it loads only when there is an answer to show. */
const JsonViewer = lazy(() => import('./json-viewer'));

/** Answers past this are shown as text: the viewer would freeze the page drawing them. */
export const plainTextAbove = 1024 * 1024;

interface ResponsePanelProps {
  outcome: TesterOutcome | undefined;
  sending: boolean;
}

/**
 * Status, status text, time, size, then the data and the headers of the last answer. Memoised:
 * the form above re-renders on every key pressed, and redrawing a large answer's viewer each
 * time made typing take seconds.
 */
export const ResponsePanel = memo(function ResponsePanel({ outcome, sending }: ResponsePanelProps) {
  const id = useId();
  return (
    <section
      className={`${panel.panel} ${styles.panel}`}
      aria-labelledby={`${id}-title`}
      aria-busy={sending}
    >
      <h2 id={`${id}-title`} className={styles.title}>
        Response
      </h2>
      <div aria-live="polite">
        {sending && <p className={styles.note}>Sending…</p>}
        {!sending &&
          (outcome && 'response' in outcome ? (
            <Summary response={outcome.response} />
          ) : (
            <div className={styles.empty}>
              <p className={styles.undefined}>Response is undefined.</p>
              <p className={styles.note}>
                {outcome && 'failure' in outcome
                  ? [outcome.failure.message, outcome.failure.detail].filter(Boolean).join(': ')
                  : 'Send a request to see its answer here.'}
              </p>
            </div>
          ))}
      </div>
      {!sending && outcome && 'response' in outcome && <Body response={outcome.response} />}
    </section>
  );
});

function Summary({ response }: { response: TesterResponse }) {
  const tone =
    response.status < 300 ? styles.ok : response.status < 400 ? styles.redirect : styles.bad;
  return (
    <dl className={styles.summary}>
      <div>
        <dt>Status</dt>
        <dd className={`${styles.status} ${tone}`}>{response.status}</dd>
      </div>
      <div>
        <dt>Status text</dt>
        <dd>{response.statusText || '(none)'}</dd>
      </div>
      <div>
        <dt>Time</dt>
        <dd>{response.time} ms</dd>
      </div>
      <div>
        <dt>Size</dt>
        <dd>{formatBytes(response.size)}</dd>
      </div>
    </dl>
  );
}

function Body({ response }: { response: TesterResponse }) {
  const tooBig = response.size > plainTextAbove;
  const viewable = typeof response.data === 'object' && response.data !== null && !tooBig;
  const forgotten = response.text === '' && response.size > 0;
  return (
    <>
      <h3 className={styles.subtitle}>Data</h3>
      {forgotten ? (
        <p className={styles.note}>
          {response.size > keptTextLimit
            ? 'This answer was too large to keep in the history.'
            : 'This answer held a login token, so the history did not keep it.'}
        </p>
      ) : viewable ? (
        <Suspense fallback={<p className={styles.note}>Loading the viewer…</p>}>
          <JsonViewer name="data" value={response.data as object} size={response.size} />
        </Suspense>
      ) : (
        <>
          {tooBig && (
            <p className={styles.note}>
              Over 1 MB ({formatBytes(response.size)}): shown as plain text.
            </p>
          )}
          {/* Scrolls on its own, so keyboards must be able to reach it (axe: scrollable-region-focusable). */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <pre className={styles.text} tabIndex={0} role="region" aria-label="Data as text">
            {response.text === '' ? '(empty)' : response.text}
          </pre>
        </>
      )}
      <h3 className={styles.subtitle}>Headers</h3>
      <Suspense fallback={<p className={styles.note}>Loading the viewer…</p>}>
        <JsonViewer name="headers" value={response.headers} size={0} />
      </Suspense>
    </>
  );
}
