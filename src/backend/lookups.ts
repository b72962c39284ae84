// The reads every rule shares: a user or post that is not there is a 404.
import { notFound } from './http/api-error';
import type { PostRow, StoreTx, UserRow } from './store/port';

/** Finds a user by _id or by username, as the API's paths take either. */
export async function findUser(store: StoreTx, idOrUsername: string): Promise<UserRow> {
  const user =
    (await store.users.get(idOrUsername)) ?? (await store.users.getByUsername(idOrUsername));
  if (!user) throw notFound('userNotRegistered');
  return user;
}

export async function findPost(store: StoreTx, postId: string): Promise<PostRow> {
  const post = await store.posts.get(postId);
  if (!post) throw notFound('postNotFound');
  return post;
}
