import { Page, PageMessage } from '../../components/layout/page';

/** /mock: the request tester's route; the tester itself comes with its own issue. */
export function Component() {
  return (
    <Page title="API Request Tester">
      <PageMessage>
        The request tester is on its way: soon you can send any request to Murmur's API from here
        and read the answer.
      </PageMessage>
    </Page>
  );
}
