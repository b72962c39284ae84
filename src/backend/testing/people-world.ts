import { expect } from 'vitest';
import {
  apiPaths,
  endpoints,
  notificationsPageResponseSchema,
  pathOf,
  type ReplyResponse,
  type NotificationsPageResponse,
} from '@/contract';
import { createTestApi, seededSummary, type TestApi } from './test-api';

type VoteEndpoint = 'upvoteReply' | 'downvoteReply' | 'unvoteReply';

const userId = (username: string) => seededSummary(username)._id;

/**
 * The seeded world with a token per person and the writes the notification and reply tests send
 * as them. Each write must succeed (a refusal fails the test with its method and path).
 */
export async function peopleWorld(api?: TestApi) {
  const world = api ?? (await createTestApi());
  const tokens = new Map<string, string>();
  const as = async (username: string) => {
    if (!tokens.has(username)) tokens.set(username, await world.login(username));
    return tokens.get(username)!;
  };
  const send = async <T>(username: string, method: string, path: string, body?: unknown) => {
    const answer = await world.call<T>(method, path, {
      token: await as(username),
      headers: { Prefer: 'return=minimal' },
      ...(body === undefined ? {} : { body }),
    });
    expect(answer.status, `${method} ${path} as ${username}`).toBeLessThan(300);
    return answer;
  };
  const page = async (username: string, query = '') => {
    const answer = await world.call<NotificationsPageResponse>(
      'GET',
      endpoints.notifications.path + query,
      { token: await as(username) },
    );
    expect(answer.status).toBe(200);
    return notificationsPageResponseSchema.parse(answer.body);
  };
  const post = async (username: string, content: string) => {
    const path = apiPaths.posts();
    const answer = await send<{ post: { _id: string } }>(username, 'POST', path, {
      postData: { content },
    });
    return answer.body.post._id;
  };
  const reply = async (username: string, postId: string, text: string) => {
    const path = pathOf(endpoints.addReply, { postId });
    const answer = await send<ReplyResponse>(username, 'POST', path, { commentData: { text } });
    return answer.body.comment._id;
  };
  return {
    api: world,
    as,
    send,
    page,
    /** The notification lines of a person's first page. */
    lines: async (username: string) => (await page(username)).notifications,
    unread: async (username: string) => {
      const path = endpoints.unreadNotifications.path;
      const answer = await world.call<{ unreadCount: number }>('GET', path, {
        token: await as(username),
      });
      return answer.body.unreadCount;
    },
    post,
    editPost: (username: string, postId: string, content: string) =>
      send(username, 'POST', pathOf(endpoints.editPost, { postId }), { postData: { content } }),
    reply,
    vote: (username: string, how: VoteEndpoint, postId: string, replyId: string) =>
      send(username, 'POST', pathOf(endpoints[how], { postId, replyId })),
    deleteReply: (username: string, postId: string, replyId: string) =>
      send(username, 'DELETE', pathOf(endpoints.deleteReply, { postId, replyId })),
    like: (username: string, postId: string) => send(username, 'POST', apiPaths.like(postId)),
    dislike: (username: string, postId: string) => send(username, 'POST', apiPaths.dislike(postId)),
    follow: (username: string, other: string) =>
      send(username, 'POST', apiPaths.follow(userId(other))),
    unfollow: (username: string, other: string) =>
      send(username, 'POST', apiPaths.unfollow(userId(other))),
  };
}

export type PeopleWorld = Awaited<ReturnType<typeof peopleWorld>>;
