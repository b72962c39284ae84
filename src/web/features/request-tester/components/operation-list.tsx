import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import type { ApiReference } from '../lib/openapi-reference';
import { groupByTag, type ReferenceOperation } from '../lib/openapi-reference';
import type { PreparedRequest } from '../lib/reference-request';
import { OperationDetails } from './operation-details';
import plainList from '@/web/components/plain-list.module.css';
import styles from './api-reference.module.css';

interface OperationListProps {
  operations: readonly ReferenceOperation[];
  resolve: ApiReference['resolve'];
  onTryIt: (request: PreparedRequest) => void;
}

/** The operations under a heading per tag; each opens in place to show its details. */
export function OperationList({ operations, resolve, onTryIt }: OperationListProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) => {
    const next = new Set(open);
    if (!next.delete(key)) next.add(key);
    setOpen(next);
  };
  return groupByTag(operations).map((group) => (
    <div key={group.tag} className={styles.group}>
      <h3 className={styles.tag}>
        {group.tag} <span className={styles.count}>({group.operations.length})</span>
      </h3>
      <ul className={plainList.list}>
        {group.operations.map((operation) => (
          <OperationItem
            key={operation.key}
            operation={operation}
            open={open.has(operation.key)}
            onToggle={() => toggle(operation.key)}
            resolve={resolve}
            onTryIt={onTryIt}
          />
        ))}
      </ul>
    </div>
  ));
}

interface OperationItemProps {
  operation: ReferenceOperation;
  open: boolean;
  onToggle: () => void;
  resolve: ApiReference['resolve'];
  onTryIt: (request: PreparedRequest) => void;
}

function OperationItem({ operation, open, onToggle, resolve, onTryIt }: OperationItemProps) {
  const id = useId();
  return (
    <li className={styles.operation}>
      <h4 className={styles.operationHeading}>
        <button
          type="button"
          className={styles.operationButton}
          aria-expanded={open}
          aria-controls={`${id}-details`}
          onClick={onToggle}
        >
          <MethodBadge method={operation.method} />{' '}
          <code className={styles.path}>{operation.path}</code>{' '}
          <span className={styles.summary}>{operation.summary}</span>
          <ChevronDown aria-hidden size={18} className={styles.chevron} />
        </button>
      </h4>
      <div id={`${id}-details`} hidden={!open}>
        {open && <OperationDetails operation={operation} resolve={resolve} onTryIt={onTryIt} />}
      </div>
    </li>
  );
}

const badgeTone: Record<string, string | undefined> = {
  GET: styles.get,
  POST: styles.post,
  DELETE: styles.delete,
};

export function MethodBadge({ method }: { method: string }) {
  return <span className={`${styles.badge} ${badgeTone[method] ?? styles.neutral}`}>{method}</span>;
}
