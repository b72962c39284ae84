import type { PasswordHasher } from './auth/passwords';
import type { Store } from './store/port';

/** What differs between the hosts the backend runs in. */
export interface AppDeps {
  store: Store;
  passwords: PasswordHasher;
  /** HS256 key for session tokens: at least 32 random bytes. */
  tokenSecret: Uint8Array;
  now?: () => Date;
  newId?: () => string;
  /** How long a login lasts; 7 days unless set. */
  sessionSeconds?: number;
  /** The largest JSON body accepted. The browser host allows data-URL media; Node takes 1 MB. */
  maxJsonBytes?: number;
}

export type ResolvedDeps = Required<AppDeps>;

export function resolveDeps(deps: AppDeps): ResolvedDeps {
  return {
    now: () => new Date(),
    newId: () => crypto.randomUUID(),
    sessionSeconds: 7 * 24 * 60 * 60,
    maxJsonBytes: 15 * 1024 * 1024,
    ...deps,
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The spec's timestamp form (with an offset), with milliseconds so that quick writes still order. */
export function formatTimestamp(date: Date): string {
  return (
    `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}` +
    `.${pad(date.getUTCMilliseconds(), 3)}+00:00`
  );
}
