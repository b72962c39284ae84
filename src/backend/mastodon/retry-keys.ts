import { formatTimestamp } from '../timestamps';
import { MastodonError } from './mastodon-error';
import type { MastodonDoor } from './mastodon-env';

/** How long a status create's Idempotency-Key makes a retry answer the first post, as Mastodon. */
export const retryKeyMs = 60 * 60 * 1000;
const retryKeyMaxLength = 256;

/**
 * A status create under an app's Idempotency-Key: a retry answers the post the first request
 * made, on whichever server it lands, for an hour (the key is the store's once the post is made).
 * A retry sent to this process before the first answered waits for it.
 */
export function retryKeys(deps: MastodonDoor['deps']) {
  const underWay = new Map<string, Promise<string>>();
  return async (userId: string, key: string, make: () => Promise<string>): Promise<string> => {
    if (key.length > retryKeyMaxLength)
      throw new MastodonError(
        422,
        `Idempotency-Key must be at most ${retryKeyMaxLength} characters`,
      );
    const name = `${userId}:${key}`;
    const inFlight = underWay.get(name);
    if (inFlight) return inFlight;
    const since = formatTimestamp(new Date(deps.now().getTime() - retryKeyMs));
    const kept = await deps.store.oauth.postOfRetryKey(userId, key, since);
    if (kept) return kept;
    const made = make().then(async (postId) => {
      await deps.store.oauth.keepRetryKey({ userId, key, postId, createdAt: deps.timestamp() });
      return postId;
    });
    underWay.set(name, made);
    return made.finally(() => underWay.delete(name));
  };
}
