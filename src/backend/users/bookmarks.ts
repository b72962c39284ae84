import type { ResolvedDeps } from '../deps';
import { badRequest } from '../http/api-error';
import { findPost } from '../lookups';
import type { UserRow } from '../store/port';

/** Bookmark a post or remove the bookmark, refused when it is already so. Answers the post. */
export function setBookmarked(
  { store, timestamp }: Pick<ResolvedDeps, 'store' | 'timestamp'>,
  me: UserRow,
  postId: string,
  bookmark: boolean,
) {
  return store.transaction(async (tx) => {
    const post = await findPost(tx, postId);
    const bookmarked = await tx.bookmarks.exists(me._id, post._id);
    if (bookmark && bookmarked) throw badRequest('alreadyBookmarked');
    if (!bookmark && !bookmarked) throw badRequest('notBookmarked');
    const now = timestamp();
    if (bookmark) await tx.bookmarks.insert({ userId: me._id, postId: post._id, createdAt: now });
    else await tx.bookmarks.delete(me._id, post._id);
    await tx.users.update(me._id, { updatedAt: now });
    return post;
  });
}
