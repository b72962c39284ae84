import { useState } from 'react';
import { isStaffRole } from '@/contract/moderation';
import { moderationMessages as words } from '@/contract/moderation-messages';
import { Page, PageMessage } from '@/web/components/layout/page';
import { Tabs } from '@/web/components/tabs';
import { useSession } from '@/web/lib/session';
import { LogPanel } from './log-panel';
import { ReportQueue } from './report-queue';
import { SignupsPanel } from './signups-panel';

const tabs = ['Reports', 'Sign-ups', 'Log'] as const;
type Tab = (typeof tabs)[number];

/** /moderation: the reports, the sign-ups and the log, for moderators and admins only. */
export function ModerationPage() {
  const session = useSession();
  const [selected, setSelected] = useState<Tab>('Reports');
  const role = session?.user.role ?? 'user';
  if (!isStaffRole(role))
    return (
      <Page title={words.forbiddenTitle}>
        <PageMessage role="alert">{words.forbiddenText}</PageMessage>
      </Page>
    );

  return (
    <Page title="Moderation">
      <Tabs
        tabs={tabs}
        selected={selected}
        onSelect={setSelected}
        label="Moderation"
        idPrefix="moderation"
      >
        {selected === 'Reports' && <ReportQueue isAdmin={role === 'admin'} />}
        {selected === 'Sign-ups' && <SignupsPanel />}
        {selected === 'Log' && <LogPanel />}
      </Tabs>
    </Page>
  );
}
