import { afterEach, beforeEach, describe } from 'vitest';
import { describeBookmarksCommentsSessionsContract } from './suite/bookmarks-comments-sessions';
import { describeCountsAndViewerContract } from './suite/counts-and-viewer';
import { describeFeedPagingContract } from './suite/feed-paging';
import { describeFollowsReactionsContract } from './suite/follows-reactions';
import { describeMediaContract } from './suite/media';
import { describeNotificationsContract } from './suite/notifications';
import { describePagedListsContract } from './suite/paged-lists';
import { describePeopleSearchContract } from './suite/people-search';
import { describePostsContract } from './suite/posts';
import { describePostsPagingContract } from './suite/posts-paging';
import { describeRepliesVotesContract } from './suite/replies-votes';
import { describeTransactionsContract } from './suite/transactions';
import { describeUsersContract } from './suite/users';
import type { Store } from '../port';

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
