import type { EndpointName } from '@/contract';
import type { SessionRow, UserRow } from '../store/port';

/** What the guards (require-user.ts) put on the context: user and session on a protected route. */
export interface AppEnv {
  Variables: {
    user: UserRow;
    session: SessionRow;
    /** The user whose valid token came with the request, on any route; unset for anonymous. */
    viewer: UserRow | undefined;
    /** The row of the endpoint table whose route took the request (endpoint-router.ts). */
    row: EndpointName;
  };
}
