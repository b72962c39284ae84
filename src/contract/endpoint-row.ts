export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/**
 * Who may call an endpoint: 'required' answers 401 without a valid token; 'optional' reads the
 * token when it is valid (to show the viewer's own likes and follows) and serves anyone otherwise.
 */
export type EndpointAuth = 'none' | 'optional' | 'required';

/**
 * One row of the API's table. `Answer` and `Minimal` are the success bodies, without and with
 * `Prefer: return=minimal`; they exist only as types here, so that the web app can import the
 * table without zod. Their zod schemas, checked against these types, are in endpoint-schemas.ts.
 */
export interface Endpoint<Answer = unknown, Minimal = Answer> {
  method: HttpMethod;
  /** The path with its parameters as :name. */
  path: string;
  auth: EndpointAuth;
  /** The body is multipart/form-data (an upload), so the JSON request tester leaves it out. */
  multipart?: true;
  /**
   * The answer is a text/event-stream that stays open, not JSON: the request tester, which waits
   * for a whole answer, leaves it out.
   */
  stream?: true;
  /** The answer is a file to save (a ZIP), not JSON: the request tester leaves it out. */
  download?: true;
  /** Type carriers only: never set at run time. */
  readonly answer?: Answer;
  readonly minimalAnswer?: Minimal;
}

/** What the request tester's catalogue says of an endpoint (endpoint-docs.ts tells why apart). */
export interface EndpointDoc {
  summary: string;
  sampleBody?: unknown;
  /** The query parameters it reads. */
  query?: readonly string[];
}

/** An area's docs: one for each of its rows, and none for a row it lacks. */
export type DocsOf<Rows> = { [Name in keyof Rows]: EndpointDoc };

/** What a row may add to its method, path and auth. */
type RowFlags = Pick<Endpoint, 'multipart' | 'stream' | 'download'>;

/**
 * Declares rows of one method: `getRow<Answer>()('/api/path', 'optional')`. The answer types come
 * first (the path and auth are then inferred), and the literal path stays in the row's type, so
 * that its :name parameters are typed.
 */
const rowsOf =
  <Method extends HttpMethod>(method: Method) =>
  <Answer, Minimal = Answer>() =>
  <
    const Path extends string,
    const Auth extends EndpointAuth,
    const Flags extends RowFlags = Record<never, never>,
  >(
    path: Path,
    auth: Auth,
    flags?: Flags,
  ) =>
    ({ method, path, auth, ...flags }) as { method: Method; path: Path; auth: Auth } & Flags &
      Endpoint<Answer, Minimal>;

export const getRow = rowsOf('GET');
export const postRow = rowsOf('POST');
export const deleteRow = rowsOf('DELETE');

/** The query parameters of a paged list. */
export const pageQuery = ['limit', 'cursor'] as const;
