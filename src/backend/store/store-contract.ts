import { afterEach, beforeEach, describe } from 'vitest';
import { describeBookmarksCommentsSessionsContract } from './contract/bookmarks-comments-sessions';
import { describeCountsAndViewerContract } from './contract/counts-and-viewer';
import { describeFeedPagingContract } from './contract/feed-paging';
import { describeFollowsReactionsContract } from './contract/follows-reactions';
import { describeMediaContract } from './contract/media';
import { describeNotificationsContract } from './contract/notifications';
import { describePagedListsContract } from './contract/paged-lists';
import { describePeopleSearchContract } from './contract/people-search';
import { describePostsContract } from './contract/posts';
import { describePostsPagingContract } from './contract/posts-paging';
import { describeRepliesVotesContract } from './contract/replies-votes';
import { describeTransactionsContract } from './contract/transactions';
import { describeUsersContract } from './contract/users';
import type { Store } from './port';

/**
 * The behaviour every store adapter owes the API, as one vitest suite. An adapter's test file
 * calls describeStoreContract with a factory that answers a fresh, empty store; the suite closes
 * each store after its test. Each concern's tests live in ./contract/.
 */
export function describeStoreContract(name: string, makeStore: () => Promise<Store>): void {
  describe(`store contract: ${name}`, () => {
    let store: Store;

    beforeEach(async () => {
      store = await makeStore();
    });

    afterEach(async () => {
      await store.close();
    });

    const getStore = () => store;

    describeUsersContract(getStore);
    describePostsContract(getStore);
    describePostsPagingContract(getStore);
    describeFollowsReactionsContract(getStore);
    describeBookmarksCommentsSessionsContract(getStore);
    describeMediaContract(getStore);
    describeTransactionsContract(getStore);
    describePagedListsContract(getStore);
    describeFeedPagingContract(getStore);
    describePeopleSearchContract(getStore);
    describeCountsAndViewerContract(getStore);
    describeRepliesVotesContract(getStore);
    describeNotificationsContract(getStore);
  });
}
