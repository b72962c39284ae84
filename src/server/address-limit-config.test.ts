import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config';

describe('the limits per client address from the environment', () => {
  it('has defaults: 600 reads a minute, 20 event streams, 2 of them as the guest', () => {
    expect(readConfig({}).addressLimits).toEqual({
      readsPerMinute: 600,
      eventStreams: 20,
      guestEventStreams: 2,
    });
  });

  it('reads every variable, and 0 reads a minute turns the read limit off', () => {
    const { addressLimits } = readConfig({
      READS_PER_MINUTE_PER_ADDRESS: '0',
      EVENT_STREAMS_PER_ADDRESS: '50',
      GUEST_EVENT_STREAMS_PER_ADDRESS: '3',
    });
    expect(addressLimits).toEqual({ readsPerMinute: 0, eventStreams: 50, guestEventStreams: 3 });
  });

  it('refuses a value that is not a whole number in range, naming each', () => {
    const read = () =>
      readConfig({
        READS_PER_MINUTE_PER_ADDRESS: 'lots',
        EVENT_STREAMS_PER_ADDRESS: '0',
        GUEST_EVENT_STREAMS_PER_ADDRESS: '-1',
      });
    expect(read).toThrow(ConfigError);
    try {
      read();
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        'READS_PER_MINUTE_PER_ADDRESS must be a whole number from 0 to 999999999 (got "lots")',
        'EVENT_STREAMS_PER_ADDRESS must be a whole number from 1 to 999999999 (got "0")',
        'GUEST_EVENT_STREAMS_PER_ADDRESS must be a whole number from 1 to 999999999 (got "-1")',
      ]);
    }
  });
});
