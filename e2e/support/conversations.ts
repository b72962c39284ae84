import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiPaths } from '../../src/contract/paths';
import type { ApiUser } from './people';

/** A post by this user, made through the API; answers its id. */
export async function postIdThroughApi(
  request: APIRequestContext,
  user: ApiUser,
  content: string,
): Promise<string> {
  const answer = await request.post(apiPaths.posts(), {
    data: { postData: { content, mediaURL: '' } },
    headers: { authorization: user.token, prefer: 'return=minimal' },
  });
  expect(answer.status()).toBe(201);
  return (await answer.json()).post._id as string;
}

/** A reply by this user to a post, made through the API. */
export async function replyThroughApi(
  request: APIRequestContext,
  user: ApiUser,
  postId: string,
  text: string,
) {
  const answer = await request.post(`/api/comments/add/${postId}`, {
    data: { commentData: { text } },
    headers: { authorization: user.token },
  });
  expect(answer.status()).toBe(201);
}

/** A like of a post by this user, through the API. */
export async function likeThroughApi(request: APIRequestContext, user: ApiUser, postId: string) {
  const answer = await request.post(apiPaths.like(postId), {
    headers: { authorization: user.token },
  });
  expect(answer.status()).toBe(201);
}

/** The replies' feed of a post's page. */
export const replies = (page: Page) => page.getByRole('feed', { name: 'Replies' });

/** The navigation's Notifications link, whatever its unread count. */
export const notificationsLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Notifications/ });
