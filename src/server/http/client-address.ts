import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The peer address from @hono/node-server; app.request() in tests has no socket. */
export function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * Who sent the request, for the login limits. With no trusted proxy (TRUST_PROXY=0) it is the
 * socket's peer, and X-Forwarded-For is ignored: anyone can write it. Behind trustedHops proxies
 * each one appended the address it saw, so the client is that many entries from the right of
 * [...X-Forwarded-For, peer]; entries further left were written by the client and are not read.
 * With fewer entries than hops, the leftmost one is taken.
 */
export function clientAddressResolver(trustedHops: number, peer = socketAddress) {
  if (trustedHops <= 0) return peer;
  return (c: Context): string => {
    const forwarded = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
    const chain = [...forwarded, peer(c)];
    return chain[Math.max(0, chain.length - 1 - trustedHops)]!;
  };
}
