import { Copy, Send } from 'lucide-react';
import { useId, type RefObject } from 'react';
import { clientMessages, copyFailedMessage } from '@/contract/client-messages';
import type { EndpointAuth } from '@/contract/endpoints';
import { apiEndpoints } from '@/contract/endpoint-catalogue';
import type { HttpMethod } from '@/contract/paths';
import { Button } from '@/web/components/button';
import { notify } from '@/web/lib/notify';
import type { RequestTester } from '../lib/use-request-tester';
import note from '@/web/components/note.module.css';
import styles from './request-tester.module.css';

const methods: readonly HttpMethod[] = ['GET', 'POST', 'DELETE'];
/** :postId as the table writes a parameter, {postId} as OpenAPI does. */
const anyPlaceholder = /:[A-Za-z]+|\{[^}/]+\}/;
const suggestedPaths = [...new Set(apiEndpoints.map((endpoint) => endpoint.path))];

/** What an example says of its token: an option is plain text, so the lock is a character. */
const tokenNote: Record<EndpointAuth, string> = {
  none: '',
  optional: ' (token optional)',
  required: ' (🔒 token required)',
};

async function copyCurl(tester: RequestTester) {
  try {
    await navigator.clipboard.writeText(tester.curl());
    notify.success(clientMessages.copiedAsCurl);
  } catch (error) {
    notify.error(copyFailedMessage(error instanceof Error ? error.message : String(error)));
  }
}

/** Method, endpoint with suggestions from the API's catalogue, Submit; examples and cURL. */
export function RequestBar(props: {
  tester: RequestTester;
  endpointField?: RefObject<HTMLInputElement | null>;
}) {
  const { tester, endpointField } = props;
  const id = useId();
  const pickExample = (index: string) => {
    const example = apiEndpoints[Number(index)];
    if (!example) return;
    tester.setMethod(example.method);
    tester.setEndpoint(example.path);
    tester.editBody(JSON.stringify(example.sampleBody ?? {}, null, 2));
  };
  // An example's :postId, or the API reference's {postId}, is to be replaced: said under the field
  // (the focus stays on the select, whose arrow keys pick as they go).
  const placeholder = anyPlaceholder.exec(tester.endpoint)?.[0];

  return (
    <div className={styles.bar}>
      <div className={styles.line}>
        <label htmlFor={`${id}-method`} className="visually-hidden">
          Method
        </label>
        <select
          id={`${id}-method`}
          className={`${styles.method} ${styles[`method${tester.method}`]}`}
          value={tester.method}
          onChange={(event) => tester.setMethod(event.target.value as HttpMethod)}
        >
          {methods.map((method) => (
            <option key={method}>{method}</option>
          ))}
        </select>
        <label htmlFor={`${id}-endpoint`} className="visually-hidden">
          Endpoint
        </label>
        <input
          id={`${id}-endpoint`}
          ref={endpointField}
          className={styles.endpoint}
          placeholder="Enter your endpoint"
          list={`${id}-paths`}
          spellCheck={false}
          autoComplete="off"
          value={tester.endpoint}
          aria-describedby={placeholder ? `${id}-placeholder` : undefined}
          onChange={(event) => tester.setEndpoint(event.target.value)}
        />
        <datalist id={`${id}-paths`}>
          {suggestedPaths.map((path) => (
            <option key={path} value={path} />
          ))}
        </datalist>
        <Button
          type="submit"
          className={styles.submit}
          disabled={!tester.canSubmit}
          aria-busy={tester.sending}
        >
          <Send aria-hidden size={18} />
          Submit
        </Button>
      </div>
      {placeholder && (
        <p id={`${id}-placeholder`} className={note.note}>
          Replace {placeholder} in the endpoint with a real one before you send.
        </p>
      )}
      <div className={styles.tools}>
        <label htmlFor={`${id}-example`} className={styles.toolLabel}>
          Example
        </label>
        <select
          id={`${id}-example`}
          className={styles.example}
          value=""
          onChange={(event) => pickExample(event.target.value)}
        >
          <option value="">Pick an endpoint of the API…</option>
          {apiEndpoints.map((endpoint, index) => (
            <option key={`${endpoint.method} ${endpoint.path}`} value={index}>
              {`${endpoint.method} ${endpoint.path}: ${endpoint.summary}${tokenNote[endpoint.auth]}`}
            </option>
          ))}
        </select>
        <Button variant="secondary" className={styles.small} onClick={() => void copyCurl(tester)}>
          <Copy aria-hidden size={16} />
          Copy as cURL
        </Button>
      </div>
    </div>
  );
}
