/** What one client address may take of the server, whatever the accounts it uses. */
export interface AddressLimits {
  /** READS_PER_MINUTE_PER_ADDRESS: GET and HEAD requests to the API; 0 counts none. */
  readsPerMinute: number;
  /** EVENT_STREAMS_PER_ADDRESS: open event streams in one process. */
  eventStreams: number;
  /** GUEST_EVENT_STREAMS_PER_ADDRESS: open event streams of the shared guest account. */
  guestEventStreams: number;
}

export interface AddressLimitConfig {
  /** Limits per client address; 429 past them (docs/configuration.md, Limits per address). */
  addressLimits: AddressLimits;
  /**
   * EVENT_STREAM_LEASE_SECONDS, on PostgreSQL: how long a server's streams still count for their
   * addresses after it stops renewing them (it died); 60 unless set.
   */
  eventStreamLeaseSeconds: number;
}

export const defaultAddressLimits: AddressLimits = {
  readsPerMinute: 600,
  eventStreams: 20,
  guestEventStreams: 2,
};

export function readAddressLimitConfig(
  value: (name: string) => string | undefined,
  problems: string[],
): AddressLimitConfig {
  const whole = (name: string, fallback: number, min: number) => {
    const text = value(name) ?? String(fallback);
    const number = /^\d{1,9}$/.test(text) ? Number(text) : -1;
    if (number >= min) return number;
    problems.push(`${name} must be a whole number from ${min} to 999999999 (got "${text}")`);
    return fallback;
  };
  return {
    addressLimits: {
      readsPerMinute: whole('READS_PER_MINUTE_PER_ADDRESS', defaultAddressLimits.readsPerMinute, 0),
      eventStreams: whole('EVENT_STREAMS_PER_ADDRESS', defaultAddressLimits.eventStreams, 1),
      guestEventStreams: whole(
        'GUEST_EVENT_STREAMS_PER_ADDRESS',
        defaultAddressLimits.guestEventStreams,
        1,
      ),
    },
    eventStreamLeaseSeconds: whole('EVENT_STREAM_LEASE_SECONDS', 60, 1),
  };
}
