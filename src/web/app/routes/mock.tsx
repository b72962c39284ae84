import { Page } from '@/web/components/layout/page';
import { RequestTester } from '@/web/features/request-tester';

/** /mock: the request tester, open to guests and logged-in users alike. */
export function Component() {
  return (
    <Page title="API Request Tester">
      <RequestTester />
    </Page>
  );
}
