import { describe, expect, it } from 'vitest';
import { clientKey } from './client-key';
import { loginLimitKey } from './login-limiter';

describe('clientKey', () => {
  it('counts an IPv6 client by its /64, however the address is written', () => {
    const key = '2001:db8:1:2::/64';
    for (const address of [
      '2001:db8:1:2::1',
      '2001:0DB8:0001:0002:aaaa:bbbb:cccc:dddd',
      '[2001:db8:1:2:ffff::7]',
      '2001:db8:1:2:0:0:10.0.0.1',
      '2001:db8:1:2::9%eth0',
    ])
      expect(clientKey(address), address).toBe(key);
    expect(clientKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(loginLimitKey('guest', '2001:db8:1:2::1')).toBe(
      loginLimitKey('guest', '2001:db8:1:2::2'),
    );
    expect(loginLimitKey('guest', '2001:db8:1:2::1')).not.toBe(
      loginLimitKey('guest', '2001:db8::1'),
    );
  });

  it('keeps IPv4 whole, unwraps IPv4-mapped IPv6 and leaves anything else as it is', () => {
    expect(clientKey('10.0.0.1')).toBe('10.0.0.1');
    expect(clientKey('10.0.0.2')).toBe('10.0.0.2');
    expect(clientKey('::ffff:10.0.0.1')).toBe('10.0.0.1');
    expect(clientKey('::ffff:a00:1')).toBe('10.0.0.1');
    for (const other of ['unknown', 'local', '1:2:3', '1::2::3', '12345::1', '::ffff:1.2.3.400'])
      expect(clientKey(other), other).toBe(other);
  });
});
