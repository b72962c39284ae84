import { errorCodes } from '@/contract';
import { visitorHeaders } from '../http/visitor-headers';

/** The API app, called in this process as a visitor's browser would call it (no token). */
export type ApiFetch = (request: Request, env?: unknown) => Response | Promise<Response>;

/** An answer of the API as the public pages need it: its status, its error code, its body. */
export interface ApiAnswer<Body> {
  status: number;
  code: string | undefined;
  body: Body | undefined;
}

/**
 * Asks the API for `path` (with its query) as the visitor, and reads the JSON it answers. `env` is
 * the visitor's connection and their X-Forwarded-For goes along, so that the API's limits count
 * their address.
 */
export function visitorReads(api: ApiFetch, visitor: Request, env: unknown) {
  const base = new URL(visitor.url).origin;
  const headers = visitorHeaders(visitor, { accept: 'application/json' });
  return async <Body>(path: string): Promise<ApiAnswer<Body>> => {
    const request = new Request(new URL(path, base), { headers });
    const answer = await api(request, env);
    const json = (await answer.json().catch(() => undefined)) as
      (Body & { code?: string }) | undefined;
    if (answer.status === 200) return { status: 200, code: undefined, body: json };
    return { status: answer.status, code: json?.code, body: undefined };
  };
}
export type VisitorReads = ReturnType<typeof visitorReads>;

/**
 * What a public page's read comes to: the page, the login screen of a members-only person, a
 * 404, or (anything else: a fault, a limit) the app's own page instead.
 */
export type PublicOutcome<Value> =
  | { kind: 'found'; value: Value }
  | { kind: 'membersOnly' }
  | { kind: 'missing' }
  | { kind: 'other' };

export function outcomeOf<Body>(answer: ApiAnswer<Body>): PublicOutcome<Body> {
  if (answer.status === 200 && answer.body !== undefined)
    return { kind: 'found', value: answer.body };
  if (answer.status === 401 && answer.code === errorCodes.membersOnly)
    return { kind: 'membersOnly' };
  if (answer.status === 404) return { kind: 'missing' };
  return { kind: 'other' };
}
