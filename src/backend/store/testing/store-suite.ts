import { afterEach, beforeEach, describe } from 'vitest';
import { describeBookmarksRepliesSessionsSuite } from './suite/bookmarks-replies-sessions';
import { describeCountsAndViewerSuite } from './suite/counts-and-viewer';
import { describeFeedPagingSuite } from './suite/feed-paging';
import { describeFollowsReactionsSuite } from './suite/follows-reactions';
import { describeHidesSuite } from './suite/hides';
import { describeJobsSuite } from './suite/jobs';
import { describeSuspendedSuite } from './suite/suspended';
import { describeMailSuite } from './suite/mail';
import { describeMediaSuite } from './suite/media';
import { describeNotificationsSuite } from './suite/notifications';
import { describeOwnSessionsSuite } from './suite/own-sessions';
import { describePagedListsSuite } from './suite/paged-lists';
import { describePeopleSearchSuite } from './suite/people-search';
import { describePostSearchSuite, type TermsFound } from './suite/post-search';
import { describePostsSuite } from './suite/posts';
import { describePostsPagingSuite } from './suite/posts-paging';
import { describePublicProfilesSuite } from './suite/public-profiles';
import { describeRepliesVotesSuite } from './suite/replies-votes';
import { describeTagsSuite } from './suite/tags';
import { describeRepostsSuite } from './suite/reposts';
import { describeTransactionsSuite } from './suite/transactions';
import { describeUploadsSuite } from './suite/uploads';
import { describeRetryKeysSuite } from './suite/retry-keys';
import { describeUsersSuite } from './suite/users';
import type { Store } from '../port';

/**
 * The behaviour every store adapter owes the API, as one vitest suite. An adapter's test file
 * calls describeStoreSuite with a factory that answers a fresh, empty store; the suite closes
 * each store after its test. Each concern's tests live in ./suite/.
 */
export function describeStoreSuite(
  name: string,
  makeStore: () => Promise<Store>,
  termsFound: TermsFound = 'inside words',
): void {
  describe(`store suite: ${name}`, () => {
    let store: Store;

    beforeEach(async () => {
      store = await makeStore();
    });

    afterEach(async () => {
      await store.close();
    });

    const getStore = () => store;

    describeUsersSuite(getStore);
    describePostsSuite(getStore);
    describePostsPagingSuite(getStore);
    describeFollowsReactionsSuite(getStore);
    describeBookmarksRepliesSessionsSuite(getStore);
    describeOwnSessionsSuite(getStore);
    describeMediaSuite(getStore);
    describeUploadsSuite(getStore);
    describeRetryKeysSuite(getStore);
    describeTransactionsSuite(getStore);
    describePagedListsSuite(getStore);
    describeFeedPagingSuite(getStore);
    describePeopleSearchSuite(getStore);
    describePostSearchSuite(getStore, termsFound);
    describeCountsAndViewerSuite(getStore);
    describeRepliesVotesSuite(getStore);
    describeNotificationsSuite(getStore);
    describeHidesSuite(getStore);
    describeSuspendedSuite(getStore);
    describePublicProfilesSuite(getStore);
    describeMailSuite(getStore);
    describeJobsSuite(getStore);
    describeTagsSuite(getStore);
    describeRepostsSuite(getStore);
  });
}
