import { Page } from '@/web/components/layout/page';
import { MutedSettings } from '@/web/features/safety';

/** /settings/muted: muted words, muted people and blocked people. */
export function Component() {
  return (
    <Page title="Muted and blocked">
      <MutedSettings />
    </Page>
  );
}
