import { lazy, Suspense, useSyncExternalStore } from 'react';
import { reportRequests } from '@/web/lib/shared-state';

// Loaded when someone first asks to report: no page shows it.
const ReportDialog = lazy(() =>
  import('./report-dialog').then((module) => ({ default: module.ReportDialog })),
);

/** Shows the report dialog whenever a card's menu or a profile asks for one. */
export function ReportDialogHost() {
  const target = useSyncExternalStore(
    reportRequests.subscribe,
    reportRequests.get,
    reportRequests.get,
  );
  if (!target) return null;
  return (
    <Suspense>
      <ReportDialog
        key={`${target.targetType}:${target.targetId}`}
        target={target}
        onClose={() => reportRequests.close()}
      />
    </Suspense>
  );
}
