import { describe, expect, it } from 'vitest';
import { describeOrigin, deviceOf } from './describe-origin';

describe('a session’s device, from its User-Agent', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
      'Firefox on Windows',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      'Safari on iPhone',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
      'Safari on macOS',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    ['curl/8.5.0', 'Unknown device'],
    ['', 'Unknown device'],
    [null, 'Unknown device'],
  ])('%s is %s', (agent, device) => {
    expect(deviceOf(agent)).toBe(device);
  });

  it('shows an IPv4 client that reached an IPv6 socket by its IPv4 address', () => {
    expect(describeOrigin({ userAgent: null, address: '::ffff:203.0.113.7' })).toEqual({
      device: 'Unknown device',
      address: '203.0.113.7',
    });
    expect(describeOrigin({ userAgent: null, address: null }).address).toBeNull();
  });
});
