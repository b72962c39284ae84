import { resolve } from 'node:path';
import { paging } from '../contract';
import { minSecretBytes } from './auth/token-secret';
import { logFormats, logLevels, type LogFormat, type LogLevel } from './logger';
import { readAddressLimitConfig, type AddressLimitConfig } from './address-limit-config';
import { readHardeningConfig, type HardeningConfig } from './hardening-config';
import { readJobsConfig, type JobsConfig } from './jobs-config';
import { readMailConfig, type MailConfig } from './mail-config';
import { readMediaStorageConfig, type MediaStorageConfig } from './media-storage-config';
import { readMediaConfig, type MediaConfig } from './media-config';
import { readResourceConfig, type ResourceConfig } from './resource-config';
import { readWriteLimitConfig, type WriteLimitConfig } from './write-limit-config';

/** The Node host's settings, read from the environment (docs/configuration.md). */
export interface ServerConfig
  extends ResourceConfig, HardeningConfig, WriteLimitConfig, AddressLimitConfig {
  port: number;
  host: string;
  /** Absolute: the SQLite database, the generated JWT secret and uploads live here. */
  dataDir: string;
  /** A postgres:// URL selects PostgreSQL; unset means SQLite in dataDir. */
  databaseUrl: string | undefined;
  /** From JWT_SECRET; unset means the secret kept in dataDir. */
  jwtSecret: Uint8Array | undefined;
  seed: boolean;
  logLevel: LogLevel;
  /** LOG_FORMAT; unset means pretty when standard output is a terminal, JSON lines otherwise. */
  logFormat: LogFormat | undefined;
  /** How many proxies in front append to X-Forwarded-For; 0: the socket's peer is the client. */
  trustProxy: number;
  /** Logins and signups one address may try in a minute, whatever the username. */
  authAttemptsPerMinute: number;
  listCap: number;
  mail: MailConfig;
  /** The S3_* settings: uploads in DATA_DIR/media unless they name a bucket. */
  mediaStorage: MediaStorageConfig;
  media: MediaConfig;
  /** The job queue's retries and lease (JOB_*). */
  jobs: JobsConfig;
  /** The bearer token GET /metrics asks for (METRICS_TOKEN); unset, /metrics is not served. */
  metricsToken?: string;
}

/** A token anyone could guess would open the metrics to them. */
export const minMetricsTokenLength = 16;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const truthy = ['1', 'true', 'yes', 'on'];
const falsy = ['0', 'false', 'no', 'off'];

/**
 * Reads and checks every variable, and reports all the bad ones at once: each read*Config it
 * calls adds a line to problems for each bad one.
 */
export function readConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const problems: string[] = [];
  const value = (name: string) => {
    const raw = env[name]?.trim();
    return raw === '' ? undefined : raw;
  };

  const portText = value('PORT') ?? '3000';
  const port = /^\d{1,5}$/.test(portText) && Number(portText) <= 65535 ? Number(portText) : -1;
  if (port < 0) problems.push(`PORT must be a whole number from 0 to 65535 (got "${portText}")`);

  const databaseUrl = value('DATABASE_URL');
  if (databaseUrl && !/^postgres(ql)?:\/\/.+/.test(databaseUrl))
    problems.push('DATABASE_URL must be a postgres:// URL (leave it unset for SQLite in DATA_DIR)');

  const secretText = env.JWT_SECRET;
  const jwtSecret = secretText ? new TextEncoder().encode(secretText) : undefined;
  if (jwtSecret && jwtSecret.byteLength < minSecretBytes)
    problems.push(
      `JWT_SECRET must be at least ${minSecretBytes} bytes (got ${jwtSecret.byteLength})`,
    );

  const seedText = (value('SEED') ?? 'true').toLowerCase();
  const seed = truthy.includes(seedText);
  if (!seed && !falsy.includes(seedText))
    problems.push(`SEED must be true or false (got "${seedText}")`);

  const levelText = (value('LOG_LEVEL') ?? 'info').toLowerCase();
  const logLevel = logLevels.find((level) => level === levelText);
  if (!logLevel)
    problems.push(`LOG_LEVEL must be one of ${logLevels.join(', ')} (got "${levelText}")`);

  const formatText = value('LOG_FORMAT')?.toLowerCase();
  const logFormat = logFormats.find((format) => format === formatText);
  if (formatText !== undefined && !logFormat)
    problems.push(`LOG_FORMAT must be one of ${logFormats.join(', ')} (got "${formatText}")`);

  const proxyText = value('TRUST_PROXY') ?? '0';
  const trustProxy = /^\d{1,2}$/.test(proxyText) ? Number(proxyText) : -1;
  if (trustProxy < 0)
    problems.push(
      `TRUST_PROXY must be the number of proxies in front, 0 to 99 (got "${proxyText}")`,
    );

  const attemptsText = value('AUTH_ATTEMPTS_PER_MINUTE') ?? '30';
  const authAttemptsPerMinute = /^\d{1,6}$/.test(attemptsText) ? Number(attemptsText) : 0;
  if (authAttemptsPerMinute < 1)
    problems.push(
      `AUTH_ATTEMPTS_PER_MINUTE must be a whole number from 1 to 999999 (got "${attemptsText}")`,
    );

  const capText = value('LIST_CAP') ?? String(paging.defaultListCap);
  const listCap = /^\d{1,4}$/.test(capText) ? Number(capText) : 0;
  if (listCap < 1 || listCap > 5000)
    problems.push(`LIST_CAP must be a whole number from 1 to 5000 (got "${capText}")`);

  const metricsToken = value('METRICS_TOKEN');
  if (metricsToken && metricsToken.length < minMetricsTokenLength)
    problems.push(
      `METRICS_TOKEN must be at least ${minMetricsTokenLength} characters (got ${metricsToken.length})`,
    );

  const resources = readResourceConfig(value, problems);
  const hardening = readHardeningConfig(value, problems);
  const writeLimits = readWriteLimitConfig(value, problems);
  const addressLimits = readAddressLimitConfig(value, problems);
  const mail = readMailConfig(value, problems, port < 0 ? 3000 : port);
  const mediaStorage = readMediaStorageConfig(value, problems);
  const media = readMediaConfig(value, problems);
  const jobs = readJobsConfig(value, problems);

  if (resources.workers > 1 && hardening.testClockSpeed !== 1)
    problems.push(
      'MURMUR_TEST_CLOCK_SPEED cannot go with WORKERS above 1: each process would keep its own clock',
    );
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port,
    host: value('HOST') ?? 'localhost',
    dataDir: resolve(value('DATA_DIR') ?? './data'),
    databaseUrl,
    jwtSecret,
    seed,
    logLevel: logLevel ?? 'info',
    logFormat,
    trustProxy,
    authAttemptsPerMinute,
    listCap,
    mail,
    mediaStorage,
    media,
    jobs,
    ...(metricsToken ? { metricsToken } : {}),
    ...resources,
    ...hardening,
    ...writeLimits,
    ...addressLimits,
  };
}
