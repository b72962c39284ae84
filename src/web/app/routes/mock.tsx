import { Page } from '../../components/layout/page';
import { RequestTester } from '../../features/request-tester/components/request-tester';

/** /mock: the request tester, open to guests and logged-in users alike. */
export function Component() {
  return (
    <Page title="API Request Tester">
      <RequestTester />
    </Page>
  );
}
