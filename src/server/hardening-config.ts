import { registrationModes, type RegistrationMode } from '@/contract/moderation';
import { readTestClockSpeed } from './test-clock';

/** Settings of the guest account and of what the server exposes (docs/configuration.md). */
export interface HardeningConfig {
  /** GUEST_ACCOUNT: whether the shared guest account can log in (and is reset hourly). */
  guestAccount: boolean;
  /** REGISTRATIONS: how people may sign up; open unless set. */
  registrations: RegistrationMode;
  /** INVITES_BY_USERS: whether any user, not only moderators, may make invite codes. */
  invitesByUsers: boolean;
  /** SERVE_SOURCE_MAPS: whether the web build's *.map files are served. */
  serveSourceMaps: boolean;
  /** MURMUR_TEST_CLOCK_SPEED, process tests only (test-clock.ts): 1 unless set. */
  testClockSpeed: number;
}

const truthy = ['1', 'true', 'yes', 'on'];
const falsy = ['0', 'false', 'no', 'off'];

function readSwitch(
  value: (name: string) => string | undefined,
  problems: string[],
  name: string,
  fallback: boolean,
): boolean {
  const text = value(name)?.toLowerCase();
  if (text === undefined) return fallback;
  if (truthy.includes(text)) return true;
  if (!falsy.includes(text)) problems.push(`${name} must be true or false (got "${text}")`);
  return false;
}

function readRegistrations(
  value: (name: string) => string | undefined,
  problems: string[],
): RegistrationMode {
  const text = value('REGISTRATIONS')?.toLowerCase() ?? 'open';
  const mode = registrationModes.find((candidate) => candidate === text);
  if (!mode) problems.push(`REGISTRATIONS must be ${registrationModes.join(', ')} (got "${text}")`);
  return mode ?? 'open';
}

export function readHardeningConfig(
  value: (name: string) => string | undefined,
  problems: string[],
): HardeningConfig {
  return {
    guestAccount: readSwitch(value, problems, 'GUEST_ACCOUNT', true),
    registrations: readRegistrations(value, problems),
    invitesByUsers: readSwitch(value, problems, 'INVITES_BY_USERS', false),
    serveSourceMaps: readSwitch(value, problems, 'SERVE_SOURCE_MAPS', false),
    testClockSpeed: readTestClockSpeed(value, problems),
  };
}
