import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { PostsPageResponse, UserResponse, UsersPageResponse } from '@/contract';
import { publicUser } from '@/web/testing/public-user';
import { samplePost } from '@/web/testing/sample-post';
import { postCreated, postDeleted } from './post-events';
import { postKeys, type PostList, type PostPages } from './post-keys';
import { userKeys } from './user-keys';

const maya = publicUser('maya', { postCount: 3 });
const post = (id: string) => samplePost(id, maya);
const pages = (...ids: string[]): PostPages => ({
  pages: [{ posts: ids.map(post), nextCursor: null } satisfies PostsPageResponse],
  pageParams: [undefined],
});

/** A cache as a reader of Maya's profile has it: her profile, her record, a list of people. */
function cached() {
  const queryClient = new QueryClient();
  queryClient.setQueryData<UserResponse>(userKeys.profile('maya'), { user: maya });
  queryClient.setQueryData<UserResponse>(userKeys.detail('maya'), { user: maya });
  queryClient.setQueryData<InfiniteData<UsersPageResponse, unknown>>(userKeys.search(''), {
    pages: [{ users: [publicUser('ann'), maya], nextCursor: null }],
    pageParams: [undefined],
  });
  for (const list of [
    { kind: 'user', username: 'maya' },
    { kind: 'feed', sort: 'latest' },
    { kind: 'explore', sort: 'oldest' },
  ] satisfies PostList[])
    queryClient.setQueryData(postKeys.list(list), pages('p1'));
  const postCounts = () => [
    queryClient.getQueryData<UserResponse>(userKeys.profile('maya'))!.user.postCount,
    queryClient.getQueryData<UserResponse>(userKeys.detail('maya'))!.user.postCount,
    queryClient
      .getQueryData<InfiniteData<UsersPageResponse>>(userKeys.search(''))!
      .pages[0]!.users.map((user) => user.postCount),
  ];
  const ids = (list: PostList) =>
    queryClient
      .getQueryData<PostPages>(postKeys.list(list))!
      .pages.flatMap((page) => page.posts.map((each) => each._id));
  return { queryClient, postCounts, ids };
}

describe("a post made or deleted, through the shared state's events", () => {
  it("moves its author's post count on their profile, their record and every list of people", async () => {
    const { queryClient, postCounts } = cached();
    expect(postCounts()).toEqual([3, 3, [0, 3]]);
    await postCreated(queryClient, post('p2'));
    expect(postCounts()).toEqual([4, 4, [0, 4]]);
    postDeleted(queryClient, post('p2'));
    expect(postCounts()).toEqual([3, 3, [0, 3]]);
    // Never below zero, whatever the cache thought.
    for (const _ of [1, 2, 3, 4]) postDeleted(queryClient, post('p1'));
    expect(postCounts()).toEqual([0, 0, [0, 0]]);
  });

  it('puts a new post on top of the lists whose first place is the newest', async () => {
    const { queryClient, ids } = cached();
    await postCreated(queryClient, post('p2'));
    expect(ids({ kind: 'user', username: 'maya' })).toEqual(['p2', 'p1']);
    expect(ids({ kind: 'feed', sort: 'latest' })).toEqual(['p2', 'p1']);
    // Another order is read afresh when next shown, not guessed at.
    expect(ids({ kind: 'explore', sort: 'oldest' })).toEqual(['p1']);
    const oldest = queryClient.getQueryState(postKeys.list({ kind: 'explore', sort: 'oldest' }));
    expect(oldest?.isInvalidated).toBe(true);
  });

  it("marks a deleted post's own page to be read again", () => {
    const { queryClient } = cached();
    queryClient.setQueryData(postKeys.detail('p1'), post('p1'));
    postDeleted(queryClient, post('p1'));
    expect(queryClient.getQueryState(postKeys.detail('p1'))?.isInvalidated).toBe(true);
  });
});
