import type { Context } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddressResolver } from './client-address';

function request(forwardedFor: string | undefined, peer = '10.0.0.9') {
  const headers: Record<string, string> = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {};
  return {
    req: { header: (name: string) => headers[name.toLowerCase()] },
    env: { incoming: { socket: { remoteAddress: peer } } },
  } as unknown as Context;
}

describe('the client address', () => {
  it('is the socket peer with no trusted proxy, whatever X-Forwarded-For says', () => {
    const direct = clientAddressResolver(0);
    expect(direct(request(undefined))).toBe('10.0.0.9');
    expect(direct(request('1.2.3.4'))).toBe('10.0.0.9');
  });

  it('counts trusted hops from the right of X-Forwarded-For, so a client cannot choose it', () => {
    const oneProxy = clientAddressResolver(1);
    expect(oneProxy(request('203.0.113.7'))).toBe('203.0.113.7');
    // The client wrote the left entry itself; the balancer appended the right one.
    expect(oneProxy(request('6.6.6.6, 203.0.113.7'))).toBe('203.0.113.7');
    expect(oneProxy(request('6.6.6.6,2001:db8::1'))).toBe('2001:db8::1');
    expect(oneProxy(request(undefined))).toBe('10.0.0.9');

    const twoProxies = clientAddressResolver(2);
    expect(twoProxies(request('6.6.6.6, 203.0.113.7, 10.0.0.5'))).toBe('203.0.113.7');
    expect(twoProxies(request('203.0.113.7'))).toBe('203.0.113.7');
    expect(twoProxies(request(undefined))).toBe('10.0.0.9');
  });
});
