import { lazy, Suspense, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Tabs } from '@/web/components/tabs';
import { useSession } from '@/web/lib/session';
import type { PreparedRequest } from '../lib/reference-request';
import { useRequestTester } from '../lib/use-request-tester';
import { BodyEditor } from './body-editor';
import { HeadersEditor } from './headers-editor';
import { HistoryPanel } from './history-panel';
import { RequestBar } from './request-bar';
import { ResponsePanel } from './response-panel';
import note from '@/web/components/note.module.css';
import styles from './request-tester.module.css';

/** The reference loads on first opening: the tester's first load stays as it was. */
const ApiReference = lazy(() => import('./api-reference'));

const views = ['Request', 'API reference'] as const;
type View = (typeof views)[number];

/** The request tester at /mock (docs/product.md): compose a request, send it, read the answer. */
export function RequestTester() {
  const tester = useRequestTester();
  const session = useSession();
  const [view, setView] = useState<View>('Request');
  // Once opened, the reference stays mounted (hidden), keeping its search and imported document.
  const [referenceOpened, setReferenceOpened] = useState(false);
  const endpointField = useRef<HTMLInputElement>(null);

  const select = (next: View) => {
    setView(next);
    if (next === 'API reference') setReferenceOpened(true);
  };

  const tryIt = (request: PreparedRequest) => {
    // Drawn at once, so the field is there to be focused.
    flushSync(() => {
      tester.prepare(request);
      setView('Request');
    });
    endpointField.current?.focus();
  };

  return (
    <div className={styles.tester}>
      <div className={styles.views}>
        <Tabs
          tabs={views}
          selected={view}
          onSelect={select}
          label="Request or API reference"
          idPrefix="tester"
        >
          <div hidden={view !== 'Request'}>
            <form
              className={styles.card}
              aria-label="Request"
              onSubmit={(event) => {
                event.preventDefault();
                if (tester.canSubmit) void tester.submit();
              }}
            >
              <RequestBar tester={tester} endpointField={endpointField} />
              <HeadersEditor
                rows={tester.rows}
                onChange={tester.setRows}
                fault={tester.headerFault}
                token={session?.token}
              />
              <BodyEditor
                method={tester.method}
                text={tester.body}
                fault={tester.jsonFault}
                onChange={tester.editBody}
              />
            </form>
          </div>
          {referenceOpened && (
            <div hidden={view !== 'API reference'}>
              <Suspense
                fallback={
                  <p className={`${note.note} ${styles.card}`}>Loading the API reference…</p>
                }
              >
                <ApiReference onTryIt={tryIt} />
              </Suspense>
            </div>
          )}
        </Tabs>
      </div>
      <ResponsePanel outcome={tester.outcome} sending={tester.sending} />
      <HistoryPanel
        entries={tester.history.entries}
        onShow={tester.show}
        onSendAgain={(entry) => void tester.sendAgain(entry)}
        onDelete={tester.history.remove}
        onClear={tester.history.clear}
        sending={tester.sending}
      />
    </div>
  );
}
