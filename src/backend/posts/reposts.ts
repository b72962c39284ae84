import type { ResolvedDeps } from '../deps';
import { ApiError, forbidden, notFound } from '../http/api-error';
import { findPost } from '../lookups';
import { notifyingWrite } from '../notifications/notifying-write';
import { refuseIfAuthorBlocked } from '../safety/blocked';
import { findVisiblePost } from '../safety/visible';
import type { PostRow, StoreTx, UserRow } from '../store/port';

/**
 * Reposts a post to the reposter's followers' feeds, or takes the repost back (docs/api.md,
 * "Reposts and quotes"). Doing either twice changes nothing: the answer is the post as it is.
 * One's own posts may be reposted, as Mastodon allows, to bring an older post back before one's
 * followers. A repost tells the author, and undoing it takes that back. Answers the post's id.
 */
export function setReposted(
  deps: Pick<ResolvedDeps, 'store' | 'timestamp' | 'events'>,
  postId: string,
  me: UserRow,
  reposted: boolean,
) {
  return notifyingWrite(deps, async (tx, notifier, now) => {
    const post = await findPost(tx, postId);
    if (reposted) {
      await refuseIfAuthorBlocked(tx, me._id, post.username);
      if (await tx.reposts.put({ postId: post._id, userId: me._id, createdAt: now }))
        await notifier.reposted(post, me._id);
    } else if (await tx.reposts.delete(post._id, me._id)) {
      await notifier.unreposted(post, me._id);
    }
    return post._id;
  });
}

/**
 * The post a new post quotes: one the author may see (else 404 with its own code), whose author
 * allows quotes (else 403); one blocked either way is not seen, as findVisiblePost says.
 */
export async function quotablePost(
  tx: StoreTx,
  author: UserRow,
  postId: string,
  { now }: Pick<ResolvedDeps, 'now'>,
): Promise<PostRow> {
  const post = await findVisiblePost(tx, postId, author, now()).catch((error: unknown) => {
    throw error instanceof ApiError && error.status === 404
      ? notFound('quotedPostNotFound')
      : error;
  });
  if (post.allowQuotes === false && post.username !== author.username) throw forbidden('quotesOff');
  return post;
}
