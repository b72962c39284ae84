import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultWriteLimits } from '../backend/limits/write-limits';
import { defaultAddressLimits } from './address-limit-config';
import { ConfigError, readConfig } from './config';

describe('readConfig', () => {
  it('has defaults for everything', () => {
    expect(readConfig({})).toEqual({
      port: 3000,
      host: 'localhost',
      dataDir: resolve('data'),
      databaseUrl: undefined,
      jwtSecret: undefined,
      seed: true,
      logLevel: 'info',
      logFormat: undefined,
      trustProxy: 0,
      authAttemptsPerMinute: 30,
      listCap: 1000,
      mediaLimits: { quotaBytes: 10_240 * 1024 * 1024, freeFloorBytes: 200 * 1024 * 1024 },
      mediaStorage: { kind: 'folder' },
      pgPoolMax: 10,
      pgStatementTimeoutMs: 30_000,
      eventStreamsMax: 1000,
      workers: 1,
      guestAccount: true,
      registrations: 'open',
      invitesByUsers: false,
      serveSourceMaps: false,
      testClockSpeed: 1,
      writeLimits: defaultWriteLimits,
      unsolicitedPerHour: 50,
      addressLimits: defaultAddressLimits,
      eventStreamLeaseSeconds: 60,
      mail: {
        smtpUrl: undefined,
        from: 'Murmur <murmur@localhost>',
        publicUrl: 'http://localhost:3000',
        requireVerifiedEmail: false,
      },
      media: { accountMediaQuotaBytes: 1024 * 1024 * 1024, requireAltText: false },
      jobs: { maxAttempts: 8, retryBaseMs: 60_000, leaseMs: 600_000 },
    });
  });

  it('reads every variable', () => {
    const secret = 'x'.repeat(40);
    const config = readConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/murmur',
      DATABASE_URL: 'postgres://murmur@db:5432/murmur',
      JWT_SECRET: secret,
      SEED: 'false',
      LOG_LEVEL: 'DEBUG',
      LOG_FORMAT: 'Pretty',
      TRUST_PROXY: '2',
      AUTH_ATTEMPTS_PER_MINUTE: '120',
      LIST_CAP: '250',
      MEDIA_QUOTA_MB: '5',
      MEDIA_QUOTA_PER_ACCOUNT_MB: '2',
      REQUIRE_ALT_TEXT: 'true',
      DISK_FREE_FLOOR_MB: '0',
      PG_POOL_MAX: '4',
      PG_STATEMENT_TIMEOUT_MS: '2500',
      EVENT_STREAMS_MAX: '500',
      GUEST_ACCOUNT: 'false',
      REGISTRATIONS: 'Invite',
      INVITES_BY_USERS: 'true',
      SERVE_SOURCE_MAPS: 'true',
      NODE_ENV: 'test',
      MURMUR_TEST_CLOCK_SPEED: '3600',
    });
    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/murmur',
      databaseUrl: 'postgres://murmur@db:5432/murmur',
      jwtSecret: new TextEncoder().encode(secret),
      seed: false,
      logLevel: 'debug',
      logFormat: 'pretty',
      trustProxy: 2,
      authAttemptsPerMinute: 120,
      listCap: 250,
      mediaLimits: { quotaBytes: 5 * 1024 * 1024, freeFloorBytes: 0 },
      mediaStorage: { kind: 'folder' },
      pgPoolMax: 4,
      pgStatementTimeoutMs: 2500,
      eventStreamsMax: 500,
      // WORKERS has its own test: it cannot go with the test clock set here.
      workers: 1,
      guestAccount: false,
      registrations: 'invite',
      invitesByUsers: true,
      serveSourceMaps: true,
      testClockSpeed: 3600,
      // The write limits have a test of their own (write-limit-config.test.ts).
      writeLimits: defaultWriteLimits,
      unsolicitedPerHour: 50,
      // So have the limits per address (address-limit-config.test.ts).
      addressLimits: defaultAddressLimits,
      eventStreamLeaseSeconds: 60,
      // The mail settings have a test of their own (mail-config.test.ts).
      mail: expect.objectContaining({ publicUrl: 'http://localhost:8080' }),
      media: { accountMediaQuotaBytes: 2 * 1024 * 1024, requireAltText: true },
      // So have the job queue's (jobs-config.test.ts).
      jobs: expect.objectContaining({ maxAttempts: 8 }),
    });
    expect(readConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(readConfig({ SEED: 'off', PORT: '0' })).toMatchObject({ seed: false, port: 0 });
    expect(readConfig({ DATABASE_URL: 'postgresql://h/db', SEED: '1' }).seed).toBe(true);
  });

  it('names every bad value at once', () => {
    const read = () =>
      readConfig({
        PORT: '70000',
        DATABASE_URL: 'mysql://db',
        JWT_SECRET: 'short',
        SEED: 'maybe',
        LOG_LEVEL: 'loud',
        LOG_FORMAT: 'xml',
        TRUST_PROXY: 'yes',
        AUTH_ATTEMPTS_PER_MINUTE: '0',
        LIST_CAP: 'all',
        REGISTRATIONS: 'sometimes',
      });
    expect(read).toThrow(ConfigError);
    try {
      read();
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        'PORT must be a whole number from 0 to 65535 (got "70000")',
        'DATABASE_URL must be a postgres:// URL (leave it unset for SQLite in DATA_DIR)',
        'JWT_SECRET must be at least 32 bytes (got 5)',
        'SEED must be true or false (got "maybe")',
        'LOG_LEVEL must be one of silent, error, warn, info, debug (got "loud")',
        'LOG_FORMAT must be one of json, pretty (got "xml")',
        'TRUST_PROXY must be the number of proxies in front, 0 to 99 (got "yes")',
        'AUTH_ATTEMPTS_PER_MINUTE must be a whole number from 1 to 999999 (got "0")',
        'LIST_CAP must be a whole number from 1 to 5000 (got "all")',
        'REGISTRATIONS must be open, approval, invite, closed (got "sometimes")',
      ]);
      expect((error as Error).message).toMatch(/^Invalid configuration:\n {2}- PORT/);
    }
    expect(() => readConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => readConfig({ PORT: '-1' })).toThrow(/PORT/);
    expect(() => readConfig({ TRUST_PROXY: '-1' })).toThrow(/TRUST_PROXY/);
    expect(() => readConfig({ TRUST_PROXY: '1.5' })).toThrow(/TRUST_PROXY/);
    expect(() => readConfig({ AUTH_ATTEMPTS_PER_MINUTE: 'lots' })).toThrow(/AUTH_ATTEMPTS/);
    expect(() => readConfig({ GUEST_ACCOUNT: 'maybe' })).toThrow(/GUEST_ACCOUNT must be true/);
    expect(() => readConfig({ SERVE_SOURCE_MAPS: '2' })).toThrow(/SERVE_SOURCE_MAPS/);
    expect(() => readConfig({ REQUIRE_ALT_TEXT: 'always' })).toThrow(/REQUIRE_ALT_TEXT must be/);
    expect(() => readConfig({ MEDIA_QUOTA_PER_ACCOUNT_MB: '0' })).toThrow(
      /MEDIA_QUOTA_PER_ACCOUNT_MB must be a whole number/,
    );
    // The fast test clock only where NODE_ENV says this is a test.
    expect(() => readConfig({ MURMUR_TEST_CLOCK_SPEED: '60' })).toThrow(/for tests only/);
    expect(() => readConfig({ NODE_ENV: 'test', MURMUR_TEST_CLOCK_SPEED: '0.5' })).toThrow(
      /MURMUR_TEST_CLOCK_SPEED must be a whole number/,
    );
  });

  it('refuses bad storage and PostgreSQL limits, naming each', () => {
    const read = () =>
      readConfig({
        MEDIA_QUOTA_MB: '0',
        DISK_FREE_FLOOR_MB: '-1',
        PG_POOL_MAX: 'many',
        PG_STATEMENT_TIMEOUT_MS: '1.5',
      });
    expect(read).toThrow(ConfigError);
    expect(read).toThrow(/MEDIA_QUOTA_MB must be a whole number from 1 .*"0"/);
    expect(read).toThrow(/DISK_FREE_FLOOR_MB .*"-1"/);
    expect(read).toThrow(/PG_POOL_MAX .*"many"/);
    expect(read).toThrow(/PG_STATEMENT_TIMEOUT_MS .*"1.5"/);
    expect(readConfig({ PG_STATEMENT_TIMEOUT_MS: '0' }).pgStatementTimeoutMs).toBe(0);
  });

  it('takes METRICS_TOKEN as the metrics bearer token, refusing a short one', () => {
    expect(readConfig({}).metricsToken).toBeUndefined();
    expect(readConfig({ METRICS_TOKEN: ' s3cret-scrape-token ' }).metricsToken).toBe(
      's3cret-scrape-token',
    );
    expect(() => readConfig({ METRICS_TOKEN: 'short' })).toThrow(
      'METRICS_TOKEN must be at least 16 characters (got 5)',
    );
  });

  it('takes WORKERS as a count or auto (a process per core), and refuses anything else', () => {
    expect(readConfig({ WORKERS: 'auto' }).workers).toBe(Math.min(availableParallelism(), 64));
    expect(readConfig({ WORKERS: '3' }).workers).toBe(3);
    expect(readConfig({ WORKERS: '64' }).workers).toBe(64);
    for (const bad of ['0', '65', 'two', '1.5', '-2'])
      expect(() => readConfig({ WORKERS: bad })).toThrow(
        `WORKERS must be a whole number from 1 to 64, or auto (got "${bad}")`,
      );
    expect(() =>
      readConfig({ WORKERS: '2', NODE_ENV: 'test', MURMUR_TEST_CLOCK_SPEED: '60' }),
    ).toThrow('MURMUR_TEST_CLOCK_SPEED cannot go with WORKERS above 1');
  });
});
