import { useSession } from '@/web/lib/session';
import { useRequestTester } from '../lib/use-request-tester';
import { BodyEditor } from './body-editor';
import { HeadersEditor } from './headers-editor';
import { HistoryPanel } from './history-panel';
import { RequestBar } from './request-bar';
import { ResponsePanel } from './response-panel';
import styles from './request-tester.module.css';

/** The request tester at /mock (docs/product.md): compose a request, send it, read the answer. */
export function RequestTester() {
  const tester = useRequestTester();
  const session = useSession();

  return (
    <div className={styles.tester}>
      <form
        className={styles.card}
        aria-label="Request"
        onSubmit={(event) => {
          event.preventDefault();
          if (tester.canSubmit) void tester.submit();
        }}
      >
        <RequestBar tester={tester} />
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
