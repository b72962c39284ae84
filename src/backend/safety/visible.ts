import type { Post } from '@/contract';
import { notFound } from '../http/api-error';
import { findPost } from '../lookups';
import type { PostRow, Reader, StoreTx } from '../store/port';
import type { Viewer } from '../user-summary';
import { blockedEitherWay } from './blocked';

/**
 * A post as the viewer may open it: one whose author blocked the viewer, or whom the viewer
 * blocked, answers 404 as if it were not there (a mute does not hide an opened post).
 */
export async function findVisiblePost(
  tx: StoreTx,
  postId: string,
  viewer: Viewer,
): Promise<PostRow> {
  const post = await findPost(tx, postId);
  if (!viewer || viewer.username === post.username) return post;
  const author = await tx.users.getByUsername(post.username);
  if (author && (await blockedEitherWay(tx, viewer._id, author._id)))
    throw notFound('postNotFound');
  return post;
}

/**
 * Takes the replies of hidden people out of the newest replies a list's posts carry. Those are
 * read per post for every reader alike (and kept), so the page's few authors are asked about once.
 */
export async function withoutHiddenReplies(
  tx: StoreTx,
  reader: Reader | undefined,
  posts: Post[],
): Promise<Post[]> {
  const authors = [...new Set(posts.flatMap((post) => post.comments.map((c) => c.username)))];
  if (!reader || authors.length === 0) return posts;
  const hidden = await tx.hides.hiddenAmong(reader, authors);
  if (hidden.size === 0) return posts;
  return posts.map((post) => ({
    ...post,
    comments: post.comments.filter((reply) => !hidden.has(reply.username)),
  }));
}
