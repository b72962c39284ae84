import type { LiveFeedLimits, OpenRefusal } from './live-feed';
import type { StreamCounter } from './stream-counter';

/** Who holds a stream, beside its account: where it came from, and whether as the guest. */
export interface StreamHolder {
  /** The client address as the limits count it (clientKey). */
  address: string;
  guest: boolean;
}

export type AddressClaim =
  | { refused: Extract<OpenRefusal, 'address-limit' | 'guest-address-limit'> }
  | { release: () => Promise<void> };

/**
 * Takes the stream's places under the address's caps (and the guest's, for the guest account),
 * or says which cap refused it; a place taken before a refusal is given back at once. The
 * release gives back every place the claim took, and only once.
 */
export async function claimAddressPlaces(
  counter: StreamCounter,
  limits: Pick<LiveFeedLimits, 'perAddress' | 'guestPerAddress'>,
  { address, guest }: StreamHolder,
): Promise<AddressClaim> {
  const wanted: { key: string; cap: number; refusal: 'address-limit' | 'guest-address-limit' }[] =
    [];
  if (limits.perAddress !== undefined)
    wanted.push({ key: `all\n${address}`, cap: limits.perAddress, refusal: 'address-limit' });
  if (guest && limits.guestPerAddress !== undefined)
    wanted.push({
      key: `guest\n${address}`,
      cap: limits.guestPerAddress,
      refusal: 'guest-address-limit',
    });
  const taken: string[] = [];
  const releaseTaken = () => Promise.all(taken.splice(0).map((key) => counter.release(key)));
  try {
    for (const { key, cap, refusal } of wanted) {
      if (!(await counter.take(key, cap))) {
        await releaseTaken();
        return { refused: refusal };
      }
      taken.push(key);
    }
  } catch (error) {
    await releaseTaken().catch(() => undefined);
    throw error;
  }
  return { release: async () => void (await releaseTaken()) };
}
