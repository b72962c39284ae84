import { formatTimestamp } from '../timestamps';
import { MastodonError } from './mastodon-error';
import type { MastodonDoor } from './mastodon-env';

/** How long a status create's Idempotency-Key makes a retry answer the first post, as Mastodon. */
export const retryKeyMs = 60 * 60 * 1000;
const retryKeyMaxLength = 256;
/** A claim older than this that never named its post was left by a server that stopped. */
const claimAbandonedMs = 30_000;
/** How long a retry waits for the create holding its key on another server; then 503. */
const claimWaitMs = 10_000;
/** How often a waiting retry asks again (real time: the create it waits for runs in real time). */
const claimPollMs = 100;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A status create under an app's Idempotency-Key: a retry answers the post the first request
 * made, on whichever server it lands, for an hour. The key is claimed in the store before the
 * post is made, so two requests with one key at the same instant on two servers make one post:
 * the second waits for the first's (and one sent to this process waits in memory, asking nothing).
 * A create that fails lets go of its key, so that a retry makes the post.
 */
export function retryKeys(deps: MastodonDoor['deps'], waitMs = claimWaitMs) {
  const underWay = new Map<string, Promise<string>>();
  const { oauth } = deps.store;

  async function madeOnce(userId: string, key: string, make: () => Promise<string>) {
    const waitUntil = Date.now() + waitMs;
    for (;;) {
      const at = deps.now().getTime();
      const claim = await oauth.claimRetryKey(
        { userId, key, createdAt: deps.timestamp() },
        formatTimestamp(new Date(at - retryKeyMs)),
        formatTimestamp(new Date(at - claimAbandonedMs)),
      );
      if (typeof claim === 'object') return claim.postId;
      if (claim === 'claimed') {
        const postId = await make().catch(async (error: unknown) => {
          await oauth.releaseRetryKey(userId, key).catch(deps.reportError);
          throw error;
        });
        await oauth.keepRetryKey(userId, key, postId);
        return postId;
      }
      // Mastodon's answer to a request racing another: try again in a moment.
      if (Date.now() >= waitUntil)
        throw new MastodonError(
          503,
          'Another request with this Idempotency-Key is in progress, please try again',
        );
      await pause(claimPollMs);
    }
  }

  return async (userId: string, key: string, make: () => Promise<string>): Promise<string> => {
    if (key.length > retryKeyMaxLength)
      throw new MastodonError(
        422,
        `Idempotency-Key must be at most ${retryKeyMaxLength} characters`,
      );
    const name = `${userId}:${key}`;
    const inFlight = underWay.get(name);
    if (inFlight) return inFlight;
    const made = madeOnce(userId, key, make);
    underWay.set(name, made);
    return made.finally(() => underWay.delete(name));
  };
}
