import type { SessionRow, UserRow } from '../store/port';

/** What the auth middleware puts on the context of a protected request. */
export interface AppEnv {
  Variables: {
    user: UserRow;
    session: SessionRow;
  };
}
