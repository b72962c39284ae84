import type { PasswordHasher } from './auth/passwords';
import type { Store } from './store/port';
import { formatTimestamp } from './timestamps';

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

export type ResolvedDeps = Required<AppDeps> & {
  /** The clock's now in the API's timestamp form. */
  timestamp: () => string;
};

export function resolveDeps(deps: AppDeps): ResolvedDeps {
  const resolved = {
    now: () => new Date(),
    newId: () => crypto.randomUUID(),
    sessionSeconds: 7 * 24 * 60 * 60,
    maxJsonBytes: 15 * 1024 * 1024,
    ...deps,
  };
  return { ...resolved, timestamp: () => formatTimestamp(resolved.now()) };
}
