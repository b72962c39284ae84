import type { SessionRow, UserRow } from '../store/port';

/** What the auth middleware puts on the context of a protected request. */
export interface AppEnv {
  Variables: {
    user: UserRow;
    session: SessionRow;
    /** The user whose valid token came with the request, on any route; unset for anonymous. */
    viewer: UserRow | undefined;
  };
}
