import { useRef, useState, type KeyboardEvent } from 'react';
import { isStaffRole } from '@/contract/moderation';
import { moderationMessages as words } from '@/contract/moderation-messages';
import { Page, PageMessage } from '@/web/components/layout/page';
import tabStrip from '@/web/components/tab-strip.module.css';
import { useSession } from '@/web/lib/session';
import { LogPanel } from './log-panel';
import { ReportQueue } from './report-queue';
import { SignupsPanel } from './signups-panel';
import styles from './moderation.module.css';

const tabs = ['Reports', 'Sign-ups', 'Log'] as const;
type Tab = (typeof tabs)[number];
const tabId = (tab: Tab) => `moderation-tab-${tab.toLowerCase()}`;

/** /moderation: the reports, the sign-ups and the log, for moderators and admins only. */
export function ModerationPage() {
  const session = useSession();
  const [selected, setSelected] = useState<Tab>('Reports');
  const list = useRef<HTMLDivElement>(null);
  const role = session?.user.role ?? 'user';
  if (!isStaffRole(role))
    return (
      <Page title={words.forbiddenTitle}>
        <PageMessage role="alert">{words.forbiddenText}</PageMessage>
      </Page>
    );

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const step = event.key === 'ArrowRight' ? 1 : -1;
    const next = tabs[(tabs.indexOf(selected) + step + tabs.length) % tabs.length]!;
    setSelected(next);
    list.current?.querySelector<HTMLElement>(`#${tabId(next)}`)?.focus();
  }

  return (
    <Page title="Moderation">
      <div ref={list} role="tablist" aria-label="Moderation" className={tabStrip.strip}>
        {tabs.map((tab) => (
          <button
            key={tab}
            id={tabId(tab)}
            type="button"
            role="tab"
            aria-selected={tab === selected}
            aria-controls="moderation-panel"
            tabIndex={tab === selected ? 0 : -1}
            className={`${tabStrip.tab} ${styles.tab}`}
            onClick={() => setSelected(tab)}
            onKeyDown={onKeyDown}
          >
            {tab}
          </button>
        ))}
      </div>
      <div id="moderation-panel" role="tabpanel" aria-labelledby={tabId(selected)}>
        {selected === 'Reports' && <ReportQueue isAdmin={role === 'admin'} />}
        {selected === 'Sign-ups' && <SignupsPanel />}
        {selected === 'Log' && <LogPanel />}
      </div>
    </Page>
  );
}
